// Categories: a public list with product counts; the super admin creates, edits and deletes.
// Paths sit under /products/categories/, and product ids are digits only, so they never clash.
import { and, asc, count, eq, gt, ne, or, sql } from "drizzle-orm";
import { startsWith } from "../lib/sql-text";
import { Hono } from "hono";
import { categories, productCategories } from "../../db/schema";
import { categoryInput, categoryListQuery, categoryPatch, type Category } from "#contract/catalog";
import type { FieldErrors } from "#contract/common";
import { slugify } from "#shared/slug";
import { auditStatement, diff, snapshot } from "../audit/record";
import { requireRole } from "../auth/middleware";
import type { AppEnv, Db } from "../env";
import { badRequest, isUniqueViolation, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { pathId, parseFields } from "../lib/validate";
import { mediaUrl, putImage } from "../media/images";
import { imageField, queryOf, readBody } from "./body";

const productCount = count(productCategories.product_id);

function categoryQuery(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      name_ar: categories.name_ar,
      slug: categories.slug,
      image: categories.image,
      product_count: productCount,
    })
    .from(categories)
    .leftJoin(productCategories, eq(productCategories.category_id, categories.id))
    .groupBy(categories.id)
    .$dynamic();
}

const toCategory = (row: { image: string | null } & Omit<Category, "image">): Category => ({ ...row, image: mediaUrl(row.image) });

async function loadCategory(db: Db, id: number): Promise<Category | null> {
  const row = await categoryQuery(db).where(eq(categories.id, id)).get();
  return row ? toCategory(row) : null;
}

/** A slug made from the name, with "-2", "-3"... when taken; never all digits. */
async function freeSlug(db: Db, name: string): Promise<string> {
  let base = slugify(name, "category").slice(0, 90).replace(/-+$/, "");
  if (/^\d+$/.test(base)) base = `category-${base}`;
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, base), startsWith(categories.slug, `${base}-`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Name (case-insensitive) and slug must be unused by any other category. */
async function checkUnique(db: Db, values: { name?: string; slug?: string }, errors: FieldErrors, exceptId?: number) {
  const others = exceptId === undefined ? undefined : ne(categories.id, exceptId);
  const [byName, bySlug] = await Promise.all([
    values.name === undefined
      ? undefined
      : db
          .select({ id: categories.id })
          .from(categories)
          .where(and(sql`lower(${categories.name}) = lower(${values.name})`, others))
          .get(),
    values.slug === undefined
      ? undefined
      : db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.slug, values.slug), others))
          .get(),
  ]);
  if (byName) (errors.name ??= []).push(say("categoryNameTaken"));
  if (bySlug) (errors.slug ??= []).push(say("categorySlugTaken"));
}

export const categoryRoutes = new Hono<AppEnv>()
  .get("/products/categories", async (c) => {
    const { with_products } = queryOf(c, categoryListQuery);
    let query = categoryQuery(c.var.db);
    if (with_products) query = query.having(gt(productCount, 0));
    const rows = await query.orderBy(asc(categories.name), asc(categories.id));
    return c.json({ results: rows.map(toCategory) });
  })

  .post("/products/categories", async (c) => {
    const user = requireRole(c, "super_admin");
    const db = c.var.db;
    const body = await readBody(c, { json: true });
    const { data, errors } = parseFields(categoryInput, body);
    const image = await imageField(body.image, errors);
    if (data) await checkUnique(db, data, errors);
    if (!data || Object.keys(errors).length) throw badRequest(errors);

    const values = { ...data, slug: data.slug ?? (await freeSlug(db, data.name)) };
    const key = image ? await putImage(c.env, "categories", image.bytes, image.kind) : null;
    let id: number;
    try {
      [[{ id }]] = await db.batch([
        db
          .insert(categories)
          .values({ ...values, image: key })
          .returning({ id: categories.id }),
        auditStatement(db, user, {
          action: "create",
          object: "category",
          id: sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${values.slug})`,
          store: null,
          after: { ...values, image: key },
        }),
      ]);
    } catch (err) {
      if (key) await c.env.MEDIA.delete(key);
      if (isUniqueViolation(err, "categories.slug")) throw badRequest({ slug: [say("categorySlugTaken")] });
      throw err;
    }
    return c.json(await loadCategory(db, id), 201);
  })

  .patch("/products/categories/:id{[0-9]+}", async (c) => {
    const user = requireRole(c, "super_admin");
    const db = c.var.db;
    const id = pathId(c);
    const existing = await db.select().from(categories).where(eq(categories.id, id)).get();
    if (!existing) throw notFound();
    const body = await readBody(c, { json: true });
    const { data, errors } = parseFields(categoryPatch, body);
    const image = await imageField(body.image, errors, { clearable: true });
    if (data) await checkUnique(db, data, errors, id);
    if (!data || Object.keys(errors).length) throw badRequest(errors);

    const key = image ? await putImage(c.env, "categories", image.bytes, image.kind) : image;
    const changes = Object.fromEntries(Object.entries({ ...data, image: key }).filter(([, v]) => v !== undefined));
    try {
      if (Object.keys(changes).length) {
        await db.batch([
          db.update(categories).set(changes).where(eq(categories.id, id)),
          auditStatement(db, user, { action: "update", object: "category", id, store: null, ...diff(existing, changes) }),
        ]);
      }
    } catch (err) {
      if (key) await c.env.MEDIA.delete(key);
      if (isUniqueViolation(err, "categories.slug")) throw badRequest({ slug: [say("categorySlugTaken")] });
      throw err;
    }
    // The old file goes only once the row no longer points at it.
    if (key !== undefined && existing.image) await c.env.MEDIA.delete(existing.image);
    return c.json(await loadCategory(db, id));
  })

  .delete("/products/categories/:id{[0-9]+}", async (c) => {
    const user = requireRole(c, "super_admin");
    const db = c.var.db;
    const id = pathId(c);
    const existing = await db.select().from(categories).where(eq(categories.id, id)).get();
    if (!existing) throw notFound();
    const [[deleted]] = await db.batch([
      db.delete(categories).where(eq(categories.id, id)).returning({ image: categories.image }),
      auditStatement(db, user, { action: "delete", object: "category", id, store: null, before: snapshot(existing) }),
    ]);
    if (!deleted) throw notFound();
    if (deleted.image) await c.env.MEDIA.delete(deleted.image);
    return c.body(null, 204);
  });
