// `npm run check`: the quick check for day-to-day work and for CI on every push and pull request
// (.github/workflows/check.yml). Lint and format (Biome, check mode), every type check, and the
// tests that need no browser and no running product: the Node unit tests, the API's tests in
// workerd, the benchmark's worker tests and the seed's tests (local D1/R2 through wrangler).
// `npm test` runs all of it and then brings the product up for the smoke, browser and budget tests.
import { createSuite } from "./lib/suite.mjs";
import { typecheck } from "./lib/typecheck.mjs";
import { run } from "./lib/workers.mjs";

const suite = createSuite();
await suite.step("lint and format (Biome, check mode: nothing is rewritten)", () => run("biome", ["ci", "."]));
await suite.step("typecheck (API, seed, tests, scripts and bench, tool configs, and the site with its .astro files)", typecheck);
await suite.step("unit tests in Node (site, shared rules, contract, folder directions)", () => suite.vitest("site", "vitest.config.ts"));
await suite.step("API tests (workerd, D1, R2)", () => suite.vitest("api", "api/vitest.config.ts"));
await suite.step("the benchmark's worker tests (workerd, D1)", () => suite.vitest("bench", "bench/vitest.config.ts"));
await suite.step("seed tests (local D1/R2 through wrangler)", () => suite.vitest("seed", "api/seed/vitest.config.ts"));
process.exit(suite.finish());
