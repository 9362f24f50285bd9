// The product form of POST and PATCH /products/: every field, the store and its rights,
// the image, the SKU and the categories are checked before anything is written, and all
// field errors come back together.
import { eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import { categories, type products, stores } from "../../db/schema";
import { productInput, productPatch } from "#contract/catalog";
import type { FieldErrors } from "#contract/common";
import { toPiasters } from "#shared/money";
import type { AppEnv, AuthUser, Db } from "../env";
import { assertWorksInStore, reachOf, storesWorkedIn } from "../lib/access";
import { badRequest, forbidden } from "../lib/errors";
import { imageField, readBody, type CheckedImage } from "./body";
import { parseFields } from "../lib/validate";
import { say } from "#contract/said";
import { sanitizeHtml } from "#shared/sanitize";
import { searchText } from "./search";
import type { ProductBase } from "./serialize";
import { skuTaken } from "./sku-routes";

export interface ProductWrite {
  /** Columns to write (undefined = unchanged), search_text included. */
  columns: Partial<typeof products.$inferInsert>;
  storeId: number;
  categoryIds?: number[];
  image?: CheckedImage;
  altText?: string;
}

const push = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message);

/** The product's store: given, or the only store a merchant works in. 403 when not theirs. */
async function resolveStore(
  db: Db,
  user: AuthUser,
  given: number | undefined,
  errors: FieldErrors,
  existing?: ProductBase,
): Promise<number | undefined> {
  if (existing && (given === undefined || given === existing.store_id)) return existing.store_id;
  if (existing && user.role !== "super_admin") throw forbidden(say("adminOnlyProductStore"));
  if (given !== undefined) {
    const store = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, given)).get();
    if (!store) {
      push(errors, "store", say("invalidStoreId", { id: given }));
      return undefined;
    }
    await assertWorksInStore(db, user, given);
    return given;
  }
  if (user.role === "branch_owner") {
    const ids = storesWorkedIn(await reachOf(db, user));
    if (ids.length === 0) throw forbidden();
    if (ids.length === 1) return ids[0];
  }
  push(errors, "store", say("required"));
  return undefined;
}

/** Reads and checks a product form; `existing` is the product being edited. Throws 400 with every field error. */
export async function readProductForm(c: Context<AppEnv>, user: AuthUser, existing?: ProductBase): Promise<ProductWrite> {
  const db = c.var.db;
  const schema = existing ? productPatch : productInput;
  const body = await readBody(c, { json: existing !== undefined, lists: ["category_ids"] });
  const { data: d, errors } = parseFields(schema, body);
  // Fields checked against the database are read on their own, so their errors are reported
  // even when another field is wrong.
  const field = <K extends "store" | "sku" | "category_ids">(key: K) => {
    const result = productPatch.shape[key].safeParse(body[key]);
    return result.success ? result.data : undefined;
  };

  const storeId = errors.store ? undefined : await resolveStore(db, user, field("store"), errors, existing);
  const image = await imageField(body.image, errors, { required: !existing });

  const sku = field("sku");
  const categoryIds = field("category_ids");
  const [skuInUse, knownCategories] = await Promise.all([
    sku ? skuTaken(db, sku, existing?.id) : false,
    categoryIds?.length ? db.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds)) : [],
  ]);
  if (skuInUse) push(errors, "sku", say("skuTaken"));
  const known = new Set(knownCategories.map((r) => r.id));
  for (const id of categoryIds ?? []) if (!known.has(id)) push(errors, "category_ids", say("invalidCategoryId", { id }));

  if (!d || storeId === undefined || Object.keys(errors).length) throw badRequest(errors);
  const html = (value: string | undefined) => (value === undefined ? undefined : sanitizeHtml(value));
  const changes = {
    name: d.name,
    name_ar: d.name_ar,
    sku: d.sku,
    description: html(d.description),
    description_ar: html(d.description_ar),
    short_description: html(d.short_description),
    short_description_ar: html(d.short_description_ar),
    badge: d.badge,
    badge_ar: d.badge_ar,
    base_price: d.base_price === undefined ? undefined : toPiasters(d.base_price),
    is_featured: d.is_featured,
    store_id: storeId === existing?.store_id ? undefined : storeId,
  };
  const text = { name: "", name_ar: "", sku: "", description: "", description_ar: "", short_description: "", short_description_ar: "" };
  const merged = { ...text, ...existing, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
  return {
    columns: { ...changes, search_text: searchText(merged) },
    storeId,
    categoryIds: d.category_ids,
    image: image ?? undefined,
    altText: d.alt_text,
  };
}
