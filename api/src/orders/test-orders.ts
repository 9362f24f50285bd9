// Orders made straight in the database, as a checkout leaves them, so these tests do not
// depend on the checkout route: the order, its items, its history so far and the stock
// taken, in one batch. Also snapshots to prove that a refused call changed nothing.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { branchProducts, cashbacks, orderItems, orders, orderStatusHistory, products, type OrderStatus } from "../../db/schema";
import { createListing, createOwnedBranch, createProduct, createUser, db, tokenFor, unique } from "../../test/factories";

type Listing = typeof branchProducts.$inferSelect;
type Product = typeof products.$inferSelect;
export interface Line {
  listing: Listing;
  product: Product;
  quantity: number;
}

// A plausible history for an order found in each status (the shortest legal path).
const PATH: Record<OrderStatus, OrderStatus[]> = {
  pending: ["pending"],
  confirmed: ["pending", "confirmed"],
  processing: ["pending", "processing"],
  shipped: ["pending", "confirmed", "shipped"],
  ready_for_pickup: ["pending", "processing", "ready_for_pickup"],
  delivered: ["pending", "confirmed", "shipped", "delivered"],
  refused: ["pending", "confirmed", "shipped", "refused"],
  returned: ["pending", "confirmed", "shipped", "refused", "returned"],
  cancelled: ["pending", "cancelled"],
};
/** The statuses whose stock is back on the shelf already. */
const RESTOCKED: readonly OrderStatus[] = ["cancelled", "returned"];

export async function createOrder(opts: {
  customer: { id: number };
  branch: { id: number; name: string; name_ar?: string; store_id: number };
  storeName?: string;
  storeNameAr?: string;
  lines: Line[];
  status?: OrderStatus;
  createdAt?: string;
  /** Picked up at the branch (held `holdDays` days once ready, made ready at `readyAt`); an order found ready_for_pickup always is. */
  pickup?: { holdDays?: number; readyAt?: string };
  /** How many failed delivery attempts it has counted (only the counter: no attempt rows). */
  attempts?: number;
}) {
  const status = opts.status ?? "pending";
  const pickup = opts.pickup ?? (status === "ready_for_pickup" ? {} : undefined);
  const uuid = crypto.randomUUID();
  const total = opts.lines.reduce((sum, l) => sum + l.listing.price * l.quantity, 0);
  const thisOrder = eq(orders.uuid, uuid);
  const statements: BatchItem<"sqlite">[] = [
    db.insert(orders).values({
      uuid,
      checkout_id: crypto.randomUUID(),
      customer_id: opts.customer.id,
      branch_id: opts.branch.id,
      store_id: opts.branch.store_id,
      branch_name: opts.branch.name,
      branch_name_ar: opts.branch.name_ar ?? "",
      store_name: opts.storeName ?? "Store",
      store_name_ar: opts.storeNameAr ?? "",
      status,
      payment_status: status === "delivered" ? "paid" : ["cancelled", "refused", "returned"].includes(status) ? "not_due" : "pending",
      delivery_attempts: opts.attempts ?? 0,
      total,
      city: "Cairo",
      compound: "Palm Hills",
      building_or_house: "12",
      mobile: "01012345678",
      ...(pickup
        ? {
            delivery_method: "pickup" as const,
            pickup_address: "12 Tahrir St, the branch",
            pickup_hours: "10:00-22:00",
            pickup_hold_days: pickup.holdDays ?? 3,
            ready_at: status === "ready_for_pickup" ? (pickup.readyAt ?? new Date().toISOString()) : null,
          }
        : {}),
      ...(opts.createdAt ? { created_at: opts.createdAt, updated_at: opts.createdAt } : {}),
    }),
    ...opts.lines.map((l) =>
      db.insert(orderItems).select(
        db
          .select({
            id: sql`null`.as("id"),
            order_id: orders.id,
            product_id: sql`${l.product.id}`.as("product_id"),
            branch_product_id: sql`${l.listing.id}`.as("branch_product_id"),
            name: sql`${l.product.name}`.as("name"),
            name_ar: sql`${l.product.name_ar}`.as("name_ar"),
            sku: sql`${l.product.sku}`.as("sku"),
            quantity: sql`${l.quantity}`.as("quantity"),
            price: sql`${l.listing.price}`.as("price"),
          })
          .from(orders)
          .where(thisOrder),
      ),
    ),
    ...PATH[status].map((to, i) =>
      db.insert(orderStatusHistory).select(
        db
          .select({
            id: sql`null`.as("id"),
            order_id: orders.id,
            from_status: (i === 0 ? sql`null` : sql`${PATH[status][i - 1]}`).as("from_status"),
            to_status: sql`${to}`.as("to_status"),
            actor_id: (i === 0 ? sql`${opts.customer.id}` : sql`null`).as("actor_id"),
            created_at: orders.created_at,
          })
          .from(orders)
          .where(thisOrder),
      ),
    ),
    // A cancelled or returned order has had its stock returned already.
    ...(RESTOCKED.includes(status)
      ? []
      : opts.lines.map((l) =>
          db
            .update(branchProducts)
            .set({ stock: sql`${branchProducts.stock} - ${l.quantity}` })
            .where(eq(branchProducts.id, l.listing.id)),
        )),
  ];
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const order = (await db.select().from(orders).where(thisOrder).get())!;
  return order;
}

/** A shop (store, branch, owner) with two products listed, and a customer. */
export async function shop(stock = 20) {
  return stocked(await createOwnedBranch(), stock);
}

/** Two products listed in `at.branch` (of `at.store`) and a customer, with their orders. */
export async function stocked<T extends { store: { id: number; name: string }; branch: { id: number; name: string; store_id: number } }>(
  at: T,
  stock = 20,
) {
  const [p1, p2] = [await createProduct(at.store), await createProduct(at.store)];
  const l1 = await createListing(at.branch, p1, { price: 12345, stock });
  const l2 = await createListing(at.branch, p2, { price: 5000, stock });
  const customer = await createUser();
  return {
    ...at,
    products: [p1, p2],
    listings: [l1, l2],
    customer,
    customerToken: await tokenFor(customer),
    /** An order of this shop: 2 of the first product and 3 of the second by default. */
    order: (
      status: OrderStatus = "pending",
      who: { id: number } = customer,
      quantities: [number, number] = [2, 3],
      pickup?: { holdDays?: number; readyAt?: string },
      attempts?: number,
    ) =>
      createOrder({
        customer: who,
        branch: at.branch,
        storeName: at.store.name,
        status,
        pickup,
        attempts,
        lines: [
          { listing: l1, product: p1, quantity: quantities[0] },
          { listing: l2, product: p2, quantity: quantities[1] },
        ],
      }),
  };
}

export async function superAdmin() {
  const user = await createUser({ role: "super_admin", username: unique("admin") });
  return { user, token: await tokenFor(user) };
}

/** Everything a status change can touch, to compare before and after. */
export async function orderState(orderId: number) {
  const order = await db.select().from(orders).where(eq(orders.id, orderId)).get();
  const items = await db.select().from(orderItems).where(eq(orderItems.order_id, orderId)).orderBy(asc(orderItems.id));
  const listingIds = items.map((i) => i.branch_product_id).filter((id): id is number => id !== null);
  const productIds = items.map((i) => i.product_id).filter((id): id is number => id !== null);
  const [history, stock, sold, cashback] = await db.batch([
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, orderId)).orderBy(asc(orderStatusHistory.id)),
    db
      .select({ id: branchProducts.id, stock: branchProducts.stock })
      .from(branchProducts)
      .where(inArray(branchProducts.id, listingIds))
      .orderBy(asc(branchProducts.id)),
    db.select({ id: products.id, total_sold: products.total_sold }).from(products).where(inArray(products.id, productIds)).orderBy(asc(products.id)),
    db.select().from(cashbacks).where(eq(cashbacks.order_id, orderId)),
  ]);
  return { order, history, stock, sold, cashback };
}
