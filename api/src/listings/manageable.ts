// The dashboard's products table (GET /branch-products/?managed=true): one row per offer in
// the branches the caller runs, found by the storefront's own search (both languages' names
// and the SKU, Arabic-normalised), filtered by stock and sorted by a column.
import { asc, desc, lte, sql, type SQL } from "drizzle-orm";
import { branches, branchProducts, products } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { branchScope } from "../lib/access";
import { check } from "../lib/validate";
import { searchConditions } from "../catalog/search-index";
import { searchTermsOf } from "../catalog/search";
import { manageableListingQuery } from "#contract/listings";
import { LOW_STOCK_THRESHOLD } from "#shared/stock-rules";

const columns = {
  name: sql`${products.name} collate nocase`,
  name_ar: products.name_ar,
  sku: sql`${products.sku} collate nocase`,
  branch: sql`${branches.name} collate nocase`,
  branch_ar: branches.name_ar,
  price: branchProducts.price,
  stock: branchProducts.stock,
} as const;

export const wantsManageable = (query: Record<string, string>) => ["true", "1", "True"].includes(query.managed ?? "");

/**
 * The conditions and order of the caller's offers for `query`. `scope` (the branches the caller
 * runs) is apart: a list read branch by branch from those branches (listings/scope.ts) has
 * applied it already, and probing it again on every offer only costs.
 */
export function manageableListings(
  db: Db,
  user: AuthUser,
  query: Record<string, string>,
): { conditions: SQL[]; scope: SQL | undefined; order: SQL[] | undefined } {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim() !== ""));
  const q = check(manageableListingQuery, given);
  const conditions: SQL[] = [];
  const scope = branchScope(db, user, branchProducts.branch_id);
  conditions.push(...searchConditions(searchTermsOf({ search: q.search })));
  if (q.stock === "low") conditions.push(lte(branchProducts.stock, LOW_STOCK_THRESHOLD));
  if (q.stock === "out") conditions.push(lte(branchProducts.stock, 0));
  // Without a column, newest first: read by id, by cursor (listings/serialize.ts).
  if (!q.ordering) return { conditions, scope, order: undefined };
  const descending = q.ordering.startsWith("-");
  const column = columns[q.ordering.replace(/^-/, "") as keyof typeof columns];
  // Ties (one product in several branches) stay in a stable order across pages.
  return { conditions, scope, order: [descending ? desc(column) : asc(column), desc(branchProducts.id)] };
}
