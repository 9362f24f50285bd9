// The wishlist page (decisions: "Wishlist ... with its own page"): the account's saved products
// when signed in, the browser's for a visitor. Each card has its name in the page's language,
// picture, price, Remove and Add to cart (the first available offer, the cheapest).
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import type { Product, ProductOffer } from "#contract/catalog";
import { formatMoney, localName } from "../../lib/format";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { stockState } from "../../lib/stock";
import { addToCart } from "../../lib/stores/cart";
import { showToast } from "../../lib/stores/toasts";
import { $wishlist, $wishlistSource, toggleWishlist } from "../../lib/stores/wishlist";
import { $wishlistPage, loadMoreWishlist, loadWishlistPage, VISITOR_MAX } from "../../lib/stores/wishlist-page";
import { fill } from "../../lib/template";
import { useMounted } from "../../lib/use-mounted";
import { type Layout, reactPicture } from "../../lib/media/srcset";

/** A saved product's picture: 96 px beside its name on a phone; the card's width in 2 columns from sm, 3 from lg (p-4). */
const WISHLIST_BOX: Layout = {
  sizes: "(min-width: 1152px) 328px, (min-width: 1024px) calc(33.3vw - 55px), (min-width: 640px) calc(50vw - 58px), 96px",
  largest: 454,
};

const firstAvailable = (offers: ProductOffer[]) => offers.find((o) => stockState(o) !== "out") ?? null;

export default function WishlistPage({ locale, t }: { locale: Locale; t: Strings<"wishlist" | "common"> }) {
  const mounted = useMounted();
  const source = useStore($wishlistSource);
  const ids = useStore($wishlist);
  const page = useStore($wishlistPage);
  const list = useRef<HTMLUListElement>(null);

  // Loaded once whose list it is is known; a visitor's ids are read at that moment.
  const load = () => void loadWishlistPage(source === "account" ? null : $wishlist.get());
  useEffect(() => {
    if (mounted && source !== "loading") void loadWishlistPage(source === "account" ? null : $wishlist.get());
  }, [mounted, source]);

  if (!mounted || source === "loading" || page.status === "idle" || page.status === "loading") {
    return (
      <p role="status" className="text-gray-600" data-testid="wishlist-loading">
        {t["common.loading"]}
      </p>
    );
  }

  if (page.status === "error") {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center" data-testid="wishlist-error">
        <p className="text-red-800">{t["wishlist.loadError"]}</p>
        <button
          type="button"
          onClick={load}
          className="mt-4 rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {t["wishlist.retry"]}
        </button>
      </div>
    );
  }

  // Removed here or in another tab: gone from the page at once.
  const products = page.products.filter((p) => ids.includes(p.id));
  const guestNote = source === "browser" && (
    <p className="text-sm text-gray-700" data-testid="wishlist-guest-hint">
      {t["wishlist.guestHint"]}{" "}
      <a
        href={`/${locale}/login/?next=${encodeURIComponent(`/${locale}/wishlist/`)}`}
        className="font-medium text-primary underline hover:no-underline"
      >
        {t["wishlist.signIn"]}
      </a>
    </p>
  );

  if (products.length === 0) {
    return (
      <div className="space-y-4">
        <div className="rounded-lg border border-gray-200 bg-white p-8 text-center" data-testid="wishlist-empty">
          <p className="text-lg font-medium text-gray-900">{t["wishlist.empty"]}</p>
          <p className="mt-1 text-gray-700">{t["wishlist.emptyHint"]}</p>
          <a href={`/${locale}/products/`} className="mt-4 inline-block rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90">
            {t["wishlist.browse"]}
          </a>
        </div>
        {guestNote}
      </div>
    );
  }

  const remove = (product: Product, name: string) => {
    toggleWishlist(product.id, { failed: t["wishlist.failed"] });
    showToast(fill(t["wishlist.removed"], { name }));
    // The button that had focus is gone: keep the keyboard user in the list.
    list.current?.focus();
  };

  const add = (product: Product, name: string, offer: ProductOffer) => {
    addToCart(
      { productId: product.id, branchId: offer.branch.id, name, image: product.images[0]?.image ?? null, price: offer.price },
      1,
      offer.stock,
    );
    showToast(fill(t["wishlist.added"], { name }));
  };

  const shownOfVisitor = source === "browser" && ids.length > VISITOR_MAX;

  return (
    <div className="space-y-4">
      <p className="text-gray-700" data-testid="wishlist-count">
        {fill(t["wishlist.count"], { count: source === "account" ? ids.length : products.length })}
      </p>
      {guestNote}
      {shownOfVisitor && <p className="text-sm text-gray-700">{plural(t, locale, "wishlist.partial", ids.length, { shown: VISITOR_MAX })}</p>}
      <ul
        ref={list}
        tabIndex={-1}
        className="grid grid-cols-1 gap-4 focus-visible:outline-2 focus-visible:outline-primary sm:grid-cols-2 lg:grid-cols-3"
        data-testid="wishlist-items"
      >
        {products.map((product) => {
          const name = localName(product, locale);
          const offer = firstAvailable(product.offers);
          const image = product.images[0];
          const href = `/${locale}/product/${product.id}/`;
          return (
            <li
              key={product.id}
              className="flex gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:flex-col"
              data-testid="wishlist-item"
              data-product={product.id}
            >
              {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the name's link for the pointer; hidden from assistive tech and the tab order */}
              <a href={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
                {image ? (
                  <img
                    {...reactPicture(image.image, WISHLIST_BOX)}
                    alt=""
                    width="320"
                    height="320"
                    loading="lazy"
                    decoding="async"
                    className="size-24 rounded object-cover sm:aspect-square sm:size-auto sm:w-full"
                  />
                ) : (
                  <span className="flex size-24 items-center justify-center rounded bg-gray-100 text-center text-xs text-gray-600 sm:aspect-square sm:size-auto sm:w-full">
                    {t["wishlist.noImage"]}
                  </span>
                )}
              </a>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <a href={href} className="font-medium text-gray-900 hover:underline" data-testid="wishlist-item-name">
                  {name}
                </a>
                {offer ? (
                  <p className="text-sm text-gray-700">
                    <bdi className="text-base font-bold text-gray-900" data-testid="wishlist-item-price">
                      {formatMoney(offer.price, locale)}
                    </bdi>{" "}
                    · {fill(t["wishlist.from"], { branch: localName(offer.branch, locale) })}
                  </p>
                ) : (
                  <p className="text-sm font-medium text-red-700" data-testid="wishlist-item-unavailable">
                    {t["wishlist.unavailable"]}
                  </p>
                )}
                <div className="mt-auto flex flex-wrap items-center gap-2">
                  {offer && (
                    <button
                      type="button"
                      onClick={() => add(product, name, offer)}
                      className="rounded bg-primary px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                      data-testid="wishlist-add"
                    >
                      {t["wishlist.addToCart"]}
                      {/* The name is heard, not shown; the visible words stay first (axe: label in name). */}
                      <span className="sr-only">: {name}</span>
                    </button>
                  )}
                  <button
                    type="button"
                    onClick={() => remove(product, name)}
                    aria-label={fill(t["wishlist.removeItem"], { name })}
                    className="rounded px-2 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-primary"
                    data-testid="wishlist-remove"
                  >
                    {t["wishlist.remove"]}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {page.next && (
        <div className="text-center">
          <button
            type="button"
            onClick={() => void loadMoreWishlist()}
            disabled={page.loadingMore}
            className="rounded-lg border border-primary px-5 py-2 font-semibold text-primary hover:bg-primary/5 disabled:opacity-60"
          >
            {page.loadingMore ? t["common.loading"] : t["wishlist.showMore"]}
          </button>
          {page.moreFailed && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {t["wishlist.loadError"]}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
