// Every type check of the repository, in one list for `npm run typecheck`, `npm run check` and
// `npm test`: each tsconfig, and astro check for the site with its .astro files.
import { errorMessage } from "./error-message.mjs";
import { run } from "./workers.mjs";

/** @type {[what: string, command: string, args: string[]][]} */
export const TYPECHECKS = [
  ["the API, its contract and shared/", "tsc", ["--noEmit", "-p", "api/tsconfig.json"]],
  ["the seed", "tsc", ["--noEmit", "-p", "api/seed/tsconfig.json"]],
  ["the tests and their configs", "tsc", ["--noEmit", "-p", "tests/tsconfig.json"]],
  ["the .mjs of scripts/ and bench/ (JSDoc)", "tsc", ["--noEmit", "-p", "scripts/tsconfig.json"]],
  ["the benchmark's workers", "tsc", ["--noEmit", "-p", "bench/reference/tsconfig.json"]],
  ["the tool configs", "tsc", ["--noEmit", "-p", "tsconfig.config.json"]],
  ["the site with its .astro files", "astro", ["check", "--minimumSeverity", "error"]],
];

/** Runs every check, each even after one failed; rejects naming those that failed. */
export async function typecheck() {
  const failed = [];
  for (const [what, command, args] of TYPECHECKS) {
    console.log(`› ${what}: ${command} ${args.join(" ")}`);
    try {
      await run(command, args);
    } catch (error) {
      console.error(errorMessage(error));
      failed.push(what);
    }
  }
  if (failed.length) throw new Error(`type errors in ${failed.join("; ")}`);
}
