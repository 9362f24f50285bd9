// Helpers for the checkout tests (factories.ts is shared and left alone).
import { asc, count, eq, inArray } from "drizzle-orm";
import * as schema from "../../db/schema";
import { areasById } from "../areas/queries";
import { replaceStatements, type SettingsRows } from "../delivery/queries";
import { createBranch, createListing, createProduct, createStore, createUser, db, tokenFor } from "../../test/factories";

/** Nasr City, Cairo (api/db/areas/egypt.txt): the area the helpers' branches deliver to for free. */
export const NASR_CITY = 1030;

export const address = {
  area_id: NASR_CITY,
  street: "Makram Ebeid St",
  building: "Building 12",
  landmark: "Behind City Stars",
  mobile: "01012345678",
};

type Listing = typeof schema.branchProducts.$inferSelect;

/** What planCheckout is given for `address` (every part delivered), and the area writeCheckout copies. */
export async function deliveredToNasrCity() {
  const area = (await areasById(db)).get(NASR_CITY)!;
  return { area, choice: { area, methods: {}, expectedTotal: undefined } };
}

/** A line for `listing` at its current price unless told otherwise. */
export const line = (l: Listing, quantity = 1, price = (l.price / 100).toFixed(2)) => ({
  product_id: l.product_id,
  branch_id: l.branch_id,
  quantity,
  price,
});

/** A customer and their token. */
export async function shopper(overrides: Partial<typeof schema.users.$inferInsert> = {}) {
  const user = await createUser(overrides);
  return { user, token: await tokenFor(user) };
}

/** What the helpers' branches deliver: all of Cairo for free, same day; no pickup. */
export const FREE_IN_CAIRO: SettingsRows = {
  free_over: null,
  governorates: [{ governorate_id: 1, fee: 0, estimate: "same_day", whole: true, areas: [] }],
  pickup: { enabled: false, address: "", hours: "", hold_days: 3 },
};

/** Sets a branch's delivery settings straight in the database (piasters). */
export async function setDelivery(branchId: number, rows: SettingsRows) {
  const [first, ...rest] = replaceStatements(db, branchId, rows);
  await db.batch([first, ...rest]);
}

/**
 * A store with `branchCount` branches, each listing one product of its own (stock and price as
 * given) and delivering to all of Cairo for free (`delivery` to set otherwise).
 */
export async function shop(branchCount = 1, listing: Partial<typeof schema.branchProducts.$inferInsert> = {}, delivery = FREE_IN_CAIRO) {
  const store = await createStore();
  const branches = [];
  const listings: Listing[] = [];
  for (let i = 0; i < branchCount; i++) {
    const branch = await createBranch(store);
    await setDelivery(branch.id, delivery);
    branches.push(branch);
    listings.push(await createListing(branch, await createProduct(store, { name_ar: `منتج ${i + 1}` }), listing));
  }
  return { store, branches, listings };
}

export const ordersOf = (customerId: number) =>
  db.select().from(schema.orders).where(eq(schema.orders.customer_id, customerId)).orderBy(asc(schema.orders.id));

export const stockOf = async (listingId: number) =>
  (await db.select({ stock: schema.branchProducts.stock }).from(schema.branchProducts).where(eq(schema.branchProducts.id, listingId)).get())?.stock;

export async function orderCountForBranches(branchIds: number[]) {
  const row = await db.select({ n: count() }).from(schema.orders).where(inArray(schema.orders.branch_id, branchIds)).get();
  return row?.n ?? 0;
}

/** What a refused checkout must leave as it was: the caller's orders, cart and keys, the listings' stock. */
export async function snapshot(customerId: number, listings: { id: number; branch_id: number }[]) {
  const [orders, cart, keys, stock] = await db.batch([
    db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.customer_id, customerId)),
    db.select().from(schema.cartItems).where(eq(schema.cartItems.user_id, customerId)).orderBy(asc(schema.cartItems.id)),
    db.select({ key: schema.idempotencyKeys.key }).from(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.user_id, customerId)),
    db
      .select({ id: schema.branchProducts.id, stock: schema.branchProducts.stock, price: schema.branchProducts.price })
      .from(schema.branchProducts)
      .where(inArray(schema.branchProducts.id, listings.length ? listings.map((l) => l.id) : [0]))
      .orderBy(asc(schema.branchProducts.id)),
  ]);
  return { orders: orders.length, branchOrders: await orderCountForBranches(listings.map((l) => l.branch_id)), cart, keys, stock };
}

export async function putInCart(userId: number, l: { product_id: number; branch_id: number }, quantity = 1) {
  await db.insert(schema.cartItems).values({ user_id: userId, product_id: l.product_id, branch_id: l.branch_id, quantity });
}

export const cartOf = (userId: number) =>
  db
    .select({ product_id: schema.cartItems.product_id, branch_id: schema.cartItems.branch_id, quantity: schema.cartItems.quantity })
    .from(schema.cartItems)
    .where(eq(schema.cartItems.user_id, userId))
    .orderBy(asc(schema.cartItems.id));
