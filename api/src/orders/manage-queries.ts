// Who sees which orders, and the reads of the order list and detail. Everyone sees the
// orders they placed; a merchant also sees the orders of the branches they run (a store's
// owner: all of the store's); a super admin sees all. An order outside that is a 404
// wherever it is asked for.
import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import { orders } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { branchScope, ownedStoreScope, ownsStore, reachOf, runsBranch } from "../lib/access";
import type { Page } from "../lib/paging";
import { check } from "../lib/validate";
import { orderFilters } from "./manage-filters";
import { serializeOrders, type OrderRow } from "./serialize";

export function visibleTo(db: Db, user: AuthUser): SQL | undefined {
  if (user.role === "super_admin") return undefined;
  const own = eq(orders.customer_id, user.id);
  if (user.role !== "branch_owner") return own;
  // An order whose branch was deleted still belongs to its store's owner.
  return or(own, branchScope(db, user, orders.branch_id), ownedStoreScope(db, user, orders.store_id));
}

/** The list's filters as conditions; `?mine=true` needs the caller, whose own orders it keeps. */
export function orderConditions(query: Record<string, string>, caller?: Pick<AuthUser, "id">): SQL[] {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v.trim() !== ""));
  const f = check(orderFilters, given);
  const out: SQL[] = [];
  if (f.mine) {
    if (!caller) throw new Error("orderConditions: mine needs the caller");
    out.push(eq(orders.customer_id, caller.id));
  }
  if (f.status !== undefined) out.push(eq(orders.status, f.status));
  if (f.branch !== undefined) out.push(eq(orders.branch_id, f.branch));
  if (f.store !== undefined) out.push(eq(orders.store_id, f.store));
  if (f.checkout_id !== undefined) out.push(eq(orders.checkout_id, f.checkout_id));
  return out;
}

/** One page of the orders `user` may see, newest first: three round trips whatever the page holds. */
export async function pageOfOrders(db: Db, user: AuthUser, conditions: SQL[], page: Page) {
  const where = and(visibleTo(db, user), ...conditions);
  const [[{ n }], rows] = await db.batch([
    db.select({ n: count() }).from(orders).where(where),
    db.select().from(orders).where(where).orderBy(desc(orders.created_at), desc(orders.id)).limit(page.limit).offset(page.offset),
  ]);
  return { total: n, results: await serializeOrders(db, rows) };
}

export async function findVisibleOrder(db: Db, user: AuthUser, id: number): Promise<OrderRow | undefined> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), visibleTo(db, user)))
    .get();
}

/** Whether `user` acts on `order` as its shop (any legal move) rather than as its customer. */
export async function managesOrder(db: Db, user: AuthUser, order: OrderRow): Promise<boolean> {
  const reach = await reachOf(db, user);
  if (order.store_id !== null && ownsStore(reach, order.store_id)) return true;
  if (order.branch_id === null || order.store_id === null) return reach.admin;
  return runsBranch(reach, { id: order.branch_id, store_id: order.store_id });
}

export async function serializeOrder(db: Db, id: number) {
  const row = await db.select().from(orders).where(eq(orders.id, id)).get();
  return row ? (await serializeOrders(db, [row]))[0] : undefined;
}
