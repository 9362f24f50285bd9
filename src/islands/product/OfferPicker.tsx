// The product's offers per branch, and adding the chosen one to the cart. Prices and stock
// come prerendered, then live: after load the live-offers store asks the API once and the
// list, badges and stepper follow it. `?branch={id}` preselects that branch's offer, else the
// cheapest available one (chosen at build time too, so the HTML and the island agree); the
// store reads the address (stores/offer-picker.ts). With the shopper's area chosen (top bar,
// lib/area-choice.ts), the live offers say which branches deliver there: those come first, with
// their fee and estimate, and the cheapest of them is chosen; the others say they do not, and
// whether the branch has pickup. Without an area, a prompt opens the top bar's picker.
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import type { ProductOffer } from "#contract/catalog";
import { type AreaChoice, readAreaChoice } from "../../lib/area-choice";
import { formatMoney, inLocale, localName } from "../../lib/format";
import type { Locale, Strings } from "../../lib/i18n";
import { addedMessage, addToCart } from "../../lib/stores/cart";
import { $liveOffers, type LiveOffer, mergeOffers, requestLiveOffers } from "../../lib/stores/live-offers";
import { maxQuantity, pickOffer, stockState } from "../../lib/stock";
import { bestOffer, branchAsked, byReach } from "../../lib/stores/offer-picker";
import { fill } from "../../lib/template";
import { showToast } from "../../lib/stores/toasts";
import QuantityStepper from "./QuantityStepper";
import StockBadge from "./StockBadge";

/** The product page ([id].astro) passes these: the offers, the stepper, the toast after adding, the stock badges. */
export type OfferStrings = Strings<
  | "product.detail.offers"
  | "product.detail.noOffers"
  | "product.detail.originalPrice"
  | "product.addToCart"
  | "product.quantity"
  | "product.decrease"
  | "product.increase"
  | "toast.added"
  | "toast.addedSome"
  | "toast.atLimit"
  | "stock"
  | "area.prompt"
  | "area.choose"
  | "area.freeDelivery"
  | "area.fee"
  | "area.noDelivery"
  | "area.pickup"
  | "area.estimate"
>;

interface Props {
  locale: Locale;
  productId: number;
  /** In the page's language: the cart shows it as it was added. */
  name: string;
  image: string | null;
  basePrice: string;
  offers: ProductOffer[];
  t: OfferStrings;
}

function Price({
  price,
  basePrice,
  locale,
  originalLabel,
  big,
}: {
  price: string;
  basePrice: string;
  locale: Locale;
  originalLabel: string;
  big?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={big ? "text-3xl font-bold text-primary" : "font-semibold"} data-testid="offer-price">
        {formatMoney(price, locale)}
      </span>
      {Number(basePrice) > Number(price) && (
        <s className={big ? "text-lg text-gray-600" : "text-sm text-gray-600"} data-testid="offer-base-price">
          <span className="sr-only">{originalLabel}: </span>
          {formatMoney(basePrice, locale)}
        </s>
      )}
    </span>
  );
}

/** An offer's delivery to the chosen area, or why not: "Delivery LE 30 · Arrives today", "Does not deliver to Aswan". */
function Reach({ offer, area, locale, t }: { offer: LiveOffer; area: string; locale: Locale; t: OfferStrings }) {
  const { delivery } = offer;
  if (!delivery) return null;
  const line = delivery.available
    ? [
        Number(delivery.fee) ? fill(t["area.fee"], { fee: formatMoney(delivery.fee ?? 0, locale) }) : t["area.freeDelivery"],
        t[`area.estimate.${delivery.estimate ?? "3_5_days"}`],
      ].join(" · ")
    : [fill(t["area.noDelivery"], { area }), offer.pickup && t["area.pickup"]].filter(Boolean).join(" · ");
  return (
    <span className={`basis-full text-sm ${delivery.available ? "text-green-800" : "text-gray-700"}`} data-testid="offer-delivery">
      {line}
    </span>
  );
}

export default function OfferPicker({ locale, productId, name, image, basePrice, offers: built, t }: Props) {
  const live = useStore($liveOffers, { keys: [String(productId)] });
  const offers = useMemo(() => byReach(mergeOffers(built, live[String(productId)])), [built, live, productId]);
  const [branchId, setBranchId] = useState(() => pickOffer(built)?.branch.id);
  const [chosen, setChosen] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [area, setArea] = useState<AreaChoice | null>(null);

  useEffect(() => {
    // The query string and the area's cookie are only known in the browser: the page itself is static.
    const asked = branchAsked(built);
    if (asked !== undefined) setBranchId(asked);
    setChosen(asked !== undefined);
    setArea(readAreaChoice());
    void requestLiveOffers([productId]);
  }, [built, productId]);

  const selected = offers.find((o) => o.branch.id === branchId && chosen) ?? bestOffer(offers) ?? offers.find((o) => o.branch.id === branchId);
  if (!selected) return <p className="rounded bg-gray-50 p-4 text-gray-700">{t["product.detail.noOffers"]}</p>;

  const state = stockState(selected);
  const max = Math.max(1, maxQuantity(selected.stock));
  const shown = Math.min(quantity, max); // live stock may have dropped below the chosen quantity
  const soldOut = state === "out";

  const add = () => {
    const added = addToCart({ productId, branchId: selected.branch.id, name, image, price: selected.price }, shown, maxQuantity(selected.stock));
    showToast(addedMessage(t, name, shown, added), added < shown ? "warning" : "success");
    setQuantity(1);
  };

  return (
    <div className="space-y-5" data-testid="offer-picker">
      <div className="flex flex-wrap items-center gap-3">
        <Price price={selected.price} basePrice={basePrice} locale={locale} originalLabel={t["product.detail.originalPrice"]} big />
        <StockBadge state={state} t={t} />
      </div>

      <fieldset>
        <legend className="mb-2 font-semibold">{t["product.detail.offers"]}</legend>
        <ul className="space-y-2">
          {offers.map((offer) => (
            <li key={offer.id}>
              <label
                className="flex cursor-pointer flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-primary"
                data-testid="offer"
                data-branch-id={offer.branch.id}
              >
                <input
                  type="radio"
                  name={`offer-${productId}`}
                  value={offer.branch.id}
                  checked={offer.branch.id === selected.branch.id}
                  onChange={() => {
                    setBranchId(offer.branch.id);
                    setChosen(true);
                  }}
                  className="size-4 accent-primary"
                />
                <span className="min-w-32 flex-1 font-medium">{localName(offer.branch, locale)}</span>
                <Price price={offer.price} basePrice={basePrice} locale={locale} originalLabel={t["product.detail.originalPrice"]} />
                <StockBadge state={stockState(offer)} t={t} />
                {area && <Reach offer={offer} area={inLocale(area.name, area.name_ar, locale)} locale={locale} t={t} />}
              </label>
            </li>
          ))}
        </ul>
        {!area && (
          <p className="mt-2 text-sm text-gray-700" data-testid="area-prompt">
            {t["area.prompt"]}{" "}
            <button
              type="button"
              className="min-h-11 font-semibold text-primary underline"
              onClick={() => document.getElementById("deliver-to")?.click()}
            >
              {t["area.choose"]}
            </button>
          </p>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          value={shown}
          max={max}
          disabled={soldOut}
          onChange={setQuantity}
          label={t["product.quantity"]}
          decreaseLabel={t["product.decrease"]}
          increaseLabel={t["product.increase"]}
        />
        <button
          type="button"
          onClick={add}
          disabled={soldOut}
          className="min-w-44 flex-1 rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-gray-400"
          data-testid="add-to-cart"
        >
          {t[soldOut ? "stock.out" : "product.addToCart"]}
        </button>
      </div>
    </div>
  );
}
