// Cashback and the wallet (docs/product.md §3 "Cashback", §7 GET /cashbacks/ and GET /my/, §9;
// docs/product.md §9). Amounts are integer points; `*_egp` and the balance are money
// strings ("3.40"), 5 points to 1 EGP.
import { z } from "zod";
import { paged } from "./common";
import { say } from "./said";
import { toPiasters } from "#shared/money";
import { ADJUSTMENT_REASON_MAX, WALLET_ENTRY_KINDS, WALLET_PARTS } from "#shared/return-rules";

/** How many of the soonest-expiring cashbacks the wallet lists; /cashbacks/ pages through all. */
export const WALLET_PREVIEW = 5;

/** GET /cashbacks/?include_expired=true lists expired cashback too. */
export const cashbackFilters = z.object({
  include_expired: z
    .enum(["true", "false", "1", "0", "True", "False"], { error: say("notABoolean") })
    .transform((v) => ["true", "1", "True"].includes(v))
    .optional(),
});

export const cashback = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  amount_egp: z.string(),
  order_id: z.number().int(),
  expires_at: z.string(),
  created_at: z.string(),
  is_expired: z.boolean(),
  /** Whole days until expiry, rounded up; 0 once expired. */
  days_left: z.number().int(),
});
export type Cashback = z.infer<typeof cashback>;
export const cashbackPage = paged(cashback);

/** GET /my/: unexpired cashback only; expiring soon = within 7 days, urgent = within 3. */
export const wallet = z.object({
  available_balance: z.string(),
  total_points: z.number().int(),
  offers_count: z.number().int(),
  expiring_soon_count: z.number().int(),
  urgent_count: z.number().int(),
  currency: z.literal("EGP"),
  cashbacks: z.array(cashback),
});
export type Wallet = z.infer<typeof wallet>;

/** GET /my/ adds the balance as the ledger's sum, split into its two parts (EGP strings). */
export const walletBalance = z.object({
  balance: z.string().describe('The ledger\'s sum in EGP ("125.40"): refund + cashback.'),
  refund_balance: z.string().describe("Money refunded by returns: never expires."),
  cashback_balance: z.string().describe("Unexpired cashback not yet spent."),
});
export const walletWithLedger = wallet.extend(walletBalance.shape);
export type WalletWithLedger = z.infer<typeof walletWithLedger>;

/** GET /my/ledger/?kind=: one movement of the wallet, newest first. */
export const ledgerFilters = z.object({
  kind: z.enum(WALLET_ENTRY_KINDS, { error: (issue) => say("notAChoice", { value: String(issue.input) }) }).optional(),
});

export const ledgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  part: z.enum(WALLET_PARTS),
  amount: z.string().describe('Signed EGP: "+12.00" in, "-12.00" out.'),
  order_id: z.number().int().nullable(),
  return_id: z.number().int().nullable(),
  expires_at: z.string().nullable().describe("An earned cashback's expiry."),
  reason: z.string().nullable().describe("An adjustment's reason."),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export const ledgerPage = paged(ledgerEntry);

/** POST /users/{id}/wallet-adjustments/ (super admin): a signed EGP amount and why. */
export const walletAdjustmentInput = z.object({
  amount: z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? say("required") : say("badAmount")) })
    .transform((v) => (typeof v === "number" ? v.toFixed(2) : v.trim()))
    .refine((v) => /^[+-]?\d{1,7}(\.\d{1,2})?$/.test(v), { error: say("badAmount") })
    .transform((v) => (v.startsWith("-") ? -toPiasters(v.slice(1)) : toPiasters(v.replace(/^\+/, ""))))
    .refine((p) => p !== 0, { error: say("aboveZero") })
    .describe('Signed EGP ("-20.00" takes money back; the balance may not go below zero: 409).'),
  reason: z
    .string({ error: (issue) => (issue.input === undefined ? say("required") : say("notAString")) })
    .trim()
    .min(1, { error: say("blank") })
    .max(ADJUSTMENT_REASON_MAX, { error: say("maxChars", { n: ADJUSTMENT_REASON_MAX }) }),
});

/** What POST /users/{id}/wallet-adjustments/ answers: the rows it wrote and the user's balance after. */
export const walletAdjustmentResult = walletBalance.extend({
  entries: z
    .array(ledgerEntry)
    .describe("One row for a credit (refund part); a debit takes the cashback part first, a row per lot, then the refund part."),
});
export type WalletAdjustmentResult = z.infer<typeof walletAdjustmentResult>;
