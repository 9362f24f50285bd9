// The public catalogue: a paged, filtered product list and one product. A page costs what
// its rows cost, whatever the catalogue's size (docs/decisions/0017-catalogue-at-scale.md):
// keyset cursors instead of deep OFFSETs, a count that stops at COUNT_CAP, and searches read
// from the index in its own order.
import { and, count, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { products } from "../../db/schema";
import { productListQuery, type ProductListQuery } from "#contract/catalog";
import type { AppEnv, Db } from "../env";
import { afterCursor, type Cursor, decodeCursor } from "../lib/cursor";
import { notFound } from "../lib/errors";
import { keysetResponse, readPage, type Page } from "../lib/paging";
import { say } from "../lib/said";
import { pathId } from "../lib/validate";
import { queryOf } from "./body";
import { orderBy, productSortKey, productWhere, searchTermsOf } from "./search";
import { countMatches, indexAnswers, indexedId, indexedSource, usesIndex } from "./search-index";
import { assembleProducts, loadProduct, relatedQueries, selectProductsWithStore, type ProductWithStore } from "./serialize";

/** Counting stops here: past it the answer is "more than COUNT_CAP" (`count_capped`), as large shops show "100+ results". */
export const COUNT_CAP = 100;
/** The deepest row a numbered page may start at; deeper pages follow the `next` cursor. */
export const MAX_PAGE_OFFSET = 1200;

const hasFilters = (q: ProductListQuery) => [q.store, q.category, q.branch, q.featured, q.available].some((v) => v !== undefined);

/** How the page is read: the ids in order, from the table or (searching, newest first) from the index. */
function pageSource(db: Db, query: ProductListQuery) {
  const terms = searchTermsOf(query);
  const sortKey = productSortKey(db, query.ordering, query.branch);
  // A search in the default order reads the index in rowid order (ids grow with creation).
  if (usesIndex(terms) && query.ordering === undefined) {
    return { from: indexedSource(), where: productWhere(db, query, true), pageKey: indexedId, rowKey: products.id, descending: true, terms };
  }
  return { from: products, where: productWhere(db, query), pageKey: sortKey.key, rowKey: sortKey.key, descending: sortKey.descending, terms };
}

async function listPage(db: Db, query: ProductListQuery, page: Page, cursor: Cursor | undefined) {
  const source = pageSource(db, query);
  const reverse = cursor?.before ?? false;
  const idOf = source.pageKey === indexedId ? indexedId : products.id;
  const keyset = cursor && afterCursor(source.pageKey, idOf, source.descending, cursor);
  const total =
    indexAnswers(source.terms) && !hasFilters(query)
      ? countMatches(db, source.terms, COUNT_CAP)
      : db.select({ total: count() }).from(
          sql`(${db
            .select({ one: sql`1` })
            .from(source.from)
            .where(source.where)
            .limit(COUNT_CAP + 1)})`,
        );
  // Drizzle refuses a table's column when the source is SQL (the index join), hence the id as SQL.
  const pageIds = db
    .select({ id: sql<number>`${idOf}` })
    .from(source.from)
    .where(and(source.where, keyset))
    .orderBy(...orderBy(source.pageKey, idOf, source.descending !== reverse))
    .limit(page.limit + 1)
    .offset(cursor ? 0 : page.offset);
  const rowsQuery = selectProductsWithStore(db, source.rowKey)
    .where(inArray(products.id, pageIds))
    .orderBy(...orderBy(source.rowKey, products.id, source.descending !== reverse));

  // One round trip: the page is a subquery every statement repeats, cheap when read from an
  // index in order. Price order within one branch has no index (the price is that branch's
  // offer), so its page is found once and the rest follows by id.
  const byIndex = query.ordering === undefined || !query.ordering.endsWith("price") || query.branch === undefined;
  type Related = Parameters<typeof assembleProducts>[1];
  let counted: { total: number }[];
  let rows: ProductWithStore[];
  let related: Related;
  if (byIndex) {
    const [c, r, ...rest] = await db.batch([total, rowsQuery, ...relatedQueries(db, pageIds, query.branch)]);
    [counted, rows, related] = [c, r, rest as unknown as Related];
  } else {
    [counted, rows] = await db.batch([total, rowsQuery]);
    const ids = rows.slice(0, page.limit).map((r) => r.product.id);
    related = (ids.length ? await db.batch(relatedQueries(db, ids, query.branch) as never) : [[], [], []]) as Related;
  }
  const n = counted[0].total;
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  if (reverse) shown.reverse();
  return { total: n, more, rows: shown, results: assembleProducts(shown, related) };
}

export const productListRoutes = new Hono<AppEnv>()
  .get("/products", async (c) => {
    const query = queryOf(c, productListQuery);
    const cursor = decodeCursor(c.req.query("cursor"));
    const page = readPage(c);
    if (!cursor && page.offset > MAX_PAGE_OFFSET) throw notFound(say("invalidPage"));
    const { total, more, rows, results } = await listPage(c.var.db, query, page, cursor);
    return c.json(
      keysetResponse(
        c,
        { page, cursor, more, total, cap: COUNT_CAP, keys: rows.map((r) => ({ key: r.sortKey ?? null, id: r.product.id })) },
        results,
      ),
    );
  })

  .get("/products/:id{[0-9]+}", async (c) => {
    const product = await loadProduct(c.var.db, pathId(c));
    if (!product) throw notFound(say("noSuchProduct"));
    return c.json(product);
  });
