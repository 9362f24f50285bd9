// Section 8's render split: how much of an uncached product page's time is the render itself.
// The web worker's built bundle renders an on-demand product page in a Node child process,
// many times, with the API answered from memory (child.mjs): no API read, no Workers cache,
// no workerd network in the figure. Beside the uncached case's TTFB it says where the time goes.
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { LOCALES } from "../../config.mjs";
import { percentile } from "../load.mjs";

const run = promisify(execFile);
/** @param {string} file */
const here = (file) => new URL(file, import.meta.url).pathname;
/** @param {number | null} x */
const round = (x) => (x === null ? null : Number(x.toFixed(2)));

/**
 * Render cost of product `productId`'s page in both languages, read from the API at `api`.
 * @param {{ outDir: string, api: string, productId: number, warm?: number, runs?: number }} options
 */
export async function renderCost({ outDir, api, productId, warm = 30, runs = 300 }) {
  /** @param {string} path */
  const read = async (path) => {
    const res = await fetch(api + path);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res.text();
  };
  const fixture = join(outDir, "render-cost-fixture.json");
  const paths = LOCALES.map((locale) => `/${locale}/product/${productId}/`);
  writeFileSync(
    fixture,
    JSON.stringify({ product: await read(`/api/products/${productId}/`), stores: await read("/api/stores/?page_size=100"), paths }),
  );
  const { stdout } = await run(
    process.execPath,
    ["--import", here("./hooks.mjs"), here("./child.mjs"), join(outDir, "server", "entry.mjs"), fixture, String(warm), String(runs)],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  /** @type {{ headers: number, whole: number, bytes: number }[]} what child.mjs writes */
  const samples = JSON.parse(stdout);
  /** @param {"headers" | "whole"} key */
  const stat = (key) => {
    const sorted = samples.map((s) => s[key]).sort((a, b) => a - b);
    return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)) };
  };
  return { productId, runs, toResponse: stat("headers"), whole: stat("whole"), htmlBytes: samples[0]?.bytes ?? null };
}
