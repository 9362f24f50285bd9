// A delivered order's cashback lot enters the ledger: its `cashback_earned` row (points × 20
// piasters, with the lot's expiry), written in the batch that moves the order to delivered,
// right after the statement that inserts the lot (orders/transition.ts). Read from the lot
// itself, so it needs no id known before the batch; the unique index on earned rows per lot
// (and the move's own guard) make a replay or a racing move write nothing.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { cashbacks, walletEntries } from "../../db/schema";
import type { Db } from "../env";
import { PIASTERS_PER_POINT } from "./ledger";

export function earnedStatement(db: Db, orderId: number, guard: SQL) {
  return db
    .insert(walletEntries)
    .select(
      db
        .select({
          id: sql`null`.as("id"),
          user_id: cashbacks.user_id,
          kind: sql`'cashback_earned'`.as("kind"),
          part: sql`'cashback'`.as("part"),
          amount: sql`${cashbacks.amount} * ${PIASTERS_PER_POINT}`.as("amount"),
          cashback_id: cashbacks.id,
          order_id: cashbacks.order_id,
          return_id: sql`null`.as("return_id"),
          expires_at: cashbacks.expires_at,
          reason: sql`null`.as("reason"),
          actor_id: sql`null`.as("actor_id"),
          created_at: cashbacks.created_at,
        })
        .from(cashbacks)
        .where(and(eq(cashbacks.order_id, orderId), sql`${cashbacks.amount} > 0`, guard)),
    )
    .onConflictDoNothing();
}
