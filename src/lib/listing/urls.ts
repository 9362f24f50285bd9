// The product-list requests of the store, category and products pages (GET /api/products/,
// spec §7): filters as query parameters, page 1 without `page`, 12 per page by default.
/** The API's page size (contract/common PAGE_SIZE; not imported, to keep zod out of the browser). */
export const PAGE_SIZE = 12;

export type Availability = "all" | "available" | "unavailable";

export interface GridFilters {
  branch: number | null;
  availability: Availability;
  page: number;
}

/** A listing grid's request: its scope (`{store: "1"}`, `{category: "pantry"}`) and its filters. */
export function gridUrl(scope: Record<string, string>, { branch, availability, page }: GridFilters): string {
  const query = new URLSearchParams(scope);
  if (branch !== null) query.set("branch", String(branch));
  if (availability !== "all") query.set("available", String(availability === "available"));
  if (page > 1) query.set("page", String(page));
  return `/api/products/?${query}`;
}

/** What the products page reads from its own URL (spec §2: search, store, category). */
export interface ProductsQuery {
  search: string;
  store: string;
  category: string;
}

export function readProductsQuery(search: string): ProductsQuery {
  const params = new URLSearchParams(search);
  return {
    search: (params.get("search") ?? "").trim(),
    store: (params.get("store") ?? "").trim(),
    category: (params.get("category") ?? "").trim(),
  };
}

/** The API request for the products page; `branch` is the selected branch when it belongs to the store asked for. */
export function productsUrl(q: ProductsQuery, branch: number | null): string {
  const query = new URLSearchParams();
  if (q.search) query.set("search", q.search);
  if (q.store) query.set("store", q.store);
  if (q.category) query.set("category", q.category);
  if (branch !== null) query.set("branch", String(branch));
  const text = query.toString();
  return `/api/products/${text ? `?${text}` : ""}`;
}

/**
 * The page's own query string after a search: `search` set to the trimmed text, or removed
 * when it is blank (spec §5); other parameters kept.
 */
export function withSearch(current: string, text: string): string {
  const params = new URLSearchParams(current);
  const trimmed = text.trim();
  if (trimmed) params.set("search", trimmed);
  else params.delete("search");
  params.delete("page");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The page number a next/previous link points at (no `page` means 1). */
export function pageOf(link: string): number {
  const page = Number(new URL(link, "http://x").searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page > 0 ? page : 1;
}
