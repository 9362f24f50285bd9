// Load cases with autocannon. Cases that are compared with each other are measured in
// interleaved rounds (A B C, A B C, ...), so a change in the machine's background load hits
// them alike instead of skewing the ratios between them. Every response's latency is kept,
// so p50/p95/p99 are exact rather than read off autocannon's fixed percentiles (it has
// p97.5, not p95).
import autocannon from "autocannon";

function fire(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on("response", onResponse);
  });
}

export const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : null);

const round = (n, digits = 1) => (n === null || n === undefined ? null : Number(n.toFixed(digits)));

/**
 * `target`: { origin, method, headers, paths: string[], bodies?: object[] }; paths and
 * bodies are cycled request by request (shared by all connections, kept across rounds).
 */
function requestOf(target) {
  const { method = "GET", headers = {}, paths, bodies } = target;
  let n = 0;
  return {
    method,
    path: paths[0],
    headers: bodies ? { "content-type": "application/json", ...headers } : headers,
    setupRequest(req) {
      const i = n++;
      const next = { ...req, path: paths[i % paths.length] };
      if (bodies) next.body = JSON.stringify(bodies[i % bodies.length]);
      return next;
    },
  };
}

function summarise(acc, connections) {
  const latencies = acc.latencies.sort((a, b) => a - b);
  const ok = Object.entries(acc.statuses).reduce((sum, [code, count]) => sum + (code >= 200 && code < 300 ? count : 0), 0);
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
  };
}

/**
 * Measures several targets at one number of connections: each warmed up (thrown away), then
 * `rounds` rounds of `seconds / rounds` per target, interleaved. Returns one summary per target.
 */
export async function measureRounds(targets, { connections, seconds, warmupSeconds, rounds = 1 }) {
  const cases = targets.map((target) => ({
    target,
    request: requestOf(target),
    acc: { latencies: [], statuses: {}, elapsed: 0, errors: 0, timeouts: 0 },
  }));
  const options = (c, duration) => ({ url: c.target.origin, connections, duration, requests: [c.request], timeout: 30 });
  if (warmupSeconds > 0) for (const c of cases) await fire(options(c, warmupSeconds));
  for (let r = 0; r < rounds; r++) {
    for (const c of cases) {
      const started = performance.now();
      const result = await fire(options(c, seconds / rounds), (_client, status, _bytes, ms) => {
        c.acc.latencies.push(ms);
        c.acc.statuses[status] = (c.acc.statuses[status] ?? 0) + 1;
      });
      c.acc.elapsed += (performance.now() - started) / 1000;
      c.acc.errors += result.errors;
      c.acc.timeouts += result.timeouts;
    }
  }
  return cases.map((c) => summarise(c.acc, connections));
}

/** One request, to see that a case works before loading it. */
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
