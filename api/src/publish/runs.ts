// The publish runs' reads and writes. Each status change is one guarded statement (it says
// which status it moves from, so two reporters cannot both win) followed by its audit record in
// the same batch. Progress within a build (the step, pages so far) is not a change anyone made:
// it updates the run but leaves no audit record.
import { and, desc, eq, inArray, isNull, ne, notExists, sql, type SQL } from "drizzle-orm";
import type { PublishProgressInput, PublishRun } from "#contract/publish";
import { auditLog, type PublishStatus, publishRuns, users } from "../../db/schema";
import { auditStatement } from "../audit/record";
import { notifyFrom } from "../notifications/outbox";
import type { AuthUser, Db } from "../env";
import { dueOf, dueSql, type Schedule } from "./schedule";

export type RunRow = typeof publishRuns.$inferSelect;
type Json = Record<string, unknown>;

export const ACTIVE: PublishStatus[] = ["queued", "building"];
/** The runs GET /publish/ shows. */
export const HISTORY = 10;
/** Who the audit log names for what the rebuilder reports (it is no user). */
export const PUBLISHER = "publisher";

const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * The notification of a finished or failed run to the super admin who started it (an automatic
 * run has nobody to tell), for the runs `where` selects (ADR 0025). `guarded`: only if the
 * statement before it changed something, as the audit record it follows.
 */
function runNotice(db: Db, outcome: "done" | "failed", where: SQL, { guarded = true, error }: { guarded?: boolean; error?: SQL } = {}) {
  return notifyFrom(
    db,
    outcome === "done" ? "publish_done" : "publish_failed",
    {
      from: publishRuns,
      on: and(eq(users.id, publishRuns.requested_by), eq(users.role, "super_admin")) as SQL,
      where: and(where, eq(publishRuns.cause, "manual")) as SQL,
      payload:
        outcome === "done"
          ? sql`json_object('run_id', ${publishRuns.id}, 'pages', ${publishRuns.pages})`
          : sql`json_object('run_id', ${publishRuns.id}, 'error', ${error ?? publishRuns.error})`,
    },
    { guarded },
  );
}

export const serializeRun = (r: RunRow, schedule: Schedule): PublishRun => ({
  id: r.id,
  status: r.status,
  cause: r.cause,
  change_count: r.change_count,
  due_at: r.status === "queued" ? dueOf(r, schedule) : null,
  step: r.step,
  pages_done: r.pages_done,
  pages_total: r.pages_total,
  pages: r.pages,
  error: r.error,
  log_url: r.log_url,
  requested_by: { id: r.requested_by, username: r.requested_by_username },
  created_at: r.created_at,
  started_at: r.started_at,
  finished_at: r.finished_at,
});

export const latestRuns = (db: Db, limit = HISTORY) => db.select().from(publishRuns).orderBy(desc(publishRuns.id)).limit(limit);

export const loadRun = (db: Db, id: number) => db.select().from(publishRuns).where(eq(publishRuns.id, id)).get();

/** An audit record of the rebuilder's, written only if the statement before it changed the run. */
function publisherAudit(db: Db, where: SQL, before: SQL, after: SQL, guarded = true) {
  return db.insert(auditLog).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        actor_id: sql<number | null>`null`.as("actor_id"),
        actor_username: sql<string>`${PUBLISHER}`.as("actor_username"),
        action: sql<string>`'update'`.as("action"),
        object_type: sql<string>`'publish'`.as("object_type"),
        object_id: publishRuns.id,
        // A publish run's number is its name.
        object_name: sql<string | null>`null`.as("object_name"),
        object_name_ar: sql<string | null>`null`.as("object_name_ar"),
        store_id: sql<number | null>`null`.as("store_id"),
        before: before.as("before"),
        after: after.as("after"),
        created_at: NOW.as("created_at"),
      })
      .from(publishRuns)
      .where(guarded ? and(where, sql`changes() > 0`) : where),
  );
}

export interface Patience {
  /** Minutes a run may wait to be taken... */
  queued: number;
  /** ...and a build may go without a report, before it is given up. */
  building: number;
}

/**
 * Gives up runs nobody took or nobody reports on any more (the publisher was stopped, the
 * workflow died), so that Publish is never blocked for good. The audit records are written
 * first, from the same rows the update then fails: both read the same cut-offs.
 */
export function expireStatements(db: Db, patience: Patience, schedule: Schedule, now = Date.now()) {
  const cutoff = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  // A waiting run's patience starts when it is due: a scheduled run is not late before that.
  const stale = and(
    inArray(publishRuns.status, ACTIVE),
    sql`case when ${publishRuns.status} = 'queued' and ${publishRuns.cause} = 'auto' then max(${publishRuns.reported_at}, ${dueSql(schedule)}) < ${cutoff(patience.queued)}
      when ${publishRuns.status} = 'queued' then ${publishRuns.reported_at} < ${cutoff(patience.queued)}
      else ${publishRuns.reported_at} < ${cutoff(patience.building)} end`,
  ) as SQL;
  const reason = sql`case ${publishRuns.status}
    when 'queued' then ${`No rebuilder took this run within ${patience.queued} minutes; is the publisher (npm start) or the rebuild workflow running?`}
    else ${`The rebuilder stopped reporting for ${patience.building} minutes; the build was given up.`} end`;
  return [
    publisherAudit(db, stale, sql`json_object('status', ${publishRuns.status})`, sql`json_object('status', 'failed', 'error', ${reason})`, false),
    runNotice(db, "failed", stale, { guarded: false, error: reason }),
    db.update(publishRuns).set({ status: "failed", error: reason, finished_at: NOW, reported_at: NOW }).where(stale),
  ] as const;
}

const building = (db: Db) => db.select({ id: publishRuns.id }).from(publishRuns).where(eq(publishRuns.status, "building"));

/**
 * A super admin's Publish, unless a run is building or one of theirs already waits. A run that
 * changes scheduled and nobody has started yet is taken over: it becomes the super admin's, due
 * at once (the first two statements). Otherwise a new queued run: one statement decides, so two
 * presses at once make one run (the unique partial index would refuse a second row anyway).
 * The route reads whether either statement changed a row.
 */
export function createStatements(db: Db, user: AuthUser) {
  const nothing = <T>(name: string) => sql<T>`null`.as(name);
  const underWay = db.select({ id: publishRuns.id }).from(publishRuns).where(inArray(publishRuns.status, ACTIVE));
  const scheduled = and(eq(publishRuns.status, "queued"), eq(publishRuns.cause, "auto"), isNull(publishRuns.dispatched_at), notExists(building(db)));
  const me = db.select({ username: users.username }).from(users).where(eq(users.id, user.id));
  return [
    db
      .update(publishRuns)
      .set({ cause: "manual", requested_by: user.id, requested_by_username: sql`${me}`, reported_at: NOW })
      .where(and(scheduled, sql`exists ${me}`)),
    auditStatement(db, user, {
      action: "update",
      object: "publish",
      id: sql`(select ${publishRuns.id} from ${publishRuns} where ${publishRuns.status} = 'queued')`,
      store: null,
      before: { status: "queued", cause: "auto" },
      after: { status: "queued", cause: "manual" },
    }),
    db
      .insert(publishRuns)
      .select(
        db
          .select({
            id: nothing<number>("id"),
            requested_by: users.id,
            requested_by_username: users.username,
            status: sql<PublishStatus>`'queued'`.as("status"),
            step: nothing<string>("step"),
            pages_done: nothing<number>("pages_done"),
            pages_total: nothing<number>("pages_total"),
            pages: nothing<number>("pages"),
            error: nothing<string>("error"),
            log_url: nothing<string>("log_url"),
            created_at: NOW.as("created_at"),
            started_at: nothing<string>("started_at"),
            finished_at: nothing<string>("finished_at"),
            reported_at: NOW.as("reported_at"),
            cause: sql<"manual">`'manual'`.as("cause"),
            change_count: sql<number>`0`.as("change_count"),
            first_change_at: nothing<string>("first_change_at"),
            last_change_at: nothing<string>("last_change_at"),
            dispatched_at: nothing<string>("dispatched_at"),
          })
          .from(users)
          .where(and(eq(users.id, user.id), notExists(underWay))),
      )
      .onConflictDoNothing(),
    auditStatement(db, user, { action: "create", object: "publish", id: sql`last_insert_rowid()`, store: null, after: { status: "queued" } }),
  ] as const;
}

/**
 * The queued run a rebuilder may start now: due (a scheduled run waits out its delay), and no
 * other run building (one build at a time; a change made during a build waits for the next).
 */
export const dueQueued = (db: Db, schedule: Schedule) =>
  db
    .select({ id: publishRuns.id })
    .from(publishRuns)
    .where(and(eq(publishRuns.status, "queued"), isNull(publishRuns.dispatched_at), sql`${dueSql(schedule)} <= ${NOW}`, notExists(building(db))))
    .orderBy(publishRuns.id)
    .limit(1)
    .get();

/** Marks run `id` as handed to GitHub's workflow, once: of two scheduled jobs dispatching it, one wins. */
export const dispatchStatement = (db: Db, id: number) =>
  db
    .update(publishRuns)
    .set({ dispatched_at: NOW })
    .where(and(eq(publishRuns.id, id), eq(publishRuns.status, "queued"), isNull(publishRuns.dispatched_at)));

/** A run GitHub would not start when the scheduled job dispatched it: failed, recorded as the publisher's. */
export function dispatchFailedStatements(db: Db, id: number, reason: string) {
  const where = and(eq(publishRuns.id, id), eq(publishRuns.status, "queued")) as SQL;
  return [
    db.update(publishRuns).set({ status: "failed", error: reason, finished_at: NOW, reported_at: NOW }).where(where),
    publisherAudit(db, eq(publishRuns.id, id), sql`json_object('status', 'queued')`, sql`${JSON.stringify({ status: "failed", error: reason })}`),
    runNotice(db, "failed", eq(publishRuns.id, id)),
  ] as const;
}

/** Run `id` becomes building if it is still queued: of two publishers taking it, one wins. */
export function claimStatements(db: Db, id: number) {
  return [
    db
      .update(publishRuns)
      .set({ status: "building", step: "fetching", started_at: NOW, reported_at: NOW })
      .where(and(eq(publishRuns.id, id), eq(publishRuns.status, "queued"), notExists(building(db))))
      .returning(),
    publisherAudit(db, eq(publishRuns.id, id), sql`json_object('status', 'queued')`, sql`json_object('status', 'building')`),
  ] as const;
}

/** Which moves a report may make: from a status to the ones it may report. */
const MOVES: Record<PublishStatus, PublishStatus[]> = {
  queued: ["building", "failed"],
  building: ["building", "done", "failed"],
  done: [],
  failed: [],
};

export type Refusal = "finished" | "notStarted";

/** Why a report cannot move the run, or null when it can. */
export function refusal(from: PublishStatus, to: PublishStatus): Refusal | null {
  if (MOVES[from].includes(to)) return null;
  return from === "done" || from === "failed" ? "finished" : "notStarted";
}

/** The report's update, guarded on the status it was decided from, and its audit record if the status changes. */
export function reportStatements(db: Db, run: RunRow, report: PublishProgressInput) {
  // Timestamps are the database's clock, as every other one is.
  const set: Record<string, unknown> = { status: report.status, reported_at: NOW };
  if (report.step !== undefined) set.step = report.step;
  if (report.pages_done !== undefined) set.pages_done = report.pages_done;
  if (report.pages_total !== undefined) set.pages_total = report.pages_total;
  if (report.log_url !== undefined) set.log_url = report.log_url;
  if (run.status === "queued") set.started_at = NOW;
  if (report.status === "done") Object.assign(set, { pages: report.pages, pages_done: report.pages, finished_at: NOW });
  if (report.status === "failed") Object.assign(set, { error: report.error, finished_at: NOW });
  // A waiting run starts building only when no other run is (the one-per-status index).
  const otherBuilding = db
    .select({ id: publishRuns.id })
    .from(publishRuns)
    .where(and(eq(publishRuns.status, "building"), ne(publishRuns.id, run.id)));
  const guard = and(
    eq(publishRuns.id, run.id),
    eq(publishRuns.status, run.status),
    report.status === "building" ? notExists(otherBuilding) : undefined,
  ) as SQL;
  const update = db.update(publishRuns).set(set).where(guard);
  if (report.status === run.status) return [update] as const;
  const after: Json = { status: report.status };
  if (report.status === "done") after.pages = report.pages;
  if (report.status === "failed") after.error = report.error;
  const audit = publisherAudit(db, eq(publishRuns.id, run.id), sql`json_object('status', ${run.status})`, sql`${JSON.stringify(after)}`);
  if (report.status !== "done" && report.status !== "failed") return [update, audit] as const;
  return [update, audit, runNotice(db, report.status, eq(publishRuns.id, run.id))] as const;
}

/** A run the trigger could not start: failed at once, with the reason, recorded as the requester's. */
export function triggerFailedStatements(db: Db, user: AuthUser, id: number, reason: string) {
  return [
    db
      .update(publishRuns)
      .set({ status: "failed", error: reason, finished_at: NOW, reported_at: NOW })
      .where(and(eq(publishRuns.id, id), eq(publishRuns.status, "queued"))),
    auditStatement(db, user, {
      action: "update",
      object: "publish",
      id,
      store: null,
      before: { status: "queued" },
      after: { status: "failed", error: reason },
    }),
    runNotice(db, "failed", eq(publishRuns.id, id)),
  ] as const;
}
