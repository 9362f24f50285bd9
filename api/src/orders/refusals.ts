// How many orders a customer refused at the door lately (issue 29: "2 refusals in 12 months"
// makes a customer confirm every order and caps their COD orders; docs/decisions/0033). A
// refusal is the history row of entering `refused`, so an order refused and then returned still
// counts, once; its time is when it was refused. A super admin clearing the rule sets
// `users.refusals_cleared_at`: refusals before it no longer count (the history rows stay).
import { and, countDistinct, eq, gt, gte, isNull, or } from "drizzle-orm";
import { orders, orderStatusHistory, users } from "../../db/schema";
import type { Db } from "../env";
import type { CodTerms } from "../cod/policy";

const YEAR_MS = 365 * 86_400_000;
/** Refusals in the last 12 months that put a customer under the rule. */
export const REFUSAL_THRESHOLD = 2;
/** The largest COD order (its total, in piasters) a customer under the rule may place: EGP 2,000. */
export const REFUSAL_COD_CAP = 200_000;

/** The read of `userId`'s refusals within the 365 days before `now` and since the rule was last cleared (for a batch). */
export function refusalsRead(db: Db, userId: number, now = new Date()) {
  const since = new Date(now.getTime() - YEAR_MS).toISOString();
  return db
    .select({ n: countDistinct(orderStatusHistory.order_id) })
    .from(orders)
    .innerJoin(orderStatusHistory, eq(orderStatusHistory.order_id, orders.id))
    .innerJoin(users, eq(users.id, orders.customer_id))
    .where(
      and(
        eq(orders.customer_id, userId),
        eq(orderStatusHistory.to_status, "refused"),
        gte(orderStatusHistory.created_at, since),
        or(isNull(users.refusals_cleared_at), gt(orderStatusHistory.created_at, users.refusals_cleared_at)),
      ),
    );
}

/** The orders `userId` refused at delivery within the 365 days before `now` (since the rule was last cleared). */
export async function refusalsInLastYear(db: Db, userId: number, now = new Date()): Promise<number> {
  const [row] = await refusalsRead(db, userId, now);
  return row?.n ?? 0;
}

/** Each store's terms as they apply to a customer with `refused` refusals: under the rule, confirm all and the lower cap. */
export function underRefusalRule(terms: Map<number, CodTerms>, refused: number): Map<number, CodTerms> {
  if (refused < REFUSAL_THRESHOLD) return terms;
  const lower = (cap: number | null) => (cap === null ? REFUSAL_COD_CAP : Math.min(cap, REFUSAL_COD_CAP));
  return new Map([...terms].map(([branchId, t]) => [branchId, { ...t, confirm: "all" as const, max_order: lower(t.max_order) }]));
}
