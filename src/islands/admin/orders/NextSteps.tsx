// An order's next-step buttons ('Confirm Order', 'Mark as Shipped', …): only the moves the
// server says this user may make now; its refusal is shown in words. A move that cannot be
// undone (cancel, deliver, refuse, return) is asked first in a dialog that says what will happen.
import { fill } from "../../../lib/template";
import { useState } from "react";
import type { Order } from "#contract/orders";
import { moveOrder, type OrderStatus } from "../../../lib/stores/admin/admin-orders";
import { type FinalMove, isFinalMove } from "../../../lib/stores/admin/order-confirm";
import { showToast } from "../../../lib/stores/toasts";
import { useText } from "../text";
import FinalMoveDialog from "./FinalMoveDialog";

export default function NextSteps({ order }: { order: Order }) {
  const { t } = useText();
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [asking, setAsking] = useState<FinalMove | null>(null);
  const move = async (status: OrderStatus) => {
    setBusy(status);
    const result = await moveOrder(order.id, status);
    setBusy(null);
    setAsking(null);
    const name = t[`orders.status.${status}`];
    if (result.ok) showToast(fill(t["admin.orders.moved"], { id: order.id, status: name }));
    else showToast(result.reason ?? fill(t["admin.orders.moveFailed"], { status: name }), "error");
  };
  return (
    // Its buttons flow in the row's own action box (with Details), wrapping as one line of buttons.
    <div className="contents">
      {order.allowed_statuses.map((status) => (
        <button
          key={status}
          type="button"
          disabled={busy !== null}
          onClick={() => (isFinalMove(status) ? setAsking(status) : void move(status))}
          aria-haspopup={isFinalMove(status) ? "dialog" : undefined}
          className={`min-h-11 whitespace-nowrap rounded px-2 text-sm font-medium disabled:opacity-60 ${
            status === "cancelled" || status === "refused" ? "text-red-700 hover:bg-red-50" : "border border-primary text-primary hover:bg-primary/10"
          }`}
          data-testid={`move-${status}`}
        >
          {busy === status ? "…" : t[`admin.orders.next.${status}`]}
        </button>
      ))}
      {asking && (
        <FinalMoveDialog status={asking} ids={[order.id]} busy={busy !== null} onConfirm={() => void move(asking)} onClose={() => setAsking(null)} />
      )}
    </div>
  );
}
