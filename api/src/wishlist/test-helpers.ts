// Helpers for the wishlist tests (factories.ts is shared and left alone).
import { desc, eq, getTableColumns } from "drizzle-orm";
import * as schema from "../../db/schema";
import { assignManager, createBranch, createListing, createProduct, createStore, createUser, db, tokenFor, unique } from "../../test/factories";

/** A user with a token; a customer unless told otherwise. */
export async function shopper(role: schema.Role = "customer") {
  const user = await createUser({ role });
  return { user, token: await tokenFor(user) };
}

/** A product of a new store, listed in one of its branches at 120.00 unless told `listed: false`. */
export async function item({ listed = true } = {}) {
  const store = await createStore();
  const branch = await createBranch(store);
  const product = await createProduct(store, { name_ar: "منتج" });
  const listing = listed ? await createListing(branch, product, { price: 12000, stock: 10 }) : null;
  return { store, branch, product, listing };
}

/** `n` bare products of one new store, made in a few statements (for the 500 cap). */
export async function manyProducts(n: number): Promise<number[]> {
  const store = await createStore();
  const rows = Array.from({ length: n }, () => {
    const name = unique("Bulk ");
    return { store_id: store.id, name, sku: unique("sku-"), base_price: 1000, search_text: name.toLowerCase() };
  });
  // Every column is a parameter and D1 binds at most 100 per statement.
  const perStatement = Math.floor(100 / Object.keys(getTableColumns(schema.products)).length);
  const parts = Array.from({ length: Math.ceil(rows.length / perStatement) }, (_, i) =>
    db
      .insert(schema.products)
      .values(rows.slice(i * perStatement, (i + 1) * perStatement))
      .returning({ id: schema.products.id }),
  );
  const made = await db.batch(parts as unknown as [(typeof parts)[number], ...typeof parts]);
  const ids = made.flat().map((r) => r.id);
  return ids;
}

/** A user's saved product ids as stored, newest first. */
export async function savedIds(userId: number): Promise<number[]> {
  const rows = await db
    .select({ product_id: schema.wishlistItems.product_id })
    .from(schema.wishlistItems)
    .where(eq(schema.wishlistItems.user_id, userId))
    .orderBy(desc(schema.wishlistItems.created_at), desc(schema.wishlistItems.id));
  return rows.map((r) => r.product_id);
}

/** Saves products straight into a user's wishlist, oldest first (the last is the newest). */
export async function seed(userId: number, productIds: number[]) {
  for (let i = 0; i < productIds.length; i += 45) {
    await db.insert(schema.wishlistItems).values(productIds.slice(i, i + 45).map((product_id) => ({ user_id: userId, product_id })));
  }
}

/** How many rows the whole table holds for these products: a refused call must leave it unchanged. */
export async function rowsFor(productId: number) {
  const rows = await db.select({ id: schema.wishlistItems.id }).from(schema.wishlistItems).where(eq(schema.wishlistItems.product_id, productId));
  return rows.length;
}

export type Caller = "visitor" | "customer" | "otherCustomer" | "owner" | "superAdmin";

/** The callers around one product: its branch's owner, two customers and a super admin. */
export async function wishlistMatrix() {
  const target = await item();
  const owner = await createUser({ role: "branch_owner" });
  await assignManager(owner, target.branch);
  const signedIn = async (user: { id: number }) => ({ id: user.id, token: await tokenFor(user) });
  const callers: Record<Exclude<Caller, "visitor">, { id: number; token: string }> = {
    customer: await signedIn(await createUser()),
    otherCustomer: await signedIn(await createUser()),
    owner: await signedIn(owner),
    superAdmin: await signedIn(await createUser({ role: "super_admin" })),
  };
  return { target, callers };
}
