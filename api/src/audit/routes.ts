// GET /audit/: the audit log, newest first. A super admin sees every record; a store's owner
// the records of their stores; anyone else with a merchant role sees an empty list.
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { Hono } from "hono";
import {
  auditLog,
  type AuditObject,
  branches,
  branchProducts,
  categories,
  codPolicyDefault,
  offerImports,
  orders,
  products,
  publishRuns,
  responsibles,
  stores,
  themes,
  users,
} from "../../db/schema";
import type { Db } from "../env";
import { auditFilters, type AuditEntry } from "#contract/audit";
import { requireRole } from "../auth/middleware";
import type { AppEnv } from "../env";
import { ownedStoreScope } from "../lib/access";
import { pagedResponse, readPage } from "../lib/paging";
import { check } from "../lib/validate";

type Row = typeof auditLog.$inferSelect;

/** Each kind of object's table, by its id column. */
const ID_COLUMNS: Record<AuditObject, SQLiteColumn> = {
  product: products.id,
  listing: branchProducts.id,
  order: orders.id,
  branch: branches.id,
  manager: responsibles.id,
  store: stores.id,
  theme: themes.id,
  category: categories.id,
  user: users.id,
  publish: publishRuns.id,
  marketplace: codPolicyDefault.id,
  offer_import: offerImports.id,
};

/** Which of a page's objects are still there ("type:id"): one query per kind of object on the page. */
async function stillThere(db: Db, rows: Row[]): Promise<Set<string>> {
  const ids = new Map<AuditObject, Set<number>>();
  for (const r of rows) if (r.object_id !== null) (ids.get(r.object_type) ?? ids.set(r.object_type, new Set()).get(r.object_type)!).add(r.object_id);
  const kinds = [...ids.keys()];
  if (kinds.length === 0) return new Set();
  const queries = kinds.map((kind) => {
    const column = ID_COLUMNS[kind];
    return db
      .select({ id: column })
      .from(column.table)
      .where(inArray(column, [...ids.get(kind)!]));
  });
  const answers = await db.batch(queries as [(typeof queries)[number], ...(typeof queries)[number][]]);
  return new Set(answers.flatMap((found, i) => (found as { id: number }[]).map((r) => `${kinds[i]}:${r.id}`)));
}

const serialize = (r: Row, there: Set<string>): AuditEntry => ({
  id: r.id,
  created_at: r.created_at,
  actor: { id: r.actor_id, username: r.actor_username },
  action: r.action,
  object: r.object_type,
  object_id: r.object_id,
  object_name: r.object_name,
  object_name_ar: r.object_name_ar,
  object_exists: r.object_id !== null && there.has(`${r.object_type}:${r.object_id}`),
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
  const there = await stillThere(db, rows);
  return c.json(
    pagedResponse(
      c,
      page,
      total,
      rows.map((r) => serialize(r, there)),
    ),
  );
});
