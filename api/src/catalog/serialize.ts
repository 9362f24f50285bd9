// The product as every list and detail returns it. Its images, categories and offers come
// from three statements keyed by product id (`relatedQueries`), so a caller can send them
// in the same batch as the rows themselves: one round trip for a page or a product, and
// never a query per product.
import { and, asc, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { branches, branchProducts, categories, productCategories, productImages, products, stores } from "../../db/schema";
import type { Db } from "../env";
import { mediaUrl } from "../media/images";
import { fromPiasters } from "#shared/money";
import type { SortKey } from "../lib/cursor";

type ProductRow = typeof products.$inferSelect;

export interface OfferOut {
  id: number;
  branch: { id: number; name: string; name_ar: string; store: number };
  price: string;
  stock: number;
  is_available: boolean;
  is_featured: boolean;
}

type OfferRow = Pick<typeof branchProducts.$inferSelect, "id" | "price" | "stock" | "is_available" | "is_featured">;

function serializeOffer(row: OfferRow, branch: { id: number; name: string; name_ar: string; store_id: number }): OfferOut {
  return {
    id: row.id,
    branch: { id: branch.id, name: branch.name, name_ar: branch.name_ar, store: branch.store_id },
    price: fromPiasters(row.price),
    stock: row.stock,
    is_available: row.is_available,
    is_featured: row.is_featured,
  };
}

/** Columns selected for a product row (everything but the search column). */
export const productColumns = {
  id: products.id,
  store_id: products.store_id,
  name: products.name,
  name_ar: products.name_ar,
  sku: products.sku,
  description: products.description,
  description_ar: products.description_ar,
  short_description: products.short_description,
  short_description_ar: products.short_description_ar,
  base_price: products.base_price,
  is_featured: products.is_featured,
  badge: products.badge,
  badge_ar: products.badge_ar,
  total_sold: products.total_sold,
  average_rating: products.average_rating,
  reviews_count: products.reviews_count,
  created_at: products.created_at,
  updated_at: products.updated_at,
};
export type ProductBase = Omit<ProductRow, "search_text" | "shown_price">;

// Aliased: inside db.batch, D1 rows come back as objects keyed by column name, so a joined
// table's "id", "name" or "created_at" would overwrite the product's and shift every later field.
const storeColumns = {
  id: sql<number>`${stores.id}`.as("store_ref_id"),
  name: sql<string>`${stores.name}`.as("store_ref_name"),
  name_ar: sql<string>`${stores.name_ar}`.as("store_ref_name_ar"),
  slug: sql<string>`${stores.slug}`.as("store_ref_slug"),
};
type StoreOut = { id: number; name: string; name_ar: string; slug: string };

/** Product rows with their store; the caller adds where, order and limit. */
/** Products with their store; `sortKey` is the value a list is ordered by (keyset paging, lib/cursor.ts). */
export const selectProductsWithStore = (db: Db, sortKey: SQLWrapper = products.id) =>
  db
    .select({ product: productColumns, store: storeColumns, sortKey: sql<SortKey>`${sortKey}`.as("sort_key") })
    .from(products)
    .leftJoin(stores, eq(stores.id, products.store_id));
export type ProductWithStore = { product: ProductBase; store: StoreOut | null; sortKey?: SortKey };

/**
 * Images, categories and offers of the products whose ids `ids` gives (a list or a
 * subquery), for one batch with the rows. `branchId` limits the offers to one branch.
 */
export function relatedQueries(db: Db, ids: number[] | SQLWrapper, branchId?: number) {
  return [
    db
      .select({ id: productImages.id, product_id: productImages.product_id, image: productImages.image, alt_text: productImages.alt_text })
      .from(productImages)
      .where(inArray(productImages.product_id, ids))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({
        product_id: productCategories.product_id,
        id: categories.id,
        name: categories.name,
        name_ar: categories.name_ar,
        slug: categories.slug,
      })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.category_id))
      .where(inArray(productCategories.product_id, ids)),
    db
      .select({
        // Only what the answer shows: every column of every offer of a page is data D1 must encode.
        offer: {
          id: branchProducts.id,
          product_id: branchProducts.product_id,
          price: branchProducts.price,
          stock: branchProducts.stock,
          is_available: branchProducts.is_available,
          is_featured: branchProducts.is_featured,
        },
        branch: {
          id: sql<number>`${branches.id}`.as("branch_ref_id"),
          name: sql<string>`${branches.name}`.as("branch_ref_name"),
          name_ar: sql<string>`${branches.name_ar}`.as("branch_ref_name_ar"),
          store_id: sql<number>`${branches.store_id}`.as("branch_ref_store_id"),
        },
      })
      .from(branchProducts)
      .innerJoin(branches, eq(branches.id, branchProducts.branch_id))
      .where(and(inArray(branchProducts.product_id, ids), branchId === undefined ? undefined : eq(branchProducts.branch_id, branchId)))
      // "+": the page's few offers are sorted, not read in price order through the branch's
      // price index, which would walk every offer of the branch to find them.
      .orderBy(sql`+${branchProducts.price}`),
  ] as const;
}
type Results<T> = { readonly [K in keyof T]: Awaited<T[K]> };
type Related = Results<ReturnType<typeof relatedQueries>>;

function groupByProduct<T extends { product_id: number }>(items: T[]) {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const list = map.get(item.product_id);
    if (list) list.push(item);
    else map.set(item.product_id, [item]);
  }
  return map;
}

/** Full products for the rows (in the rows' order) from what `relatedQueries` returned. */
export function assembleProducts(rows: ProductWithStore[], [imageRows, categoryRows, offerRows]: Related) {
  const images = groupByProduct(imageRows);
  const cats = groupByProduct(categoryRows);
  const offers = groupByProduct(offerRows.map((r) => ({ product_id: r.offer.product_id, ...r })));
  return rows.map(({ product: p, store }) => {
    const productCats = cats.get(p.id) ?? [];
    return {
      id: p.id,
      name: p.name,
      name_ar: p.name_ar,
      sku: p.sku,
      description: p.description,
      description_ar: p.description_ar,
      short_description: p.short_description,
      short_description_ar: p.short_description_ar,
      base_price: fromPiasters(p.base_price),
      is_featured: p.is_featured,
      badge: p.badge,
      badge_ar: p.badge_ar,
      total_sold: p.total_sold,
      average_rating: Math.round(p.average_rating * 10) / 10,
      reviews_count: p.reviews_count,
      store: store?.id == null ? null : store,
      category_ids: productCats.map((c) => c.id),
      categories: productCats.map(({ id, name, name_ar, slug }) => ({ id, name, name_ar, slug })),
      images: (images.get(p.id) ?? []).map((i) => ({ id: i.id, image: mediaUrl(i.image)!, alt_text: i.alt_text })),
      offers: (offers.get(p.id) ?? []).map((o) => serializeOffer(o.offer, o.branch)),
      created_at: p.created_at,
      updated_at: p.updated_at,
    };
  });
}
export type ProductOut = ReturnType<typeof assembleProducts>[number];

/** Full products for rows already read (listings), with one batch for their stores and the rest. */
export async function serializeProducts(db: Db, rows: ProductBase[]): Promise<ProductOut[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const storeIds = [...new Set(rows.map((r) => r.store_id))];
  const [storeRows, ...related] = await db.batch([
    db.select({ id: stores.id, name: stores.name, name_ar: stores.name_ar, slug: stores.slug }).from(stores).where(inArray(stores.id, storeIds)),
    ...relatedQueries(db, ids),
  ]);
  const storeById = new Map(storeRows.map((s) => [s.id, s]));
  return assembleProducts(
    rows.map((product) => ({ product, store: storeById.get(product.store_id) ?? null })),
    related,
  );
}

/** One product by id, or null: the row, its store and the rest in one round trip. */
export async function loadProduct(db: Db, id: number): Promise<ProductOut | null> {
  const [rows, ...related] = await db.batch([selectProductsWithStore(db).where(eq(products.id, id)), ...relatedQueries(db, [id])]);
  if (rows.length === 0) return null;
  return assembleProducts(rows, related)[0];
}
