// Section 1: the site's build (both locales) at 1,000 products and at N, against the running
// API on that catalogue: wall time, the prerender phase alone, pages per second and the
// build's peak memory. The build prerenders product pages as a publish does, the catalogue's
// head of at most HEAD_PRODUCTS per language (docs/decisions/0018); section 8 builds its own
// site with a small head (`prerenderProducts`) so that most product pages are on demand.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { WRANGLER_ENV } from "../../scripts/lib/workers.mjs";
import { sampleTreeMemory } from "./memory.mjs";

// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the terminal colour codes this strips
const ANSI = /\u001b\[[0-9;]*m/g;

/** Seconds of astro's "prerendering static routes" phase, from its own log ("812ms", "4.52s", "3m 7s"). */
export function prerenderSeconds(log) {
  const text = log.replace(ANSI, "");
  const start = text.indexOf("prerendering static routes");
  if (start < 0) return null;
  const match = /Completed in (?:(\d+)m (\d+)s|([\d.]+)(ms|s))\./.exec(text.slice(start));
  if (!match) return null;
  if (match[1] !== undefined) return Number(match[1]) * 60 + Number(match[2]);
  return Number(match[3]) / (match[4] === "ms" ? 1000 : 1);
}

/** HTML files in all and by top folder, and how many of them are product pages ({locale}/product/). */
function countPages(clientDir) {
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

/** The ids of the products whose page a build prerendered in `locale`. */
export function prerenderedProductIds(outDir, locale) {
  const dir = join(outDir, "client", locale, "product");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^[1-9][0-9]*$/.test(name) && existsSync(join(dir, name, "index.html")))
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * One `astro build` into `outDir`, measured. `prerenderProducts` caps the prerendered product
 * pages per language (PRERENDER_PRODUCTS); without it the build prerenders what a publish
 * does, whatever this shell's PRERENDER_PRODUCTS says.
 */
export async function buildSite({ outDir, apiOrigin, prerenderProducts = null }) {
  rmSync(outDir, { recursive: true, force: true });
  const started = performance.now();
  const { PRERENDER_PRODUCTS: _ignored, ...env } = WRANGLER_ENV;
  if (prerenderProducts !== null) env.PRERENDER_PRODUCTS = String(prerenderProducts);
  const child = spawn("astro", ["build", "--outDir", outDir], { env: { ...env, API_URL: apiOrigin }, stdio: ["ignore", "pipe", "pipe"] });
  const memory = sampleTreeMemory(child.pid);
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
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
    // Per second of prerendering: the part that grows with the catalogue, and the part a cold
    // start (disk, Vite's caches) hardly touches. Falls back to the whole build when astro's
    // log could not be read.
    pagesPerSecond: Number((pages.total / (prerender || seconds)).toFixed(1)),
    peakMemoryMb: Math.round(peakBytes / 1048576),
  };
}

/**
 * Seeds `base` products, builds; then (when N is larger) reseeds N, builds again. Leaves the
 * API running on the N catalogue and returns the section's figures and the last build's folder.
 */
export async function runBuilds(stack, { base, products, log }) {
  const sizes = products > base ? [base, products] : [products];
  const builds = [];
  let outDir;
  for (const size of sizes) {
    await stack.stop("api");
    log(`  seeding ${size.toLocaleString("en")} synthetic products…`);
    const seed = await stack.seedProducts(size);
    const apiOrigin = await stack.startApi();
    outDir = stack.path(`build-${size}`);
    log(`  building the site against ${size.toLocaleString("en")} products…`);
    const build = await buildSite({ outDir, apiOrigin });
    stack.restoreDeployRedirect();
    log(
      `  ${build.pages} pages (${build.productPages} of them product pages) in ${build.seconds} s (prerender ${build.prerenderSeconds ?? "?"} s), peak ${build.peakMemoryMb} MB`,
    );
    builds.push({ products: size, seedSeconds: Number(seed.seconds.toFixed(1)), ...build });
  }
  const [first, last] = [builds[0], builds[builds.length - 1]];
  const scaling = builds.length > 1 ? Number((last.pagesPerSecond / first.pagesPerSecond).toFixed(2)) : null;
  return { result: { builds, scaling }, outDir };
}
