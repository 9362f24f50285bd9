// GET /orders/ query filters.
import { z } from "zod";
import { ORDER_STATUSES } from "../../db/schema";
import { queryId } from "#contract/common";
import { say } from "../lib/said";

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
});
export type OrderFilters = z.output<typeof orderFilters>;
