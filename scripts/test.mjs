// `npm test`: lint and format check (Biome), every type check, API tests in workerd, the Node
// unit tests, the seed's and the benchmark's tests, build, smoke and browser tests of the running
// product, budgets and the deploy check. Prints one closing "N passed, N failed" line for CI.
// `npm run check` (scripts/check.mjs) is its quick part: no browser, no running product.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { bringUp } from "./lib/product-under-test.mjs";
import { createSuite } from "./lib/suite.mjs";
import { typecheck } from "./lib/typecheck.mjs";
import { run } from "./lib/workers.mjs";

const suite = createSuite();

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
  for (const group of suites) {
    for (const spec of group.specs ?? []) for (const test of spec.tests ?? []) yield { spec, test };
    yield* playwrightTests(group.suites);
  }
}

/** Runs the Playwright journeys and adds their counts to the totals. */
async function playwright() {
  const out = join(suite.reports, "e2e.json");
  let error;
  try {
    await run("playwright", ["test", "-c", "tests/e2e/playwright.config.ts", "--reporter=line,json"], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out } });
  } catch (e) {
    error = e;
  }
  if (existsSync(out)) {
    /** @type {{ stats: { expected: number, unexpected: number, flaky: number }, suites: PlaywrightSuite[] }} */
    const { stats, suites } = JSON.parse(readFileSync(out, "utf8"));
    suite.totals.passed += stats.expected + stats.flaky;
    suite.totals.failed += stats.unexpected;
    for (const { spec, test } of playwrightTests(suites)) {
      const title = `e2e: ${spec.file} > ${spec.title} [${test.projectName}]`;
      if (test.status === "unexpected") suite.failures.push(`${title}: ${test.results.at(-1)?.error?.message?.split("\n")[0] ?? "failed"}`);
      if (test.status === "flaky") suite.flakes.push(title);
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
  ["typecheck (API, seed, tests, scripts and bench, tool configs, and the site with its .astro files)", typecheck],
  ["API tests (workerd, D1, R2)", () => suite.vitest("api", "api/vitest.config.ts")],
  ["unit tests in Node (site, shared rules, contract, folder directions)", () => suite.vitest("site", "vitest.config.ts")],
  ["seed tests (local D1/R2 through wrangler)", () => suite.vitest("seed", "api/seed/vitest.config.ts")],
  ["the benchmark's worker tests (workerd, D1)", () => suite.vitest("bench", "bench/vitest.config.ts")],
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
  ["smoke tests (HTTP against both workers)", () => suite.vitest("smoke", "tests/smoke/vitest.config.ts")],
  ["browser tests (Playwright in Chromium)", () => playwright()],
  ["budgets (JavaScript per page type and images, over the built site)", () => suite.vitest("budgets", "tests/budgets/vitest.config.ts")],
  ["deploy check (wrangler deploy --dry-run, both workers)", () => run("node", ["scripts/deploy-check.mjs"])],
];

for (const [name, fn] of steps) await suite.step(name, fn);
product?.stop();
process.exit(suite.finish());
