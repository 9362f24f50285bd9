// A customer's return request (POST /orders/{id}/returns/): checked against the order as read
// (delivered, within the reason's window, lines of this order, quantities still returnable),
// then written in one batch whose own guard settles racing requests: each line's quantity is
// written as itself only while what was bought, less what returns not rejected hold (this
// batch's earlier ones included), still covers it, else as 0, which return_items' CHECK
// (quantity > 0) refuses, failing the whole batch: no two requests can over-return a line.
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { orderItems, orderStatusHistory, returnItems, returnPhotos, returns } from "../../db/schema";
import type { ReturnReason } from "#shared/return-rules";
import type { Db } from "../env";
import type { OrderRow } from "../orders/serialize";
import { cairoDay } from "../cash/day";
import { branchStaff, returnNotices } from "./notices";
import { eventStatement, justEntered } from "./steps";
import { windowOpen } from "./window";

export interface Line {
  order_item_id: number;
  quantity: number;
}

/** When the order became delivered (its history row), or undefined. */
export async function deliveredAt(db: Db, orderId: number): Promise<string | undefined> {
  const row = await db
    .select({ at: orderStatusHistory.created_at })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.order_id, orderId), eq(orderStatusHistory.to_status, "delivered")))
    .orderBy(desc(orderStatusHistory.id))
    .get();
  return row?.at;
}

/** Why the window refuses: the any-reason window closed (a defect may still come back), or both. */
export function windowRefusal(at: string, reason: ReturnReason, now: Date): "any" | "defect" | null {
  if (windowOpen(at, reason, now)) return null;
  return windowOpen(at, "defective", now) ? "any" : "defect";
}

/** The day (Cairo) the order was delivered, for the messages. */
export const deliveredDay = (at: string) => cairoDay(new Date(at));

/** The order's lines and what returns not rejected hold of each. */
export async function linesOf(db: Db, orderId: number) {
  const [items, held] = await db.batch([
    db.select().from(orderItems).where(eq(orderItems.order_id, orderId)),
    db
      .select({ item: returnItems.order_item_id, held: sql<number>`sum(${returnItems.quantity})`.as("held") })
      .from(returnItems)
      .innerJoin(returns, eq(returns.id, returnItems.return_id))
      .where(and(eq(returns.order_id, orderId), ne(returns.status, "rejected")))
      .groupBy(returnItems.order_item_id),
  ]);
  const heldOf = new Map(held.map((h) => [h.item, Number(h.held)]));
  return items.map((i) => ({ ...i, returnable: Math.max(0, i.quantity - (heldOf.get(i.id) ?? 0)) }));
}

/** Whether a batch failed on the quantity guard (return_items' CHECK). */
export function isOverReturn(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (/CHECK constraint failed/.test(e.message)) return true;
  }
  return false;
}

export interface NewReturn {
  order: OrderRow;
  customerId: number;
  lines: (Line & { price: number })[];
  reason: ReturnReason;
  note: string;
  method: "pickup" | "dropoff";
  photoKeys: string[];
}

/** Writes the return, its lines (guarded), photos, first event and both sides' notices. Answers its id and whom it told. */
export async function writeReturn(db: Db, r: NewReturn, now = new Date()): Promise<{ id: number; notified: number[] }> {
  const stamp = now.toISOString();
  // The batch's own return: batches run one at a time, so the newest of the order's is this one.
  const ours = sql`(select max(${returns.id}) from ${returns} where ${returns.order_id} = ${r.order.id})`;
  const stillReturnable = (itemId: number) =>
    sql`(select ${orderItems.quantity} from ${orderItems} where ${orderItems.id} = ${itemId}) - coalesce((select sum(ri.quantity) from ${returnItems} ri join ${returns} rr on rr.id = ri.return_id where ri.order_item_id = ${itemId} and rr.status <> 'rejected'), 0)`;
  const guard = justEntered(db, ours, "requested");
  const staff = branchStaff(db, r.order.branch_id);
  const statements: BatchItem<"sqlite">[] = [
    db
      .insert(returns)
      .values({
        order_id: r.order.id,
        customer_id: r.customerId,
        branch_id: r.order.branch_id,
        store_id: r.order.store_id,
        status: "requested",
        reason: r.reason,
        note: r.note,
        method: r.method,
        refund_amount: r.lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
        created_at: stamp,
        updated_at: stamp,
      })
      .returning({ id: returns.id }),
    ...r.lines.map((l) =>
      db.insert(returnItems).select(
        db
          .select({
            id: sql`null`.as("id"),
            return_id: sql`${ours}`.as("return_id"),
            order_item_id: sql`${l.order_item_id}`.as("order_item_id"),
            quantity: sql`case when ${stillReturnable(l.order_item_id)} >= ${l.quantity} then ${l.quantity} else 0 end`.as("quantity"),
          })
          .from(sql`(select 1)`),
      ),
    ),
    ...(r.photoKeys.length
      ? [
          db.insert(returnPhotos).select(
            db
              .select({
                id: sql`null`.as("id"),
                return_id: sql`${ours}`.as("return_id"),
                image: sql`value`.as("image"),
                position: sql`key`.as("position"),
              })
              .from(sql`json_each(${JSON.stringify(r.photoKeys)})`),
          ),
        ]
      : []),
    ...returnNotices(db, ours, guard),
    eventStatement(db, ours, null, "requested", r.customerId, guard),
    ...(staff ? [staff] : []),
  ];
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const [{ id }] = results[0] as { id: number }[];
  const staffIds = staff ? (results.at(-1) as { id: number | null }[]).flatMap((x) => (x.id === null ? [] : [x.id])) : [];
  return { id, notified: [r.customerId, ...staffIds] };
}
