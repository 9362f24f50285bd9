// Test support for the grids' stores: an API answering product lists as GET /api/products/
// does (newest first, 12 a page, keyset `next`/`previous` cursors; a numbered page read by
// OFFSET), over a list of product ids; and the ids a grid shows.
import type { Paged } from "#contract/common";
import type { Product } from "#contract/catalog";
import { productsAnswer } from "../api/fixtures.test-support";

const PAGE = 12;

/** `ids`: the catalogue now, newest first. Every list (whatever its filters) answers from it. */
export function keysetApi(ids: number[]) {
  const asked: string[] = [];
  const fetcher = (async (url: string) => {
    asked.push(url);
    const q = new URL(url, "http://x").searchParams;
    const cursor = q.get("cursor");
    const from = cursor ? ids.findIndex((id) => id < Number(cursor)) : (Number(q.get("page") ?? 1) - 1) * PAGE;
    const start = from < 0 ? ids.length : from;
    const page = ids.slice(start, start + PAGE);
    const link = (set: string) => {
      const params = new URLSearchParams(q);
      params.delete("page");
      params.delete("cursor");
      return `/api/products/?${params}${params.size ? "&" : ""}${set}`;
    };
    return productsAnswer({
      count: ids.length,
      next: start + PAGE < ids.length ? link(`cursor=${page.at(-1)}`) : null,
      previous: start > 0 ? link(`cursor=${ids[start - PAGE] + 1}`) : null,
      results: page,
    });
  }) as unknown as typeof fetch;
  return { asked, fetcher };
}

/** The ids a grid shows: the prerendered page's (`prerendered`) or the live answer's. */
export function shownIds(screen: { prerendered: boolean; data: Paged<Product> | null }, prerendered: number[]): number[] {
  return screen.prerendered ? prerendered : (screen.data?.results.map((p) => p.id) ?? []);
}
