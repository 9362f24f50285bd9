// The Cairo calendar day of a stored UTC instant, in SQL (SQLite has no time zones), for the
// figures' day column: written by the checkout, every status move and the migration's backfill
// alike, so they always agree on an order's day. Egypt's rules (tzdata Africa/Cairo): UTC+2,
// and since 2023 daylight saving time (UTC+3) from 00:00 on the last Friday of April to 24:00 on
// the last Thursday of October. day-sql.test.ts checks it against Intl's Africa/Cairo (what the
// reports' periods and cash/day.ts use) around every change from 2023 to 2035; if Egypt changes
// its rules again, that test fails and this expression (and the backfill) follows.

/** SQL text: the Cairo day (YYYY-MM-DD) of `instant`, an SQL expression holding an ISO 8601 UTC time. */
export function cairoDaySql(instant: string): string {
  const standard = `datetime(${instant}, '+2 hours')`;
  const year = `strftime('%Y', ${standard})`;
  // In standard time: summer starts at 00:00 of the last Friday of April and ends at 23:00 standard
  // (24:00 summer) of the last Thursday of October.
  const starts = `date(${year} || '-05-01', 'weekday 5', '-7 days')`;
  const ends = `datetime(date(${year} || '-11-01', 'weekday 4', '-7 days'), '+23 hours')`;
  return `(case when ${year} >= '2023' and ${standard} >= ${starts} and ${standard} < ${ends} then date(${standard}, '+1 hour') else date(${standard}) end)`;
}
