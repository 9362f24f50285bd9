// Listings as the API returns them. A page costs one round trip for its rows (with their
// branch and product columns, joined) plus serializeProducts' one batch for the distinct
// products: a fixed number of queries whatever the page size.
import { and, count, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { branches, branchProducts, products } from "../../db/schema";
import type { Db } from "../env";
import { productColumns, serializeProducts, type ProductBase, type ProductOut } from "../catalog/serialize";
import type { Cursor } from "../lib/cursor";
import { MAX_PARTS, orderBy, pageIds, unionAll } from "../lib/page-ids";
import type { Page } from "../lib/paging";
import { sqlInteger } from "../lib/sql-integer";
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

/** `shop`: the answer is the dashboard's (the caller runs these offers), with the offer's low-stock line. */
export async function serializeListings(db: Db, rows: ListingRow[], { shop = false } = {}): Promise<Listing[]> {
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
    ...(shop ? { low_stock_threshold: listing.low_stock_threshold } : {}),
    branch: { id: branch.id, name: branch.name, name_ar: branch.name_ar, store: branch.store_id },
    product: byId.get(product.id)!,
    description: product.description,
    descriptionAR: product.description_ar,
    created_at: listing.created_at,
    updated_at: listing.updated_at,
  }));
}

/** Counting stops here: past it the list says "more than LISTING_COUNT_CAP" (`count_capped`). */
export const LISTING_COUNT_CAP = 100;

const joined = sql`${branchProducts} inner join ${branches} on ${branches.id} = ${branchProducts.branch_id} inner join ${products} on ${products.id} = ${branchProducts.product_id}`;

/** The columns of branch_products a keyset page of listings may be ordered by (besides its id). */
export type ListingKey = "price" | "stock" | "product_name" | "product_name_ar" | "product_sku";

/**
 * How a keyset page of listings is ordered: newest first (by id), `by` a column of the
 * offer, or `byBranch` (the branch's name, each branch a part read newest first); ties by
 * id the same way. `splits` are disjoint conditions each read as its own part (a stock
 * level), so that every part is one seek in an index's order.
 */
type BranchName = "name" | "name_ar";

export interface ListingOrder {
  by?: ListingKey;
  byBranch?: BranchName;
  descending?: boolean;
  splits?: SQL[];
  /** The splits' condition as one, when there are too many parts to read each (MAX_PARTS). */
  fallback?: SQL;
}

/** A branch a list is read from, with the names it may be ordered by. */
export interface BranchToRead {
  id: number;
  name: string;
  name_ar: string;
}

// Named with their table: in a select over the join, Drizzle writes a column bare ("id"), which three tables have.
const qualified = (name: string) => sql<number>`${branchProducts}.${sql.identifier(name)}`;

// English names and SKUs compare as the dashboard shows them, without case, as their indexes do.
const withoutCase = (key: ListingKey | BranchName) => key === "product_name" || key === "product_sku" || key === "name";
const compared = (value: SQLWrapper | string, key: ListingKey | BranchName) => (withoutCase(key) ? sql`${value} collate nocase` : sql`${value}`);

/** What a page of listings in `order` is sorted by, as a column of a listing's joined row. */
export function listingSortKey(order: ListingOrder): SQLWrapper {
  if (order.byBranch) return compared(branches[order.byBranch], order.byBranch);
  return order.by ? compared(branchProducts[order.by], order.by) : branchProducts.id;
}

/**
 * One page of the listings matching `conditions`, and how many match (up to `cap`). Read by
 * cursor (docs/decisions/0017) in `order`, from the page's start or its cursor on, so a branch
 * of 100,000 offers costs its page; or by `sorted` (the branch column, when there are too
 * many branches to read each), read with OFFSET and counted in full.
 */
export async function pageOfListings(
  db: Db,
  conditions: SQL[],
  page: Page,
  sorted?: SQL[],
  cursor?: Cursor,
  branchList?: BranchToRead[],
  order: ListingOrder = {},
  { shop = false } = {},
) {
  const where = conditions.length ? and(...conditions) : undefined;
  const counting = (w: SQL | undefined) =>
    db
      .select({ one: sql`1` })
      .from(joined as never)
      .where(w);
  // Not db.batch: D1 returns batched rows as objects, so the joined tables' same-named
  // columns (id, created_at, ...) would overwrite each other. Two parallel calls instead.
  if (sorted) {
    const [[counted], rows] = await Promise.all([
      db.select({ total: count() }).from(sql`(${counting(where)})`),
      selectListings(db)
        .where(where)
        .orderBy(...sorted)
        .limit(page.limit)
        .offset(page.offset),
    ]);
    return { total: counted.total, more: page.offset + rows.length < counted.total, keys: [], results: await serializeListings(db, rows, { shop }) };
  }
  // A store's or a merchant's listings are read branch by branch (and stock level by stock
  // level), each from a (branch_id, [column,] id) index in order, and merged: one scan
  // in id order probing the branch walked every listing of the marketplace for a small shop.
  // Ids and levels written into the SQL (lib/sql-integer.ts): many parts, many parameters.
  const perBranch = branchList
    ? branchList.map((b) => ({ branch: b, where: and(sql`${branchProducts.branch_id} = ${sqlInteger(b.id)}`, where) }))
    : [{ branch: undefined, where }];
  const split = order.splits && perBranch.length * order.splits.length <= MAX_PARTS ? order.splits : undefined;
  const wheres = split
    ? perBranch.flatMap((w) => split.map((level) => ({ ...w, where: and(w.where, level) })))
    : perBranch.map((w) => ({ ...w, where: and(w.where, order.fallback) }));
  const listingId = qualified("id");
  const descending = order.descending ?? true;
  // Sorted by branch, each branch is a part keyed by its name; one branch asked for (no list
  // of branches) is simply newest first.
  const byBranch = branchList ? order.byBranch : undefined;
  const ordered = { ...order, byBranch };
  const parts = wheres.map(({ branch, where: w }) =>
    byBranch && branch
      ? { from: joined, where: w, key: compared(branch[byBranch], byBranch), id: listingId, descending, constant: true }
      : { from: joined, where: w, key: order.by ? compared(qualified(order.by), order.by) : listingId, id: listingId, descending },
  );
  const ids = pageIds(db, parts, page, cursor);
  const counted = wheres.length
    ? unionAll(wheres.map(({ where: w }) => (w ? sql`select 1 from ${joined} where ${w}` : sql`select 1 from ${joined}`)))
    : sql`select 1 where 0`;
  const reverse = cursor?.before ?? false;
  const rowKey = listingSortKey(ordered);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(sql`(select * from (${counted}) limit ${LISTING_COUNT_CAP + 1})`),
    selectListings(db)
      .where(inArray(branchProducts.id, ids))
      .orderBy(...orderBy(rowKey, branchProducts.id, descending !== reverse)),
  ]);
  const shown = rows.slice(0, page.limit);
  if (reverse) shown.reverse();
  const keyOfRow = (r: ListingRow) => (byBranch ? r.branch[byBranch] : order.by ? r.listing[order.by] : r.listing.id);
  const keys = shown.map((r) => ({ key: keyOfRow(r), id: r.listing.id }));
  return { total, more: rows.length > page.limit, keys, results: await serializeListings(db, shown, { shop }) };
}

/** One listing by id, serialized (`shop`: as the dashboard's answer), or null. */
export async function loadListing(db: Db, id: number, { shop = false } = {}): Promise<Listing | null> {
  const row = await selectListings(db).where(eq(branchProducts.id, id)).get();
  if (!row) return null;
  const [out] = await serializeListings(db, [row], { shop });
  return out;
}
