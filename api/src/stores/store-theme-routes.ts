// POST /stores/{id}/theme/: the admin Themes tab's save. Colours and, as a multipart form,
// a logo and a desktop background (JPEG or PNG, at most 5 MB) for the store's theme,
// which is created if the store has none. Same rights as editing the store: its owner.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { stores, themes } from "../../db/schema";
import { requireRole } from "../auth/middleware";
import type { AppEnv } from "../env";
import { auditStatement, diff } from "../audit/record";
import { assertOwnsStore } from "../lib/access";
import { notFound } from "../lib/errors";
import { defined, runBatch } from "./db-helpers";
import { findStore } from "./store-queries";
import { discardImages, readThemePayload, uploadThemeImages } from "./theme-payload";
import { serializeTheme, storeThemeStatements, THEME_OWNER_ONLY, themeOf } from "./theme-queries";

export const storeThemeRoutes = new Hono<AppEnv>().post("/:id/theme", async (c) => {
  const db = c.var.db;
  const user = requireRole(c, "super_admin", "branch_owner");
  const store = await findStore(db, c.req.param("id"));
  await assertOwnsStore(db, user, store.id, THEME_OWNER_ONLY);
  const { fields, images } = await readThemePayload(c);
  const before = store.theme_id === null ? undefined : await db.select().from(themes).where(eq(themes.id, store.theme_id)).get();

  const keys = await uploadThemeImages(c.env, `stores/${store.id}/theme`, images);
  try {
    const { name: _name, ...colours } = fields; // a store's theme is named after the store
    const values = defined({ ...colours, ...keys });
    const change = diff(before ?? {}, values);
    await runBatch(db, [
      ...storeThemeStatements(db, { ...store, theme_id: before?.id ?? null }, values),
      auditStatement(db, user, {
        action: before ? "update" : "create",
        object: "theme",
        id: themeOf(store.id),
        store: store.id,
        ...change,
        guarded: false,
      }),
    ]);
  } catch (err) {
    await discardImages(c.env, Object.values(keys));
    throw err;
  }
  if (before) await discardImages(c.env, [keys.logo && before.logo, keys.background_image_desktop && before.background_image_desktop]);
  const after = await db
    .select({ theme: themes })
    .from(stores)
    .innerJoin(themes, eq(themes.id, stores.theme_id))
    .where(eq(stores.id, store.id))
    .get();
  if (!after) throw notFound();
  return c.json(serializeTheme(after.theme));
});
