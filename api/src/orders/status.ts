// The order state machine (docs/product.md), enforced by the server for every actor.
import type { OrderStatus } from "../../db/schema";

export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["confirmed", "processing", "cancelled"],
  confirmed: ["processing", "shipped", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => TRANSITIONS[from].includes(to);

/** What a customer may do to their own order: cancel it while it is pending, nothing else. */
export const customerCanMove = (from: OrderStatus, to: OrderStatus) => from === "pending" && to === "cancelled";
