// `npm test`: lint and format check (Biome), typecheck (astro check covers the site), API tests in workerd, build, smoke tests of the running product,
// and the deploy check. Prints one closing "N passed, N failed" line for CI.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { errorMessage } from "./lib/error-message.mjs";
import { bringUp } from "./lib/product-under-test.mjs";
import { run } from "./lib/workers.mjs";

const reports = mkdtempSync(join(tmpdir(), "aswaq-test-"));
let passed = 0;
let failed = 0;
// Names of the tests that failed (and of those that passed only on a retry), printed again at
// the very end: CI shows only the log's tail.
/** @type {string[]} */
const failures = [];
/** @type {string[]} */
const flakes = [];

/**
 * @param {string} name
 * @param {() => Promise<unknown>} fn
 */
async function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  try {
    await fn();
    console.log(`━━ ${name}: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.error(`━━ ${name}: FAILED\n${errorMessage(error)}`);
    return false;
  }
  return true;
}

/**
 * What vitest's JSON reporter writes, as far as it is read here.
 * @typedef {{ numPassedTests: number, numFailedTests: number, numTotalTests: number,
 *   testResults?: { name: string, assertionResults?: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} VitestReport
 */

/**
 * Runs a vitest project and adds its counts to the totals.
 * @param {string} name
 * @param {string} config
 */
async function vitest(name, config) {
  const out = join(reports, `${name}.json`);
  let error;
  try {
    await run("vitest", ["run", "--config", config, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]);
  } catch (e) {
    error = e;
  }
  if (existsSync(out)) {
    /** @type {VitestReport} */
    const report = JSON.parse(readFileSync(out, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults ?? [])
      for (const t of file.assertionResults ?? [])
        if (t.status === "failed")
          failures.push(`${name}: ${file.name.replace(`${process.cwd()}/`, "")} > ${t.fullName}: ${t.failureMessages?.[0]?.split("\n")[0] ?? ""}`);
    if (report.numTotalTests === 0) throw new Error(`${name}: no tests ran`);
  }
  if (error) throw error;
}

/**
 * Playwright's JSON report, as far as it is read here.
 * @typedef {{ projectName: string, status: string, results: { error?: { message?: string } }[] }} PlaywrightTest
 * @typedef {{ file: string, title: string, tests?: PlaywrightTest[] }} PlaywrightSpec
 * @typedef {{ specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/**
 * Every test of a Playwright JSON report, with its spec (suites nest by file and describe).
 * @param {PlaywrightSuite[]} [suites]
 * @returns {Generator<{ spec: PlaywrightSpec, test: PlaywrightTest }>}
 */
function* playwrightTests(suites = []) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { spec, test };
    yield* playwrightTests(suite.suites);
  }
}

/** Runs the Playwright journeys and adds their counts to the totals. */
async function playwright() {
  const out = join(reports, "e2e.json");
  let error;
  try {
    await run("playwright", ["test", "-c", "tests/e2e/playwright.config.ts", "--reporter=line,json"], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out } });
  } catch (e) {
    error = e;
  }
  if (existsSync(out)) {
    /** @type {{ stats: { expected: number, unexpected: number, flaky: number }, suites: PlaywrightSuite[] }} */
    const { stats, suites } = JSON.parse(readFileSync(out, "utf8"));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    for (const { spec, test } of playwrightTests(suites)) {
      const title = `e2e: ${spec.file} > ${spec.title} [${test.projectName}]`;
      if (test.status === "unexpected") failures.push(`${title}: ${test.results.at(-1)?.error?.message?.split("\n")[0] ?? "failed"}`);
      if (test.status === "flaky") flakes.push(title);
    }
    if (stats.expected + stats.unexpected + stats.flaky === 0) throw new Error("e2e: no tests ran");
  }
  if (error) throw error;
}

/** @type {Awaited<ReturnType<typeof bringUp>> | undefined} */
let product;
/** @type {[string, () => Promise<unknown>][]} */
const steps = [
  ["lint and format (Biome, check mode: nothing is rewritten)", () => run("biome", ["ci", "."])],
  [
    "typecheck (API, seed, tests, and the site with its .astro files)",
    async () => {
      await run("tsc", ["--noEmit", "-p", "api/tsconfig.json"]);
      await run("tsc", ["--noEmit", "-p", "api/seed/tsconfig.json"]);
      await run("tsc", ["--noEmit", "-p", "tests/tsconfig.json"]);
      await run("astro", ["check", "--minimumSeverity", "error"]);
    },
  ],
  ["API tests (workerd, D1, R2)", () => vitest("api", "api/vitest.config.ts")],
  ["unit tests in Node (site, shared rules, contract, folder directions)", () => vitest("site", "vitest.config.ts")],
  ["seed tests (local D1/R2 through wrangler)", () => vitest("seed", "api/seed/vitest.config.ts")],
  [
    "bring up the product (seeded database, API, site built from it)",
    async () => {
      product = await bringUp();
      process.env.ASWAQ_API = product.apiOrigin;
      process.env.ASWAQ_WEB = product.webOrigin;
      process.env.ASWAQ_ADMIN_USERNAME = product.admin.username;
      process.env.ASWAQ_ADMIN_PASSWORD = product.admin.password;
    },
  ],
  ["smoke tests (HTTP against both workers)", () => vitest("smoke", "tests/smoke/vitest.config.ts")],
  ["browser tests (Playwright in Chromium)", () => playwright()],
  ["budgets (JavaScript per page type and images, over the built site)", () => vitest("budgets", "tests/budgets/vitest.config.ts")],
  ["deploy check (wrangler deploy --dry-run, both workers)", () => run("node", ["scripts/deploy-check.mjs"])],
];

// Every step runs even after a failure, so one run shows everything that is wrong. A failed
// step that is not a test suite (typecheck, build, deploy check) counts as one failure.
let failedSteps = 0;
const failedStepNames = [];
for (const [name, fn] of steps)
  if (!(await step(name, fn))) {
    failedSteps++;
    failedStepNames.push(name);
  }
product?.stop();
rmSync(reports, { recursive: true, force: true });

if (flakes.length) console.log(`\nPassed on a retry (flaky, to fix):\n${flakes.map((f) => `  - ${f}`).join("\n")}`);
if (failedStepNames.length) console.log(`\nFailed steps:\n${failedStepNames.map((f) => `  - ${f}`).join("\n")}`);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed + failedSteps} failed`);
process.exit(failed > 0 || failedSteps > 0 ? 1 : 0);
