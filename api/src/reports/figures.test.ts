/// <reference types="vite/client" />
// The merchant figures equal sums computed straight from the orders (docs/decisions/0036), for
// random orders placed on random Cairo days and moved later (cancelled days after, refused,
// returned, delivered with cashback), as every caller sees them; the checkout and a move through
// the API keep them in their own batch; the migration's backfill is the checkout's SQL.
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromPiasters } from "#shared/money";
import { cashbacks, orderItems, orders, orderStatusHistory, type OrderStatus, productCategories } from "../../db/schema";
import {
  api,
  createBranch,
  createCategory,
  createListing,
  createManager,
  createProduct,
  createStore,
  createUser,
  db,
  tokenFor,
} from "../../test/factories";
import { cairoDay } from "../cash/day";
import { createOrder } from "../orders/test-orders";
import { moveOrder } from "../orders/transition";
import type { OrderRow } from "../orders/serialize";
import { placedStatements } from "./figures";
import { previousPeriod } from "./queries";

const DAY = 86_400_000;
/** Orders are placed from here for WINDOW days: across the spring and autumn clock changes of 2026. */
const START = Date.UTC(2026, 3, 20);
const WINDOW = 200;

/** The moves an order makes after it is placed, as the state machine allows them. */
const PATHS: OrderStatus[][] = [
  [],
  ["confirmed"],
  ["cancelled"],
  ["processing", "cancelled"],
  ["confirmed", "shipped"],
  ["confirmed", "shipped", "delivered"],
  ["processing", "shipped", "delivered"],
  ["confirmed", "shipped", "refused"],
  ["confirmed", "shipped", "refused", "returned"],
  ["confirmed", "shipped", "returned"],
];

/** Two stores: one with two branches (each with a manager) and its owner, one other; products in categories (one in none). */
async function world() {
  const owner = await createUser({ role: "branch_owner" });
  const store = await createStore({ owner_id: owner.id });
  const other = await createStore();
  const branches = [await createBranch(store), await createBranch(store), await createBranch(other)];
  const [a, b] = [await createManager(branches[0]), await createManager(branches[1])];
  const [c1, c2] = [await createCategory(), await createCategory()];
  const listings = [];
  for (const [i, branch] of branches.entries()) {
    for (let j = 0; j < 2; j++) {
      const product = await createProduct(branch.store_id === store.id ? store : other);
      const cats = [[c1.id], [c1.id, c2.id], [], [c2.id]][(i + j) % 4];
      if (cats.length) await db.insert(productCategories).values(cats.map((category_id) => ({ product_id: product.id, category_id })));
      listings.push({ branch, product, listing: await createListing(branch, product, { price: 1000 + 250 * (i * 2 + j), stock: 100_000 }) });
    }
  }
  const [admin, customer] = [await createUser({ role: "super_admin" }), await createUser()];
  return {
    store,
    other,
    branches,
    listings,
    categories: [c1, c2],
    customer,
    tokens: { admin: await tokenFor(admin), owner: await tokenFor(owner), managerA: a.token, managerB: b.token },
  };
}
type World = Awaited<ReturnType<typeof world>>;

const orderPlan = (listings: number) =>
  fc.record({
    at: fc.integer({ min: START, max: START + WINDOW * DAY }),
    lines: fc.uniqueArray(fc.record({ listing: fc.nat(listings - 1), quantity: fc.integer({ min: 1, max: 4 }) }), {
      minLength: 1,
      maxLength: 2,
      selector: (l) => l.listing,
    }),
    delivery: fc.integer({ min: 0, max: 3000 }),
    cod: fc.integer({ min: 0, max: 500 }),
    path: fc.constantFrom(...PATHS),
    /** Days after placing that the moves happen (0: the same day). */
    later: fc.integer({ min: 0, max: 9 }),
  });
type Plan = ReturnType<typeof orderPlan> extends fc.Arbitrary<infer T> ? T : never;

/** Places the order as a checkout leaves it (its figures kept by the checkout's statements), then moves it through its path. */
async function place(w: World, plan: Plan) {
  const branch = w.listings[plan.lines[0].listing % w.listings.length].branch;
  const mine = w.listings.filter((l) => l.branch.id === branch.id);
  const chosen = new Map<number, (typeof mine)[number] & { quantity: number }>();
  for (const l of plan.lines) {
    const m = mine[l.listing % mine.length];
    if (!chosen.has(m.listing.id)) chosen.set(m.listing.id, { ...m, quantity: l.quantity });
  }
  const order = await createOrder({
    customer: w.customer,
    branch,
    lines: [...chosen.values()],
    createdAt: new Date(plan.at).toISOString(),
  });
  await db
    .update(orders)
    .set({ delivery_fee: plan.delivery, cod_fee: plan.cod, total: sql`${orders.total} + ${plan.delivery + plan.cod}` })
    .where(eq(orders.id, order.id));
  const [first, ...rest] = placedStatements(db, eq(orders.id, order.id));
  await db.batch([first, ...rest]);
  const now = new Date(plan.at + plan.later * DAY);
  for (const to of plan.path) {
    const row = (await db.select().from(orders).where(eq(orders.id, order.id)).get()) as OrderRow;
    expect(await moveOrder(db, { order: row, to, actorId: null }, now)).not.toBeNull();
  }
}

interface Expected {
  day: string;
  branch: number;
  goods: number;
  delivery: number;
  cod: number;
  sold: number;
  units: number;
  cancelled: number;
  refused: number;
  cashback: number;
  items: { product: number; quantity: number; price: number; categories: number[] }[];
}

/** Every order of the stores, with what it should count, computed here from the orders' own rows. */
async function fromOrders(storeIds: number[]): Promise<Expected[]> {
  const rows = await db.select().from(orders).where(inArray(orders.store_id, storeIds));
  const ids = rows.map((o) => o.id);
  if (!ids.length) return [];
  const [items, lots, history, cats] = await db.batch([
    db.select().from(orderItems).where(inArray(orderItems.order_id, ids)),
    db.select().from(cashbacks).where(inArray(cashbacks.order_id, ids)),
    db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.order_id, ids)),
    db.select().from(productCategories),
  ]);
  const categoriesOf = (product: number | null) => cats.filter((c) => c.product_id === product).map((c) => c.category_id);
  return rows.map((o) => {
    const mine = items.filter((i) => i.order_id === o.id);
    const sold = !["cancelled", "refused", "returned"].includes(o.status);
    const wasRefused = history.some((h) => h.order_id === o.id && h.to_status === "refused");
    return {
      day: cairoDay(Date.parse(o.created_at)),
      branch: o.branch_id ?? 0,
      goods: sold ? mine.reduce((s, i) => s + i.price * i.quantity, 0) : 0,
      delivery: sold ? o.delivery_fee : 0,
      cod: sold ? o.cod_fee : 0,
      sold: sold ? 1 : 0,
      units: sold ? mine.reduce((s, i) => s + i.quantity, 0) : 0,
      cancelled: o.status === "cancelled" ? 1 : 0,
      refused: o.status === "refused" || (o.status === "returned" && wasRefused) ? 1 : 0,
      cashback: (lots.find((l) => l.order_id === o.id)?.amount ?? 0) * 20,
      items: sold
        ? mine.map((i) => ({ product: i.product_id ?? 0, quantity: i.quantity, price: i.price, categories: categoriesOf(i.product_id) }))
        : [],
    };
  });
}

const sum = (xs: Expected[], f: (e: Expected) => number) => xs.reduce((s, e) => s + f(e), 0);

function figuresOf(xs: Expected[]) {
  const goods = sum(xs, (e) => e.goods);
  const sold = sum(xs, (e) => e.sold);
  const cancelled = sum(xs, (e) => e.cancelled);
  const refused = sum(xs, (e) => e.refused);
  return {
    goods: fromPiasters(goods),
    delivery: fromPiasters(sum(xs, (e) => e.delivery)),
    cod_fees: fromPiasters(sum(xs, (e) => e.cod)),
    orders: xs.length,
    sold_orders: sold,
    average_order_value: fromPiasters(sold ? Math.round(goods / sold) : 0),
    units: sum(xs, (e) => e.units),
    cancelled,
    refused,
    cancellation_rate: xs.length ? cancelled / xs.length : 0,
    refusal_rate: xs.length ? refused / xs.length : 0,
    cashback: fromPiasters(sum(xs, (e) => e.cashback)),
  };
}

const within = (xs: Expected[], from: string, to: string) => xs.filter((e) => e.day >= from && e.day <= to);

/** What the reports must say for `xs` (the caller's orders) over from..to. */
async function checkReports(token: string, query: string, xs: Expected[], from: string, to: string) {
  const q = `from=${from}&to=${to}${query}`;
  const [summary, days, top] = await Promise.all([
    api("GET", `/api/reports/summary/?${q}`, { token }),
    api("GET", `/api/reports/by-day/?${q}`, { token }),
    api("GET", `/api/reports/top-products/?${q}&limit=50`, { token }),
  ]);
  expect([summary.status, days.status, top.status]).toEqual([200, 200, 200]);
  const inPeriod = within(xs, from, to);
  expect(summary.data.figures).toEqual(figuresOf(inPeriod));
  const prev = previousPeriod({ from, to });
  expect(summary.data.previous_period).toEqual(prev);
  expect(summary.data.previous).toEqual(figuresOf(within(xs, prev.from, prev.to)));

  const branchIds = [...new Set(inPeriod.map((e) => e.branch))];
  const byBranch = Object.fromEntries(
    branchIds.map((b) => {
      const mine = inPeriod.filter((e) => e.branch === b);
      return [b, { goods: fromPiasters(sum(mine, (e) => e.goods)), orders: mine.length, units: sum(mine, (e) => e.units) }];
    }),
  );
  expect(
    Object.fromEntries(
      summary.data.by_branch.map((r: { branch: { id: number } } & Record<string, unknown>) => [
        r.branch.id,
        { goods: r.goods, orders: r.orders, units: r.units },
      ]),
    ),
  ).toEqual(byBranch);

  const perCategory = new Map<number, { units: number; goods: number }>();
  for (const i of inPeriod.flatMap((e) => e.items)) {
    for (const c of i.categories.length ? i.categories : [0]) {
      const p = perCategory.get(c) ?? { units: 0, goods: 0 };
      perCategory.set(c, { units: p.units + i.quantity, goods: p.goods + i.quantity * i.price });
    }
  }
  expect(
    Object.fromEntries(
      summary.data.by_category.map((r: { category: { id: number } | null; goods: string; units: number }) => [
        r.category?.id ?? 0,
        { goods: r.goods, units: r.units },
      ]),
    ),
  ).toEqual(Object.fromEntries([...perCategory].map(([id, p]) => [id, { goods: fromPiasters(p.goods), units: p.units }])));

  for (const d of days.data.results) {
    const mine = inPeriod.filter((e) => e.day === d.day);
    expect(d).toEqual({
      day: d.day,
      goods: fromPiasters(sum(mine, (e) => e.goods)),
      delivery: fromPiasters(sum(mine, (e) => e.delivery)),
      orders: mine.length,
      units: sum(mine, (e) => e.units),
      cancelled: sum(mine, (e) => e.cancelled),
    });
  }
  expect(days.data.results.length).toBe((Date.parse(to) - Date.parse(from)) / DAY + 1);

  const perProduct = new Map<number, { units: number; goods: number }>();
  for (const i of inPeriod.flatMap((e) => e.items)) {
    const p = perProduct.get(i.product) ?? { units: 0, goods: 0 };
    perProduct.set(i.product, { units: p.units + i.quantity, goods: p.goods + i.quantity * i.price });
  }
  const expectedTop = Object.fromEntries([...perProduct].map(([id, p]) => [id, { units: p.units, goods: fromPiasters(p.goods) }]));
  expect(
    Object.fromEntries(
      top.data.results.map((r: { product: { id: number }; units: number; goods: string }) => [r.product.id, { units: r.units, goods: r.goods }]),
    ),
  ).toEqual(expectedTop);
  const goodsOrder = top.data.results.map((r: { goods: string }) => Number(r.goods));
  expect(goodsOrder).toEqual([...goodsOrder].sort((x, y) => y - x));
  return summary.data;
}

const dayAt = (offset: number) => new Date(START + offset * DAY).toISOString().slice(0, 10);

describe("merchant figures", () => {
  it("equal sums computed from the orders, for random orders, later moves and periods, as each caller sees them", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderPlan(6), { minLength: 1, maxLength: 14 }),
        fc.integer({ min: -5, max: WINDOW + 5 }),
        fc.integer({ min: 0, max: 120 }),
        async (plans, start, length) => {
          const w = await world();
          for (const plan of plans) await place(w, plan);
          const all = await fromOrders([w.store.id, w.other.id]);
          const from = dayAt(start);
          const to = dayAt(start + length);
          const mineOf = (ids: number[]) => all.filter((e) => ids.includes(e.branch));
          const [b0, b1, b2] = w.branches.map((b) => b.id);
          // A super admin narrowed to each store, to a branch; the owner (their store); each manager (their branch only).
          await checkReports(w.tokens.admin, `&store=${w.store.id}`, mineOf([b0, b1]), from, to);
          await checkReports(w.tokens.admin, `&store=${w.other.id}`, mineOf([b2]), from, to);
          await checkReports(w.tokens.admin, `&branch=${b1}`, mineOf([b1]), from, to);
          await checkReports(w.tokens.owner, "", mineOf([b0, b1]), from, to);
          const a = await checkReports(w.tokens.managerA, "", mineOf([b0]), from, to);
          expect(a.by_branch.every((r: { branch: { id: number } }) => r.branch.id === b0)).toBe(true);
          await checkReports(w.tokens.managerB, `&store=${w.store.id}`, mineOf([b1]), from, to);
          // The whole window in one period.
          await checkReports(w.tokens.owner, "", mineOf([b0, b1]), dayAt(-1), dayAt(WINDOW + 1));
        },
      ),
      { numRuns: 12 },
    );
  }, 300_000);

  it("an order cancelled days after it was placed leaves its day's sales and joins that day's cancellations", async () => {
    const w = await world();
    const placedAt = Date.UTC(2026, 5, 10, 21, 30); // 00:30 on 11 June in Cairo (summer time)
    await place(w, { at: placedAt, lines: [{ listing: 0, quantity: 2 }], delivery: 1500, cod: 200, path: [], later: 0 });
    const day = cairoDay(placedAt);
    expect(day).toBe("2026-06-11");
    const q = `from=${day}&to=${day}&store=${w.store.id}`;
    const before = (await api("GET", `/api/reports/summary/?${q}`, { token: w.tokens.admin })).data.figures;
    expect(before).toMatchObject({ orders: 1, sold_orders: 1, units: 2, goods: "20.00", delivery: "15.00", cod_fees: "2.00", cancelled: 0 });
    const [row] = await db.select().from(orders).where(eq(orders.store_id, w.store.id));
    await moveOrder(db, { order: row as OrderRow, to: "cancelled", actorId: null }, new Date(placedAt + 5 * DAY));
    const after = (await api("GET", `/api/reports/summary/?${q}`, { token: w.tokens.admin })).data.figures;
    expect(after).toMatchObject({ orders: 1, sold_orders: 0, units: 0, goods: "0.00", delivery: "0.00", cancelled: 1, cancellation_rate: 1 });
    // The day the cancel happened has nothing.
    const that = cairoDay(placedAt + 5 * DAY);
    const later = (await api("GET", `/api/reports/summary/?from=${that}&to=${that}&store=${w.store.id}`, { token: w.tokens.admin })).data.figures;
    expect(later).toMatchObject({ orders: 0, cancelled: 0 });
    // A second move to the same status (a race lost) changes nothing.
    expect(await moveOrder(db, { order: row as OrderRow, to: "cancelled", actorId: null }, new Date())).toBeNull();
    expect((await api("GET", `/api/reports/summary/?${q}`, { token: w.tokens.admin })).data.figures).toEqual(after);
  });

  it("the migration's backfill is the checkout's SQL over every order", async () => {
    const files = import.meta.glob("../../db/migrations/*_merchant_figures.sql", { query: "?raw", import: "default", eager: true }) as Record<
      string,
      string
    >;
    const [migration] = Object.values(files);
    const squash = (s: string) => s.replace(/\s+/g, " ");
    for (const statement of placedStatements(db, sql`1`)) {
      const { sql: text, params } = (statement as unknown as { toSQL(): { sql: string; params: unknown[] } }).toSQL();
      expect(params).toEqual([]);
      expect(squash(migration)).toContain(squash(text));
    }
  });
});
