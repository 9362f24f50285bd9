// Which branches a newest-first list of listings is read from, one index seek each
// (listings/serialize.ts): a store's branches, or the branches a merchant runs, or both.
import { and, eq, type SQL } from "drizzle-orm";
import { branches } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { branchScope } from "../lib/access";
import type { ListingFilters } from "#contract/listings";

/** The branch ids to read, or undefined when the list is one read (every branch, or one branch asked for). */
export async function branchesToRead(db: Db, filters: ListingFilters, manager?: AuthUser): Promise<number[] | undefined> {
  if (filters.branch !== undefined) return undefined;
  const scope = manager ? branchScope(db, manager, branches.id) : undefined;
  if (filters.store === undefined && !scope) return undefined;
  const conditions: SQL[] = [];
  if (filters.store !== undefined) conditions.push(eq(branches.store_id, filters.store));
  if (scope) conditions.push(scope);
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(...conditions));
  return rows.map((r) => r.id);
}
