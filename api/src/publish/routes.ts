// /publish/: a super admin asks for the prerendered storefront to be rebuilt and follows how it
// goes; the rebuilder (no user: it sends the service secret) takes the run and reports on it.
// docs/decisions/0016.
// Storefront changes schedule runs by themselves (ADR 0016, addendum; schedule.ts).
//   GET  /publish/                the run under way, the one waiting and the last runs (super admin)
//   GET  /publish/status/         where the caller's stores' changes are: waiting, publishing, live (merchant, super admin)
//   POST /publish/                a new run, or the scheduled one at once; 409 while one builds or waits (super admin)
//   POST /publish/claim/          the local publisher takes the queued run once it is due (secret)
//   POST /publish/{id}/progress/  building, where it is, done with the page count or failed with why (secret)
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { Hono } from "hono";
import { type PublishStatusView, publishProgressInput } from "#contract/publish";
import { publishRunStores, publishRuns } from "../../db/schema";
import { requireRole } from "../auth/middleware";
import { storeScope } from "../lib/access";
import type { AppEnv, Env } from "../env";
import { ApiError, conflict, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { jsonBody, pathId } from "../lib/validate";
import { dispatchWorkflow, triggerOf } from "./github";
import {
  ACTIVE,
  claimStatements,
  createStatements,
  dispatchStatement,
  dueQueued,
  expireStatements,
  latestRuns,
  loadRun,
  type Patience,
  type RunRow,
  refusal,
  reportStatements,
  serializeRun,
  triggerFailedStatements,
} from "./runs";
import { dueOf, type Schedule, scheduleOf } from "./schedule";
import { requirePublisher } from "./secret";
import { handOverAfterResponse } from "../notifications/outbox";

/**
 * How long a run may go unattended. The local publisher looks every 2 seconds and reports at
 * least every 20 while it builds; the workflow may wait behind a scheduled rebuild (one deploy
 * at a time) and reports only between its steps, within its 30-minute limit.
 */
const PATIENCE: Record<ReturnType<typeof triggerOf>, Patience> = {
  local: { queued: 3, building: 3 },
  github: { queued: 45, building: 45 },
};
export const patience = (env: Env) => PATIENCE[triggerOf(env)];
export const expire = (db: AppEnv["Variables"]["db"], env: Env) => expireStatements(db, patience(env), scheduleOf(env));

/** How long the last finished build took, in milliseconds, when there is one. */
async function lastBuildLength(db: AppEnv["Variables"]["db"]) {
  const last = await db
    .select({ started_at: publishRuns.started_at, finished_at: publishRuns.finished_at })
    .from(publishRuns)
    .where(eq(publishRuns.status, "done"))
    .orderBy(desc(publishRuns.id))
    .limit(1)
    .get();
  if (!last?.started_at || !last.finished_at) return null;
  return Math.max(0, Date.parse(last.finished_at) - Date.parse(last.started_at));
}

/** What a merchant may know of a run carrying their changes: its state and times, nothing of whose they are. */
function statusView(run: RunRow | undefined, changes: number, schedule: Schedule, buildMs: number | null): PublishStatusView {
  const later = (from: number) => (buildMs === null ? null : new Date(from + buildMs).toISOString());
  if (!run) return { state: "none", changes: 0, due_at: null, expected_at: null, since: null };
  switch (run.status) {
    case "queued": {
      // Handed to GitHub's workflow already: it is starting.
      if (run.dispatched_at)
        return { state: "publishing", changes, due_at: null, expected_at: later(Date.parse(run.dispatched_at)), since: run.dispatched_at };
      const due = dueOf(run, schedule);
      return { state: "waiting", changes, due_at: due, expected_at: later(Math.max(Date.parse(due), Date.now())), since: null };
    }
    case "building": {
      const started = run.started_at ?? run.created_at;
      return { state: "publishing", changes, due_at: null, expected_at: later(Date.parse(started)), since: started };
    }
    case "done":
      return { state: "live", changes, due_at: null, expected_at: null, since: run.finished_at };
    case "failed":
      return { state: "failed", changes, due_at: null, expected_at: null, since: run.finished_at };
  }
}

export const publishRoutes = new Hono<AppEnv>()
  .get("/publish", async (c) => {
    requireRole(c, "super_admin");
    const db = c.var.db;
    const schedule = scheduleOf(c.env);
    await db.batch(expire(db, c.env));
    const rows = await latestRuns(db);
    // At most one run builds and one waits, and both are newer than every finished run. The one
    // building is shown first; a run waiting beside it is `next`.
    const active = rows.filter((r) => ACTIVE.includes(r.status));
    const building = active.find((r) => r.status === "building");
    const queued = active.find((r) => r.status === "queued");
    const current = building ?? queued;
    return c.json({
      current: current ? serializeRun(current, schedule) : null,
      next: building && queued ? serializeRun(queued, schedule) : null,
      runs: rows.map((r) => serializeRun(r, schedule)),
      trigger: triggerOf(c.env),
    });
  })
  .get("/publish/status", async (c) => {
    const user = requireRole(c, "super_admin", "branch_owner");
    const db = c.var.db;
    const schedule = scheduleOf(c.env);
    await db.batch(expire(db, c.env));
    // The newest run carrying a change of the caller's stores (any run, for a super admin).
    const scope = storeScope(db, user, publishRunStores.store_id);
    const [mine, buildMs] = await Promise.all([
      scope
        ? db
            .select({ run: publishRuns, changes: publishRunStores.change_count })
            .from(publishRunStores)
            .innerJoin(publishRuns, eq(publishRuns.id, publishRunStores.run_id))
            .where(scope)
            .orderBy(desc(publishRunStores.run_id))
            .limit(1)
            .get()
        : db.select({ run: publishRuns, changes: publishRuns.change_count }).from(publishRuns).orderBy(desc(publishRuns.id)).limit(1).get(),
      lastBuildLength(db),
    ]);
    // A run after a failed one builds the whole catalogue, the failed run's changes with it.
    let run = mine?.run;
    if (run?.status === "failed") {
      const after = await db
        .select()
        .from(publishRuns)
        .where(and(gt(publishRuns.id, run.id), ne(publishRuns.status, "failed")))
        .orderBy(desc(publishRuns.id))
        .limit(1)
        .get();
      run = after ?? run;
    }
    return c.json(statusView(run, mine?.changes ?? 0, schedule, buildMs));
  })
  .post("/publish", async (c) => {
    const user = requireRole(c, "super_admin");
    const db = c.var.db;
    const schedule = scheduleOf(c.env);
    const [, , , tookOver, , inserted, , newest] = await db.batch([...expire(db, c.env), ...createStatements(db, user), latestRuns(db, 2)]);
    const active = newest.filter((r) => ACTIVE.includes(r.status));
    // A press while a run builds, or while a super admin's run waits, starts nothing: the answer names that run.
    if (tookOver.meta.changes === 0 && inserted.meta.changes === 0) {
      const busy = active.find((r) => r.status === "building") ?? active[0] ?? newest[0];
      throw conflict({ detail: say("publishBusy"), run: serializeRun(busy, schedule) });
    }
    const run = active.find((r) => r.status === "queued") ?? newest[0];
    if (triggerOf(c.env) === "github") {
      await db.batch([dispatchStatement(db, run.id)]);
      const reason = await dispatchWorkflow(c.env, run.id);
      if (reason !== null) {
        await db.batch(triggerFailedStatements(db, user, run.id, reason));
        const failed = (await loadRun(db, run.id)) ?? run;
        throw new ApiError(502, { detail: say("publishTriggerFailed", { reason }), run: serializeRun(failed, schedule) });
      }
    }
    return c.json(serializeRun((await loadRun(db, run.id)) ?? run, schedule), 201);
  })
  .post("/publish/claim", async (c) => {
    await requirePublisher(c);
    const db = c.var.db;
    const schedule = scheduleOf(c.env);
    await db.batch(expire(db, c.env));
    // A scheduled run is not handed out before it is due, nor while another builds.
    const next = await dueQueued(db, schedule);
    if (!next) return c.body(null, 204);
    const [claimed] = await db.batch(claimStatements(db, next.id));
    // Another publisher took it first.
    if (claimed.length === 0) return c.body(null, 204);
    return c.json(serializeRun(claimed[0], schedule));
  })
  .post("/publish/:id{[0-9]+}/progress", async (c) => {
    await requirePublisher(c);
    const db = c.var.db;
    const id = pathId(c);
    const report = await jsonBody(c, publishProgressInput);
    const run = await loadRun(db, id);
    if (!run) throw notFound();
    const why = refusal(run.status, report.status);
    if (why) throw conflict(say(why === "finished" ? "publishFinished" : "publishNotStarted"));
    const [update] = await db.batch(reportStatements(db, run, report));
    if (update.meta.changes === 0) throw conflict(say("publishChanged"));
    // The super admin who started it is told it finished (runs.ts runNotice).
    if (run.requested_by !== null && (report.status === "done" || report.status === "failed")) handOverAfterResponse(c, [run.requested_by]);
    return c.json(serializeRun((await loadRun(db, id)) ?? run, scheduleOf(c.env)));
  });
