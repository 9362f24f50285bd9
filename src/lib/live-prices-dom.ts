// Puts live offers into prerendered cards (architecture.md "Freshness"). Cards are found by
// `data-product-id`; inside them `data-price` shows the price, `data-stock` the stock badge,
// `data-base-price` a struck-through base price shown only when it exceeds the price.
// A card with `data-branch-id` shows that branch's offer, else the cheapest available, as
// ProductCard chose at build time (pickOffer).
import { formatMoney } from "./format";
import type { Locale, Strings } from "./i18n";
import { pickOffer, STOCK_BADGE_CLASSES, stockState, type StockState } from "./stock";
import { readAreaChoice } from "./area-choice";
import { reachOfOffers, reachText, type ReachStrings } from "./product/reach";
import type { LiveOffer } from "./stores/live-offers";

// The colours of every stock badge, so a changed badge looks like a prerendered one.
const BADGE_CLASSES = Object.fromEntries(Object.entries(STOCK_BADGE_CLASSES).map(([k, v]) => [k, v.split(" ")])) as Record<StockState, string[]>;
const ALL_BADGE_CLASSES = Object.values(BADGE_CLASSES).flat();

export function applyLiveOffers(
  root: Pick<ParentNode, "querySelectorAll">,
  offers: Record<string, LiveOffer[]>,
  locale: Locale,
  t: Strings<"stock"> & ReachStrings,
) {
  const area = readAreaChoice();
  for (const card of root.querySelectorAll<HTMLElement>("[data-product-id]")) {
    const list = offers[card.dataset.productId ?? ""];
    if (!list) continue;
    const branchId = card.dataset.branchId ? Number(card.dataset.branchId) : undefined;
    const offer = pickOffer(list, branchId);
    const state = stockState(offer);
    if (offer) for (const el of card.querySelectorAll<HTMLElement>("[data-price]")) el.textContent = formatMoney(offer.price, locale);
    for (const el of card.querySelectorAll<HTMLElement>("[data-base-price]"))
      el.hidden = !offer || Number(el.dataset.basePrice) <= Number(offer.price);
    for (const badge of card.querySelectorAll<HTMLElement>("[data-stock]")) {
      if (badge.dataset.stock === state) continue;
      badge.dataset.stock = state;
      badge.textContent = t[`stock.${state}`];
      badge.classList.remove(...ALL_BADGE_CLASSES);
      badge.classList.add(...BADGE_CLASSES[state]);
    }
    // With an area chosen, whether the product reaches it (reach.ts); the line is reserved empty.
    for (const line of card.querySelectorAll<HTMLElement>("[data-reach]")) {
      const reach = reachOfOffers(list, branchId);
      line.dataset.reach = reach;
      line.textContent = reachText(reach, area, locale, t);
    }
    card.dataset.live = "fresh";
  }
}

/** Product ids of the cards a shopper can see now (a card on a hidden page is skipped). */
export function visibleProductIds(root: Pick<ParentNode, "querySelectorAll">): number[] {
  return [...root.querySelectorAll<HTMLElement>("[data-product-id]")]
    .filter((card) => !card.closest("[hidden]"))
    .map((card) => Number(card.dataset.productId))
    .filter((id) => Number.isInteger(id) && id > 0);
}
