// GET /audit/: the audit log, newest first. A super admin sees every record; a store's owner
// the records of their stores; anyone else with a merchant role sees an empty list.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { auditLog } from "../../db/schema";
import { auditFilters, type AuditEntry } from "#contract/audit";
import { requireRole } from "../auth/middleware";
import type { AppEnv } from "../env";
import { ownedStoreScope } from "../lib/access";
import { pagedResponse, readPage } from "../lib/paging";
import { check } from "../lib/validate";

type Row = typeof auditLog.$inferSelect;

const serialize = (r: Row): AuditEntry => ({
  id: r.id,
  created_at: r.created_at,
  actor: { id: r.actor_id, username: r.actor_username },
  action: r.action,
  object: r.object_type,
  object_id: r.object_id,
  store: r.store_id,
  before: (r.before as AuditEntry["before"]) ?? null,
  after: (r.after as AuditEntry["after"]) ?? null,
});

export const auditRoutes = new Hono<AppEnv>().get("/audit", async (c) => {
  const db = c.var.db;
  const user = requireRole(c, "super_admin", "branch_owner");
  const given = Object.fromEntries(Object.entries(c.req.query()).filter(([k, v]) => k in auditFilters.shape && v.trim() !== ""));
  const f = check(auditFilters, given);
  const page = readPage(c);
  const conditions: (SQL | undefined)[] = [ownedStoreScope(db, user, auditLog.store_id)];
  if (f.object !== undefined) conditions.push(eq(auditLog.object_type, f.object));
  if (f.object_id !== undefined) conditions.push(eq(auditLog.object_id, f.object_id));
  if (f.actor !== undefined) conditions.push(eq(auditLog.actor_id, f.actor));
  if (f.store !== undefined) conditions.push(eq(auditLog.store_id, f.store));
  if (f.action !== undefined) conditions.push(eq(auditLog.action, f.action));
  const where = and(...conditions);
  const [[{ total }], rows] = await db.batch([
    db.select({ total: count() }).from(auditLog).where(where),
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset),
  ]);
  return c.json(pagedResponse(c, page, total, rows.map(serialize)));
});
