// Page-number paging with relative next/previous links, as Django REST's PageNumberPagination.
import type { Context } from "hono";
import { PAGE_SIZE, type Paged } from "#contract/common";
import { type Cursor, encodeCursor, type SortKey } from "./cursor";
import { notFound } from "./errors";
import { say } from "#contract/said";

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

export interface KeysetPage {
  page: Page;
  /** The cursor the page was read after (or before), if any. */
  cursor: Cursor | undefined;
  /** Whether a row was found beyond the page, in the direction it was read. */
  more: boolean;
  /** The matches, counted up to `cap` + 1. */
  total: number;
  cap: number;
  /** The sort key and id of each row shown, in order. */
  keys: { key: SortKey; id: number }[];
  /** How deep the list goes, if it stops (search); no `next` past it. */
  depth?: number;
}

/**
 * A page of a keyset-paged list: `next` and `previous` carry cursors (a numbered page's
 * `previous` stays numbered); `count` stops at `cap`, and `count_capped` says it did.
 */
export function keysetResponse<T>(c: Context, p: KeysetPage, results: T[]): Paged<T> & { count_capped: boolean } {
  if (!p.cursor && p.page.page > 1 && results.length === 0) throw notFound(say("invalidPage"));
  if (p.depth !== undefined && p.cursor && !p.cursor.before && p.cursor.depth >= p.depth) throw notFound(say("invalidCursor"));
  const url = new URL(c.req.url);
  const link = (set: Record<string, string | null>) => {
    const params = new URLSearchParams(url.search);
    params.delete("page");
    params.delete("cursor");
    for (const [k, v] of Object.entries(set)) if (v !== null) params.set(k, v);
    const query = params.toString();
    return `${url.pathname}${query ? `?${query}` : ""}`;
  };
  const first = p.keys[0];
  const last = p.keys.at(-1);
  const backwards = p.cursor?.before ?? false;
  // Where the page starts in the whole list: what the next and previous cursors carry.
  const start = !p.cursor ? p.page.offset : backwards ? Math.max(0, p.cursor.depth - p.keys.length) : p.cursor.depth;
  const end = start + p.keys.length;
  const hasNext = last !== undefined && (backwards || p.more) && (p.depth === undefined || end < p.depth);
  let previous: string | null = null;
  if (!p.cursor) previous = p.page.page > 1 ? link({ page: p.page.page > 2 ? String(p.page.page - 1) : null }) : null;
  else if (first !== undefined && (!backwards || p.more) && start > 0)
    previous = link({ cursor: encodeCursor({ ...first, depth: start, before: true }) });
  else if (first === undefined && !backwards) previous = link({});
  return {
    count: Math.min(p.total, p.cap),
    count_capped: p.total > p.cap,
    next: hasNext ? link({ cursor: encodeCursor({ ...last, depth: end, before: false }) }) : null,
    previous,
    results,
  };
}
