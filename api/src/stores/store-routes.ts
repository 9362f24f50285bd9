// /stores/: public reads (by id or slug); a super admin creates, edits and deletes stores;
// a store's owner edits its settings, except owner and slug (api/src/lib/access.ts).
import { and, asc, count, eq, or, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { stores, themes } from "../../db/schema";
import { STORE_ADMIN_FIELDS, storeCreateInput, storePatchInput, storePutInput } from "#contract/stores";
import { searchTerms } from "#shared/normalize";
import { requireRole } from "../auth/middleware";
import type { AppEnv } from "../env";
import { auditStatement, diff, snapshot } from "../audit/record";
import { assertOwnsStore } from "../lib/access";
import { badRequest, forbidden } from "../lib/errors";
import { say } from "../lib/said";
import { pagedResponse, readPage } from "../lib/paging";
import { containsText } from "../lib/sql-text";
import { defined, runBatch, sameText, type Statement } from "./db-helpers";
import { check, jsonBody, jsonObject } from "../lib/validate";
import { findStore, freeSlug, loadStore, serializeStores, storeConflicts } from "./store-queries";
import { discardImages } from "./theme-payload";
import { promoteStatement } from "./manager";
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

async function updateStore(c: Context<AppEnv>, schema: typeof storePatchInput | typeof storePutInput) {
  const db = c.var.db;
  const user = requireRole(c, "super_admin", "branch_owner");
  const store = await findStore(db, c.req.param("id") ?? "");
  await assertOwnsStore(db, user, store.id, say("ownerOnlySettings"));
  const raw = await jsonObject(c);
  const admin = user.role === "super_admin";
  if (!admin && STORE_ADMIN_FIELDS.some((field) => field in raw)) throw forbidden(say("adminOnlyOwnerOrSlug"));
  const { theme, owner, ...fields } = check(schema, raw);
  const switchTo = theme?.id !== undefined && theme.id !== store.theme_id ? theme.id : undefined;
  if (switchTo !== undefined && !admin) throw forbidden(say("adminOnlyStoreTheme"));

  const errors = await storeConflicts(db, { name: fields.name, slug: fields.slug, owner, theme: switchTo }, store.id);
  if (errors) throw badRequest(errors);
  const set = defined({ ...fields, owner_id: owner, theme_id: switchTo });
  const statements: Statement[] = [];
  if (Object.keys(set).length) statements.push(db.update(stores).set(set).where(eq(stores.id, store.id)));
  if (owner != null) statements.push(promoteStatement(db, owner));
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
  await runBatch(db, statements);
  return c.json(await loadStore(db, store.id));
}

export const storeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.var.db;
    const page = readPage(c);
    const where = listFilters(c);
    const [[{ total }], rows] = await db.batch([
      db.select({ total: count() }).from(stores).where(where),
      db.select().from(stores).where(where).orderBy(asc(stores.id)).limit(page.limit).offset(page.offset),
    ]);
    return c.json(pagedResponse(c, page, total, await serializeStores(db, rows)));
  })
  .get("/:id", async (c) => {
    const db = c.var.db;
    const [out] = await serializeStores(db, [await findStore(db, c.req.param("id"))]);
    return c.json(out);
  })
  .post("/", async (c) => {
    const db = c.var.db;
    const user = requireRole(c, "super_admin");
    const { theme, owner, slug, ...fields } = await jsonBody(c, storeCreateInput);
    const errors = await storeConflicts(db, { name: fields.name, slug, owner });
    if (errors) throw badRequest(errors);
    const name = fields.name;
    // The store and its theme in one transaction; the store's name is unique, so it finds both rows.
    const values = { ...fields, slug: slug ?? (await freeSlug(db, name)), owner_id: owner ?? null };
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
      ...(owner == null ? [] : [promoteStatement(db, owner)]),
    ]);
    return c.json(await loadStore(db, row.id), 201);
  })
  .patch("/:id", (c) => updateStore(c, storePatchInput))
  .put("/:id", (c) => updateStore(c, storePutInput))
  .delete("/:id", async (c) => {
    const db = c.var.db;
    const user = requireRole(c, "super_admin");
    const store = await findStore(db, c.req.param("id"));
    // The store's themes go with it (the foreign key cascades); their images leave R2 after.
    const [removed] = await db.batch([
      db.select().from(themes).where(eq(themes.store_id, store.id)),
      db.delete(stores).where(eq(stores.id, store.id)),
      auditStatement(db, user, { action: "delete", object: "store", id: store.id, store: store.id, before: snapshot(store) }),
    ]);
    for (const t of removed) await discardImages(c.env, [t.logo, t.background_image_desktop]);
    return c.body(null, 204);
  });
