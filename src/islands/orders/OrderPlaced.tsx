// The confirmation after checkout: every order it made (number, branch, total; what the wallet
// paid and the cash due when it paid a part) with links, and the checkout's sums.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { formatMoney, localName } from "../../lib/format";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { fromPiasters, toPiasters } from "#shared/money";
import { $placed, loadPlacedHere } from "../../lib/stores/order-placed";
import { fill } from "../../lib/template";
import { formatDeduction } from "../../lib/signed-money";
import Loading from "../ui/Loading";
import { useSignedIn } from "../auth/use-signed-in";

export default function OrderPlaced({ locale, t }: { locale: Locale; t: Strings<"placed" | "common"> }) {
  const user = useSignedIn(locale);
  const state = useStore($placed);
  const userId = user?.id;
  useEffect(() => {
    if (userId !== undefined) void loadPlacedHere();
  }, [userId]);

  const links = (
    <div className="mt-6 flex flex-wrap gap-3">
      <a
        href={`/${locale}/profile/`}
        className="inline-flex min-h-11 items-center rounded-lg bg-gray-900 px-4 font-semibold text-white"
        data-testid="placed-history"
      >
        {t["placed.history"]}
      </a>
      <a href={`/${locale}/products/`} className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-4 font-semibold">
        {t["placed.continue"]}
      </a>
    </div>
  );

  if (!user || state.status === "loading") {
    return <Loading text={t["common.loading"]} />;
  }
  if (state.status !== "ready") {
    return (
      <div role="alert" className="rounded-xl border border-gray-200 bg-white p-6">
        <p className="text-gray-800">{state.status === "not_found" ? t["placed.notFound"] : t["placed.error"]}</p>
        {state.status === "error" && (
          <button type="button" onClick={() => void loadPlacedHere()} className="mt-3 min-h-11 rounded-lg bg-primary px-4 font-semibold text-white">
            {t["placed.retry"]}
          </button>
        )}
        {links}
      </div>
    );
  }
  const { orders } = state;
  const sum = (pick: (o: (typeof orders)[number]) => string | undefined) => fromPiasters(orders.reduce((n, o) => n + toPiasters(pick(o) ?? "0"), 0));
  const total = sum((o) => o.total);
  const goods = sum((o) => o.subtotal ?? o.total);
  const delivery = sum((o) => o.delivery_fee);
  const cod = sum((o) => o.cod_fee);
  const wallet = sum((o) => o.wallet_amount);
  const cash = sum((o) => o.cash_due);
  return (
    <div className="rounded-xl border border-emerald-200 bg-white p-6 shadow-sm" data-testid="order-placed">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xl text-emerald-700">
          ✓
        </span>
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t["placed.title"]}</h1>
          <p className="mt-1 text-gray-700">{orders.length > 1 ? plural(t, locale, "placed.split", orders.length) : t["placed.one"]}</p>
        </div>
      </div>
      <ul className="mt-6 divide-y divide-gray-100 rounded-lg border border-gray-200" data-testid="placed-orders">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="placed-order" data-order-id={order.id}>
            <div>
              <p className="font-semibold text-gray-900">{fill(t["placed.order"], { id: order.id })}</p>
              <p className="text-sm text-gray-600">
                {fill(t["placed.from"], { store: localName(order.store, locale), branch: localName(order.branch, locale) })}
              </p>
              <p className="text-sm text-gray-700" data-testid="placed-delivery">
                {fill(t["placed.goods"], { amount: formatMoney(order.subtotal ?? order.total, locale) })}
                {" · "}
                {order.delivery_method === "pickup"
                  ? t["placed.pickup"]
                  : Number(order.delivery_fee ?? 0) === 0
                    ? t["placed.deliveryFree"]
                    : fill(t["placed.delivery"], { amount: formatMoney(order.delivery_fee, locale) })}
              </p>
              <p className="text-sm font-medium text-gray-900" data-testid="placed-order-total">
                {fill(t["placed.total"], { total: formatMoney(order.total, locale) })}
              </p>
              {Number(order.wallet_amount) > 0 && (
                <p className="text-sm text-gray-700" data-testid="placed-order-wallet">
                  {fill(t["placed.orderWallet"], {
                    wallet: formatDeduction(order.wallet_amount, locale),
                    cash: formatMoney(order.cash_due, locale),
                  })}
                </p>
              )}
            </div>
            <a
              href={`/${locale}/orders/${order.id}/`}
              className="inline-flex min-h-11 items-center rounded-lg border border-primary px-4 font-semibold text-primary hover:bg-primary/5"
            >
              {t["placed.view"]}
            </a>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1" data-testid="placed-totals">
        <div className="flex justify-between gap-3 text-gray-700">
          <dt>{t["placed.grandSubtotal"]}</dt>
          <dd data-testid="placed-subtotal">{formatMoney(goods, locale)}</dd>
        </div>
        <div className="flex justify-between gap-3 text-gray-700">
          <dt>{t["placed.grandDelivery"]}</dt>
          <dd data-testid="placed-delivery-total">{formatMoney(delivery, locale)}</dd>
        </div>
        {Number(cod) > 0 && (
          <div className="flex justify-between gap-3 text-gray-700">
            <dt>{t["placed.grandCodFee"]}</dt>
            <dd data-testid="placed-cod-fee">{formatMoney(cod, locale)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 text-lg">
          <dt className="font-medium text-gray-700">{t["placed.grandTotal"]}</dt>
          <dd className="font-bold" data-testid="placed-total">
            {formatMoney(total, locale)}
          </dd>
        </div>
        {Number(wallet) > 0 && (
          <>
            <div className="flex justify-between gap-3 text-emerald-800">
              <dt>{t["placed.wallet"]}</dt>
              <dd data-testid="placed-wallet">{formatDeduction(wallet, locale)}</dd>
            </div>
            <div className="flex justify-between gap-3 text-lg">
              <dt className="font-medium text-gray-700">{t["placed.cashDue"]}</dt>
              <dd className="font-bold" data-testid="placed-cash-due">
                {formatMoney(cash, locale)}
              </dd>
            </div>
          </>
        )}
      </dl>
      {links}
    </div>
  );
}
