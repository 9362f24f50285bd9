// /users/: the super admin's people picker (a branch's manager, a store's owner). It finds
// people by a piece of their username or e-mail address, any case; exact matches first, then
// by username. Only the picker's fields leave: never a password hash or a token version.
import { asc, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { say } from "#contract/said";
import { auditStatement } from "../audit/record";
import { notFound } from "../lib/errors";
import { pathId } from "../lib/validate";
import { refusalsInLastYear } from "../orders/refusals";
import type { Context } from "hono";
import { Hono } from "hono";
import { users } from "../../db/schema";
import { userListQuery } from "#contract/users";
import { requireRole } from "../auth/middleware";
import type { AppEnv } from "../env";
import { pagedResponse, readPage } from "../lib/paging";
import { containsText } from "../lib/sql-text";
import { check } from "../lib/validate";
import { ADMIN_PAGE_SIZE, sameText } from "../stores/db-helpers";

const summary = {
  id: users.id,
  username: users.username,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  role: users.role,
};

/** The search as given, trimmed; "" is no search. */
function searchOf(c: Context): string {
  const { search } = check(userListQuery, { search: c.req.query("search") });
  return search?.trim() ?? "";
}

export const usersRoutes = new Hono<AppEnv>();

// The refusal rule (docs/decisions/0033): a super admin clears it for a customer; refusals
// before now stop counting (the history rows stay), in one batch with its audit record.
usersRoutes.post("/users/:id/refusals/clear", async (c) => {
  const db = c.var.db;
  const admin = requireRole(c, "super_admin");
  const id = pathId(c);
  const person = await db.select({ cleared: users.refusals_cleared_at }).from(users).where(eq(users.id, id)).get();
  if (!person) throw notFound();
  const stamp = new Date().toISOString();
  await db.batch([
    db.update(users).set({ refusals_cleared_at: stamp }).where(eq(users.id, id)),
    auditStatement(db, admin, {
      action: "update",
      object: "user",
      id,
      store: null,
      before: { refusals_cleared_at: person.cleared },
      after: { refusals_cleared_at: stamp },
    }),
  ]);
  return c.json({ detail: say("refusalsCleared"), refusals: await refusalsInLastYear(db, id), cleared_at: stamp });
});

usersRoutes.get("/users", async (c) => {
  const db = c.var.db;
  requireRole(c, "super_admin");
  const search = searchOf(c);
  const page = readPage(c, ADMIN_PAGE_SIZE);
  const where: SQL | undefined = search ? or(containsText(users.username, search), containsText(users.email, search)) : undefined;
  // Exact matches first: typing someone's whole username or e-mail puts them at the top.
  const exact = search ? [desc(sql`coalesce(${sameText(users.username, search)} or ${sameText(users.email, search)}, 0)`)] : [];
  const [[{ total }], rows] = await db.batch([
    db.select({ total: count() }).from(users).where(where),
    db
      .select(summary)
      .from(users)
      .where(where)
      .orderBy(...exact, asc(sql`lower(${users.username})`), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return c.json(pagedResponse(c, page, total, rows));
});
