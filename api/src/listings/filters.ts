// GET /branch-products/ query filters as SQL conditions. `product` takes a comma list so the
// storefront can refresh live price and stock for a whole page of products in one call.
import { and, eq, gt, not, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { branches, branchProducts } from "../../db/schema";
import { check } from "../lib/validate";
import { listingFilters } from "#contract/listings";

// D1 binds at most 100 parameters per statement, and a list may hold 100 ids on top of the
// other filters and the paging: the ids, checked to be integers, are written into the SQL.
const inIds = (column: AnyColumn, ids: number[]) => sql`${column} in (${sql.raw(ids.map((id) => String(Math.trunc(id))).join(", "))})`;

export function listingConditions(query: Record<string, string>): SQL[] {
  // An empty parameter is no filter, as with Django's filter sets.
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim() !== ""));
  const f = check(listingFilters, given);
  const out: SQL[] = [];
  if (f.branch !== undefined) out.push(eq(branchProducts.branch_id, f.branch));
  if (f.store !== undefined) out.push(eq(branches.store_id, f.store));
  if (f.product !== undefined) out.push(inIds(branchProducts.product_id, f.product));
  if (f.ids !== undefined) out.push(inIds(branchProducts.id, f.ids));
  if (f.featured !== undefined) out.push(eq(branchProducts.is_featured, f.featured));
  if (f.available !== undefined) {
    const inStock = and(eq(branchProducts.is_available, true), gt(branchProducts.stock, 0))!;
    out.push(f.available ? inStock : not(inStock));
  }
  return out;
}
