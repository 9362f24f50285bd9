// Section 4's tables and targets (report.mjs and targets.mjs call these): one table per
// catalogue size, each API case beside its same-SQL twin, then the growth table.
/** @import { ApiSize, DbCost, Judged, Level, Sections } from "./types.ts" */
import { TARGETS } from "../config.mjs";

/** @typedef {string | number | boolean | null | undefined} Cell */
/** @typedef {NonNullable<Sections["api"]>} ApiSection */

/** @param {Cell} v */
const cell = (v) => (v === null || v === undefined ? "—" : String(v).replace(/\|/g, "\\|"));
/** @type {(headers: Cell[], rows: Cell[][]) => string} */
const table = (headers, rows) => {
  /** @param {Cell[]} cells */
  const line = (cells) => `| ${cells.map(cell).join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
};
/** @param {number} x */
const n = (x) => x.toLocaleString("en");
/** @param {number} products */
const sizeName = (products) => (products >= 1000 && products % 1000 === 0 ? `${products / 1000}k` : n(products));
/** @param {boolean | null} met */
const metText = (met) => (met === true ? "met" : met === false ? "**not met**" : "—");

/**
 * "mean/max" of a case's D1 trips and rows read; blank for the references.
 * @param {DbCost | undefined} d
 */
function dbCostCells(d) {
  if (!d) return [null, null];
  if (!d.trips || !d.rowsRead) return ["no header", "no header"];
  return [`${d.trips.mean}/${d.trips.max}`, `${d.rowsRead.mean}/${d.rowsRead.max}`];
}

/** @param {ApiSize} size */
function sizeTable(size) {
  /** @type {Cell[][]} */
  const rows = [];
  /** @param {string} id */
  const twinOf = (id) => size.rows.find((r) => r.id === `same-sql:${id}`);
  for (const r of size.rows) {
    if (r.sameSqlOf) continue; // beside its API case
    if (r.state !== "measured") {
      rows.push([r.label, "", r.state, "", "", "", "", "", "", "", "", "", "", ""]);
      continue;
    }
    const [trips, read] = dbCostCells(r.dbCost);
    const twin = twinOf(r.id);
    for (const l of r.levels) {
      /** @type {Level | undefined} */
      const t = twin?.levels.find((x) => x.connections === l.connections);
      const twinState = twin && twin.state !== "measured" ? twin.state : null;
      const errors = l.flagged || t?.flagged ? `**${l.non2xx + (t?.non2xx ?? 0)} non-2xx, ${l.errors + (t?.errors ?? 0)} errors**` : "0";
      rows.push([
        r.label,
        l.connections,
        l.rps,
        l.p50,
        l.p99,
        l.rpsVsTrivial,
        l.rpsVsOneQuery,
        l.p50VsOneQuery,
        twinState ?? t?.rps,
        twinState ? "" : t?.p50,
        twinState ? "" : l.rpsVsSameSql,
        trips,
        read,
        errors,
      ]);
    }
  }
  const headers = [
    "Case",
    "Conn",
    "Req/s",
    "p50",
    "p99",
    "Req/s × trivial",
    "Req/s × one-query",
    "p50 × one-query",
    "Same-SQL req/s",
    "Same-SQL p50",
    "API ÷ same-SQL (req/s)",
    "D1 trips",
    "Rows read",
    "Errors",
  ];
  return table(headers, rows);
}

/** @param {{ growth: import("./types.ts").Growth[] }} api */
function growthTable(api) {
  const sizes = api.growth[0].sizes.map((s) => s.products);
  const first = sizeName(sizes[0]);
  const last = sizeName(sizes[sizes.length - 1]);
  const rows = api.growth.map((g) => [
    g.label,
    ...g.sizes.map((a) => (a.state === "measured" ? a.p50 : a.state)),
    g.p50Ratio,
    metText(g.p50Met),
    g.normRatio,
    ...g.sizes.map((a) => a.rowsRead?.mean ?? null),
    g.maxRowsRead,
    g.rowsRatio,
    metText(g.rowsMet),
  ]);
  const headers = [
    "Case",
    ...sizes.map((s) => `p50 @${sizeName(s)}`),
    `p50 ${last} ÷ ${first}`,
    `≤ ${TARGETS.apiGrowth.p50Ratio}×`,
    `(p50 ÷ one-query) ${last} ÷ ${first}`,
    ...sizes.map((s) => `rows read @${sizeName(s)}`),
    "max rows",
    `rows ${last} ÷ ${first}`,
    `≤ ${TARGETS.apiGrowth.rowsPerPageItem * TARGETS.apiGrowth.pageSize}`,
  ];
  return table(headers, rows);
}

/** @param {Exclude<ApiSection, { error: string }>} api */
export function apiMarkdown(api) {
  if (!api.sizes) return "_No sizes measured._";
  const s = api.settings;
  const intro =
    `Catalogue sizes ${api.sizes.map((x) => n(x.products)).join(", ")} (grown in one state folder of the section's own); at each, ${s.seconds} s per case and level (${s.rounds} interleaved rounds) after a ${s.warmupSeconds} s warm-up, at ${s.connections.join(" and ")} connection(s); latencies in ms. ` +
    `**Same-SQL**: the statements the API ran for the case's requests (its D1 meter's trace), replayed by a bare handler in the API's worker (no framework, one \`db.batch()\` per request); **API ÷ same-SQL** is our code's share (≥ ${TARGETS.apiSameSql.list}× for list, search and detail, ≥ ${TARGETS.apiSameSql.checkout}× for checkout, at ${TARGETS.apiSameSql.connections} connections). ` +
    `D1 trips and rows read: per call, mean/max, from the answers' Server-Timing with each of a case's first ${api.sizes[0]?.costCalls ?? 20} requests sent once before the load.`;
  const parts = [intro];
  for (const size of api.sizes) {
    if (size.error !== undefined) parts.push(`#### ${n(size.products)} products`, `_Failed: ${size.error.split("\n")[0]}_`);
    else parts.push(`#### ${n(size.products)} products (seeded in ${size.seedSeconds} s)`, sizeTable(size));
  }
  if (api.growth.length && api.growth[0].sizes.length > 1) {
    parts.push(
      `#### Growth (p50 at ${TARGETS.apiGrowth.connections} connection, rows read per request, mean)`,
      growthTable(api),
      `The target is judged on p50 itself. Sizes are measured minutes apart, so a change in the machine's load between them moves every call's p50 alike (the health call, which reads nothing, shows it): **(p50 ÷ one-query)** divides each size's p50 by the one-query reference's at that size, measured in the same rounds, and its ratio is the growth left when the load is taken out. Rows read target: at most ${TARGETS.apiGrowth.rowsPerPageItem} × the page size of ${TARGETS.apiGrowth.pageSize} (the bound of api/src/catalog/list-cost.test.ts), at every size, max over the calls.`,
    );
  }
  return parts.join("\n\n");
}

/** @type {(name: string, goal: string, value: string, met: boolean | null, note?: string) => Judged} */
const target = (name, goal, value, met, note = "") => ({ name, goal, value, met, note });
/** @type {(name: string, goal: string, why: string) => Judged} */
const notMeasured = (name, goal, why) => target(name, goal, "—", null, why);

/**
 * The section's targets: against the one-query and the same-SQL references at the largest size, and the growth.
 * @param {Sections["api"]} api
 */
export function apiTargetList(api) {
  /** @type {Judged[]} */
  const out = [];
  const ran = api?.error === undefined ? api : undefined;
  const measured = (ran?.sizes ?? []).filter((s) => s.error === undefined);
  /** @type {ApiSize | undefined} */
  const size = measured[measured.length - 1];
  const why = api ? (api.error ?? "no size measured") : "section not run";
  /** @type {(id: string, connections: number) => Level | undefined} */
  const level = (id, connections) => size?.rows.find((r) => r.id === id)?.levels.find((l) => l.connections === connections);
  /** @param {string} id */
  const stateOf = (id) => size?.rows.find((r) => r.id === id)?.state ?? why;
  const note = size ? `on ${n(size.products)} products` : "";
  /**
   * @param {string} name
   * @param {string} goal
   * @param {Level | undefined} l
   * @param {"rpsVsOneQuery" | "p50VsOneQuery" | "rpsVsSameSql"} key
   * @param {(v: number) => boolean} ok
   * @param {string} id
   * @param {(l: Level) => string} show
   */
  const judge = (name, goal, l, key, ok, id, show) => {
    const value = l?.[key];
    if (!l || value === null || value === undefined) return notMeasured(name, goal, size ? stateOf(id) : why);
    return target(name, goal, show(l), ok(value) && !l.flagged, l.flagged ? `${note}; had errors` : note);
  };
  const { connections: rc, ...rps } = TARGETS.apiRps;
  for (const [id, min] of Object.entries(rps))
    out.push(
      judge(
        `${id} req/s vs one-query @${rc}`,
        `≥ ${min}×`,
        level(id, rc),
        "rpsVsOneQuery",
        (v) => v >= min,
        id,
        (l) => `${l.rpsVsOneQuery}× (${l.rps} req/s)`,
      ),
    );
  const { connections: pc, ...p50 } = TARGETS.apiP50;
  for (const [id, max] of Object.entries(p50))
    out.push(
      judge(
        `${id} p50 vs one-query @${pc}`,
        `≤ ${max}×`,
        level(id, pc),
        "p50VsOneQuery",
        (v) => v <= max,
        id,
        (l) => `${l.p50VsOneQuery}× (${l.p50} ms)`,
      ),
    );
  const { connections: sc, ...same } = TARGETS.apiSameSql;
  for (const [id, min] of Object.entries(same)) {
    const twin = size?.rows.find((r) => r.id === `same-sql:${id}`);
    const twinLevel = twin?.levels.find((l) => l.connections === sc);
    out.push(
      judge(
        `${id} req/s vs same SQL @${sc}`,
        `≥ ${min}×`,
        level(id, sc),
        "rpsVsSameSql",
        (v) => v >= min && !twinLevel?.flagged,
        id,
        (l) => `${l.rpsVsSameSql}× (${l.rps} vs ${twinLevel?.rps} req/s)`,
      ),
    );
  }
  const g = TARGETS.apiGrowth;
  const growth = ran?.growth ?? [];
  const range = measured.length > 1 && size ? `${sizeName(measured[0].products)} → ${sizeName(size.products)}` : null;
  const p50Name = `API p50 growth @${g.connections}, every call`;
  const judged = growth.filter((x) => x.p50Met !== null);
  if (!range || !judged.length) out.push(notMeasured(p50Name, `≤ ${g.p50Ratio}×`, range ? "no call measured at two sizes" : "one size only"));
  else {
    const worst = judged.reduce((a, b) => ((b.p50Ratio ?? 0) > (a.p50Ratio ?? 0) ? b : a));
    const over = judged.filter((x) => !x.p50Met).map((x) => `${x.id} ${x.p50Ratio}×`);
    out.push(
      target(
        p50Name,
        `≤ ${g.p50Ratio}×`,
        `worst ${worst.p50Ratio}× (${worst.id})`,
        over.length === 0,
        `${range}${over.length ? `; over: ${over.join(", ")}` : ""}`,
      ),
    );
  }
  const rowsName = "API rows read per request, every call and size";
  const bound = g.rowsPerPageItem * g.pageSize;
  const rowsJudged = growth.filter((x) => x.rowsMet !== null);
  if (!rowsJudged.length) out.push(notMeasured(rowsName, `≤ ${bound}`, why));
  else {
    const worst = rowsJudged.reduce((a, b) => (b.maxRowsRead > a.maxRowsRead ? b : a));
    const over = rowsJudged.filter((x) => !x.rowsMet).map((x) => `${x.id} ${x.maxRowsRead}`);
    out.push(
      target(
        rowsName,
        `≤ ${bound}`,
        `max ${worst.maxRowsRead} (${worst.id})`,
        over.length === 0,
        over.length ? `over: ${over.join(", ")}` : (range ?? ""),
      ),
    );
  }
  return out;
}
