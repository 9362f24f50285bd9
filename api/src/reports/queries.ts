// The reports' reads (docs/decisions/0036): sums over the daily rows of the period, whatever its
// length (days x branches rows read, never the orders), and the live counts the summary shows
// from the indexes that already serve them (orders by status, offers at or under their line,
// each branch's cash totals).
import { and, asc, between, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { fromPiasters } from "#shared/money";
import type { ReportByDay, ReportFigures, ReportSummary } from "#contract/reports";
import { branches, branchProducts, categories, orders, products, reportCategories, reportDays, reportProducts, stores } from "../../db/schema";
import type { Db } from "../env";
import { cashOutstanding } from "../cash/outstanding";
import { nextDay } from "../cash/day";
import { onBranch, onStoreAndBranch, type Scope } from "./scope";

export interface Period {
  from: string;
  to: string;
}

const WAITING = ["pending", "confirmed", "processing", "ready_for_pickup"] as const;

const total = (column: Parameters<typeof sql>[1]) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const daysOf = (db: Db, scope: Scope, p: Period) =>
  onStoreAndBranch(db, scope, { store: reportDays.store_id, branch: reportDays.branch_id }, between(reportDays.day, p.from, p.to));

function figuresQuery(db: Db, scope: Scope, p: Period) {
  return db
    .select({
      orders: total(reportDays.orders),
      sold_orders: total(reportDays.sold_orders),
      goods: total(reportDays.goods),
      delivery: total(reportDays.delivery),
      cod_fees: total(reportDays.cod_fees),
      units: total(reportDays.units),
      cancelled: total(reportDays.cancelled),
      refused: total(reportDays.refused),
      cashback: total(reportDays.cashback),
    })
    .from(reportDays)
    .where(daysOf(db, scope, p));
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

export async function summary(db: Db, scope: Scope, period: Period): Promise<ReportSummary> {
  const previous = previousPeriod(period);
  const byBranch = db
    .select({
      branch: reportDays.branch_id,
      goods: total(reportDays.goods).as("goods"),
      orders: total(reportDays.orders).as("orders"),
      units: total(reportDays.units).as("units"),
    })
    .from(reportDays)
    .where(daysOf(db, scope, period))
    .groupBy(reportDays.branch_id)
    .as("by_branch");
  const byCategory = db
    .select({
      category: reportCategories.category_id,
      goods: total(reportCategories.goods).as("goods"),
      units: total(reportCategories.units).as("units"),
    })
    .from(reportCategories)
    .where(
      onStoreAndBranch(
        db,
        scope,
        { store: reportCategories.store_id, branch: reportCategories.branch_id },
        between(reportCategories.day, period.from, period.to),
      ),
    )
    .groupBy(reportCategories.category_id)
    .as("by_category");
  const [[now], [before], branchRows, categoryRows, waiting, [low], outstanding] = await db.batch([
    figuresQuery(db, scope, period),
    figuresQuery(db, scope, previous),
    db
      // Every column its own name: inside db.batch D1 keys a row's columns by name, and these share theirs.
      .select({
        branch_id: sql<number>`${branches.id}`.as("branch_id"),
        branch_name: sql<string>`${branches.name}`.as("branch_name"),
        branch_name_ar: sql<string>`${branches.name_ar}`.as("branch_name_ar"),
        store_id: sql<number>`${stores.id}`.as("store_id"),
        store_name: sql<string>`${stores.name}`.as("store_name"),
        store_name_ar: sql<string>`${stores.name_ar}`.as("store_name_ar"),
        goods: byBranch.goods,
        orders: byBranch.orders,
        units: byBranch.units,
      })
      .from(byBranch)
      .innerJoin(branches, eq(branches.id, byBranch.branch))
      .innerJoin(stores, eq(stores.id, branches.store_id))
      .orderBy(desc(byBranch.goods), asc(branches.id)),
    db
      .select({
        id: byCategory.category,
        name: sql<string | null>`${categories.name}`.as("category_name"),
        name_ar: sql<string | null>`${categories.name_ar}`.as("category_name_ar"),
        goods: byCategory.goods,
        units: byCategory.units,
      })
      .from(byCategory)
      .leftJoin(categories, eq(categories.id, byCategory.category))
      // A category deleted since is left out; 0 is "in no category".
      // Nothing left sold (everything cancelled since) is not listed either.
      .where(and(or(eq(byCategory.category, 0), isNotNull(categories.id)), sql`(${byCategory.units} <> 0 or ${byCategory.goods} <> 0)`))
      .orderBy(desc(byCategory.goods), asc(byCategory.category)),
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
  ]);
  const count = Object.fromEntries(waiting.map((w) => [w.status, w.n]));
  return {
    period,
    previous_period: previous,
    figures: figures(now),
    previous: figures(before),
    by_branch: branchRows.map((r) => ({
      branch: { id: r.branch_id, name: r.branch_name, name_ar: r.branch_name_ar },
      store: { id: r.store_id, name: r.store_name, name_ar: r.store_name_ar },
      goods: fromPiasters(Number(r.goods)),
      orders: Number(r.orders),
      units: Number(r.units),
    })),
    by_category: categoryRows.map((r) => ({
      category: r.id === 0 || r.name === null ? null : { id: r.id, name: r.name, name_ar: r.name_ar ?? "" },
      goods: fromPiasters(Number(r.goods)),
      units: Number(r.units),
    })),
    waiting: {
      pending: count.pending ?? 0,
      confirmed: count.confirmed ?? 0,
      processing: count.processing ?? 0,
      ready_for_pickup: count.ready_for_pickup ?? 0,
    },
    cod_outstanding: fromPiasters(Number(outstanding[0]?.amount ?? 0)),
    low_stock: low?.n ?? 0,
  };
}

export async function topProducts(db: Db, scope: Scope, period: Period, limit: number) {
  const sold = db
    .select({ product: reportProducts.product_id, goods: total(reportProducts.goods).as("goods"), units: total(reportProducts.units).as("units") })
    .from(reportProducts)
    .where(
      onStoreAndBranch(
        db,
        scope,
        { store: reportProducts.store_id, branch: reportProducts.branch_id },
        between(reportProducts.day, period.from, period.to),
      ),
    )
    .groupBy(reportProducts.product_id)
    .as("sold");
  const rows = await db
    .select({ id: products.id, name: products.name, name_ar: products.name_ar, sku: products.sku, goods: sold.goods, units: sold.units })
    .from(sold)
    .innerJoin(products, eq(products.id, sold.product))
    // Sold and not all taken back since.
    .where(sql`${sold.units} > 0`)
    .orderBy(desc(sold.goods), desc(sold.units), asc(products.id))
    .limit(limit);
  return {
    period,
    results: rows.map((r) => ({
      product: { id: r.id, name: r.name, name_ar: r.name_ar, sku: r.sku },
      units: Number(r.units),
      goods: fromPiasters(Number(r.goods)),
    })),
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
