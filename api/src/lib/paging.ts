// Page-number paging with relative next/previous links, as Django REST's PageNumberPagination.
import type { Context } from "hono";
import { PAGE_SIZE, type Paged } from "../../../src/lib/contract/common";
import { notFound } from "./errors";

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

export function readPage(c: Context, size = PAGE_SIZE): Page {
  const raw = c.req.query("page");
  const page = raw === undefined || raw === "" ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1) throw notFound("Invalid page.");
  const requested = Number(c.req.query("page_size") ?? size);
  const limit = Number.isInteger(requested) && requested > 0 ? Math.min(requested, 100) : size;
  return { page, limit, offset: (page - 1) * limit };
}

export function pagedResponse<T>(c: Context, page: Page, count: number, results: T[]): Paged<T> {
  if (page.page > 1 && page.offset >= count) throw notFound("Invalid page.");
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
