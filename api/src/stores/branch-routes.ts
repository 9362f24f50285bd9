// /branches/: anyone reads them; `?managed=true` narrows to the branches the caller runs
// (all of the stores they own, and those they manage). Only a super admin creates, edits,
// re-assigns the manager of, and deletes a branch; a branch with open orders is not deleted
// (409), and /delete-impact/ tells beforehand what a deletion would take.
import { and, count, eq, max, sql, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { branches } from "../../db/schema";
import { branchCreateInput, branchPatchInput, branchPutInput } from "#contract/stores";
import { requireRole, requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { auditStatement, diff, snapshot } from "../audit/record";
import { branchScope } from "../lib/access";
import { badRequest, conflict, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { pagedResponse, readPage } from "../lib/paging";
import { jsonBody, pathId } from "../lib/validate";
import { branchConflicts, deleteImpact, listBranches, loadBranch, noOpenOrder } from "./branch-queries";
import { ADMIN_PAGE_SIZE, defined, queryId, runBatch, type Statement } from "./db-helpers";
import { assignManagerStatements, demoteStatements, removeManagerStatements } from "./manager";

async function listFilters(c: Context<AppEnv>): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  const store = queryId(c.req.query("store"), "store");
  if (store !== undefined) conditions.push(eq(branches.store_id, store));
  if (["true", "1"].includes(c.req.query("managed") ?? "")) {
    const user = requireUser(c);
    conditions.push(branchScope(c.var.db, user, branches.id));
  }
  return and(...conditions);
}

async function updateBranch(c: Context<AppEnv>, schema: typeof branchPatchInput | typeof branchPutInput) {
  const db = c.var.db;
  const user = requireRole(c, "super_admin");
  const branch = await loadBranch(db, pathId(c));
  if (!branch) throw notFound();
  const { store, manager, theme, ...fields } = await jsonBody(c, schema);
  const errors = await branchConflicts(db, { store: store ?? branch.store, name: fields.name ?? branch.name, manager, theme }, branch.id);
  if (errors) throw badRequest(errors);

  // A branch moved to another store cannot keep its old store's theme.
  const dropTheme = store !== undefined && store !== branch.store && theme === undefined && branch.theme !== null;
  const set = defined({ ...fields, store_id: store, theme_id: dropTheme ? null : theme });
  const statements: Statement[] = [];
  const before = { ...branch, store_id: branch.store, theme_id: branch.theme, manager: branch.manager?.id ?? null };
  const change = diff(before, { ...set, manager });
  if (Object.keys(set).length) statements.push(db.update(branches).set(set).where(eq(branches.id, branch.id)));
  const was = branch.manager?.id;
  if (manager === null) statements.push(...removeManagerStatements(db, user, branch.id, was));
  else if (manager !== undefined && manager !== was) statements.push(...assignManagerStatements(db, user, branch.id, manager, was));
  if (statements.length && Object.keys(change.after).length) {
    statements.push(auditStatement(db, user, { action: "update", object: "branch", id: branch.id, store: branch.store, ...change, guarded: false }));
  }
  await runBatch(db, statements);
  return c.json(await loadBranch(db, branch.id));
}

export const branchRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.var.db;
    const page = readPage(c, ADMIN_PAGE_SIZE);
    const where = await listFilters(c);
    const [{ total }] = await db.select({ total: count() }).from(branches).where(where);
    return c.json(pagedResponse(c, page, total, await listBranches(db, where, page.limit, page.offset)));
  })
  .get("/:id", async (c) => {
    const branch = await loadBranch(c.var.db, pathId(c));
    if (!branch) throw notFound();
    return c.json(branch);
  })
  .post("/", async (c) => {
    const db = c.var.db;
    const user = requireRole(c, "super_admin");
    const { store, manager, theme, ...fields } = await jsonBody(c, branchCreateInput);
    const errors = await branchConflicts(db, { store, name: fields.name, manager, theme });
    if (errors) throw badRequest(errors);
    const insert = db
      .insert(branches)
      .values({ ...defined(fields), name: fields.name, store_id: store, theme_id: theme ?? null })
      .returning({ id: branches.id });
    // The new branch's id inside the batch: its name is unique within its store.
    const newId = sql`(${db
      .select({ id: max(branches.id) })
      .from(branches)
      .where(and(eq(branches.store_id, store), eq(branches.name, fields.name)))})`;
    const managerStatements = manager == null ? [] : assignManagerStatements(db, user, newId, manager);
    const after = { ...defined(fields), store_id: store, theme_id: theme ?? null, manager: manager ?? null };
    const audit = auditStatement(db, user, { action: "create", object: "branch", id: newId, store, after });
    const [[row]] = (await runBatch(db, [insert, audit, ...managerStatements])) as [{ id: number }[]];
    return c.json(await loadBranch(db, row.id), 201);
  })
  .put("/:id", (c) => updateBranch(c, branchPutInput))
  .patch("/:id", (c) => updateBranch(c, branchPatchInput))
  .get("/:id/delete-impact", async (c) => {
    requireRole(c, "super_admin");
    const impact = await deleteImpact(c.var.db, pathId(c));
    if (!impact) throw notFound();
    return c.json(impact);
  })
  .delete("/:id", async (c) => {
    const db = c.var.db;
    const user = requireRole(c, "super_admin");
    const branch = await loadBranch(db, pathId(c));
    if (!branch) throw notFound();
    const { manager, store, theme, store_name: _, store_name_ar: __, ...fields } = branch;
    // The check is the delete's own condition, so an order placed meanwhile still stops it.
    // Its listings go with it (the foreign keys cascade), its closed orders keep their record.
    const [deleted] = (await runBatch(db, [
      db
        .delete(branches)
        .where(and(eq(branches.id, branch.id), noOpenOrder(db, branch.id)))
        .returning({ id: branches.id }),
      auditStatement(db, user, {
        action: "delete",
        object: "branch",
        id: branch.id,
        store,
        before: snapshot({ ...fields, store_id: store, theme_id: theme, manager: manager?.id ?? null }),
      }),
      ...demoteStatements(db, user, [manager?.id]),
    ])) as [{ id: number }[]];
    if (deleted.length === 0) {
      const impact = await deleteImpact(db, branch.id);
      if (!impact) throw notFound();
      throw conflict(say("branchHasOpenOrders", { count: impact.open_orders }));
    }
    return c.body(null, 204);
  });
