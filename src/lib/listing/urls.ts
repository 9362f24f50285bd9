// The product-list requests of the store and category pages' grid (GET /api/products/,
// docs/product.md §7): filters as query parameters, page 1 without `page`, 12 per page by
// default; past page 1 the grids follow the API's `next`/`previous` links, whose keyset cursor
// reads any depth at the cost of page 1 (docs/decisions/0017). The products page's own query
// string is products-query.ts.
/** The API's page size (contract/common PAGE_SIZE; not imported, to keep zod out of the browser). */
export const PAGE_SIZE = 12;

export type Availability = "all" | "available" | "unavailable";

export interface GridFilters {
  branch: number | null;
  availability: Availability;
  page: number;
  /** The keyset cursor of an API `next`/`previous` link the page was reached by ("" for none). */
  cursor: string;
}

/** The cursor an API `next`/`previous` link carries, "" when it has none (a numbered page, or no link). */
export function cursorOf(link: string | null | undefined): string {
  if (!link) return "";
  return new URL(link, "http://api.invalid").searchParams.get("cursor") ?? "";
}

/** Where Next and Previous go from `page`, by the links of its answer (null when not loaded: the prerendered page 1). */
export function turnTo(page: number, links: { next: string | null; previous: string | null } | null, forward: boolean) {
  if (forward) return { page: page + 1, cursor: cursorOf(links?.next) };
  // Page 1 is the prerendered one (or a plain first request): never a cursor back to it.
  return page <= 2 ? { page: 1, cursor: "" } : { page: page - 1, cursor: cursorOf(links?.previous) };
}

/** A listing grid's request: its scope (`{store: "1"}`, `{category: "pantry"}`) and its filters. */
export function gridUrl(scope: Record<string, string>, { branch, availability, page, cursor }: GridFilters): string {
  const query = new URLSearchParams(scope);
  if (branch !== null) query.set("branch", String(branch));
  if (availability !== "all") query.set("available", String(availability === "available"));
  if (cursor) query.set("cursor", cursor);
  else if (page > 1) query.set("page", String(page));
  return `/api/products/?${query}`;
}
