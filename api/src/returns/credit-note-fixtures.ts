// Test data for the credit note: an order (the bill's fixture, delivered) and a return of some
// of its lines written straight into the database, as the returns routes would leave it.
import { asc, eq } from "drizzle-orm";
import { orderItems, returnItems, returns } from "../../db/schema";
import { db } from "../../test/factories";
import { type BillItem, createBillOrder } from "../orders/bill-fixtures";

export async function createReturnedOrder(opts: {
  customer: { id: number };
  branch: { id: number; name: string; store_id: number } | null;
  storeName?: string;
  items?: BillItem[];
  /** Which lines come back (by position in the order) and how many of each; by default one of the first line. */
  lines?: { line: number; quantity: number }[];
  return?: Partial<typeof returns.$inferInsert>;
}) {
  const order = await createBillOrder({
    customer: opts.customer,
    branch: opts.branch,
    storeName: opts.storeName ?? "Al Kheir Market",
    items: opts.items,
    address: {
      status: "delivered",
      payment_status: "paid",
      store_name_ar: "سوق الخير",
      branch_name_ar: "فرع الدقي",
    },
  });
  const stored = await db.select().from(orderItems).where(eq(orderItems.order_id, order.id)).orderBy(asc(orderItems.id));
  const lines = (opts.lines ?? [{ line: 0, quantity: 1 }]).map((l) => ({ item: stored[l.line], quantity: l.quantity }));
  const [ret] = await db
    .insert(returns)
    .values({
      order_id: order.id,
      customer_id: opts.customer.id,
      branch_id: order.branch_id,
      store_id: order.store_id,
      status: "refunded",
      reason: "defective",
      method: "dropoff",
      condition: "resellable",
      refund_method: "wallet",
      refund_amount: lines.reduce((sum, l) => sum + l.item.price * l.quantity, 0),
      cashback_reversed: 240,
      approved_at: "2026-11-24T08:00:00.000Z",
      received_at: "2026-11-25T09:30:00.000Z",
      refunded_at: "2026-11-25T10:45:00.000Z",
      ...opts.return,
    })
    .returning();
  // Twenty rows per statement: D1 binds at most 100 parameters.
  for (let i = 0; i < lines.length; i += 20) {
    await db.insert(returnItems).values(lines.slice(i, i + 20).map((l) => ({ return_id: ret.id, order_item_id: l.item.id, quantity: l.quantity })));
  }
  return { order, ret };
}
