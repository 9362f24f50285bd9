// Ownership rules shared by every domain: a super admin may do anything; a branch owner
// acts only on the branches they manage (the `responsibles` table) and on the products of
// the stores those branches belong to.
import { and, eq } from "drizzle-orm";
import { branches, responsibles } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { forbidden } from "./errors";

export async function managedBranchIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: responsibles.branch_id }).from(responsibles).where(eq(responsibles.user_id, userId));
  return rows.map((r) => r.id);
}

export async function managedStoreIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: branches.store_id })
    .from(branches)
    .innerJoin(responsibles, eq(responsibles.branch_id, branches.id))
    .where(eq(responsibles.user_id, userId));
  return rows.map((r) => r.id);
}

export async function assertManagesBranch(db: Db, user: AuthUser, branchId: number): Promise<void> {
  if (user.role === "super_admin") return;
  if (user.role === "branch_owner") {
    const row = await db
      .select({ id: responsibles.id })
      .from(responsibles)
      .where(and(eq(responsibles.user_id, user.id), eq(responsibles.branch_id, branchId)))
      .get();
    if (row) return;
  }
  throw forbidden();
}

export async function assertManagesStore(db: Db, user: AuthUser, storeId: number): Promise<void> {
  if (user.role === "super_admin") return;
  if (user.role === "branch_owner") {
    const row = await db
      .select({ id: responsibles.id })
      .from(responsibles)
      .innerJoin(branches, eq(branches.id, responsibles.branch_id))
      .where(and(eq(responsibles.user_id, user.id), eq(branches.store_id, storeId)))
      .get();
    if (row) return;
  }
  throw forbidden();
}

