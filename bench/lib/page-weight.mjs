// Section 2: what each page type costs, per language. JavaScript counts everything the page
// can load, not only what its first screen runs: the scripts and module preloads in its HTML,
// every island's component and renderer modules, and every chunk those import statically or
// through import() (a carousel, a quick view, a dashboard tab), read from the built files by
// the same code as the budget tests (tests/budgets/page-js.ts). Each figure is given for the
// first load (static imports only) and for everything loadable, gzipped and with Brotli, and
// split into framework and the app's own code by the modules each chunk is made of (the build's
// chunk map, astro-chunks.config.mjs). HTML, CSS and the number of requests come from a headless
// Chromium loading the page once (images, fonts, API calls made on load); without one, from
// the built HTML and the section says so.
/** @import { Browser, PageRequest } from "./browser.mjs" */
/** @import { Fixtures, Log } from "./types.ts" */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createMeter, pageEntries } from "../../tests/budgets/page-js.ts";
import { errorMessage } from "../../scripts/lib/error-message.mjs";
import { FEATURED_SEARCH, LOCALES, PAGES, SEARCH_TERMS } from "../config.mjs";
import { launchBrowser, NO_CHROME, requestsOnLoad } from "./browser.mjs";
import { featuredSearchDelays } from "./interaction.mjs";

/** @param {number} bytes */
const kb = (bytes) => Number((bytes / 1024).toFixed(1));
/** @param {string} text */
const gz = (text) => gzipSync(Buffer.from(text)).length;
// Brotli at zlib's default quality (11, the highest): the smallest a CDN can send.
/** @param {Buffer} bytes */
const br = (bytes) => brotliCompressSync(bytes).length;

const TAG = /<(link|script|img)\b([^>]*)>/gi;
const ATTR = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * @param {string} source
 * @returns {Record<string, string | undefined>}
 */
function attributes(source) {
  /** @type {Record<string, string | undefined>} */
  const out = {};
  for (const m of source.matchAll(ATTR)) out[m[1].toLowerCase()] = m[2] ?? m[3];
  return out;
}

/**
 * Without a browser: the document, its stylesheets, images and icons as the HTML names them.
 * @param {string} url
 * @param {string} html
 * @returns {{ url: string, type: string, status?: number | null }[]}
 */
function htmlRequests(url, html) {
  /** @type {Map<string, { url: string, type: string }>} */
  const found = new Map();
  /** @type {(href: string | undefined, type: string) => void} */
  const add = (href, type) => {
    if (!href || href.startsWith("data:")) return;
    const abs = new URL(href, url).href;
    if (!found.has(abs)) found.set(abs, { url: abs, type });
  };
  for (const [, tag, attrs] of html.matchAll(TAG)) {
    const a = attributes(attrs);
    const name = tag.toLowerCase();
    if (name === "link" && /stylesheet/i.test(a.rel ?? "")) add(a.href, "Stylesheet");
    else if (name === "link" && /icon/i.test(a.rel ?? "")) add(a.href, "Other");
    else if (name === "img") add(a.src, "Image");
  }
  return [{ url, type: "Document" }, ...found.values()];
}

/** @returns {(url: string) => Promise<string>} */
function makeFetcher() {
  /** @type {Map<string, Promise<string>>} */
  const cache = new Map();
  return (url) => {
    if (!cache.has(url))
      cache.set(
        url,
        fetch(url)
          .then((r) => r.text())
          .catch(() => ""),
      );
    return /** @type {Promise<string>} */ (cache.get(url));
  };
}

/**
 * Framework or app, per module of a chunk: node_modules and modules with no file of the
 * repository behind them (the bundler's and Astro's virtual modules: preload helper, island
 * runtime) are framework; the rest is ours. A chunk's bytes are shared between the two in
 * proportion to its modules' rendered lengths (before minification: an approximation within
 * a chunk, exact for chunks that are all one or the other).
 * @param {string} outDir
 * @returns {Classify | null}
 */
function chunkClassifier(outDir) {
  const file = join(outDir, "chunks.json");
  if (!existsSync(file)) return null;
  /** @type {{ root: string, chunks: Record<string, [string, number][]> }} what astro-chunks.config.mjs writes */
  const { root, chunks } = JSON.parse(readFileSync(file, "utf8"));
  /** @param {string} id */
  const isFramework = (id) => id.includes("/node_modules/") || !id.startsWith(`${root}/`);
  return (sitePath) => {
    const modules = chunks[sitePath];
    if (!modules) return null;
    let framework = 0;
    let all = 0;
    for (const [id, length] of modules) {
      all += length;
      if (isFramework(id)) framework += length;
    }
    return all ? framework / all : 0;
  };
}

// Astro's island runtime is written inline into the page; any other inline script is ours.
/** @param {string} code */
const isAstroRuntime = (code) => /astro-island|astro:/.test(code);

/**
 * A built file's framework share (0 to 1), null when the chunk map does not know it.
 * @typedef {(sitePath: string) => number | null} Classify
 */

/**
 * gzip and Brotli bytes of a set of files and inline scripts, and their framework and app shares.
 * @param {string[]} files
 * @param {string[]} inline
 * @param {string} clientDir
 * @param {Classify | null} classify
 * @param {Map<string, Buffer>} sizes the files read so far
 */
function weighJs(files, inline, clientDir, classify, sizes) {
  const sum = { files: files.length, raw: 0, gzip: 0, brotli: 0, framework: { gzip: 0, brotli: 0 }, app: { gzip: 0, brotli: 0 }, unclassified: 0 };
  /** @type {(bytes: Buffer, frameworkShare: number | null) => void} */
  const add = (bytes, frameworkShare) => {
    const [g, b] = [gzipSync(bytes).length, br(bytes)];
    sum.raw += bytes.length;
    sum.gzip += g;
    sum.brotli += b;
    if (frameworkShare === null) {
      sum.unclassified += g;
      return;
    }
    sum.framework.gzip += g * frameworkShare;
    sum.framework.brotli += b * frameworkShare;
    sum.app.gzip += g * (1 - frameworkShare);
    sum.app.brotli += b * (1 - frameworkShare);
  };
  for (const file of files) {
    if (!sizes.has(file)) sizes.set(file, readFileSync(join(clientDir, decodeURIComponent(file))));
    add(/** @type {Buffer} */ (sizes.get(file)), classify ? classify(file) : null);
  }
  for (const code of inline) add(Buffer.from(code), isAstroRuntime(code) ? 1 : 0);
  const k = kb;
  return {
    files: sum.files + inline.length,
    rawKb: k(sum.raw),
    gzipKb: k(sum.gzip),
    brotliKb: k(sum.brotli),
    framework: { gzipKb: k(sum.framework.gzip), brotliKb: k(sum.framework.brotli) },
    app: { gzipKb: k(sum.app.gzip), brotliKb: k(sum.app.brotli) },
    unclassifiedGzipKb: k(sum.unclassified),
  };
}

// The browser asks for /favicon.ico once per session, on whichever page comes first: it is
// the browser's request, not the page's, and counting it would make the first page heavier.
/** @param {{ url: string, type: string }} r */
const isFaviconProbe = (r) => r.type === "Other" && new URL(r.url).pathname === "/favicon.ico";

/**
 * Weighs one URL that is known to exist.
 * @param {{ url: string, path: string, html: string, browser: Browser | null, fetchText: (url: string) => Promise<string>,
 *   meter: ReturnType<typeof createMeter>, clientDir: string, classify: Classify | null, sizes: Map<string, Buffer> }} options
 */
async function weigh({ url, path, html, browser, fetchText, meter, clientDir, classify, sizes }) {
  /** @type {(Pick<PageRequest, "url" | "type"> & { status?: number | null })[]} */
  const found = browser ? await requestsOnLoad(browser, url) : htmlRequests(url, html);
  const requests = found.filter((r) => !isFaviconProbe(r));
  const sums = { Document: 0, Stylesheet: 0, Script: 0 };
  for (const r of requests) {
    if (!(r.type === "Document" || r.type === "Stylesheet" || r.type === "Script") || (r.type === "Document" && r.url !== url)) continue;
    sums[r.type] += gz(r.type === "Document" ? html : await fetchText(r.url));
  }
  // The budget tests' reading of the page: its first load and everything it can load.
  const js = meter(html, path.replace(/^\//, ""));
  const { inline } = pageEntries(html);
  const inlineGzip = inline.reduce((n, code) => n + gz(code), 0);
  const firstLoad = weighJs(js.files, inline, clientDir, classify, sizes);
  const all = weighJs(js.allFiles, inline, clientDir, classify, sizes);
  return {
    htmlKb: kb(sums.Document),
    cssKb: kb(sums.Stylesheet),
    // Judged against the page's budget: everything it can load, gzipped (as tests/budgets).
    jsKb: all.gzipKb,
    js: { firstLoad, all },
    // What the browser fetched on load, as a check on the reading of the files (lazy chunks
    // that ran on load are in it; chunks loaded on interaction are not).
    jsOnLoadKb: browser ? kb(sums.Script + inlineGzip) : null,
    inlineJsKb: kb(inlineGzip),
    requests: requests.length,
    byType: Object.fromEntries(Object.entries(Object.groupBy(requests, (r) => r.type)).map(([type, list]) => [type, list?.length ?? 0])),
    list: requests.map((r) => ({ url: r.url.replace(new URL(url).origin, ""), type: r.type, status: r.status ?? null })),
    jsFiles: { firstLoad: js.files, all: js.allFiles },
  };
}

/**
 * The home page's featured search in each language: Enter to the search request (bench/lib/interaction.mjs).
 * @param {Browser | null} browser
 * @param {string} webOrigin
 * @param {import("./types.ts").Log} log
 * @returns {Promise<{ skipped: string } | { skipped?: undefined, runs: number, rows: FeaturedSearchRow[] }>}
 */
async function measureFeaturedSearch(browser, webOrigin, log) {
  if (!browser) return { skipped: NO_CHROME };
  /** @type {FeaturedSearchRow[]} */
  const rows = [];
  for (const locale of LOCALES) {
    const term = SEARCH_TERMS[/** @type {"en" | "ar"} */ (locale)][0];
    try {
      const { delaysMs, answeredMs, requests } = await featuredSearchDelays(browser, `${webOrigin}/${locale}/`, term, FEATURED_SEARCH.runs);
      const sorted = [...delaysMs].sort((a, b) => a - b);
      const [p50, max] = [sorted[(sorted.length - 1) >> 1], sorted[sorted.length - 1]];
      /** @type {FeaturedSearchRow} */
      const row = { locale, term, state: "measured", delaysMs, p50, max, answeredMs, requests };
      log(
        `  home featured search (${locale}, "${term}"): Enter to request ${p50} ms median, ${max} ms slowest; requests per search ${requests.join(", ")}`,
      );
      rows.push(row);
    } catch (error) {
      /** @type {`error: ${string}`} */
      const state = `error: ${errorMessage(error).slice(0, 300)}`;
      log(`  home featured search (${locale}): ${state}`);
      rows.push({ locale, term, state });
    }
  }
  return { runs: FEATURED_SEARCH.runs, rows };
}

/**
 * @typedef {{ locale: string, term: string } & ({ state: "measured", delaysMs: number[], p50: number, max: number,
 *   answeredMs: number[], requests: number[] } | { state: `error: ${string}` })} FeaturedSearchRow
 */

/**
 * A page type in one language: its figures, or why it has none.
 * @typedef {{ type: string, locale: string, path: string } & (({ state: "measured" } & Awaited<ReturnType<typeof weigh>>)
 *   | { state: "not built yet" | `answered ${number}` })} WeightRow
 */

/**
 * `outDir`: the build the site at `webOrigin` serves (its client/ folder and chunk map).
 * @param {{ webOrigin: string, outDir: string, fx: Fixtures, chrome: string | null, log: Log }} options
 */
export async function pageWeight({ webOrigin, outDir, fx, chrome, log }) {
  const browser = chrome ? await launchBrowser(chrome) : null;
  const fetchText = makeFetcher();
  const clientDir = join(outDir, "client");
  const meter = createMeter(clientDir);
  const classify = chunkClassifier(outDir);
  if (!classify) log("  ! no chunk map (chunks.json) in the build: framework and app are not split");
  /** @type {Map<string, Buffer>} */
  const sizes = new Map();
  /** @type {WeightRow[]} */
  const rows = [];
  /** @type {Awaited<ReturnType<typeof measureFeaturedSearch>> | undefined} */
  let featuredSearch;
  try {
    for (const page of PAGES) {
      for (const locale of LOCALES) {
        const path = page.path(locale, fx);
        const url = webOrigin + path;
        const res = await fetch(url, { redirect: "manual" });
        const html = await res.text();
        const expected = page.expectStatus ?? 200;
        /** @type {WeightRow} */
        const row =
          res.status !== expected
            ? { type: page.type, locale, path, state: res.status === 404 ? "not built yet" : `answered ${res.status}` }
            : {
                type: page.type,
                locale,
                path,
                state: "measured",
                ...(await weigh({ url, path, html, browser, fetchText, meter, clientDir, classify, sizes })),
              };
        const shown =
          row.state === "measured"
            ? `JS first load ${row.js.firstLoad.gzipKb} KB gz, everything loadable ${row.js.all.gzipKb} KB gz / ${row.js.all.brotliKb} KB br ` +
              `(framework ${row.js.all.framework.gzipKb}, app ${row.js.all.app.gzipKb} KB gz); ${row.requests} requests`
            : row.state;
        log(`  ${page.type} (${locale}): ${shown}`);
        rows.push(row);
      }
    }
    featuredSearch = await measureFeaturedSearch(browser, webOrigin, log);
  } finally {
    await browser?.close();
  }
  return {
    method: browser
      ? "JavaScript read from the built files (static and dynamic imports); HTML, CSS and requests from headless Chromium (first load, cache off)"
      : "JavaScript read from the built files (static and dynamic imports); HTML, CSS and requests from the built HTML (no browser)",
    split: classify ? "by the modules of each chunk (the build's chunk map)" : null,
    rows,
    featuredSearch,
  };
}
