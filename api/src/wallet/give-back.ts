// A cancelled, refused or returned order gives back what it spent from the wallet: one
// `spend_returned` row for each of its `spent` rows, same part and lot, amount negated, in the
// batch that moves the order (orders/transition.ts). The unique indexes (one give-back per order
// and lot, one per order from the refund part) and the move's own guard make it happen once,
// however the move is retried or raced, and whichever of those statuses the order passes through.
//
// What was spent from a lot whose expiry has passed by then is not given back: left unspent it
// would have expired, and the lot's `cashback_expired` row (one per lot) is or will be written
// for what it held without it. So a lot gets no row after its expiry, and the ledger's plain sum
// stays equal to the balance (docs/decisions/0034).
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { cashbacks, walletEntries } from "../../db/schema";
import type { Db } from "../env";

export function giveBackStatement(db: Db, orderId: number, guard: SQL, now: Date) {
  const spent = alias(walletEntries, "spent");
  return db
    .insert(walletEntries)
    .select(
      db
        .select({
          id: sql`null`.as("id"),
          user_id: spent.user_id,
          kind: sql`'spend_returned'`.as("kind"),
          part: spent.part,
          amount: sql`-${spent.amount}`.as("amount"),
          cashback_id: spent.cashback_id,
          order_id: spent.order_id,
          return_id: sql`null`.as("return_id"),
          expires_at: sql`null`.as("expires_at"),
          reason: sql`null`.as("reason"),
          actor_id: sql`null`.as("actor_id"),
          created_at: sql`${now.toISOString()}`.as("created_at"),
        })
        .from(spent)
        .leftJoin(cashbacks, eq(cashbacks.id, spent.cashback_id))
        .where(
          and(
            eq(spent.order_id, orderId),
            eq(spent.kind, "spent"),
            or(and(eq(spent.part, "refund"), isNull(spent.cashback_id)), sql`${cashbacks.expires_at} > ${now.toISOString()}`),
            guard,
          ),
        ),
    )
    .onConflictDoNothing();
}
