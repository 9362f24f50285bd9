// Buy again (a delivered or cancelled order): the items go back into the cart at today's
// prices and stock, and a dialog says what happened to each line.
import { useState } from "react";
import type { BuyAgainLine, Order } from "#contract/orders";
import { formatMoney, inLocale } from "../../lib/format";
import type { Locale } from "../../lib/i18n";
import { buyAgain } from "../../lib/stores/order-detail";
import { showToast } from "../../lib/stores/toasts";
import { fill } from "../../lib/template";
import Dialog from "../ui/Dialog";
import type { OrderStrings } from "./order-strings";

export function BuyAgain({ order, locale, t }: { order: Order; locale: Locale; t: OrderStrings }) {
  const [busy, setBusy] = useState(false);
  const [lines, setLines] = useState<BuyAgainLine[] | null>(null);
  const onClick = async () => {
    setBusy(true);
    const outcome = await buyAgain(order.id);
    setBusy(false);
    if (outcome.ok) setLines(outcome.lines);
    else showToast(outcome.message ?? t["buyAgain.error"], "error");
  };
  const describe = (line: BuyAgainLine) =>
    fill(t[`buyAgain.${line.status}`], {
      name: inLocale(line.name, line.name_ar, locale),
      quantity: line.quantity_added,
      ordered: line.quantity_ordered,
      price: line.price ? formatMoney(line.price, locale) : "",
      old: formatMoney(line.old_price, locale),
    });
  return (
    <>
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={busy}
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-white disabled:opacity-50"
        data-testid="buy-again"
      >
        {busy ? t["buyAgain.adding"] : t["buyAgain.button"]}
      </button>
      <Dialog
        open={lines !== null}
        onClose={() => setLines(null)}
        title={t["buyAgain.title"]}
        closeLabel={t["buyAgain.close"]}
        footer={
          <a
            href={`/${locale}/cart/`}
            className="flex min-h-11 items-center justify-center rounded-lg bg-primary px-4 font-semibold text-white"
            data-testid="buy-again-cart"
          >
            {t["buyAgain.goToCart"]}
          </a>
        }
      >
        <p className="text-gray-800">{fill(t["buyAgain.intro"], { id: order.id })}</p>
        <ul className="mt-3 space-y-2" data-testid="buy-again-lines">
          {(lines ?? []).map((line, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: one answer's lines, shown once, never reordered
              key={index}
              data-status={line.status}
              className={`rounded-lg px-3 py-2 text-sm ${line.status === "added" ? "bg-emerald-50 text-emerald-900" : line.status === "unavailable" ? "bg-rose-50 text-rose-900" : "bg-amber-50 text-amber-900"}`}
            >
              {describe(line)}
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
