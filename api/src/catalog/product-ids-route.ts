// Every product's id, a large page at a time: what the storefront's sitemap lists (every
// product page, prerendered or on demand, ADR 0018) without reading whole products. Keyset
// paged on the primary key, so an answer reads its page's rows whatever the catalogue's size.
// Products have no hidden state: the public list shows every one, and so does this.
import { gt } from "drizzle-orm";
import { Hono } from "hono";
import { products } from "../../db/schema";
import { PRODUCT_IDS_PAGE, productIdsQuery, type ProductIds } from "#contract/catalog";
import type { AppEnv } from "../env";
import { queryOf } from "./body";

export const productIdsRoutes = new Hono<AppEnv>().get("/products/ids", async (c) => {
  const { after = 0, page_size: size = PRODUCT_IDS_PAGE } = queryOf(c, productIdsQuery);
  // One row past the page says whether there is a next one.
  const rows = await c.var.db
    .select({ id: products.id })
    .from(products)
    .where(gt(products.id, after))
    .orderBy(products.id)
    .limit(size + 1);
  const results = rows.slice(0, size).map((r) => r.id);
  let next: string | null = null;
  if (rows.length > size) {
    const url = new URL(c.req.url);
    url.searchParams.set("after", String(results[results.length - 1]));
    next = `${url.pathname}?${url.searchParams}`;
  }
  return c.json({ results, next } satisfies ProductIds);
});
