// Page-number paging with relative next/previous links, as Django REST's PageNumberPagination.
import type { Context } from "hono";
import { PAGE_SIZE, type Paged } from "#contract/common";
import { notFound } from "./errors";
import { say } from "./said";

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

/**
 * The deepest row a page may start at. Far past any real list, far below SQLite's 64-bit
 * OFFSET: `?page=1e20` would overflow it (a 500), so such a page is simply not there.
 */
export const MAX_OFFSET = 1_000_000_000;

export function readPage(c: Context, size = PAGE_SIZE): Page {
  const raw = c.req.query("page");
  // Digits only: "1e3", "0x10" and " 2" are not page numbers, whatever Number() makes of them.
  if (raw !== undefined && raw !== "" && !/^\d{1,10}$/.test(raw)) throw notFound(say("invalidPage"));
  const page = raw === undefined || raw === "" ? 1 : Number(raw);
  if (page < 1) throw notFound(say("invalidPage"));
  const requested = Number(c.req.query("page_size") ?? size);
  const limit = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 100) : size;
  const offset = (page - 1) * limit;
  if (offset > MAX_OFFSET) throw notFound(say("invalidPage"));
  return { page, limit, offset };
}

export function pagedResponse<T>(c: Context, page: Page, count: number, results: T[]): Paged<T> {
  if (page.page > 1 && page.offset >= count) throw notFound(say("invalidPage"));
  const url = new URL(c.req.url);
  const link = (n: number) => {
    const params = new URLSearchParams(url.search);
    if (n === 1) params.delete("page");
    else params.set("page", String(n));
    const query = params.toString();
    return `${url.pathname}${query ? `?${query}` : ""}`;
  };
  return {
    count,
    next: page.offset + page.limit < count ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(page.page - 1) : null,
    results,
  };
}
