// The order rules both the contract (API and server-side checks) and the browser's checkout
// store need. Plain constants in a module of their own, so the browser gets them without
// zod or the Drizzle schema.
export const MAX_LINE_QUANTITY = 999;
export const MOBILE_ERROR = "Enter a valid Egyptian mobile number.";

/**
 * An order's statuses, in the order an order goes through them (cancelled aside): a delivered
 * order is shipped, a pickup order is ready_for_pickup instead, then delivered (collected).
 */
export const ORDER_STATUSES = ["pending", "confirmed", "processing", "shipped", "ready_for_pickup", "delivered", "cancelled"] as const;

/** How a part of a checkout (one branch's order) reaches the shopper. */
export const DELIVERY_METHODS = ["delivery", "pickup"] as const;
