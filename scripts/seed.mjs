#!/usr/bin/env node
// Seeds the local D1 database and R2 bucket (see api/seed/main.ts for the flags).
// The seed is TypeScript that imports the API's own modules (password hashing, search
// normalisation, the schema), so it is bundled with esbuild first; packages stay external
// and resolve from node_modules.
import { build } from "esbuild";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outfile = join(root, "node_modules/.cache/aswaq-seed/seed.mjs");

// No account and no network: wrangler must not try to fetch Request.cf or send metrics.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

await build({
  entryPoints: [join(root, "api/seed/main.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  logLevel: "warning",
});
const { main } = await import(pathToFileURL(outfile).href);
try {
  process.exitCode = await main(process.argv.slice(2), root);
} catch (error) {
  console.error(`Seed failed: ${error instanceof Error ? error.message : error}`);
  if (process.env.DEBUG) console.error(error);
  process.exitCode = 1;
}
