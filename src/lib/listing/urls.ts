// The product-list requests of the store and category pages' grid (GET /api/products/,
// docs/product.md §7): filters as query parameters, page 1 without `page`, 12 per page by
// default. The products page's own query string is products-query.ts.
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
