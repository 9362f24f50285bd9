// Whose figures a report covers (docs/decisions/0036), from the tenancy rules (lib/access.ts): a
// super admin everything, a store's owner their stores, a manager their branches (in stores
// they do not own); customers none (403). ?store= and ?branch= narrow it within that reach; one
// outside it is a 403 (a super admin asking for one that does not exist: 404).
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { branches, responsibles, stores } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { reachOf, runsBranch, worksInStore } from "../lib/access";
import { forbidden, notFound } from "../lib/errors";

/** Ids a statement may bind as a list; more (a merchant of very many branches) are read as subqueries. */
const MAX_LISTED = 80;

/**
 * null: every store. Else the stores whose every branch is covered, and the branches covered in
 * other stores; `user` set: read the owner's stores and managed branches as subqueries instead.
 */
export type Scope = null | { stores: number[]; branches: number[]; user?: AuthUser };

/** The scope of `user`'s report, narrowed to `store` or `branch`; 403 outside their reach. */
export async function reportScope(db: Db, user: AuthUser, narrow: { store?: number; branch?: number }): Promise<Scope> {
  if (user.role === "customer") throw forbidden();
  const reach = await reachOf(db, user);
  if (narrow.branch !== undefined) {
    const branch = await db.select({ id: branches.id, store_id: branches.store_id }).from(branches).where(eq(branches.id, narrow.branch)).get();
    if (!branch) throw reach.admin ? notFound() : forbidden();
    if (!runsBranch(reach, branch) || (narrow.store !== undefined && narrow.store !== branch.store_id)) throw forbidden();
    return { stores: [], branches: [branch.id] };
  }
  if (narrow.store !== undefined) {
    const store = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, narrow.store)).get();
    if (!store) throw reach.admin ? notFound() : forbidden();
    if (!worksInStore(reach, store.id)) throw forbidden();
    if (reach.admin || reach.ownedStores.has(store.id)) return { stores: [store.id], branches: [] };
    return { stores: [], branches: [...reach.managedBranches].filter(([, s]) => s === store.id).map(([b]) => b) };
  }
  if (reach.admin) return null;
  const owned = [...reach.ownedStores];
  const managed = [...reach.managedBranches].filter(([, s]) => !reach.ownedStores.has(s)).map(([b]) => b);
  return owned.length + managed.length > MAX_LISTED ? { stores: [], branches: [], user } : { stores: owned, branches: managed };
}

/** The store and branch subqueries of a merchant too large to list. */
function reachQueries(db: Db, user: AuthUser) {
  return {
    stores: db.select({ id: stores.id }).from(stores).where(eq(stores.owner_id, user.id)),
    branches: db.select({ id: responsibles.branch_id }).from(responsibles).where(eq(responsibles.user_id, user.id)),
  };
}

const NOTHING = sql`0`;

/**
 * The scope as a condition on a table with store and branch columns, each part ANDed with
 * `also` (the period), so that each part is read from its own (store, day) or (branch, day)
 * index; undefined for everything (then `also` alone).
 */
export function onStoreAndBranch(db: Db, scope: Scope, columns: { store: SQLiteColumn; branch: SQLiteColumn }, also?: SQL): SQL | undefined {
  if (scope === null) return also;
  if (scope.user) {
    const q = reachQueries(db, scope.user);
    return or(and(inArray(columns.store, q.stores), also), and(inArray(columns.branch, q.branches), also));
  }
  const parts = [
    ...(scope.stores.length ? [and(inArray(columns.store, scope.stores), also)] : []),
    ...(scope.branches.length ? [and(inArray(columns.branch, scope.branches), also)] : []),
  ];
  return parts.length ? or(...parts) : and(NOTHING, also);
}

/** The scope as a condition on a branch id column alone (offers, cash): the stores' branches read from branches. */
export function onBranch(db: Db, scope: Scope, column: SQLiteColumn): SQL | undefined {
  if (scope === null) return undefined;
  const storesBranches = (ids: number[] | ReturnType<typeof reachQueries>["stores"]) =>
    inArray(column, db.select({ id: branches.id }).from(branches).where(inArray(branches.store_id, ids)));
  if (scope.user) {
    const q = reachQueries(db, scope.user);
    return or(storesBranches(q.stores), inArray(column, q.branches));
  }
  const parts = [...(scope.stores.length ? [storesBranches(scope.stores)] : []), ...(scope.branches.length ? [inArray(column, scope.branches)] : [])];
  return parts.length ? or(...parts) : NOTHING;
}
