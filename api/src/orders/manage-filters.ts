// GET /orders/ query filters.
import { z } from "zod";
import { ORDER_STATUSES } from "../../db/schema";
import { queryId } from "#contract/common";
import { idListFilter } from "#contract/listings";
import { say } from "#contract/said";

/** GET /orders/ filters; an empty parameter is no filter, as with Django's filter sets. */
export const orderFilters = z.object({
  // The order-history tabs match statuses whatever their case.
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(ORDER_STATUSES, { error: (issue) => say("invalidChoice", { value: String(issue.input) }) }))
    .optional(),
  branch: queryId.optional(),
  store: queryId.optional(),
  checkout_id: z
    .string()
    .trim()
    .max(64, { error: say("valueMaxChars", { n: 64 }) })
    .optional(),
  // Only the orders the caller placed, whatever else they may see (a shop's own purchases).
  mine: z
    .enum(["true", "false", "1", "0", "True", "False"], { error: say("notABoolean") })
    .transform((v) => ["true", "1", "True"].includes(v))
    .optional(),
  // A `next`/`previous` link's keyset cursor (lib/cursor.ts decodes it; a bad one is a 404).
  cursor: z
    .string()
    .max(512, { error: say("valueMaxChars", { n: 512 }) })
    .optional(),
});
export type OrderFilters = z.output<typeof orderFilters>;

// The dashboard's filters (staff-filters.ts turns them into conditions).
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .trim()
  .refine((v) => DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
    error: say("dateFormat"),
  });

export const staffOrderFilters = z.object({
  managed: z.enum(["true", "false", "1", "0", "True", "False"], { error: say("notABoolean") }).optional(),
  search: z
    .string()
    .trim()
    .max(100, { error: say("valueMaxChars", { n: 100 }) })
    .optional(),
  from: day.optional(),
  to: day.optional(),
});

/** GET /orders/bills/?ids=1,2,3 */
export const billsQuery = z.object({ ids: idListFilter });
