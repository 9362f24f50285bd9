// Bundles both workers exactly as `wrangler deploy` would, offline, to prove the deploy
// configuration is valid; prints each bundle's size gzipped. It also fails when the API would
// be deployed without its real secrets (JWT_SECRET, PUBLISH_SECRET, and GITHUB_TOKEN when
// Publish dispatches GitHub's workflow): a secret must not be a plain variable (that is the
// repository's text, readable by anyone) and must be declared required, so that
// `wrangler deploy` itself refuses while `wrangler secret put <NAME>` has not been done. Nor
// may a configuration set D1_TRACE (the benchmark's statement trace).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unstable_readConfig } from "wrangler";
/** @typedef {ReturnType<typeof unstable_readConfig>} WranglerConfig */
import { bundleSize } from "./lib/bundle-size.mjs";
import { run } from "./lib/workers.mjs";

const workers = [
  ["api", "api/wrangler.jsonc"],
  ["web", "dist/server/wrangler.json"],
];

/**
 * The secrets the API needs deployed: the signing secret, the rebuilder's secret (ADR 0016), and,
 * when Publish dispatches GitHub's workflow, a token for it.
 * @param {WranglerConfig} config
 */
const neededSecrets = (config) => ["JWT_SECRET", "PUBLISH_SECRET", ...(config.vars?.PUBLISH_TRIGGER === "github" ? ["GITHUB_TOKEN"] : [])];

/**
 * Why the worker's deployed configuration would run with a secret missing or in plain sight, if it would.
 * @param {WranglerConfig} config
 * @param {{ needsSecrets: boolean }} options
 */
function secretProblems(config, { needsSecrets }) {
  const problems = [];
  const vars = config.vars ?? {};
  for (const name of ["JWT_SECRET", "PUBLISH_SECRET", "GITHUB_TOKEN"]) {
    if (name in vars)
      problems.push(
        `${name} is a plain variable in the configuration (a secret in the repository); remove it and use \`wrangler secret put ${name}\`.`,
      );
  }
  // The benchmark's statement trace (api/src/lib/d1-meter.ts) answers a request with its SQL: never deployed.
  if ("D1_TRACE" in vars) problems.push("D1_TRACE is set in the configuration; it is for the benchmark's `wrangler dev` only, remove it.");
  if (needsSecrets)
    for (const name of neededSecrets(config))
      if (!config.secrets?.required?.includes(name))
        problems.push(`${name} is not declared in "secrets": { "required": [...] }, so \`wrangler deploy\` would go ahead without it.`);
  return problems;
}

const problems = [];
for (const [name, path] of workers) {
  // The web worker never signs or reads tokens nor takes reports: it must not carry the secrets either.
  problems.push(
    ...secretProblems(unstable_readConfig({ config: path }, { hideWarnings: true }), { needsSecrets: name === "api" }).map((p) => `${name}: ${p}`),
  );
}
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}

for (const [name, config] of workers) {
  const outdir = mkdtempSync(join(tmpdir(), `aswaq-deploy-${name}-`));
  await run("wrangler", ["deploy", "--dry-run", "-c", config, "--outdir", outdir], { quiet: true });
  const { raw, gzip } = bundleSize(outdir);
  console.log(`${name}: bundle ${(raw / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzipped`);
  rmSync(outdir, { recursive: true, force: true });
}
const api = unstable_readConfig({ config: "api/wrangler.jsonc" }, { hideWarnings: true });
console.log(`api: ${neededSecrets(api).join(", ")} are required secrets, not in the configuration`);
// Not a secret, and not known to the repository: each deployment names its own.
if (api.vars?.PUBLISH_TRIGGER === "github" && !/^[\w.-]+\/[\w.-]+$/.test(api.vars.GITHUB_REPOSITORY ?? ""))
  console.log("api: note: GITHUB_REPOSITORY is not set (owner/name); until it is, Publish fails with that reason.");
