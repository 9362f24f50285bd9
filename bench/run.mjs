// `npm run bench`: brings up the product on a synthetic catalogue in a throw-away state
// folder and measures it (docs/performance.md): build, page weight, Lighthouse, the API under
// load next to reference handlers, the proxy's overhead, checkout contention, the deploy
// bundles and product pages' HTML (static, on demand cached and uncached, a bare file
// server). Writes bench/results/latest.json and latest.md and prints the table.
/** @import { Results, Sections } from "./lib/types.ts" */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, platform, release, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { errorMessage } from "../scripts/lib/error-message.mjs";
import { API_SIZES, MODES, PRODUCT_PAGES, REPORTS } from "./config.mjs";
import { loadListings } from "./lib/api-load.mjs";
import { apiSizesSection } from "./lib/api-sizes.mjs";
import { findChrome, killBrowsers, NO_CHROME } from "./lib/browser.mjs";
import { buildSite, runBuilds } from "./lib/build.mjs";
import { contentionSection } from "./lib/contention.mjs";
import { deploySection } from "./lib/deploy.mjs";
import { readFixtures } from "./lib/fixtures.mjs";
import { productPagesSection } from "./lib/html-load.mjs";
import { interruptLighthouse, lighthouseSection } from "./lib/lighthouse.mjs";
import { pageWeight } from "./lib/page-weight.mjs";
import { notifySection } from "./lib/notify.mjs";
import { picturesSection } from "./lib/pictures.mjs";
import { proxySection } from "./lib/proxy.mjs";
import { reportsSection } from "./lib/reports.mjs";
import { toMarkdown, updateDocs } from "./lib/report.mjs";
import { Stack } from "./lib/stack.mjs";
import { combineRepeats, evaluateTargets } from "./lib/targets.mjs";

const SECTIONS = ["build", "weight", "pictures", "lighthouse", "api", "proxy", "contention", "deploy", "pages", "notify", "reports"];
const USAGE = `npm run bench [-- options]

  --quick           a small run (${MODES.quick.products.toLocaleString("en")} products, ${MODES.quick.seconds} s per load case, 1 Lighthouse run on English pages, one build)
  --products N      synthetic catalogue size (default ${MODES.full.products.toLocaleString("en")}, --quick ${MODES.quick.products.toLocaleString("en")})
  --repeat R        run the repeated load sections (proxy, pages) R times; a target met in some runs and not in others is inconclusive (default ${MODES.full.repeat}, --quick ${MODES.quick.repeat})
  --sizes a,b       catalogue sizes of the API section, grown in its own state (default ${API_SIZES.full.sizes.join(",")}, --quick ${API_SIZES.quick.sizes.join(",")})
  --orders a,b      order counts of the reports section, each in its own state (default ${REPORTS.full.sizes.join(",")}, --quick ${REPORTS.quick.sizes.join(",")})
  --only a,b        only these sections: ${SECTIONS.join(", ")}; section names alone do the same
                    (\`npm run bench -- pictures lighthouse\`: issue 25's picture bytes, oversize, variant timings and Lighthouse)
  --keep            keep the run's state folder and builds (bench/results/tmp/)`;

const { values: args, positionals } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    products: { type: "string" },
    repeat: { type: "string" },
    sizes: { type: "string" },
    orders: { type: "string" },
    only: { type: "string" },
    keep: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
  allowPositionals: true,
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (Number(process.versions.node.split(".")[0]) < 22) {
  console.error(
    `Node ${process.versions.node} is too old for wrangler and Astro: run this through \`npm run bench\`, which uses the project's Node 24.`,
  );
  process.exit(1);
}
const mode = args.quick ? MODES.quick : MODES.full;
const products = args.products === undefined ? mode.products : Number(args.products);
if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
  console.error(`--products needs a whole number from 1 to 1000000, not "${args.products}"`);
  process.exit(1);
}
const repeat = args.repeat === undefined ? mode.repeat : Number(args.repeat);
if (!Number.isInteger(repeat) || repeat < 1 || repeat > 10) {
  console.error(`--repeat needs a whole number from 1 to 10, not "${args.repeat}"`);
  process.exit(1);
}
const apiSizes = { ...(args.quick ? API_SIZES.quick : API_SIZES.full) };
if (args.sizes) apiSizes.sizes = args.sizes.split(",").map((s) => Number(s.trim()));
if (!apiSizes.sizes.length || apiSizes.sizes.some((n, i) => !Number.isInteger(n) || n < 100 || n > 1_000_000 || n <= (apiSizes.sizes[i - 1] ?? 0))) {
  console.error(`--sizes needs growing whole numbers from 100 to 1000000, comma-separated, not "${args.sizes}"`);
  process.exit(1);
}
const reportSettings = { ...(args.quick ? REPORTS.quick : REPORTS.full) };
if (args.orders) reportSettings.sizes = args.orders.split(",").map((s) => Number(s.trim()));
if (reportSettings.sizes.some((n, i) => !Number.isInteger(n) || n < 1 || n > 10_000_000 || n <= (reportSettings.sizes[i - 1] ?? 0))) {
  console.error(`--orders needs growing whole numbers from 1 to 10000000, comma-separated, not "${args.orders}"`);
  process.exit(1);
}
// Sections by --only, or named alone (`npm run bench -- pictures`).
if (!args.only && positionals.length) args.only = positionals.join(",");
const only = args.only ? args.only.split(",").map((s) => s.trim()) : SECTIONS;
const unknown = only.filter((s) => !SECTIONS.includes(s));
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(", ")}. Sections: ${SECTIONS.join(", ")}.`);
  process.exit(1);
}
/** @param {string} name */
const wants = (name) => only.includes(name);

const started = performance.now();
// Background work skews every figure: the machine's load is recorded with the results.
const loadSamples = [loadavg()[0]];
const loadTimer = setInterval(() => loadSamples.push(loadavg()[0]), 5000);
const elapsed = () => ((performance.now() - started) / 1000).toFixed(0);
/** @param {string} line */
const log = (line) => console.log(line);
const stack = new Stack(log);
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    stack.killNow();
    killBrowsers();
    interruptLighthouse();
    // A moment for Lighthouse to close its Chromium.
    setTimeout(() => process.exit(130), 1500);
  });
}

/** @param {string} pkg */
function versionOf(pkg) {
  try {
    return JSON.parse(readFileSync(`node_modules/${pkg}/package.json`, "utf8")).version;
  } catch {
    return null;
  }
}

function gitCommit() {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { encoding: "utf8" }).trim() !== "";
    return dirty ? `${sha} + uncommitted changes` : sha;
  } catch {
    return "unknown";
  }
}

/** @type {Results} */
const results = {
  meta: {
    date: new Date().toISOString(),
    mode: args.quick ? "quick" : "full",
    products,
    sections: only,
    settings: { ...mode, products, repeat, productPages: PRODUCT_PAGES, apiSizes },
    commit: gitCommit(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model?.trim() ?? "unknown",
      memoryGb: Math.round(totalmem() / 1024 ** 3),
      platform: `${platform()} ${release()}`,
      node: process.versions.node,
    },
    tools: Object.fromEntries(["astro", "wrangler", "autocannon", "lighthouse"].map((pkg) => [pkg, versionOf(pkg)])),
    chrome: null,
    sectionErrors: [],
    load: null,
    sectionLoad: {},
    totalSeconds: null,
  },
  sections: {},
  // Runs 2..R of the load sections (--repeat), each { key: section }; run 1 is in `sections`.
  repeats: [],
  targets: [],
};

/**
 * Runs a section into `into[key]`: its figures, or `{ error }` when it throws.
 * @template {keyof Sections} K
 * @param {K} key
 * @param {string} title
 * @param {() => Promise<NonNullable<Sections[K]>>} fn
 * @param {Results["repeats"][number]} [into]
 */
async function section(key, title, fn, into = results.sections) {
  log(`\n━━ ${title} (at ${elapsed()} s)`);
  const t0 = performance.now();
  const loadAtStart = loadavg()[0];
  try {
    into[key] = await fn();
  } catch (error) {
    into[key] = /** @type {Sections[K]} */ ({ error: errorMessage(error) });
    results.meta.sectionErrors.push(key);
    log(`  FAILED: ${errorMessage(error).slice(0, 3000)}`);
  }
  const load = { start: Number(loadAtStart.toFixed(2)), end: Number(loadavg()[0].toFixed(2)) };
  if (into === results.sections) results.meta.sectionLoad[key] = load;
  else into.sectionLoad = { ...into.sectionLoad, [key]: load };
  log(`━━ ${title}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

// The load sections, kept to be run again (--repeat) once every section has run.
/** @type {{ key: "proxy" | "pages", title: string, fn: () => Promise<NonNullable<Sections["proxy" | "pages"]>> }[]} */
const repeatable = [];
/**
 * @template {"proxy" | "pages"} K
 * @param {K} key
 * @param {string} title
 * @param {() => Promise<NonNullable<Sections[K]>>} fn
 */
function loadSection(key, title, fn) {
  repeatable.push({ key, title, fn });
  return section(key, title, fn);
}

/**
 * A value a section needs that setup made (the site's build, its worker); throws, failing only
 * that section, if setup did not make it.
 * @template T
 * @param {T | null} value
 * @param {string} what
 * @returns {T}
 */
function made(value, what) {
  if (value === null) throw new Error(`${what} is missing: setup did not make it`);
  return value;
}

let exitCode = 0;
try {
  const chrome = findChrome();
  results.meta.chrome = chrome;
  if (!chrome && (wants("weight") || wants("pictures") || wants("lighthouse"))) {
    log(`! ${NO_CHROME}.\n  Page weight falls back to reading the built HTML; pictures are timed at the API only; Lighthouse is skipped.`);
  }
  log(`› Aswaq benchmark, ${results.meta.mode} run, N = ${products.toLocaleString("en")} products; state in ${stack.dir}`);
  log("› Migrating and seeding the demo marketplace…");
  await stack.seedDemo();

  /** @type {string | null} */
  let buildDir = null;
  let catalogue = 0;
  if (wants("build")) {
    await section("build", "1. Build", async () => {
      const { result, outDir, leftOn } = await runBuilds(stack, { sizes: mode.buildSizes ?? [products], products, log });
      buildDir = outDir;
      catalogue = leftOn;
      return result;
    });
  }
  // Whatever the build section did (or did not do), the rest runs on N products.
  if (catalogue !== products) {
    await stack.stop("api");
    log(`› Seeding ${products.toLocaleString("en")} synthetic products…`);
    await stack.seedProducts(products);
  }
  const api = stack.workers.api?.origin ?? (await stack.startApi());
  const needsWeb = ["weight", "pictures", "lighthouse", "proxy", "deploy", "notify"].some(wants);
  if (needsWeb && !buildDir) {
    log("› Building the site (not measured)…");
    buildDir = stack.path("build-site");
    await buildSite({ outDir: buildDir, apiOrigin: api });
    stack.restoreDeployRedirect();
  }
  // The reference worker runs in section 4's own state, beside its API.
  if (needsWeb) log("› Starting the site…");
  const site = buildDir;
  const web = needsWeb ? await stack.startWeb(made(site, "the site's build")) : null;
  const fx = await readFixtures(api);
  if (wants("weight"))
    await section("pageWeight", "2. Page weight", () =>
      pageWeight({ webOrigin: made(web, "the site"), outDir: made(site, "the site's build"), fx, chrome, log }),
    );
  // Before Lighthouse, whose runs would otherwise be the first to make each page's variants.
  if (wants("pictures")) await section("pictures", "2b. Pictures", () => picturesSection({ webOrigin: made(web, "the site"), api, fx, chrome, log }));
  if (wants("lighthouse")) {
    await section("lighthouse", "3. Lighthouse", () =>
      lighthouseSection({
        stack,
        outDir: made(site, "the site's build"),
        api,
        fx,
        chrome,
        runs: mode.lighthouseRuns,
        locales: mode.lighthouseLocales,
        workDir: stack.dir,
        log,
      }),
    );
  }
  // Listings with stock no load test can use up; the contention test takes one apart.
  const listings = wants("contention") ? await loadListings(api, fx) : [];
  // At its own catalogue sizes, in its own state folder; not repeated (--repeat): three sizes
  // already take half an hour, and its growth and same-SQL ratios come from interleaved rounds.
  if (wants("api"))
    await section("api", "4. API under load", () => apiSizesSection({ sizes: apiSizes.sizes, settings: apiSizes, keep: args.keep, log }));
  if (wants("proxy")) {
    await loadSection("proxy", "5. Proxy overhead", async () => {
      const outDir = made(site, "the site's build");
      let binding = null;
      try {
        binding = await stack.startWebBound(outDir);
      } catch (error) {
        log(`  the site with a service binding to the API did not start; measuring the port proxy only.\n${errorMessage(error).slice(0, 1000)}`);
      }
      // The bare proxy, without and with the site's assets: the runtime's floor under ours.
      const bare = await stack.startBareProxy().catch((error) => void log(`  the bare proxy did not start.\n${errorMessage(error).slice(0, 1000)}`));
      const bareAssets = await stack
        .startBareProxy({ assetsDir: `${outDir}/client` })
        .catch((error) => void log(`  the bare proxy with assets did not start.\n${errorMessage(error).slice(0, 1000)}`));
      const origins = { direct: api, http: made(web, "the site"), binding, bare: bare ?? null, bareAssets: bareAssets ?? null };
      const options = { connectionLevels: mode.proxyConnections, seconds: mode.seconds, warmupSeconds: mode.warmupSeconds, rounds: mode.rounds };
      const result = await proxySection({ origins, fx, ...options, log });
      await Promise.all(["webBound", "bareProxy", "bareProxyAssets"].map((name) => stack.stop(name)));
      return result;
    });
  }
  if (wants("contention")) {
    const used = new Set(listings.map((l) => l.id));
    const listing = fx.listings.find((l) => !used.has(l.id));
    await section("contention", "6. Contention", () => contentionSection({ api, listing, log }));
  }
  if (wants("deploy"))
    await section("deploy", "7. Deploy check", () =>
      deploySection({ webConfig: `${made(site, "the site's build")}/server/wrangler.json`, assetsDir: `${site}/client`, workDir: stack.dir, log }),
    );
  // Its own build (a small prerendered head, so most product pages are on demand) and site.
  if (wants("pages"))
    await loadSection("pages", "8. Product pages", () =>
      productPagesSection({ stack, api, products, seconds: mode.seconds, warmupSeconds: mode.warmupSeconds, rounds: mode.rounds, log }),
    );
  if (wants("notify")) await section("notify", "9. Notifications", () => notifySection({ api, webOrigin: made(web, "the site"), fx, chrome, log }));
  if (wants("reports")) await section("reports", "10. Merchant figures", () => reportsSection({ ...reportSettings, keep: args.keep, log }));
  for (let r = 2; r <= repeat && repeatable.length; r++) {
    /** @type {Results["repeats"][number]} */
    const into = {};
    results.repeats.push(into);
    for (const { key, title, fn } of repeatable) await section(key, `${title}, run ${r} of ${repeat}`, fn, into);
  }
} catch (error) {
  log(`\nThe benchmark could not bring the product up: ${errorMessage(error)}`);
  results.meta.sectionErrors.push("setup");
  results.meta.setupError = errorMessage(error);
  exitCode = 1;
} finally {
  await stack.close({ keep: args.keep });
}

clearInterval(loadTimer);
// An interrupted run keeps the previous results rather than writing half of its own.
if (interrupted) await new Promise(() => {});
const mean = loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length;
results.meta.load = { atStart: Number(loadSamples[0].toFixed(2)), mean: Number(mean.toFixed(2)), max: Number(Math.max(...loadSamples).toFixed(2)) };
results.meta.totalSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
results.targets = combineRepeats([
  evaluateTargets(results),
  ...results.repeats.map((into) => evaluateTargets({ ...results, sections: { ...results.sections, ...into } })),
]);
const markdown = toMarkdown(results);
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/latest.json", `${JSON.stringify(results, null, 2)}\n`);
writeFileSync("bench/results/latest.md", markdown);
log(`\n${markdown}`);
log(`Wrote bench/results/latest.json and bench/results/latest.md (${results.meta.totalSeconds} s).`);
// Only a full run of every section stands for the product in the docs.
if (!args.quick && !args.only && !results.meta.setupError && updateDocs(markdown)) log("Updated the latest results in docs/performance.md.");
if (results.meta.sectionErrors.length) exitCode = 1;
process.exit(exitCode);
