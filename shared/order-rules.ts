// The order rules both the contract (API and server-side checks) and the browser's checkout
// store need. Plain constants in a module of their own, so the browser gets them without
// zod or the Drizzle schema.
export const MAX_LINE_QUANTITY = 999;
export const MOBILE_ERROR = "Enter a valid Egyptian mobile number.";

/** An order's statuses, in the order an order goes through them (cancelled aside). */
export const ORDER_STATUSES = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled"] as const;
