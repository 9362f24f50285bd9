// A branch has at most one manager (a `responsibles` row, unique per branch); that row is
// the only source of a branch owner's rights. Making a customer a manager promotes them to
// branch_owner; a super admin stays a super admin. Losing a branch never demotes anyone:
// their rights follow the table, so a branch owner with no row simply manages nothing.
import { and, eq, type SQL } from "drizzle-orm";
import { responsibles, users } from "../../db/schema";
import type { Db } from "../env";
import type { Statement } from "./db-helpers";

export const DEFAULT_ROLE = "manager";

export function promoteStatement(db: Db, userId: number): Statement {
  return db
    .update(users)
    .set({ role: "branch_owner", updated_at: new Date().toISOString() })
    .where(and(eq(users.id, userId), eq(users.role, "customer")));
}

/** Makes `userId` the manager of a branch, replacing the one it had. */
export function assignManagerStatements(db: Db, branchId: number | SQL, userId: number): Statement[] {
  return [
    db.delete(responsibles).where(eq(responsibles.branch_id, branchId)),
    db.insert(responsibles).values({ user_id: userId, branch_id: branchId, role: DEFAULT_ROLE }),
    promoteStatement(db, userId),
  ];
}

export function removeManagerStatement(db: Db, branchId: number): Statement {
  return db.delete(responsibles).where(eq(responsibles.branch_id, branchId));
}
