// Who sees which orders, and the reads of the order list and detail. Everyone sees the
// orders they placed; a merchant also sees the orders of the branches they run (a store's
// owner: all of the store's); a super admin sees all. An order outside that is a 404
// wherever it is asked for.
import { and, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { orders } from "../../db/schema";
import type { AuthUser, Db } from "../env";
import { branchScope, ownedStoreScope, reachOf, runsOrder } from "../lib/access";
import type { Cursor } from "../lib/cursor";
import { MAX_PARTS, orderBy, pageIds, unionAll } from "../lib/page-ids";
import type { Page } from "../lib/paging";
import { sqlInteger } from "../lib/sql-integer";
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

/**
 * The orders `user` may see as disjoint parts, each read from one index in order: everything
 * for a super admin, one's own purchases for a customer; for a merchant each owned store,
 * each branch managed in a store not owned, and (unless `shopOnly`) their purchases from
 * anywhere else. One OR of them read the whole table to find a page.
 */
async function visibleParts(db: Db, user: AuthUser, shopOnly: boolean): Promise<SQL[]> {
  if (user.role === "super_admin") return [sql`1`];
  const own = eq(orders.customer_id, user.id);
  if (user.role !== "branch_owner") return shopOnly ? [] : [own];
  const reach = await reachOf(db, user);
  const stores = [...reach.ownedStores];
  const branches = [...reach.managedBranches].filter(([, store]) => !reach.ownedStores.has(store)).map(([branch]) => branch);
  // Too many to read each (D1 binds at most 100 parameters): one read, the reach as subqueries.
  if (stores.length + branches.length + 1 > MAX_PARTS) {
    const shop = or(branchScope(db, user, orders.branch_id), ownedStoreScope(db, user, orders.store_id))!;
    return [shopOnly ? shop : or(own, shop)!];
  }
  const parts = [...stores.map((id) => eq(orders.store_id, id)), ...branches.map((id) => eq(orders.branch_id, id))];
  if (!shopOnly) {
    // Null-safe: an order whose store or branch was deleted is still one's own purchase.
    const notShop = and(
      stores.length ? sql`coalesce(${orders.store_id}, 0) not in ${stores}` : undefined,
      branches.length ? sql`coalesce(${orders.branch_id}, 0) not in ${branches}` : undefined,
    );
    parts.push(and(own, notShop)!);
  }
  return parts;
}

/**
 * The orders a search finds that `user` may see, one part per key (a customer, or a whole
 * mobile), each read from that key's `(key, [status,] created_at, id)` index in order and
 * checked against what the user may see: a search costs the orders it finds, not the shop's
 * (customer-search.ts, staff-filters.ts).
 */
function searchedParts(db: Db, user: AuthUser, shopOnly: boolean, keys: SQL[]): SQL[] {
  if (shopOnly && user.role === "customer") return [];
  const shop = user.role === "branch_owner" ? or(branchScope(db, user, orders.branch_id), ownedStoreScope(db, user, orders.store_id)) : undefined;
  const visible = shopOnly ? shop : visibleTo(db, user);
  return keys.map((key) => and(key, visible)!);
}

/** What a search reads on its own: these customers' orders, or a mobile's. */
export type OrderSearch = { customers: number[] } | { mobile: string };

const searchKeys = (search: OrderSearch): SQL[] =>
  "mobile" in search ? [eq(orders.mobile, search.mobile)] : search.customers.map((id) => sql`${orders.customer_id} = ${sqlInteger(id)}`);

/** Counting stops here: past it the list says "more than ORDER_COUNT_CAP" (`count_capped`). */
export const ORDER_COUNT_CAP = 100;
/** The deepest row a numbered page may start at; deeper pages follow the `next` cursor. */
export const MAX_ORDER_OFFSET = 1000;

/**
 * One page of the orders `user` may see, newest first, in one round trip (after the caller's
 * reach): read from the (filter, created_at, id) indexes from the page's start or its cursor
 * on, and counted up to ORDER_COUNT_CAP, so a page costs its rows however many orders there
 * are (docs/decisions/0017). `shopOnly`: a merchant's shop orders, not their purchases;
 * `search`: only the orders a search by name or mobile finds.
 */
export async function pageOfOrders(
  db: Db,
  user: AuthUser,
  conditions: SQL[],
  page: Page,
  cursor: Cursor | undefined,
  shopOnly = false,
  search?: OrderSearch,
) {
  const parts = search ? searchedParts(db, user, shopOnly, searchKeys(search)) : await visibleParts(db, user, shopOnly);
  const wheres = parts.map((part) => and(part, ...conditions));
  const ids = pageIds(
    db,
    wheres.map((where) => ({ from: orders, where, key: orders.created_at, id: orders.id, descending: true })),
    page,
    cursor,
  );
  const reverse = cursor?.before ?? false;
  // Every part counted, up to the cap in all.
  const counting = wheres.length ? unionAll(wheres.map((where) => sql`select 1 from ${orders} where ${where}`)) : sql`select 1 where 0`;
  const [[{ n }], rows] = await db.batch([
    db.select({ n: count() }).from(sql`(${counting} limit ${ORDER_COUNT_CAP + 1})`),
    db
      .select()
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(...orderBy(orders.created_at, orders.id, !reverse)),
  ]);
  const shown = rows.slice(0, page.limit);
  if (reverse) shown.reverse();
  const keys = shown.map((o) => ({ key: o.created_at, id: o.id }));
  return { total: n, more: rows.length > page.limit, keys, results: await serializeOrders(db, user, shown) };
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
  return runsOrder(await reachOf(db, user), order);
}

export async function serializeOrder(db: Db, viewer: AuthUser, id: number) {
  const row = await db.select().from(orders).where(eq(orders.id, id)).get();
  return row ? (await serializeOrders(db, viewer, [row]))[0] : undefined;
}
