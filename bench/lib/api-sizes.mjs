// Section 4 at several catalogue sizes (docs/performance.md): one state folder of its own,
// the demo seeded once, then for each size (smallest first) the synthetic catalogue seeded at
// that size, the API (with its statement trace, D1_TRACE=1, for the same-SQL reference) and
// the reference worker started on it, and every case measured with its same-SQL twin. The
// other sections keep their own state at N. Ends with the growth per call: p50 at one
// connection and rows read per request at each size, and the largest size over the smallest.
/** @import { ApiSize, Growth, Log } from "./types.ts" */
/** @typedef {typeof import("../config.mjs").API_SIZES.full} ApiSizeSettings */
import { errorMessage } from "../../scripts/lib/error-message.mjs";
import { TARGETS } from "../config.mjs";
import { apiCases, apiLoadSection, loadListings } from "./api-load.mjs";
import { readFixtures } from "./fixtures.mjs";
import { Stack } from "./stack.mjs";

const GROWTH = TARGETS.apiGrowth;

/** @type {(n: number, digits?: number) => number} */
const round = (n, digits = 2) => Number(n.toFixed(digits));

/**
 * Per API case: p50 at `connections` and rows read per request (mean/max) at each size.
 * @param {ApiSize[]} sizes
 * @returns {Growth[]}
 */
export function growthOf(sizes, connections = GROWTH.connections) {
  /** @type {string[]} */
  const ids = [];
  for (const s of sizes) for (const r of s.rows ?? []) if (!r.reference && r.id !== "health" && !ids.includes(r.id)) ids.push(r.id);
  const rowBound = GROWTH.rowsPerPageItem * GROWTH.pageSize;
  return ids.map((id) => {
    const at = sizes.map((s) => {
      const row = s.rows?.find((r) => r.id === id);
      const level = row?.levels.find((l) => l.connections === connections);
      return {
        products: s.products,
        state: row?.state ?? "not run",
        p50: level?.p50 ?? null,
        // The same p50 over the one-query reference's at that size and moment: what is left of
        // the growth when the machine's load changed between sizes.
        p50VsOneQuery: level?.p50VsOneQuery ?? null,
        rowsRead: row?.dbCost?.rowsRead ?? null,
        flagged: level?.flagged ?? false,
      };
    });
    const label = sizes.flatMap((s) => s.rows ?? []).find((r) => r.id === id)?.label ?? id;
    const first = at[0];
    const last = at[at.length - 1];
    const p50Ratio = at.length > 1 && first.p50 && last.p50 ? round(last.p50 / first.p50) : null;
    const normRatio = at.length > 1 && first.p50VsOneQuery && last.p50VsOneQuery ? round(last.p50VsOneQuery / first.p50VsOneQuery) : null;
    const rowsRatio = at.length > 1 && first.rowsRead?.mean && last.rowsRead ? round(last.rowsRead.mean / first.rowsRead.mean) : null;
    const maxRows = Math.max(...at.map((a) => a.rowsRead?.max ?? 0));
    return {
      id,
      label,
      sizes: at,
      p50Ratio,
      normRatio,
      rowsRatio,
      p50Met: p50Ratio === null ? null : p50Ratio <= GROWTH.p50Ratio,
      maxRowsRead: maxRows,
      rowsMet: at.some((a) => a.rowsRead) ? maxRows <= rowBound : null,
    };
  });
}

/**
 * Seeds `products`, once more if the first attempt fails (a local fetch failed once at 100,000 on a machine at load 13).
 * @param {Stack} stack
 * @param {number} products
 * @param {Log} log
 */
async function seedWithRetry(stack, products, log) {
  try {
    return await stack.seedProducts(products);
  } catch (error) {
    log(`  seeding ${products.toLocaleString("en")} products failed (${errorMessage(error).split("\n").slice(-1)[0]}); once more`);
    return stack.seedProducts(products);
  }
}

/**
 * @param {{ sizes: number[], settings: ApiSizeSettings, keep?: boolean, log: Log }} options
 */
export async function apiSizesSection({ sizes, settings, keep = false, log }) {
  const stack = new Stack(log);
  /** @type {{ sizes: ApiSize[], settings: typeof settings, growth: Growth[] }} */
  const out = { sizes: [], settings, growth: [] };
  try {
    log(`  own state folder ${stack.dir}; sizes ${sizes.map((n) => n.toLocaleString("en")).join(", ")}`);
    await stack.seedDemo();
    // The API as it is now, for every size: edits to its source during the run do not reach it.
    const snapshot = await stack.snapshotApi();
    for (const products of sizes) {
      await Promise.all([stack.stop("api"), stack.stop("reference")]);
      let seed;
      try {
        seed = await seedWithRetry(stack, products, log);
      } catch (error) {
        // The sizes measured so far stay in the results; a larger one cannot follow.
        const message = errorMessage(error).slice(0, 1000);
        log(`  seeding ${products.toLocaleString("en")} products failed twice, the section stops here: ${message}`);
        out.sizes.push({ products, error: `seeding failed: ${message}`, rows: [] });
        break;
      }
      log(`\n  ── ${products.toLocaleString("en")} products (seeded in ${seed.seconds.toFixed(1)} s: ${seed.line})`);
      try {
        out.sizes.push({ products, seedSeconds: round(seed.seconds, 1), ...(await measureSize(stack, snapshot, settings, log)) });
      } catch (error) {
        const message = errorMessage(error).slice(0, 1000);
        log(`  FAILED at ${products.toLocaleString("en")} products: ${message}`);
        out.sizes.push({ products, seedSeconds: round(seed.seconds, 1), error: message, rows: [] });
      }
    }
  } finally {
    await stack.close({ keep });
  }
  out.growth = growthOf(out.sizes.filter((s) => !s.error));
  for (const g of out.growth) {
    const p50s = g.sizes.map((a) => `${a.p50 ?? "—"}`).join(" → ");
    const rows = g.sizes.map((a) => `${a.rowsRead?.mean ?? "—"}`).join(" → ");
    log(`  ${g.label}: p50 ${p50s} ms (${g.p50Ratio ?? "—"}×), rows read ${rows} (max ${g.maxRowsRead})`);
  }
  return out;
}

/**
 * One size: the API (from the snapshot, with the trace) and the reference started, every case measured.
 * @param {Stack} stack
 * @param {string} snapshot
 * @param {ApiSizeSettings} settings
 * @param {Log} log
 */
async function measureSize(stack, snapshot, settings, log) {
  const api = await stack.startApi({ vars: { D1_TRACE: "1" }, snapshot });
  const reference = await stack.startReference();
  const fx = await readFixtures(api);
  const listings = await loadListings(api, fx);
  const cases = apiCases({ api, reference, fx, listings });
  return apiLoadSection({
    cases,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    rounds: settings.rounds,
    connectionLevels: settings.connections,
    sameSql: true,
    log,
  });
}
