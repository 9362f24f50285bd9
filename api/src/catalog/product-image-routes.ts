// A product's gallery: adding several images at once (all or nothing) and removing one.
import { and, asc, eq, max } from "drizzle-orm";
import { Hono } from "hono";
import { productImages } from "../../db/schema";
import { auditStatement } from "../audit/record";
import { requireRole } from "../auth/middleware";
import type { AppEnv, Db } from "../env";
import { badRequest, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { pathId } from "../lib/validate";
import { checkImage, mediaUrl, putImage } from "../media/images";
import { fileField, readBody } from "./body";
import { editableProduct } from "./product-write-routes";

export const MAX_IMAGES_PER_UPLOAD = 10;

async function galleryOf(db: Db, productId: number) {
  const rows = await db
    .select()
    .from(productImages)
    .where(eq(productImages.product_id, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((r) => ({ id: r.id, image: mediaUrl(r.image)!, alt_text: r.alt_text }));
}

export const productImageRoutes = new Hono<AppEnv>()
  .post("/products/:id{[0-9]+}/add-images", async (c) => {
    const user = requireRole(c, "super_admin", "branch_owner");
    const db = c.var.db;
    const product = await editableProduct(c, user);
    const body = await readBody(c, { json: false, lists: ["images"] });
    // An empty file input arrives as "" or as a nameless empty file: not a file.
    const files = [body.images ?? []]
      .flat()
      .map(fileField)
      .filter((f) => f !== undefined && f !== "");
    if (files.length === 0) throw badRequest({ images: [say("noImages")] });
    if (files.length > MAX_IMAGES_PER_UPLOAD) throw badRequest({ images: [say("maxElements", { n: MAX_IMAGES_PER_UPLOAD })] });
    const altText = typeof body.alt_text === "string" ? body.alt_text.trim().slice(0, 200) : "";

    // Every file is checked before any is stored; errors name the file (docs/product.md §5).
    const errors: string[] = [];
    const checked = [];
    for (const [i, file] of files.entries()) {
      const result = await checkImage(file, ["jpeg", "png", "gif"]);
      const name = file instanceof File && file.name ? file.name : `File ${i + 1}`;
      if (result.ok) checked.push(result);
      else errors.push(say("fileRefused", { file: name, why: result.error === say("imageTooBig") ? say("fileTooBig") : result.error }));
    }
    if (errors.length) throw badRequest({ images: errors });

    const keys: string[] = [];
    try {
      for (const image of checked) keys.push(await putImage(c.env, "products", image.bytes, image.kind));
      const [{ last }] = await db
        .select({ last: max(productImages.position) })
        .from(productImages)
        .where(eq(productImages.product_id, product.id));
      const start = (last ?? -1) + 1;
      await db.batch([
        db.insert(productImages).values(keys.map((image, i) => ({ product_id: product.id, image, alt_text: altText, position: start + i }))),
        auditStatement(db, user, {
          action: "update",
          object: "product",
          id: product.id,
          store: product.store_id,
          before: null,
          after: { images_added: keys },
        }),
      ]);
    } catch (err) {
      if (keys.length) await c.env.MEDIA.delete(keys);
      throw err;
    }
    return c.json({ images: await galleryOf(db, product.id) }, 201);
  })

  .delete("/products/:id{[0-9]+}/images/:imageId{[0-9]+}", async (c) => {
    const user = requireRole(c, "super_admin", "branch_owner");
    const product = await editableProduct(c, user);
    const db = c.var.db;
    const imageId = pathId(c, "imageId");
    const [[deleted]] = await db.batch([
      db
        .delete(productImages)
        .where(and(eq(productImages.id, imageId), eq(productImages.product_id, product.id)))
        .returning({ key: productImages.image }),
      auditStatement(db, user, {
        action: "update",
        object: "product",
        id: product.id,
        store: product.store_id,
        before: { image_removed: imageId },
        after: null,
      }),
    ]);
    if (!deleted) throw notFound();
    await c.env.MEDIA.delete(deleted.key);
    return c.body(null, 204);
  });
