// A failed delivery attempt of a shipped order (issue 29, docs/decisions/0030): an event on the
// order, which stays shipped. One D1 batch, guarded like a status move (transition.ts):
// 1. the order's counter goes up only while it is shipped, and returns the new count;
// 2. the customer's notice and the attempt row are written only while the order is shipped and
//    has no attempt numbered with the counter yet: the batch that raised the counter is the only
//    one that sees that (the attempt row, written last, closes the window; the unique
//    (order_id, attempt) index backs it). Two racing requests are two attempts, numbered 1 and 2.
import { and, eq, notExists, sql, type SQL } from "drizzle-orm";
import { deliveryAttempts, type DeliveryFailureReason, orders, users } from "../../db/schema";
import { auditStatement } from "../audit/record";
import type { AuthUser, Db } from "../env";
import { notifyFrom } from "../notifications/outbox";
import type { OrderRow } from "./serialize";

export interface Attempt {
  order: Pick<OrderRow, "id" | "store_id">;
  reason: DeliveryFailureReason;
  note?: string;
  actor: AuthUser;
}

/** The order is shipped and its latest counted attempt has no row yet: this batch's own window. */
function attemptWindow(db: Db, orderId: number): SQL {
  return and(
    eq(orders.id, orderId),
    eq(orders.status, "shipped"),
    notExists(
      db
        .select({ one: sql`1` })
        .from(deliveryAttempts)
        .where(and(eq(deliveryAttempts.order_id, orderId), eq(deliveryAttempts.attempt, orders.delivery_attempts))),
    ),
  )!;
}

/** Records the attempt and tells the customer; answers the attempt's number, or null when the order was not shipped as the batch ran. */
export async function recordAttempt(db: Db, { order, reason, note, actor }: Attempt): Promise<number | null> {
  const stamp = new Date().toISOString();
  const window = attemptWindow(db, order.id);
  const results = await db.batch([
    db
      .update(orders)
      .set({ delivery_attempts: sql`${orders.delivery_attempts} + 1`, updated_at: stamp })
      .where(and(eq(orders.id, order.id), eq(orders.status, "shipped")))
      .returning({ attempt: orders.delivery_attempts }),
    auditStatement(db, actor, {
      action: "update",
      object: "order",
      id: order.id,
      store: order.store_id,
      before: null,
      after: { delivery_attempt_failed: reason, ...(note ? { note } : {}) },
    }),
    notifyFrom(db, "delivery_failed", {
      from: orders,
      on: eq(users.id, orders.customer_id),
      payload: sql`json_object('order_id', ${orders.id}, 'attempt', ${orders.delivery_attempts}, 'reason', ${reason}, 'store', json_object('name', ${orders.store_name}, 'name_ar', ${orders.store_name_ar}))`,
      where: window,
    }),
    db.insert(deliveryAttempts).select(
      db
        .select({
          id: sql`null`.as("id"),
          order_id: orders.id,
          attempt: orders.delivery_attempts,
          reason: sql`${reason}`.as("reason"),
          note: sql`${note ?? null}`.as("note"),
          actor_id: sql`${actor.id}`.as("actor_id"),
          created_at: sql`${stamp}`.as("created_at"),
        })
        .from(orders)
        .where(window),
    ),
  ]);
  const [row] = results[0] as { attempt: number }[];
  return row ? row.attempt : null;
}
