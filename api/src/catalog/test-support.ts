// Test helpers for the catalogue (imported by *.test.ts only).
import { env } from "cloudflare:test";
import { count, eq, inArray } from "drizzle-orm";
import { categories, productCategories, productImages, products } from "../../db/schema";
import { createProduct, db, images, unique } from "../../test/factories";

type FormValue = string | File | undefined;

/** A valid product form (name, sku, base_price, image), with fields replaced or (undefined) left out. */
export function productForm(fields: Record<string, FormValue | FormValue[]> = {}): FormData {
  const all: Record<string, FormValue | FormValue[]> = {
    name: unique("Product "),
    sku: unique("sku-"),
    base_price: "120.00",
    image: images.png(),
    ...fields,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(all)) {
    for (const v of [value].flat()) if (v !== undefined) form.append(key, v);
  }
  return form;
}

async function allKeys(): Promise<Set<string>> {
  const keys = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await env.MEDIA.list({ cursor });
    for (const o of page.objects) keys.add(o.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/** R2 before a request; `added()` lists the keys stored since (each test file has its own storage). */
export async function mediaSnapshot() {
  const before = await allKeys();
  return { added: async () => [...(await allKeys())].filter((k) => !before.has(k)) };
}

export const mediaKey = (url: string) => url.replace(/^\/api\/media\//, "");

/** A store's products and their image and category rows: what a refused write must not change. */
export async function catalogRows(storeId: number) {
  const ids = (await db.select({ id: products.id }).from(products).where(eq(products.store_id, storeId))).map((r) => r.id);
  const [[{ n: imageCount }], [{ n: linkCount }], all] = await Promise.all([
    db.select({ n: count() }).from(productImages).where(inArray(productImages.product_id, ids)),
    db.select({ n: count() }).from(productCategories).where(inArray(productCategories.product_id, ids)),
    db.select().from(products).where(eq(products.store_id, storeId)),
  ]);
  return { products: ids.length, images: imageCount, links: linkCount, rows: all };
}

/** A product with one image row and optional categories, written straight to the database. */
export async function productWithImage(
  store: { id: number },
  opts: { categoryIds?: number[]; key?: string } & Parameters<typeof createProduct>[1] = {},
) {
  const { categoryIds = [], key, ...overrides } = opts;
  const product = await createProduct(store, overrides);
  const imageKey = key ?? `products/${unique("seed-")}.png`;
  await env.MEDIA.put(imageKey, new Uint8Array(await images.png().arrayBuffer()));
  await db.insert(productImages).values({ product_id: product.id, image: imageKey, position: 0 });
  if (categoryIds.length) await db.insert(productCategories).values(categoryIds.map((category_id) => ({ product_id: product.id, category_id })));
  return { product, imageKey };
}

export async function categoryRow(id: number) {
  return db.select().from(categories).where(eq(categories.id, id)).get();
}
