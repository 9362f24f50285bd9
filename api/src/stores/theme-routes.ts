// /themes/: a theme belongs to one store. A merchant reads the themes of the stores they
// work in (the branch form offers only those), a store's owner creates and edits them, a
// super admin all of it. Storefronts get a store's colours with the store itself.
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { stores, themes } from "../../db/schema";
import { requireRole } from "../auth/middleware";
import type { AppEnv } from "../env";
import { auditStatement, diff } from "../audit/record";
import { assertOwnsStore, assertWorksInStore, storeScope } from "../lib/access";
import { badRequest, forbidden, notFound } from "../lib/errors";
import { pagedResponse, readPage } from "../lib/paging";
import { pathId } from "../lib/validate";
import { say } from "#contract/said";
import { ADMIN_PAGE_SIZE, defined, queryId, rowExists, unknownPk } from "./db-helpers";
import { discardImages, readThemePayload, uploadThemeImages } from "./theme-payload";
import { serializeTheme, THEME_OWNER_ONLY } from "./theme-queries";

/** The theme at the path, after checking the caller may read it. */
async function readableTheme(c: Context<AppEnv>) {
  const user = requireRole(c, "super_admin", "branch_owner");
  const row = await c.var.db
    .select()
    .from(themes)
    .where(eq(themes.id, pathId(c)))
    .get();
  if (!row) throw notFound();
  if (row.store_id === null) {
    if (user.role !== "super_admin") throw forbidden();
  } else await assertWorksInStore(c.var.db, user, row.store_id);
  return { user, row };
}

export const themeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.var.db;
    const user = requireRole(c, "super_admin", "branch_owner");
    const page = readPage(c, ADMIN_PAGE_SIZE);
    const store = queryId(c.req.query("store"), "store");
    const where: SQL | undefined = and(storeScope(db, user, themes.store_id), store === undefined ? undefined : eq(themes.store_id, store));
    const [[{ total }], rows] = await db.batch([
      db.select({ total: count() }).from(themes).where(where),
      db.select().from(themes).where(where).orderBy(asc(themes.id)).limit(page.limit).offset(page.offset),
    ]);
    return c.json(pagedResponse(c, page, total, rows.map(serializeTheme)));
  })
  .get("/:id", async (c) => c.json(serializeTheme((await readableTheme(c)).row)))
  .post("/", async (c) => {
    const db = c.var.db;
    const user = requireRole(c, "super_admin", "branch_owner");
    const payload = await readThemePayload(c);
    const store = payload.store;
    if (store === undefined) throw badRequest({ store: [say("required")] });
    if (!(await rowExists(db, stores, stores.id, store))) throw badRequest({ store: [unknownPk(store)] });
    await assertOwnsStore(db, user, store, THEME_OWNER_ONLY);
    const keys = await uploadThemeImages(c.env, `stores/${store}/theme`, payload.images);
    try {
      const values = { ...defined(payload.fields), ...keys, store_id: store };
      const [[row]] = await db.batch([
        db.insert(themes).values(values).returning(),
        auditStatement(db, user, {
          action: "create",
          object: "theme",
          id: sql`(select max(${themes.id}) from ${themes} where ${themes.store_id} = ${store})`,
          store,
          after: values,
        }),
      ]);
      return c.json(serializeTheme(row), 201);
    } catch (err) {
      await discardImages(c.env, Object.values(keys));
      throw err;
    }
  })
  .patch("/:id", async (c) => {
    const db = c.var.db;
    const { user, row: before } = await readableTheme(c);
    const id = before.id;
    // A theme no store owns is already refused to all but a super admin.
    if (before.store_id !== null) await assertOwnsStore(db, user, before.store_id, THEME_OWNER_ONLY);
    const payload = await readThemePayload(c);
    if (payload.store !== undefined && payload.store !== before.store_id) throw badRequest({ store: [say("themeCannotMove")] });
    const keys = await uploadThemeImages(c.env, `themes/${id}`, payload.images);
    const values = { ...defined(payload.fields), ...keys };
    if (!Object.keys(values).length) return c.json(serializeTheme(before));
    const [[row]] = await db.batch([
      db.update(themes).set(values).where(eq(themes.id, id)).returning(),
      auditStatement(db, user, { action: "update", object: "theme", id, store: before.store_id, ...diff(before, values) }),
    ]);
    await discardImages(c.env, [keys.logo && before.logo, keys.background_image_desktop && before.background_image_desktop]);
    return c.json(serializeTheme(row));
  });
