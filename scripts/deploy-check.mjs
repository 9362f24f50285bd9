// Bundles both workers exactly as `wrangler deploy` would, offline, to prove the deploy
// configuration is valid; prints each bundle's size gzipped. It also fails when the API would
// be deployed without a real signing secret: the secret must not be a plain variable (that is
// the repository's text, readable by anyone) and must be declared required, so that
// `wrangler deploy` itself refuses while `wrangler secret put JWT_SECRET` has not been done.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unstable_readConfig } from "wrangler";
import { bundleSize } from "./lib/bundle-size.mjs";
import { run } from "./lib/workers.mjs";

const workers = [
  ["api", "api/wrangler.jsonc"],
  ["web", "dist/server/wrangler.json"],
];

/** Why the worker's deployed configuration would sign tokens with no real secret, if it would. */
function signingSecretProblems(config, { needsSecret }) {
  const problems = [];
  const vars = config.vars ?? {};
  if ("JWT_SECRET" in vars)
    problems.push(
      "JWT_SECRET is a plain variable in the configuration (a secret in the repository); remove it and use `wrangler secret put JWT_SECRET`.",
    );
  if (needsSecret && !config.secrets?.required?.includes("JWT_SECRET"))
    problems.push('JWT_SECRET is not declared in "secrets": { "required": [...] }, so `wrangler deploy` would go ahead without it.');
  return problems;
}

const problems = [];
for (const [name, path] of workers) {
  // The web worker never signs or reads tokens: it must not carry the secret either.
  problems.push(
    ...signingSecretProblems(unstable_readConfig({ config: path }, { hideWarnings: true }), { needsSecret: name === "api" }).map(
      (p) => `${name}: ${p}`,
    ),
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
console.log("api: JWT_SECRET is a required secret, not in the configuration");
