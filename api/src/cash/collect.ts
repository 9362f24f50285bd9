// The cash of a delivered COD order, recorded as collected in the same batch as the move to
// `delivered` (orders/transition.ts): the cash due, total - wallet_amount (what the customer
// paid at the door or the counter; the rest came from their wallet at checkout, ADR 0034), by
// whom and when. Written at most once: the statement runs only inside the move's own window (`guard`, see transition.ts) and cash_collections.order_id is unique, so a
// repeated or racing move adds nothing. Nobody named: the branch's own courier for a delivered
// order, its counter for one picked up (neutral tokens the dashboard says in its language).
import { and, eq, sql, type SQL } from "drizzle-orm";
import { CASH_COLLECTORS, cashCollections, orders } from "../../db/schema";
import type { Db } from "../env";

export const [BRANCH_COURIER, BRANCH_COUNTER] = CASH_COLLECTORS;

export function collectionStatement(db: Db, orderId: number, guard: SQL, now: Date, collectedBy?: string) {
  const by = collectedBy
    ? sql`${collectedBy}`
    : sql`case when ${orders.delivery_method} = 'pickup' then ${BRANCH_COUNTER} else ${BRANCH_COURIER} end`;
  return db
    .insert(cashCollections)
    .select(
      db
        .select({
          id: sql`null`.as("id"),
          order_id: orders.id,
          branch_id: orders.branch_id,
          amount: sql<number>`${orders.total} - ${orders.wallet_amount}`.as("amount"),
          collected_by: by.as("collected_by"),
          collected_at: sql`${now.toISOString()}`.as("collected_at"),
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.payment_method, "cash_on_delivery"), guard)),
    )
    .onConflictDoNothing();
}
