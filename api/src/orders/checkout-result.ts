// What a checkout answers, first time or replayed: its orders (one per branch) and their total.
import { and, asc, eq } from "drizzle-orm";
import { idempotencyKeys, orders } from "../../db/schema";
import type { Db } from "../env";
import { fromPiasters } from "#shared/money";
import { serializeOrders } from "./serialize";

export async function loadCheckout(db: Db, checkoutId: string) {
  const rows = await db.select().from(orders).where(eq(orders.checkout_id, checkoutId)).orderBy(asc(orders.id));
  return {
    checkout_id: checkoutId,
    orders: await serializeOrders(db, rows),
    total: fromPiasters(rows.reduce((sum, o) => sum + o.total, 0)),
  };
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
