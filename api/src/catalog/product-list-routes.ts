// The public catalogue: a paged, filtered product list and one product.
import { count, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { products } from "../../db/schema";
import { productListQuery, type ProductListQuery } from "#contract/catalog";
import type { AppEnv, Db } from "../env";
import { notFound } from "../lib/errors";
import { pagedResponse, readPage, type Page } from "../lib/paging";
import { say } from "../lib/said";
import { pathId } from "../lib/validate";
import { queryOf } from "./body";
import { productOrder, productWhere, searchTermsOf } from "./search";
import { countMatches, indexAnswers, pageSource } from "./search-index";
import { assembleProducts, loadProduct, relatedQueries, selectProductsWithStore, type ProductWithStore } from "./serialize";

const hasFilters = (q: ProductListQuery) => [q.store, q.category, q.branch, q.featured, q.available].some((v) => v !== undefined);

/** How many products match, and the page's rows with their images, categories and offers. */
async function listPage(db: Db, query: ProductListQuery, page: Page) {
  const terms = searchTermsOf(query);
  const where = productWhere(db, query);
  const order = productOrder(db, query.ordering, query.branch);
  const byCreation = (query.ordering ?? "-created_at").endsWith("created_at");
  const total = indexAnswers(terms) && !hasFilters(query) ? countMatches(db, terms) : db.select({ total: count() }).from(products).where(where);
  // The page as a subquery: the ids in order, one page of them. Drizzle refuses a table's
  // column when the source is SQL (an index hint), hence the id as SQL.
  const pageIds = db
    .select({ id: sql<number>`${products.id}` })
    .from(pageSource(terms, byCreation))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const rowsQuery = selectProductsWithStore(db)
    .where(inArray(products.id, pageIds))
    .orderBy(...order);

  if (byCreation) {
    // In creation order the page comes from an index for a fraction of a query's cost, so
    // every statement repeats it and the whole answer is one round trip.
    const [[{ total: n }], rows, ...related] = await db.batch([total, rowsQuery, ...relatedQueries(db, pageIds, query.branch)]);
    return { total: n, results: assembleProducts(rows, related) };
  }
  // Other orders sort every match: that is done once, and the rest follows by id.
  const [[{ total: n }], rows] = await db.batch([total, rowsQuery]);
  if (rows.length === 0) return { total: n, results: [] };
  const related = await db.batch(
    relatedQueries(
      db,
      rows.map((r: ProductWithStore) => r.product.id),
      query.branch,
    ),
  );
  return { total: n, results: assembleProducts(rows, related) };
}

export const productListRoutes = new Hono<AppEnv>()
  .get("/products", async (c) => {
    const query = queryOf(c, productListQuery);
    const page = readPage(c);
    const { total, results } = await listPage(c.var.db, query, page);
    return c.json(pagedResponse(c, page, total, results));
  })

  .get("/products/:id{[0-9]+}", async (c) => {
    const product = await loadProduct(c.var.db, pathId(c));
    if (!product) throw notFound(say("noSuchProduct"));
    return c.json(product);
  });
