// The product-list requests of the store and category pages' grid (GET /api/products/,
// docs/product.md §7): filters as query parameters, page 1 without `page`, 12 per page by
// default; the grids read page 1 live and follow its `next`/`previous` links, whose keyset
// cursor reads any depth at the cost of page 1 (docs/decisions/0017, 0019). The products page's
// own query string is products-query.ts.
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

/** Where Next and Previous go from `page`, by the links of its answer (null when not loaded): the order history's and the dashboard's lists. */
export function turnTo(page: number, links: { next: string | null; previous: string | null } | null, forward: boolean) {
  if (forward) return { page: page + 1, cursor: cursorOf(links?.next) };
  return page <= 2 ? { page: 1, cursor: "" } : { page: page - 1, cursor: cursorOf(links?.previous) };
}

/**
 * A storefront grid's Next and Previous (ADR 0019): by the links of the live answer on
 * screen only; null when there is no link to follow (nothing loaded yet: the prerendered page
 * while its live read is on its way; or the end). Never a page number made up here: page 2
 * read by OFFSET against a list that grew since the build repeated page 1's products (issue
 * 23); a cursor continues from the last row shown. Previous from page 2 is page 1, read afresh.
 */
export function followLink(page: number, links: { next: string | null; previous: string | null } | null, forward: boolean) {
  if (forward) return links?.next ? { page: page + 1, cursor: cursorOf(links.next) } : null;
  if (page <= 2) return { page: 1, cursor: "" };
  return links?.previous ? { page: page - 1, cursor: cursorOf(links.previous) } : null;
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
