// Section 5: what the web worker's /api proxy adds. The same calls straight to the API
// worker and through the site's /api route, in interleaved rounds, two ways: the proxy fetching the
// API's local port (as `npm start` runs it) and the proxy calling the API over a service
// binding in the same workerd process (as deployed). The target is judged on the second.
// Beside them, the bare proxy (bench/reference/proxy.js), bound to the API the same way,
// with and without a static-assets folder: what any proxy costs here, so that our proxy's
// figure splits into the runtime's floor and our code's own share.
/** @import { Fixtures, Log, Summary } from "./types.ts" */
import { SEARCH_TERMS } from "../config.mjs";
import { measureRounds } from "./load.mjs";

/** @param {Fixtures} fx */
const CALLS = (fx) => [
  { id: "list", label: "Product list", paths: ["/api/products/"] },
  { id: "detail", label: "Product detail", paths: fx.productIds.slice(0, 100).map((id) => `/api/products/${id}/`) },
  { id: "search-en", label: "Search, English", paths: SEARCH_TERMS.en.map((t) => `/api/products/?search=${encodeURIComponent(t)}`) },
];

// The ways in, in the order each round visits them; `direct` is what every ratio divides by.
/** @typedef {"direct" | "http" | "binding" | "bare" | "bareAssets"} Way */
/** @type {Way[]} */
const WAYS = ["direct", "http", "binding", "bare", "bareAssets"];

/**
 * A call at one number of connections, each way in (null: not started) and its ratios to direct.
 * @typedef {{ id: string, label: string, connections: number, flagged: boolean } & Record<Way, Summary | null> & Record<Ratio, number | null>} ProxyRow
 * @typedef {"httpRatio" | "bindingRatio" | "bareRatio" | "bareAssetsRatio" | "bindingVsBare"} Ratio
 */

/** @type {(a: number | null | undefined, b: number | null | undefined) => number | null} */
const ratio = (a, b) => (a == null || b == null || !b ? null : Number((a / b).toFixed(2)));
/** @type {(rows: ProxyRow[], key: Ratio) => number | null} */
const worst = (rows, key) => {
  const values = rows.flatMap((r) => (r.connections === 1 && r[key] !== null ? [r[key]] : []));
  return values.length ? Math.max(...values) : null;
};

/**
 * `origins`: { direct, http, binding, bare, bareAssets }; all but direct and http may be null
 * when they could not start.
 * @param {{ origins: Record<"direct" | "http", string> & Record<"binding" | "bare" | "bareAssets", string | null>, fx: Fixtures,
 *   connectionLevels: number[], seconds: number, warmupSeconds: number, rounds: number, log: Log }} options
 */
export async function proxySection({ origins, fx, connectionLevels, seconds, warmupSeconds, rounds, log }) {
  const ways = WAYS.filter((way) => origins[way]);
  /** @type {ProxyRow[]} */
  const rows = [];
  for (const call of CALLS(fx)) {
    for (const connections of connectionLevels) {
      const measured = await measureRounds(
        ways.map((way) => ({ origin: /** @type {string} */ (origins[way]), paths: call.paths })),
        { connections, seconds, warmupSeconds, rounds },
      );
      /** @type {Record<Way, Summary | null>} */
      const m = { direct: null, http: null, binding: null, bare: null, bareAssets: null };
      for (const way of WAYS) m[way] = measured[ways.indexOf(way)] ?? null;
      /** @type {ProxyRow} */
      const row = {
        id: call.id,
        label: call.label,
        connections,
        ...m,
        httpRatio: ratio(m.http?.p50, m.direct?.p50),
        bindingRatio: ratio(m.binding?.p50, m.direct?.p50),
        bareRatio: ratio(m.bare?.p50, m.direct?.p50),
        bareAssetsRatio: ratio(m.bareAssets?.p50, m.direct?.p50),
        // Our code's own share: our proxy against the bare one in the same shape (assets).
        bindingVsBare: ratio(m.binding?.p50, m.bare?.p50), // the site sends /api past the asset lookup (run_worker_first), as the bare proxy has none
        flagged: Object.values(m).some((x) => x && (x.non2xx > 0 || x.errors > 0)),
      };
      /** @type {(label: string, way: Way, key: Ratio) => string} */
      const part = (label, way, key) => (m[way] ? `, ${label} ${m[way].p50} ms (${row[key]}x)` : "");
      log(
        `  ${call.label} @${connections}: p50 direct ${m.direct?.p50} ms` +
          part("via proxy", "http", "httpRatio") +
          part("via proxy + service binding", "binding", "bindingRatio") +
          part("bare proxy", "bare", "bareRatio") +
          part("bare proxy + assets", "bareAssets", "bareAssetsRatio") +
          (row.bindingVsBare !== null ? `; ours ÷ bare ${row.bindingVsBare}x` : ""),
      );
      rows.push(row);
    }
  }
  // The headline: the worst p50 ratio at one connection, where latency is not queueing. The
  // floor and our own share are read on the call that gives the judged figure, so that they
  // split that figure rather than come from another call.
  /** @type {"binding" | "http"} */
  const judged = worst(rows, "bindingRatio") !== null ? "binding" : "http";
  /** @type {Ratio} */
  const key = `${judged}Ratio`;
  const single = rows.filter((r) => r.connections === 1 && r[key] !== null);
  const at = single.reduce(
    (/** @type {ProxyRow | null} */ a, r) => (!a || /** @type {number} */ (r[key]) > /** @type {number} */ (a[key]) ? r : a),
    null,
  );
  const overhead = {
    binding: worst(rows, "bindingRatio"),
    http: worst(rows, "httpRatio"),
    call: at?.id ?? null,
    bare: at?.bareRatio ?? null,
    bareAssets: at?.bareAssetsRatio ?? null,
    bindingVsBare: at?.bindingVsBare ?? null,
  };
  return { overhead, judged, rows };
}
