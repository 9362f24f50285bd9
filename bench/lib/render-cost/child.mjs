// Renders one on-demand product page with the web worker's own built bundle, in Node, many
// times, the API answered from memory: what the page's render costs the CPU, without the
// API read, the cache or workerd's network (section 8's "render split", render-cost/index.mjs).
// argv: entry.mjs, a JSON file { product, stores, path }, warm-ups, measured renders.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [entry, fixtureFile, warm, runs] = process.argv.slice(2);
const { product, stores, paths } = JSON.parse(readFileSync(fixtureFile, "utf8"));
/** @param {string} body */
const answer = (body) => new Response(body, { headers: { "content-type": "application/json" } });
globalThis.__renderCostEnv = {
  API: { fetch: async (/** @type {string | URL | Request} */ url) => answer(String(url).includes("/api/stores/") ? stores : product) },
  ASSETS: { fetch: async () => new Response(null, { status: 404 }) },
};
const { default: worker } = await import(pathToFileURL(entry).href);
const context = { waitUntil() {}, passThroughOnException() {} };

/** @param {number} i */
async function render(i) {
  const started = performance.now();
  const res = await worker.fetch(new Request(`https://bench.test${paths[i % paths.length]}`), globalThis.__renderCostEnv, context);
  const headers = performance.now();
  const html = await res.text();
  if (res.status !== 200 || !html.includes("</html>")) throw new Error(`${paths[i % paths.length]} answered ${res.status}`);
  return { headers: headers - started, whole: performance.now() - started, bytes: html.length };
}

for (let i = 0; i < Number(warm); i++) await render(i);
const samples = [];
for (let i = 0; i < Number(runs); i++) samples.push(await render(i));
process.stdout.write(JSON.stringify(samples));
