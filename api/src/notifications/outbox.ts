// The outbox's one writer (docs/decisions/0025). A notification is a row of `notifications`
// added by a statement the caller puts in the SAME D1 batch as the change that causes it: the
// batch is one transaction, so a change that fails notifies no one and a change that commits is
// never forgotten. `notify` returns the statement; it runs nothing.
//
// The row is written from the recipient's own row (no row if they are gone), and, when
// `guarded`, only if the statement just before it changed something (SQLite's `changes()`, as
// the audit log does): put it directly after the statement it describes.
import { and, eq, inArray, is, SQL, sql } from "drizzle-orm";
import { union } from "drizzle-orm/sqlite-core";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import type { NotificationEvent, NotificationKind } from "#contract/notifications";
import { branches, notifications, responsibles, stores, users } from "../../db/schema";
import type { AppEnv, Db } from "../env";
import { handOver } from "./queue";

const NOW = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Rows to notify from, read in SQL: each row of `from` joined to its recipient's user row by `on`. */
export interface OutboxSource {
  from: SQLiteTable;
  /** How a row of `from` names its recipient (`eq(users.id, publishRuns.requested_by)`). */
  on: SQL;
  /** The payload as JSON text (`json_object(...)` over `from`'s columns). */
  payload: SQL;
  where?: SQL;
}

/** The people who run branch `branchId`: its store's owner and its manager (once each, when one person is both). */
export const staffOf = (db: Db, branchId: number | SQL) =>
  union(
    db.select({ id: stores.owner_id }).from(stores).innerJoin(branches, eq(branches.store_id, stores.id)).where(eq(branches.id, branchId)),
    db.select({ id: responsibles.user_id }).from(responsibles).where(eq(responsibles.branch_id, branchId)),
  );

/** One recipient by id; the payload may be SQL over their user row (`users.email` before a change), and `where` a condition on it. */
type Single = { to: number; payload: Record<string, unknown> | SQL; where?: SQL };
type Staff = { staffOf: number | SQL; payload: Record<string, unknown> | SQL };
type Source = Single | Staff | OutboxSource;

function outboxInsert(db: Db, kind: NotificationKind, source: Source, guarded: boolean) {
  const payload = is(source.payload, SQL) ? source.payload : JSON.stringify(source.payload);
  const select = db.select({
    id: sql<number>`null`.as("id"),
    user_id: users.id,
    kind: sql<string>`${kind}`.as("kind"),
    payload: sql<string>`${payload}`.as("payload"),
    created_at: NOW.as("created_at"),
    read_at: sql<string | null>`null`.as("read_at"),
    handed_at: sql<string | null>`null`.as("handed_at"),
    done_at: sql<string | null>`null`.as("done_at"),
  });
  const guard = guarded ? sql`changes() > 0` : undefined;
  const query =
    "from" in source
      ? select.from(source.from).innerJoin(users, source.on).where(and(source.where, guard))
      : "staffOf" in source
        ? select.from(users).where(and(inArray(users.id, staffOf(db, source.staffOf)), guard))
        : select.from(users).where(and(eq(users.id, source.to), source.where, guard));
  return db.insert(notifications).select(query);
}

/** An event for `notify`: its payload given, or read in SQL (`json_object(...)`) in the same batch. */
export type OutboxEvent = NotificationEvent | { [K in NotificationKind]: { kind: K; to: number; payload: SQL } }[NotificationKind];

/** The statement that adds `event` to the outbox, for the caller's batch. */
export function notify(db: Db, event: OutboxEvent, { guarded = false } = {}) {
  return outboxInsert(db, event.kind, { to: event.to, payload: event.payload as Record<string, unknown> | SQL }, guarded);
}

/** `on` for notifyFrom: every person who runs the branch `branchColumn` names (its store's owner, its manager), once each. */
export const staffOn = (db: Db, branchColumn: SQLiteColumn) => inArray(users.id, staffOf(db, sql`${branchColumn}`));

/**
 * The statement that notifies the people who run a branch (its store's owner, its manager) of
 * `event`: a new order, a customer's cancellation, low stock. One notification each.
 */
export function notifyBranchStaff<K extends NotificationEvent["kind"]>(
  db: Db,
  branchId: number | SQL,
  event: { kind: K; payload: Extract<NotificationEvent, { kind: K }>["payload"] | SQL },
  { guarded = false } = {},
) {
  return outboxInsert(db, event.kind, { staffOf: branchId, payload: event.payload as Record<string, unknown> | SQL }, guarded);
}

/**
 * The statement that notifies user `to` of `kind` if `where` holds of their row, the payload
 * read from it: put it BEFORE the change, to tell what was there (an e-mail address changed).
 */
export function notifyIf(db: Db, kind: NotificationKind, single: Required<Single>) {
  return outboxInsert(db, kind, single, false);
}

/**
 * The statement that adds one notification of `kind` for each row `source` selects (a publish
 * run's requester, a branch's staff): recipient and payload read in SQL, in the same batch.
 */
export function notifyFrom(db: Db, kind: NotificationKind, source: OutboxSource, { guarded = false } = {}) {
  return outboxInsert(db, kind, source, guarded);
}

/**
 * After the answer is sent, hands the new notifications of `recipients` to the queue (the
 * minute's sweep hands over anything this misses). Call it once the batch has committed.
 */
export function handOverAfterResponse(c: Context<AppEnv>, recipients: number[]) {
  let ctx: { waitUntil(p: Promise<unknown>): void };
  try {
    ctx = c.executionCtx;
  } catch {
    return; // no execution context (a direct call in a test): the sweep will do it
  }
  ctx.waitUntil(handOver(c.env, { recipients }).catch((err) => console.error("notifications: hand-over failed", err)));
}
