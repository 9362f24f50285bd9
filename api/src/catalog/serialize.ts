// The product as every list and detail returns it. A page of products costs one query for
// the page's rows plus one batched round trip for their images, categories and offers:
// never a query per product.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { branches, branchProducts, categories, productCategories, productImages, products, stores } from "../../db/schema";
import type { Db } from "../env";
import { mediaUrl } from "../media/images";
import { fromPiasters } from "../../../src/lib/shared/money";

type ProductRow = typeof products.$inferSelect;

export interface OfferOut {
  id: number;
  branch: { id: number; name: string; name_ar: string; store: number };
  price: string;
  stock: number;
  is_available: boolean;
  is_featured: boolean;
}

export function serializeOffer(
  row: typeof branchProducts.$inferSelect,
  branch: { id: number; name: string; name_ar: string; store_id: number },
): OfferOut {
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
  total_sold: products.total_sold,
  average_rating: products.average_rating,
  reviews_count: products.reviews_count,
  created_at: products.created_at,
  updated_at: products.updated_at,
};
export type ProductBase = Omit<ProductRow, "search_text">;

/**
 * Full products for the given rows, in the rows' order. `branchId` limits the offers to
 * one branch (the `?branch=` filter).
 */
export async function serializeProducts(db: Db, rows: ProductBase[], opts: { branchId?: number } = {}) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const storeIds = [...new Set(rows.map((r) => r.store_id))];
  const [imageRows, categoryRows, offerRows, storeRows] = await db.batch([
    db.select().from(productImages).where(inArray(productImages.product_id, ids)).orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({ product_id: productCategories.product_id, id: categories.id, name: categories.name, name_ar: categories.name_ar, slug: categories.slug })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.category_id))
      .where(inArray(productCategories.product_id, ids)),
    db
      .select({
        offer: branchProducts,
        // Aliased: inside db.batch, D1 rows come back as objects keyed by column name, so a
        // second "id" or "created_at" would overwrite the first and shift every later field.
        branch: {
          id: sql<number>`${branches.id}`.as("branch_ref_id"),
          name: sql<string>`${branches.name}`.as("branch_ref_name"),
          name_ar: sql<string>`${branches.name_ar}`.as("branch_ref_name_ar"),
          store_id: sql<number>`${branches.store_id}`.as("branch_ref_store_id"),
        },
      })
      .from(branchProducts)
      .innerJoin(branches, eq(branches.id, branchProducts.branch_id))
      .where(inArray(branchProducts.product_id, ids))
      .orderBy(asc(branchProducts.price)),
    db.select({ id: stores.id, name: stores.name, name_ar: stores.name_ar, slug: stores.slug }).from(stores).where(inArray(stores.id, storeIds)),
  ]);

  const group = <T extends { product_id: number }>(items: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of items) map.set(item.product_id, [...(map.get(item.product_id) ?? []), item]);
    return map;
  };
  const images = group(imageRows);
  const cats = group(categoryRows);
  const offers = group(offerRows.map((r) => ({ product_id: r.offer.product_id, ...r })));
  const storeById = new Map(storeRows.map((s) => [s.id, s]));

  return rows.map((p) => {
    const productCats = cats.get(p.id) ?? [];
    const productOffers = (offers.get(p.id) ?? []).filter((o) => opts.branchId === undefined || o.offer.branch_id === opts.branchId);
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
      total_sold: p.total_sold,
      average_rating: Math.round(p.average_rating * 10) / 10,
      reviews_count: p.reviews_count,
      store: storeById.get(p.store_id) ?? null,
      category_ids: productCats.map((c) => c.id),
      categories: productCats.map(({ id, name, name_ar, slug }) => ({ id, name, name_ar, slug })),
      images: (images.get(p.id) ?? []).map((i) => ({ id: i.id, image: mediaUrl(i.image)!, alt_text: i.alt_text })),
      offers: productOffers.map((o) => serializeOffer(o.offer, o.branch)),
      created_at: p.created_at,
      updated_at: p.updated_at,
    };
  });
}
export type ProductOut = Awaited<ReturnType<typeof serializeProducts>>[number];

/** One product by id, or null. */
export async function loadProduct(db: Db, id: number) {
  const row = await db.select(productColumns).from(products).where(eq(products.id, id)).get();
  if (!row) return null;
  const [out] = await serializeProducts(db, [row]);
  return out;
}
