// The audit log's one writer. Every change a merchant or a super admin makes adds one row
// to `audit_log` in the SAME batch as the change (one D1 transaction), so the record and the
// change are never one without the other.
//
// The row is written only if the statement just before it changed something (SQLite's
// `changes()`), so a guarded write that matched nothing – a lost race, an insert that hit
// its unique index – leaves no record of a change that did not happen. Put the audit
// statement directly after the statement it describes.
import { and, eq, sql } from "drizzle-orm";
import { auditLog, users } from "../../db/schema";
import type { Change } from "./change";
import { objectNameSql } from "./names";
import type { AuthUser, Db } from "../env";

export type { AuditAction, Change } from "./change";

const json = (value: Record<string, unknown> | null | undefined) => (value == null ? null : JSON.stringify(value));

export function auditStatement(db: Db, actor: AuthUser, change: Change) {
  const name = objectNameSql(change);
  // Selected from the actor's own row: exactly one row, and the name as it is now.
  return db.insert(auditLog).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        actor_id: users.id,
        actor_username: users.username,
        action: sql<string>`${change.action}`.as("action"),
        object_type: sql<string>`${change.object}`.as("object_type"),
        object_id: sql<number>`${change.id}`.as("object_id"),
        object_name: sql<string | null>`${name.en}`.as("object_name"),
        object_name_ar: sql<string | null>`${name.ar}`.as("object_name_ar"),
        store_id: sql<number | null>`${change.store}`.as("store_id"),
        before: sql<string | null>`${json(change.before)}`.as("before"),
        after: sql<string | null>`${json(change.after)}`.as("after"),
        created_at: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
      })
      .from(users)
      .where(and(eq(users.id, actor.id), change.guarded === false ? undefined : sql`changes() > 0`)),
  );
}

/** The fields of `after` that differ from `before`, as a before/after pair of the same keys. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || key === "updated_at" || key === "search_text") continue;
    if (JSON.stringify(before[key]) === JSON.stringify(value)) continue;
    was[key] = before[key] ?? null;
    now[key] = value;
  }
  return { before: was, after: now };
}

/** A row without the columns that say nothing to a reader (derived search text, timestamps). */
export function snapshot(row: Record<string, unknown>): Record<string, unknown> {
  const { search_text: _s, updated_at: _u, created_at: _c, ...rest } = row;
  return rest;
}
