// The dashboard's products table (GET /branch-products/?managed=true): one row per offer in
// the branches the caller runs, found by the storefront's own search (both languages' names
// and the SKU, Arabic-normalised), filtered by stock and sorted by a column.
import { asc, desc, lte, sql, type SQL } from "drizzle-orm";
import { branches, branchProducts, products } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { branchScope } from "../lib/access";
import { sqlInteger } from "../lib/sql-integer";
import { check } from "../lib/validate";
import { searchConditions } from "../catalog/search-index";
import { searchTermsOf } from "../catalog/search";
import { manageableListingQuery } from "#contract/listings";
import { LOW_STOCK_THRESHOLD } from "#shared/stock-rules";
import type { ListingOrder } from "./serialize";

// These have no index per branch (the names are the product's and the branch's): counted in
// full and sorted per request, with numbered pages (ADR 0017).
const columns = {
  name: sql`${products.name} collate nocase`,
  name_ar: products.name_ar,
  sku: sql`${products.sku} collate nocase`,
  branch: sql`${branches.name} collate nocase`,
  branch_ar: branches.name_ar,
} as const;

export const wantsManageable = (query: Record<string, string>) => ["true", "1", "True"].includes(query.managed ?? "");

/**
 * The caller's offers for `query`: conditions, and either `sorted` (a column without an
 * index: sorted with OFFSET) or `order` (newest first, or by price or stock, by cursor).
 * `scope` (the branches the caller runs) is apart: a list read branch by branch from those
 * branches (listings/scope.ts) has applied it already, and probing it again on every offer
 * only costs.
 */
export function manageableListings(
  db: Db,
  user: AuthUser,
  query: Record<string, string>,
): { conditions: SQL[]; scope: SQL | undefined; sorted: SQL[] | undefined; order: ListingOrder } {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim() !== ""));
  const q = check(manageableListingQuery, given);
  const conditions: SQL[] = [];
  const scope = branchScope(db, user, branchProducts.branch_id);
  conditions.push(...searchConditions(searchTermsOf({ search: q.search })));
  const field = q.ordering?.replace(/^-/, "");
  const descending = q.ordering?.startsWith("-") ?? true;
  // Sorted by price or stock, a page is read by cursor from the (branch_id, price | stock, id) indexes.
  const by = field === "price" || field === "stock" ? field : undefined;
  // Newest first, each stock level (stock is never below 0) is its own (branch_id, stock, id)
  // seek in id order, merged: one range of stock levels would be sorted whole.
  const levels = q.stock === "low" ? LOW_STOCK_THRESHOLD + 1 : q.stock === "out" ? 1 : 0;
  const splits =
    !q.ordering && levels ? Array.from({ length: levels }, (_, level) => sql`${branchProducts.stock} = ${sqlInteger(level)}`) : undefined;
  // Sorted by stock, the levels are a range of the index read; sorted otherwise, a check on
  // each row read ("+": not an index range, which the planner would take and then sort).
  const stock = by === "stock" ? sql`${branchProducts.stock}` : sql`+${branchProducts.stock}`;
  const level = levels ? lte(stock, levels - 1) : undefined;
  if (!splits && level) conditions.push(level);
  if (!q.ordering || by) return { conditions, scope, sorted: undefined, order: { by, descending, splits, fallback: splits ? level : undefined } };
  const column = columns[field as keyof typeof columns];
  // Ties (one product in several branches) stay in a stable order across pages.
  return { conditions, scope, sorted: [descending ? desc(column) : asc(column), desc(branchProducts.id)], order: {} };
}
