// The top bar's cart button with its item-count badge, and the cart preview drawer.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $cart, $cartCount, $cartOpen, $cartTotal } from "../../lib/stores/cart";
import { $liveNames, $liveOffers, lineName, requestLiveOffers } from "../../lib/stores/live-offers";
import { formatMoney, inLocale } from "../../lib/format";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { useMounted } from "../../lib/use-mounted";
import Dialog from "../ui/Dialog";
import { fixedBox, reactPicture } from "../../lib/media/srcset";

/** Strings of `cart` (TopBar.astro passes them; the whole namespace is the cart page's). */
export type CartButtonStrings = Strings<
  "cart.title" | "cart.close" | "cart.empty" | "cart.viewCart" | "cart.noImage" | "cart.count" | "cart.buttonName" | "cart.subtotal"
>;

export default function CartButton({ locale, t }: { locale: Locale; t: CartButtonStrings }) {
  // The cart lives in a cookie the prerendered HTML cannot know: count only once mounted,
  // so the hydrating render matches the server's (an empty badge).
  const mounted = useMounted();
  const count = useStore($cartCount) * Number(mounted);
  const total = useStore($cartTotal);
  const items = useStore($cart);
  const open = useStore($cartOpen);
  const names = useStore($liveNames);
  const live = useStore($liveOffers);
  const close = () => $cartOpen.set(false);
  // Names in the page's language and the branch each line ships from come with the live offers.
  useEffect(() => {
    if (open && items.length) void requestLiveOffers(items.map((i) => i.productId));
  }, [open, items]);
  const branchOf = (productId: number, branchId: number) => {
    const branch = live[String(productId)]?.find((o) => o.branch.id === branchId)?.branch;
    return branch ? inLocale(branch.name, branch.name_ar, locale) : null;
  };
  return (
    <>
      {/* A link to the cart page, so a click before hydration still gets somewhere; once
          hydrated, a plain click opens the preview drawer instead (a modified one still
          opens the page, in a new tab or window). */}
      <a
        href={`/${locale}/cart/`}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          $cartOpen.set(true);
        }}
        aria-haspopup="dialog"
        className="relative inline-flex items-center rounded-full p-2 text-gray-700 hover:bg-gray-100"
        // No parentheses, and the badge's digits in every plural form ("منتجان" spells 2 out): axe
        // checks that the name contains the visible badge, and drops parenthesised text.
        aria-label={count > 0 ? plural(t, locale, "cart.buttonName", count) : t["cart.title"]}
        data-testid="cart-button"
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.9a2 2 0 0 0 2-1.5L22 7H6" />
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
        </svg>
        {count > 0 && (
          <span
            className="absolute -end-1 -top-1 min-w-5 rounded-full bg-gray-900 px-1 text-center text-xs font-bold text-white"
            data-testid="cart-badge"
          >
            {count}
          </span>
        )}
      </a>
      <Dialog open={open} onClose={close} title={t["cart.title"]} closeLabel={t["cart.close"]} placement="side">
        {items.length === 0 ? (
          <p className="text-gray-600">{t["cart.empty"]}</p>
        ) : (
          <ul className="divide-y divide-gray-100" data-testid="cart-drawer-items">
            {items.map((item) => (
              <li key={`${item.productId}-${item.branchId}`} className="flex items-center gap-3 py-3">
                {item.image ? (
                  <img
                    {...reactPicture(item.image, fixedBox(56))}
                    alt=""
                    width="56"
                    height="56"
                    decoding="async"
                    className="size-14 rounded object-cover"
                  />
                ) : (
                  <span className="flex size-14 items-center justify-center rounded bg-gray-100 text-xs text-gray-500">{t["cart.noImage"]}</span>
                )}
                <span className="flex-1">
                  <span className="block font-medium">{lineName(item, names, locale)}</span>
                  {branchOf(item.productId, item.branchId) && (
                    <span className="block text-xs text-gray-600" data-testid="cart-drawer-branch">
                      {branchOf(item.productId, item.branchId)}
                    </span>
                  )}
                  <span className="text-sm text-gray-600">
                    {formatMoney(item.price, locale)} × {item.quantity}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && (
          // The lines' sum at the prices they were added at, as the cart page totals them.
          <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-gray-200 pt-3" data-testid="cart-drawer-subtotal">
            <span>
              <span className="font-medium text-gray-700">{t["cart.subtotal"]}</span>{" "}
              <span className="text-sm text-gray-600">({plural(t, locale, "cart.count", count)})</span>
            </span>
            <span className="font-bold text-gray-900">{formatMoney(total / 100, locale)}</span>
          </p>
        )}
        <a
          href={`/${locale}/cart/`}
          onClick={close}
          className="mt-4 flex min-h-11 items-center justify-center rounded bg-primary px-4 text-center font-semibold text-on-primary"
        >
          {t["cart.viewCart"]}
        </a>
      </Dialog>
    </>
  );
}
