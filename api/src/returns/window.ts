// The legal windows of a return (Egypt's Consumer Protection Law 181/2018, docs/decisions/0035):
// from the moment the order became delivered (its order_status_history row to 'delivered'),
// 14 days for any reason and 30 for a fault in the goods. Plain functions of two instants.
import { DEFECT_REASONS, DEFECT_RETURN_WINDOW_DAYS, RETURN_WINDOW_DAYS, type ReturnReason } from "#shared/return-rules";

const DAY_MS = 86_400_000;

/** The days a reason opens: 30 for a fault in the goods, 14 for anything else. */
export const windowDays = (reason: ReturnReason) =>
  (DEFECT_REASONS as readonly string[]).includes(reason) ? DEFECT_RETURN_WINDOW_DAYS : RETURN_WINDOW_DAYS;

/** Whether a return for `reason` may still be asked for an order delivered at `deliveredAt`. */
export const windowOpen = (deliveredAt: string, reason: ReturnReason, now: Date) =>
  now.getTime() < Date.parse(deliveredAt) + windowDays(reason) * DAY_MS;

/** The order's return_window as served (contract: order.return_window): null once the defect window closed. */
export function returnWindow(deliveredAt: string | null | undefined, now: Date) {
  if (!deliveredAt) return null;
  const start = Date.parse(deliveredAt);
  const anyUntil = start + RETURN_WINDOW_DAYS * DAY_MS;
  const defectUntil = start + DEFECT_RETURN_WINDOW_DAYS * DAY_MS;
  if (Number.isNaN(start) || now.getTime() >= defectUntil) return null;
  const left = (until: number) => Math.max(0, Math.ceil((until - now.getTime()) / DAY_MS));
  return {
    any_reason_until: new Date(anyUntil).toISOString(),
    defect_until: new Date(defectUntil).toISOString(),
    days_left: left(anyUntil),
    defect_days_left: left(defectUntil),
  };
}
