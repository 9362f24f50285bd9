// Moving a return on, with its effects, in one D1 batch (as orders/transition.ts moves an order):
// requested → approved | rejected, approved → received, received → refunded. The batch guards
// itself against a racing or retried request:
// 1. the status update is conditional (`WHERE id = ? AND status = <the status read>`) and
//    returns the row; no row back means someone moved the return first (a 409);
// 2. every later statement applies only while the return is in the new status AND has no
//    return_events row for entering it yet. The states have no cycles, so a return enters each
//    at most once: only the batch that made this move sees that window;
// 3. the return_events row is written last, which closes it.
// So stock comes back once (received, resellable), the refund and the cashback reversal are
// written once (besides the ledger's own unique indexes), and each side is told once.
import { and, eq, exists, inArray, notExists, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { branchProducts, cashbacks, orderItems, orders, returnEvents, returnItems, returns, walletEntries } from "../../db/schema";
import type { ReturnStatus } from "#shared/return-rules";
import { auditStatement } from "../audit/record";
import type { AuthUser, Db } from "../env";
import { pointsToPiasters } from "../wallet/rules";
import type { ReturnRow } from "./access";
import { branchStaff, returnNotices } from "./notices";

/** The legal moves: from each status, where it may go (rejected and refunded are final). */
export const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["received"],
  rejected: [],
  received: ["refunded"],
  refunded: [],
};
export const canMove = (from: ReturnStatus, to: ReturnStatus) => NEXT[from].includes(to);

/** The batch's own window: the return is in `to` and nobody has recorded entering `to` yet. */
export function justEntered(db: Db, returnId: number | SQL, to: ReturnStatus): SQL {
  return and(
    exists(
      db
        .select({ one: sql`1` })
        .from(returns)
        .where(and(eq(returns.id, returnId), eq(returns.status, to))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(returnEvents)
        .where(and(eq(returnEvents.return_id, returnId), eq(returnEvents.to_status, to))),
    ),
  )!;
}

/** The event row of a step, written last in its batch (it closes `justEntered`). */
export function eventStatement(db: Db, returnId: number | SQL, from: ReturnStatus | null, to: ReturnStatus, actorId: number, guard: SQL) {
  return db.insert(returnEvents).select(
    db
      .select({
        id: sql`null`.as("id"),
        return_id: returns.id,
        from_status: sql`${from}`.as("from_status"),
        to_status: sql`${to}`.as("to_status"),
        actor_id: sql`${actorId}`.as("actor_id"),
        created_at: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
      })
      .from(returns)
      .where(and(eq(returns.id, returnId), guard)),
  );
}

/** Received and resellable: the returned units go back on their listings' shelves (listings deleted since: nowhere to go). */
function restock(db: Db, returnId: number, guard: SQL): BatchItem<"sqlite"> {
  const units = db
    .select({ units: sql`coalesce(sum(${returnItems.quantity}), 0)` })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.order_item_id))
    .where(and(eq(returnItems.return_id, returnId), eq(orderItems.branch_product_id, branchProducts.id)));
  const listings = db
    .select({ id: orderItems.branch_product_id })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.order_item_id))
    .where(eq(returnItems.return_id, returnId));
  return db
    .update(branchProducts)
    .set({ stock: sql`${branchProducts.stock} + (${units})` })
    .where(
      and(
        inArray(branchProducts.id, listings),
        guard,
        sql`(select ${returns.condition} from ${returns} where ${returns.id} = ${returnId}) = 'resellable'`,
      ),
    );
}

/**
 * The refund's ledger rows (WALLET-RETURNS contract, docs/decisions/0034 and 0035):
 * - the cashback reversal, at refund whatever the method: the order's lot gives back
 *   floor(lot points × 20 × refund / order goods) piasters, capped at what is left of the lot
 *   (a lot past its expiry has nothing left; cashback spent or expired is not clawed back).
 *   Recorded on the return first (returns.cashback_reversed), then written as ONE
 *   cashback_reversed row when above zero;
 * - to the wallet: ONE refund row (part refund, +refund_amount); in cash, none.
 * Each guarded by the step's window, and by the ledger's unique (return_id, kind) besides.
 */
function refundEffects(db: Db, row: ReturnRow, toWallet: boolean, guard: SQL, now: string): BatchItem<"sqlite">[] {
  const goods = sql`(select ${orders.total} - ${orders.delivery_fee} - ${orders.cod_fee} from ${orders} where ${orders.id} = ${row.order_id})`;
  const lotLeft = sql`(select coalesce(sum(${walletEntries.amount}), 0) from ${walletEntries} where ${walletEntries.cashback_id} = ${cashbacks.id})`;
  // Integers throughout (a bound JS number is a REAL in D1): SQLite's integer division floors these.
  const owed = sql`(${cashbacks.amount} * ${sql.raw(String(pointsToPiasters(1)))} * ${returns.refund_amount}) / ${goods}`;
  const reversal = db
    .select({ n: sql`max(0, min(${owed}, case when ${cashbacks.expires_at} > ${now} then ${lotLeft} else 0 end))` })
    .from(cashbacks)
    .where(and(eq(cashbacks.order_id, row.order_id), sql`${goods} > 0`));
  const out: BatchItem<"sqlite">[] = [
    db
      .update(returns)
      .set({ cashback_reversed: sql`coalesce((${reversal}), 0)` })
      .where(and(eq(returns.id, row.id), guard)),
    db
      .insert(walletEntries)
      .select(
        db
          .select({
            id: sql`null`.as("id"),
            user_id: returns.customer_id,
            kind: sql`'cashback_reversed'`.as("kind"),
            part: sql`'cashback'`.as("part"),
            amount: sql`-${returns.cashback_reversed}`.as("amount"),
            cashback_id: cashbacks.id,
            order_id: returns.order_id,
            return_id: returns.id,
            expires_at: sql`null`.as("expires_at"),
            reason: sql`null`.as("reason"),
            actor_id: sql`null`.as("actor_id"),
            created_at: sql`${now}`.as("created_at"),
          })
          .from(returns)
          .innerJoin(cashbacks, eq(cashbacks.order_id, returns.order_id))
          .where(and(eq(returns.id, row.id), sql`${returns.cashback_reversed} > 0`, guard)),
      )
      .onConflictDoNothing(),
  ];
  if (toWallet) {
    out.push(
      db
        .insert(walletEntries)
        .select(
          db
            .select({
              id: sql`null`.as("id"),
              user_id: returns.customer_id,
              kind: sql`'refund'`.as("kind"),
              part: sql`'refund'`.as("part"),
              amount: returns.refund_amount,
              cashback_id: sql`null`.as("cashback_id"),
              order_id: returns.order_id,
              return_id: returns.id,
              expires_at: sql`null`.as("expires_at"),
              reason: sql`null`.as("reason"),
              actor_id: sql`null`.as("actor_id"),
              created_at: sql`${now}`.as("created_at"),
            })
            .from(returns)
            .where(and(eq(returns.id, row.id), sql`${returns.refund_amount} > 0`, guard)),
        )
        .onConflictDoNothing(),
    );
  }
  return out;
}

export type StepChange =
  | { to: "approved"; pickup_date: string }
  | { to: "rejected"; reason: string }
  | { to: "received"; condition: "resellable" | "damaged" }
  | { to: "refunded"; method: "wallet" | "cash" };

/** The row's columns a step sets. */
function columnsOf(change: StepChange, stamp: string) {
  switch (change.to) {
    case "approved":
      return { pickup_date: change.pickup_date, approved_at: stamp };
    case "rejected":
      return { reject_reason: change.reason, rejected_at: stamp };
    case "received":
      return { condition: change.condition, received_at: stamp };
    case "refunded":
      return { refund_method: change.method, refunded_at: stamp };
  }
}

/**
 * Applies a staff step to the return as read (`row`), by `actor` acting for its shop. Answers
 * whom it notified, or null when the return was no longer in the status it was read in.
 */
export async function stepReturn(db: Db, row: ReturnRow, change: StepChange, actor: AuthUser, now = new Date()): Promise<number[] | null> {
  const stamp = now.toISOString();
  const to = change.to;
  const set = columnsOf(change, stamp);
  const guard = justEntered(db, row.id, to);
  const effects =
    to === "received" ? [restock(db, row.id, guard)] : to === "refunded" ? refundEffects(db, row, change.method === "wallet", guard, stamp) : [];
  const staff = branchStaff(db, row.branch_id);
  const results = await db.batch([
    db
      .update(returns)
      .set({ status: to, updated_at: stamp, ...set })
      .where(and(eq(returns.id, row.id), eq(returns.status, row.status)))
      .returning({ id: returns.id }),
    // Directly after the change: written only if it happened (changes() > 0).
    auditStatement(db, actor, {
      action: "update",
      object: "order",
      id: row.order_id,
      store: row.store_id,
      before: { return_id: row.id, return_status: row.status },
      after: { return_id: row.id, return_status: to, ...set },
    }),
    ...effects,
    ...returnNotices(db, row.id, guard),
    eventStatement(db, row.id, row.status, to, actor.id, guard),
    ...(staff ? [staff] : []),
  ] as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  if ((results[0] as { id: number }[]).length !== 1) return null;
  const staffIds = staff ? (results.at(-1) as { id: number | null }[]).flatMap((r) => (r.id === null ? [] : [r.id])) : [];
  return [row.customer_id, ...staffIds];
}
