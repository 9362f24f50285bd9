// Section 3: Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) on the
// pages marked `lighthouse` in bench/config.mjs, both languages; the median of each metric
// over the runs.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { LOCALES, PAGES } from "../config.mjs";
import { spawn } from "node:child_process";
import { WRANGLER_ENV } from "../../scripts/lib/workers.mjs";
import { CHROME_FLAGS, NO_CHROME } from "./browser.mjs";

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let running = null;

/**
 * For the benchmark's signal handler: Lighthouse closes the Chromium it launched when it gets
 * SIGINT (a SIGTERM or a kill would leave that Chromium behind).
 */
export function interruptLighthouse() {
  if (running && running.exitCode === null) running.kill("SIGINT");
}

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
  const report = JSON.parse(readFileSync(outFile, "utf8"));
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  return {
    score: report.categories.performance.score === null ? null : Math.round(report.categories.performance.score * 100),
    lcpMs: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbtMs: audit("total-blocking-time"),
    fcpMs: audit("first-contentful-paint"),
  };
}

/** `isBuilt(page, locale)` says whether the page answers yet; pages that do not are listed as such. */
export async function lighthouseSection({ webOrigin, fx, chrome, runs, locales = LOCALES, workDir, isBuilt, log }) {
  if (!chrome) return { skipped: NO_CHROME, rows: [] };
  if (!existsSync("node_modules/lighthouse/package.json")) return { skipped: "the lighthouse package is not installed (npm install)", rows: [] };
  const rows = [];
  for (const page of PAGES.filter((p) => p.lighthouse)) {
    for (const locale of locales) {
      const path = page.path(locale, fx);
      if (!(await isBuilt(page, locale))) {
        rows.push({ type: page.type, locale, path, state: "not built yet" });
        continue;
      }
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(webOrigin + path, chrome, join(workDir, "lighthouse.json")));
      const pick = (key) => median(results.map((r) => r[key]));
      const row = {
        type: page.type,
        locale,
        path,
        state: "measured",
        runs,
        score: pick("score"),
        lcpMs: pick("lcpMs"),
        cls: pick("cls"),
        tbtMs: pick("tbtMs"),
        fcpMs: pick("fcpMs"),
        each: results,
      };
      log(
        `  ${page.type} (${locale}): score ${row.score}, LCP ${Math.round(row.lcpMs)} ms, CLS ${row.cls?.toFixed(3)}, TBT ${Math.round(row.tbtMs)} ms`,
      );
      rows.push(row);
    }
  }
  return { runs, locales, rows };
}
