// Section 3: Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) on the pages
// marked `lighthouse` in bench/config.mjs, both languages, against the site as deployed: its
// own workerd process with the API behind a service binding. The product page twice: one in
// the prerendered head (static) and one rendered on demand, a product nobody asked for yet in
// each run (X-Page-Cache: miss, the case the Workers cache cannot help). The terms page (no
// JavaScript, one stylesheet) is the floor: what the simulated network alone costs. Each page
// is run `runs` times and reported by its median run (Lighthouse's own choice: the run nearest
// the median FCP and TTI), so its figures belong together; every run's figures and
// Lighthouse's benchmarkIndex (how fast it found this machine's CPU) are kept, and each page's
// median LCP and CLS over its runs, judged against the floor's (issue 25).
/** @import { ChildProcess } from "node:child_process" */
/** @import { Stack } from "./stack.mjs" */
/** @import { Fixtures, Log } from "./types.ts" */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { WRANGLER_ENV } from "../../scripts/lib/workers.mjs";
import { LOCALES, PAGES } from "../config.mjs";
import { prerenderedProductIds } from "./build.mjs";
import { CHROME_FLAGS, NO_CHROME } from "./browser.mjs";
import { productIdsOutside } from "./html-load.mjs";

/**
 * What this section reads of Lighthouse's JSON report (its full type is lighthouse's `Result`).
 * @typedef {{ score?: number | null, node?: { selector?: string, snippet?: string },
 *   subItems?: { items?: { cause?: string, extra?: { value?: string } }[] } }} ShiftItem
 * @typedef {{ numericValue?: number, details?: { items?: ShiftItem[] } }} Audit
 * @typedef {{ audits: Record<string, Audit | undefined>, categories: { performance: { score: number | null } },
 *   environment?: { benchmarkIndex?: number }, runtimeError?: { message: string } }} Report
 */

/**
 * The median of the numbers among `values` (the mean of the middle two for an even count), null when none.
 * @param {(number | null | undefined)[]} values
 */
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** @type {ChildProcess | null} */
let running = null;

/**
 * For the benchmark's signal handler: Lighthouse closes the Chromium it launched when it gets
 * SIGINT (a SIGTERM or a kill would leave that Chromium behind).
 */
export function interruptLighthouse() {
  if (running && running.exitCode === null) running.kill("SIGINT");
}

/**
 * @param {string[]} args
 * @param {string} chrome
 * @returns {Promise<void>}
 */
function runLighthouse(args, chrome) {
  return new Promise((resolve, reject) => {
    const child = spawn("lighthouse", args, { env: { ...WRANGLER_ENV, CHROME_PATH: chrome }, stdio: ["ignore", "pipe", "pipe"] });
    running = child;
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output = (output + d).slice(-20_000)));
    child.on("error", reject);
    child.on("exit", (code) => {
      running = null;
      if (code === 0) resolve();
      else reject(new Error(`lighthouse exited ${code}\n${output.slice(-3000)}`));
    });
  });
}

/**
 * What moved, when something did: Lighthouse's layout-shifts audit, each shift's element and
 * score and the causes it found (a web font swapped in, media without a size...).
 * @param {Report} report
 */
function layoutShifts(report) {
  const items = report.audits["layout-shifts"]?.details?.items ?? [];
  return items.slice(0, 3).map((item) => ({
    score: item.score,
    element: item.node?.selector ?? item.node?.snippet ?? null,
    causes: (item.subItems?.items ?? []).map((sub) => sub.cause ?? sub.extra?.value ?? null).filter(Boolean),
  }));
}

/**
 * One Lighthouse run: its report (for the median run) and the figures kept.
 * @param {string} url
 * @param {string} chrome
 * @param {string} outFile
 */
async function lighthouseOnce(url, chrome, outFile) {
  rmSync(outFile, { force: true });
  const args = [
    url,
    "--output=json",
    `--output-path=${outFile}`,
    "--only-categories=performance",
    "--quiet",
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
  ];
  await runLighthouse(args, chrome);
  /** @type {Report} */
  const report = JSON.parse(readFileSync(outFile, "utf8"));
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  /** @param {string} id */
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  const figures = {
    url,
    score: report.categories.performance.score === null ? null : Math.round(report.categories.performance.score * 100),
    lcpMs: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbtMs: audit("total-blocking-time"),
    fcpMs: audit("first-contentful-paint"),
    ttiMs: audit("interactive"),
    serverResponseMs: audit("server-response-time"),
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    shifts: layoutShifts(report),
  };
  return {
    report: { audits: { "first-contentful-paint": report.audits["first-contentful-paint"], interactive: report.audits.interactive } },
    figures,
  };
}

/**
 * A page to run in one language: its paths (one per run), or why it is not run.
 * @typedef {{ type: string, locale: string, floor: boolean, expectStatus: number }
 *   & ({ paths: string[], fresh?: boolean, state?: undefined } | { state: string, paths?: undefined, fresh?: undefined })} Planned
 * A page in one language: its median run's figures, or why it was not run.
 * @typedef {{ type: string, locale: string, floor: boolean, path?: string, state: string } & Partial<LighthouseFigures>} LighthouseRow
 * @typedef {Awaited<ReturnType<typeof lighthouseOnce>>["figures"] & { runs: number, medianRun: number,
 *   benchmarkIndexMedian: number | null, spread: Record<"score" | "lcpMs", number[] | null>,
 *   lcpMedianMs: number | null, clsMedian: number | null, clsMax: number,
 *   each: Awaited<ReturnType<typeof lighthouseOnce>>["figures"][] }} LighthouseFigures
 */

/**
 * The pages to run, one row per page and language: the config's Lighthouse pages, the product
 * page split into a prerendered one and on-demand ones (a fresh product per run), and the floor.
 * @param {{ outDir: string, api: string, fx: Fixtures, runs: number, locales: string[] }} options
 */
async function rowsToRun({ outDir, api, fx, runs, locales }) {
  const [en, ar] = LOCALES.map((locale) => prerenderedProductIds(outDir, locale));
  const inArabic = new Set(ar);
  const staticId = en.find((id) => inArabic.has(id)) ?? null;
  const onDemand = await productIdsOutside(api, new Set([...en, ...ar]), runs * locales.length);
  /** @type {Planned[]} */
  const plan = [];
  for (const page of PAGES.filter((p) => p.lighthouse)) {
    for (const [n, locale] of locales.entries()) {
      const base = { type: page.type, locale, floor: page.lighthouse === "floor", expectStatus: page.expectStatus ?? 200 };
      if (page.type !== "product") {
        plan.push({ ...base, paths: Array(runs).fill(page.path(locale, fx)) });
        continue;
      }
      /** @param {number} id */
      const path = (id) => page.path(locale, { ...fx, productId: id });
      plan.push(
        staticId === null
          ? { ...base, type: "product (static)", state: "no product page prerendered in both languages" }
          : { ...base, type: "product (static)", paths: Array(runs).fill(path(staticId)) },
      );
      const ids = onDemand.slice(n * runs, (n + 1) * runs);
      plan.push(
        ids.length < runs
          ? { ...base, type: "product (on demand)", state: `every product is in the prerendered head (${onDemand.length} outside it)` }
          : { ...base, type: "product (on demand)", paths: ids.map(path), fresh: true },
      );
    }
  }
  return plan;
}

/**
 * Lighthouse's median run; when a run lacks FCP or TTI (it cannot choose), the run of median score.
 * computeMedianRun reads only the two audits each run keeps of its report.
 * @param {typeof import("lighthouse/core/lib/median-run.js").computeMedianRun} computeMedianRun
 * @param {Awaited<ReturnType<typeof lighthouseOnce>>[]} results
 */
function medianReport(computeMedianRun, results) {
  try {
    const reports = /** @type {import("lighthouse").Result[]} */ (/** @type {unknown} */ (results.map((r) => r.report)));
    return /** @type {unknown} */ (computeMedianRun(reports));
  } catch {
    const sorted = [...results].sort((a, b) => (a.figures.score ?? 0) - (b.figures.score ?? 0));
    return sorted[(sorted.length - 1) >> 1].report;
  }
}

/**
 * The site as deployed (API over a service binding), started for this section and stopped after.
 * @param {{ stack: Stack, outDir: string, api: string, fx: Fixtures, chrome: string | null, runs: number, locales?: string[],
 *   workDir: string, log: Log }} options
 * @returns {Promise<{ skipped: string, rows: LighthouseRow[] }
 *   | { skipped?: undefined, runs: number, locales: string[], via: string, benchmarkIndexMedian: number | null, rows: LighthouseRow[] }>}
 */
export async function lighthouseSection({ stack, outDir, api, fx, chrome, runs, locales = LOCALES, workDir, log }) {
  if (!chrome) return { skipped: NO_CHROME, rows: [] };
  if (!existsSync("node_modules/lighthouse/package.json")) return { skipped: "the lighthouse package is not installed (npm install)", rows: [] };
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js");
  const web = await stack.startWebBound(outDir, "lighthouseWeb");
  log(`  site on ${web}, the API over a service binding`);
  /** @type {LighthouseRow[]} */
  const rows = [];
  try {
    for (const item of await rowsToRun({ outDir, api, fx, runs, locales })) {
      const { paths, state, expectStatus, fresh, ...row } = item;
      if (state !== undefined) {
        rows.push({ ...row, state });
        log(`  ${row.type} (${row.locale}): ${state}`);
        continue;
      }
      const status = fresh ? expectStatus : await fetch(web + paths[0], { redirect: "manual" }).then((r) => r.status);
      if (status !== expectStatus) {
        rows.push({ ...row, path: paths[0], state: status === 404 ? "not built yet" : `answered ${status}` });
        continue;
      }
      const results = [];
      for (const path of paths) results.push(await lighthouseOnce(web + path, chrome, join(workDir, "lighthouse.json")));
      const medianRun = medianReport(computeMedianRun, results);
      const picked = (results.find((r) => r.report === medianRun) ?? results[0]).figures;
      const each = results.map((r) => r.figures);
      /** @param {"score" | "lcpMs"} key */
      const spread = (key) => {
        const values = each.map((r) => r[key]).filter((v) => typeof v === "number");
        return values.length ? [Math.min(...values), Math.max(...values)] : null;
      };
      const measured = {
        ...row,
        path: fresh ? `${paths[0]} (a fresh product in each run)` : paths[0],
        state: "measured",
        runs: paths.length,
        medianRun: results.findIndex((r) => r.report === medianRun) + 1,
        score: picked.score,
        lcpMs: picked.lcpMs,
        cls: picked.cls,
        // Each figure's own median over the runs (issue 25's targets), beside the median run's.
        lcpMedianMs: median(each.map((r) => r.lcpMs)),
        clsMedian: median(each.map((r) => r.cls)),
        clsMax: Math.max(...each.map((r) => r.cls ?? 0)),
        shifts: picked.shifts,
        tbtMs: picked.tbtMs,
        fcpMs: picked.fcpMs,
        serverResponseMs: picked.serverResponseMs,
        benchmarkIndex: picked.benchmarkIndex,
        benchmarkIndexMedian: median(each.map((r) => r.benchmarkIndex)),
        spread: { score: spread("score"), lcpMs: spread("lcpMs") },
        each,
      };
      log(
        `  ${row.type} (${row.locale}): median run ${measured.medianRun}/${measured.runs}: score ${measured.score}, LCP ${Math.round(measured.lcpMs ?? 0)} ms, ` +
          `CLS ${measured.cls?.toFixed(3)}, TBT ${Math.round(measured.tbtMs ?? 0)} ms; scores ${measured.spread.score?.join("-")}, benchmarkIndex ${Math.round(measured.benchmarkIndex ?? 0)}`,
      );
      rows.push(measured);
    }
  } finally {
    await stack.stop("lighthouseWeb");
  }
  return { runs, locales, via: "service binding", benchmarkIndexMedian: median(rows.map((r) => r.benchmarkIndex)), rows };
}
