// Section 5: what the web worker's /api proxy adds. The same calls straight to the API
// worker and through the site's /api route, in interleaved rounds, two ways: the proxy fetching the
// API's local port (as `npm start` runs it) and the proxy calling the API over a service
// binding in the same workerd process (as deployed). The target is judged on the second.
import { SEARCH_TERMS } from "../config.mjs";
import { measureRounds } from "./load.mjs";

const CALLS = (fx) => [
  { id: "list", label: "Product list", paths: ["/api/products/"] },
  { id: "detail", label: "Product detail", paths: fx.productIds.slice(0, 100).map((id) => `/api/products/${id}/`) },
  { id: "search-en", label: "Search, English", paths: SEARCH_TERMS.en.map((t) => `/api/products/?search=${encodeURIComponent(t)}`) },
];

const ratio = (a, b) => (a === null || b === null || !b ? null : Number((a / b).toFixed(2)));
const worst = (rows, key) => {
  const values = rows.filter((r) => r.connections === 1 && r[key] !== null).map((r) => r[key]);
  return values.length ? Math.max(...values) : null;
};

/** `origins`: { direct, http, binding } (binding may be null when it could not start). */
export async function proxySection({ origins, fx, connectionLevels, seconds, warmupSeconds, rounds, log }) {
  const rows = [];
  for (const call of CALLS(fx)) {
    for (const connections of connectionLevels) {
      const ways = [origins.direct, origins.http, origins.binding].filter(Boolean).map((origin) => ({ origin, paths: call.paths }));
      const [direct, http, binding = null] = await measureRounds(ways, { connections, seconds, warmupSeconds, rounds });
      const row = {
        id: call.id,
        label: call.label,
        connections,
        direct,
        http,
        binding,
        httpRatio: ratio(http.p50, direct.p50),
        bindingRatio: binding ? ratio(binding.p50, direct.p50) : null,
        flagged: [direct, http, binding].some((m) => m && (m.non2xx > 0 || m.errors > 0)),
      };
      log(
        `  ${call.label} @${connections}: p50 direct ${direct.p50} ms, via proxy ${http.p50} ms (${row.httpRatio}x)` +
          (binding ? `, via proxy + service binding ${binding.p50} ms (${row.bindingRatio}x)` : ""),
      );
      rows.push(row);
    }
  }
  // The headline: the worst p50 ratio at one connection, where latency is not queueing.
  const overhead = { binding: worst(rows, "bindingRatio"), http: worst(rows, "httpRatio") };
  return { overhead, judged: overhead.binding !== null ? "binding" : "http", rows };
}
