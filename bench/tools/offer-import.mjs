// The offer import at scale (issue 31 §3): a catalogue of N synthetic products is seeded, a
// super admin exports the offers, raises the first ROWS rows' prices by 1 EGP and uploads the
// file; the dry run (the offer-imports queue, in chunks) and the apply are timed, and the API
// worker's process tree is sampled for its peak resident memory over its resting size.
//   node bench/tools/offer-import.mjs [--rows 100000] [--products 100000] [--keep]
/** @import { Log } from "../lib/types.ts" */
import { parseArgs } from "node:util";
import { login } from "../lib/fixtures.mjs";
import { sampleTreeMemory } from "../lib/memory.mjs";
import { Stack } from "../lib/stack.mjs";

const { values: args } = parseArgs({
  options: { rows: { type: "string", default: "100000" }, products: { type: "string" }, keep: { type: "boolean", default: false } },
});
const rows = Number(args.rows);
const products = Number(args.products ?? args.rows);
/** @type {Log} */
const log = (line) => console.error(line);
/** @param {number} bytes */
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const stack = new Stack(log);
try {
  log(`seeding the demo and ${products} synthetic products…`);
  await stack.seedDemo();
  log(JSON.stringify(await stack.seedProducts(products)));
  const api = await stack.startApi();
  const child = stack.workers.api.child;
  const token = await login(api, "admin");
  const auth = { authorization: `Bearer ${token}` };

  const exported = await (await fetch(`${api}/api/offer-exports/`, { headers: auth })).text();
  const lines = exported
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
  if (lines.length - 1 < rows) throw new Error(`only ${lines.length - 1} offers to export, ${rows} asked`);
  // price is the third column: every row changes.
  const body = [
    lines[0],
    ...lines.slice(1, rows + 1).map((line) => line.replace(/^([^,]*,[^,]*,)(\d+)\.(\d\d)/, (_, head, egp, pt) => `${head}${Number(egp) + 1}.${pt}`)),
  ];
  const file = new File([`\uFEFF${body.join("\r\n")}\r\n`], "offers.csv", { type: "text/csv" });
  log(`uploading ${rows} rows (${mb(file.size)} MB)…`);

  await new Promise((r) => setTimeout(r, 2000));
  const resting = sampleTreeMemory(child.pid);
  await new Promise((r) => setTimeout(r, 1000));
  const base = resting.stop();
  const memory = sampleTreeMemory(child.pid);
  const started = performance.now();
  const form = new FormData();
  form.append("file", file);
  /** @typedef {{ id: number, status: string, failure: string | null, to_change: number, to_add: number, unchanged: number, errors: number }} Job */
  const created = /** @type {Job} */ (await (await fetch(`${api}/api/offer-imports/`, { method: "POST", headers: auth, body: form })).json());
  const uploaded = performance.now();
  /** @type {Job} */
  let job = created;
  while (job.status === "checking") {
    await new Promise((r) => setTimeout(r, 250));
    job = /** @type {Job} */ (await (await fetch(`${api}/api/offer-imports/${created.id}/`, { headers: auth })).json());
  }
  const checkedAt = performance.now();
  if (job.status !== "ready") throw new Error(`import ${job.status}: ${job.failure}`);
  const applied = await fetch(`${api}/api/offer-imports/${created.id}/apply/`, { method: "POST", headers: auth });
  const appliedAt = performance.now();
  const peak = memory.stop();
  if (applied.status !== 200) throw new Error(`apply answered ${applied.status}: ${await applied.text()}`);
  console.log(
    JSON.stringify(
      {
        rows,
        file_mb: mb(file.size),
        upload_s: Math.round(uploaded - started) / 1000,
        dry_run_s: Math.round(checkedAt - uploaded) / 1000,
        apply_s: Math.round(appliedAt - checkedAt) / 1000,
        counts: { to_change: job.to_change, to_add: job.to_add, unchanged: job.unchanged, errors: job.errors },
        resting_mb: mb(base),
        peak_mb: mb(peak),
        peak_over_resting_mb: mb(peak - base),
      },
      null,
      2,
    ),
  );
} finally {
  await stack.close({ keep: args.keep });
}
