// Test data for the bill: an order written straight into the database (not through the
// checkout route), with Arabic in the places real Egyptian orders have it.
import { orderItems, orders } from "../../db/schema";
import { db } from "../../test/factories";

export interface BillItem {
  name: string;
  name_ar?: string;
  sku?: string;
  quantity: number;
  /** Piasters. */
  price: number;
}

export const ARABIC_ITEMS: BillItem[] = [
  { name: "Egyptian Basmati Rice", name_ar: "أرز بسمتي مصري", sku: "RICE-5", quantity: 2, price: 12050 },
  { name: "Olive oil", name_ar: "زيت زيتون", sku: "OIL-1", quantity: 1, price: 123450 },
];

export async function createBillOrder(opts: {
  customer: { id: number };
  branch: { id: number; name: string; store_id: number } | null;
  storeName?: string;
  items?: BillItem[];
  address?: Partial<typeof orders.$inferInsert>;
}) {
  const items = opts.items ?? ARABIC_ITEMS;
  const uuid = crypto.randomUUID();
  const total = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      uuid,
      checkout_id: crypto.randomUUID(),
      customer_id: opts.customer.id,
      branch_id: opts.branch?.id ?? null,
      store_id: opts.branch?.store_id ?? null,
      branch_name: opts.branch?.name ?? "Closed branch",
      store_name: opts.storeName ?? "سوق الخير",
      status: "processing",
      payment_status: "pending",
      payment_method: "cash_on_delivery",
      total,
      city: "الجيزة",
      neighborhood: "الدقي",
      center: null,
      street: "شارع التحرير، الدقي",
      compound: "Nile Towers",
      building_or_house: "12",
      mobile: "01012345678",
      latitude: 30.0385,
      longitude: 31.2118,
      created_at: "2026-11-20T21:13:05.000Z",
      updated_at: "2026-11-21T08:02:00.000Z",
      ...opts.address,
    })
    .returning();
  // Ten rows per statement: D1 binds at most 100 parameters.
  for (let i = 0; i < items.length; i += 10) {
    await db
      .insert(orderItems)
      .values(
        items
          .slice(i, i + 10)
          .map((it) => ({ order_id: order.id, name: it.name, name_ar: it.name_ar ?? "", sku: it.sku ?? "", quantity: it.quantity, price: it.price })),
      );
  }
  return order;
}
