// The status control for whoever runs the order's branch: only the moves the server allows
// from the current status (the server checks again, and who may make them). A move that cannot
// be undone (cancelled, delivered, refused, returned) is asked first, saying what will happen.
import { useId, useState } from "react";
import type { Order } from "#contract/orders";
import { moveOrderTo, type OrderStatus } from "../../lib/stores/order-detail";
import { showToast } from "../../lib/stores/toasts";
import { fill } from "../../lib/template";
import Dialog from "../ui/Dialog";
import type { OrderStrings } from "./order-strings";

type Asked = "cancelled" | "delivered" | "refused" | "returned";
const ASKED: readonly OrderStatus[] = ["cancelled", "delivered", "refused", "returned"];
const isFinal = (status: OrderStatus): status is Asked => ASKED.includes(status);

export default function StatusControl({ order, busy, t }: { order: Order; busy: boolean; t: OrderStrings }) {
  const id = useId();
  const [choice, setChoice] = useState<OrderStatus | "">("");
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asked | null>(null);
  const move = async (to: OrderStatus) => {
    const name = t[`orders.status.${to}`];
    const outcome = await moveOrderTo(to);
    setChoice("");
    setAsking(null);
    if (outcome.ok) showToast(fill(t["order.statusUpdated"], { status: name }));
    else showToast(outcome.message ?? fill(t["order.statusError"], { status: name }), "error");
  };
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!choice) return setError(t["order.statusRequired"]);
    if (isFinal(choice)) return setAsking(choice);
    await move(choice);
  };
  const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold disabled:opacity-50";
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4"
      data-testid="status-control"
      noValidate
    >
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-700">
          {t["order.newStatus"]}
        </label>
        <select
          id={id}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value as OrderStatus);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 min-h-11 rounded-lg border border-gray-300 bg-white px-3"
        >
          <option value="">{t["order.chooseStatus"]}</option>
          {order.allowed_statuses.map((status) => (
            <option key={status} value={status}>
              {t[`orders.status.${status}`]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy} className="min-h-11 rounded-lg bg-primary px-4 font-semibold text-white disabled:opacity-50">
        {busy ? t["order.saving"] : t["order.saveStatus"]}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-rose-700">
          {error}
        </p>
      )}
      <Dialog
        open={asking !== null}
        onClose={() => !busy && setAsking(null)}
        title={asking ? fill(t[`order.finalMove.${asking}Title`], { id: order.id }) : ""}
        closeLabel={t["order.close"]}
        size="md"
      >
        {asking && (
          <>
            <p className="text-gray-800" data-testid="final-move-body">
              {fill(t[`order.finalMove.${asking}Body`], { id: order.id })}
            </p>
            <p className="mt-2 font-medium">{t[asking === "refused" ? "order.finalMove.refusedFinal" : "order.finalMove.final"]}</p>
            <div className="mt-5 flex flex-wrap justify-end gap-3">
              <button type="button" onClick={() => setAsking(null)} disabled={busy} className={`${button} border border-gray-300`}>
                {t["order.finalMove.back"]}
              </button>
              <button
                type="button"
                onClick={() => void move(asking)}
                disabled={busy}
                className={`${button} ${asking === "cancelled" || asking === "refused" ? "bg-rose-700" : "bg-primary"} text-white`}
                data-testid="confirm-final-move"
              >
                {busy ? t["order.saving"] : t[`order.finalMove.${asking}Yes`]}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </form>
  );
}
