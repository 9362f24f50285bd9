// The customer's order history (/{locale}/profile/): the status tab and the page live in the
// URL (a reload or a shared link keeps them; past page 1 with the API link's keyset cursor, so
// any depth costs what page 2 does, docs/decisions/0017), the list comes from GET /api/orders/?mine=true
// — only what the user bought, even for a merchant who also manages orders — and orders placed
// in one checkout are shown together. Islands render this; they never fetch.
import { map } from "nanostores";
import type { Order } from "#contract/orders";
import { apiFetch } from "../api/client";
import { inLocale } from "../format";
import type { Locale } from "../i18n";
import { turnTo } from "../listing/urls";

export const HISTORY_TABS = ["all", "pending", "confirmed", "delivered", "refused", "returned"] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

export interface HistoryState {
  tab: HistoryTab;
  page: number;
  /** The API cursor the page was reached by ("" for a numbered page). */
  cursor: string;
  status: "idle" | "loading" | "ready" | "error";
  orders: Order[];
  count: number;
  /** The answer's links, which Next and Previous follow. */
  next: string | null;
  previous: string | null;
}

const initial = (): HistoryState => ({ tab: "all", page: 1, cursor: "", status: "idle", orders: [], count: 0, next: null, previous: null });
export const $history = map<HistoryState>(initial());

/** The tab and page a query string asks for; anything odd reads as the first page of All. */
export function readHistoryQuery(search: string): { tab: HistoryTab; page: number; cursor: string } {
  const params = new URLSearchParams(search);
  const wanted = (params.get("status") ?? "").toLowerCase();
  const tab = HISTORY_TABS.find((t) => t === wanted) ?? "all";
  const page = Number(params.get("page"));
  const cursor = params.get("cursor") ?? "";
  return { tab, page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1, cursor: /^[\w-]{1,512}$/.test(cursor) ? cursor : "" };
}

export function historyQuery(tab: HistoryTab, page: number, cursor = ""): string {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("status", tab);
  if (page > 1) params.set("page", String(page));
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The API request: by the cursor when there is one (the page number is then only shown). */
export function historyApiPath(tab: HistoryTab, page: number, cursor = ""): string {
  const params = new URLSearchParams({ mine: "true" });
  if (tab !== "all") params.set("status", tab);
  if (cursor) params.set("cursor", cursor);
  else if (page > 1) params.set("page", String(page));
  return `/api/orders/?${params}`;
}

/** Orders of one checkout side by side (a checkout with several branches made one order each). */
export interface OrderGroup {
  checkoutId: string;
  orders: Order[];
}

export function groupByCheckout(orders: Order[]): OrderGroup[] {
  const groups: OrderGroup[] = [];
  for (const order of orders) {
    const last = groups[groups.length - 1];
    if (last && last.checkoutId === order.checkout_id) last.orders.push(order);
    else groups.push({ checkoutId: order.checkout_id, orders: [order] });
  }
  return groups;
}

/** How many item pictures an order's card shows before "+N". */
export const THUMBNAILS = 4;

/**
 * The pictures an order's card shows: its first items' (null when the product has none now),
 * each named by the product's name in the page's language, and how many items are left over.
 */
export function itemThumbnails(order: Pick<Order, "items">, locale: Locale, max = THUMBNAILS) {
  const shown = order.items.slice(0, max).map((i) => ({ id: i.id, src: i.image, alt: inLocale(i.product.name, i.product.name_ar, locale) }));
  return { shown, more: order.items.length - shown.length };
}

/** The link a card offers, by status (cancelled and refused orders point to support, delivered and returned to details). */
export function actionKey(status: string): "track" | "trackShipment" | "details" | "support" {
  switch (status.toLowerCase()) {
    case "pending":
    case "processing":
    case "confirmed":
      return "track";
    case "shipped":
      return "trackShipment";
    // A refusal the customer did not make is a matter for support.
    case "cancelled":
    case "refused":
      return "support";
    default:
      return "details";
  }
}

// A page that answers after a newer request is dropped: the last tab clicked wins.
let sequence = 0;

export async function loadHistory(tab: HistoryTab, page: number, fetcher?: typeof fetch, cursor = ""): Promise<void> {
  const mine = ++sequence;
  $history.set({ ...$history.get(), tab, page, cursor, status: "loading" });
  try {
    let res = await apiFetch(historyApiPath(tab, page, cursor), {}, fetcher);
    // A page past the end or a stale cursor (orders cancelled meanwhile, an old link): show the first one.
    if (res.status === 404 && (page > 1 || cursor)) {
      page = 1;
      cursor = "";
      res = await apiFetch(historyApiPath(tab, 1), {}, fetcher);
    }
    if (mine !== sequence) return;
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { count: number; next: string | null; previous: string | null; results: Order[] };
    $history.set({ tab, page, cursor, status: "ready", orders: body.results, count: body.count, next: body.next, previous: body.previous });
  } catch {
    if (mine === sequence) $history.set({ ...$history.get(), tab, page, cursor, status: "error" });
  }
}

/** Moves to a tab or page: the address bar follows (a new history entry), then the list loads. */
export function showHistory(tab: HistoryTab, page = 1, cursor = "") {
  if (typeof history !== "undefined") history.pushState(null, "", `${location.pathname}${historyQuery(tab, page, cursor)}`);
  void loadHistory(tab, page, undefined, cursor);
}

/** Next or Previous, by the shown answer's links (a cursor from page 2 on). */
export function turnHistory(forward: boolean) {
  const state = $history.get();
  const to = turnTo(state.page, state, forward);
  showHistory(state.tab, to.page, to.cursor);
}

/** Reads the address bar (first load, back and forward). */
export function syncHistoryFromLocation() {
  const { tab, page, cursor } = readHistoryQuery(location.search);
  void loadHistory(tab, page, undefined, cursor);
}

/** Loads the tab and page the address bar names, and follows back and forward until stopped. */
export function startHistory(): () => void {
  syncHistoryFromLocation();
  addEventListener("popstate", syncHistoryFromLocation);
  return () => removeEventListener("popstate", syncHistoryFromLocation);
}
