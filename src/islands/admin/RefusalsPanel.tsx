// The order's customer's refused deliveries (docs/decisions/0033), on the staff's order page,
// for a super admin (the API gives `customer_refusals` to no one else): how many count now,
// whether the refusal rule applies, and "Clear refusals", asked first in the dialog the
// order's "Confirmed by phone" uses. After clearing it says the API's words and the count 0.
import { useState } from "react";
import type { Order } from "#contract/orders";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { clearRefusals } from "../../lib/stores/order-detail";
import Dialog from "../ui/Dialog";

const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold disabled:opacity-50";

export default function RefusalsPanel({ order, locale, t }: { order: Order; locale: Locale; t: Strings<"admin"> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const standing = order.customer_refusals;
  if (!standing || (standing.count === 0 && said === null)) return null;
  const onYes = async () => {
    setAsking(false);
    setBusy(true);
    const outcome = await clearRefusals();
    setBusy(false);
    setSaid(outcome.ok ? { text: outcome.detail ?? "", error: false } : { text: outcome.message ?? t["admin.refusals.error"], error: true });
  };
  return (
    <section className="mt-4 rounded-xl border border-rose-200 bg-rose-50 p-4" data-testid="customer-refusals">
      <h2 className="text-lg font-semibold text-gray-900">{t["admin.refusals.title"]}</h2>
      <p className="mt-1 text-sm text-gray-800" data-testid="customer-refusals-count">
        {plural(t, locale, "admin.refusals.count", standing.count)}
      </p>
      {standing.rule_applies && <p className="mt-1 text-sm font-medium text-rose-900">{t["admin.refusals.rule"]}</p>}
      {said && (
        <p
          role={said.error ? "alert" : "status"}
          className={`mt-2 text-sm ${said.error ? "text-rose-800" : "text-emerald-800"}`}
          data-testid="customer-refusals-said"
        >
          {said.text}
        </p>
      )}
      {standing.count > 0 && (
        <button
          type="button"
          onClick={() => setAsking(true)}
          disabled={busy}
          className={`${button} mt-3 border border-rose-300 bg-white text-rose-900`}
          data-testid="clear-refusals"
        >
          {t["admin.refusals.clear"]}
        </button>
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} title={t["admin.refusals.clear"]} closeLabel={t["admin.close"]} size="sm">
        <p className="text-gray-800">{t["admin.refusals.ask"]}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setAsking(false)} className={`${button} border border-gray-300`}>
            {t["admin.refusals.keep"]}
          </button>
          <button type="button" onClick={() => void onYes()} className={`${button} bg-primary text-white`} data-testid="clear-refusals-yes">
            {t["admin.refusals.yes"]}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
