// A card's delivery line (issue 26 point 3): with the shopper's "Deliver to" area chosen,
// "Delivers to Zamalek" when an offer in stock comes from a branch that delivers there, "Pickup
// only" when none does but one's branch has pickup, else nothing. Prerendered pages cannot know
// the area: the line is reserved empty (CARD.reach, so the card never changes height) and the
// live reads fill it: prerendered cards from their live offers (GET /branch-products/?area_id=,
// live-prices-dom.ts, with these), a live grid's cards from GET /api/products/?area_id=
// (`delivers_to_area`, `pickup_only`: ProductCardView.tsx, its own few lines, so the two
// scripts share no chunk: the products page had 0.1 KB of its budget left). Both answers follow
// the API's one rule (api/src/delivery/fee.ts).
import type { AreaChoice } from "../area-choice";
import type { Locale, Strings } from "../i18n";
import { stockState } from "../stock";
import type { LiveOffer } from "../stores/live-offers";

/** How far a product reaches the chosen area; "" when that is not known (no area, no live answer yet). */
export type Reach = "delivers" | "pickup" | "none" | "";

export type ReachStrings = Strings<"area.delivers" | "card.pickupOnly">;

/** From a product's live offers (the branch's own when the card shows one branch), the API's rule. */
export function reachOfOffers(offers: LiveOffer[], branchId?: number): Reach {
  if (!offers.some((o) => o.delivery)) return "";
  const inStock = offers.filter((o) => stockState(o) !== "out" && (branchId === undefined || o.branch.id === branchId));
  return inStock.some((o) => o.delivery?.available) ? "delivers" : inStock.some((o) => o.pickup) ? "pickup" : "none";
}

/** The line's words in the page's language, the area named as the cookie names it; "" without an area. */
export const reachText = (reach: Reach, area: AreaChoice | null, locale: Locale, t: ReachStrings): string =>
  !area
    ? ""
    : reach === "delivers"
      ? t["area.delivers"].replace("{area}", (locale === "ar" && area.name_ar) || area.name)
      : reach === "pickup"
        ? t["card.pickupOnly"]
        : "";
