// Section 7: `wrangler deploy --dry-run` for both workers (offline bundling, as a deploy
// would), and each bundle's size raw and gzipped. Cloudflare's limits apply to the gzipped size.
/** @import { Log } from "./types.ts" */
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { bundleSize } from "../../scripts/lib/bundle-size.mjs";
import { errorMessage } from "../../scripts/lib/error-message.mjs";
import { run } from "../../scripts/lib/workers.mjs";

// Cloudflare's limit on static asset files per Worker version (Free / Paid plans): every
// prerendered page is one, so the catalogue size runs into it.
export const ASSET_FILE_LIMITS = { free: 20_000, paid: 100_000 };

/** @param {string} dir */
function countFiles(dir) {
  return readdirSync(dir, { recursive: true }).filter((name) => statSync(join(dir, String(name))).isFile()).length;
}

/**
 * @param {{ webConfig: string, assetsDir: string, workDir: string, log: Log }} options
 */
export async function deploySection({ webConfig, assetsDir, workDir, log }) {
  /** @type {({ worker: string, ok: true, seconds: number, rawKb: number, gzipKb: number } | { worker: string, ok: false, error: string })[]} */
  const rows = [];
  for (const [name, config] of [
    ["api", "api/wrangler.jsonc"],
    ["web", webConfig],
  ]) {
    const outdir = join(workDir, `deploy-${name}`);
    mkdirSync(outdir, { recursive: true });
    const started = performance.now();
    try {
      await run("wrangler", ["deploy", "--dry-run", "-c", config, "--outdir", outdir], { quiet: true });
      const { raw, gzip } = bundleSize(outdir);
      const row = {
        worker: name,
        ok: /** @type {const} */ (true),
        seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
        rawKb: Math.round(raw / 1024),
        gzipKb: Math.round(gzip / 1024),
      };
      log(`  ${name}: ${row.rawKb} KB, ${row.gzipKb} KB gzipped`);
      rows.push(row);
    } catch (error) {
      log(`  ${name}: dry run FAILED`);
      rows.push({ worker: name, ok: false, error: errorMessage(error).slice(0, 2000) });
    }
  }
  const assetFiles = countFiles(assetsDir);
  log(
    `  static asset files: ${assetFiles} (Cloudflare allows ${ASSET_FILE_LIMITS.free.toLocaleString("en")} on Free, ${ASSET_FILE_LIMITS.paid.toLocaleString("en")} on Paid)`,
  );
  return { rows, assetFiles, assetFileLimits: ASSET_FILE_LIMITS };
}
