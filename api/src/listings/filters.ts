// GET /branch-products/ query filters as SQL conditions. `product` takes a comma list so the
// storefront can refresh live price and stock for a whole page of products in one call.
import { and, eq, gt, not, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { branches, branchProducts } from "../../db/schema";
import { sqlInteger } from "../lib/sql-integer";
import { check } from "../lib/validate";
import { type ListingFilters, listingFilters } from "#contract/listings";

// A list may hold 100 ids on top of the other filters and the paging: the ids, checked to be
// integers by the contract, are written into the SQL (lib/sql-integer.ts).
const inIds = (column: AnyColumn, ids: number[]) => sql`${column} in (${sql.join(ids.map(sqlInteger), sql`, `)})`;

/** The filters of a query; an empty parameter is no filter, as with Django's filter sets. */
export function readListingFilters(query: Record<string, string>): ListingFilters {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim() !== ""));
  return check(listingFilters, given);
}

export function listingConditions(query: Record<string, string>): SQL[] {
  const f = readListingFilters(query);
  const out: SQL[] = [];
  if (f.branch !== undefined) out.push(eq(branchProducts.branch_id, f.branch));
  // A probe per listing, not a join: the newest-first page reads listings by id and stops at
  // its last row, where joining through the store's branches sorted all of the store's.
  if (f.store !== undefined)
    out.push(sql`${branchProducts.branch_id} in (select ${branches.id} from ${branches} where ${branches.store_id} = ${f.store})`);
  if (f.product !== undefined) out.push(inIds(branchProducts.product_id, f.product));
  if (f.ids !== undefined) out.push(inIds(branchProducts.id, f.ids));
  if (f.featured !== undefined) out.push(eq(branchProducts.is_featured, f.featured));
  if (f.available !== undefined) {
    // "+": a condition the rows read are checked against, never an index range on stock (which
    // the planner would otherwise take and then sort every in-stock offer of the branch).
    const inStock = and(eq(branchProducts.is_available, true), gt(sql`+${branchProducts.stock}`, 0))!;
    out.push(f.available ? inStock : not(inStock));
  }
  return out;
}
