// Production's scheduled job (api/src/index.ts, every minute): hands an automatic run to GitHub's
// rebuild workflow once it is due and nothing else builds (ADR 0016, addendum). Locally the
// publisher claims the run itself (POST /publish/claim/), so this does nothing there.
// Safe to run twice at once: the run is marked dispatched by a guarded update first, and only the
// job whose update changed it calls GitHub.
import type { Db, Env } from "../env";
import { dispatchWorkflow, triggerOf } from "./github";
import { expire } from "./routes";
import { dispatchFailedStatements, dispatchStatement, dueQueued } from "./runs";
import { scheduleOf } from "./schedule";

/** The run handed to GitHub, or null when none was due (or another job took it). */
export async function dispatchDueRun(db: Db, env: Env): Promise<number | null> {
  if (triggerOf(env) !== "github") return null;
  await db.batch(expire(db, env));
  const due = await dueQueued(db, scheduleOf(env));
  if (!due) return null;
  const [marked] = await db.batch([dispatchStatement(db, due.id)]);
  if (marked.meta.changes === 0) return null;
  const reason = await dispatchWorkflow(env, due.id);
  if (reason !== null) await db.batch(dispatchFailedStatements(db, due.id, reason));
  return due.id;
}
