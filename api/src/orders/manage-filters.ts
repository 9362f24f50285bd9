// GET /orders/ query filters.
import { z } from "zod";
import { ORDER_STATUSES } from "../../db/schema";
import { queryId } from "#contract/common";

/** GET /orders/ filters; an empty parameter is no filter, as with Django's filter sets. */
export const orderFilters = z.object({
  // The order-history tabs match statuses whatever their case.
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(ORDER_STATUSES, { error: (issue) => `Select a valid choice. ${String(issue.input)} is not one of the available choices.` }))
    .optional(),
  branch: queryId.optional(),
  store: queryId.optional(),
  checkout_id: z.string().trim().max(64, { error: "Ensure this value has at most 64 characters." }).optional(),
  // Only the orders the caller placed, whatever else they may see (a shop's own purchases).
  mine: z
    .enum(["true", "false", "1", "0", "True", "False"], { error: "Must be a valid boolean." })
    .transform((v) => ["true", "1", "True"].includes(v))
    .optional(),
});
export type OrderFilters = z.output<typeof orderFilters>;
