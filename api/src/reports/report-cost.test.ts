// What a report costs (docs/decisions/0036): a year reads the year's daily rows (days x branches,
// and by category), never the orders, and a store's or a branch's report reads its own rows, not
// the other stores' of the same days. Orders are written straight into the tables (SQL, spread
// over the last year) and their figures by the checkout's own statements; costs as the answer's
// Server-Timing reports them (lib/d1-meter.ts). bench section 10 measures the same at 1,000,000.
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { costOf } from "../../test/list-cost";
import { api, createBranch, createListing, createManager, createProduct, createStore, createUser, db, tokenFor } from "../../test/factories";
import { cairoDay } from "../cash/day";
import { placedStatements } from "./figures";

const DAY_MS = 86_400_000;

/** `count` orders of `branches` placed over the last 365 days, one line each; their figures written. */
async function ordersOver(
  branches: { id: number; store_id: number; listing: { id: number; product_id: number; price: number } }[],
  count: number,
  customer: number,
) {
  const tag = crypto.randomUUID();
  const values = branches.map((b, k) => `(${k}, ${b.id}, ${b.store_id}, ${b.listing.product_id}, ${b.listing.id}, ${b.listing.price})`).join(", ");
  const now = Date.now();
  await db.run(
    sql.raw(`insert into orders (uuid, checkout_id, customer_id, branch_id, store_id, branch_name, store_name, status, total, city, compound, building_or_house, mobile, created_at)
      with recursive seq(i) as (select 0 union all select i + 1 from seq where i + 1 < ${count}),
        b(k, branch_id, store_id, product_id, listing_id, price) as (values ${values})
      select '${tag}-' || i, '${tag}', ${customer}, b.branch_id, b.store_id, 'Branch', 'Store',
        case i % 5 when 0 then 'cancelled' else 'delivered' end, b.price, 'Cairo', '', '1', '01012345678',
        strftime('%Y-%m-%dT%H:%M:%fZ', (${now} - i * 365.0 * ${DAY_MS} / ${count}) / 1000.0, 'unixepoch')
      from seq join b on b.k = i % ${branches.length}`),
  );
  await db.run(
    sql.raw(`insert into order_items (order_id, product_id, branch_product_id, name, sku, quantity, price)
      select o.id, bp.product_id, bp.id, 'Item', '', 1, bp.price from orders o join branch_products bp on bp.branch_id = o.branch_id
      where o.checkout_id = '${tag}'`),
  );
  const [first, ...rest] = placedStatements(db, eq(orders.checkout_id, tag));
  await db.batch([first, ...rest]);
}

async function storeWithBranches(n: number) {
  const store = await createStore();
  const out = [];
  for (let i = 0; i < n; i++) {
    const branch = await createBranch(store);
    out.push({ ...branch, listing: await createListing(branch, await createProduct(store), { price: 1000 + i, stock: 50 }) });
  }
  return { store, branches: out };
}

describe("report cost", () => {
  it("a year reads the year's daily rows whatever the orders, and only the asked store's or branch's", async () => {
    const customer = await createUser();
    const ours = await storeWithBranches(3);
    const theirs = await storeWithBranches(3);
    // Every day of the year has orders at every branch: the most day rows a year can have.
    await ordersOver(ours.branches, 3 * 366 * 3, customer.id);
    await ordersOver(theirs.branches, 3 * 366 * 3, customer.id);
    const admin = await tokenFor(await createUser({ role: "super_admin" }));
    const manager = await createManager(ours.branches[0]);
    const to = cairoDay(Date.now());
    const from = cairoDay(Date.now() - 364 * DAY_MS);
    const cost = async (token: string, path: string) => {
      const res = await api("GET", path, { token });
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      return costOf(res.headers);
    };
    // A year: its months' rows and a few days at its two ends (at most 13 + 2 x 15 per branch), this
    // year's and the previous year's for the figures, by branch and by category (one: no
    // categories), plus the few live counts; never the 3,294 orders. Grouping by branch or category
    // reads its rows twice (once more from the sorter, as D1 counts rows read).
    const year = await cost(admin, `/api/reports/summary/?store=${ours.store.id}&from=${from}&to=${to}`);
    const rowsPerYear = 366 * 3;
    const piecesPerYear = (13 + 30) * 3;
    expect(year.trips).toBeLessThanOrEqual(3);
    expect(year.rowsRead).toBeLessThanOrEqual(6 * piecesPerYear + 100);
    const day = await cost(admin, `/api/reports/summary/?store=${ours.store.id}&from=${to}&to=${to}`);
    expect(day.rowsRead).toBeLessThanOrEqual(100);
    // The branch's manager reads their branch's rows only.
    const branchYear = await cost(manager.token, `/api/reports/summary/?from=${from}&to=${to}`);
    expect(branchYear.rowsRead).toBeLessThanOrEqual(6 * (13 + 30) + 100);
    expect((await cost(admin, `/api/reports/by-day/?store=${ours.store.id}&from=${from}&to=${to}`)).rowsRead).toBeLessThanOrEqual(rowsPerYear + 10);
    // Best sellers: the same pieces of product rows (one product per branch here), and the winners' names.
    expect((await cost(admin, `/api/reports/top-products/?store=${ours.store.id}&from=${from}&to=${to}`)).rowsRead).toBeLessThanOrEqual(
      2 * piecesPerYear + 20,
    );
    // Twice the orders on the same days: the same rows read.
    await ordersOver(ours.branches, 3 * 366 * 3, customer.id);
    const again = await cost(admin, `/api/reports/summary/?store=${ours.store.id}&from=${from}&to=${to}`);
    expect(again.rowsRead).toBe(year.rowsRead);
    const n = await db.$count(orders, inArray(orders.store_id, [ours.store.id]));
    expect(n).toBe(2 * 3 * 366 * 3);
  }, 120_000);
});
