// Section 8: product pages' HTML, time to first byte and throughput, for the three ways the
// site answers `/{en|ar}/product/{id}/` (docs/decisions/0018) and a floor:
//   static    a prerendered page (the catalogue's head), served from the static assets;
//   cached    a page rendered on demand earlier and answered from the Workers cache (X-Page-Cache: hit);
//   uncached  a page nobody asked for yet, rendered now by the web worker (X-Page-Cache: miss);
//   bare      the static case's files served by Node's http module (bench/reference/static-server.mjs).
// The site is built for this section with a small head (PRODUCT_PAGES.prerenderProducts per
// language), so most of the N products are on demand, and run as deployed: the web worker
// calls the API over a service binding in the same workerd process. All four cases are
// measured in interleaved rounds (load.mjs), at 1 and 10 connections. Every response's
// X-Page-Cache header is counted, so the hit and miss ratios are observed, not assumed.
/** @import { Stack } from "./stack.mjs" */
/** @import { Log, Summary, Target } from "./types.ts" */
import { setTimeout as sleep } from "node:timers/promises";
import { errorMessage } from "../../scripts/lib/error-message.mjs";
import { LOCALES, PRODUCT_PAGES } from "../config.mjs";
import { buildSite, prerenderedProductIds } from "./build.mjs";
import { measureRounds } from "./load.mjs";
import { renderCost } from "./render-cost/index.mjs";

/** @typedef {"static" | "cached" | "uncached" | "bare"} Kind */
/** @type {{ id: Kind, label: string }[]} */
export const KINDS = [
  { id: "static", label: "Static (prerendered)" },
  { id: "cached", label: "On demand, cached" },
  { id: "uncached", label: "On demand, uncached" },
  { id: "bare", label: "Bare static server (Node)" },
];

const CACHE_HEADER = "x-page-cache";

/**
 * A case's figures, with the time to first byte and the X-Page-Cache counts it was measured with.
 * @typedef {Summary & Required<Pick<Summary, "ttfb" | "headerCounts">>} TtfbSummary
 * @typedef {Record<"static" | "cached" | "uncached", string[]>} Paths
 * @typedef {Record<string, number>} Counts
 */

/** @type {(locale: string, id: number) => string} */
const pathOf = (locale, id) => `/${locale}/product/${id}/`;
/**
 * Both languages of each product.
 * @param {number[]} ids
 */
const bothLanguages = (ids) => ids.flatMap((id) => LOCALES.map((locale) => pathOf(locale, id)));
/**
 * Each product once, languages alternating, then each once in its other language: no path twice.
 * @param {number[]} ids
 */
const freshPages = (ids) => LOCALES.flatMap((_, pass) => ids.map((id, i) => pathOf(LOCALES[(i + pass) % LOCALES.length], id)));

/** @type {(a: number | null | undefined, b: number | null | undefined) => number | null} */
const ratio = (a, b) => (a == null || b == null || !b ? null : Number((a / b).toFixed(2)));
/** @type {(part: number, all: number) => number | null} */
const share = (part, all) => (all ? Number((part / all).toFixed(4)) : null);
/** @param {number | null} x */
const percent = (x) => (x === null ? "—" : `${(x * 100).toFixed(1)}%`);
/**
 * Responses whose headers arrived (X-Page-Cache counted, "none" included).
 * @param {TtfbSummary} m
 */
const answered = (m) => Object.values(m.headerCounts).reduce((a, n) => a + n, 0);

/**
 * Up to `want` ids of the API's products not in `exclude`, newest first, 100 per list page.
 * @param {string} api
 * @param {Set<number>} exclude
 * @param {number} want
 */
export async function productIdsOutside(api, exclude, want) {
  /** @type {number[]} */
  const ids = [];
  /** @type {string | null} */
  let path = "/api/products/?page_size=100";
  while (path && ids.length < want) {
    const res = await fetch(api + path);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    const page = /** @type {{ results: { id: number }[], next: string | null }} */ (await res.json());
    for (const product of page.results) if (!exclude.has(product.id) && ids.length < want) ids.push(product.id);
    const next = page.next;
    path = !next ? null : next.startsWith("http") ? next.slice(new URL(next).origin.length) : next;
  }
  return ids;
}

/**
 * One GET, its body read: status, X-Page-Cache and body.
 * @param {string} origin
 * @param {string} path
 */
async function visit(origin, path) {
  const res = await fetch(origin + path, { redirect: "manual" });
  const body = await res.text();
  return { status: res.status, cache: res.headers.get(CACHE_HEADER), body };
}

/**
 * Visits the paths one at a time: how many answered each "status X-Page-Cache" pair.
 * @param {string} origin
 * @param {string[]} paths
 */
async function tally(origin, paths) {
  /** @type {Counts} */
  const counts = {};
  for (const path of paths) {
    const { status, cache } = await visit(origin, path);
    const key = `${status} ${cache ?? "none"}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** @type {(counts: Counts, key: string) => boolean} */
const only = (counts, key) => Object.keys(counts).length === 1 && counts[key] > 0;
/** @param {Counts | undefined} counts */
const countsText = (counts) =>
  Object.entries(counts ?? {})
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");

/**
 * The site as deployed (API over a service binding); through the API's port if that does not start.
 * @param {Stack} stack
 * @param {string} outDir
 * @param {Log} log
 */
async function startSite(stack, outDir, log) {
  try {
    return { origin: await stack.startWebBound(outDir, "pagesWeb"), via: "service binding" };
  } catch (error) {
    log(`  the site with a service binding to the API did not start; using the API's port.\n${errorMessage(error).slice(0, 1000)}`);
    return { origin: await stack.startWeb(outDir, "pagesWeb"), via: "API port" };
  }
}

/**
 * Builds the site with a small head and picks the pages: `sample` prerendered products and
 * `sample` on-demand ones in both languages, and the fresh pages of the uncached case.
 * @param {{ stack: Stack, api: string, log: Log }} options
 */
async function plan({ stack, api, log }) {
  const { prerenderProducts, sample, uncachedPool } = PRODUCT_PAGES;
  const outDir = stack.path("build-pages");
  log(`  building the site with ${prerenderProducts} prerendered products per language (PRERENDER_PRODUCTS)…`);
  const build = await buildSite({ outDir, apiOrigin: api, prerenderProducts });
  stack.restoreDeployRedirect();
  log(`  ${build.pages} pages (${build.productPages} product pages) in ${build.seconds} s`);
  const [en, ar] = LOCALES.map((locale) => prerenderedProductIds(outDir, locale));
  const inArabic = new Set(ar);
  const staticIds = en.filter((id) => inArabic.has(id));
  if (staticIds.length === 0) throw new Error("the build prerendered no product page in both languages");
  const want = sample + Math.ceil(uncachedPool / LOCALES.length);
  const onDemand = await productIdsOutside(api, new Set([...en, ...ar]), want);
  if (onDemand.length <= sample)
    throw new Error(
      `only ${onDemand.length} products are outside the prerendered head of ${prerenderProducts}: run with more than ${prerenderProducts + sample}`,
    );
  /** @type {Paths} */
  const paths = {
    static: bothLanguages(staticIds.slice(0, sample)),
    cached: bothLanguages(onDemand.slice(0, sample)),
    uncached: freshPages(onDemand.slice(sample)).slice(0, uncachedPool),
  };
  log(
    `  ${staticIds.length} products prerendered, ${onDemand.length}${onDemand.length < want ? "" : "+"} on demand; the static and cached cases ` +
      `cycle over ${paths.static.length} pages each, the uncached case has ${paths.uncached.length} fresh pages`,
  );
  return {
    outDir,
    paths,
    renderProductId: onDemand[sample],
    build: { seconds: build.seconds, pages: build.pages, productPages: build.productPages },
    pools: { staticProducts: staticIds.length, onDemandProductsRead: onDemand.length },
  };
}

/**
 * What each case answers before it is loaded: static pages without X-Page-Cache, the cached
 * case's pages a miss on the first visit and a hit on the second (which warms them), the same
 * bytes from the bare server as from the site.
 * @param {{ web: string, bare: string, paths: Paths, log: Log }} options
 */
async function check({ web, bare, paths, log }) {
  const staticPages = await tally(web, paths.static);
  const [fromSite, fromBare] = [await visit(web, paths.static[0]), await visit(bare, paths.static[0])];
  const bareSameBody = fromBare.status === 200 && fromBare.body === fromSite.body;
  const cachedFirstVisit = await tally(web, paths.cached);
  await sleep(500); // the cache.put runs after the answer (waitUntil)
  const checks = { static: staticPages, bareSameBody, cachedFirstVisit, cachedSecondVisit: await tally(web, paths.cached) };
  const problems = [];
  if (!only(checks.static, "200 none")) problems.push(`static pages answered ${countsText(checks.static)}`);
  if (!checks.bareSameBody) problems.push(`the bare server's ${paths.static[0]} (${fromBare.status}) differs from the site's`);
  if (!only(checks.cachedFirstVisit, "200 miss")) problems.push(`first visits of the cached case answered ${countsText(checks.cachedFirstVisit)}`);
  if (!only(checks.cachedSecondVisit, "200 hit")) problems.push(`second visits of the cached case answered ${countsText(checks.cachedSecondVisit)}`);
  log(
    `  checks: static pages ${countsText(checks.static)}; bare server, same bytes: ${checks.bareSameBody ? "yes" : "NO"}; ` +
      `cached case warmed (${countsText(checks.cachedFirstVisit)}), then ${countsText(checks.cachedSecondVisit)}`,
  );
  for (const problem of problems) log(`  ! ${problem}`);
  return { checks, problems };
}

/**
 * The four cases in interleaved rounds at each number of connections.
 * @param {{ web: string, bare: string, paths: Paths, seconds: number, warmupSeconds: number, rounds: number, log: Log }} options
 */
async function load({ web, bare, paths, seconds, warmupSeconds, rounds, log }) {
  const measured = { ttfb: true, countHeader: CACHE_HEADER };
  const cursor = { n: 0 };
  /** @type {Record<Kind, Target>} */
  const targets = {
    static: { origin: web, paths: paths.static, ...measured },
    cached: { origin: web, paths: paths.cached, ...measured },
    // Shared by the levels: every request, warm-ups included, takes the next fresh page.
    uncached: { origin: web, paths: paths.uncached, cursor, ...measured },
    bare: { origin: bare, paths: paths.static, ...measured },
  };
  const rows = [];
  for (const connections of PRODUCT_PAGES.connections) {
    // Every target keeps its time to first byte and counts X-Page-Cache.
    const summaries = /** @type {TtfbSummary[]} */ (
      await measureRounds(
        KINDS.map((kind) => targets[kind.id]),
        { connections, seconds, warmupSeconds, rounds },
      )
    );
    const kinds = /** @type {Record<Kind, TtfbSummary>} */ (Object.fromEntries(KINDS.map((kind, i) => [kind.id, summaries[i]])));
    /** @type {(id: Kind, q: "p50" | "p95") => number | null} */
    const vsStatic = (id, q) => ratio(kinds[id].ttfb[q], kinds.static.ttfb[q]);
    const row = {
      connections,
      kinds,
      // Time to first byte against a static page's, at the same number of connections.
      cachedVsStatic: { p50: vsStatic("cached", "p50"), p95: vsStatic("cached", "p95") },
      uncachedVsStatic: { p50: vsStatic("uncached", "p50"), p95: vsStatic("uncached", "p95") },
      staticVsBare: { p50: ratio(kinds.static.ttfb.p50, kinds.bare.ttfb.p50), p95: ratio(kinds.static.ttfb.p95, kinds.bare.ttfb.p95) },
      hitRatio: share(kinds.cached.headerCounts.hit ?? 0, answered(kinds.cached)),
      missRatio: share(kinds.uncached.headerCounts.miss ?? 0, answered(kinds.uncached)),
      flagged: Object.values(kinds).some((m) => m.non2xx > 0 || m.errors > 0 || m.timeouts > 0),
    };
    for (const kind of KINDS) {
      const m = kinds[kind.id];
      const cache = kind.id === "bare" ? "" : `; X-Page-Cache ${countsText(m.headerCounts)}`;
      log(
        `  ${kind.label} @${connections}: TTFB p50 ${m.ttfb.p50} ms, p95 ${m.ttfb.p95} ms; whole page p50 ${m.p50} ms; ${m.rps} req/s${cache}` +
          (m.non2xx || m.errors ? `; ${m.non2xx} non-2xx, ${m.errors} errors` : ""),
      );
    }
    log(
      `  @${connections}: TTFB p50 cached ÷ static ${row.cachedVsStatic.p50}×, uncached ÷ static ${row.uncachedVsStatic.p50}×, ` +
        `static ÷ bare ${row.staticVsBare.p50}×; hits ${percent(row.hitRatio)} of the cached case, misses ${percent(row.missRatio)} of the uncached one`,
    );
    rows.push(row);
  }
  if (cursor.n > paths.uncached.length)
    log(`  ! the uncached case sent ${cursor.n} requests for ${paths.uncached.length} fresh pages: the later ones met cached pages`);
  return { rows, uncachedRequestsSent: cursor.n };
}

/**
 * @param {{ stack: Stack, api: string, products: number, seconds: number, warmupSeconds: number, rounds: number, log: Log }} options
 */
export async function productPagesSection({ stack, api, products, seconds, warmupSeconds, rounds, log }) {
  const started = performance.now();
  const { outDir, paths, build, pools, renderProductId } = await plan({ stack, api, log });
  const site = await startSite(stack, outDir, log);
  try {
    const bare = await stack.startStaticServer(`${outDir}/client`);
    log(`  site on ${site.origin} (API over ${site.via}), bare static server on ${bare}`);
    const { checks, problems } = await check({ web: site.origin, bare, paths, log });
    const { rows, uncachedRequestsSent } = await load({ web: site.origin, bare, paths, seconds, warmupSeconds, rounds, log });
    // After the load, so that it competes with nothing: the render's own share of an uncached page.
    const render = await renderCost({ outDir, api, productId: renderProductId });
    log(
      `  render split: the worker's bundle renders product ${render.productId}'s page in Node in ${render.toResponse.p50} ms to its Response ` +
        `(p95 ${render.toResponse.p95}), ${render.whole.p50} ms to its last byte, the API answered from memory (${render.runs} renders)`,
    );
    /** @type {(id: Kind, key?: string) => number} */
    const sum = (id, key) => rows.reduce((a, r) => a + (key ? (r.kinds[id].headerCounts[key] ?? 0) : answered(r.kinds[id])), 0);
    return {
      products,
      prerenderProducts: PRODUCT_PAGES.prerenderProducts,
      via: site.via,
      build,
      pools: {
        ...pools,
        staticPages: paths.static.length,
        cachedPages: paths.cached.length,
        uncachedPages: paths.uncached.length,
        uncachedRequestsSent,
      },
      checks,
      problems,
      seconds,
      warmupSeconds,
      rounds,
      connections: PRODUCT_PAGES.connections,
      // Over every measured request of every level (warm-ups not counted).
      hitRatio: share(sum("cached", "hit"), sum("cached")),
      missRatio: share(sum("uncached", "miss"), sum("uncached")),
      rows,
      render,
      sectionSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    };
  } finally {
    await Promise.all(["pagesWeb", "staticServer"].map((name) => stack.stop(name)));
  }
}
