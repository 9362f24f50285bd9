// Cashback and the wallet (docs/product.md §3 "Cashback", §7 GET /cashbacks/ and GET /my/, §9;
// docs/product.md §9). Amounts are integer points; `*_egp` and the balance are money
// strings ("3.40"), 5 points to 1 EGP.
import { z } from "zod";
import { paged } from "./common";
import { say } from "./said";

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
