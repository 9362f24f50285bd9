// /responsibles/: the Managers tab. A super admin sees, assigns, changes and removes branch
// managers; a merchant sees the rows of the branches they run (a store's owner: every
// branch of the store; a manager: their own rows); a search narrows either (responsible-search.ts).
// POST to a branch that already has a manager is a 409 (assigning must not silently unseat
// someone); PATCH/PUT that moves a row onto a managed branch replaces that branch's manager, as
// an explicit edit. Whoever loses their last link this way goes back to customer (manager.ts).
import { and, count, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { branches, responsibles } from "../../db/schema";
import { responsibleCreateInput, responsiblePatchInput, responsiblePutInput, responsibleSearchQuery } from "#contract/stores";
import { requireRole } from "../auth/middleware";
import type { AppEnv } from "../env";
import { auditStatement, diff, snapshot } from "../audit/record";
import { branchScope } from "../lib/access";
import { badRequest, conflict, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { pagedResponse, readPage } from "../lib/paging";
import { check, jsonBody, pathId } from "../lib/validate";
import { ADMIN_PAGE_SIZE, defined, queryId, rowExists, runBatch, unknownPk } from "./db-helpers";
import { DEFAULT_ROLE, demoteStatements, promoteStatements } from "./manager";
import { listResponsibles, loadResponsible, resolveUser } from "./responsible-queries";
import { responsibleMatches } from "./responsible-search";
const REQUIRED = say("required");

const storeOfBranch = (branchId: number) => sql`(select ${branches.store_id} from ${branches} where ${branches.id} = ${branchId})`;

async function updateResponsible(c: Context<AppEnv>, schema: typeof responsiblePatchInput | typeof responsiblePutInput, full: boolean) {
  const db = c.var.db;
  const actor = requireRole(c, "super_admin");
  const id = pathId(c);
  const row = await db.select().from(responsibles).where(eq(responsibles.id, id)).get();
  if (!row) throw notFound();
  const body = await jsonBody(c, schema);
  const user = await resolveUser(db, body);
  if (user && "errors" in user) throw badRequest(user.errors);
  if (!user && full) throw badRequest({ user: [REQUIRED] });
  if (body.branch !== undefined && !(await rowExists(db, branches, branches.id, body.branch))) throw badRequest({ branch: [unknownPk(body.branch)] });

  const userId = user?.id ?? row.user_id;
  const branchId = body.branch ?? row.branch_id;
  const role = body.role ?? (full ? DEFAULT_ROLE : undefined);
  const change = diff(row, { user_id: userId, branch_id: branchId, role });
  // The manager this row replaces on its new branch, if any: they may lose their last link too.
  const displaced = await db
    .select({ user: responsibles.user_id })
    .from(responsibles)
    .where(and(eq(responsibles.branch_id, branchId), ne(responsibles.id, id)))
    .get();
  await runBatch(db, [
    // Moving onto a branch that has a manager replaces them (one manager per branch).
    db.delete(responsibles).where(and(eq(responsibles.branch_id, branchId), ne(responsibles.id, id))),
    db
      .update(responsibles)
      .set(defined({ user_id: userId, branch_id: branchId, role }))
      .where(eq(responsibles.id, id)),
    auditStatement(db, actor, { action: "update", object: "manager", id, store: storeOfBranch(branchId), ...change }),
    ...promoteStatements(db, actor, userId),
    ...demoteStatements(db, actor, [row.user_id, displaced?.user]),
  ]);
  return c.json(await loadResponsible(db, id));
}

export const responsibleRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.var.db;
    const user = requireRole(c, "super_admin", "branch_owner");
    const page = readPage(c, ADMIN_PAGE_SIZE);
    const conditions: (SQL | undefined)[] = [];
    conditions.push(branchScope(db, user, responsibles.branch_id));
    const branch = queryId(c.req.query("branch"), "branch");
    if (branch !== undefined) conditions.push(eq(responsibles.branch_id, branch));
    const search = check(responsibleSearchQuery, { search: c.req.query("search") }).search?.trim();
    if (search) conditions.push(responsibleMatches(db, search));
    const where = and(...conditions);
    const [{ total }] = await db.select({ total: count() }).from(responsibles).where(where);
    return c.json(pagedResponse(c, page, total, await listResponsibles(db, where, page.limit, page.offset)));
  })
  .get("/:id", async (c) => {
    const user = requireRole(c, "super_admin", "branch_owner");
    const db = c.var.db;
    // Rows of branches the caller does not run are private: 404, as for a missing row.
    const [row] = await listResponsibles(db, and(eq(responsibles.id, pathId(c)), branchScope(db, user, responsibles.branch_id)), 1, 0);
    if (!row) throw notFound();
    return c.json(row);
  })
  .post("/", async (c) => {
    const db = c.var.db;
    const actor = requireRole(c, "super_admin");
    const body = await jsonBody(c, responsibleCreateInput);
    const user = await resolveUser(db, body);
    if (!user) throw badRequest({ user: [REQUIRED] });
    if ("errors" in user) throw badRequest(user.errors);
    if (!(await rowExists(db, branches, branches.id, body.branch))) throw badRequest({ branch: [unknownPk(body.branch)] });
    if (await db.select({ id: responsibles.id }).from(responsibles).where(eq(responsibles.branch_id, body.branch)).get()) {
      throw conflict(say("branchHasManager"));
    }
    const [[created]] = (await runBatch(db, [
      db
        .insert(responsibles)
        .values({ user_id: user.id, branch_id: body.branch, role: body.role ?? DEFAULT_ROLE })
        .returning({ id: responsibles.id }),
      auditStatement(db, actor, {
        action: "create",
        object: "manager",
        id: sql`(select ${responsibles.id} from ${responsibles} where ${responsibles.branch_id} = ${body.branch})`,
        store: storeOfBranch(body.branch),
        after: { user_id: user.id, branch_id: body.branch, role: body.role ?? DEFAULT_ROLE },
      }),
      ...promoteStatements(db, actor, user.id),
    ])) as [{ id: number }[]];
    return c.json(await loadResponsible(db, created.id), 201);
  })
  .patch("/:id", (c) => updateResponsible(c, responsiblePatchInput, false))
  .put("/:id", (c) => updateResponsible(c, responsiblePutInput, true))
  .delete("/:id", async (c) => {
    const actor = requireRole(c, "super_admin");
    const db = c.var.db;
    const row = await db
      .select()
      .from(responsibles)
      .where(eq(responsibles.id, pathId(c)))
      .get();
    if (!row) throw notFound();
    await runBatch(db, [
      db.delete(responsibles).where(eq(responsibles.id, row.id)),
      auditStatement(db, actor, { action: "delete", object: "manager", id: row.id, store: storeOfBranch(row.branch_id), before: snapshot(row) }),
      ...demoteStatements(db, actor, [row.user_id]),
    ]);
    return c.body(null, 204);
  });
