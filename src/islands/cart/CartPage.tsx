// The cart page (docs/product.md §2 "Cart page"): the lines, the total in pounds, and Checkout. The cart
// lives in a cookie the prerendered HTML cannot know, so the lines appear once mounted.
//
// A visitor sees their own (cookie) cart here and is asked to sign in at Checkout only
// (docs/product.md §2): sending them away from their cart before they asked to pay would
// hide what they just chose.
import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { formatMoney } from "../../lib/format";
import type { Locale } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { $cart, $cartTotal, removeFromCart, setQuantity, type CartItem } from "../../lib/stores/cart";
import { $cartNotice, $knownStock, $priceChanges, lineKey, lineStock } from "../../lib/stores/checkout-cart";
import { checkoutEntry } from "../../lib/stores/checkout-submit";
import { branchCount, groupByBranch, type StoreName } from "../../lib/stores/cart-lines";
import { $liveNames, $liveOffers, lineName, requestLiveOffers } from "../../lib/stores/live-offers";
import { $session } from "../../lib/stores/session";
import { showToast } from "../../lib/stores/toasts";
import { fill } from "../../lib/template";
import { useMounted } from "../../lib/use-mounted";
import type { CartStrings } from "./cart-strings";
import CartRow from "./CartRow";
import CheckoutDialog from "./CheckoutDialog";

export default function CartPage({ locale, t, stores }: { locale: Locale; t: CartStrings; stores: StoreName[] }) {
  const mounted = useMounted();
  const items = useStore($cart);
  const total = useStore($cartTotal);
  const session = useStore($session);
  const live = useStore($liveOffers);
  const names = useStore($liveNames);
  const known = useStore($knownStock);
  const priceChanges = useStore($priceChanges);
  const notice = useStore($cartNotice);
  const [open, setOpen] = useState(false);
  // Stable: the dialog moves focus again whenever its onClose changes.
  const close = useCallback(() => setOpen(false), []);
  const list = useRef<HTMLDivElement>(null);

  // Current stock caps "+" (the store asks once per product per page).
  const productIds = [...new Set(items.map((i) => i.productId))].join(",");
  useEffect(() => {
    if (productIds) void requestLiveOffers(productIds.split(",").map(Number));
  }, [productIds]);

  if (!mounted) {
    return (
      <p role="status" className="text-gray-600">
        {t["common.loading"]}
      </p>
    );
  }

  if (items.length === 0) {
    return (
      <div className="rounded-lg border border-gray-200 bg-white p-8 text-center" data-testid="cart-empty">
        <p className="text-gray-700">{t["cart.empty"]}</p>
        <a href={`/${locale}/products/`} className="mt-4 inline-block rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90">
          {t["cart.browse"]}
        </a>
      </div>
    );
  }

  const remove = (item: CartItem) => {
    removeFromCart(item);
    showToast(fill(t["cart.removed"], { name: lineName(item, names, locale) }));
    // The button that had focus is gone: keep the keyboard user in the list, not at the top.
    list.current?.focus();
  };

  const groups = groupByBranch(items, live, stores, locale);
  const orders = branchCount(items);
  const entry = checkoutEntry(session, locale);
  const checkout = () => {
    if (entry.action === "sign_in") location.assign(entry.href);
    else if (entry.action === "open") setOpen(true);
  };

  return (
    <div className="space-y-6">
      {notice && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900" data-testid="cart-notice">
          {t[notice.kind === "price_changed" ? "cart.priceChangedNotice" : "cart.outOfStockNotice"]}
        </p>
      )}
      <div ref={list} tabIndex={-1} className="space-y-4 focus-visible:outline-2 focus-visible:outline-primary">
        {groups.map((group) => (
          <section
            key={group.branchId}
            className="rounded-lg border border-gray-200 bg-white px-4"
            data-testid="cart-branch"
            data-branch={group.branchId}
          >
            <h2 className="border-b border-gray-100 py-3 text-sm font-semibold text-gray-700" data-testid="cart-branch-origin">
              {group.origin ? fill(t["cart.from"], { origin: group.origin }) : t["cart.fromBranch"]}
            </h2>
            <ul className="divide-y divide-gray-100" data-testid="cart-rows">
              {group.items.map((item) => (
                <CartRow
                  key={lineKey(item)}
                  item={item}
                  name={lineName(item, names, locale)}
                  locale={locale}
                  t={t}
                  stock={lineStock(item, live, known)}
                  oldPrice={priceChanges[lineKey(item)]}
                  onQuantity={(quantity) => setQuantity(item, quantity)}
                  onRemove={() => remove(item)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      {orders > 1 && (
        <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sky-900" data-testid="split-notice">
          {plural(t, locale, "cart.splitNotice", orders)}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-gray-200 bg-white p-4">
        <p className="text-lg">
          <span className="font-medium text-gray-700">{t["cart.total"]}: </span>
          <span className="font-bold text-gray-900" data-testid="cart-total">
            {formatMoney(total / 100, locale)}
          </span>
        </p>
        <div className="text-end">
          <button
            type="button"
            onClick={checkout}
            disabled={entry.action === "wait"}
            className="rounded-lg bg-primary px-6 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
            data-testid="checkout-button"
          >
            {t["cart.checkout"]}
          </button>
          {entry.action === "sign_in" && <p className="mt-1 text-sm text-gray-600">{t["cart.signInHint"]}</p>}
        </div>
      </div>
      <CheckoutDialog open={open} onClose={close} locale={locale} t={t} total={total} orders={orders} />
    </div>
  );
}
