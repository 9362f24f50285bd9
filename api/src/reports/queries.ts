// The reports' reads (docs/decisions/0036): sums over the daily rows of the period, whatever its
// length (days x branches rows read, never the orders), and the live counts the summary shows
// from the indexes that already serve them (orders by status, offers at or under their line,
// each branch's cash totals).
import { and, between, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { fromPiasters } from "#shared/money";
import type { ReportByDay, ReportFigures, ReportSummary } from "#contract/reports";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  branches,
  branchProducts,
  categories,
  orders,
  products,
  reportCategories,
  reportCategoryMonths,
  reportDays,
  reportMonths,
  reportProductMonths,
  reportProducts,
  stores,
} from "../../db/schema";
import type { Db } from "../env";
import { cashOutstanding } from "../cash/outstanding";
import { nextDay } from "../cash/day";
import { onBranch, onStoreAndBranch, type Scope } from "./scope";

export interface Period {
  from: string;
  to: string;
}

const WAITING = ["pending", "confirmed", "processing", "ready_for_pickup"] as const;

/** The column's sum, times `sign` (a piece taken away counts negative). */
const total = (column: Parameters<typeof sql>[1], sign: 1 | -1 = 1) =>
  sql<number>`${sql.raw(String(sign))} * coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The pieces' selects as one statement (UNION ALL, each piece's rows already signed), so a year
 * runs as many statements as a day; the rows are added up here.
 */
// biome-ignore lint/suspicious/noExplicitAny: selects of one shape, whatever drizzle calls their builder types
function oneStatement<Q extends { unionAll: (other: any) => any }>(queries: Q[]): Q {
  return queries.slice(1).reduce((all, q) => all.unionAll(q), queries[0]);
}

/**
 * A period as the rows that hold it, each added (sign 1) or taken away (-1): every month the
 * period touches is read from the monthly row when that is cheaper (the month's row less the days
 * of it outside the period) than its days in the period, else as those days. So a year reads
 * its months and a few days at its ends (at most 13 + 2 x 15 rows per branch), a day one row.
 */
export interface Piece {
  monthly: boolean;
  /** Days (YYYY-MM-DD) or months (YYYY-MM), both included. */
  from: string;
  to: string;
  sign: 1 | -1;
}

const DAY_MS = 86_400_000;
const dayShift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS + 1;
/** The first day of the month after `day`'s. */
const nextMonthStart = (day: string) => {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

export function pieces(p: Period): Piece[] {
  const out: Piece[] = [];
  const days = (from: string, to: string, sign: 1 | -1) => {
    if (from <= to) out.push({ monthly: false, from, to, sign });
  };
  for (let start = `${p.from.slice(0, 7)}-01`; start <= p.to; start = nextMonthStart(start)) {
    const end = dayShift(nextMonthStart(start), -1);
    // The part of the month in the period (ISO days compare as strings).
    const [, a] = [start, p.from].sort();
    const [b] = [end, p.to].sort();
    const asMonth = 1 + (a > start ? daysBetween(start, dayShift(a, -1)) : 0) + (b < end ? daysBetween(dayShift(b, 1), end) : 0);
    if (daysBetween(a, b) <= asMonth) {
      days(a, b, 1);
      continue;
    }
    const month = start.slice(0, 7);
    const last = out.at(-1);
    // Whole months in a row are one range of monthly rows.
    if (last?.monthly && last.sign === 1 && nextMonthStart(`${last.to}-01`).slice(0, 7) === month) last.to = month;
    else out.push({ monthly: true, from: month, to: month, sign: 1 });
    days(start, dayShift(a, -1), -1);
    days(dayShift(b, 1), end, -1);
  }
  return out;
}

// The monthly tables have the daily ones' columns: read through the daily table's type.
const figureRows = (piece: Piece) =>
  piece.monthly ? { t: reportMonths as unknown as typeof reportDays, key: reportMonths.month } : { t: reportDays, key: reportDays.day };
const categoryRows = (piece: Piece) =>
  piece.monthly
    ? { t: reportCategoryMonths as unknown as typeof reportCategories, key: reportCategoryMonths.month }
    : { t: reportCategories, key: reportCategories.day };

/** The scope, each part ANDed with the piece, so each is read from its own (store, day) or (branch, day) index. */
const within = (db: Db, scope: Scope, rows: { t: { store_id: SQLiteColumn; branch_id: SQLiteColumn }; key: SQLiteColumn }, piece: Piece) =>
  onStoreAndBranch(db, scope, { store: rows.t.store_id, branch: rows.t.branch_id }, between(rows.key, piece.from, piece.to));

const daysOf = (db: Db, scope: Scope, p: Period) => within(db, scope, { t: reportDays, key: reportDays.day }, { monthly: false, sign: 1, ...p });

function figuresQuery(db: Db, scope: Scope, piece: Piece) {
  const { t } = figureRows(piece);
  return db
    .select({
      orders: total(t.orders, piece.sign),
      sold_orders: total(t.sold_orders, piece.sign),
      goods: total(t.goods, piece.sign),
      delivery: total(t.delivery, piece.sign),
      cod_fees: total(t.cod_fees, piece.sign),
      units: total(t.units, piece.sign),
      cancelled: total(t.cancelled, piece.sign),
      refused: total(t.refused, piece.sign),
      cashback: total(t.cashback, piece.sign),
    })
    .from(t)
    .where(within(db, scope, figureRows(piece), piece));
}

function branchQuery(db: Db, scope: Scope, piece: Piece) {
  const { t } = figureRows(piece);
  const grouped = db
    .select({
      branch: t.branch_id,
      goods: total(t.goods, piece.sign).as("goods"),
      orders: total(t.orders, piece.sign).as("orders"),
      units: total(t.units, piece.sign).as("units"),
    })
    .from(t)
    .where(within(db, scope, figureRows(piece), piece))
    .groupBy(t.branch_id)
    .as("by_branch");
  return (
    db
      // Every column its own name: inside db.batch D1 keys a row's columns by name, and these share theirs.
      .select({
        branch_id: sql<number>`${branches.id}`.as("branch_id"),
        branch_name: sql<string>`${branches.name}`.as("branch_name"),
        branch_name_ar: sql<string>`${branches.name_ar}`.as("branch_name_ar"),
        store_id: sql<number>`${stores.id}`.as("store_id"),
        store_name: sql<string>`${stores.name}`.as("store_name"),
        store_name_ar: sql<string>`${stores.name_ar}`.as("store_name_ar"),
        goods: grouped.goods,
        orders: grouped.orders,
        units: grouped.units,
      })
      .from(grouped)
      .innerJoin(branches, eq(branches.id, grouped.branch))
      .innerJoin(stores, eq(stores.id, branches.store_id))
  );
}

function categoryQuery(db: Db, scope: Scope, piece: Piece) {
  const rows = categoryRows(piece);
  const grouped = db
    .select({ category: rows.t.category_id, goods: total(rows.t.goods, piece.sign).as("goods"), units: total(rows.t.units, piece.sign).as("units") })
    .from(rows.t)
    .where(within(db, scope, rows, piece))
    .groupBy(rows.t.category_id)
    .as("by_category");
  return (
    db
      .select({
        id: grouped.category,
        name: sql<string | null>`${categories.name}`.as("category_name"),
        name_ar: sql<string | null>`${categories.name_ar}`.as("category_name_ar"),
        goods: grouped.goods,
        units: grouped.units,
      })
      .from(grouped)
      .leftJoin(categories, eq(categories.id, grouped.category))
      // A category deleted since is left out; 0 is "in no category".
      .where(or(eq(grouped.category, 0), isNotNull(categories.id)))
  );
}

type Sums = Awaited<ReturnType<typeof figuresQuery>>[number];

const rate = (n: number, of: number) => (of > 0 ? n / of : 0);

export function figures(s: Sums): ReportFigures {
  return {
    goods: fromPiasters(s.goods),
    delivery: fromPiasters(s.delivery),
    cod_fees: fromPiasters(s.cod_fees),
    orders: s.orders,
    sold_orders: s.sold_orders,
    average_order_value: fromPiasters(s.sold_orders > 0 ? Math.round(s.goods / s.sold_orders) : 0),
    units: s.units,
    cancelled: s.cancelled,
    refused: s.refused,
    cancellation_rate: rate(s.cancelled, s.orders),
    refusal_rate: rate(s.refused, s.orders),
    cashback: fromPiasters(s.cashback),
  };
}

/** The same number of days just before the period. */
export function previousPeriod(p: Period): Period {
  const day = 86_400_000;
  const from = Date.parse(`${p.from}T00:00:00Z`);
  const length = (Date.parse(`${p.to}T00:00:00Z`) - from) / day + 1;
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { from: iso(from - length * day), to: iso(from - day) };
}

type Row = Record<string, number | string | null>;

/** Adds up the pieces' (signed) rows by `key`, summing `fields`; drops rows that come to nothing. */
function merge(rows: Row[], key: string, fields: string[]): Row[] {
  const out = new Map<unknown, Row>();
  for (const r of rows) {
    const had = out.get(r[key]) ?? out.set(r[key], { ...r, ...Object.fromEntries(fields.map((f) => [f, 0])) }).get(r[key])!;
    for (const f of fields) had[f] = Number(had[f]) + Number(r[f]);
  }
  return [...out.values()]
    .filter((r) => fields.some((f) => r[f] !== 0))
    .sort((a, b) => Number(b.goods) - Number(a.goods) || Number(a[key]) - Number(b[key]));
}

export async function summary(db: Db, scope: Scope, period: Period): Promise<ReportSummary> {
  const previous = previousPeriod(period);
  const now = pieces(period);
  const before = pieces(previous);
  const queries = [
    oneStatement(now.map((p) => figuresQuery(db, scope, p))),
    oneStatement(before.map((p) => figuresQuery(db, scope, p))),
    oneStatement(now.map((p) => branchQuery(db, scope, p))),
    oneStatement(now.map((p) => categoryQuery(db, scope, p))),
    db
      .select({ status: orders.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(inArray(orders.status, [...WAITING]), onStoreAndBranch(db, scope, { store: orders.store_id, branch: orders.branch_id })))
      .groupBy(orders.status),
    // The same condition as the partial low-stock indexes, so the count is read from them.
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(branchProducts)
      .where(and(sql`${branchProducts.stock} <= ${branchProducts.low_stock_threshold}`, onBranch(db, scope, branchProducts.branch_id))),
    cashOutstanding(db, (column) => onBranch(db, scope, column)),
  ];
  // One round trip; D1 answers each statement's rows in order.
  const results = (await db.batch(queries as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as unknown as Row[][];
  let at = 0;
  const next = (n: number) => results.slice(at, (at += n));
  // Each piece's rows come signed: they are only added up.
  const sumOf = (rows: Row[]) => {
    const s = { orders: 0, sold_orders: 0, goods: 0, delivery: 0, cod_fees: 0, units: 0, cancelled: 0, refused: 0, cashback: 0 };
    for (const r of rows) for (const k of Object.keys(s) as (keyof typeof s)[]) s[k] += Number(r[k] ?? 0);
    return s;
  };
  const figuresNow = sumOf(next(1)[0]);
  const figuresBefore = sumOf(next(1)[0]);
  const branchRows = merge(next(1)[0], "branch_id", ["goods", "orders", "units"]);
  // Nothing left sold (everything cancelled since) is not listed.
  const categoryRows = merge(next(1)[0], "id", ["goods", "units"]);
  const [[waiting], [[low]], [[outstanding]]] = [next(1), next(1), next(1)];
  const count = Object.fromEntries(waiting.map((w) => [w.status, Number(w.n)]));
  return {
    period,
    previous_period: previous,
    figures: figures(figuresNow),
    previous: figures(figuresBefore),
    by_branch: branchRows.map((r) => ({
      branch: { id: Number(r.branch_id), name: String(r.branch_name), name_ar: String(r.branch_name_ar) },
      store: { id: Number(r.store_id), name: String(r.store_name), name_ar: String(r.store_name_ar) },
      goods: fromPiasters(Number(r.goods)),
      orders: Number(r.orders),
      units: Number(r.units),
    })),
    by_category: categoryRows.map((r) => ({
      category: r.id === 0 || r.name === null ? null : { id: Number(r.id), name: String(r.name), name_ar: String(r.name_ar ?? "") },
      goods: fromPiasters(Number(r.goods)),
      units: Number(r.units),
    })),
    waiting: {
      pending: count.pending ?? 0,
      confirmed: count.confirmed ?? 0,
      processing: count.processing ?? 0,
      ready_for_pickup: count.ready_for_pickup ?? 0,
    },
    cod_outstanding: fromPiasters(Number(outstanding?.amount ?? 0)),
    low_stock: Number(low?.n ?? 0),
  };
}

export async function topProducts(db: Db, scope: Scope, period: Period, limit: number) {
  // Each piece's products summed (its monthly or daily product rows), added up here with the
  // pieces' signs; then the best sellers' names (a product deleted since is left out).
  const parts = pieces(period);
  const grouped = parts.map((piece) => {
    const rows = piece.monthly
      ? { t: reportProductMonths as unknown as typeof reportProducts, key: reportProductMonths.month }
      : { t: reportProducts, key: reportProducts.day };
    return db
      .select({ product_id: rows.t.product_id, goods: total(rows.t.goods, piece.sign), units: total(rows.t.units, piece.sign) })
      .from(rows.t)
      .where(within(db, scope, rows, piece))
      .groupBy(rows.t.product_id);
  });
  const results = (await oneStatement(grouped)) as unknown as Row[];
  // Sold and not all taken back since.
  const sold = merge(results, "product_id", ["goods", "units"])
    .filter((r) => Number(r.units) > 0)
    .sort((a, b) => Number(b.goods) - Number(a.goods) || Number(b.units) - Number(a.units) || Number(a.product_id) - Number(b.product_id));
  const named = new Map<number, { id: number; name: string; name_ar: string; sku: string }>();
  // The best `limit` that still exist, read a few more at a time in case some were deleted.
  for (let at = 0; named.size < limit && at < sold.length; at += limit) {
    const ids = sold.slice(at, at + limit).map((r) => Number(r.product_id));
    const found = await db
      .select({ id: products.id, name: products.name, name_ar: products.name_ar, sku: products.sku })
      .from(products)
      .where(inArray(products.id, ids));
    for (const p of found) named.set(p.id, p);
  }
  return {
    period,
    results: sold
      .filter((r) => named.has(Number(r.product_id)))
      .slice(0, limit)
      .map((r) => ({ product: named.get(Number(r.product_id))!, units: Number(r.units), goods: fromPiasters(Number(r.goods)) })),
  };
}

export async function byDay(db: Db, scope: Scope, period: Period): Promise<ReportByDay> {
  const rows = await db
    .select({
      day: reportDays.day,
      goods: total(reportDays.goods),
      delivery: total(reportDays.delivery),
      orders: total(reportDays.orders),
      units: total(reportDays.units),
      cancelled: total(reportDays.cancelled),
    })
    .from(reportDays)
    .where(daysOf(db, scope, period))
    .groupBy(reportDays.day);
  const found = new Map(rows.map((r) => [r.day, r]));
  const results: ReportByDay["results"] = [];
  for (let day = period.from; day <= period.to; day = nextDay(day)) {
    const r = found.get(day);
    results.push({
      day,
      goods: fromPiasters(r?.goods ?? 0),
      delivery: fromPiasters(r?.delivery ?? 0),
      orders: r?.orders ?? 0,
      units: r?.units ?? 0,
      cancelled: r?.cancelled ?? 0,
    });
  }
  return { period, results };
}
