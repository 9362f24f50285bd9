// The dashboard's products table: one row per offer (a product's price, stock and
// availability in one branch) in the branches the signed-in merchant runs. The view (search,
// stock filter, ordering, page) is the address bar's (admin-route.ts); this store turns it into
// GET /api/branch-products/?managed=true, keeps the page, and saves in-place edits of an offer.
import { map } from "nanostores";
import type { Category } from "#contract/catalog";
import type { Listing } from "#contract/listings";
import type { Branch } from "#contract/stores";
import { apiFetch, errorMessages } from "../../api/client";
import { EMPTY_PAGE, type LinkedPage, readCursor, readLinkedPage } from "./page-links";

export const ADMIN_PAGE_SIZE = 20;
export const SORTABLE = ["name", "sku", "branch"] as const;
export type SortColumn = (typeof SORTABLE)[number];
export type StockFilter = "" | "low" | "out";

export interface ProductsView {
  search: string;
  stock: StockFilter;
  /** "name", "-name", … ; "" is newest first. */
  ordering: string;
  page: number;
  /** The keyset cursor of the API link the page was reached by ("" for a numbered page). */
  cursor: string;
}

export interface ProductsTable extends LinkedPage<Listing> {
  status: "idle" | "loading" | "ready" | "error";
  /** The view the rows answer, so a late answer to an older view is dropped. */
  key: string;
}

export const $productsTable = map<ProductsTable>({ status: "idle", ...EMPTY_PAGE, key: "" });

/** The view a query string's parameters ask for; anything odd reads as its default. */
export function readProductsView(view: Record<string, string>): ProductsView {
  const stock = view.stock === "low" || view.stock === "out" ? view.stock : "";
  const column = (view.ordering ?? "").replace(/^-/, "");
  const page = Number(view.page);
  return {
    search: (view.search ?? "").trim(),
    stock,
    ordering: SORTABLE.includes(column as SortColumn) ? view.ordering : "",
    page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1,
    cursor: readCursor(view.cursor),
  };
}

/** The ordering a click on a column's header asks for: ascending first, then descending. */
export function nextOrdering(current: string, column: SortColumn, locale: string): string {
  // Arabic pages sort by the Arabic names the table shows.
  const key = locale === "ar" && column !== "sku" ? `${column}_ar` : column;
  return current === key ? `-${key}` : key;
}

/** Which way a column is sorted, for aria-sort. */
export function sortOf(ordering: string, column: SortColumn): "ascending" | "descending" | "none" {
  const bare = ordering.replace(/^-/, "").replace(/_ar$/, "");
  if (bare !== column) return "none";
  return ordering.startsWith("-") ? "descending" : "ascending";
}

/** The view's request: by its cursor when it has one, else by page number. */
export function productsApiPath(view: ProductsView, pageSize = ADMIN_PAGE_SIZE): string {
  const params = new URLSearchParams({ managed: "true", page_size: String(pageSize) });
  if (view.search) params.set("search", view.search);
  if (view.stock) params.set("stock", view.stock);
  if (view.ordering) params.set("ordering", view.ordering);
  if (view.cursor) params.set("cursor", view.cursor);
  else if (view.page > 1) params.set("page", String(view.page));
  return `/api/branch-products/?${params}`;
}

/** Loads the page of offers `view` asks for (a newer call wins over an older one). */
export async function loadProducts(view: ProductsView): Promise<void> {
  const key = productsApiPath(view);
  $productsTable.setKey("status", "loading");
  $productsTable.setKey("key", key);
  try {
    const res = await apiFetch(key);
    if ($productsTable.get().key !== key) return;
    if (!res.ok) {
      $productsTable.set({ status: "error", ...EMPTY_PAGE, key });
      return;
    }
    const page = await readLinkedPage<Listing>(res);
    if ($productsTable.get().key !== key) return;
    $productsTable.set({ status: "ready", ...page, key });
  } catch {
    if ($productsTable.get().key === key) $productsTable.set({ status: "error", ...EMPTY_PAGE, key });
  }
}

export interface OfferChange {
  price?: string;
  stock?: string;
  is_available?: boolean;
}

export type SaveResult = { ok: true; listing: Listing } | { ok: false; errors: Record<string, string> };

/** Saves an offer's price, stock and availability in one call; the server answers per field. */
export async function saveOffer(listingId: number, change: OfferChange): Promise<SaveResult> {
  try {
    const res = await apiFetch(`/api/branch-products/${listingId}/`, { method: "PATCH", body: JSON.stringify(change) });
    if (!res.ok) return { ok: false, errors: await errorMessages(res) };
    const listing = (await res.json()) as Listing;
    const rows = $productsTable.get().rows.map((row) => (row.id === listingId ? listing : row));
    $productsTable.setKey("rows", rows);
    return { ok: true, listing };
  } catch {
    return { ok: false, errors: {} };
  }
}

/** Deletes a product (every offer of it goes with it). */
export async function deleteProduct(productId: number): Promise<{ ok: boolean; message?: string }> {
  try {
    const res = await apiFetch(`/api/products/${productId}/`, { method: "DELETE" });
    if (res.ok) return { ok: true };
    return { ok: false, message: (await errorMessages(res)).detail };
  } catch {
    return { ok: false };
  }
}

/** The branches the signed-in merchant runs (the product form's choices), read once. */
export const $myBranches = map<{ status: "idle" | "loading" | "ready" | "error"; branches: Branch[] }>({ status: "idle", branches: [] });

export async function loadMyBranches(): Promise<void> {
  if ($myBranches.get().status === "ready" || $myBranches.get().status === "loading") return;
  $myBranches.setKey("status", "loading");
  try {
    const res = await apiFetch("/api/branches/?managed=true&page_size=100");
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { results: Branch[] };
    $myBranches.set({ status: "ready", branches: body.results });
  } catch {
    $myBranches.set({ status: "error", branches: [] });
  }
}

/** The catalogue's categories (the product form's choices), read once; a failure may be retried by reopening the form. */
export const $categoryChoices = map<{ status: "idle" | "loading" | "ready" | "error"; categories: Category[] }>({ status: "idle", categories: [] });

export async function loadCategoryChoices(): Promise<void> {
  if ($categoryChoices.get().status === "ready" || $categoryChoices.get().status === "loading") return;
  $categoryChoices.setKey("status", "loading");
  try {
    const res = await apiFetch("/api/products/categories/");
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { results: Category[] };
    $categoryChoices.set({ status: "ready", categories: body.results });
  } catch {
    $categoryChoices.set({ status: "error", categories: [] });
  }
}
