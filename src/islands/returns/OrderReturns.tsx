// The order page's returns (issue 30 point 4), for the customer's own delivered order: "Return
// items" while the window is open and a line has something left to return, with the days left
// ("12 days left to return for any reason; 28 for a defect"), and the order's returns so far,
// each with its status and a link to its page. The request form loads on the first click.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { Order } from "#contract/orders";
import { formatMoney } from "../../lib/format";
import { dateFormat } from "../../lib/format-date";
import type { Locale } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { offersReturn, windowText } from "../../lib/return-window";
import { $orderReturns, loadOrderReturns, returnHref } from "../../lib/stores/returns";
import { fill } from "../../lib/template";
import ReturnStatusBadge from "./ReturnStatusBadge";
import type { ReturnStrings } from "./return-strings";

const ReturnRequestForm = lazy(() => import("./ReturnRequestForm"));

export default function OrderReturns({ order, userId, locale, t }: { order: Order; userId: number; locale: Locale; t: ReturnStrings }) {
  const { orderId, status, returns } = useStore($orderReturns);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    void loadOrderReturns(order.id);
  }, [order.id]);

  const offered = offersReturn(order, userId);
  const listed = orderId === order.id ? returns : [];
  if (!offered && listed.length === 0 && status !== "error") return null;
  const window = order.return_window;

  return (
    <section className="mt-6 rounded-xl border border-gray-200 bg-white p-5" aria-labelledby="order-returns" data-testid="order-returns">
      <h2 id="order-returns" className="text-lg font-semibold">
        {t["returns.title"]}
      </h2>
      {offered && window && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-gray-700" data-testid="return-window">
            {windowText(window, locale, t)}
          </p>
          <button
            type="button"
            onClick={() => setAsking(true)}
            aria-haspopup="dialog"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-4 font-semibold text-white"
            data-testid="return-items"
          >
            {t["returns.returnItems"]}
          </button>
        </div>
      )}
      {status === "error" && (
        <p role="alert" className="mt-3 text-sm text-rose-800">
          {t["returns.loadError"]}{" "}
          <button type="button" className="min-h-11 font-semibold underline" onClick={() => void loadOrderReturns(order.id)}>
            {t["returns.retry"]}
          </button>
        </p>
      )}
      {listed.length > 0 && (
        <>
          <h3 className="mt-4 text-base font-semibold text-gray-900">{t["returns.ofOrder"]}</h3>
          <ul className="mt-2 divide-y divide-gray-100" data-testid="order-return-list">
            {listed.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="order-return" data-return-id={r.id}>
                <div>
                  <p className="font-medium text-gray-900">{fill(t["returns.number"], { id: r.id })}</p>
                  <p className="text-sm text-gray-600">
                    {dateFormat(locale, "long").format(new Date(r.created_at))} ·{" "}
                    {plural(
                      t,
                      locale,
                      "returns.units",
                      r.items.reduce((n, line) => n + line.quantity, 0),
                    )}{" "}
                    · {formatMoney(r.refund_amount, locale)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <ReturnStatusBadge status={r.status} text={t[`returns.status.${r.status}`]} />
                  <a
                    href={returnHref(locale, r.id)}
                    className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 px-3 text-sm font-semibold hover:bg-gray-50"
                    data-testid="order-return-link"
                  >
                    {t["returns.view"]}
                    <span className="sr-only"> {fill(t["returns.number"], { id: r.id })}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {asking && (
        <Suspense fallback={null}>
          <ReturnRequestForm order={order} locale={locale} t={t} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </section>
  );
}
