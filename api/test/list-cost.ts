// The cost tests' one walk (catalog, orders and listings list-cost tests): a list's first page
// and the pages after it through `next`, each within a bound of D1 round trips and rows read,
// as the answer's Server-Timing reports them (lib/d1-meter.ts), and no row shown twice.
import { expect } from "vitest";
import { api } from "./factories";

/** d1-trips and d1-rows-read of an answer's Server-Timing. */
export function costOf(headers: Headers) {
  const timing = headers.get("server-timing") ?? "";
  const value = (name: string) => Number(new RegExp(`${name};desc=(\\d+)`).exec(timing)?.[1] ?? Number.NaN);
  return { trips: value("d1-trips"), rowsRead: value("d1-rows-read") };
}

/** Walks `pages` pages from `first`; returns the ids shown. */
export async function walkPages(first: string, bound: { trips: number; rowsRead: number }, opts: { token?: string; pages?: number } = {}) {
  let next: string | null = first;
  const seen = new Set<number>();
  for (let page = 1; page <= (opts.pages ?? 5) && next; page++) {
    const res = await api("GET", next, opts.token ? { token: opts.token } : {});
    expect(res.status, next).toBe(200);
    const cost = costOf(res.headers);
    expect(cost.trips, next).toBeLessThanOrEqual(bound.trips);
    expect(cost.rowsRead, next).toBeLessThanOrEqual(bound.rowsRead);
    for (const row of res.data.results as { id: number }[]) {
      expect(seen.has(row.id), `${next}: id ${row.id} shown twice`).toBe(false);
      seen.add(row.id);
    }
    next = res.data.next;
  }
  return seen;
}
