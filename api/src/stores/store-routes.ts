// /stores/: public reads (by id or slug); `?managed=true`, the stores the caller works in,
// each with their access; a super admin creates, edits and deletes stores (the owner named by
// id, e-mail or username); a store's owner edits its settings, except owner and slug
// (api/src/lib/access.ts). Naming an owner promotes them, replacing or deleting one may
// demote them (manager.ts).
import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { branches, responsibles, stores, themes } from "../../db/schema";
import { type ManagedStore, STORE_ADMIN_FIELDS, type StoreAccess, storeCreateInput, storePatchInput, storePutInput } from "#contract/stores";
import { searchTerms } from "#shared/normalize";
import { requireRole, requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { auditStatement, diff, snapshot } from "../audit/record";
import { assertOwnsStore, ownsStore, type Reach, reachOf, storeScope } from "../lib/access";
import { badRequest, forbidden } from "../lib/errors";
import { say } from "#contract/said";
import { pagedResponse, readPage } from "../lib/paging";
import { containsText } from "../lib/sql-text";
import { defined, runBatch, sameText, type Statement } from "./db-helpers";
import { check, jsonBody, jsonObject } from "../lib/validate";
import { findStore, freeSlug, loadStore, resolveOwner, serializeStores, storeConflicts } from "./store-queries";
import { discardImages } from "./theme-payload";
import { demoteStatements, promoteStatements } from "./manager";
import { newestThemeNamed, storeNamed, storeThemeStatements } from "./theme-queries";

function listFilters(c: Context): SQL | undefined {
  const { slug, name, search } = c.req.query();
  const conditions: (SQL | undefined)[] = [];
  if (slug) conditions.push(eq(stores.slug, slug.trim()));
  if (name?.trim()) conditions.push(sameText(stores.name, name.trim()));
  for (const term of search ? searchTerms(search) : []) {
    conditions.push(or(containsText(stores.name, term), containsText(stores.name_ar, term), containsText(stores.slug, term)));
  }
  return and(...conditions);
}

/**
 * `?managed=true`: the stores the caller works in (a super admin: all) and their reach, which
 * tells each store's access; undefined for the public list. A guest is refused (401).
 */
async function workedIn(c: Context<AppEnv>): Promise<{ where: SQL | undefined; reach: Reach } | undefined> {
  if (!["true", "1"].includes(c.req.query("managed") ?? "")) return undefined;
  const db = c.var.db;
  const user = requireUser(c);
  const reach = await reachOf(db, user);
  // A customer has no links that count (reachOf): nothing, whatever rows might name them.
  if (reach.admin) return { where: undefined, reach };
  return { where: user.role === "branch_owner" ? storeScope(db, user, stores.id) : sql`0`, reach };
}

async function updateStore(c: Context<AppEnv>, schema: typeof storePatchInput | typeof storePutInput) {
  const db = c.var.db;
  const user = requireRole(c, "super_admin", "branch_owner");
  const store = await findStore(db, c.req.param("id") ?? "");
  await assertOwnsStore(db, user, store.id, say("ownerOnlySettings"));
  const raw = await jsonObject(c);
  const admin = user.role === "super_admin";
  if (!admin && STORE_ADMIN_FIELDS.some((field) => field in raw)) throw forbidden(say("adminOnlyOwnerOrSlug"));
  const { theme, owner, owner_email, owner_username, ...fields } = check(schema, raw);
  const switchTo = theme?.id !== undefined && theme.id !== store.theme_id ? theme.id : undefined;
  if (switchTo !== undefined && !admin) throw forbidden(say("adminOnlyStoreTheme"));

  const named = await resolveOwner(db, { owner, owner_email, owner_username });
  const conflicts = await storeConflicts(db, { name: fields.name, slug: fields.slug, theme: switchTo }, store.id);
  const errors = { ...("errors" in named && named.errors), ...conflicts };
  if (Object.keys(errors).length) throw badRequest(errors);
  const ownerId = "id" in named ? named.id : undefined;
  const set = defined({ ...fields, owner_id: ownerId, theme_id: switchTo });
  const statements: Statement[] = [];
  if (Object.keys(set).length) statements.push(db.update(stores).set(set).where(eq(stores.id, store.id)));
  // After the store's own audit row (below): each role change is audited by the statement before it.
  const roles =
    ownerId === undefined || ownerId === store.owner_id
      ? []
      : [...(ownerId === null ? [] : promoteStatements(db, user, ownerId)), ...demoteStatements(db, user, [store.owner_id])];
  const colours = defined({ primary_color: theme?.primary_color, secondary_color: theme?.secondary_color });
  if (theme) {
    const target = { id: store.id, name: fields.name ?? store.name, theme_id: switchTo ?? store.theme_id };
    statements.push(...storeThemeStatements(db, target, colours));
  }
  const themeId = switchTo ?? store.theme_id;
  const themeBefore = theme && themeId !== null ? await db.select().from(themes).where(eq(themes.id, themeId)).get() : undefined;
  const change = diff(
    { ...store, ...(themeBefore && { primary_color: themeBefore.primary_color, secondary_color: themeBefore.secondary_color }) },
    { ...set, ...colours },
  );
  if (statements.length && Object.keys(change.after).length) {
    statements.push(auditStatement(db, user, { action: "update", object: "store", id: store.id, store: store.id, ...change, guarded: false }));
  }
  await runBatch(db, [...statements, ...roles]);
  return c.json(await loadStore(db, store.id));
}

export const storeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.var.db;
    const page = readPage(c);
    const worked = await workedIn(c);
    const where = and(listFilters(c), worked?.where);
    const [[{ total }], rows] = await db.batch([
      db.select({ total: count() }).from(stores).where(where),
      db.select().from(stores).where(where).orderBy(asc(stores.id)).limit(page.limit).offset(page.offset),
    ]);
    const results = await serializeStores(db, rows, { logins: worked !== undefined || c.var.user?.role === "super_admin" });
    if (!worked) return c.json(pagedResponse(c, page, total, results));
    const access = (id: number): StoreAccess => (ownsStore(worked.reach, id) ? "owner" : "manager");
    return c.json(
      pagedResponse<ManagedStore>(
        c,
        page,
        total,
        results.map((s) => ({ ...s, access: access(s.id) })),
      ),
    );
  })
  .get("/:id", async (c) => {
    const db = c.var.db;
    const [out] = await serializeStores(db, [await findStore(db, c.req.param("id"))], { logins: c.var.user?.role === "super_admin" });
    return c.json(out);
  })
  .post("/", async (c) => {
    const db = c.var.db;
    const user = requireRole(c, "super_admin");
    const { theme, owner, owner_email, owner_username, slug, ...fields } = await jsonBody(c, storeCreateInput);
    const named = await resolveOwner(db, { owner, owner_email, owner_username });
    const conflicts = await storeConflicts(db, { name: fields.name, slug });
    const errors = { ...("errors" in named && named.errors), ...conflicts };
    if (Object.keys(errors).length) throw badRequest(errors);
    const ownerId = ("id" in named && named.id) || null;
    const name = fields.name;
    // The store and its theme in one transaction; the store's name is unique, so it finds both rows.
    const values = { ...fields, slug: slug ?? (await freeSlug(db, name)), owner_id: ownerId };
    const [[row]] = await db.batch([
      db.insert(stores).values(values).returning({ id: stores.id }),
      auditStatement(db, user, {
        action: "create",
        object: "store",
        id: storeNamed(name),
        store: storeNamed(name),
        after: { ...values, theme: theme ?? null },
      }),
      db.insert(themes).values({ ...defined({ ...theme }), name, store_id: storeNamed(name) }),
      db
        .update(stores)
        .set({ theme_id: newestThemeNamed(name) })
        .where(eq(stores.name, name)),
      ...(ownerId === null ? [] : promoteStatements(db, user, ownerId)),
    ]);
    return c.json(await loadStore(db, row.id), 201);
  })
  .patch("/:id", (c) => updateStore(c, storePatchInput))
  .put("/:id", (c) => updateStore(c, storePutInput))
  .delete("/:id", async (c) => {
    const db = c.var.db;
    const user = requireRole(c, "super_admin");
    const store = await findStore(db, c.req.param("id"));
    // Its owner and its branches' managers lose those links: each may go back to customer.
    const managers = await db
      .select({ id: responsibles.user_id })
      .from(responsibles)
      .innerJoin(branches, eq(branches.id, responsibles.branch_id))
      .where(eq(branches.store_id, store.id));
    // The store's themes go with it (the foreign key cascades); their images leave R2 after.
    const [removed] = (await runBatch(db, [
      db.select().from(themes).where(eq(themes.store_id, store.id)),
      db.delete(stores).where(eq(stores.id, store.id)),
      auditStatement(db, user, { action: "delete", object: "store", id: store.id, store: store.id, before: snapshot(store) }),
      ...demoteStatements(db, user, [store.owner_id, ...managers.map((m) => m.id)]),
    ])) as [(typeof themes.$inferSelect)[]];
    for (const t of removed) await discardImages(c.env, [t.logo, t.background_image_desktop]);
    return c.body(null, 204);
  });
