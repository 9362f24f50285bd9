// Section 1: the site's build (both locales) at three catalogue sizes (1,000, 10,000 and
// 100,000 products in a full run), each against the running API reseeded with that catalogue:
// `astro build` and the worker's bundling (`wrangler deploy --dry-run`, as a deploy bundles)
// timed as one figure and apart, the prerender phase alone, the static files and bytes a
// deploy would upload, the build's peak memory, and between sizes the marginal pages per
// second. The build prerenders product pages as a publish does, the catalogue's head of at
// most HEAD_PRODUCTS per language (docs/decisions/0018); section 8 builds its own site with a
// small head (`prerenderProducts`) so that most product pages are on demand.
/** @import { Stack } from "./stack.mjs" */
/** @import { Log } from "./types.ts" */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { run, WRANGLER_ENV } from "../../scripts/lib/workers.mjs";
import { sampleTreeMemory } from "./memory.mjs";

// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the terminal colour codes this strips
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Seconds of astro's "prerendering static routes" phase, from its own log ("812ms", "4.52s", "3m 7s").
 * @param {string} log
 */
export function prerenderSeconds(log) {
  const text = log.replace(ANSI, "");
  const start = text.indexOf("prerendering static routes");
  if (start < 0) return null;
  const match = /Completed in (?:(\d+)m (\d+)s|([\d.]+)(ms|s))\./.exec(text.slice(start));
  if (!match) return null;
  if (match[1] !== undefined) return Number(match[1]) * 60 + Number(match[2]);
  return Number(match[3]) / (match[4] === "ms" ? 1000 : 1);
}

/**
 * HTML files in all and by top folder, and how many of them are product pages ({locale}/product/).
 * @param {string} clientDir
 */
function countPages(clientDir) {
  /** @type {{ total: number, [folder: string]: number }} */
  const counts = { total: 0 };
  let product = 0;
  if (!existsSync(clientDir)) return { counts, product };
  for (const name of readdirSync(clientDir, { recursive: true })) {
    const file = String(name);
    if (!file.endsWith(".html")) continue;
    counts.total++;
    const parts = file.split(/[\\/]/);
    if (parts.length > 1) counts[parts[0]] = (counts[parts[0]] ?? 0) + 1;
    if (parts[1] === "product") product++;
  }
  return { counts, product };
}

/**
 * The ids of the products whose page a build prerendered in `locale`.
 * @param {string} outDir
 * @param {string} locale
 */
export function prerenderedProductIds(outDir, locale) {
  const dir = join(outDir, "client", locale, "product");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^[1-9][0-9]*$/.test(name) && existsSync(join(dir, name, "index.html")))
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * Files and bytes under `dir`: what a deploy uploads as static assets.
 * @param {string} dir
 */
export function staticFiles(dir) {
  let files = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { files, bytes };
  for (const name of readdirSync(dir, { recursive: true })) {
    const stat = statSync(join(dir, String(name)));
    if (!stat.isFile()) continue;
    files++;
    bytes += stat.size;
  }
  return { files, bytes };
}

/**
 * The chunk map astro-chunks.config.mjs writes for a build.
 * @param {string} outDir
 */
export const chunksFile = (outDir) => join(outDir, "chunks.json");

/**
 * One `astro build` into `outDir`, measured. `prerenderProducts` caps the prerendered product
 * pages per language (PRERENDER_PRODUCTS); without it the build prerenders what a publish
 * does, whatever this shell's PRERENDER_PRODUCTS says. The build runs through
 * astro-chunks.config.mjs (the project's config plus a plugin that only records which modules
 * make each browser chunk, for section 2).
 * @param {{ outDir: string, apiOrigin: string, prerenderProducts?: number | null }} options
 */
export async function buildSite({ outDir, apiOrigin, prerenderProducts = null }) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const started = performance.now();
  const { PRERENDER_PRODUCTS: _ignored, ...env } = WRANGLER_ENV;
  if (prerenderProducts !== null) env.PRERENDER_PRODUCTS = String(prerenderProducts);
  const child = spawn("astro", ["build", "--config", "bench/lib/astro-chunks.config.mjs", "--outDir", outDir], {
    env: { ...env, API_URL: apiOrigin, ASWAQ_BENCH_CHUNKS: chunksFile(outDir) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const memory = sampleTreeMemory(child.pid);
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  /** @type {number | null} */
  const code = await new Promise((done, fail) => {
    child.on("error", fail);
    child.on("exit", done);
  });
  const seconds = (performance.now() - started) / 1000;
  const peakBytes = memory.stop();
  if (code !== 0) throw new Error(`astro build exited ${code}\n${log.slice(-3000)}`);
  const { counts: pages, product: productPages } = countPages(join(outDir, "client"));
  const prerender = prerenderSeconds(log);
  return {
    seconds: Number(seconds.toFixed(2)),
    prerenderSeconds: prerender === null ? null : Number(prerender.toFixed(2)),
    pages: pages.total,
    pagesByFolder: pages,
    // Product pages prerendered (both languages); the rest are rendered on demand.
    productPages,
    prerenderProducts,
    // Per second of prerendering: the part that grows with the catalogue. Falls back to the
    // whole build when astro's log could not be read.
    pagesPerSecond: Number((pages.total / (prerender || seconds)).toFixed(1)),
    peakMemoryMb: Math.round(peakBytes / 1048576),
  };
}

/**
 * The web worker bundled as `wrangler deploy` would (offline, --dry-run): the rest of a deploy's build.
 * @param {string} outDir
 */
async function bundleWorker(outDir) {
  const started = performance.now();
  await run("wrangler", ["deploy", "--dry-run", "-c", join(outDir, "server/wrangler.json"), "--outdir", join(outDir, "bundle")], { quiet: true });
  return Number(((performance.now() - started) / 1000).toFixed(2));
}

/** @type {(pages: number, seconds: number) => number | null} */
const rate = (pages, seconds) => (seconds > 0 ? Number((pages / seconds).toFixed(1)) : null);

/**
 * Builds at each of `sizes` (reseeding the catalogue before each) and measures each; N, when
 * it is one of the sizes, goes last so that the API is left on N products and the site built
 * for N is the one the other sections use. Returns the section's figures, the N build's folder
 * (null when N is not one of the sizes) and the size the API is left on.
 * @param {Stack} stack
 * @param {{ sizes: number[], products: number, log: Log }} options
 */
export async function runBuilds(stack, { sizes, products, log }) {
  const order = [...new Set(sizes)].sort((a, b) => a - b);
  if (order.includes(products)) order.push(...order.splice(order.indexOf(products), 1));
  /**
   * @typedef {Awaited<ReturnType<typeof buildSite>> & { products: number, seedSeconds: number, bundleSeconds: number,
   *   buildAndBundleSeconds: number, staticFiles: number, staticBytes: number }} Build
   * @type {Build[]}
   */
  const builds = [];
  /** @type {string | null} */
  let outDir = null;
  for (const size of order) {
    await stack.stop("api");
    log(`  seeding ${size.toLocaleString("en")} synthetic products…`);
    const seed = await stack.seedProducts(size);
    const apiOrigin = await stack.startApi();
    const dir = stack.path(`build-${size}`);
    log(`  building the site against ${size.toLocaleString("en")} products…`);
    const build = await buildSite({ outDir: dir, apiOrigin });
    stack.restoreDeployRedirect();
    const bundleSeconds = await bundleWorker(dir);
    const files = staticFiles(join(dir, "client"));
    const total = Number((build.seconds + bundleSeconds).toFixed(2));
    log(
      `  ${build.pages} pages (${build.productPages} of them product pages) in ${build.seconds} s (prerender ${build.prerenderSeconds ?? "?"} s) ` +
        `+ bundling ${bundleSeconds} s = ${total} s; ${files.files.toLocaleString("en")} static files, ${(files.bytes / 1048576).toFixed(1)} MB; peak ${build.peakMemoryMb} MB`,
    );
    builds.push({
      products: size,
      seedSeconds: Number(seed.seconds.toFixed(1)),
      ...build,
      bundleSeconds,
      buildAndBundleSeconds: total,
      staticFiles: files.files,
      staticBytes: files.bytes,
    });
    if (size === products) outDir = dir;
    else rmSync(dir, { recursive: true, force: true });
  }
  builds.sort((a, b) => a.products - b.products);
  // Between consecutive sizes: the pages the larger catalogue added per second it added, on
  // the prerender phase and on build plus bundling. Past the head's cap the pages stop growing
  // while the catalogue's bulk reads (head, sitemap) do not: then the seconds added are the figure.
  const marginal = builds.slice(1).map((b, i) => {
    const a = builds[i];
    const pages = b.pages - a.pages;
    const prerender = a.prerenderSeconds !== null && b.prerenderSeconds !== null ? b.prerenderSeconds - a.prerenderSeconds : null;
    const total = b.buildAndBundleSeconds - a.buildAndBundleSeconds;
    return {
      from: a.products,
      to: b.products,
      pagesAdded: pages,
      prerenderSecondsAdded: prerender === null ? null : Number(prerender.toFixed(2)),
      totalSecondsAdded: Number(total.toFixed(2)),
      pagesPerSecondPrerender: prerender === null || pages <= 0 ? null : rate(pages, prerender),
      pagesPerSecondTotal: pages <= 0 ? null : rate(pages, total),
    };
  });
  return { result: { builds, marginal, order }, outDir, leftOn: order[order.length - 1] };
}
