// SKUs are unique regardless of case: "ABC-1" and "abc-1" are the same code on a label.
import { and, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { products } from "../../db/schema";
import { skuCheckQuery } from "#contract/catalog";
import type { AppEnv, Db } from "../env";
import { queryOf } from "./body";

/** Whether another product (not `exceptId`) already uses this SKU, in any case. */
export async function skuTaken(db: Db, sku: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .select({ id: products.id })
    .from(products)
    .where(and(sql`lower(${products.sku}) = lower(${sku})`, exceptId === undefined ? undefined : ne(products.id, exceptId)))
    .get();
  return row !== undefined;
}

export const skuRoutes = new Hono<AppEnv>().get("/products/check-sku", async (c) => {
  const { sku, exclude_product_id } = queryOf(c, skuCheckQuery);
  return c.json({ available: !(await skuTaken(c.var.db, sku, exclude_product_id)) });
});
