// The dashboard's Orders tab: the orders the signed-in merchant handles as a shop
// (GET /api/orders/?managed=true), filtered by the view in the address bar (status, branch,
// Cairo days, search, page); next-step moves one by one or for a selection at once (each
// order's answer reported); the selection's bills as one PDF; the filtered list as CSV.
import { atom, map } from "nanostores";
import type { Order } from "#contract/orders";
import { ORDER_STATUSES } from "#shared/order-rules";
import { apiFetch, errorMessages } from "../../api/client";
import { EMPTY_PAGE, type LinkedPage, readCursor, readLinkedPage } from "./page-links";

export const ORDERS_PAGE_SIZE = 20;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrdersView {
  status: OrderStatus | "";
  branch: string;
  from: string;
  to: string;
  search: string;
  page: number;
  /** The keyset cursor of the API link the page was reached by ("" for a numbered page). */
  cursor: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readOrdersView(view: Record<string, string>): OrdersView {
  const page = Number(view.page);
  return {
    status: ORDER_STATUSES.find((s) => s === view.status) ?? "",
    branch: /^\d{1,12}$/.test(view.branch ?? "") ? view.branch : "",
    from: DAY.test(view.from ?? "") ? view.from : "",
    to: DAY.test(view.to ?? "") ? view.to : "",
    search: (view.search ?? "").trim(),
    page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1,
    cursor: readCursor(view.cursor),
  };
}

/** The view's request: by its cursor when it has one (any depth costs the same), else by page number. */
export function ordersApiPath(view: OrdersView, pageSize = ORDERS_PAGE_SIZE): string {
  const params = new URLSearchParams({ managed: "true", page_size: String(pageSize) });
  for (const key of ["status", "branch", "from", "to", "search"] as const) if (view[key]) params.set(key, view[key]);
  if (view.cursor) params.set("cursor", view.cursor);
  else if (view.page > 1) params.set("page", String(view.page));
  return `/api/orders/?${params}`;
}

export interface OrdersTable extends LinkedPage<Order> {
  status: "idle" | "loading" | "ready" | "error";
  key: string;
}

export const $ordersTable = map<OrdersTable>({ status: "idle", ...EMPTY_PAGE, key: "" });
/** The orders ticked for a bulk action, by id (kept across pages and filters until cleared). */
export const $selectedOrders = atom<ReadonlySet<number>>(new Set());

export async function loadOrders(view: OrdersView): Promise<void> {
  const key = ordersApiPath(view);
  $ordersTable.setKey("status", "loading");
  $ordersTable.setKey("key", key);
  try {
    const res = await apiFetch(key);
    if ($ordersTable.get().key !== key) return;
    if (!res.ok) throw new Error(String(res.status));
    const page = await readLinkedPage<Order>(res);
    if ($ordersTable.get().key === key) $ordersTable.set({ status: "ready", ...page, key });
  } catch {
    if ($ordersTable.get().key === key) $ordersTable.set({ status: "error", ...EMPTY_PAGE, key });
  }
}

export function toggleOrder(id: number, on: boolean) {
  const next = new Set($selectedOrders.get());
  if (on) next.add(id);
  else next.delete(id);
  $selectedOrders.set(next);
}

export function selectOrders(ids: number[], on: boolean) {
  const next = new Set($selectedOrders.get());
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  $selectedOrders.set(next);
}

export const clearSelection = () => $selectedOrders.set(new Set());

/** The next statuses every selected order on hand may move to (the server decides per order anyway). */
export function commonMoves(orders: readonly Order[], selected: ReadonlySet<number>): OrderStatus[] {
  const chosen = orders.filter((o) => selected.has(o.id));
  if (chosen.length === 0) return [];
  return ORDER_STATUSES.filter((status) => chosen.every((o) => o.allowed_statuses.includes(status)));
}

export type MoveResult = { id: number; ok: true; order: Order } | { id: number; ok: false; reason: string | null };

/** Moves one order; on success the row shows the server's new order at once. */
export async function moveOrder(id: number, status: OrderStatus): Promise<MoveResult> {
  try {
    const res = await apiFetch(`/api/orders/${id}/`, { method: "PATCH", body: JSON.stringify({ status }) });
    if (!res.ok) {
      const errors = await errorMessages(res);
      return { id, ok: false, reason: errors.detail ?? errors.status ?? null };
    }
    const order = (await res.json()) as Order;
    $ordersTable.setKey(
      "rows",
      $ordersTable.get().rows.map((row) => (row.id === id ? order : row)),
    );
    return { id, ok: true, order };
  } catch {
    return { id, ok: false, reason: null };
  }
}

export const $bulk = map<{ running: boolean; done: number; count: number; results: MoveResult[]; to: OrderStatus | null }>({
  running: false,
  done: 0,
  count: 0,
  results: [],
  to: null,
});

/**
 * Moves every selected order to `status`, one call each (so one refusal stops nothing else and
 * each order keeps its own history and effects, cashback included), and reports each answer.
 */
export async function moveSelected(status: OrderStatus): Promise<MoveResult[]> {
  if ($bulk.get().running) return [];
  const ids = [...$selectedOrders.get()];
  $bulk.set({ running: true, done: 0, count: ids.length, results: [], to: status });
  const results: MoveResult[] = [];
  for (const id of ids) {
    results.push(await moveOrder(id, status));
    $bulk.set({ ...$bulk.get(), done: results.length, results: [...results] });
  }
  $bulk.setKey("running", false);
  selectOrders(
    results.filter((r) => r.ok).map((r) => r.id),
    false,
  );
  return results;
}

export const dismissBulkReport = () => $bulk.set({ running: false, done: 0, count: 0, results: [], to: null });

/** The PDF of the given orders' bills, or null when the server refused. */
export async function billsPdf(ids: readonly number[]): Promise<Blob | null> {
  try {
    const res = await apiFetch(ids.length === 1 ? `/api/orders/${ids[0]}/bill/` : `/api/orders/bills/?ids=${ids.join(",")}`, {
      headers: { accept: "application/pdf" },
    });
    return res.ok ? await res.blob() : null;
  } catch {
    return null;
  }
}

/** Every order the view matches, page after page (for the CSV export), at most `limit`. */
export async function allOrders(view: OrdersView, limit = 5000): Promise<Order[] | null> {
  const out: Order[] = [];
  // From the first page on, by the `next` links: numbered pages stop at a bounded depth.
  let next: string | null = ordersApiPath({ ...view, page: 1, cursor: "" }, 100);
  while (next && out.length < limit) {
    const res = await apiFetch(next);
    if (!res.ok) return null;
    const body = (await res.json()) as { results: Order[]; next: string | null };
    out.push(...body.results);
    next = body.next;
  }
  return out.slice(0, limit);
}
