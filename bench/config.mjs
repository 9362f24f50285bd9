// What `npm run bench` measures and the targets it reports (docs/performance.md).
// When a storefront page lands, its row below usually needs nothing: a page whose URL
// answers 404 is reported as "not built yet" and measured as soon as it exists. Adjust a
// `path` if the page ends up at another URL.

/** @import { Fixtures } from "./lib/types.ts" */

export const LOCALES = ["en", "ar"];

/**
 * Page types, one URL per locale. `path(locale, fx)` may use the fixtures the benchmark
 * reads from the running API: `fx.productId` (a synthetic product), `fx.storeSlug`,
 * `fx.categorySlug`. `expectStatus` is what a built page answers; `lighthouse` puts the page
 * in the Lighthouse section ("floor": run, not judged); `jsBudgetKb` is its JavaScript target
 * (gzipped, everything the page can load), 0 for none.
 * @type {{ type: string, path: (locale: string, fx: Fixtures) => string, expectStatus?: number,
 *   lighthouse?: boolean | "floor", jsBudgetKb?: number }[]}
 */
export const PAGES = [
  { type: "home", path: (l) => `/${l}/`, lighthouse: true, jsBudgetKb: 90 },
  { type: "products", path: (l) => `/${l}/products/`, lighthouse: true },
  { type: "product", path: (l, fx) => `/${l}/product/${fx.productId}/`, lighthouse: true, jsBudgetKb: 90 },
  { type: "store", path: (l, fx) => `/${l}/store/${fx.storeSlug}/`, lighthouse: true, jsBudgetKb: 120 },
  { type: "category", path: (l, fx) => `/${l}/category/${fx.categorySlug}/`, lighthouse: true },
  // Lighthouse's floor (no JavaScript, one stylesheet): reported, not judged.
  { type: "terms", path: (l) => `/${l}/terms-conditions/`, lighthouse: "floor", jsBudgetKb: 0 },
  { type: "policies", path: (l) => `/${l}/polices/`, jsBudgetKb: 0 },
  { type: "404", path: (l) => `/${l}/no-such-page-bench/`, expectStatus: 404, jsBudgetKb: 0 },
  { type: "cart", path: (l) => `/${l}/cart/`, jsBudgetKb: 90 },
  { type: "login", path: (l) => `/${l}/login/`, jsBudgetKb: 90 },
  { type: "admin", path: (l) => `/${l}/admin/` },
];

/** Search terms for the load test, cycled; each matches part of the synthetic catalogue. */
export const SEARCH_TERMS = {
  en: ["rice", "coffee", "shirt", "lamp", "headphones"],
  // "اباجورة" without the hamza finds "أباجورة": the normalisation is part of the cost.
  ar: ["أرز", "قهوة", "قميص", "عباءة", "اباجورة"],
  // Shorter than a trigram: not in the search index, matched by scanning (the costly case).
  short: ["a", "la", "ق", "ال"],
};

/**
 * Section 2's responsiveness figure: fresh loads of the home page per language, each timing
 * Enter in the featured search for the language's first SEARCH_TERMS word (bench/lib/interaction.mjs).
 */
export const FEATURED_SEARCH = { runs: 5 };

export const CONNECTIONS = [1, 10, 50];

/**
 * Section 4 at several catalogue sizes, grown in one state folder of its own (the other
 * sections keep N). Each size runs every case and its same-SQL twin at `connections`, with
 * `seconds` per case and level; `--sizes` overrides the sizes.
 */
export const API_SIZES = {
  full: { sizes: [1_000, 10_000, 100_000], connections: [1, 10], seconds: 6, warmupSeconds: 1, rounds: 3 },
  quick: { sizes: [1_000, 10_000], connections: [1, 10], seconds: 1.5, warmupSeconds: 0.5, rounds: 2 },
};

export const MODES = {
  // `seconds` per load case and connection level, in `rounds` interleaved slices.
  // `buildSizes`: the catalogues section 1 builds at (null: N only); `repeat`: how many times
  // the load sections 5 and 8 run (4 runs once, at its own sizes), so a target's spread across runs can be seen.
  full: {
    products: 10_000,
    seconds: 10,
    warmupSeconds: 2,
    rounds: 3,
    lighthouseRuns: 5,
    lighthouseLocales: LOCALES,
    proxyConnections: [1, 10],
    buildSizes: [1_000, 10_000, 100_000],
    repeat: 3,
  },
  // One build (N = 1,000, so no second one to compare), Lighthouse once per English page.
  quick: {
    products: 1_000,
    seconds: 1.5,
    warmupSeconds: 0.5,
    rounds: 2,
    lighthouseRuns: 1,
    lighthouseLocales: ["en"],
    proxyConnections: [1],
    buildSizes: null,
    repeat: 1,
  },
};

/**
 * The pictures section (bench/lib/pictures.mjs, issue 25): the page types whose pictures are
 * weighed in both languages, in each window (a phone at DPR 3, a desktop at DPR 1), on the
 * first screen and after a full scroll in steps of `scrollStep` of the window's height; and the
 * variant endpoint's timings over `variantKeys` pictures: the original and each format's variant
 * `warmRepeats` times each once made, and `coldRequests` variants per format nobody asked for yet.
 */
export const PICTURES = {
  pages: ["home", "products", "product", "store", "category"],
  viewports: [
    { name: "390 px DPR 3", width: 390, height: 844, deviceScaleFactor: 3, mobile: true },
    { name: "1280 px DPR 1", width: 1280, height: 900, deviceScaleFactor: 1, mobile: false },
  ],
  scrollStep: 0.8,
  variantKeys: 8,
  variantWidth: 512,
  warmRepeats: 10,
  coldRequests: 16,
};

export const CONTENTION = { checkouts: 200, stock: 10 };

/**
 * Section 8, product pages. The site it measures is built for it with a head of
 * `prerenderProducts` per language (PRERENDER_PRODUCTS), so most of the N products are
 * rendered on demand (docs/decisions/0018). The static and cached cases cycle over `sample`
 * products in both languages; the uncached case sends each request to a page nobody asked
 * for yet, from a pool of at most `uncachedPool` pages (each on-demand product once per
 * language, every product in one language before any in the other).
 */
export const PRODUCT_PAGES = { prerenderProducts: 200, sample: 50, uncachedPool: 20_000, connections: [1, 10] };

/** Reported as met or not in the results; never a test. JS budgets are on PAGES above. */
export const TARGETS = {
  lighthouse: { score: 98, lcpMs: 1500, cls: 0.02 },
  // Issue 25: each page's median LCP over its runs against the floor's (terms, same language), and no shift at all.
  lighthouseVsFloor: { lcpRatio: 1.1, cls: 0 },
  // Issue 25: pictures' bytes (KB) on home at the phone window, before and after a full scroll;
  // on every page, no picture with more than `oversize` times the pixels its box needs at the DPR.
  pictures: { page: "home", viewport: "390 px DPR 3", firstScreenKb: 250, afterScrollKb: 800, oversize: 1.5 },
  // Issue 25: a cached variant's p50 against the original file's (cached too), each format.
  variantCachedP50: 1.2,
  // Build plus bundling at `atProducts`; static files (a Workers version's limit on Free) at every size.
  build: { seconds: 120, atProducts: 100_000, staticFiles: 20_000 },
  // At 10 connections, against the one-query D1 handler's requests/s.
  apiRps: { connections: 10, list: 0.8, "search-en": 0.8, "search-ar": 0.8, detail: 0.8, checkout: 0.3 },
  // At 1 connection, against the one-query handler's p50.
  apiP50: { connections: 1, list: 2, "search-en": 2, "search-ar": 2 },
  // At 10 connections, against the same statements in one batch (section 4's same-SQL reference).
  apiSameSql: { connections: 10, list: 0.8, "search-en": 0.8, "search-ar": 0.8, detail: 0.8, checkout: 0.5 },
  // Every API call, largest size against smallest: p50 at 1 connection; rows read per request at
  // most rowsPerPageItem × the page size at every size (api/src/catalog/list-cost.test.ts's bound).
  apiGrowth: { connections: 1, p50Ratio: 1.25, rowsPerPageItem: 80, pageSize: 12 },
  proxyRatio: 1.15,
  // At 1 connection, against a prerendered product page's p50 time to first byte.
  productPageTtfb: { connections: 1, cached: 1.5, uncached: 3 },
  contentionSuccesses: 10,
  // Home's featured search: Enter to the search request's start, the slowest run (it searches at
  // once; typing alone waits 500 ms). Was an assertion in tests/e2e/home.spec.ts.
  featuredSearchEnterMs: 400,
};

/**
 * Section 9, notifications (issue 27): `orders` orders at random gaps of up to `maxGapMs`, each
 * timed to the owner's bell (`bellSelector`, its count in `countAttribute`); `waitMs` for the
 * last to arrive. `pollSeconds` is the bell's polling interval, reported beside the delays.
 */
export const NOTIFY = {
  orders: 100,
  maxGapMs: 2000,
  settleMs: 3000,
  waitMs: 60_000,
  bellSelector: '[data-testid="bell"]',
  countAttribute: "data-unread",
  // src/lib/stores/bell.ts POLL_INTERVAL_MS.
  pollSeconds: 12,
};

/**
 * Section 10, merchant figures (issue 31, docs/decisions/0036): order counts seeded in its own
 * state folder (`--orders` overrides), and the calls per case, one at a time.
 */
export const REPORTS = {
  full: { sizes: [1_000, 1_000_000], calls: 50 },
  quick: { sizes: [1_000, 10_000], calls: 20 },
};
