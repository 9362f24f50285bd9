// Listings as the API returns them. A page costs one round trip for its rows (with their
// branch and product columns, joined) plus serializeProducts' one batch for the distinct
// products: a fixed number of queries whatever the page size.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { branches, branchProducts, products } from "../../db/schema";
import type { Db } from "../env";
import { productColumns, serializeProducts, type ProductBase, type ProductOut } from "../catalog/serialize";
import type { Page } from "../lib/paging";
import type { Listing } from "#contract/listings";
import { fromPiasters } from "#shared/money";

const branchColumns = { id: branches.id, name: branches.name, name_ar: branches.name_ar, store_id: branches.store_id };

interface ListingRow {
  listing: typeof branchProducts.$inferSelect;
  branch: { id: number; name: string; name_ar: string; store_id: number };
  product: ProductBase;
}

const selectListings = (db: Db) =>
  db
    .select({ listing: branchProducts, branch: branchColumns, product: productColumns })
    .from(branchProducts)
    .innerJoin(branches, eq(branches.id, branchProducts.branch_id))
    .innerJoin(products, eq(products.id, branchProducts.product_id));

export async function serializeListings(db: Db, rows: ListingRow[]): Promise<Listing[]> {
  const distinct = [...new Map(rows.map((r) => [r.product.id, r.product])).values()];
  const serialized = await serializeProducts(db, distinct);
  const byId = new Map<number, ProductOut>(serialized.map((p) => [p.id, p]));
  return rows.map(({ listing, branch, product }) => ({
    id: listing.id,
    price: fromPiasters(listing.price),
    stock: listing.stock,
    is_available: listing.is_available,
    is_featured: listing.is_featured,
    featured: listing.is_featured,
    branch: { id: branch.id, name: branch.name, name_ar: branch.name_ar, store: branch.store_id },
    product: byId.get(product.id)!,
    description: product.description,
    descriptionAR: product.description_ar,
    created_at: listing.created_at,
    updated_at: listing.updated_at,
  }));
}

/** One page of the listings matching `conditions` (newest first unless `order` says), and how many match in all. */
export async function pageOfListings(db: Db, conditions: SQL[], page: Page, order: SQL[] = [desc(branchProducts.id)]) {
  const where = conditions.length ? and(...conditions) : undefined;
  // Not db.batch: D1 returns batched rows as objects, so the joined tables' same-named
  // columns (id, created_at, ...) would overwrite each other. Two parallel calls instead.
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(branchProducts)
      .innerJoin(branches, eq(branches.id, branchProducts.branch_id))
      .innerJoin(products, eq(products.id, branchProducts.product_id))
      .where(where),
    selectListings(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total, results: await serializeListings(db, rows) };
}

/** One listing by id, serialized, or null. */
export async function loadListing(db: Db, id: number): Promise<Listing | null> {
  const row = await selectListings(db).where(eq(branchProducts.id, id)).get();
  if (!row) return null;
  const [out] = await serializeListings(db, [row]);
  return out;
}
