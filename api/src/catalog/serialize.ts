// The product as every list and detail returns it. Its images, categories and offers are read
// with its row, each as one JSON array from a correlated subquery (`details`), so a page or a
// product is one statement: the page's ids, often a search of the index, are worked out once,
// where three more statements keyed by them (images, categories, offers) worked them out three
// more times (docs/decisions/0022).
import { eq, inArray, type SQL, sql, type SQLWrapper } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import {
  branchDelivery,
  branchDeliveryAreas,
  branchDeliveryGovernorates,
  branches,
  branchProducts,
  categories,
  productCategories,
  productImages,
  products,
  stores,
} from "../../db/schema";
import type { Db } from "../env";
import { mediaUrl } from "../media/images";
import { fromPiasters } from "#shared/money";
import type { SortKey } from "../lib/cursor";
import { preparedOnce } from "../lib/request-db";
import { integerText } from "../lib/sql-integer";

type ProductRow = typeof products.$inferSelect;

export interface OfferOut {
  id: number;
  branch: { id: number; name: string; name_ar: string; store: number };
  price: string;
  stock: number;
  is_available: boolean;
  is_featured: boolean;
}

function serializeOffer([id, price, stock, available, featured, branch, name, name_ar, store]: OfferJson): OfferOut {
  return {
    id,
    branch: { id: branch, name, name_ar, store },
    price: fromPiasters(price),
    stock,
    is_available: available === 1,
    is_featured: featured === 1,
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

// Images in their order; an offer's branch named with it; one branch's offers only when a
// list is filtered by it. "+price": a product's few offers are sorted, not read in price order
// through a branch's price index, which would walk every offer of the branch to find them.
const imagesOf = sql`(select json_group_array(json_array(i.id, i.image, i.alt_text)) from (select ${productImages.id} as id, ${productImages.image} as image, ${productImages.alt_text} as alt_text from ${productImages} where ${productImages.product_id} = ${products.id} order by ${productImages.position}, ${productImages.id}) as i)`;
const categoriesOf = sql`(select json_group_array(json_array(${categories.id}, ${categories.name}, ${categories.name_ar}, ${categories.slug})) from ${productCategories} join ${categories} on ${categories.id} = ${productCategories.category_id} where ${productCategories.product_id} = ${products.id})`;
const BRANCH = "/*branch*/";
const offersIn = (branch: SQL) =>
  sql`(select json_group_array(json_array(o.id, o.price, o.stock, o.is_available, o.is_featured, o.branch_id, o.branch_name, o.branch_name_ar, o.store_id)) from (select ${branchProducts.id} as id, ${branchProducts.price} as price, ${branchProducts.stock} as stock, ${branchProducts.is_available} as is_available, ${branchProducts.is_featured} as is_featured, ${branches.id} as branch_id, ${branches.name} as branch_name, ${branches.name_ar} as branch_name_ar, ${branches.store_id} as store_id from ${branchProducts} join ${branches} on ${branches.id} = ${branchProducts.branch_id} where ${branchProducts.product_id} = ${products.id}${branch} order by +${branchProducts.price}) as o)`;

// Written out once, when the module loads: Drizzle builds a statement's text on every request,
// and these subqueries name many columns (building a page's SQL was a sixth of the API
// worker's time in a CPU profile). They bind nothing; one branch's id is written in
// (lib/sql-integer.ts).
const dialect = new SQLiteSyncDialect();
const text = (query: SQL) => dialect.sqlToQuery(query).sql;
const IMAGES = sql.raw(text(imagesOf));
const CATEGORIES = sql.raw(text(categoriesOf));
const OFFERS = sql.raw(text(offersIn(sql``)));
const OFFERS_IN_BRANCH = text(offersIn(sql.raw(` and ${text(sql`${branchProducts.branch_id}`)} = ${BRANCH}`)));
const offersOf = (branchId?: number) => (branchId === undefined ? OFFERS : sql.raw(OFFERS_IN_BRANCH.replace(BRANCH, integerText(branchId))));

/** An area asked for by a list (`?area_id=`): its id and its governorate's. */
export interface ReachArea {
  id: number;
  governorate_id: number;
}

// How far a product's offers in stock reach an area (`?area_id=`): 2 when one's branch delivers
// there (the governorate whole, or the area listed: fee.ts's rule), 1 when none does but one's
// branch has pickup, else 0. Per offer, three primary-key probes (the branch's settings, its
// governorate row, its area row), over the offers the page's rows read anyway.
const AREA = "/*area*/";
const GOVERNORATE = "/*governorate*/";
const reachIn = (branch: SQL) =>
  sql`(select coalesce(max(case when g.whole or a.area_id is not null then 2 when d.pickup then 1 else 0 end), 0) from ${branchProducts} join ${branchDelivery} d on d.branch_id = ${branchProducts.branch_id} left join ${branchDeliveryGovernorates} g on g.branch_id = ${branchProducts.branch_id} and g.governorate_id = ${sql.raw(GOVERNORATE)} left join ${branchDeliveryAreas} a on a.branch_id = ${branchProducts.branch_id} and a.area_id = ${sql.raw(AREA)} and g.branch_id is not null where ${branchProducts.product_id} = ${products.id}${branch} and ${branchProducts.is_available} = 1 and ${branchProducts.stock} > 0)`;
const REACH = text(reachIn(sql``));
const REACH_IN_BRANCH = text(reachIn(sql.raw(` and ${text(sql`${branchProducts.branch_id}`)} = ${BRANCH}`)));
const reachOf = (area: ReachArea, branchId?: number) =>
  sql.raw(
    (branchId === undefined ? REACH : REACH_IN_BRANCH.replace(BRANCH, integerText(branchId)))
      .replace(AREA, integerText(area.id))
      .replace(GOVERNORATE, integerText(area.governorate_id)),
  );

/**
 * Products with their store and details; the caller adds where, order and limit. `sortKey` is
 * the value a list is ordered by (keyset paging, lib/cursor.ts); `branchId` limits the offers
 * to one branch; with `area`, how far those offers reach it (`details.reach`).
 */
export const selectProductsWithStore = (db: Db, sortKey: SQLWrapper = products.id, branchId?: number, area?: ReachArea) =>
  db
    .select({
      product: productColumns,
      store: storeColumns,
      sortKey: sql<SortKey>`${sortKey}`.as("sort_key"),
      details: {
        images: sql<string>`${IMAGES}`.as("images_json"),
        categories: sql<string>`${CATEGORIES}`.as("categories_json"),
        offers: sql<string>`${offersOf(branchId)}`.as("offers_json"),
        reach: sql<number | null>`${area ? reachOf(area, branchId) : sql`null`}`.as("area_reach"),
      },
    })
    .from(products)
    .leftJoin(stores, eq(stores.id, products.store_id));
export type ProductWithStore = {
  product: ProductBase;
  store: StoreOut | null;
  sortKey?: SortKey;
  details: { images: string; categories: string; offers: string; reach?: number | null };
};

type ImageJson = [id: number, image: string, alt_text: string | null];
type CategoryJson = [id: number, name: string, name_ar: string, slug: string];
type OfferJson = [
  id: number,
  price: number,
  stock: number,
  available: 0 | 1,
  featured: 0 | 1,
  branch: number,
  name: string,
  name_ar: string,
  store: number,
];
const parsed = <T>(json: string | null) => (json ? (JSON.parse(json) as T[]) : []);

/** Full products for the rows, in the rows' order. */
export function assembleProducts(rows: ProductWithStore[]) {
  return rows.map(({ product: p, store, details }) => {
    const productCats = parsed<CategoryJson>(details.categories);
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
      category_ids: productCats.map(([id]) => id),
      categories: productCats.map(([id, name, name_ar, slug]) => ({ id, name, name_ar, slug })),
      images: parsed<ImageJson>(details.images).map(([id, image, alt_text]) => ({ id, image: mediaUrl(image)!, alt_text })),
      offers: parsed<OfferJson>(details.offers).map(serializeOffer),
      created_at: p.created_at,
      updated_at: p.updated_at,
      // Only when the list was asked with an area (`?area_id=`).
      ...(typeof details.reach === "number" ? { delivers_to_area: details.reach === 2, pickup_only: details.reach === 1 } : {}),
    };
  });
}
export type ProductOut = ReturnType<typeof assembleProducts>[number];

/** Full products for rows already read (listings), in their order: one statement for their stores and details. */
export async function serializeProducts(db: Db, rows: ProductBase[]): Promise<ProductOut[]> {
  if (rows.length === 0) return [];
  const read = await selectProductsWithStore(db).where(
    inArray(
      products.id,
      rows.map((r) => r.id),
    ),
  );
  const byId = new Map(assembleProducts(read).map((p) => [p.id, p]));
  return rows.flatMap((r) => byId.get(r.id) ?? []);
}

const productById = preparedOnce((db) =>
  selectProductsWithStore(db)
    .where(eq(products.id, sql.placeholder("id")))
    .prepare(),
);

/** One product by id, or null: the row, its store and its details in one statement, built once. */
export async function loadProduct(db: Db, id: number): Promise<ProductOut | null> {
  const rows = await productById(db).all({ id });
  return rows.length === 0 ? null : assembleProducts(rows)[0];
}
