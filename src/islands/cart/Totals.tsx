// Goods, delivery, cash on delivery fees (when any) and the total, one way everywhere the cart's money is summed up (the cart
// page, the checkout dialog): the delivery line says "calculated at checkout" until the
// server's quote knows it, and "Free" when it is nothing.
import { formatMoney } from "../../lib/format";
import type { Locale } from "../../lib/i18n";

/** Goods, delivery and the total: the quote's when there is one, else the goods and "calculated at checkout". */
export default function Totals({
  subtotal,
  delivery,
  cod,
  total,
  labels,
  locale,
  testid,
}: {
  subtotal: string | number;
  /** The delivery total, or null while unknown. */
  delivery: string | null;
  /** The cash on delivery fees, a line of their own when there are any. */
  cod?: string | null;
  total: string | number;
  labels: { subtotal: string; delivery: string; total: string; unknown: string; free: string; cod?: string };
  locale: Locale;
  testid: string;
}) {
  return (
    <dl className="space-y-1" data-testid={`${testid}-totals`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-gray-700">
        <dt>{labels.subtotal}</dt>
        <dd data-testid={`${testid}-subtotal`}>{formatMoney(subtotal, locale)}</dd>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-gray-700">
        <dt>{labels.delivery}</dt>
        <dd data-testid={`${testid}-delivery`}>
          {delivery === null ? labels.unknown : Number(delivery) === 0 ? labels.free : formatMoney(delivery, locale)}
        </dd>
      </div>
      {cod && Number(cod) > 0 && (
        <div className="flex flex-wrap items-baseline justify-between gap-2 text-gray-700">
          <dt>{labels.cod}</dt>
          <dd data-testid={`${testid}-cod-fee`}>{formatMoney(cod, locale)}</dd>
        </div>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-lg">
        <dt className="font-medium text-gray-900">{labels.total}</dt>
        <dd className="font-bold text-gray-900" data-testid={`${testid}-total`}>
          {formatMoney(total, locale)}
        </dd>
      </div>
    </dl>
  );
}
