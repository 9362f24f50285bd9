// `npm run rebuild`: rebuilds the prerendered pages from the running API (API_URL, default
// http://127.0.0.1:8787) without taking the site down: the build goes to dist-next while
// dist keeps serving, then the two folders are swapped by renaming (dist -> dist-old,
// dist-next -> dist) and the old one is removed. A failed build leaves dist untouched.
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { run } from "./lib/workers.mjs";

const API_URL = process.env.API_URL ?? "http://127.0.0.1:8787";
const OUT = process.env.ASWAQ_DIST ?? "dist";
const NEXT = `${OUT}-next`;
const OLD = `${OUT}-old`;
// A page loaded just before the swap still asks for the previous build's hashed files
// (/_astro/*.css, *.js): those of the last day are kept beside the new ones.
const KEEP_ASSETS_MS = 24 * 60 * 60 * 1000;
const started = Date.now();

try {
  const health = await fetch(new URL("/api/health", API_URL));
  if (!health.ok) throw new Error(`answered ${health.status}`);
} catch (error) {
  console.error(
    `The pages are built from the API, and ${API_URL}/api/health did not answer (${error.message}). Start it (npm start does) or set API_URL.`,
  );
  process.exit(1);
}

console.log(`› Building the site from ${API_URL} into ${NEXT}/ (${OUT}/ keeps serving)…`);
rmSync(NEXT, { recursive: true, force: true });
try {
  await run("astro", ["build", "--outDir", NEXT], { quiet: true, env: { API_URL } });
} catch (error) {
  rmSync(NEXT, { recursive: true, force: true });
  console.error(`The build failed; ${OUT}/ is unchanged.\n${error.message}`);
  process.exit(1);
}

const oldAssets = join(OUT, "client", "_astro");
const newAssets = join(NEXT, "client", "_astro");
if (existsSync(oldAssets) && existsSync(newAssets)) {
  for (const name of readdirSync(oldAssets)) {
    const from = join(oldAssets, name);
    const to = join(newAssets, name);
    if (!existsSync(to) && Date.now() - statSync(from).mtimeMs < KEEP_ASSETS_MS) cpSync(from, to, { preserveTimestamps: true });
  }
}

// Two renames, microseconds apart: a request in between would miss a file, none waits on a
// half-written folder. The old build is removed only once the new one is in place.
rmSync(OLD, { recursive: true, force: true });
if (existsSync(OUT)) renameSync(OUT, OLD);
renameSync(NEXT, OUT);
rmSync(OLD, { recursive: true, force: true });
console.log(`› ${OUT}/ now holds the new build (${((Date.now() - started) / 1000).toFixed(1)} s).`);
