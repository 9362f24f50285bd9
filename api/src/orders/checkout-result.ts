// What a checkout answers, first time or replayed: its orders (one per branch) and their sums.
import { and, asc, eq } from "drizzle-orm";
import { idempotencyKeys, orders } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { fromPiasters } from "#shared/money";
import { assembleOrders, type Details, detailQueries, type OrderRow } from "./serialize";

/** A checkout's orders and their details, read by its id: statements for one batch (checkout sends them with its write). */
export function checkoutQueries(db: Db, checkoutId: string) {
  const mine = eq(orders.checkout_id, checkoutId);
  return [
    db.select().from(orders).where(mine).orderBy(asc(orders.id)),
    ...detailQueries(db, db.select({ id: orders.id }).from(orders).where(mine), db.select({ id: orders.customer_id }).from(orders).where(mine)),
  ] as const;
}
/** What checkoutQueries read: the orders, then their details. */
export type CheckoutRead = readonly [OrderRow[], ...Details];

/** The answer from what checkoutQueries read. */
export async function checkoutAnswer(db: Db, viewer: AuthUser, checkoutId: string, [rows, ...details]: CheckoutRead) {
  return {
    checkout_id: checkoutId,
    orders: await assembleOrders(db, viewer, rows, details),
    subtotal: fromPiasters(rows.reduce((sum, o) => sum + o.total - o.delivery_fee - o.cod_fee, 0)),
    delivery: fromPiasters(rows.reduce((sum, o) => sum + o.delivery_fee, 0)),
    cod_fee: fromPiasters(rows.reduce((sum, o) => sum + o.cod_fee, 0)),
    total: fromPiasters(rows.reduce((sum, o) => sum + o.total, 0)),
    wallet_amount: fromPiasters(rows.reduce((sum, o) => sum + o.wallet_amount, 0)),
    cash_due: fromPiasters(rows.reduce((sum, o) => sum + o.total - o.wallet_amount, 0)),
  };
}

export async function loadCheckout(db: Db, viewer: AuthUser, checkoutId: string) {
  return checkoutAnswer(db, viewer, checkoutId, (await db.batch(checkoutQueries(db, checkoutId))) as unknown as CheckoutRead);
}

/** The checkout a user's Idempotency-Key already produced, if any. */
export async function checkoutForKey(db: Db, userId: number, key: string): Promise<string | null> {
  const row = await db
    .select({ checkout_id: idempotencyKeys.checkout_id })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)))
    .get();
  return row?.checkout_id ?? null;
}
