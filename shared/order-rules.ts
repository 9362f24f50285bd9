// The order rules both the contract (API and server-side checks) and the browser's checkout
// store need. Plain constants in a module of their own, so the browser gets them without
// zod or the Drizzle schema.
export const MAX_LINE_QUANTITY = 999;
export const MOBILE_ERROR = "Enter a valid Egyptian mobile number.";

/**
 * An order's statuses, in the order an order goes through them (cancelled aside): a delivered
 * order is shipped, a pickup order is ready_for_pickup instead, then delivered (collected). A
 * shipped parcel the customer refused at the door is refused, then returned once it is back at
 * the branch (docs/decisions/0030).
 */
export const ORDER_STATUSES = [
  "pending",
  "confirmed",
  "processing",
  "shipped",
  "ready_for_pickup",
  "delivered",
  "refused",
  "returned",
  "cancelled",
] as const;

/** The statuses an order can be bought again from: over, and never (or no longer) with the customer. */
export const BUY_AGAIN_FROM = ["delivered", "returned", "cancelled"] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

/** Why a delivery attempt of a shipped order failed (the order stays shipped; the attempt is counted). */
export const DELIVERY_FAILURE_REASONS = ["not_home", "unreachable", "wrong_address"] as const;
/** The longest note a failed delivery attempt may carry. */
export const MAX_ATTEMPT_NOTE = 500;

/** How a part of a checkout (one branch's order) reaches the shopper. */
export const DELIVERY_METHODS = ["delivery", "pickup"] as const;
