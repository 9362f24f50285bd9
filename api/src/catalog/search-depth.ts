// A search within a filter or in another order than the newest first reads a bounded number
// of its matches (docs/decisions/0017, 0020). The newest matches are read from the search index in
// its own (id) order, at most a depth of them past the page's cursor, and the filters and the
// order apply to those: a filter that keeps few matches, or an order the index does not
// have, costs at most the depth, never every match of the catalogue.
import { and, count, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { products } from "../../db/schema";
import type { ProductListQuery } from "#contract/catalog";
import type { Db } from "../env";
import type { Cursor, SortKey } from "../lib/cursor";
import type { Page } from "../lib/paging";
import { sqlInteger } from "../lib/sql-integer";
import { productWhere, searchTermsOf } from "./search";
import { searchConditions, type SearchIndex } from "./search-index";

/** How many matches past its cursor a filtered search's page (and its count) looks at, newest first. */
export const FILTERED_SEARCH_DEPTH = 1000;
/**
 * How many of the newest matches a search in another order sorts (cheapest first, by name...).
 * Each costs its index entry and its product row per request, so fewer than the newest-first
 * depth: the page and its count stay within what a page may cost.
 */
export const SORTED_SEARCH_DEPTH = 200;

/**
 * At most `depth` of the newest matches (past `after`'s id, in the index's order) as `m.rid`,
 * joined to their products (`cross join`: the matches are read first, in order, and each
 * product found by its id), with the search's other conditions and the query's filters as
 * `where`. The rowid bound is inside, where FTS5 seeks it; outside, SQLite would read every
 * match before the cursor again.
 */
function newestMatches(db: Db, query: ProductListQuery, index: SearchIndex, depth: number, after?: Cursor, sorting = false) {
  // The index's own match comes first (search-index.ts); the others are checked per product.
  const [match, ...others] = searchConditions(searchTermsOf(query), index);
  const rowid = sql.raw("rowid");
  // Written into the SQL (lib/sql-integer.ts): bound, FTS5 read every match and compared
  // instead of seeking (2,712 rows for 13). The id is a cursor's, checked in lib/cursor.ts.
  const id = after ? sqlInteger(after.id) : undefined;
  const past = after ? (after.before ? sql`${rowid} > ${id}` : sql`${rowid} < ${id}`) : undefined;
  const direction = sql.raw(after?.before ? "asc" : "desc");
  const where = and(...others, productWhere(db, { ...query, search: undefined }));
  // Category, branch and availability probe other tables by the product's id alone: the
  // matches are then named `products` with their `id`, and no product row is read for them.
  const byIdAlone = !sorting && others.length === 0 && query.store === undefined && query.featured === undefined;
  const matches = (name: SQL) =>
    sql`(select ${rowid} as ${name} from ${sql.identifier(index)} where ${and(match, past)} order by ${rowid} ${direction} limit ${depth})`;
  if (byIdAlone) return { from: sql`${matches(sql.raw("id"))} as ${products}`, where, direction, order: sql`${products.id}` };
  return { from: sql`${matches(sql.raw("rid"))} as m cross join ${products} on ${products.id} = m.rid`, where, direction, order: sql.raw("m.rid") };
}

/** The count, up to `cap` + 1, of the newest matches the filters keep (at most FILTERED_SEARCH_DEPTH looked at). */
export function boundedSearchCount(db: Db, query: ProductListQuery, index: SearchIndex, cap: number) {
  const { from, where } = newestMatches(db, query, index, FILTERED_SEARCH_DEPTH);
  const kept = db
    .select({ one: sql`1` })
    .from(from as never)
    .where(where)
    .limit(cap + 1);
  return db.select({ total: count() }).from(sql`(${kept})`);
}

/**
 * A search's page in the default order (newest first) as `(select id …)`: the next
 * FILTERED_SEARCH_DEPTH matches past the cursor, in the index's order, kept by the filters
 * (if any), so a page deep in the search seeks its cursor instead of reading every match
 * before it.
 */
export function filteredSearchIds(db: Db, query: ProductListQuery, index: SearchIndex, page: Page, cursor: Cursor | undefined): SQL {
  const { from, where, direction, order } = newestMatches(db, query, index, FILTERED_SEARCH_DEPTH, cursor);
  return sql`(select ${products.id} from ${from} ${where ? sql`where ${where}` : sql``} order by ${order} ${direction} limit ${page.limit + 1} offset ${cursor ? 0 : page.offset})`;
}

/**
 * A search in another order: the ids and sort keys of the newest SORTED_SEARCH_DEPTH matches
 * the filters keep, sorted by `key` (ties by id the same way). All of them, not a page: the
 * sort reads each of them anyway, and the caller finds the page (and the count) among them.
 */
export function sortedSearchMatches(db: Db, query: ProductListQuery, index: SearchIndex, sort: { key: SQLWrapper; descending: boolean }) {
  const { from, where } = newestMatches(db, query, index, SORTED_SEARCH_DEPTH, undefined, true);
  const direction = sql.raw(sort.descending ? "desc" : "asc");
  return db
    .select({ id: sql<number>`${products.id}`.as("id"), k: sql<SortKey>`${sort.key}`.as("k") })
    .from(from as never)
    .where(where)
    .orderBy(sql`${sort.key} ${direction}`, sql`${products.id} ${direction}`);
}

const compareKeys = (a: SortKey, b: SortKey) => {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The page among `sorted` (in the list's order): from `offset`, or past the cursor's row (found
 * by id; by its key if that product has left the list), in the order it is read (a `previous`
 * cursor reads backwards). At most `limit` + 1 rows, the extra one saying there is more.
 */
export function pageAmong(sorted: { id: number; k: SortKey }[], descending: boolean, page: Page, cursor: Cursor | undefined) {
  const size = page.limit + 1;
  if (!cursor) return sorted.slice(page.offset, page.offset + size);
  const order = (r: { id: number; k: SortKey }) => (descending ? -1 : 1) * (compareKeys(r.k, cursor.key) || r.id - cursor.id);
  const at = sorted.findIndex((r) => r.id === cursor.id);
  if (cursor.before) {
    const end = at >= 0 ? at : sorted.findIndex((r) => order(r) >= 0);
    const stop = end < 0 ? sorted.length : end;
    return sorted.slice(Math.max(0, stop - size), stop).reverse();
  }
  const start = at >= 0 ? at + 1 : sorted.findIndex((r) => order(r) > 0);
  return start < 0 ? [] : sorted.slice(start, start + size);
}
