// Cash collected on delivery and not yet handed over to the branch, now, over many branches at
// once (the merchant figures, docs/decisions/0036): collected minus handed over, all time, read
// from report_cash (one row per branch, kept by triggers on cash_collections and cash_handovers,
// migration 0037), so it costs a row per branch however many orders were delivered. The cash
// sheet (sheet.ts) gives the same per branch and courier from the rows themselves.
import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { reportCash } from "../../db/schema";
import type { Db } from "../env";

/** `where(column)`: the branches to sum, as a condition on a branch id column (undefined: every branch). */
export function cashOutstanding(db: Db, where: (column: SQLiteColumn) => SQL | undefined) {
  return db
    .select({ amount: sql<number>`coalesce(sum(${reportCash.collected} - ${reportCash.handed_over}), 0)`.mapWith(Number) })
    .from(reportCash)
    .where(where(reportCash.branch_id));
}
