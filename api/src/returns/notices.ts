// A return's notifications (docs/decisions/0025, 0035): at each step the customer hears of their
// return (`return_status`) and the branch's staff of the return at their branch (`return_update`),
// each statement in the step's own batch, its payload read in SQL from the row the batch just
// wrote. `entered` holds only in the batch that made the step, so a step that lost its race (or
// a request that failed) tells no one.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { orders, returnItems, returns, users } from "../../db/schema";
import type { Db } from "../env";
import { notifyFrom, staffOf, staffOn } from "../notifications/outbox";

/** The payload (contract: notifications' returnStep) of the `returns` row in scope. */
const payload = (db: Db) => {
  const fromOrder = (en: SQL, ar: SQL) =>
    sql`json((${db
      .select({ n: sql`json_object('name', ${en}, 'name_ar', ${ar})` })
      .from(orders)
      .where(eq(orders.id, returns.order_id))}))`;
  return sql`json_object(
    'return_id', ${returns.id},
    'order_id', ${returns.order_id},
    'status', ${returns.status},
    'store', ${fromOrder(sql`${orders.store_name}`, sql`${orders.store_name_ar}`)},
    'branch', ${fromOrder(sql`${orders.branch_name}`, sql`${orders.branch_name_ar}`)},
    'method', ${returns.method},
    'pickup_date', ${returns.pickup_date},
    'reject_reason', ${returns.reject_reason},
    'refund_method', ${returns.refund_method},
    'refund_amount', printf('%.2f', ${returns.refund_amount} / 100.0),
    'items', (${db
      .select({ n: sql`coalesce(sum(${returnItems.quantity}), 0)` })
      .from(returnItems)
      .where(eq(returnItems.return_id, returns.id))})
  )`;
};

/** Both sides told of the return `which` (an id, or a subquery finding it) while `entered` holds. */
export function returnNotices(db: Db, which: number | SQL, entered: SQL | undefined) {
  const mine = and(eq(returns.id, which), entered);
  return [
    notifyFrom(db, "return_status", { from: returns, on: eq(users.id, returns.customer_id), payload: payload(db), where: mine }),
    notifyFrom(db, "return_update", { from: returns, on: staffOn(db, returns.branch_id), payload: payload(db), where: mine }),
  ];
}

/** The staff of a branch (a read for the step's batch, to hand their notices over). */
export const branchStaff = (db: Db, branchId: number | null) => (branchId === null ? undefined : staffOf(db, branchId));
