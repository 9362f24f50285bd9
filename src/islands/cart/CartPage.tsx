// The cart page (docs/product.md §2 "Cart page"): the lines, the total in pounds, and Checkout. The cart
// lives in a cookie the prerendered HTML cannot know, so the lines appear once mounted.
//
// A visitor sees their own (cookie) cart here and is asked to sign in at Checkout only
// (docs/product.md §2): sending them away from their cart before they asked to pay would
// hide what they just chose.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { chosenAreaId } from "../../lib/area-choice";
import type { Locale } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { $cart, $cartTotal, removeFromCart, setQuantity, type CartItem } from "../../lib/stores/cart";
import { $cartNotice, $knownStock, $priceChanges, lineKey, lineStock } from "../../lib/stores/checkout-cart";
import { $checkout } from "../../lib/stores/checkout-form";
import { $methods, $quote, isCurrent, requestQuote } from "../../lib/stores/checkout-quote";
import { checkoutEntry } from "../../lib/stores/checkout-entry";
import { branchCount, groupByBranch, type StoreName } from "../../lib/stores/cart-lines";
import { $liveNames, $liveOffers, lineName, requestLiveOffers } from "../../lib/stores/live-offers";
import { $session } from "../../lib/stores/session";
import { showToast } from "../../lib/stores/toasts";
import { fill } from "../../lib/template";
import { useMounted } from "../../lib/use-mounted";
import type { CartStrings } from "./cart-strings";
import CartRow from "./CartRow";
import Totals from "./Totals";

// The dialog, its address form and the quote's parts load when Checkout is pressed (or
// pointed at), not with the page (the page's JavaScript budget, tests/budgets).
const loadDialog = () => import("./CheckoutDialog");
const CheckoutDialog = lazy(loadDialog);

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
  const quote = useStore($quote);
  const methods = useStore($methods);
  const areaId = useStore($checkout).values.area_id ?? chosenAreaId();
  const [open, setOpen] = useState(false);
  // Stable: the dialog moves focus again whenever its onClose changes.
  const close = useCallback(() => setOpen(false), []);
  const list = useRef<HTMLDivElement>(null);

  // Current stock caps "+" (the store asks once per product per page).
  const productIds = [...new Set(items.map((i) => i.productId))].join(",");
  useEffect(() => {
    if (productIds) void requestLiveOffers(productIds.split(",").map(Number));
  }, [productIds]);

  // Once an area is known (chosen at checkout, or in the top bar) the cart shows what delivery costs.
  useEffect(() => {
    if (mounted && areaId !== null && items.length > 0) void requestQuote(items, areaId, undefined, methods);
  }, [mounted, items, areaId, methods]);

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
  const totals = isCurrent(quote, items, areaId, methods) ? quote.quote?.totals : undefined;

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
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-lg border border-gray-200 bg-white p-4">
        <div className="min-w-60 flex-1">
          <Totals
            subtotal={totals?.subtotal ?? total / 100}
            delivery={totals?.delivery ?? null}
            cod={totals?.cod_fee}
            total={totals?.total ?? total / 100}
            labels={{
              subtotal: t["cart.subtotal"],
              delivery: t["cart.delivery"],
              cod: t["checkout.codFee"],
              total: t["cart.grandTotal"],
              unknown: t["cart.deliveryAtCheckout"],
              free: t["cart.deliveryFree"],
            }}
            locale={locale}
            testid="cart"
          />
        </div>
        <div className="text-end">
          <button
            type="button"
            onClick={checkout}
            onPointerEnter={() => void loadDialog()}
            onFocus={() => void loadDialog()}
            disabled={entry.action === "wait"}
            className="rounded-lg bg-primary px-6 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
            data-testid="checkout-button"
          >
            {t["cart.checkout"]}
          </button>
          {entry.action === "sign_in" && <p className="mt-1 text-sm text-gray-600">{t["cart.signInHint"]}</p>}
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <CheckoutDialog open={open} onClose={close} locale={locale} t={t} orders={orders} />
        </Suspense>
      )}
    </div>
  );
}
