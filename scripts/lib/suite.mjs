// A run of named steps, as `npm test` and `npm run check` make one: every step runs even after a
// failure, so one run shows everything that is wrong; vitest projects add their counts; the end
// prints the failed steps and tests again (CI shows only the log's tail) and one closing
// "N passed, N failed" line. A failed step that is not a test suite counts as one failure.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { errorMessage } from "./error-message.mjs";
import { run } from "./workers.mjs";

/**
 * What vitest's JSON reporter writes, as far as it is read here.
 * @typedef {{ numPassedTests: number, numFailedTests: number, numTotalTests: number,
 *   testResults?: { name: string, assertionResults?: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} VitestReport
 */

export function createSuite() {
  const reports = mkdtempSync(join(tmpdir(), "aswaq-test-"));
  const totals = { passed: 0, failed: 0 };
  /** Names of the tests that failed, and of those that passed only on a retry. @type {string[]} */
  const failures = [];
  /** @type {string[]} */
  const flakes = [];
  /** @type {string[]} */
  const failedSteps = [];

  /**
   * Runs one step; a failure is reported and the run goes on.
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
      failedSteps.push(name);
    }
  }

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
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      for (const file of report.testResults ?? [])
        for (const t of file.assertionResults ?? [])
          if (t.status === "failed")
            failures.push(`${name}: ${file.name.replace(`${process.cwd()}/`, "")} > ${t.fullName}: ${t.failureMessages?.[0]?.split("\n")[0] ?? ""}`);
      if (report.numTotalTests === 0) throw new Error(`${name}: no tests ran`);
    }
    if (error) throw error;
  }

  /**
   * Prints the summary, removes the reports folder; returns the exit code.
   * @returns {number}
   */
  function finish() {
    rmSync(reports, { recursive: true, force: true });
    if (flakes.length) console.log(`\nPassed on a retry (flaky, to fix):\n${flakes.map((f) => `  - ${f}`).join("\n")}`);
    if (failedSteps.length) console.log(`\nFailed steps:\n${failedSteps.map((f) => `  - ${f}`).join("\n")}`);
    if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    console.log(`\n${totals.passed} passed, ${totals.failed + failedSteps.length} failed`);
    return totals.failed > 0 || failedSteps.length > 0 ? 1 : 0;
  }

  return { reports, totals, failures, flakes, step, vitest, finish };
}
