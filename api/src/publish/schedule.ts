// When an automatic run is due (ADR 0016, addendum). A storefront change schedules a run (the
// trigger `audit_log_schedules_publish`, migration 0019) and pushes it back by the delay with
// every further change, but never beyond the longest wait from the first change, so a stream of
// changes still publishes. The database keeps when the changes were made; the delay and the
// longest wait are configuration, applied where a run is read, claimed or dispatched. A super
// admin's run (cause 'manual') is due at once.
import { sql, type SQL } from "drizzle-orm";
import { publishRuns } from "../../db/schema";
import type { Env } from "../env";

export interface Schedule {
  /** Seconds after the last change... */
  delay: number;
  /** ...and at most after the first. */
  maxWait: number;
}

export const DEFAULT_SCHEDULE: Schedule = { delay: 180, maxWait: 600 };
/** A day: longer settings are mistakes (a run would be given up as never taken). */
const MAX_SECONDS = 86_400;

const seconds = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isInteger(n) && n >= 0 && n <= MAX_SECONDS ? n : fallback;
};

export function scheduleOf(env: Env): Schedule {
  const delay = seconds(env.PUBLISH_DELAY, DEFAULT_SCHEDULE.delay);
  return { delay, maxWait: Math.max(delay, seconds(env.PUBLISH_MAX_WAIT, DEFAULT_SCHEDULE.maxWait)) };
}

const ISO = "%Y-%m-%dT%H:%M:%fZ";

/** The run's due time in SQL, comparable with the ISO timestamps the database writes. */
export const dueSql = (s: Schedule): SQL =>
  sql`(case when ${publishRuns.cause} = 'auto' and ${publishRuns.last_change_at} is not null
    then min(strftime(${ISO}, ${publishRuns.last_change_at}, ${`+${s.delay} seconds`}), strftime(${ISO}, ${publishRuns.first_change_at}, ${`+${s.maxWait} seconds`}))
    else ${publishRuns.created_at} end)`;

/** The same in JavaScript, for what the API shows. */
export function dueOf(
  run: Pick<typeof publishRuns.$inferSelect, "cause" | "created_at" | "first_change_at" | "last_change_at">,
  s: Schedule,
): string {
  if (run.cause !== "auto" || !run.last_change_at || !run.first_change_at) return run.created_at;
  const due = Math.min(Date.parse(run.last_change_at) + s.delay * 1000, Date.parse(run.first_change_at) + s.maxWait * 1000);
  return new Date(due).toISOString();
}
