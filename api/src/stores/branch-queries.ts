// Branches as the API returns them: one query joins the store's name and the manager. And
// what deleting one would take: its listings, and its orders, open ones refusing it.
import { and, asc, eq, inArray, ne, notExists, notInArray, sql, type SQL } from "drizzle-orm";
import { branches, branchProducts, ORDER_STATUSES, orders, responsibles, stores, themes, users } from "../../db/schema";
import type { FieldErrors } from "#contract/common";
import type { Branch, BranchDeleteImpact } from "#contract/stores";
import { TRANSITIONS } from "../orders/status";
import type { Db } from "../env";
import { rowExists, sameText, unknownPk } from "./db-helpers";
import { say } from "#contract/said";

export type BranchRow = typeof branches.$inferSelect;

function selectBranches(db: Db) {
  return db
    .select({
      branch: branches,
      store_name: stores.name,
      store_name_ar: stores.name_ar,
      manager: { id: users.id, username: users.username, email: users.email, phone_number: users.phone_number },
    })
    .from(branches)
    .innerJoin(stores, eq(stores.id, branches.store_id))
    .leftJoin(responsibles, eq(responsibles.branch_id, branches.id))
    .leftJoin(users, eq(users.id, responsibles.user_id));
}

type Joined = { branch: BranchRow; store_name: string; store_name_ar: string; manager: Branch["manager"] };

const serializeBranch = ({ branch: b, store_name, store_name_ar, manager }: Joined): Branch => ({
  id: b.id,
  name: b.name,
  name_ar: b.name_ar,
  city: b.city,
  address: b.address,
  phone_number: b.phone_number,
  latitude: b.latitude,
  longitude: b.longitude,
  store: b.store_id,
  store_name,
  store_name_ar,
  manager,
  theme: b.theme_id,
  created_at: b.created_at,
});

export async function listBranches(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<Branch[]> {
  const rows = await selectBranches(db).where(where).orderBy(asc(branches.id)).limit(limit).offset(offset);
  return rows.map(serializeBranch);
}

export async function loadBranch(db: Db, id: number): Promise<Branch | null> {
  const row = await selectBranches(db).where(eq(branches.id, id)).get();
  return row ? serializeBranch(row) : null;
}

/**
 * Field errors for the ids a branch payload names and for its name, unique (case-insensitively)
 * within its store; null when all is well.
 */
export async function branchConflicts(
  db: Db,
  input: { store: number; name?: string; manager?: number | null; theme?: number | null },
  exceptId?: number,
): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  if (!(await rowExists(db, stores, stores.id, input.store))) errors.store = [unknownPk(input.store)];
  else if (input.name !== undefined) {
    const same = and(
      eq(branches.store_id, input.store),
      sameText(branches.name, input.name),
      exceptId === undefined ? undefined : ne(branches.id, exceptId),
    );
    if (await db.select({ id: branches.id }).from(branches).where(same).get()) errors.name = [say("branchNameTaken")];
  }
  if (input.manager != null && !(await rowExists(db, users, users.id, input.manager))) errors.manager = [unknownPk(input.manager)];
  if (input.theme != null) {
    const theme = await db.select({ store: themes.store_id }).from(themes).where(eq(themes.id, input.theme)).get();
    if (!theme) errors.theme = [unknownPk(input.theme)];
    else if (theme.store !== input.store) errors.theme = [say("branchThemeNotOwn")];
  }
  return Object.keys(errors).length ? errors : null;
}

/** Orders that can still move (pending to shipped): a branch that has any is not deleted. */
export const OPEN_ORDER_STATUSES = ORDER_STATUSES.filter((status) => TRANSITIONS[status].length > 0);

/** A condition for the branch's DELETE: it has no open order, as the statement runs. */
export const noOpenOrder = (db: Db, branchId: number): SQL =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(and(eq(orders.branch_id, branchId), inArray(orders.status, OPEN_ORDER_STATUSES))),
  );

/** What deleting the branch would take, in one query; null for an unknown branch. */
export async function deleteImpact(db: Db, branchId: number): Promise<BranchDeleteImpact | null> {
  const ordersWhere = (open: boolean) =>
    and(eq(orders.branch_id, branches.id), open ? inArray(orders.status, OPEN_ORDER_STATUSES) : notInArray(orders.status, OPEN_ORDER_STATUSES));
  const countOf = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
  const row = await db
    .select({
      listings: countOf(sql`select count(*) from ${branchProducts} where ${branchProducts.branch_id} = ${branches.id}`),
      open_orders: countOf(sql`select count(*) from ${orders} where ${ordersWhere(true)}`),
      closed_orders: countOf(sql`select count(*) from ${orders} where ${ordersWhere(false)}`),
    })
    .from(branches)
    .where(eq(branches.id, branchId))
    .get();
  return row ?? null;
}
