// The same-SQL reference (docs/performance.md, section 4): for each API case, the statements the
// API ran for its requests, recorded by the API's D1 meter (the API runs with D1_TRACE=1 in the
// benchmark only; a request sent with `X-D1-Trace: 1` is answered with its statements), then
// replayed as prepared statements in ONE db.batch() per request by the API's own worker, ahead
// of its app (`/__same-sql/`, bench/reference/same-sql-replay.ts: in the API's process, because a second
// process writing the same local SQLite file meets SQLITE_BUSY). The API's req/s over the
// replay's is what our code (Hono, middleware, validation, Drizzle, serialising, and any round
// trips beyond one) costs over its own queries.
/** @import { ApiCase, SameSqlCase, Target, TracedStatement } from "./types.ts" */
import { COST_CALLS } from "./db-cost.mjs";

// A checkout names its orders and itself by uuid; a replay makes new ones (see the reference).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WRITE = /^\s*(insert|update|delete|replace)\b/i;

/**
 * Request `i` of a load target (the load's order: path i and body i, both cycled), traced.
 * @param {Target} target
 * @param {number} i
 * @returns {Promise<{ status: number, statements: TracedStatement[] }>} (api/src/lib/d1-meter.ts traceResponse)
 */
async function traced(target, i) {
  const { origin, method = "GET", headers = {}, paths, bodies } = target;
  const res = await fetch(origin + paths[i % paths.length], {
    method,
    headers: { ...(bodies ? { "content-type": "application/json" } : {}), ...headers, "x-d1-trace": "1" },
    body: bodies ? JSON.stringify(bodies[i % bodies.length]) : undefined,
  });
  const text = await res.text();
  /** @type {any} */
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not a trace: said below.
  }
  if (!Array.isArray(body?.statements))
    throw new Error(
      `no statement trace in the answer to ${paths[i % paths.length]} (${res.status}: ${text.slice(0, 200)}); is the API running with D1_TRACE=1?`,
    );
  return body;
}

/** @param {number[]} values */
const mean = (values) => Number((values.reduce((a, b) => a + b, 0) / values.length).toFixed(1));

/**
 * The same-SQL reference case of an API case: its first requests (up to COST_CALLS, as the cost
 * is measured) traced and registered with the API worker's replay. Returns the case to load, or
 * `{ skip }` when the API ran no statement for it (nothing to replay).
 * @param {ApiCase} apiCase
 * @returns {Promise<SameSqlCase | { skip: string }>}
 */
export async function sameSqlCase(apiCase) {
  const origin = apiCase.target.origin;
  const { target } = apiCase;
  const calls = Math.min(COST_CALLS, Math.max(target.paths.length, target.bodies?.length ?? 0));
  const traces = [];
  for (let i = 0; i < calls; i++) traces.push(await traced(target, i));
  const bad = traces.filter((t) => t.status < 200 || t.status >= 300).map((t) => t.status);
  if (bad.length) throw new Error(`traced requests answered ${bad.join(", ")}`);
  if (traces.some((t) => t.statements.length === 0)) return { skip: "the API ran no statement" };
  const fresh = new Set();
  for (const t of traces)
    for (const s of t.statements) if (WRITE.test(s.sql)) for (const p of s.params) if (typeof p === "string" && UUID.test(p)) fresh.add(p);
  const requests = traces.map((t) => t.statements.map(({ sql, params }) => ({ sql, params })));
  const res = await fetch(`${origin}/__same-sql/${apiCase.id}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ requests, fresh: [...fresh] }),
  });
  if (!res.ok) throw new Error(`the API's replay refused the statements: ${res.status} ${(await res.text()).slice(0, 200)}`);
  const trips = traces.map((t) => new Set(t.statements.map((s) => s.batch)).size);
  return {
    id: `same-sql:${apiCase.id}`,
    label: `Same SQL, one batch: ${apiCase.label}`,
    reference: true,
    sameSqlOf: apiCase.id,
    target: { origin, paths: traces.map((_, i) => `/__same-sql/${apiCase.id}/${i}`) },
    statements: {
      requests: traces.length,
      perRequest: mean(traces.map((t) => t.statements.length)),
      apiTrips: mean(trips),
      writes: traces[0].statements.filter((s) => WRITE.test(s.sql)).length,
      freshValues: fresh.size,
    },
    // One request's statements, for the results (what was replayed, readable).
    example: traces[0].statements,
  };
}
