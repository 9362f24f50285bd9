// Merchant figures (issue 31, docs/decisions/0036): read from daily aggregate rows kept in the
// same batch as the orders that change them, so any period costs what a day costs. Days are
// Cairo calendar days; an order counts on the day it was placed, in its final state (an order
// cancelled a week later leaves that day's sales and joins its cancellations). Money as EGP strings.
import { z } from "zod";
import { calendarDay } from "./cash";
import { idInput } from "./common";

/** The longest period a report covers (a custom range), in days. */
export const REPORT_MAX_DAYS = 366;
export const TOP_PRODUCTS_MAX = 50;

/**
 * ?from=&to=&store=&branch=: the period (both days included; from <= to, at most 366 days, else
 * 400), and the narrowing a caller may ask for within what they may see (a store or branch they
 * may not see: 403). Left out: the last 7 days to today in Cairo.
 */
export const reportQuery = z.object({
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  store: idInput.optional(),
  branch: idInput.optional(),
});
export const topProductsQuery = reportQuery.extend({
  limit: z.coerce.number().int().min(1).max(TOP_PRODUCTS_MAX).default(10),
});

const egp = z.string().describe('EGP, e.g. "1250.00".');
const names = z.object({ id: z.number().int(), name: z.string(), name_ar: z.string() });

/** A period's figures. Rates are 0-1 (cancelled / orders), 0 when there were no orders. */
export const reportFigures = z.object({
  goods: egp.describe("Goods sold: orders placed in the period and not cancelled, refused or returned."),
  delivery: egp.describe("Delivery fees of those orders."),
  cod_fees: egp.describe("COD fees of those orders."),
  orders: z.number().int().describe("Orders placed in the period (all states)."),
  sold_orders: z.number().int().describe("Of those, the ones not cancelled, refused or returned."),
  average_order_value: egp.describe("goods / sold_orders."),
  units: z.number().int().describe("Units of goods sold."),
  cancelled: z.number().int(),
  refused: z.number().int().describe("Refused at the door (and later returned)."),
  cancellation_rate: z.number(),
  refusal_rate: z.number(),
  cashback: egp.describe("Cashback earned by delivered orders of the period."),
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const reportPeriod = z.object({ from: z.string(), to: z.string() });

/** GET /reports/summary/. */
export const reportSummary = z.object({
  period: reportPeriod,
  previous_period: reportPeriod.describe("The same number of days just before."),
  figures: reportFigures,
  previous: reportFigures,
  by_branch: z.array(z.object({ branch: names, store: names, goods: egp, orders: z.number().int(), units: z.number().int() })),
  by_category: z.array(z.object({ category: names.nullable().describe("null: products in no category."), goods: egp, units: z.number().int() })),
  waiting: z
    .object({
      pending: z.number().int(),
      confirmed: z.number().int(),
      processing: z.number().int(),
      ready_for_pickup: z.number().int(),
    })
    .describe("Orders waiting on the merchant now, by status (whatever the period)."),
  cod_outstanding: egp.describe("Cash collected on delivery and not yet handed over to the branch, now."),
  low_stock: z.number().int().describe("Offers at or under their low-stock threshold, now."),
});
export type ReportSummary = z.infer<typeof reportSummary>;

/** GET /reports/top-products/: best sellers of the period by goods sold. */
export const topProducts = z.object({
  period: reportPeriod,
  results: z.array(
    z.object({
      product: z.object({ id: z.number().int(), name: z.string(), name_ar: z.string(), sku: z.string() }),
      units: z.number().int(),
      goods: egp,
    }),
  ),
});

/** GET /reports/by-day/: one row per day of the period, days without orders included. */
export const reportByDay = z.object({
  period: reportPeriod,
  results: z.array(
    z.object({
      day: z.string(),
      goods: egp,
      delivery: egp,
      orders: z.number().int(),
      units: z.number().int(),
      cancelled: z.number().int(),
    }),
  ),
});
export type ReportByDay = z.infer<typeof reportByDay>;
