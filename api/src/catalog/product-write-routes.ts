// Creating, editing and deleting products: a super admin for any store; a store's owner for
// their store; a branch manager creates for the branch's store and edits or deletes a
// product while every listing of it is in branches they manage (api/src/lib/access.ts). Each write is one atomic batch, made only after
// every check passed and the image is safely in R2 (removed again if the batch fails).
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { Hono, type Context } from "hono";
import { branches, branchProducts, categories, productCategories, productImages, products } from "../../db/schema";
import { requireRole } from "../auth/middleware";
import type { AppEnv, AuthUser } from "../env";
import { auditStatement, diff, snapshot } from "../audit/record";
import { assertMayEditProduct } from "../lib/access";
import { badRequest, isUniqueViolation, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { pathId } from "../lib/validate";
import { putImage } from "../media/images";
import { readProductForm } from "./product-form";
import { loadProduct, productColumns } from "./serialize";

type Statements = [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/** The product at the path, after checking the caller may change it. */
export async function editableProduct(c: Context<AppEnv>, user: AuthUser) {
  const product = await c.var.db
    .select(productColumns)
    .from(products)
    .where(eq(products.id, pathId(c)))
    .get();
  if (!product) throw notFound(say("noSuchProduct"));
  await assertMayEditProduct(c.var.db, user, product);
  return product;
}

/** Runs the batch; on failure the new image leaves R2 and a lost SKU race becomes the usual 400. */
async function commit(c: Context<AppEnv>, statements: Statements, newKey?: string) {
  try {
    return await c.var.db.batch(statements);
  } catch (err) {
    if (newKey) await c.env.MEDIA.delete(newKey);
    if (isUniqueViolation(err, "products.sku")) throw badRequest({ sku: [say("skuTaken")] });
    throw err;
  }
}

async function update(c: Context<AppEnv>) {
  const user = requireRole(c, "super_admin", "branch_owner");
  const db = c.var.db;
  const existing = await editableProduct(c, user);
  const form = await readProductForm(c, user, existing);
  const id = existing.id;
  const key = form.image ? await putImage(c.env, "products", form.image.bytes, form.image.kind) : undefined;

  const change = diff(existing, { ...form.columns, ...(form.storeId !== existing.store_id ? { store_id: form.storeId } : {}) });
  if (form.categoryIds) Object.assign(change.after, { category_ids: form.categoryIds });
  if (key) Object.assign(change.after, { image: key });
  const statements: Statements = [
    db
      .update(products)
      .set({ ...form.columns, updated_at: new Date().toISOString() })
      .where(eq(products.id, id)),
    auditStatement(db, user, { action: "update", object: "product", id, store: existing.store_id, ...change }),
  ];
  if (form.categoryIds) {
    statements.push(db.delete(productCategories).where(eq(productCategories.product_id, id)));
    if (form.categoryIds.length)
      statements.push(db.insert(productCategories).values(form.categoryIds.map((category_id) => ({ product_id: id, category_id }))));
  }
  const firstPosition = sql`(select coalesce(min(${productImages.position}), 1) - 1 from ${productImages} where ${productImages.product_id} = ${id})`;
  if (key) {
    statements.push(db.insert(productImages).values({ product_id: id, image: key, alt_text: form.altText ?? "", position: firstPosition }));
  } else if (form.altText !== undefined) {
    // Without a new image, the alt text belongs to the current first image.
    const first = db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.product_id, id))
      .orderBy(asc(productImages.position), asc(productImages.id))
      .limit(1);
    statements.push(db.update(productImages).set({ alt_text: form.altText }).where(eq(productImages.id, first)));
  }
  if (form.storeId !== existing.store_id) {
    // A product moved to another store is no longer offered by the old store's branches.
    const oldBranches = db.select({ id: branches.id }).from(branches).where(ne(branches.store_id, form.storeId));
    statements.push(db.delete(branchProducts).where(and(eq(branchProducts.product_id, id), inArray(branchProducts.branch_id, oldBranches))));
  }
  await commit(c, statements, key);
  return c.json(await loadProduct(db, id));
}

export const productWriteRoutes = new Hono<AppEnv>()
  .post("/products", async (c) => {
    const user = requireRole(c, "super_admin", "branch_owner");
    const db = c.var.db;
    const form = await readProductForm(c, user);
    const { columns } = form;
    const sku = columns.sku!;
    const key = await putImage(c.env, "products", form.image!.bytes, form.image!.kind);
    // The new id is unknown inside the batch, so the image and category rows select it by SKU.
    const [[created]] = await commit(
      c,
      [
        db
          .insert(products)
          .values({ ...columns, name: columns.name!, sku, base_price: columns.base_price!, store_id: form.storeId })
          .returning({ id: products.id }),
        auditStatement(db, user, {
          action: "create",
          object: "product",
          id: sql`(select ${products.id} from ${products} where ${products.sku} = ${sku})`,
          store: form.storeId,
          after: snapshot({ ...columns, store_id: form.storeId, category_ids: form.categoryIds ?? [], image: key }),
        }),
        db.insert(productImages).select(
          db
            .select({
              id: sql<number>`null`.as("id"),
              product_id: products.id,
              image: sql<string>`${key}`.as("image"),
              alt_text: sql<string>`${form.altText ?? ""}`.as("alt_text"),
              position: sql<number>`0`.as("position"),
              created_at: sql<string>`${new Date().toISOString()}`.as("created_at"),
            })
            .from(products)
            .where(eq(products.sku, sku)),
        ),
        db.insert(productCategories).select(
          db
            .select({ product_id: products.id, category_id: categories.id })
            .from(products)
            .innerJoin(categories, inArray(categories.id, form.categoryIds ?? []))
            .where(eq(products.sku, sku)),
        ),
      ],
      key,
    );
    return c.json(await loadProduct(db, created.id), 201);
  })

  .patch("/products/:id{[0-9]+}", update)
  .put("/products/:id{[0-9]+}", update)

  .delete("/products/:id{[0-9]+}", async (c) => {
    const user = requireRole(c, "super_admin", "branch_owner");
    const db = c.var.db;
    const product = await editableProduct(c, user);
    const [images] = await db.batch([
      db.select({ key: productImages.image }).from(productImages).where(eq(productImages.product_id, product.id)),
      db.delete(products).where(eq(products.id, product.id)), // images, categories, listings, reviews cascade
      auditStatement(db, user, { action: "delete", object: "product", id: product.id, store: product.store_id, before: snapshot(product) }),
    ]);
    if (images.length) await c.env.MEDIA.delete(images.map((i) => i.key));
    return c.body(null, 204);
  });
