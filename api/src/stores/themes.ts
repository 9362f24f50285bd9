// /themes/: anyone reads them (the branch form lists them); a super admin creates them; a
// super admin or the branch owner whose store or branch uses a theme edits it.
import { asc, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { themes } from "../../db/schema";
import { requireRole } from "../auth/middleware";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { pagedResponse, readPage } from "../lib/paging";
import { pathId } from "../lib/validate";
import { ADMIN_PAGE_SIZE, defined } from "./db-helpers";
import { discardImages, readThemePayload, uploadThemeImages } from "./theme-payload";
import { assertManagesTheme, serializeTheme } from "./theme-queries";

export const themeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.var.db;
    const page = readPage(c, ADMIN_PAGE_SIZE);
    const [[{ total }], rows] = await db.batch([
      db.select({ total: count() }).from(themes),
      db.select().from(themes).orderBy(asc(themes.id)).limit(page.limit).offset(page.offset),
    ]);
    return c.json(pagedResponse(c, page, total, rows.map(serializeTheme)));
  })
  .get("/:id", async (c) => {
    const row = await c.var.db.select().from(themes).where(eq(themes.id, pathId(c))).get();
    if (!row) throw notFound();
    return c.json(serializeTheme(row));
  })
  .post("/", async (c) => {
    requireRole(c, "super_admin");
    const payload = await readThemePayload(c);
    const keys = await uploadThemeImages(c.env, "themes", payload.images);
    try {
      const [row] = await c.var.db.insert(themes).values({ ...defined(payload.fields), ...keys }).returning();
      return c.json(serializeTheme(row), 201);
    } catch (err) {
      await discardImages(c.env, Object.values(keys));
      throw err;
    }
  })
  .patch("/:id", async (c) => {
    const db = c.var.db;
    const user = requireRole(c, "super_admin", "branch_owner");
    const id = pathId(c);
    const before = await db.select().from(themes).where(eq(themes.id, id)).get();
    if (!before) throw notFound();
    await assertManagesTheme(db, user, id);
    const payload = await readThemePayload(c);
    const keys = await uploadThemeImages(c.env, `themes/${id}`, payload.images);
    const values = { ...defined(payload.fields), ...keys };
    if (!Object.keys(values).length) return c.json(serializeTheme(before));
    const [row] = await db.update(themes).set(values).where(eq(themes.id, id)).returning();
    await discardImages(c.env, [keys.logo && before.logo, keys.background_image_desktop && before.background_image_desktop]);
    return c.json(serializeTheme(row));
  });
