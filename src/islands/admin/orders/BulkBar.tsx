// The bulk bar for the day's cash-on-delivery dispatch: with orders ticked, move them all to a
// next status (each order's answer listed afterwards) or print their bills as one PDF.
import { fill } from "../../../lib/template";
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { Order } from "#contract/orders";
import { saveBlob } from "../../../lib/admin/csv";
import {
  $bulk,
  $selectedOrders,
  billsPdf,
  clearSelection,
  commonMoves,
  dismissBulkReport,
  moveSelected,
  type OrderStatus,
} from "../../../lib/stores/admin/admin-orders";
import { type FinalMove, isFinalMove } from "../../../lib/stores/admin/order-confirm";
import { showToast } from "../../../lib/stores/toasts";
import { useText } from "../text";
import FinalMoveDialog from "./FinalMoveDialog";

export default function BulkBar({ rows }: { rows: Order[] }) {
  const { t } = useText();
  const selected = useStore($selectedOrders);
  const bulk = useStore($bulk);
  const [to, setTo] = useState<OrderStatus | "">("");
  const [printing, setPrinting] = useState(false);
  /** The final move being asked about, with the orders it would move (a bulk cancel cannot be undone). */
  const [asking, setAsking] = useState<{ to: FinalMove; ids: number[] } | null>(null);
  const moves = commonMoves(rows, selected);
  const status = (s: OrderStatus) => t[`orders.status.${s}`];

  const onPrint = async () => {
    setPrinting(true);
    const ids = [...selected];
    const pdf = await billsPdf(ids);
    setPrinting(false);
    if (pdf) saveBlob(pdf, `aswaq-bills-${ids.length}-orders.pdf`);
    else showToast(t["admin.orders.bulk.printFailed"], "error");
  };

  return (
    <>
      {selected.size > 0 && (
        <div
          className="sticky top-16 z-10 mb-4 flex flex-wrap items-center gap-3 rounded border border-primary/40 bg-white p-3 shadow-sm"
          data-testid="bulk-bar"
        >
          <span className="font-semibold" aria-live="polite">
            {fill(t["admin.orders.bulk.selected"], { count: selected.size })}
          </span>
          {moves.length > 0 ? (
            <form
              className="flex flex-wrap items-center gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (!to) return;
                if (isFinalMove(to)) setAsking({ to, ids: [...selected] });
                else void moveSelected(to);
              }}
            >
              <label className="flex items-center gap-2 text-sm">
                {t["admin.orders.bulk.moveTo"]}
                <select
                  value={to}
                  onChange={(e) => setTo(e.target.value as OrderStatus)}
                  className="min-h-11 rounded border border-gray-300 bg-white px-3"
                  data-testid="bulk-status"
                >
                  <option value="" />
                  {moves.map((s) => (
                    <option key={s} value={s}>
                      {status(s)}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                disabled={!to || bulk.running}
                className="min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90 disabled:opacity-50"
                data-testid="bulk-apply"
              >
                {bulk.running ? fill(t["admin.orders.bulk.applying"], { done: bulk.done, count: bulk.count }) : t["admin.orders.bulk.apply"]}
              </button>
            </form>
          ) : (
            <span className="text-sm text-gray-600">{t["admin.orders.bulk.none"]}</span>
          )}
          <button
            type="button"
            onClick={onPrint}
            disabled={printing}
            className="min-h-11 rounded border border-gray-300 px-4 font-medium hover:bg-gray-50 disabled:opacity-50"
            data-testid="bulk-print"
          >
            {printing ? t["admin.orders.bulk.printing"] : t["admin.orders.bulk.print"]}
          </button>
          <button type="button" onClick={clearSelection} className="ms-auto min-h-11 rounded px-3 text-sm hover:bg-gray-100">
            {t["admin.orders.bulk.clear"]}
          </button>
        </div>
      )}
      {asking && (
        <FinalMoveDialog
          status={asking.to}
          ids={asking.ids}
          busy={bulk.running}
          onConfirm={async () => {
            await moveSelected(asking.to);
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      )}
      {bulk.results.length > 0 && !bulk.running && (
        <div role="status" className="mb-4 rounded border border-gray-200 bg-white p-3 text-sm" data-testid="bulk-report">
          <div className="mb-1 flex items-center">
            <h3 className="me-auto font-semibold">{t["admin.orders.bulk.report"]}</h3>
            <button type="button" onClick={dismissBulkReport} className="min-h-11 rounded px-3 hover:bg-gray-100">
              {t["admin.orders.bulk.dismiss"]}
            </button>
          </div>
          <ul className="space-y-1">
            {bulk.results.map((r) => (
              <li key={r.id} className={r.ok ? "text-green-800" : "text-red-700"}>
                {r.ok
                  ? fill(t["admin.orders.bulk.ok"], { id: r.id, status: status(r.order.status) })
                  : fill(t["admin.orders.bulk.refused"], {
                      id: r.id,
                      reason: r.reason ?? fill(t["admin.orders.moveFailed"], { status: bulk.to ? status(bulk.to) : "" }),
                    })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
