// The public catalogue: a paged, filtered product list and one product.
import { count } from "drizzle-orm";
import { Hono } from "hono";
import { products } from "../../db/schema";
import { productListQuery } from "../../../src/lib/contract/catalog";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { pagedResponse, readPage } from "../lib/paging";
import { pathId } from "../lib/validate";
import { queryOf } from "./body";
import { productOrder, productWhere } from "./search";
import { loadProduct, productColumns, serializeProducts } from "./serialize";

export const productListRoutes = new Hono<AppEnv>()
  .get("/products", async (c) => {
    const db = c.var.db;
    const query = queryOf(c, productListQuery);
    const page = readPage(c);
    const where = productWhere(db, query);
    // The count and the page in one round trip, then one batch for the page's images, categories and offers.
    const [[{ total }], rows] = await db.batch([
      db.select({ total: count() }).from(products).where(where),
      db
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(...productOrder(db, query.ordering, query.branch))
        .limit(page.limit)
        .offset(page.offset),
    ]);
    const results = await serializeProducts(db, rows, { branchId: query.branch });
    return c.json(pagedResponse(c, page, total, results));
  })

  .get("/products/:id{[0-9]+}", async (c) => {
    const product = await loadProduct(c.var.db, pathId(c));
    if (!product) throw notFound("No Product matches the given query.");
    return c.json(product);
  });
