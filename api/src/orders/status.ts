// The order state machine (docs/product.md), enforced by the server for every actor. A
// delivered order is shipped; a pickup order is ready_for_pickup instead (decisions:
// "Delivery"), and the branch may cancel it once its last day to be collected has passed. A
// shipped parcel the customer refuses at the door is refused, then returned when it is back at
// the branch (its stock comes back then); one that could not be delivered (failed attempts, an
// event that leaves it shipped) may come back returned without being refused (ADR 0030).
import type { OrderStatus, orders } from "../../db/schema";

type OrderRow = typeof orders.$inferSelect;

/** Every move any order may make; allowedStatuses narrows it for one order. */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["confirmed", "processing", "cancelled"],
  confirmed: ["processing", "shipped", "ready_for_pickup", "cancelled"],
  processing: ["shipped", "ready_for_pickup", "cancelled"],
  shipped: ["delivered", "refused", "returned"],
  ready_for_pickup: ["delivered", "cancelled"],
  delivered: [],
  refused: ["returned"],
  returned: [],
  cancelled: [],
};

const DAY_MS = 86_400_000;

type Confirmable = Pick<OrderRow, "status"> & Partial<Pick<OrderRow, "needs_confirmation" | "confirmed_at">>;
type Placed = Pick<OrderRow, "delivery_method" | "ready_at" | "pickup_hold_days" | "delivery_attempts"> & Confirmable;

/** A pending order its store's COD policy said must be confirmed, not confirmed yet: it may only be cancelled (ADR 0033). */
export const awaitsConfirmation = (o: Confirmable) => o.status === "pending" && o.needs_confirmation === true && !o.confirmed_at;

/** The calendar day (YYYY-MM-DD) an instant falls on in Cairo, where branches and shoppers are. */
const cairoDay = (instant: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(instant);

/** A ready pickup order's last day to be collected (YYYY-MM-DD, Cairo's calendar): the day it was ready + the days held; null before it is ready. */
export function lastDay(o: Pick<OrderRow, "ready_at" | "pickup_hold_days">): string | null {
  if (o.ready_at === null) return null;
  const day = Date.parse(`${cairoDay(new Date(o.ready_at))}T00:00:00Z`) + (o.pickup_hold_days ?? 0) * DAY_MS;
  return new Date(day).toISOString().slice(0, 10);
}

/**
 * The statuses this order may move to now: a pickup order is never shipped, a delivered one never
 * ready_for_pickup, a ready one is cancelled only after its last day, and a shipped one comes
 * back returned without a refusal only after a failed delivery attempt; an order waiting for its
 * confirmation may only be cancelled.
 */
export function allowedStatuses(o: Placed, now = new Date()): OrderStatus[] {
  return TRANSITIONS[o.status].filter((to) => {
    if (awaitsConfirmation(o)) return to === "cancelled";
    if (o.delivery_method === "pickup" ? to === "shipped" : to === "ready_for_pickup") return false;
    if (o.status === "ready_for_pickup" && to === "cancelled") return heldUntilPassed(o, now);
    if (o.status === "shipped" && to === "returned") return o.delivery_attempts > 0;
    return true;
  });
}

/** Whether a ready pickup order's last day is over in Cairo (so the branch may cancel it). */
export function heldUntilPassed(o: Pick<OrderRow, "ready_at" | "pickup_hold_days">, now = new Date()): boolean {
  const day = lastDay(o);
  return day !== null && cairoDay(now) > day;
}

export const canMove = (o: Placed, to: OrderStatus, now = new Date()) => allowedStatuses(o, now).includes(to);

/** What a customer may do to their own order: cancel it while it is pending, nothing else. */
export const customerCanMove = (from: OrderStatus, to: OrderStatus) => from === "pending" && to === "cancelled";
