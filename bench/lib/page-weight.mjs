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
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createMeter, pageEntries } from "../../tests/budgets/page-js.ts";
import { LOCALES, PAGES } from "../config.mjs";
import { launchBrowser, requestsOnLoad } from "./browser.mjs";

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const gz = (text) => gzipSync(Buffer.from(text)).length;
// Brotli at zlib's default quality (11, the highest): the smallest a CDN can send.
const br = (bytes) => brotliCompressSync(bytes).length;

const TAG = /<(link|script|img)\b([^>]*)>/gi;
const ATTR = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributes(source) {
  const out = {};
  for (const m of source.matchAll(ATTR)) out[m[1].toLowerCase()] = m[2] ?? m[3];
  return out;
}

/** Without a browser: the document, its stylesheets, images and icons as the HTML names them. */
function htmlRequests(url, html) {
  const found = new Map();
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

function makeFetcher() {
  const cache = new Map();
  return (url) => {
    if (!cache.has(url))
      cache.set(
        url,
        fetch(url)
          .then((r) => r.text())
          .catch(() => ""),
      );
    return cache.get(url);
  };
}

/**
 * Framework or app, per module of a chunk: node_modules and modules with no file of the
 * repository behind them (the bundler's and Astro's virtual modules: preload helper, island
 * runtime) are framework; the rest is ours. A chunk's bytes are shared between the two in
 * proportion to its modules' rendered lengths (before minification: an approximation within
 * a chunk, exact for chunks that are all one or the other).
 */
function chunkClassifier(outDir) {
  const file = join(outDir, "chunks.json");
  if (!existsSync(file)) return null;
  const { root, chunks } = JSON.parse(readFileSync(file, "utf8"));
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
const isAstroRuntime = (code) => /astro-island|astro:/.test(code);

/** gzip and Brotli bytes of a set of files and inline scripts, and their framework and app shares. */
function weighJs(files, inline, clientDir, classify, sizes) {
  const sum = { files: files.length, raw: 0, gzip: 0, brotli: 0, framework: { gzip: 0, brotli: 0 }, app: { gzip: 0, brotli: 0 }, unclassified: 0 };
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
    add(sizes.get(file), classify ? classify(file) : null);
  }
  for (const code of inline) add(Buffer.from(code), isAstroRuntime(code) ? 1 : 0);
  const k = (n) => kb(n);
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
const isFaviconProbe = (r) => r.type === "Other" && new URL(r.url).pathname === "/favicon.ico";

/** Weighs one URL that is known to exist. */
async function weigh({ url, path, html, browser, fetchText, meter, clientDir, classify, sizes }) {
  const found = browser ? await requestsOnLoad(browser, url) : htmlRequests(url, html);
  const requests = found.filter((r) => !isFaviconProbe(r));
  const sums = { Document: 0, Stylesheet: 0, Script: 0 };
  for (const r of requests) {
    if (!(r.type in sums) || (r.type === "Document" && r.url !== url)) continue;
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
    byType: Object.fromEntries(Object.entries(Object.groupBy(requests, (r) => r.type)).map(([type, list]) => [type, list.length])),
    list: requests.map((r) => ({ url: r.url.replace(new URL(url).origin, ""), type: r.type, status: r.status ?? null })),
    jsFiles: { firstLoad: js.files, all: js.allFiles },
  };
}

/** `outDir`: the build the site at `webOrigin` serves (its client/ folder and chunk map). */
export async function pageWeight({ webOrigin, outDir, fx, chrome, log }) {
  const browser = chrome ? await launchBrowser(chrome) : null;
  const fetchText = makeFetcher();
  const clientDir = join(outDir, "client");
  const meter = createMeter(clientDir);
  const classify = chunkClassifier(outDir);
  if (!classify) log("  ! no chunk map (chunks.json) in the build: framework and app are not split");
  const sizes = new Map();
  const rows = [];
  try {
    for (const page of PAGES) {
      for (const locale of LOCALES) {
        const path = page.path(locale, fx);
        const url = webOrigin + path;
        const row = { type: page.type, locale, path };
        const res = await fetch(url, { redirect: "manual" });
        const html = await res.text();
        const expected = page.expectStatus ?? 200;
        if (res.status !== expected) {
          row.state = res.status === 404 ? "not built yet" : `answered ${res.status}`;
        } else {
          Object.assign(row, { state: "measured" }, await weigh({ url, path, html, browser, fetchText, meter, clientDir, classify, sizes }));
        }
        const shown =
          row.state === "measured"
            ? `JS first load ${row.js.firstLoad.gzipKb} KB gz, everything loadable ${row.js.all.gzipKb} KB gz / ${row.js.all.brotliKb} KB br ` +
              `(framework ${row.js.all.framework.gzipKb}, app ${row.js.all.app.gzipKb} KB gz); ${row.requests} requests`
            : row.state;
        log(`  ${page.type} (${locale}): ${shown}`);
        rows.push(row);
      }
    }
  } finally {
    await browser?.close();
  }
  return {
    method: browser
      ? "JavaScript read from the built files (static and dynamic imports); HTML, CSS and requests from headless Chromium (first load, cache off)"
      : "JavaScript read from the built files (static and dynamic imports); HTML, CSS and requests from the built HTML (no browser)",
    split: classify ? "by the modules of each chunk (the build's chunk map)" : null,
    rows,
  };
}
