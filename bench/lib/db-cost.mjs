// What a call costs the database, read from the API's own answer: every response carries
// `Server-Timing: d1-trips;desc=N, d1-rows-read;desc=N, d1-rows-written;desc=N`
// (api/src/lib/d1-meter.ts). The load cases' paths are sent once each, one at a time, so the
// figures are per call and not blurred by concurrency. Also the setup some load cases need
// from the running API: cursor links followed page by page, a product's SKU and store.

/** @import { DbCost, Target } from "./types.ts" */

/** At most this many calls per case (the first paths, with their bodies, as the load sends them). */
export const COST_CALLS = 20;

/** @type {Record<string, "trips" | "rowsRead" | "rowsWritten">} */
const METRICS = { "d1-trips": "trips", "d1-rows-read": "rowsRead", "d1-rows-written": "rowsWritten" };

/**
 * `{ trips, rowsRead, rowsWritten }` from a Server-Timing value, or null without the D1 metrics.
 * @param {string | null} header
 * @returns {{ trips: number, rowsRead: number, rowsWritten: number } | null}
 */
export function parseServerTiming(header) {
  if (!header) return null;
  /** @type {Partial<Record<"trips" | "rowsRead" | "rowsWritten", number>>} */
  const out = {};
  for (const entry of header.split(",")) {
    const [name, ...params] = entry.split(";").map((s) => s.trim());
    const key = METRICS[name];
    const desc = params.find((p) => p.startsWith("desc="));
    if (key && desc) out[key] = Number(desc.slice(5).replace(/^"|"$/g, ""));
  }
  const { trips, rowsRead, rowsWritten } = out;
  return trips !== undefined && rowsRead !== undefined && rowsWritten !== undefined && [trips, rowsRead, rowsWritten].every(Number.isFinite)
    ? { trips, rowsRead, rowsWritten }
    : null;
}

/** @param {number} n */
const round = (n) => Number(n.toFixed(1));
/** @param {number[]} values */
const stats = (values) => (values.length ? { mean: round(values.reduce((a, b) => a + b, 0) / values.length), max: Math.max(...values) } : null);

/**
 * Sends a load target's requests once each, in the load's order (path i with body i, both
 * cycled), up to `COST_CALLS` of them, and returns the mean and max cost per call.
 * @param {Target} target
 * @returns {Promise<DbCost>}
 */
export async function measureDbCost(target) {
  const { origin, method = "GET", headers = {}, paths, bodies } = target;
  const calls = Math.min(COST_CALLS, Math.max(paths.length, bodies?.length ?? 0));
  const costs = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let missing = 0;
  for (let i = 0; i < calls; i++) {
    const res = await fetch(origin + paths[i % paths.length], {
      method,
      headers: bodies ? { "content-type": "application/json", ...headers } : headers,
      body: bodies ? JSON.stringify(bodies[i % bodies.length]) : undefined,
    });
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const cost = parseServerTiming(res.headers.get("server-timing"));
    if (cost) costs.push(cost);
    else missing++;
  }
  return {
    calls,
    statuses,
    // Answers without the D1 metrics in Server-Timing (none expected).
    missing,
    trips: stats(costs.map((c) => c.trips)),
    rowsRead: stats(costs.map((c) => c.rowsRead)),
    rowsWritten: stats(costs.map((c) => c.rowsWritten)),
  };
}

/**
 * @param {string} origin
 * @param {string} path
 * @returns {Promise<any>} the API's JSON, read as the caller expects it
 */
async function getJson(origin, path) {
  const res = await fetch(origin + path);
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * The paths of pages 1 to `pages` of a keyset-paged list, page 1 being `first` and each next
 * one its predecessor's `next` link (cursors). Stops early, with what it has, if the list ends.
 * @param {string} origin
 * @param {string} first
 * @param {number} pages
 */
export async function followNext(origin, first, pages) {
  const out = [first];
  let path = first;
  while (out.length < pages) {
    const { next } = await getJson(origin, path);
    if (!next) break;
    // `next` is the path and query (relative to the API's origin); an absolute URL is cut down to them.
    path = next.startsWith("http") ? next.slice(new URL(next).origin.length) : next;
    out.push(path);
  }
  return out;
}

/**
 * A product as the API returns it (its SKU, its store).
 * @type {(origin: string, id: number) => Promise<{ sku?: string, store?: { id: number, slug: string } }>}
 */
export const productOf = (origin, id) => getJson(origin, `/api/products/${id}/`);

/**
 * A product list's page 1: its `count` (stopping at 100) and results.
 * @type {(origin: string, path: string) => Promise<{ count: number, count_capped?: boolean, results: unknown[] }>}
 */
export const listOf = (origin, path) => getJson(origin, path);
