// The Low stock tab (issue 31 §2): the offers at or under their own low-stock level
// (branch_products.low_stock_threshold, default 5) in the branches the user runs, as the
// Products tab's low-stock filter finds them (GET /api/branch-products/?managed=true&stock=low),
// sorted by stock or name, narrowed to a store or branch as Home's scope was; restocking and
// the level are saved in place with the Products tab's PATCH of the offer.
import { map } from "nanostores";
import type { Listing } from "#contract/listings";
import { apiFetch, errorMessages } from "../../api/client";
import { EMPTY_PAGE, type LinkedPage, readCursor, readLinkedPage } from "./page-links";

export const LOW_STOCK_PAGE_SIZE = 20;
/** The orderings offered: stock (lowest first, the default) and name, each either way. */
export const LOW_STOCK_ORDERINGS = ["stock", "-stock", "name", "-name"] as const;
export type LowStockOrdering = (typeof LOW_STOCK_ORDERINGS)[number];

export interface LowStockView {
  ordering: LowStockOrdering;
  store: string;
  branch: string;
  page: number;
  cursor: string;
}

const ID = /^\d{1,12}$/;

export function readLowStockView(view: Record<string, string>): LowStockView {
  const page = Number(view.page);
  return {
    ordering: LOW_STOCK_ORDERINGS.find((o) => o === view.ordering) ?? "stock",
    store: ID.test(view.store ?? "") ? view.store : "",
    branch: ID.test(view.branch ?? "") ? view.branch : "",
    page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1,
    cursor: readCursor(view.cursor),
  };
}

/** The API's ordering: Arabic pages sort by the Arabic names they show. */
export const apiOrdering = (ordering: LowStockOrdering, locale: string) =>
  locale === "ar" && ordering.endsWith("name") ? `${ordering}_ar` : ordering;

export function lowStockApiPath(view: LowStockView, locale: string): string {
  const params = new URLSearchParams({
    managed: "true",
    stock: "low",
    ordering: apiOrdering(view.ordering, locale),
    page_size: String(LOW_STOCK_PAGE_SIZE),
  });
  if (view.branch) params.set("branch", view.branch);
  else if (view.store) params.set("store", view.store);
  if (view.cursor) params.set("cursor", view.cursor);
  else if (view.page > 1) params.set("page", String(view.page));
  return `/api/branch-products/?${params}`;
}

export interface LowStockTable extends LinkedPage<Listing> {
  status: "idle" | "loading" | "ready" | "error";
  key: string;
}

export const $lowStock = map<LowStockTable>({ status: "idle", ...EMPTY_PAGE, key: "" });

export async function loadLowStock(view: LowStockView, locale: string): Promise<void> {
  const key = lowStockApiPath(view, locale);
  $lowStock.setKey("status", "loading");
  $lowStock.setKey("key", key);
  try {
    const res = await apiFetch(key);
    if ($lowStock.get().key !== key) return;
    if (!res.ok) throw new Error(String(res.status));
    const page = await readLinkedPage<Listing>(res);
    if ($lowStock.get().key === key) $lowStock.set({ status: "ready", ...page, key });
  } catch {
    if ($lowStock.get().key === key) $lowStock.set({ status: "error", ...EMPTY_PAGE, key });
  }
}

export interface Restock {
  stock: string;
  threshold: string;
}

/** What changed of an offer's stock and level, as the PATCH's body (the server checks the values per field). */
export function restockChange(listing: Pick<Listing, "stock" | "low_stock_threshold">, values: Restock): Record<string, string> {
  const change: Record<string, string> = {};
  if (values.stock.trim() !== String(listing.stock)) change.stock = values.stock.trim();
  if (values.threshold.trim() !== String(listing.low_stock_threshold ?? "")) change.low_stock_threshold = values.threshold.trim();
  return change;
}

/** Whether an offer is still low after a save: at or under its level. */
export const isLow = (listing: Pick<Listing, "stock" | "low_stock_threshold">) => listing.stock <= (listing.low_stock_threshold ?? 5);

export type RestockResult = { ok: true; listing: Listing } | { ok: false; errors: Record<string, string> };

/** Saves an offer's stock and low-stock level in one PATCH (as the Products tab saves stock); the row shows the answer. */
export async function saveRestock(listingId: number, change: Record<string, string>): Promise<RestockResult> {
  try {
    const res = await apiFetch(`/api/branch-products/${listingId}/`, { method: "PATCH", body: JSON.stringify(change) });
    if (!res.ok) return { ok: false, errors: await errorMessages(res) };
    const listing = (await res.json()) as Listing;
    $lowStock.setKey(
      "rows",
      $lowStock.get().rows.map((row) => (row.id === listingId ? listing : row)),
    );
    return { ok: true, listing };
  } catch {
    return { ok: false, errors: {} };
  }
}
