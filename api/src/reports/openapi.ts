// The OpenAPI entries of the merchant figures (routes.ts, docs/decisions/0036).
import { reportByDay, reportQuery, reportSummary, topProducts, topProductsQuery } from "#contract/reports";
import { MERCHANT, type Operation, tagged } from "../openapi/define";

const { op } = tagged("Reports");
const access = MERCHANT;
/** A bad period, id or limit; a store or branch that does not exist (to a super admin). */
const errors = [400, 404];
const description =
  "A super admin sees the marketplace, a store's owner their stores, a branch's manager their branches; `store` and `branch` narrow that (one outside it: 403). The period is Cairo calendar days, both ends included (`from` after `to`, or more than 366 days: 400); left out, the last 7 days to today. An order counts on the day it was placed, in its state now. Read from daily figures kept with the orders, so a year costs what a day does. Money as EGP decimal strings.";

export const reportOperations: readonly Operation[] = [
  op({
    id: "getReportSummary",
    method: "get",
    path: "/api/reports/summary/",
    summary: "A period's figures and the previous period's, by branch and category, orders waiting, COD cash outstanding and low stock now",
    description,
    access,
    errors,
    query: reportQuery,
    ok: [{ status: 200, schema: reportSummary, description: "The summary." }],
  }),
  op({
    id: "getReportTopProducts",
    method: "get",
    path: "/api/reports/top-products/",
    summary: "The period's best-selling products by goods sold",
    description,
    access,
    errors,
    query: topProductsQuery,
    ok: [{ status: 200, schema: topProducts, description: "The best sellers, most sold first." }],
  }),
  op({
    id: "getReportByDay",
    method: "get",
    path: "/api/reports/by-day/",
    summary: "The period's figures day by day, days without orders included",
    description,
    access,
    errors,
    query: reportQuery,
    ok: [{ status: 200, schema: reportByDay, description: "One row per day." }],
  }),
];
