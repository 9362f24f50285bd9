// Section 10: what a merchant report costs as the orders grow (issue 31, docs/decisions/0036).
// One state folder of its own, the demo seeded once; then for each size (smallest first) that
// many orders written straight into the local D1 file with node:sqlite (the API stopped): spread
// over the last 365 Cairo days across every demo branch, in every final state, delivered ones
// with their cashback and the cash collected; the figures rebuilt by the migration's own
// backfill (timed). Then the API started on it and, as the super admin (the whole marketplace:
// the most rows), GET /reports/summary/ for one day and for a year, /by-day/ and /top-products/
// for a year, each called `calls` times one at a time: p50 and rows read per call (Server-Timing,
// api/src/lib/d1-meter.ts). Targets: rows read bounded (the same at every size), a year's p50
// within 1.25x of a day's.
/** @import { Log } from "./types.ts" */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { errorMessage } from "../../scripts/lib/error-message.mjs";
import { parseServerTiming } from "./db-cost.mjs";
import { login } from "./fixtures.mjs";
import { percentile } from "./load.mjs";
import { Stack } from "./stack.mjs";

const DAY_MS = 86_400_000;
/** The migration whose backfill rebuilds the figures (renumbered by the lead; found by name). */
const MIGRATIONS = "api/db/migrations";

/** @param {number} n */
const round = (n, digits = 2) => Number(n.toFixed(digits));

/** The backfill statements of the merchant figures' migration: everything from its "-- The backfill" comment on. */
function backfillStatements() {
  const file = readdirSync(MIGRATIONS).find((f) => f.endsWith("_merchant_figures.sql"));
  if (!file) throw new Error("no *_merchant_figures.sql migration");
  const text = readFileSync(join(MIGRATIONS, file), "utf8");
  const tail = text.slice(text.indexOf("-- The backfill"));
  return tail
    .split("--> statement-breakpoint")
    .map((s) => s.replace(/^--.*$/gm, "").trim())
    .filter(Boolean);
}

/**
 * The local D1 file of a wrangler state folder.
 * @param {string} persist
 */
function d1File(persist) {
  const dir = join(persist, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite"));
  if (!file) throw new Error(`no D1 file in ${dir}`);
  return join(dir, file);
}

/**
 * Replaces the bench's orders with `count` new ones and rebuilds the figures.
 * @param {string} persist
 * @param {number} count
 */
export function seedOrders(persist, count) {
  const db = new DatabaseSync(d1File(persist));
  try {
    db.exec("PRAGMA foreign_keys = OFF");
    const branches = /** @type {{ id: number, store_id: number, name: string }[]} */ (
      db.prepare("select id, store_id, name from branches order by id").all()
    );
    const listings = branches
      .map((b) => db.prepare("select id, product_id, price from branch_products where branch_id = ? order by id limit 1").get(b.id))
      .map((l, i) => ({ ...branches[i], listing: /** @type {{ id: number, product_id: number, price: number } | undefined} */ (l) }))
      .filter((b) => b.listing);
    const customer = /** @type {{ id: number }} */ (db.prepare("select id from users where role = 'customer' order by id limit 1").get());
    if (!listings.length || !customer) throw new Error("the demo has no listed branch or no customer");
    const started = performance.now();
    db.exec("BEGIN");
    db.exec("delete from cash_collections where order_id in (select id from orders where checkout_id like 'bench-%')");
    db.exec("delete from order_items where order_id in (select id from orders where checkout_id like 'bench-%')");
    db.exec("delete from cashbacks where order_id in (select id from orders where checkout_id like 'bench-%')");
    db.exec("delete from orders where checkout_id like 'bench-%'");
    db.exec("create temp table bench_branches (k integer primary key, branch_id, store_id, name, product_id, listing_id, price)");
    const put = db.prepare("insert into bench_branches values (?, ?, ?, ?, ?, ?, ?)");
    for (const [k, b] of listings.entries())
      put.run(k, b.id, b.store_id, b.name, b.listing?.product_id ?? null, b.listing?.id ?? null, b.listing?.price ?? 0);
    const now = Date.now();
    // Order i: placed (365 days x i / count) ago, at branch i mod branches; by i mod 10 cancelled,
    // refused, returned (refused first) or delivered, and only the last two days' still waiting
    // (pending, confirmed, shipped), as a real marketplace's orders are.
    db.prepare(
      `insert into orders (uuid, checkout_id, customer_id, branch_id, store_id, branch_name, store_name, status, payment_status, total,
         delivery_fee, cod_fee, city, compound, building_or_house, mobile, created_at, updated_at)
       with recursive seq(i) as (select 0 union all select i + 1 from seq where i + 1 < ?)
       select 'bench-' || i, 'bench-' || i, ?, b.branch_id, b.store_id, b.name, 'Bench store',
         case i % 10 when 0 then 'cancelled' when 1 then 'refused' when 2 then 'returned'
           else case when i < ? * 2 / 365 then (case i % 10 when 7 then 'pending' when 8 then 'confirmed' when 9 then 'shipped' else 'delivered' end) else 'delivered' end end,
         case i % 10 when 0 then 'not_due' when 1 then 'not_due' when 2 then 'not_due' else 'pending' end,
         b.price * (1 + i % 3) + 2500 + 500, 2500, 500, 'Cairo', '', '1', '01012345678',
         strftime('%Y-%m-%dT%H:%M:%fZ', (? - (i * 365.0 * ${DAY_MS} / ?)) / 1000.0, 'unixepoch'),
         strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       from seq join bench_branches b on b.k = i % ?`,
    ).run(count, customer.id, count, now, count, listings.length);
    db.exec(`insert into order_items (order_id, product_id, branch_product_id, name, sku, quantity, price)
      select o.id, b.product_id, b.listing_id, 'Bench item', '', 1 + cast(substr(o.uuid, 7) as integer) % 3, b.price
      from orders o join bench_branches b on b.branch_id = o.branch_id where o.checkout_id like 'bench-%'`);
    db.exec(`insert into order_status_history (order_id, from_status, to_status, created_at)
      select id, 'shipped', 'refused', created_at from orders where checkout_id like 'bench-%' and cast(substr(uuid, 7) as integer) % 10 = 2`);
    db.exec(`insert into cashbacks (user_id, order_id, amount, expires_at, created_at)
      select customer_id, id, (total - delivery_fee - cod_fee) / 1000, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+90 days'), created_at
      from orders where checkout_id like 'bench-%' and status = 'delivered' and (total - delivery_fee - cod_fee) >= 1000`);
    db.exec(`insert into cash_collections (order_id, branch_id, amount, collected_by, collected_at)
      select id, branch_id, total, '@branch_courier', created_at from orders where checkout_id like 'bench-%' and status = 'delivered'`);
    const seeded = (performance.now() - started) / 1000;
    // The figures from scratch, by the migration's own backfill.
    const t0 = performance.now();
    db.exec(
      "delete from report_days; delete from report_months; delete from report_products; delete from report_product_months; delete from report_categories; delete from report_category_months",
    );
    for (const statement of backfillStatements()) db.exec(statement);
    db.exec("COMMIT");
    const backfill = (performance.now() - t0) / 1000;
    const rows = /** @type {{ n: number }} */ (db.prepare("select count(*) as n from report_days").get()).n;
    const total = /** @type {{ n: number }} */ (db.prepare("select count(*) as n from orders").get()).n;
    const categories = /** @type {{ n: number }} */ (db.prepare("select count(*) as n from categories").get()).n;
    // What a year's summary may read: its months and a few days at its two ends (13 + 2 x 15 per branch),
    // for this year and the previous, by branch and by category (twice: the sorter), plus the live counts' few.
    const bound = (13 + 30) * listings.length * (2 + 2 + 2 * (categories + 1)) + 1000;
    return {
      seedSeconds: round(seeded, 1),
      backfillSeconds: round(backfill, 1),
      branches: listings.length,
      categories,
      dayRows: rows,
      ordersInDb: total,
      bound,
    };
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  } finally {
    db.close();
  }
}

/** @param {number} offset days from today (Cairo) */
const cairoDay = (offset = 0) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(Date.now() + offset * DAY_MS);

/**
 * `calls` one at a time: p50 (ms) and rows read per call.
 * @param {string} origin
 * @param {string} path
 * @param {string} token
 * @param {number} calls
 */
async function measure(origin, path, token, calls) {
  const times = [];
  const rows = [];
  for (let i = 0; i < calls + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(origin + path, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    // The first three warm the worker up.
    if (i < 3) continue;
    times.push(ms);
    const cost = parseServerTiming(res.headers.get("server-timing"));
    if (cost) rows.push(cost.rowsRead);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 0.5) ?? 0), p90: round(percentile(times, 0.9) ?? 0), rowsRead: rows.length ? Math.max(...rows) : null };
}

/**
 * @param {{ sizes: number[], calls: number, keep?: boolean, log: Log }} options
 */
export async function reportsSection({ sizes, calls, keep = false, log }) {
  const stack = new Stack(log);
  /** @type {any[]} */
  const out = [];
  try {
    log(`  own state folder ${stack.dir}; sizes ${sizes.map((n) => n.toLocaleString("en")).join(", ")} orders`);
    await stack.seedDemo();
    for (const orders of sizes) {
      await stack.stop("api");
      try {
        const seed = seedOrders(stack.persist, orders);
        log(
          `\n  ── ${orders.toLocaleString("en")} orders (seeded in ${seed.seedSeconds} s; figures backfilled in ${seed.backfillSeconds} s: ${seed.dayRows} day rows over ${seed.branches} branches)`,
        );
        const api = await stack.startApi();
        const token = await login(api, "admin");
        const day = `from=${cairoDay()}&to=${cairoDay()}`;
        const year = `from=${cairoDay(-364)}&to=${cairoDay()}`;
        const cases = {
          summaryDay: `/api/reports/summary/?${day}`,
          summaryYear: `/api/reports/summary/?${year}`,
          byDayYear: `/api/reports/by-day/?${year}`,
          topProductsYear: `/api/reports/top-products/?${year}`,
        };
        /** @type {Record<string, { p50: number, p90: number, rowsRead: number | null }>} */
        const measured = {};
        for (const [name, path] of Object.entries(cases)) {
          measured[name] = await measure(api, path, token, calls);
          log(`  ${name}: p50 ${measured[name].p50} ms, p90 ${measured[name].p90} ms, rows read ${measured[name].rowsRead}`);
        }
        const ratio = round(measured.summaryYear.p50 / measured.summaryDay.p50);
        log(`  summary year/day p50: ${ratio}× (target ≤ 1.25×)`);
        out.push({ orders, ...seed, calls, cases: measured, yearOverDay: ratio });
      } catch (error) {
        const message = errorMessage(error).slice(0, 1000);
        log(`  FAILED at ${orders.toLocaleString("en")} orders: ${message}`);
        out.push({ orders, error: message });
        break;
      }
    }
  } finally {
    await stack.close({ keep });
  }
  const done = out.filter((s) => !s.error);
  return {
    sizes: out,
    // Bounded: at every size a year's summary reads at most (months + end days) x branches x (categories + 3) rows, whatever the orders.
    rowsBounded: done.length ? done.every((s) => s.cases.summaryYear.rowsRead !== null && s.cases.summaryYear.rowsRead <= s.bound) : null,
    yearWithin: done.length ? done.every((s) => s.yearOverDay <= 1.25) : null,
  };
}
