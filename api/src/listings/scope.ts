// Which branches a list of listings is read from, one index seek each (listings/serialize.ts):
// a store's branches, or the branches a merchant runs, or both; sorted by branch, every branch.
import { and, eq, type SQL } from "drizzle-orm";
import { branches } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { branchScope } from "../lib/access";
import { MAX_PARTS } from "../lib/page-ids";
import type { ListingFilters } from "#contract/listings";
import type { BranchToRead } from "./serialize";

/**
 * The branches to read, or undefined when the list is one read (one branch asked for, or every
 * branch unless `everyBranch`). Past MAX_PARTS the list is one read too, so no more are read.
 */
export async function branchesToRead(db: Db, filters: ListingFilters, manager?: AuthUser, everyBranch = false): Promise<BranchToRead[] | undefined> {
  if (filters.branch !== undefined) return undefined;
  const scope = manager ? branchScope(db, manager, branches.id) : undefined;
  if (filters.store === undefined && !scope && !everyBranch) return undefined;
  const conditions: SQL[] = [];
  if (filters.store !== undefined) conditions.push(eq(branches.store_id, filters.store));
  if (scope) conditions.push(scope);
  return db
    .select({ id: branches.id, name: branches.name, name_ar: branches.name_ar })
    .from(branches)
    .where(and(...conditions))
    .limit(MAX_PARTS + 1);
}
