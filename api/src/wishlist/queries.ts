// The signed-in user's wishlist in the database. Every query is scoped by the caller's id;
// a page of saved products is one batch (count, rows with their store, images, categories and
// offers), served by the same serializer as the product list.
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { products, wishlistItems } from "../../db/schema";
import { assembleProducts, selectProductsWithStore, type ProductOut } from "../catalog/serialize";
import type { Db } from "../env";
import type { Page } from "../lib/paging";
import { WISHLIST_MAX, type WishlistItem } from "#contract/wishlist";

type Statement = BatchItem<"sqlite">;

// D1 binds at most 100 parameters per statement.
const ID_CHUNK = 90;
const ROWS_PER_INSERT = 45; // two parameters a row (user, product)
const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const newestFirst = [desc(wishlistItems.created_at), desc(wishlistItems.id)];
const mine = (userId: number) => eq(wishlistItems.user_id, userId);

/** Every saved id, newest first (never more than the cap). */
export const idsQuery = (db: Db, userId: number) =>
  db
    .select({ product_id: wishlistItems.product_id })
    .from(wishlistItems)
    .where(mine(userId))
    .orderBy(...newestFirst)
    .limit(WISHLIST_MAX);

export async function savedIds(db: Db, userId: number): Promise<number[]> {
  return (await idsQuery(db, userId)).map((r) => r.product_id);
}

/** One page of saved products, newest first, each as the product list shows it. */
export async function pageOfSaved(db: Db, userId: number, page: Page): Promise<{ total: number; results: ProductOut[] }> {
  const rows = selectProductsWithStore(db)
    .innerJoin(wishlistItems, and(eq(wishlistItems.product_id, products.id), mine(userId)))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  const [[{ total }], rowsOut] = await db.batch([db.select({ total: count() }).from(wishlistItems).where(mine(userId)), rows]);
  return { total, results: assembleProducts(rowsOut) };
}

/** What a save depends on: whether the product exists, the caller's row for it, and their count. */
export async function saveState(db: Db, userId: number, productId: number) {
  const [product, existing, [{ total }]] = await db.batch([
    db.select({ id: products.id }).from(products).where(eq(products.id, productId)),
    db
      .select({ product_id: wishlistItems.product_id, created_at: wishlistItems.created_at })
      .from(wishlistItems)
      .where(and(mine(userId), eq(wishlistItems.product_id, productId))),
    db.select({ total: count() }).from(wishlistItems).where(mine(userId)),
  ]);
  return { exists: product.length > 0, existing: (existing[0] ?? null) as WishlistItem | null, total };
}

/**
 * Saves one product if the caller has room and the product still exists, in one statement,
 * so two racing saves cannot pass the cap nor write a row for a product deleted meanwhile.
 * Returns the new row, or null when nothing was written (already saved, full, or gone).
 */
export async function insertIfRoom(db: Db, userId: number, productId: number): Promise<WishlistItem | null> {
  // Drizzle's insert-select names every column of the table, so the select gives all four.
  const [row] = await db
    .insert(wishlistItems)
    .select(
      sql`select null, ${userId}, ${products.id}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') from ${products}
          where ${products.id} = ${productId}
            and (select count(*) from ${wishlistItems} where ${wishlistItems.user_id} = ${userId}) < ${WISHLIST_MAX}`,
    )
    .onConflictDoNothing()
    .returning({ product_id: wishlistItems.product_id, created_at: wishlistItems.created_at });
  return row ?? null;
}

export async function removeSaved(db: Db, userId: number, productId: number): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(mine(userId), eq(wishlistItems.product_id, productId)))
    .returning({ id: wishlistItems.id });
  return removed.length > 0;
}

/** Of `ids`, those that are products, and the caller's saved ids: one round trip. */
export async function mergeState(db: Db, userId: number, ids: number[]) {
  const [saved, ...found] = await db.batch([
    idsQuery(db, userId),
    ...chunks(ids, ID_CHUNK).map((part) => db.select({ id: products.id }).from(products).where(inArray(products.id, part))),
  ]);
  const known = new Set(found.flat().map((r) => r.id));
  return { saved: saved.map((r) => r.product_id), known };
}

/**
 * Inserts `ids` (newest first; the oldest is written first so the order survives) and reads
 * every saved id back, in one atomic batch.
 */
export async function insertAll(db: Db, userId: number, ids: number[]): Promise<number[]> {
  const statements: Statement[] = chunks([...ids].reverse(), ROWS_PER_INSERT).map((part) =>
    db
      .insert(wishlistItems)
      .values(part.map((product_id) => ({ user_id: userId, product_id })))
      .onConflictDoNothing(),
  );
  const results = await db.batch([...statements, idsQuery(db, userId)] as unknown as [Statement, ...Statement[]]);
  return (results[results.length - 1] as { product_id: number }[]).map((r) => r.product_id);
}
