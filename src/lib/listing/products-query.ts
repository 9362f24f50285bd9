// The products page's view in its own URL (docs/product.md §2: search, store, category; and the
// page), and the API request for it (GET /api/products/, docs/product.md §7). Apart from
// urls.ts, so the store and category pages' grid does not load it. Past page 2 the view also
// carries the keyset cursor of the API link it was reached by (urls.ts followLink), so a reload or
// a shared link at any depth asks for what was shown.
/** What the products page reads from its own URL (docs/product.md §2: search, store, category; and the page). */
export interface ProductsQuery {
  search: string;
  store: string;
  category: string;
  page: number;
  /** The API cursor this page was reached by ("" for a numbered page). */
  cursor: string;
}

export const PRODUCTS_PARAMS = ["search", "store", "category"] as const;

/** A page number from a query parameter: a whole number above 1, else 1. */
const pageNumber = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** Whether the page shows something other than the prerendered list (a filter, or a page past 1). */
export const isFiltered = (query: ProductsQuery) => query.page > 1 || query.cursor !== "" || PRODUCTS_PARAMS.some((key) => query[key] !== "");

/**
 * Set on <html> by the products page's head script when the URL filters it (filtered-head.ts),
 * before the first paint; the view removes it once it renders the URL itself.
 */
export const FILTERED_ATTR = "data-products-filtered";

export function readProductsQuery(search: string): ProductsQuery {
  const params = new URLSearchParams(search);
  const [text, store, category] = PRODUCTS_PARAMS.map((key) => (params.get(key) ?? "").trim());
  return { search: text, store, category, page: pageNumber(params.get("page")), cursor: (params.get("cursor") ?? "").trim() };
}

/** The API request for the products page; `branch` is the selected branch when it belongs to the store asked for. */
export function productsUrl(q: ProductsQuery, branch: number | null): string {
  const query = new URLSearchParams();
  if (q.search) query.set("search", q.search);
  if (q.store) query.set("store", q.store);
  if (q.category) query.set("category", q.category);
  if (branch !== null) query.set("branch", String(branch));
  if (q.cursor) query.set("cursor", q.cursor);
  else if (q.page > 1) query.set("page", String(q.page));
  const text = query.toString();
  return `/api/products/${text ? `?${text}` : ""}`;
}

/**
 * The page's own query string for a view: each filter set (trimmed) or removed when blank
 * (docs/product.md §5), `page` only past 1, `cursor` when there is one; other parameters kept.
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
  if (q.cursor) params.set("cursor", q.cursor);
  else params.delete("cursor");
  const query = params.toString();
  return query ? `?${query}` : "";
}
