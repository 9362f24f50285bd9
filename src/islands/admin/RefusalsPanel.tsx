// The order's customer's refused deliveries (docs/decisions/0033), on the staff's order page,
// for a super admin (the API gives `customer_refusals` to no one else): how many count now,
// whether the refusal rule applies, and "Clear refusals", asked first in the dialog the
// order's "Confirmed by phone" uses; cleared, the API's words in a toast and the panel goes (none count).
import { useState } from "react";
import type { Order } from "#contract/orders";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { clearRefusals } from "../../lib/stores/order-detail";
import { showToast } from "../../lib/stores/toasts";
import Dialog from "../ui/Dialog";

const button = "min-h-11 rounded-lg px-4 font-semibold";

export default function RefusalsPanel({ order, locale, t }: { order: Order; locale: Locale; t: Strings<"admin"> }) {
  const [asking, setAsking] = useState(false);
  const standing = order.customer_refusals;
  if (!standing?.count) return null;
  const onYes = async () => {
    setAsking(false);
    const outcome = await clearRefusals();
    showToast(outcome.message ?? t["admin.refusals.error"], outcome.ok ? "success" : "error");
  };
  return (
    <section className="mt-4 rounded-xl bg-rose-50 p-4" data-testid="customer-refusals">
      <p className="font-semibold">{plural(t, locale, "admin.refusals.count", standing.count)}</p>
      {standing.rule_applies && <p>{t["admin.refusals.rule"]}</p>}
      <button type="button" onClick={() => setAsking(true)} className={`${button} mt-3 border bg-white`}>
        {t["admin.refusals.clear"]}
      </button>
      <Dialog open={asking} onClose={() => setAsking(false)} title={t["admin.refusals.clear"]} closeLabel={t["admin.close"]} size="sm">
        <p>{t["admin.refusals.ask"]}</p>
        <div className="mt-5 flex justify-end gap-3">
          <button type="button" onClick={() => setAsking(false)} className={`${button} border`}>
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
