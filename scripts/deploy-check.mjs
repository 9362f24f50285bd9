// Bundles both workers exactly as `wrangler deploy` would, offline, to prove the deploy
// configuration is valid; prints each bundle's size gzipped.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { run } from "./lib/workers.mjs";

const workers = [
  ["api", "api/wrangler.jsonc"],
  ["web", "dist/server/wrangler.json"],
];

function sizeOf(dir) {
  let raw = 0;
  let gzip = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(name));
    if (!statSync(path).isFile() || path.endsWith(".map")) continue;
    const bytes = readFileSync(path);
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

for (const [name, config] of workers) {
  const outdir = mkdtempSync(join(tmpdir(), `aswaq-deploy-${name}-`));
  await run("wrangler", ["deploy", "--dry-run", "-c", config, "--outdir", outdir], { quiet: true });
  const { raw, gzip } = sizeOf(outdir);
  console.log(`${name}: bundle ${(raw / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzipped`);
  rmSync(outdir, { recursive: true, force: true });
}
