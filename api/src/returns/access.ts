// Who sees and moves which returns, through the one home of the tenancy rules (lib/access.ts):
// the customer sees their own; a store's owner their stores'; a branch's manager their
// branches'; a super admin all. A return outside that is a 404 wherever it is asked for, as an
// order is. Moving one (approve, reject, receive, refund) is the shop's: its customer gets a 403.
import { and, eq, or, type SQL } from "drizzle-orm";
import { returns } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { branchScope, ownedStoreScope, reachOf, runsOrder } from "../lib/access";

export type ReturnRow = typeof returns.$inferSelect;

/** The returns `user` may see, as a condition (undefined: all, for a super admin). */
export function returnsVisibleTo(db: Db, user: AuthUser): SQL | undefined {
  if (user.role === "super_admin") return undefined;
  const own = eq(returns.customer_id, user.id);
  if (user.role !== "branch_owner") return own;
  // A return whose branch was deleted still belongs to its store's owner.
  return or(own, branchScope(db, user, returns.branch_id), ownedStoreScope(db, user, returns.store_id));
}

export async function findVisibleReturn(db: Db, user: AuthUser, id: number): Promise<ReturnRow | undefined> {
  return db
    .select()
    .from(returns)
    .where(and(eq(returns.id, id), returnsVisibleTo(db, user)))
    .get();
}

/** Whether `user` acts on the return as its shop (its store's owner, its branch's manager, a super admin). */
export async function runsReturn(db: Db, user: AuthUser, row: Pick<ReturnRow, "store_id" | "branch_id">): Promise<boolean> {
  return runsOrder(await reachOf(db, user), row);
}
