// Merchant figures (issue 31, docs/decisions/0036): GET /reports/summary/, /reports/top-products/
// and /reports/by-day/ for a period of Cairo days (?from=&to=, at most 366 days; the last 7 days
// when left out), over what the caller may see (scope.ts), read from the daily rows.
import { type Context, Hono } from "hono";
import { REPORT_MAX_DAYS, reportQuery, topProductsQuery } from "#contract/reports";
import { say } from "#contract/said";
import { requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { cairoDay } from "../cash/day";
import { badRequest } from "../lib/errors";
import { check } from "../lib/validate";
import { byDay, type Period, summary, topProducts } from "./queries";
import { reportScope } from "./scope";

export const reportsRoutes = new Hono<AppEnv>();

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const DEFAULT_DAYS = 7;

/** The period asked for: both ends given, one (the other a week away), or the last 7 days to today in Cairo. */
export function periodOf(q: { from?: string; to?: string }, now = new Date()): Period {
  const to = q.to ?? (q.from === undefined ? cairoDay(now) : shift(q.from, DEFAULT_DAYS - 1));
  const from = q.from ?? shift(to, -(DEFAULT_DAYS - 1));
  // A period and the one before it within the years the calendar writes as YYYY (not year 0 or 10000).
  for (const [field, day] of [["to", to] as const, ["from", from] as const]) {
    if (day < "1900-01-01" || day > "9998-12-31" || !/^\d{4}-/.test(day)) throw badRequest({ [field]: [say("dateFormat")] });
  }
  if (from > to) throw badRequest({ from: [say("reportPeriodOrder")] });
  if ((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1 > REPORT_MAX_DAYS) {
    throw badRequest({ to: [say("reportPeriodTooLong", { days: REPORT_MAX_DAYS })] });
  }
  return { from, to };
}

async function asked<T extends typeof reportQuery>(c: Context<AppEnv>, schema: T) {
  const user = requireUser(c);
  const query = check(schema, c.req.query());
  // The period first: a bad one is a 400 whoever asks.
  const period = periodOf(query);
  const scope = await reportScope(c.var.db, user, query);
  return { query, period, scope };
}

reportsRoutes.get("/reports/summary", async (c) => {
  const { period, scope } = await asked(c, reportQuery);
  return c.json(await summary(c.var.db, scope, period));
});

reportsRoutes.get("/reports/top-products", async (c) => {
  const { query, period, scope } = await asked(c, topProductsQuery);
  return c.json(await topProducts(c.var.db, scope, period, query.limit));
});

reportsRoutes.get("/reports/by-day", async (c) => {
  const { period, scope } = await asked(c, reportQuery);
  return c.json(await byDay(c.var.db, scope, period));
});
