// The public catalogue: a paged, filtered product list and one product. A page costs what
// its rows cost, whatever the catalogue's size (docs/decisions/0017-catalogue-at-scale.md):
// keyset cursors instead of deep OFFSETs, a count that stops at COUNT_CAP, and searches read
// from their index in its own order.
import { count, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { branchProducts, productCategories, products } from "../../db/schema";
import { type ProductExists, productListQuery, type ProductListQuery } from "#contract/catalog";
import type { AppEnv, Db } from "../env";
import { type Cursor, decodeCursor, type SortKey } from "../lib/cursor";
import { notFound } from "../lib/errors";
import { keysetResponse, readPage, type Page } from "../lib/paging";
import { say } from "#contract/said";
import { pathId } from "../lib/validate";
import { queryOf } from "./body";
import { orderBy, pageIds, type PageSource } from "../lib/page-ids";
import { productSortKey, productWhere, searchTermsOf } from "./search";
import { boundedSearchCount, filteredSearchIds, pageAmong, SORTED_SEARCH_DEPTH, sortedSearchMatches } from "./search-depth";
import { countMatches, indexAnswers, indexFor, type SearchIndex } from "./search-index";
import { askedArea } from "../delivery/offers";
import { assembleProducts, loadProduct, type ReachArea, selectProductsWithStore } from "./serialize";

/** Counting stops here: past it the answer is "more than COUNT_CAP" (`count_capped`), as large shops show "100+ results". */
export const COUNT_CAP = 100;
/** The deepest row a numbered page may start at; deeper pages follow the `next` cursor. */
export const MAX_PAGE_OFFSET = 1200;
/**
 * How deep a search goes: its index is read from the newest match on, and a cursor does not
 * let it skip the matches before (ADR 0017), so like large shops it shows the best 1,000.
 */
export const SEARCH_DEPTH = 1000;

const hasFilters = (q: ProductListQuery) => [q.store, q.category, q.branch, q.featured, q.available].some((v) => v !== undefined);

/** Sorted by one branch's price (`?branch=…&ordering=[-]price`). */
const inBranchPriceOrder = (q: ProductListQuery): q is ProductListQuery & { branch: number } =>
  q.ordering?.replace(/^-/, "") === "price" && q.branch !== undefined;

/** How a page without a search is read: from the table, or one category's or branch's rows, in the chosen order. */
function pageSource(db: Db, query: ProductListQuery): PageSource & { rowKey: typeof products.id | PageSource["key"] } {
  // The newest of one category or branch: read from its own rows, in product id order
  // (`product_categories_category_idx`, `branch_products_uq`), so a small category among a
  // million products costs its page, not a walk through every product probing for it.
  if (query.ordering === undefined && (query.category !== undefined || query.branch !== undefined)) {
    const through = query.category !== undefined ? productCategories : branchProducts;
    const joined = query.category !== undefined ? "product_categories" : "branch_products";
    const id = through.product_id;
    const from = sql`${through} join ${products} on ${products.id} = ${id}`;
    return { from, where: productWhere(db, query, joined), key: id, id, rowKey: products.id, descending: true };
  }
  // One branch's prices: read from `branch_products_branch_price_idx` in (price, product) order.
  if (inBranchPriceOrder(query)) {
    const from = sql`${branchProducts} join ${products} on ${products.id} = ${branchProducts.product_id}`;
    const where = productWhere(db, query, "branch_products");
    const descending = query.ordering?.startsWith("-") ?? false;
    return { from, where, key: branchProducts.price, id: branchProducts.product_id, rowKey: branchPrice(query.branch), descending };
  }
  const { key, descending } = productSortKey(query.ordering);
  return { from: products, where: productWhere(db, query), key, id: products.id, rowKey: key, descending };
}

/** A product's price in one branch, for the rows of a page read in that order (one unique-key probe each). */
const branchPrice = (branchId: number) =>
  sql`(select ${branchProducts.price} from ${branchProducts} where ${branchProducts.branch_id} = ${branchId} and ${branchProducts.product_id} = ${products.id})`;

/** The sort key of the rows of a page in `query`'s order: that branch's price, or a product column. */
const rowKeyOf = (query: ProductListQuery) => (inBranchPriceOrder(query) ? branchPrice(query.branch) : productSortKey(query.ordering).key);

/**
 * The page's ids and its count, newest first when searching: a search looks at a bounded
 * number of matches past its cursor (search-depth.ts), and its count, when it has no filter,
 * is the index's alone; any other list is read from its page source.
 */
function readOf(db: Db, query: ProductListQuery, terms: string[], index: SearchIndex | undefined, page: Page, cursor: Cursor | undefined) {
  if (index) {
    const total = !hasFilters(query) && indexAnswers(terms) ? countMatches(db, terms, COUNT_CAP) : boundedSearchCount(db, query, index, COUNT_CAP);
    return { total, ids: filteredSearchIds(db, query, index, page, cursor), rowKey: products.id, descending: true };
  }
  const source = pageSource(db, query);
  const counting = db
    .select({ one: sql`1` })
    .from(source.from as never)
    .where(source.where)
    .limit(COUNT_CAP + 1);
  const total = db.select({ total: count() }).from(sql`(${counting})`);
  return { total, ids: pageIds(db, source, page, cursor), rowKey: source.rowKey, descending: source.descending };
}

async function listPage(db: Db, query: ProductListQuery, page: Page, cursor: Cursor | undefined, area: ReachArea | undefined) {
  const terms = searchTermsOf(query);
  const index = indexFor(terms);
  if (index && query.ordering !== undefined) return sortedSearch(db, query, index, page, cursor, area);
  const { total, ids, rowKey, descending } = readOf(db, query, terms, index, page, cursor);
  const reverse = cursor?.before ?? false;
  const rowsQuery = selectProductsWithStore(db, rowKey, query.branch, area)
    .where(inArray(products.id, ids))
    .orderBy(...orderBy(rowKey, products.id, descending !== reverse));

  // One round trip: the count, and the page with its details.
  const [counted, rows] = await db.batch([total, rowsQuery]);
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  if (reverse) shown.reverse();
  const results = assembleProducts(shown);
  return { total: counted[0].total, more, rows: shown, results, depth: index ? SEARCH_DEPTH : undefined };
}

/**
 * A search in another order than the newest first: its newest SORTED_SEARCH_DEPTH matches the
 * filters keep, sorted (search-depth.ts), read first; the page is found among them, and its
 * rows with their details follow by id. The count is theirs.
 */
async function sortedSearch(
  db: Db,
  query: ProductListQuery,
  index: SearchIndex,
  page: Page,
  cursor: Cursor | undefined,
  area: ReachArea | undefined,
) {
  const key = rowKeyOf(query);
  const descending = query.ordering?.startsWith("-") ?? false;
  const reverse = cursor?.before ?? false;
  const sorted = (await sortedSearchMatches(db, query, index, { key, descending })) as { id: number; k: SortKey }[];
  const ids = pageAmong(sorted, descending, page, cursor).map((r) => r.id);
  const rows = ids.length
    ? await selectProductsWithStore(db, key, query.branch, area)
        .where(inArray(products.id, ids))
        .orderBy(...orderBy(key, products.id, descending !== reverse))
    : [];
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  if (reverse) shown.reverse();
  const results = assembleProducts(shown);
  return { total: sorted.length, more, rows: shown, results, depth: SORTED_SEARCH_DEPTH };
}

export const productListRoutes = new Hono<AppEnv>()
  .get("/products", async (c) => {
    const query = queryOf(c, productListQuery);
    const cursor = decodeCursor(c.req.query("cursor"));
    const page = readPage(c);
    if (!cursor && page.offset > MAX_PAGE_OFFSET) throw notFound(say("invalidPage"));
    // With an area, each product says whether it reaches there, from the page's own statement
    // (the areas are the isolate's copy: no read of their own once loaded).
    const placed = query.area_id === undefined ? undefined : await askedArea(c.var.db, query.area_id);
    const area = placed && { id: placed.id, governorate_id: placed.governorate.id };
    const { total, more, rows, results, depth } = await listPage(c.var.db, query, page, cursor, area);
    const keys = rows.map((r) => ({ key: r.sortKey ?? null, id: r.product.id }));
    return c.json(keysetResponse(c, { page, cursor, more, total, cap: COUNT_CAP, keys, depth }, results));
  })

  // Is the product still in the catalogue? One primary-key read, no details: the web worker
  // asks it before serving a product page, prerendered or cached (docs/decisions/0019).
  // Products have no hidden state: what the public list shows is what is here.
  .get("/products/:id{[0-9]+}/exists", async (c) => {
    const id = pathId(c);
    const row = await c.var.db.select({ id: products.id }).from(products).where(eq(products.id, id)).get();
    if (!row) throw notFound(say("noSuchProduct"));
    return c.json({ id: row.id } satisfies ProductExists);
  })

  .get("/products/:id{[0-9]+}", async (c) => {
    const product = await loadProduct(c.var.db, pathId(c));
    if (!product) throw notFound(say("noSuchProduct"));
    return c.json(product);
  });
