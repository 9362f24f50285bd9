// Everything a product card does, as ONE island per card (every KB counts): the wishlist
// heart, the quick view button and its dialog, the quantity stepper and add to cart. The
// quick view's code and the product's description load only when it is opened.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useState } from "react";
import type { Locale } from "../../lib/i18n";
import type { CardOffer } from "../../lib/product/card";
import type { CardStrings } from "../../lib/product/card-strings";
import { pickOffer } from "../../lib/stock";
import { $liveOffers } from "../../lib/stores/live-offers";
import { $wishlist, toggleWishlist } from "../../lib/stores/wishlist";
import { fill } from "../../lib/template";
import { useMounted } from "../../lib/use-mounted";
import Dialog from "../ui/Dialog";
import AddToCart from "./AddToCart";

const loadQuickView = () => import("./QuickView");
const QuickView = lazy(loadQuickView);

export interface CardActionsProps {
  productId: number;
  locale: Locale;
  name: string;
  image: { src: string; alt: string } | null;
  /** The offer the card shows, as built; the live refresh may replace it. */
  offer: CardOffer | null;
  /** The card shows this branch's offer (store pages, ?branch=); else the cheapest available. */
  branchId?: number;
  t: CardStrings;
}

/** The card's offer, from the live prices once they are in (the same choice the card's DOM shows). */
function useOffer(mounted: boolean, productId: number, built: CardOffer | null, branchId?: number): CardOffer | null {
  const live = useStore($liveOffers)[productId];
  if (!mounted || !live) return built;
  const offer = pickOffer(live, branchId);
  if (!offer) return built && { ...built, available: false }; // no branch sells it any more
  return { branchId: offer.branch.id, price: offer.price, stock: offer.stock, available: offer.is_available };
}

export default function CardActions(props: CardActionsProps) {
  const { productId, locale, name, image, branchId, t } = props;
  const mounted = useMounted();
  const offer = useOffer(mounted, productId, props.offer, branchId);
  const wishlist = useStore($wishlist);
  const saved = mounted && wishlist.includes(productId);
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        onClick={() => toggleWishlist(productId, { failed: t["wishlist.failed"] })}
        aria-pressed={saved}
        aria-label={fill(t[saved ? "wishlist.saved" : "wishlist.save"], { name })}
        className={`absolute end-1 top-1 z-10 flex size-11 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white ${saved ? "text-red-600" : "text-gray-700"}`}
        data-testid="wishlist-toggle"
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        >
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
        </svg>
      </button>
      <button
        type="button"
        onClick={() => setOpen(true)}
        // Fetch the quick view's code as soon as the shopper shows intent, not on the click.
        onPointerEnter={loadQuickView}
        onFocus={loadQuickView}
        className="min-h-11 rounded border border-primary px-3 py-1 text-sm font-semibold text-primary hover:bg-primary/5"
        aria-haspopup="dialog"
        data-testid="quick-view"
      >
        {t["card.quickView"]}
        <span className="sr-only">: {name}</span>
      </button>
      {offer && (
        <AddToCart
          productId={productId}
          branchId={offer.branchId}
          name={name}
          image={image?.src ?? null}
          price={offer.price}
          stock={offer.stock}
          available={offer.available}
          t={t}
        />
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={name} closeLabel={t["card.close"]} size="lg">
        {open && (
          <Suspense fallback={<p>{t["common.loading"]}</p>}>
            <QuickView productId={productId} locale={locale} name={name} image={image} offer={offer} t={t} onAdded={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
