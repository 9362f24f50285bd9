// Bundles both workers exactly as `wrangler deploy` would, offline, to prove the deploy
// configuration is valid; prints each bundle's size gzipped.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundleSize } from "./lib/bundle-size.mjs";
import { run } from "./lib/workers.mjs";

const workers = [
  ["api", "api/wrangler.jsonc"],
  ["web", "dist/server/wrangler.json"],
];


for (const [name, config] of workers) {
  const outdir = mkdtempSync(join(tmpdir(), `aswaq-deploy-${name}-`));
  await run("wrangler", ["deploy", "--dry-run", "-c", config, "--outdir", outdir], { quiet: true });
  const { raw, gzip } = bundleSize(outdir);
  console.log(`${name}: bundle ${(raw / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzipped`);
  rmSync(outdir, { recursive: true, force: true });
}
