// Keeping the merchant figures (docs/decisions/0036): the daily rows of report_days,
// report_products and report_categories and their monthly twins (report_months,
// report_product_months, report_category_months: the same SELECT with the day cut to its
// month), written in the same D1 batch as the change that moves them, as upserts that add a
// signed difference (`x = x + excluded.x`), so two batches touching one day never lose each
// other's count and a report reads months and days x branches rows, not orders.
// - placedStatements: what orders come to in their state now. The checkout runs it on its new
//   orders (all pending: the whole sale counts on the day placed); the migration ran the same
//   SQL over every order (the backfill), so the tables start right.
// - moveStatements: what one status move changes. Entering cancelled or refused, or returned
//   straight from shipped, takes the sale out of its day and counts the cancel or refusal
//   there; refused -> returned changes nothing (the refusal counted already); delivered adds the
//   cashback the order earned (its cashbacks row, written earlier in the same batch). Each runs
//   inside the move's own window (`guard`, transition.ts), so a move counts once whatever races.
import { and, eq, getTableColumns, isNotNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  cashbacks,
  orderItems,
  orders,
  type OrderStatus,
  productCategories,
  reportCategories,
  reportCategoryMonths,
  reportDays,
  reportMonths,
  reportProductMonths,
  reportProducts,
} from "../../db/schema";
import type { Db } from "../env";
import { cairoDaySql } from "./day-sql";

/** What a point of cashback is worth, in piasters (wallet/rules.ts pointsToPiasters). */
const POINT_PIASTERS = 20;

const DAY = cairoDaySql('"orders"."created_at"');
const STORE = `coalesce("orders"."store_id", 0)`;
const BRANCH = `coalesce("orders"."branch_id", 0)`;
const UNSOLD = `('cancelled', 'refused', 'returned')`;
const SOLD = `"orders"."status" not in ${UNSOLD}`;
const GOODS = `("orders"."total" - "orders"."delivery_fee" - "orders"."cod_fee")`;
const UNITS = `coalesce((select sum("order_items"."quantity") from "order_items" where "order_items"."order_id" = "orders"."id"), 0)`;
const REFUSED = `("orders"."status" = 'refused' or ("orders"."status" = 'returned' and exists (select 1 from "order_status_history" where "order_status_history"."order_id" = "orders"."id" and "order_status_history"."to_status" = 'refused')))`;
const CASHBACK = `coalesce((select "cashbacks"."amount" from "cashbacks" where "cashbacks"."order_id" = "orders"."id"), 0) * ${POINT_PIASTERS}`;

type FigureTable =
  | typeof reportDays
  | typeof reportMonths
  | typeof reportProducts
  | typeof reportProductMonths
  | typeof reportCategories
  | typeof reportCategoryMonths;
const KEY = ["day", "month", "store_id", "branch_id", "product_id", "category_id"];
/** Each daily table's monthly twin, written by the same statements' builder with the month for the day. */
const MONTHLY = new Map<FigureTable, FigureTable>([
  [reportDays, reportMonths],
  [reportProducts, reportProductMonths],
  [reportCategories, reportCategoryMonths],
]);

/**
 * INSERT INTO table SELECT ... ON CONFLICT (its key) DO UPDATE SET x = x + excluded.x: `values`
 * by column (others 0), selected by `source` (its FROM, WHERE and GROUP BY).
 */
function upsert(db: Db, table: FigureTable, values: Record<string, string>, source: (select: AnySelect) => AnySelect): BatchItem<"sqlite">[] {
  const month = MONTHLY.get(table);
  const monthly = month ? [upsertOne(db, month, { ...values, month: `substr(${values.day}, 1, 7)` }, source)] : [];
  return [upsertOne(db, table, values, source), ...monthly];
}

function upsertOne(db: Db, table: FigureTable, values: Record<string, string>, source: (select: AnySelect) => AnySelect): BatchItem<"sqlite"> {
  const columns = getTableColumns(table) as Record<string, SQLiteColumn>;
  const names = Object.keys(columns);
  const fields = Object.fromEntries(names.map((name) => [name, sql.raw(values[name] ?? "0").as(name)]));
  const added = names.filter((name) => !KEY.includes(name));
  return (
    db
      .insert(table)
      // biome-ignore lint/suspicious/noExplicitAny: the select's fields are the table's columns, in order, by construction
      .select(source(db.select(fields) as unknown as AnySelect) as any)
      .onConflictDoUpdate({
        target: names.filter((name) => KEY.includes(name)).map((name) => columns[name]),
        set: Object.fromEntries(added.map((name) => [name, sql`${columns[name]} + excluded.${sql.identifier(name)}`])),
      })
  );
}
// biome-ignore lint/suspicious/noExplicitAny: a select builder at any stage (from, joins, where, group by)
type AnySelect = any;

const key = { day: DAY, store_id: STORE, branch_id: BRANCH };
const ITEM_GOODS = `"order_items"."quantity" * "order_items"."price"`;
const withItems = (q: AnySelect) => q.from(orders).innerJoin(orderItems, eq(orderItems.order_id, orders.id));
const withCategories = (q: AnySelect) => withItems(q).leftJoin(productCategories, eq(productCategories.product_id, orderItems.product_id));
const CATEGORY = `coalesce("product_categories"."category_id", 0)`;

/** The statements that add what the orders matching `where` come to now (the checkout's; the migration's backfill over every order). */
export function placedStatements(db: Db, where: SQL): BatchItem<"sqlite">[] {
  const when = (c: string, v: string) => `sum(case when ${c} then ${v} else 0 end)`;
  const byKey = sql.raw("1, 2, 3");
  const sold = and(where, sql.raw(SOLD));
  return [
    ...upsert(
      db,
      reportDays,
      {
        ...key,
        orders: "count(*)",
        sold_orders: when(SOLD, "1"),
        goods: when(SOLD, GOODS),
        delivery: when(SOLD, '"orders"."delivery_fee"'),
        cod_fees: when(SOLD, '"orders"."cod_fee"'),
        units: when(SOLD, UNITS),
        cancelled: when(`"orders"."status" = 'cancelled'`, "1"),
        refused: when(REFUSED, "1"),
        cashback: `sum(${CASHBACK})`,
      },
      (q) => q.from(orders).where(where).groupBy(byKey),
    ),
    ...upsert(
      db,
      reportProducts,
      { ...key, product_id: '"order_items"."product_id"', units: 'sum("order_items"."quantity")', goods: `sum(${ITEM_GOODS})` },
      (q) =>
        withItems(q)
          .where(and(sold, isNotNull(orderItems.product_id)))
          .groupBy(sql.raw("1, 2, 3, 4")),
    ),
    ...upsert(db, reportCategories, { ...key, category_id: CATEGORY, units: 'sum("order_items"."quantity")', goods: `sum(${ITEM_GOODS})` }, (q) =>
      withCategories(q).where(sold).groupBy(sql.raw("1, 2, 3, 4")),
    ),
  ];
}

/** The order, inside the move's window. */
const theOrder = (orderId: number, guard: SQL) => and(eq(orders.id, orderId), guard);

/** Takes the order's sale out of its day, counting it cancelled or refused (or neither: returned unrefused). */
function unsold(db: Db, orderId: number, guard: SQL, to: OrderStatus): BatchItem<"sqlite">[] {
  const where = theOrder(orderId, guard);
  const lines = { units: '-sum("order_items"."quantity")', goods: `-sum(${ITEM_GOODS})` };
  return [
    ...upsert(
      db,
      reportDays,
      {
        ...key,
        sold_orders: "-1",
        goods: `-${GOODS}`,
        delivery: '-"orders"."delivery_fee"',
        cod_fees: '-"orders"."cod_fee"',
        units: `-${UNITS}`,
        cancelled: to === "cancelled" ? "1" : "0",
        refused: to === "refused" ? "1" : "0",
      },
      (q) => q.from(orders).where(where),
    ),
    ...upsert(db, reportProducts, { ...key, product_id: '"order_items"."product_id"', ...lines }, (q) =>
      withItems(q)
        .where(and(where, isNotNull(orderItems.product_id)))
        .groupBy(sql.raw("1, 2, 3, 4")),
    ),
    ...upsert(db, reportCategories, { ...key, category_id: CATEGORY, ...lines }, (q) =>
      withCategories(q).where(where).groupBy(sql.raw("1, 2, 3, 4")),
    ),
  ];
}

/** The cashback the delivered order earned (its lot, written earlier in the batch), on its day. */
function earned(db: Db, orderId: number, guard: SQL): BatchItem<"sqlite">[] {
  return upsert(db, reportDays, { ...key, cashback: `"cashbacks"."amount" * ${POINT_PIASTERS}` }, (q) =>
    q.from(orders).innerJoin(cashbacks, eq(cashbacks.order_id, orders.id)).where(theOrder(orderId, guard)),
  );
}

/** What the move from `from` to `to` does to the figures (nothing for most moves). */
export function moveStatements(db: Db, orderId: number, from: OrderStatus, to: OrderStatus, guard: SQL): BatchItem<"sqlite">[] {
  if (to === "cancelled" || to === "refused" || (to === "returned" && from !== "refused")) return unsold(db, orderId, guard, to);
  if (to === "delivered") return earned(db, orderId, guard);
  return [];
}
