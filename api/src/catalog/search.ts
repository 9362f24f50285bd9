// What GET /products/ matches and how it orders. Search runs against `search_text`, a
// column written with the product: both languages' names and descriptions and the SKU,
// without HTML, lower-cased and Arabic-normalised, so every term is looked for in one
// column; the index that finds them fast is SQLite's and lives in search-index.ts.
import { and, asc, desc, eq, gt, inArray, min, notInArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { branchProducts, categories, productCategories, products, stores } from "../../db/schema";
import type { ProductListQuery, ProductOrdering } from "#contract/catalog";
import { normalizeSearch, searchTerms, stripHtml } from "#shared/normalize";
import type { Db } from "../env";
import { badRequest } from "../lib/errors";
import { say } from "../lib/said";
import { searchConditions } from "./search-index";

type SearchFields = Pick<
  typeof products.$inferSelect,
  "name" | "name_ar" | "sku" | "description" | "description_ar" | "short_description" | "short_description_ar"
>;

/** The search column's value for a product's text fields. */
export function searchText(p: SearchFields): string {
  const parts = [p.name, p.name_ar, p.sku, p.short_description, p.short_description_ar, p.description, p.description_ar];
  return normalizeSearch(parts.map(stripHtml).join(" "));
}

// Every word is one more condition in every statement of a page; past a sentence's worth a
// query is not a search any more (and SQLite caps an expression's depth at 100).
const MAX_SEARCH_TERMS = 32;

/** The distinct normalised words of `?search=`; too many of them is the client's error. */
export function searchTermsOf(q: ProductListQuery): string[] {
  const terms = [...new Set(searchTerms(q.search ?? ""))];
  if (terms.length > MAX_SEARCH_TERMS) throw badRequest({ search: [say("maxWords", { n: MAX_SEARCH_TERMS })] });
  return terms;
}

const isId = (value: string) => /^\d{1,12}$/.test(value);

/** The WHERE clause of a product list. Unknown stores, categories or branches match nothing. */
export function productWhere(db: Db, q: ProductListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  where.push(...searchConditions(searchTermsOf(q)));
  if (q.store !== undefined) {
    const store = db
      .select({ id: stores.id })
      .from(stores)
      .where(isId(q.store) ? or(eq(stores.id, Number(q.store)), eq(stores.slug, q.store)) : eq(stores.slug, q.store));
    where.push(inArray(products.store_id, store));
  }
  if (q.category !== undefined) {
    const inCategory = db
      .select({ id: productCategories.product_id })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.category_id))
      .where(isId(q.category) ? or(eq(categories.id, Number(q.category)), eq(categories.slug, q.category)) : eq(categories.slug, q.category));
    where.push(inArray(products.id, inCategory));
  }
  if (q.branch !== undefined) {
    where.push(inArray(products.id, db.select({ id: branchProducts.product_id }).from(branchProducts).where(eq(branchProducts.branch_id, q.branch))));
  }
  if (q.featured !== undefined) where.push(eq(products.is_featured, q.featured));
  if (q.available !== undefined) {
    // Available: some listing (in the chosen branch, if any) is on sale and in stock.
    const onSale = db
      .select({ id: branchProducts.product_id })
      .from(branchProducts)
      .where(
        and(
          eq(branchProducts.is_available, true),
          gt(branchProducts.stock, 0),
          q.branch === undefined ? undefined : eq(branchProducts.branch_id, q.branch),
        ),
      );
    where.push(q.available ? inArray(products.id, onSale) : notInArray(products.id, onSale));
  }
  return and(...where);
}

/** ORDER BY for `ordering`; the newest first by default, ties broken by id so pages never overlap. */
export function productOrder(db: Db, ordering: ProductOrdering = "-created_at", branchId?: number): SQL[] {
  const descending = ordering.startsWith("-");
  const field = ordering.replace(/^-/, "");
  let column: SQLWrapper;
  if (field === "price") {
    // The price a shopper sees: the cheapest listing (in the chosen branch), else the base price.
    const cheapest = db
      .select({ price: min(branchProducts.price) })
      .from(branchProducts)
      .where(and(eq(branchProducts.product_id, products.id), branchId === undefined ? undefined : eq(branchProducts.branch_id, branchId)));
    column = sql`coalesce((${cheapest}), ${products.base_price})`;
  } else {
    const columns: Record<string, SQLWrapper> = {
      name: products.name,
      created_at: products.created_at,
      total_sold: products.total_sold,
      average_rating: products.average_rating,
    };
    column = columns[field];
  }
  return [descending ? desc(column) : asc(column), descending ? desc(products.id) : asc(products.id)];
}
