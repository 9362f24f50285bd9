// Section 4: the API under load on the N-product catalogue at 1, 10 and 50 connections,
// next to two references in the same runtime: a trivial handler (this machine's ceiling)
// and a handler making one small D1 query (the floor of any database-backed call). Each
// API case's cost to the database per call (round trips, rows read) is read from the
// answers' Server-Timing before the load (db-cost.mjs).
/** @import { ApiCase, ApiRow, DbCost, Fixtures, Level, Listing, Log } from "./types.ts" */
import { errorMessage } from "../../scripts/lib/error-message.mjs";
import { CONNECTIONS, SEARCH_TERMS } from "../config.mjs";
import { COST_CALLS, followNext, listOf, measureDbCost, productOf } from "./db-cost.mjs";
import { checkoutBody, login, setStock } from "./fixtures.mjs";
import { measureRounds, probe } from "./load.mjs";
import { sameSqlCase } from "./same-sql.mjs";

const LOAD_STOCK = 10_000_000;

/**
 * The checkout's listings: distinct products, stock no run can use up, current prices.
 * @param {string} apiOrigin
 * @param {Fixtures} fx
 */
export async function loadListings(apiOrigin, fx, count = 24) {
  const admin = await login(apiOrigin, "admin");
  /** @type {Set<number>} */
  const seen = new Set();
  const picked = fx.listings.filter((l) => !seen.has(l.product_id) && seen.add(l.product_id)).slice(0, count);
  return Promise.all(picked.map((l) => setStock(apiOrigin, admin, l, LOAD_STOCK)));
}

/** @param {string} term */
const searchPath = (term) => `/api/products/?search=${encodeURIComponent(term)}`;

/**
 * How many products a list path finds, as the answer says it ("100+" past the cap).
 * @param {string} api
 * @param {string} path
 */
async function matches(api, path) {
  const page = await listOf(api, path);
  return page.count_capped ? `${page.count}+` : String(page.count);
}

/**
 * The cases, references first; `auth()` gives fresh headers to a case that needs a customer.
 * `setup()` (run once, before the case is checked) reads what a case's paths need from the
 * running API: it returns `{ paths, note }`, or `{ skip }` with the reason the case is left out.
 * @param {{ api: string, reference: string, fx: Fixtures, listings: Listing[] }} options
 * @returns {ApiCase[]}
 */
export function apiCases({ api, reference, fx, listings }) {
  const auth = async () => ({ authorization: `Bearer ${await login(api, "customer")}` });
  const triples = listings.map((_, i) => listings.slice(i, i + 3)).filter((group) => group.length === 3);
  // Read once and shared: the product whose store and SKU the store and rare-term cases use.
  /** @type {Promise<Awaited<ReturnType<typeof productOf>>[]> | undefined} */
  let sample;
  const samples = () => {
    sample ??= Promise.all(fx.productIds.slice(0, 5).map((id) => productOf(api, id)));
    return sample;
  };
  return [
    { id: "trivial", label: "Reference: trivial handler", reference: true, target: { origin: reference, paths: ["/trivial"] } },
    { id: "one-query", label: "Reference: one D1 query", reference: true, target: { origin: reference, paths: ["/one-query"] } },
    { id: "health", label: "API /api/health (no query)", target: { origin: api, paths: ["/api/health"] } },
    {
      id: "list",
      label: "Product list (pages 1-5)",
      target: { origin: api, paths: [1, 2, 3, 4, 5].map((p) => `/api/products/${p === 1 ? "" : `?page=${p}`}`) },
    },
    {
      id: "list-deep",
      label: "Product list, deep pages (11-20 by cursor)",
      target: { origin: api, paths: [] },
      async setup() {
        const pages = await followNext(api, "/api/products/", 20);
        if (pages.length < 20) return { skip: `the list has ${pages.length} page(s), not 20` };
        return { paths: pages.slice(10, 20), note: "pages 11-20, from following `next` from page 1" };
      },
    },
    {
      id: "list-category",
      label: "Product list, one category",
      target: { origin: api, paths: [] },
      async setup() {
        if (!fx.categorySlug) return { skip: "the fixtures give no category" };
        const path = `/api/products/?category=${encodeURIComponent(fx.categorySlug)}`;
        return { paths: [path], note: `category "${fx.categorySlug}", ${await matches(api, path)} products` };
      },
    },
    {
      id: "list-store",
      label: "Product list, one store",
      target: { origin: api, paths: [] },
      async setup() {
        const store = (await samples())[0]?.store;
        if (!store?.id) return { skip: "the first synthetic product has no store" };
        const path = `/api/products/?store=${store.id}`;
        return { paths: [path], note: `store ${store.id} (${store.slug}), ${await matches(api, path)} products` };
      },
    },
    {
      id: "list-branch",
      label: "Product list, one branch",
      target: { origin: api, paths: [] },
      async setup() {
        const branch = fx.branchIds[0];
        if (!branch) return { skip: "the fixtures give no branch" };
        const path = `/api/products/?branch=${branch}`;
        return { paths: [path], note: `branch ${branch}, ${await matches(api, path)} products` };
      },
    },
    {
      id: "list-available",
      label: "Product list, available only",
      target: { origin: api, paths: [1, 2, 3].map((p) => `/api/products/?available=true${p === 1 ? "" : `&page=${p}`}`) },
    },
    { id: "list-price", label: "Price order (page 1)", target: { origin: api, paths: ["/api/products/?ordering=price"] } },
    {
      id: "search-en",
      label: "Search, English",
      target: { origin: api, paths: SEARCH_TERMS.en.map(searchPath) },
    },
    {
      id: "search-ar",
      label: "Search, Arabic",
      target: { origin: api, paths: SEARCH_TERMS.ar.map(searchPath) },
    },
    {
      id: "search-short",
      label: "Search, short term (1-2 letters)",
      target: { origin: api, paths: SEARCH_TERMS.short.map(searchPath) },
    },
    {
      id: "search-rare",
      label: "Search, rare term (one SKU)",
      target: { origin: api, paths: [] },
      async setup() {
        const skus = (await samples()).flatMap((p) => (p.sku ? [p.sku] : []));
        if (!skus.length) return { skip: "the synthetic products read have no SKU" };
        const counts = await Promise.all(skus.map((sku) => matches(api, searchPath(sku))));
        return { paths: skus.map(searchPath), note: skus.map((sku, i) => `${sku}: ${counts[i]}`).join(", ") };
      },
    },
    { id: "detail", label: "Product detail", target: { origin: api, paths: fx.productIds.slice(0, 200).map((id) => `/api/products/${id}/`) } },
    {
      id: "branch-products",
      label: "Branch products (by branch)",
      target: { origin: api, paths: fx.branchIds.map((id) => `/api/branch-products/?branch=${id}`) },
    },
    {
      id: "cart-sync",
      label: "Cart sync (3 lines)",
      auth,
      target: {
        origin: api,
        method: "POST",
        paths: ["/api/cart/sync/"],
        bodies: triples.map((group) => ({ items: group.map((l) => ({ product_id: l.product_id, branch_id: l.branch_id, quantity: 1 })) })),
      },
    },
    {
      id: "checkout",
      label: "Checkout (1 line)",
      auth,
      target: { origin: api, method: "POST", paths: ["/api/orders/"], bodies: listings.map(checkoutBody) },
    },
  ];
}

/**
 * Whether the case works at all; a POST route that is not there is reported, not loaded.
 * @param {ApiCase} c
 */
async function check(c) {
  const { status, text } = await probe(c.target);
  if (status >= 200 && status < 300) return null;
  if (status === 404 && c.target.method === "POST" && text.includes('"Not found."')) return "n/a (endpoint missing)";
  return `error: the first request answered ${status}: ${text}`;
}

/**
 * A login that failed once (a busy machine) is tried again a second later before the section gives up.
 * @template T
 * @param {() => Promise<T>} fn
 */
async function retryOnce(fn) {
  try {
    return await fn();
  } catch {
    await new Promise((done) => setTimeout(done, 1000));
    return fn();
  }
}

/** @type {(a: number | null, b: number | null) => number | null} */
const ratio = (a, b) => (a === null || b === null || !b ? null : Number((a / b).toFixed(2)));

/**
 * Runs a case's setup: null when the case can be checked, else why not.
 * @param {ApiCase} c
 */
async function prepare(c) {
  if (!c.setup) return null;
  try {
    const setup = await c.setup();
    if ("skip" in setup) return `skipped: ${setup.skip}`;
    c.target.paths = setup.paths;
    c.note = setup.note;
    return null;
  } catch (error) {
    return `error: setup failed: ${errorMessage(error).slice(0, 300)}`;
  }
}

/** @param {DbCost} d */
const costText = (d) =>
  d.trips && d.rowsRead && d.rowsWritten
    ? `${d.trips.mean}/${d.trips.max} D1 trips, ${d.rowsRead.mean}/${d.rowsRead.max} rows read, ${d.rowsWritten.mean}/${d.rowsWritten.max} rows written (mean/max of ${d.calls - d.missing} calls)`
    : `no D1 cost in Server-Timing (${d.calls} calls)`;

/**
 * The same-SQL twin of a measured API case, as a row (its state says why when it has none).
 * @param {ApiCase} c
 * @param {Log} log
 * @returns {Promise<ApiRow>}
 */
async function sameSqlRow(c, log) {
  /** @type {Omit<ApiRow, "state">} */
  const base = { id: `same-sql:${c.id}`, label: `Same SQL, one batch: ${c.label}`, reference: true, sameSqlOf: c.id, levels: [] };
  try {
    const twin = await sameSqlCase(c);
    if ("skip" in twin) return { ...base, state: `skipped: ${twin.skip}` };
    const problem = await check(twin);
    const st = twin.statements;
    log(
      `  ${twin.label}: ${st.perRequest} statements per request (the API ran them in ${st.apiTrips} round trips), ${st.requests} requests replayed${st.freshValues ? `, ${st.freshValues} uuids renewed per replay` : ""}${problem ? `; ${problem}` : ""}`,
    );
    return { ...base, state: problem ?? "measured", statements: st, example: twin.example, case: twin };
  } catch (error) {
    const state = `error: ${errorMessage(error).slice(0, 300)}`;
    log(`  ${base.label}: ${state}`);
    return { ...base, state };
  }
}

/**
 * `sameSql`: give each API case a same-SQL twin (same-sql.mjs), measured in the same rounds right
 * after it; the API must then run with D1_TRACE=1.
 * @param {{ cases: ApiCase[], seconds: number, warmupSeconds: number, rounds: number, connectionLevels?: number[],
 *   sameSql?: boolean, log: Log }} options
 */
export async function apiLoadSection({ cases, seconds, warmupSeconds, rounds, connectionLevels = CONNECTIONS, sameSql = false, log }) {
  /** @type {ApiRow[]} */
  const rows = [];
  for (const c of cases) {
    if (c.auth) c.target.headers = await c.auth();
    const problem = (await prepare(c)) ?? (await check(c));
    if (problem) log(`  ${c.label}: ${problem}`);
    else if (c.note) log(`  ${c.label}: ${c.note}`);
    /** @type {ApiRow} */
    const row = { id: c.id, label: c.label, reference: !!c.reference, state: problem ?? "measured", levels: [], case: c };
    if (c.note) row.note = c.note;
    // The database's cost per call, each path once and in turn, before any load. Writes
    // (cart sync, checkout) are sent too: they use stock no run can use up.
    if (!problem && !c.reference) {
      const dbCost = await measureDbCost(c.target);
      row.dbCost = dbCost;
      const odd = Object.keys(dbCost.statuses).filter((s) => Number(s) < 200 || Number(s) >= 300);
      log(`  ${c.label}: ${costText(dbCost)}${odd.length ? `; answers ${JSON.stringify(dbCost.statuses)}` : ""}`);
    }
    rows.push(row);
    if (!problem && !c.reference && sameSql) rows.push(await sameSqlRow(c, log));
  }
  const measured = rows.filter(/** @type {(r: ApiRow) => r is ApiRow & { case: ApiCase }} */ (r) => r.state === "measured" && r.case !== undefined);
  for (const connections of connectionLevels) {
    // A fresh token per level: access tokens last 15 minutes, a full section runs longer.
    for (const row of measured) if (row.case.auth) row.case.target.headers = await retryOnce(row.case.auth);
    const summaries = await measureRounds(
      measured.map((r) => r.case.target),
      { connections, seconds, warmupSeconds, rounds },
    );
    measured.forEach((row, i) => {
      const m = summaries[i];
      log(
        `  ${row.label} @${connections}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.non2xx || m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : ""}`,
      );
      row.levels.push(m);
    });
  }
  for (const row of rows) delete row.case;
  // Ratios to the references at the same number of connections.
  /** @type {(id: string, connections: number) => Level | null} */
  const at = (id, connections) => rows.find((r) => r.id === id)?.levels.find((l) => l.connections === connections) ?? null;
  for (const row of rows) {
    for (const level of row.levels) {
      const trivial = at("trivial", level.connections);
      const oneQuery = at("one-query", level.connections);
      level.rpsVsTrivial = ratio(level.rps, trivial?.rps ?? null);
      level.rpsVsOneQuery = ratio(level.rps, oneQuery?.rps ?? null);
      level.p50VsOneQuery = ratio(level.p50, oneQuery?.p50 ?? null);
      // Our code's cost over its own queries: the API's req/s ÷ its statements' in one batch.
      const twin = at(`same-sql:${row.id}`, level.connections);
      if (twin) {
        level.rpsVsSameSql = ratio(level.rps, twin.rps);
        level.p50VsSameSql = ratio(level.p50, twin.p50);
      }
      level.flagged = level.non2xx > 0 || level.errors > 0 || level.timeouts > 0;
    }
  }
  return { connections: connectionLevels, seconds, warmupSeconds, rounds, costCalls: COST_CALLS, rows };
}
