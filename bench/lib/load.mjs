// Load cases with autocannon. Cases that are compared with each other are measured in
// interleaved rounds (A B C, A B C, ...), so a change in the machine's background load hits
// them alike instead of skewing the ratios between them. Every response's latency is kept,
// so p50/p95/p99 are exact rather than read off autocannon's fixed percentiles (it has
// p97.5, not p95). A target with `ttfb` also keeps each response's time to its headers (the
// first byte: autocannon's own latency runs to the last byte) and counts the values of one
// response header (`countHeader`), e.g. X-Page-Cache for the product pages (section 8).
/** @import { RoundFigures, Summary, Target } from "./types.ts" */
import autocannon from "autocannon";

/**
 * `onHeaders(ms, info)`: per response, the time from the request's write to its parsed headers,
 * and http-parser-js's `{ statusCode, headers: [name, value, ...] }`. Connections carry one
 * request at a time (no pipelining), so the last request a client wrote is the one answered.
 * @param {autocannon.Options} options
 * @param {{ onResponse?: (client: autocannon.Client, status: number, bytes: number, ms: number) => void,
 *   onHeaders?: (ms: number, info: { statusCode: number, headers: unknown[] }) => void }} [listeners]
 * @returns {Promise<autocannon.Result>}
 */
function fire(options, { onResponse, onHeaders } = {}) {
  const setupClient =
    onHeaders &&
    ((/** @type {autocannon.Client} */ client) => {
      let sent = 0;
      client.on("request", () => (sent = performance.now()));
      client.on("headers", (info) => onHeaders(performance.now() - sent, info));
    });
  return new Promise((resolve, reject) => {
    const instance = autocannon(setupClient ? { ...options, setupClient } : options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on("response", onResponse);
  });
}

/**
 * A header's value from http-parser-js's flat [name, value, ...] list, or null.
 * @param {unknown[] | undefined} raw
 * @param {string} name
 */
function headerOf(raw, name) {
  if (!raw) return null;
  for (let i = 0; i + 1 < raw.length; i += 2) if (String(raw[i]).toLowerCase() === name) return String(raw[i + 1]);
  return null;
}

/** @type {(sorted: number[], q: number) => number | null} */
export const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : null);

/** @type {(n: number | null | undefined, digits?: number) => number | null} */
const round = (n, digits = 1) => (n === null || n === undefined ? null : Number(n.toFixed(digits)));

/**
 * `target`: { origin, method, headers, paths: string[], bodies?: object[], ttfb?: boolean,
 * countHeader?: string, cursor?: { n: number } }; paths and bodies are cycled request by
 * request (shared by all connections, kept across rounds and the warm-up). A `cursor` keeps
 * the place across calls of measureRounds too, and says how many requests were made.
 * @param {Target} target
 * @returns {autocannon.Request}
 */
function requestOf(target) {
  const { method = "GET", headers = {}, paths, bodies } = target;
  const cursor = target.cursor ?? { n: 0 };
  return {
    method,
    path: paths[0],
    headers: bodies ? { "content-type": "application/json", ...headers } : headers,
    setupRequest(req) {
      const i = cursor.n++;
      const next = { ...req, path: paths[i % paths.length] };
      if (bodies) next.body = JSON.stringify(bodies[i % bodies.length]);
      return next;
    },
  };
}

/**
 * What a load case collects across its rounds.
 * @typedef {{ latencies: number[], statuses: Record<string, number>, elapsed: number, errors: number,
 *   timeouts: number, rounds: RoundFigures[], ttfb?: number[], bytes?: number, headerCounts?: Record<string, number> }} Acc
 */

/**
 * One round's own figures (its slice of the latencies kept since `from`), so that a drift
 * across rounds shows in the results instead of vanishing into the case's totals.
 * @param {Acc} acc
 * @param {{ latencies: number, ttfb: number }} from
 * @param {number} elapsed
 * @param {autocannon.Result} result
 * @returns {RoundFigures}
 */
function roundFigures(acc, from, elapsed, result) {
  const latencies = acc.latencies.slice(from.latencies).sort((a, b) => a - b);
  /** @type {RoundFigures} */
  const figures = {
    seconds: round(elapsed, 2),
    requests: latencies.length,
    rps: round(latencies.length / elapsed),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    errors: result.errors,
  };
  if (acc.ttfb)
    figures.ttfbP50 = round(
      percentile(
        acc.ttfb.slice(from.ttfb).sort((a, b) => a - b),
        0.5,
      ),
      2,
    );
  return figures;
}

/**
 * @param {Acc} acc
 * @param {number} connections
 * @returns {Summary}
 */
function summarise(acc, connections) {
  const latencies = acc.latencies.sort((a, b) => a - b);
  const ok = Object.entries(acc.statuses).reduce((sum, [code, count]) => sum + (Number(code) >= 200 && Number(code) < 300 ? count : 0), 0);
  /** @type {Partial<Summary>} */
  const extra = {};
  if (acc.ttfb) {
    const ttfb = acc.ttfb.sort((a, b) => a - b);
    extra.ttfb = { p50: round(percentile(ttfb, 0.5), 2), p95: round(percentile(ttfb, 0.95), 2), p99: round(percentile(ttfb, 0.99), 2) };
    extra.meanBytes = latencies.length ? Math.round((acc.bytes ?? 0) / latencies.length) : null;
  }
  if (acc.headerCounts) extra.headerCounts = acc.headerCounts;
  return {
    connections,
    seconds: round(acc.elapsed, 2),
    requests: latencies.length,
    rps: round(latencies.length / acc.elapsed),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    statuses: acc.statuses,
    non2xx: latencies.length - ok,
    errors: acc.errors,
    timeouts: acc.timeouts,
    rounds: acc.rounds,
    ...extra,
  };
}

/**
 * Measures several targets at one number of connections: each warmed up (thrown away), then
 * `rounds` rounds of `seconds / rounds` per target, interleaved. Returns one summary per target.
 * @param {Target[]} targets
 * @param {{ connections: number, seconds: number, warmupSeconds: number, rounds?: number }} options
 * @returns {Promise<Summary[]>}
 */
export async function measureRounds(targets, { connections, seconds, warmupSeconds, rounds = 1 }) {
  /** @type {{ target: Target, request: autocannon.Request, acc: Acc }[]} */
  const cases = targets.map((target) => ({
    target,
    request: requestOf(target),
    acc: {
      latencies: [],
      statuses: {},
      elapsed: 0,
      errors: 0,
      timeouts: 0,
      rounds: [],
      ...(target.ttfb ? { ttfb: [], bytes: 0 } : {}),
      ...(target.countHeader ? { headerCounts: {} } : {}),
    },
  }));
  // autocannon stops only on its sampling tick (1 s by default), so a 3.33 s round ran 4 s and
  // "10 s in 3 rounds" ran 12: a 50 ms tick ends each round within 50 ms of its length.
  /** @type {(c: (typeof cases)[number], duration: number) => autocannon.Options} */
  const options = (c, duration) => ({ url: c.target.origin, connections, duration, sampleInt: 50, requests: [c.request], timeout: 30 });
  if (warmupSeconds > 0) for (const c of cases) await fire(options(c, warmupSeconds));
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) {
      const { acc, target } = c;
      const { countHeader } = target;
      const onHeaders =
        target.ttfb || countHeader
          ? (/** @type {number} */ ms, /** @type {{ headers: unknown[] }} */ info) => {
              if (acc.ttfb) acc.ttfb.push(ms);
              if (acc.headerCounts && countHeader) {
                const value = headerOf(info?.headers, countHeader.toLowerCase()) ?? "none";
                acc.headerCounts[value] = (acc.headerCounts[value] ?? 0) + 1;
              }
            }
          : undefined;
      const started = performance.now();
      const [latencies, ttfb] = [acc.latencies.length, acc.ttfb?.length ?? 0];
      const result = await fire(options(c, seconds / rounds), {
        onHeaders,
        onResponse: (_client, status, bytes, ms) => {
          acc.latencies.push(ms);
          acc.statuses[status] = (acc.statuses[status] ?? 0) + 1;
          if (acc.ttfb) acc.bytes = (acc.bytes ?? 0) + bytes;
        },
      });
      const elapsed = (performance.now() - started) / 1000;
      acc.elapsed += elapsed;
      acc.errors += result.errors;
      acc.timeouts += result.timeouts;
      acc.rounds.push(roundFigures(acc, { latencies, ttfb }, elapsed, result));
    }
  }
  return cases.map((c) => summarise(c.acc, connections));
}

/**
 * One request, to see that a case works before loading it.
 * @param {Target} target
 */
export async function probe(target) {
  const { origin, method = "GET", headers = {}, paths, bodies } = target;
  const res = await fetch(origin + paths[0], {
    method,
    headers: bodies ? { "content-type": "application/json", ...headers } : headers,
    body: bodies ? JSON.stringify(bodies[0]) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text: text.slice(0, 300) };
}
