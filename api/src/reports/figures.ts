// Keeping the merchant figures (docs/decisions/0036): the daily rows of report_days,
// report_products and report_categories, written in the same D1 batch as the change that moves
// them, as upserts that add a signed difference (`x = x + excluded.x`), so two batches touching
// one day never lose each other's count and a report reads days x branches rows, not orders.
// - placedStatements: what orders come to in their state now. The checkout runs it on its new
//   orders (all pending: the whole sale counts on the day placed); the migration ran the same
//   SQL over every order (the backfill), so the tables start right.
// - moveStatements: what one status move changes. Entering cancelled or refused, or returned
//   straight from shipped, takes the sale out of its day and counts the cancel or refusal
//   there; refused -> returned changes nothing (the refusal counted already); delivered adds the
//   cashback the order earned (its cashbacks row, written earlier in the same batch). Each runs
//   inside the move's own window (`guard`, transition.ts), so a move counts once whatever races.
import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { OrderStatus } from "../../db/schema";
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

const DAY_COLUMNS = ["orders", "sold_orders", "goods", "delivery", "cod_fees", "units", "cancelled", "refused", "cashback"] as const;
const adding = (table: string, columns: readonly string[]) => columns.map((c) => `"${c}" = "${table}"."${c}" + excluded."${c}"`).join(", ");
const upsertDays = `on conflict ("day", "store_id", "branch_id") do update set ${adding("report_days", DAY_COLUMNS)}`;
const upsertSums = (table: string, key: string) => `on conflict ("day", "store_id", "branch_id", "${key}") do update set ${adding(table, ["units", "goods"])}`;

const raw = sql.raw;

/** The statements that add what the orders matching `where` come to now. */
export function placedSql(where: SQL): SQL[] {
  const when = (c: string, v: string) => `sum(case when ${c} then ${v} else 0 end)`;
  return [
    sql`insert into "report_days" ("day", "store_id", "branch_id", ${raw(DAY_COLUMNS.map((c) => `"${c}"`).join(", "))})
      select ${raw(DAY)}, ${raw(STORE)}, ${raw(BRANCH)}, count(*), ${raw(when(SOLD, "1"))}, ${raw(when(SOLD, GOODS))},
        ${raw(when(SOLD, '"orders"."delivery_fee"'))}, ${raw(when(SOLD, '"orders"."cod_fee"'))}, ${raw(when(SOLD, UNITS))},
        ${raw(when(`"orders"."status" = 'cancelled'`, "1"))}, ${raw(when(REFUSED, "1"))}, sum(${raw(CASHBACK)})
      from "orders" where ${where} group by 1, 2, 3 ${raw(upsertDays)}`,
    sql`insert into "report_products" ("day", "store_id", "branch_id", "product_id", "units", "goods")
      select ${raw(DAY)}, ${raw(STORE)}, ${raw(BRANCH)}, "order_items"."product_id", sum("order_items"."quantity"), sum("order_items"."quantity" * "order_items"."price")
      from "orders" inner join "order_items" on "order_items"."order_id" = "orders"."id"
      where (${where}) and ${raw(SOLD)} and "order_items"."product_id" is not null group by 1, 2, 3, 4 ${raw(upsertSums("report_products", "product_id"))}`,
    sql`insert into "report_categories" ("day", "store_id", "branch_id", "category_id", "units", "goods")
      select ${raw(DAY)}, ${raw(STORE)}, ${raw(BRANCH)}, coalesce("product_categories"."category_id", 0), sum("order_items"."quantity"), sum("order_items"."quantity" * "order_items"."price")
      from "orders" inner join "order_items" on "order_items"."order_id" = "orders"."id"
      left join "product_categories" on "product_categories"."product_id" = "order_items"."product_id"
      where (${where}) and ${raw(SOLD)} group by 1, 2, 3, 4 ${raw(upsertSums("report_categories", "category_id"))}`,
  ];
}

/** The checkout's (and the factories') statements: the figures of the orders matching `where`, as they are now. */
export const placedStatements = (db: Db, where: SQL): BatchItem<"sqlite">[] => placedSql(where).map((s) => db.run(s));

/** The order, inside the move's window. */
const theOrder = (orderId: number, guard: SQL) => sql`"orders"."id" = ${orderId} and ${guard}`;

/** Takes the order's sale out of its day, counting it cancelled or refused (or neither: returned unrefused). */
function unsold(db: Db, orderId: number, guard: SQL, to: OrderStatus): BatchItem<"sqlite">[] {
  const where = theOrder(orderId, guard);
  const count = (status: OrderStatus) => (to === status ? "1" : "0");
  const lines = (table: string, key: string, keyValue: string) =>
    sql`insert into ${raw(`"${table}"`)} ("day", "store_id", "branch_id", ${raw(`"${key}"`)}, "units", "goods")
      select ${raw(DAY)}, ${raw(STORE)}, ${raw(BRANCH)}, ${raw(keyValue)}, -sum("order_items"."quantity"), -sum("order_items"."quantity" * "order_items"."price")
      from "orders" inner join "order_items" on "order_items"."order_id" = "orders"."id"
      ${raw(key === "category_id" ? `left join "product_categories" on "product_categories"."product_id" = "order_items"."product_id"` : "")}
      where ${where} ${raw(key === "product_id" ? `and "order_items"."product_id" is not null` : "")}
      group by 1, 2, 3, 4 ${raw(upsertSums(table, key))}`;
  return [
    db.run(sql`insert into "report_days" ("day", "store_id", "branch_id", ${raw(DAY_COLUMNS.map((c) => `"${c}"`).join(", "))})
      select ${raw(DAY)}, ${raw(STORE)}, ${raw(BRANCH)}, 0, -1, -${raw(GOODS)}, -"orders"."delivery_fee", -"orders"."cod_fee", -${raw(UNITS)},
        ${raw(count("cancelled"))}, ${raw(count("refused"))}, 0
      from "orders" where ${where} ${raw(upsertDays)}`),
    db.run(lines("report_products", "product_id", '"order_items"."product_id"')),
    db.run(lines("report_categories", "category_id", 'coalesce("product_categories"."category_id", 0)')),
  ];
}

/** The cashback the delivered order earned (its lot, written earlier in the batch), on its day. */
function earned(db: Db, orderId: number, guard: SQL): BatchItem<"sqlite"> {
  return db.run(sql`insert into "report_days" ("day", "store_id", "branch_id", "cashback")
    select ${raw(DAY)}, ${raw(STORE)}, ${raw(BRANCH)}, "cashbacks"."amount" * ${raw(String(POINT_PIASTERS))}
    from "orders" inner join "cashbacks" on "cashbacks"."order_id" = "orders"."id"
    where ${theOrder(orderId, guard)} on conflict ("day", "store_id", "branch_id") do update set "cashback" = "report_days"."cashback" + excluded."cashback"`);
}

/** What the move from `from` to `to` does to the figures (nothing for most moves). */
export function moveStatements(db: Db, orderId: number, from: OrderStatus, to: OrderStatus, guard: SQL): BatchItem<"sqlite">[] {
  if (to === "cancelled" || to === "refused" || (to === "returned" && from !== "refused")) return unsold(db, orderId, guard, to);
  if (to === "delivered") return [earned(db, orderId, guard)];
  return [];
}
