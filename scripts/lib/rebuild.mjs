// Rebuilding the prerendered pages from a running API without taking the site down: the build
// goes to `<out>-next` while `<out>` keeps serving, then the two folders are swapped by renaming
// (out -> out-old, out-next -> out) and the old one is removed. A failed build leaves `<out>`
// untouched. Used by `npm run rebuild` (scripts/rebuild.mjs) and by the publisher that runs a
// super admin's Publish (scripts/lib/publisher.mjs); it says how far it is through `onProgress`.
import { spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { errorMessage } from "./error-message.mjs";
import { wranglerEnv } from "./workers.mjs";

// A page loaded just before the swap still asks for the previous build's hashed files
// (/_astro/*.css, *.js): those of the last day are kept beside the new ones.
const KEEP_ASSETS_MS = 24 * 60 * 60 * 1000;
/** How much of the build's output a failure reports: its end says what went wrong. */
const TAIL_LINES = 25;
/** Astro's log names each page it writes on a line of its own: "  ├─ /en/stores/index.html (+4ms)". */
const PAGE_LINE = /[├└]─ \S+\.html/g;

/**
 * The prerendered pages of a build folder.
 * @param {string} out
 */
export function countPages(out) {
  const root = join(out, "client");
  if (!existsSync(root)) return 0;
  let pages = 0;
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith(".html")) pages++;
    }
  };
  walk(root);
  return pages;
}

/**
 * The last lines of a build's output, without colour codes: the reason a failure gives.
 * @param {string} text
 */
export function lastLines(text, lines = TAIL_LINES) {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes start with the escape character
      .replace(/\u001b\[[0-9;]*m/g, "")
      .trimEnd()
      .split("\n")
      .slice(-lines)
      .join("\n")
  );
}

/** @param {number} pid */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
};

/**
 * One rebuild at a time per output folder (two would write into the same `<out>-next`); returns the release.
 * @param {string} out
 */
function lock(out) {
  const file = `${out}.rebuild-lock`;
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    const holder = Number(readFileSync(file, "utf8"));
    if (holder && alive(holder)) throw new Error(`Another rebuild of ${out}/ is running (process ${holder}); ${out}/ is unchanged.`);
    // Left by a process that is gone.
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

/**
 * `astro build` into `outDir`, counting the pages as it writes them; rejects with the output's end.
 * @param {{ apiUrl: string, outDir: string, signal?: AbortSignal, onPage: (pages: number) => void }} options
 * @returns {Promise<void>}
 */
function astroBuild({ apiUrl, outDir, signal, onPage }) {
  return new Promise((resolve, reject) => {
    const child = spawn("astro", ["build", "--outDir", outDir], { env: wranglerEnv({ API_URL: apiUrl }), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let pages = 0;
    /** @param {Buffer} chunk */
    const collect = (chunk) => {
      const text = String(chunk);
      output = (output + text).slice(-100_000);
      const found = text.match(PAGE_LINE)?.length ?? 0;
      if (found) onPage((pages += found));
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    const abort = () => child.kill("SIGTERM");
    signal?.addEventListener("abort", abort, { once: true });
    child.on("error", reject);
    child.on("exit", (code, killed) => {
      signal?.removeEventListener("abort", abort);
      if (code === 0) resolve();
      else reject(new Error(signal?.aborted ? "The build was stopped." : `astro build exited ${code ?? killed}.\n${lastLines(output)}`));
    });
  });
}

/**
 * Rebuilds `out` from the API at `apiUrl`. `onProgress({ step, pages_done, pages_total })` hears
 * each step: fetching (the API answers; Astro bundles and reads the catalogue), building (pages
 * written so far, of about as many as the last build had), checking, swapping. Resolves with the
 * new build's page count; rejects with an Error whose message says why, the output's end included.
 * @typedef {{ step: "fetching" | "building" | "checking" | "swapping", pages_done?: number, pages_total?: number }} Progress
 * @param {{ apiUrl: string, out?: string, onProgress?: (progress: Progress) => void, signal?: AbortSignal }} options
 * @returns {Promise<{ pages: number }>}
 */
export async function rebuild({ apiUrl, out = "dist", onProgress = () => {}, signal }) {
  const next = `${out}-next`;
  const old = `${out}-old`;
  const release = lock(out);
  try {
    onProgress({ step: "fetching" });
    try {
      const health = await fetch(new URL("/api/health", apiUrl), { signal: AbortSignal.timeout(10_000) });
      if (!health.ok) throw new Error(`answered ${health.status}`);
    } catch (error) {
      throw new Error(`The pages are built from the API, and ${apiUrl}/api/health did not answer (${errorMessage(error)}).`);
    }
    const expected = countPages(out) || undefined;
    rmSync(next, { recursive: true, force: true });
    try {
      await astroBuild({
        apiUrl,
        outDir: next,
        signal,
        onPage: (done) => onProgress({ step: "building", pages_done: done, pages_total: expected && Math.max(expected, done) }),
      });
    } catch (error) {
      throw new Error(`The build failed; ${out}/ is unchanged.\n${errorMessage(error)}`);
    }

    onProgress({ step: "checking" });
    const pages = countPages(next);
    const missing = ["server/wrangler.json", "client/en/index.html", "client/ar/index.html"].filter((f) => !existsSync(join(next, f)));
    if (missing.length || pages === 0) throw new Error(`The build is incomplete (${missing.join(", ") || "no pages"}); ${out}/ is unchanged.`);
    if (signal?.aborted) throw new Error(`The build was stopped; ${out}/ is unchanged.`);

    onProgress({ step: "swapping" });
    const oldAssets = join(out, "client", "_astro");
    const newAssets = join(next, "client", "_astro");
    if (existsSync(oldAssets) && existsSync(newAssets)) {
      for (const name of readdirSync(oldAssets)) {
        const from = join(oldAssets, name);
        const to = join(newAssets, name);
        if (!existsSync(to) && Date.now() - statSync(from).mtimeMs < KEEP_ASSETS_MS) cpSync(from, to, { preserveTimestamps: true });
      }
    }
    // Two renames, microseconds apart: a request in between would miss a file, none waits on a
    // half-written folder. The old build is removed only once the new one is in place.
    rmSync(old, { recursive: true, force: true });
    if (existsSync(out)) renameSync(out, old);
    renameSync(next, out);
    rmSync(old, { recursive: true, force: true });
    return { pages };
  } catch (error) {
    // Whatever failed, the served folder is the one that was there.
    if (!existsSync(out) && existsSync(old)) renameSync(old, out);
    rmSync(next, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
