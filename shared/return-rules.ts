// The wallet's and the returns' rules that both the API and the site need (issue 30, ADR 0034).
// Plain constants, so the browser gets them without zod or the Drizzle schema.

/**
 * What moves the wallet. Each is a ledger row with a signed amount in piasters; the balance is
 * their sum (never a stored figure):
 * - cashback_earned: a delivered order's cashback (+, in the cashback part, with its expiry);
 * - cashback_expired: what was left of an earned cashback at its expiry (-);
 * - spent: paid at checkout towards an order (-);
 * - spend_returned: a cancelled or refused order gives back what it spent (+);
 * - refund: a received return refunded to the wallet (+, in the refund part, never expires);
 * - cashback_reversed: the cashback earned on returned goods (-);
 * - adjusted: a super admin's correction, with a reason (+ or -).
 */
export const WALLET_ENTRY_KINDS = [
  "cashback_earned",
  "cashback_expired",
  "spent",
  "spend_returned",
  "refund",
  "cashback_reversed",
  "adjusted",
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** The two parts of the balance: cashback expires, refund money does not. */
export const WALLET_PARTS = ["cashback", "refund"] as const;
export type WalletPart = (typeof WALLET_PARTS)[number];

/** Consumer Protection Law (Egypt, 181/2018): 14 days for any reason, 30 days for a defect. */
export const RETURN_WINDOW_DAYS = 14;
export const DEFECT_RETURN_WINDOW_DAYS = 30;

/** Why goods come back; `defective` and `damaged` and `wrong_item` are the seller's fault (30 days). */
export const RETURN_REASONS = ["changed_mind", "defective", "damaged", "wrong_item", "not_as_described"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** The reasons that open the 30-day window. */
export const DEFECT_REASONS = ["defective", "damaged", "wrong_item", "not_as_described"] as const satisfies readonly ReturnReason[];

/** How the goods reach the branch. */
export const RETURN_METHODS = ["pickup", "dropoff"] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

/** A return's states, in order (rejected aside). */
export const RETURN_STATUSES = ["requested", "approved", "rejected", "received", "refunded"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What the branch finds when the goods arrive: resellable goods go back into stock. */
export const RETURN_CONDITIONS = ["resellable", "damaged"] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** Where the money goes: the wallet at once, or cash at the branch. */
export const REFUND_METHODS = ["wallet", "cash"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const RETURN_NOTE_MAX = 1000;
export const RETURN_PHOTOS_MAX = 5;
export const ADJUSTMENT_REASON_MAX = 500;
