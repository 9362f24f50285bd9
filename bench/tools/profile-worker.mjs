#!/usr/bin/env node
// Where a worker's CPU goes: a CPU profile of a worker running under `wrangler dev`, taken
// over its inspector (the Chrome DevTools protocol) while requests are sent one at a time,
// summed by function (self time, and total time with what it calls). This is how the API's
// own costs were found (docs/performance.md §4): building Drizzle's relational config on every
// request, the SQL of the product's details, then of a product's page.
//
//   wrangler dev -c api/wrangler.jsonc --persist-to <state> --port 8799 --inspector-port 9231
//   node bench/tools/profile-worker.mjs --inspector 9231 --origin http://127.0.0.1:8799 \
//     --seconds 10 [--out list.cpuprofile] /api/products/ /api/products/?search=shirt
//
// The paths are requested in turn (GET) after 50 warm-up requests. The .cpuprofile opens in
// Chrome's DevTools. Sampling slows the worker, so compare shares, not milliseconds.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values: args, positionals: paths } = parseArgs({
  allowPositionals: true,
  options: {
    inspector: { type: "string", default: "9229" },
    origin: { type: "string", default: "http://127.0.0.1:8787" },
    seconds: { type: "string", default: "10" },
    out: { type: "string" },
    top: { type: "string", default: "30" },
  },
});
if (!paths.length) {
  console.error("Give at least one path to request, e.g. /api/products/");
  process.exit(1);
}

// wrangler's inspector proxy accepts the DevTools front end's origin only.
const targets = /** @type {{ webSocketDebuggerUrl: string }[]} */ (await (await fetch(`http://127.0.0.1:${args.inspector}/json`)).json());
const ws = new WebSocket(targets[0].webSocketDebuggerUrl, { headers: { Origin: "https://devtools.devprod.cloudflare.dev" } });
await new Promise((resolve, reject) => {
  ws.addEventListener("open", resolve);
  ws.addEventListener("error", () => reject(new Error(`no inspector at port ${args.inspector}`)));
});
let lastId = 0;
/**
 * The protocol's answers; a CPU profile's nodes, as Profiler.stop gives them.
 * @typedef {{ id: number, result?: any }} Answer
 * @typedef {{ id: number, children?: number[], callFrame: { functionName: string, url: string, lineNumber: number } }} ProfileNode
 * @type {Map<number, (message: Answer) => void>}
 */
const pending = new Map();
ws.addEventListener("message", (event) => {
  const message = JSON.parse(event.data);
  pending.get(message.id)?.(message);
  pending.delete(message.id);
});
/**
 * @param {string} method
 * @param {object} [params]
 * @returns {Promise<Answer>}
 */
const send = (method, params = {}) =>
  new Promise((resolve) => {
    const id = ++lastId;
    pending.set(id, resolve);
    ws.send(JSON.stringify({ id, method, params }));
  });
/** @param {string} path */
const get = async (path) => (await fetch(args.origin + path)).arrayBuffer();

await send("Profiler.enable");
await send("Profiler.setSamplingInterval", { interval: 100 });
for (let i = 0; i < 50; i++) await get(paths[i % paths.length]);
await send("Profiler.start");
const started = performance.now();
let sent = 0;
while (performance.now() - started < Number(args.seconds) * 1000) await get(paths[sent++ % paths.length]);
const wall = performance.now() - started;
const { result } = await send("Profiler.stop");
ws.close();
if (args.out) writeFileSync(args.out, JSON.stringify(result.profile));

/** @type {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} */
const { nodes, samples, timeDeltas } = result.profile;
const byId = new Map(nodes.map((n) => [n.id, n]));
/** @type {Map<number, number>} */
const parent = new Map();
for (const n of nodes) for (const child of n.children ?? []) parent.set(child, n.id);
/** @param {ProfileNode | undefined} n */
const name = (n) =>
  n === undefined
    ? "(unknown node)"
    : `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber}`;
/** @type {Map<string, number>} */
const self = new Map();
/** @type {Map<string, number>} */
const total = new Map();
let all = 0;
samples.forEach((id, i) => {
  const t = timeDeltas[i] ?? 0;
  all += t;
  self.set(name(byId.get(id)), (self.get(name(byId.get(id))) ?? 0) + t);
  const counted = new Set();
  for (let /** @type {number | undefined} */ at = id; at !== undefined; at = parent.get(at)) {
    const key = name(byId.get(at));
    if (!counted.has(key)) total.set(key, (total.get(key) ?? 0) + t);
    counted.add(key);
  }
});
/** @param {Map<string, number>} map */
const table = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(args.top))
    .map(([key, t]) => `${((100 * t) / all).toFixed(1).padStart(6)}%  ${key}`)
    .join("\n");
console.log(`${sent} requests in ${(wall / 1000).toFixed(1)} s (${(wall / sent).toFixed(2)} ms each, profiled)`);
console.log(`\nSelf time\n${table(self)}\n\nTotal time (with callees)\n${table(total)}`);
