// A branch has at most one manager (a `responsibles` row, unique per branch); that row and a
// store's `owner_id` are the only sources of a branch owner's rights. Becoming a branch's
// manager or a store's owner makes a customer a branch_owner; losing the last of those links
// (a manager removed or replaced, a store given another owner, a branch or store deleted)
// makes them a customer again. Both are statements in the batch that changes the link, and
// both decide from the links as that batch leaves them, so no race can leave a merchant with
// a link but a customer's role, or the reverse. A super admin's role never changes here.
// Each role change is an audit row of its own (object "user"), written only when it happened.
import { and, eq, notExists, sql, type SQL } from "drizzle-orm";
import { responsibles, type Role, stores, users } from "../../db/schema";
import { auditStatement } from "../audit/record";
import type { AuthUser, Db } from "../env";
import type { Statement } from "./db-helpers";

export const DEFAULT_ROLE = "manager";

const roleChange = (from: Role, to: Role) => ({ before: { role: from }, after: { role: to } });

/** Makes `userId` a branch_owner if a customer, with the audit row of that change. */
export function promoteStatements(db: Db, actor: AuthUser, userId: number): Statement[] {
  return [
    db
      .update(users)
      .set({ role: "branch_owner", updated_at: new Date().toISOString() })
      .where(and(eq(users.id, userId), eq(users.role, "customer"))),
    auditStatement(db, actor, { action: "update", object: "user", id: userId, store: null, ...roleChange("customer", "branch_owner") }),
  ];
}

/**
 * Makes the users among `userIds` who no longer manage a branch nor own a store customers
 * again, each with the audit row of that change. Put them after the statements that remove
 * the links; none when there is nobody to check.
 */
export function demoteStatements(db: Db, actor: AuthUser, userIds: readonly (number | null | undefined)[]): Statement[] {
  const ids = [...new Set(userIds.filter((id): id is number => typeof id === "number"))];
  return ids.flatMap((id) => [
    db
      .update(users)
      .set({ role: "customer", updated_at: new Date().toISOString() })
      .where(
        and(
          eq(users.id, id),
          eq(users.role, "branch_owner"),
          notExists(db.select({ one: sql`1` }).from(responsibles).where(eq(responsibles.user_id, users.id))),
          notExists(db.select({ one: sql`1` }).from(stores).where(eq(stores.owner_id, users.id))),
        ),
      ),
    auditStatement(db, actor, { action: "update", object: "user", id, store: null, ...roleChange("branch_owner", "customer") }),
  ]);
}

/** Makes `userId` the manager of a branch, replacing the one it had (`was`, who may go back to customer). */
export function assignManagerStatements(db: Db, actor: AuthUser, branchId: number | SQL, userId: number, was?: number | null): Statement[] {
  return [
    db.delete(responsibles).where(eq(responsibles.branch_id, branchId)),
    db.insert(responsibles).values({ user_id: userId, branch_id: branchId, role: DEFAULT_ROLE }),
    ...promoteStatements(db, actor, userId),
    ...demoteStatements(db, actor, [was]),
  ];
}

/** Removes a branch's manager (`was`, who may go back to customer). */
export function removeManagerStatements(db: Db, actor: AuthUser, branchId: number, was: number | null | undefined): Statement[] {
  return [db.delete(responsibles).where(eq(responsibles.branch_id, branchId)), ...demoteStatements(db, actor, [was])];
}
