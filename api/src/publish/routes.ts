// /publish/: a super admin asks for the prerendered storefront to be rebuilt and follows how it
// goes; the rebuilder (no user: it sends the service secret) takes the run and reports on it.
// docs/decisions/0016.
//   GET  /publish/                the run under way and the last runs (super admin)
//   POST /publish/                a new run, 409 while one is queued or building (super admin)
//   POST /publish/claim/          the local publisher takes the oldest queued run (secret)
//   POST /publish/{id}/progress/  building, where it is, done with the page count or failed with why (secret)
import { Hono } from "hono";
import { publishProgressInput } from "#contract/publish";
import { requireRole } from "../auth/middleware";
import type { AppEnv, Env } from "../env";
import { ApiError, conflict, notFound } from "../lib/errors";
import { say } from "../lib/said";
import { jsonBody, pathId } from "../lib/validate";
import { dispatchWorkflow, triggerOf } from "./github";
import {
  ACTIVE,
  claimStatements,
  createStatements,
  expireStatements,
  latestRuns,
  loadRun,
  oldestQueued,
  type Patience,
  refusal,
  reportStatements,
  serializeRun,
  triggerFailedStatements,
} from "./runs";
import { requirePublisher } from "./secret";

/**
 * How long a run may go unattended. The local publisher looks every 2 seconds and reports at
 * least every 20 while it builds; the workflow may wait behind a scheduled rebuild (one deploy
 * at a time) and reports only between its steps, within its 30-minute limit.
 */
const PATIENCE: Record<ReturnType<typeof triggerOf>, Patience> = {
  local: { queued: 3, building: 3 },
  github: { queued: 45, building: 45 },
};
const patience = (env: Env) => PATIENCE[triggerOf(env)];

export const publishRoutes = new Hono<AppEnv>()
  .get("/publish", async (c) => {
    requireRole(c, "super_admin");
    const db = c.var.db;
    await db.batch(expireStatements(db, patience(c.env)));
    const rows = await latestRuns(db);
    // No run starts while another is under way, so the one under way is the newest.
    const current = rows[0] && ACTIVE.includes(rows[0].status) ? serializeRun(rows[0]) : null;
    return c.json({ current, runs: rows.map(serializeRun), trigger: triggerOf(c.env) });
  })
  .post("/publish", async (c) => {
    const user = requireRole(c, "super_admin");
    const db = c.var.db;
    const [, , inserted, , newest] = await db.batch([...expireStatements(db, patience(c.env)), ...createStatements(db, user), latestRuns(db, 1)]);
    const run = newest[0];
    // A second press while a run is under way starts nothing: the answer names that run.
    if (inserted.meta.changes === 0) throw conflict({ detail: say("publishBusy"), run: serializeRun(run) });
    if (triggerOf(c.env) === "github") {
      const reason = await dispatchWorkflow(c.env, run.id);
      if (reason !== null) {
        await db.batch(triggerFailedStatements(db, user, run.id, reason));
        const failed = (await loadRun(db, run.id)) ?? run;
        throw new ApiError(502, { detail: say("publishTriggerFailed", { reason }), run: serializeRun(failed) });
      }
    }
    return c.json(serializeRun(run), 201);
  })
  .post("/publish/claim", async (c) => {
    await requirePublisher(c);
    const db = c.var.db;
    await db.batch(expireStatements(db, patience(c.env)));
    const next = await oldestQueued(db);
    if (!next) return c.body(null, 204);
    const [claimed] = await db.batch(claimStatements(db, next.id));
    // Another publisher took it first.
    if (claimed.length === 0) return c.body(null, 204);
    return c.json(serializeRun(claimed[0]));
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
    return c.json(serializeRun((await loadRun(db, id)) ?? run));
  });
