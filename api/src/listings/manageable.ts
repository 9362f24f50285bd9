// The dashboard's products table (GET /branch-products/?managed=true): one row per offer in
// the branches the caller runs, found by the storefront's own search (both languages' names
// and the SKU, Arabic-normalised), filtered by stock and sorted by a column.
import { asc, desc, lte, sql, type SQL } from "drizzle-orm";
import { branchProducts } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { branchScope } from "../lib/access";
import { sqlInteger } from "../lib/sql-integer";
import { check } from "../lib/validate";
import { searchConditions } from "../catalog/search-index";
import { searchTermsOf } from "../catalog/search";
import { manageableListingQuery } from "#contract/listings";
import { type ListingOrder, listingSortKey } from "./serialize";

// The dashboard's columns and the offer's column each is read in order from, per branch
// (docs/decisions/0017, 0021); the branch columns read each branch as a part, newest first.
const keyColumns = { price: "price", stock: "stock", name: "product_name", name_ar: "product_name_ar", sku: "product_sku" } as const;
const branchColumns = { branch: "name", branch_ar: "name_ar" } as const;

export const wantsManageable = (query: Record<string, string>) => ["true", "1", "True"].includes(query.managed ?? "");

/**
 * The caller's offers for `query`: conditions, and the `order` a page is read in by cursor.
 * `scope` (the branches the caller runs) is apart: a list read branch by branch from those
 * branches (listings/scope.ts) has applied it already, and probing it again on every offer
 * only costs.
 */
export function manageableListings(
  db: Db,
  user: AuthUser,
  query: Record<string, string>,
): { conditions: SQL[]; scope: SQL | undefined; order: ListingOrder } {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim() !== ""));
  const q = check(manageableListingQuery, given);
  const conditions: SQL[] = [];
  const scope = branchScope(db, user, branchProducts.branch_id);
  conditions.push(...searchConditions(searchTermsOf({ search: q.search })));
  const field = q.ordering?.replace(/^-/, "");
  const descending = q.ordering?.startsWith("-") ?? true;
  const by = field && field in keyColumns ? keyColumns[field as keyof typeof keyColumns] : undefined;
  const byBranch = field && field in branchColumns ? branchColumns[field as keyof typeof branchColumns] : undefined;
  // Low stock is at most each offer's own line (low_stock_threshold). Newest first, that very
  // condition is the partial index (branch_id, id) it names (schema.ts), read in id order;
  // sorted by another column, a check on each row read.
  if (q.stock === "low") {
    conditions.push(sql`${branchProducts.stock} <= ${branchProducts.low_stock_threshold}`);
    return { conditions, scope, order: { by, byBranch, descending } };
  }
  // Out of stock, newest first, is the (branch_id, stock, id) seek of stock 0 in id order.
  const out = q.stock === "out";
  const splits = !q.ordering && out ? [sql`${branchProducts.stock} = ${sqlInteger(0)}`] : undefined;
  // Sorted by stock, the level is a range of the index read; sorted otherwise, a check on
  // each row read ("+": not an index range, which the planner would take and then sort).
  const stock = by === "stock" ? sql`${branchProducts.stock}` : sql`+${branchProducts.stock}`;
  const level = out ? lte(stock, 0) : undefined;
  if (!splits && level) conditions.push(level);
  return { conditions, scope, order: { by, byBranch, descending, splits, fallback: splits ? level : undefined } };
}

/**
 * The branch columns when the branches are too many to read each (a super admin's whole
 * marketplace): every offer sorted, with numbered pages (ADR 0017). Ties stay in a stable
 * order across pages.
 */
export function sortedInFull(order: ListingOrder): SQL[] {
  const key = listingSortKey(order);
  return [order.descending ? desc(key) : asc(key), desc(branchProducts.id)];
}
