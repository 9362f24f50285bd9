// Who may touch what: the one home of the tenancy rules (docs/architecture.md, "Roles").
// A super admin may do anything. A merchant's rights come only from two links, never from
// the role alone, and they add up:
// - store owner (`stores.owner_id`): everything of that store – settings, themes, all its
//   products, all its branches' listings and orders;
// - branch manager (a `responsibles` row): that branch's listings and orders; products of
//   the branch's store while every listing of the product is in branches they manage; the
//   store's settings and themes read-only.
import { eq, inArray, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { branches, branchProducts, responsibles, stores } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { forbidden } from "./errors";
import { type Message, say } from "#contract/said";

export interface Reach {
  admin: boolean;
  ownedStores: ReadonlySet<number>;
  /** Managed branch id -> its store id. */
  managedBranches: ReadonlyMap<number, number>;
}

const NOBODY: Reach = { admin: false, ownedStores: new Set(), managedBranches: new Map() };
const ADMIN: Reach = { ...NOBODY, admin: true };

// One lookup per request: the user object is made afresh for each request by the auth middleware.
const cache = new WeakMap<AuthUser, Promise<Reach>>();

/** The stores a user owns and the branches they manage, read once per request. */
export function reachOf(db: Db, user: AuthUser): Promise<Reach> {
  if (user.role === "super_admin") return Promise.resolve(ADMIN);
  if (user.role !== "branch_owner") return Promise.resolve(NOBODY);
  let reach = cache.get(user);
  if (!reach) {
    reach = db
      .batch([
        db.select({ id: stores.id }).from(stores).where(eq(stores.owner_id, user.id)),
        db
          .select({ id: branches.id, store: branches.store_id })
          .from(responsibles)
          .innerJoin(branches, eq(branches.id, responsibles.branch_id))
          .where(eq(responsibles.user_id, user.id)),
      ])
      .then(([owned, managed]) => ({
        admin: false,
        ownedStores: new Set(owned.map((s) => s.id)),
        managedBranches: new Map(managed.map((b) => [b.id, b.store])),
      }));
    cache.set(user, reach);
  }
  return reach;
}

export const ownsStore = (reach: Reach, storeId: number) => reach.admin || reach.ownedStores.has(storeId);

/** Owns the store or manages one of its branches: may read its settings and themes, add products. */
export const worksInStore = (reach: Reach, storeId: number) => ownsStore(reach, storeId) || [...reach.managedBranches.values()].includes(storeId);

/** May change the branch's listings and orders. */
export const runsBranch = (reach: Reach, branch: { id: number; store_id: number }) =>
  ownsStore(reach, branch.store_id) || reach.managedBranches.has(branch.id);

/**
 * Acts for the order's shop (any legal move, sees who in the shop did what) rather than as its
 * customer: its store's owner or its branch's manager. An order whose branch was deleted is
 * still its store's owner's; one whose store was deleted is only a super admin's.
 */
export function runsOrder(reach: Reach, order: { store_id: number | null; branch_id: number | null }): boolean {
  if (order.store_id !== null && ownsStore(reach, order.store_id)) return true;
  if (order.branch_id === null || order.store_id === null) return reach.admin;
  return runsBranch(reach, { id: order.branch_id, store_id: order.store_id });
}

/** The stores a merchant works in (owned or with a managed branch), for lists and defaults. */
export const storesWorkedIn = (reach: Reach) => [...new Set([...reach.ownedStores, ...reach.managedBranches.values()])];

/** May edit or delete the product: its store's owner, or a manager of every branch that lists it. */
export async function mayEditProduct(db: Db, reach: Reach, product: { id: number; store_id: number }): Promise<boolean> {
  if (ownsStore(reach, product.store_id)) return true;
  if (!worksInStore(reach, product.store_id)) return false;
  const listed = await db.select({ branch: branchProducts.branch_id }).from(branchProducts).where(eq(branchProducts.product_id, product.id));
  return listed.every((l) => reach.managedBranches.has(l.branch));
}

const refuse = (allowed: boolean, detail?: Message) => {
  if (!allowed) throw forbidden(detail);
};

export async function assertOwnsStore(db: Db, user: AuthUser, storeId: number, detail?: Message): Promise<void> {
  refuse(ownsStore(await reachOf(db, user), storeId), detail);
}

export async function assertWorksInStore(db: Db, user: AuthUser, storeId: number): Promise<void> {
  refuse(worksInStore(await reachOf(db, user), storeId));
}

export async function assertRunsBranch(db: Db, user: AuthUser, branch: { id: number; store_id: number }): Promise<void> {
  refuse(runsBranch(await reachOf(db, user), branch));
}

export async function assertMayEditProduct(db: Db, user: AuthUser, product: { id: number; store_id: number }): Promise<void> {
  refuse(await mayEditProduct(db, await reachOf(db, user), product), say("ownerOnlyProduct"));
}

/**
 * A condition on a branch id column: the branches the user runs (all of an owned store's,
 * plus the managed ones). A subquery rather than a list of ids, so a merchant of many
 * branches never passes D1's 100-parameter limit. Undefined (no limit) for a super admin.
 */
export function branchScope(db: Db, user: AuthUser, column: SQLiteColumn): SQL | undefined {
  if (user.role === "super_admin") return undefined;
  const owned = db.select({ id: stores.id }).from(stores).where(eq(stores.owner_id, user.id));
  const managed = db.select({ id: responsibles.branch_id }).from(responsibles).where(eq(responsibles.user_id, user.id));
  const run = db
    .select({ id: branches.id })
    .from(branches)
    .where(or(inArray(branches.store_id, owned), inArray(branches.id, managed)));
  return inArray(column, run);
}

/** A condition on a store id column: the stores the user works in. Undefined for a super admin. */
export function storeScope(db: Db, user: AuthUser, column: SQLiteColumn): SQL | undefined {
  if (user.role === "super_admin") return undefined;
  const owned = db.select({ id: stores.id }).from(stores).where(eq(stores.owner_id, user.id));
  const managed = db
    .select({ id: branches.store_id })
    .from(responsibles)
    .innerJoin(branches, eq(branches.id, responsibles.branch_id))
    .where(eq(responsibles.user_id, user.id));
  return or(inArray(column, owned), inArray(column, managed));
}

/** A condition on a store id column: the stores the user owns. Undefined for a super admin. */
export function ownedStoreScope(db: Db, user: AuthUser, column: SQLiteColumn): SQL | undefined {
  if (user.role === "super_admin") return undefined;
  return inArray(column, db.select({ id: stores.id }).from(stores).where(eq(stores.owner_id, user.id)));
}
