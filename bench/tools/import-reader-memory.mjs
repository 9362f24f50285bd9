// How much memory the offer import's file readers hold while reading a large file (ADR 0037):
// a CSV and an XLSX of ROWS rows are read through api/src/offer-imports' readers from a stream
// of 64 KB chunks, as an R2 object arrives, and the JavaScript heap is sampled at every row
// 5,000 rows after a collection; the figure is the peak of live memory over the heap before
// reading (the file's own bytes excluded, as they sit in R2).
//   node --expose-gc bench/tools/import-reader-memory.mjs [rows]
import { strToU8, zipSync } from "fflate";
import { csvRecords } from "../../api/src/offer-imports/csv-rows.ts";
import { xlsxRows } from "../../api/src/offer-imports/xlsx-rows.ts";

const rows = Number(process.argv[2] ?? 100_000);
const gc = /** @type {() => void} */ (/** @type {{ gc?: () => void }} */ (globalThis).gc ?? (() => {}));
/** @param {number} bytes */
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** @param {Uint8Array} bytes */
const streamOf = (bytes) => {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 65536));
      at += 65536;
    },
  });
};

const lines = ["sku,branch,price,stock,available"];
for (let i = 0; i < rows; i++) lines.push(`SKU-${i},${1 + (i % 4)},${100 + (i % 900)}.50,${i % 50},yes`);
const csv = new TextEncoder().encode(`\uFEFF${lines.join("\r\n")}\r\n`);
const cells = (/** @type {string} */ line, /** @type {number} */ r) =>
  line
    .split(",")
    .map((v, c) => {
      const ref = `${String.fromCharCode(65 + c)}${r}`;
      return /^[\d.]+$/.test(v) ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`;
    })
    .join("");
const sheet = `<worksheet><sheetData>${lines.map((l, i) => `<row r="${i + 1}">${cells(l, i + 1)}</row>`).join("")}</sheetData></worksheet>`;
const xlsx = zipSync({ "xl/worksheets/sheet1.xml": strToU8(sheet), "xl/sharedStrings.xml": strToU8("<sst></sst>") });
lines.length = 0;

/** @param {string} name @param {number} size @param {() => AsyncIterable<unknown>} read */
async function measure(name, size, read) {
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  let count = 0;
  const started = performance.now();
  for await (const _ of read()) {
    // Live memory, not garbage waiting for a collection: collect, then read.
    if (++count % 5000 === 0) {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
  }
  return {
    file: name,
    file_mb: mb(size),
    rows: count - 1,
    seconds: Math.round(performance.now() - started) / 1000,
    live_heap_peak_over_start_mb: mb(peak - before),
  };
}

const results = [
  await measure("csv", csv.length, () => csvRecords(streamOf(csv))),
  await measure("xlsx", xlsx.length, () => xlsxRows(async () => streamOf(xlsx))),
];
console.log(JSON.stringify(results, null, 2));
