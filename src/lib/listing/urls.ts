// The product-list requests of the store, category and products pages (GET /api/products/,
// docs/product.md §7): filters as query parameters, page 1 without `page`, 12 per page by default.
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

/** What the products page reads from its own URL (docs/product.md §2: search, store, category; and the page). */
export interface ProductsQuery {
  search: string;
  store: string;
  category: string;
  page: number;
}

export const PRODUCTS_PARAMS = ["search", "store", "category"] as const;

/** A page number from a query parameter: a whole number above 1, else 1. */
const pageNumber = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

export function readProductsQuery(search: string): ProductsQuery {
  const params = new URLSearchParams(search);
  const [text, store, category] = PRODUCTS_PARAMS.map((key) => (params.get(key) ?? "").trim());
  return { search: text, store, category, page: pageNumber(params.get("page")) };
}

/** The API request for the products page; `branch` is the selected branch when it belongs to the store asked for. */
export function productsUrl(q: ProductsQuery, branch: number | null): string {
  const query = new URLSearchParams();
  if (q.search) query.set("search", q.search);
  if (q.store) query.set("store", q.store);
  if (q.category) query.set("category", q.category);
  if (branch !== null) query.set("branch", String(branch));
  if (q.page > 1) query.set("page", String(q.page));
  const text = query.toString();
  return `/api/products/${text ? `?${text}` : ""}`;
}

/**
 * The page's own query string for a view: each filter set (trimmed) or removed when blank
 * (docs/product.md §5), `page` only past 1; other parameters kept.
 */
export function withQuery(current: string, q: ProductsQuery): string {
  const params = new URLSearchParams(current);
  for (const key of PRODUCTS_PARAMS) {
    const value = q[key].trim();
    if (value) params.set(key, value);
    else params.delete(key);
  }
  if (q.page > 1) params.set("page", String(q.page));
  else params.delete("page");
  const query = params.toString();
  return query ? `?${query}` : "";
}
