// What GET /products/ matches and how it orders. Search runs against `search_text`, a
// column written with the product: both languages' names and descriptions and the SKU,
// without HTML, lower-cased and Arabic-normalised, so every term is looked for in one
// column; the index that finds them fast is SQLite's and lives in search-index.ts.
import { and, eq, exists, gt, notExists, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { branchProducts, categories, productCategories, products, stores } from "../../db/schema";
import type { ProductListQuery, ProductOrdering } from "#contract/catalog";
import { normalizeSearch, searchTerms, stripHtml } from "#shared/normalize";
import type { Db } from "../env";
import { badRequest } from "../lib/errors";
import { say } from "#contract/said";
import { searchConditions, type SearchIndex } from "./search-index";

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
  if (!q.search) return [];
  const terms = [...new Set(searchTerms(q.search ?? ""))];
  if (terms.length > MAX_SEARCH_TERMS) throw badRequest({ search: [say("maxWords", { n: MAX_SEARCH_TERMS })] });
  return terms;
}

const isId = (value: string) => /^\d{1,12}$/.test(value);

/** What a list's statement reads products through, besides the table: a search index, or a category's or branch's rows. */
export type Driver = SearchIndex | "product_categories" | "branch_products";

/**
 * The WHERE clause of a product list. Unknown stores, categories or branches match nothing.
 * `joined`: the statement reads products through that table (search-index.ts, lib/page-ids.ts),
 * whose own condition is then matched in place.
 */
export function productWhere(db: Db, q: ProductListQuery, joined?: Driver): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  where.push(...searchConditions(searchTermsOf(q), joined === "products_fts" || joined === "products_words" ? joined : undefined));
  // The store and the category are looked up once (scalar subqueries), so the products are
  // read from the store's index in order.
  if (q.store !== undefined) {
    const store = db
      .select({ id: stores.id })
      .from(stores)
      .where(isId(q.store) ? or(eq(stores.id, Number(q.store)), eq(stores.slug, q.store)) : eq(stores.slug, q.store))
      .limit(1);
    where.push(sql`${products.store_id} = (${store})`);
  }
  // Category, branch and availability are probed per product (EXISTS on a primary or unique
  // key), so a page read in index order stops at its last row instead of first collecting
  // every product of the category or branch.
  if (q.category !== undefined) {
    const category = db
      .select({ id: categories.id })
      .from(categories)
      .where(isId(q.category) ? or(eq(categories.id, Number(q.category)), eq(categories.slug, q.category)) : eq(categories.slug, q.category))
      .limit(1);
    const inCategory = db
      .select({ one: sql`1` })
      .from(productCategories)
      .where(and(eq(productCategories.product_id, products.id), sql`${productCategories.category_id} = (${category})`));
    where.push(joined === "product_categories" ? sql`${productCategories.category_id} = (${category})` : exists(inCategory));
  }
  if (q.branch !== undefined && joined === "branch_products") where.push(eq(branchProducts.branch_id, q.branch));
  else if (q.branch !== undefined) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(branchProducts)
          .where(and(eq(branchProducts.branch_id, q.branch), eq(branchProducts.product_id, products.id))),
      ),
    );
  }
  if (q.featured !== undefined) where.push(eq(products.is_featured, q.featured));
  if (q.available !== undefined) {
    // Available: some listing (in the chosen branch, if any) is on sale and in stock.
    const onSale = db
      .select({ one: sql`1` })
      .from(branchProducts)
      .where(
        and(
          eq(branchProducts.product_id, products.id),
          eq(branchProducts.is_available, true),
          gt(branchProducts.stock, 0),
          q.branch === undefined ? undefined : eq(branchProducts.branch_id, q.branch),
        ),
      );
    where.push(q.available ? exists(onSale) : notExists(onSale));
  }
  return and(...where);
}

export interface SortKey {
  /** The value rows are ordered by (ties by id), and whether it runs from high to low. */
  key: SQLWrapper;
  descending: boolean;
}

/** The order of `ordering`: the newest first by default, ties broken by id so pages never overlap. */
export function productSortKey(ordering: ProductOrdering | undefined): SortKey {
  // Newest first by id (ids grow with creation): every filter's page is then read from the
  // primary key in order. `-created_at` asked for by name orders by the stored time.
  if (ordering === undefined) return { key: products.id, descending: true };
  const descending = ordering.startsWith("-");
  const field = ordering.replace(/^-/, "");
  // The price a shopper sees: the cheapest listing, else the base price, stored and indexed.
  // (Within one branch, that branch's price: product-list-routes.ts reads its own index.)
  if (field === "price") return { key: products.shown_price, descending };
  const columns: Record<string, SQLWrapper> = {
    name: products.name,
    created_at: products.created_at,
    total_sold: products.total_sold,
    average_rating: products.average_rating,
  };
  return { key: columns[field], descending };
}
