// Helpers for the cart tests (factories.ts is shared and left alone).
import { and, asc, eq } from "drizzle-orm";
import * as schema from "../../db/schema";
import { createBranch, createListing, createProduct, createStore, createUser, db, tokenFor } from "../../test/factories";

/** A user with a token; a customer unless told otherwise. */
export async function shopper(role: schema.Role = "customer") {
  const user = await createUser({ role });
  return { user, token: await tokenFor(user) };
}

/** A product listed in a new branch: `price` in piasters, `stock` and availability as given. */
export async function listed(overrides: Partial<typeof schema.branchProducts.$inferInsert> = {}) {
  const store = await createStore();
  const branch = await createBranch(store);
  const product = await createProduct(store, { name_ar: "منتج" });
  const listing = await createListing(branch, product, { price: 12000, stock: 10, ...overrides });
  return { store, branch, product, listing, key: { product_id: product.id, branch_id: branch.id } };
}

/** A user's cart lines as stored, oldest first. */
export const cartRows = (userId: number) =>
  db.select().from(schema.cartItems).where(eq(schema.cartItems.user_id, userId)).orderBy(asc(schema.cartItems.id));

/** A user's cart as `{"<product>:<branch>": quantity}`, to compare whole carts at a glance. */
export async function cartMap(userId: number) {
  const rows = await cartRows(userId);
  return Object.fromEntries(rows.map((r) => [`${r.product_id}:${r.branch_id}`, r.quantity]));
}

export const keyOf = (k: { product_id: number; branch_id: number }) => `${k.product_id}:${k.branch_id}`;

/** Puts lines straight into a user's cart, bypassing the API. */
export async function seedCart(userId: number, lines: { product_id: number; branch_id: number; quantity: number }[]) {
  // Four parameters a row and D1 binds at most 100 per statement: 20 rows per insert.
  for (let i = 0; i < lines.length; i += 20) {
    await db.insert(schema.cartItems).values(lines.slice(i, i + 20).map((l) => ({ user_id: userId, ...l })));
  }
}

/** How many cart lines anyone holds for a listing: a refused visitor must leave it unchanged. */
export async function linesFor(key: { product_id: number; branch_id: number }) {
  const rows = await db
    .select({ id: schema.cartItems.id })
    .from(schema.cartItems)
    .where(and(eq(schema.cartItems.product_id, key.product_id), eq(schema.cartItems.branch_id, key.branch_id)));
  return rows.length;
}
