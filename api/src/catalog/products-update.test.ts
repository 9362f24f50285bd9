import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branchProducts, productCategories, productImages, products } from "../../db/schema";
import { accessMatrix, accessWorld } from "../../test/access-matrix";
import { api, createBranch, createCategory, createListing, createProduct, createStore, db, images, storedKeys } from "../../test/factories";
import { mediaKey, mediaSnapshot, productWithImage } from "./test-support";

const row = (id: number) => db.select().from(products).where(eq(products.id, id)).get();
const imageRows = (id: number) => db.select().from(productImages).where(eq(productImages.product_id, id)).all();
const linkRows = (id: number) => db.select().from(productCategories).where(eq(productCategories.product_id, id)).all();
const listingsOf = (id: number) => db.select().from(branchProducts).where(eq(branchProducts.product_id, id)).all();
/** Everything a refused edit must leave as it was. */
const snapshot = async (id: number) => ({ product: await row(id), images: await imageRows(id), links: await linkRows(id) });

const formOf = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

describe("PATCH /products/{id}/", () => {
  it("updates the given fields only, from a multipart form, and puts a new image first", async () => {
    const { target, callers } = await accessWorld();
    const [oldCat, newCat] = [await createCategory(), await createCategory()];
    const { product, imageKey } = await productWithImage(target.store, { categoryIds: [oldCat.id], name_ar: "قديم" });
    const res = await api("PATCH", `/api/products/${product.id}/`, {
      token: callers.owner,
      form: formOf({
        name: "Amber Musk",
        description: "<p>Warm <script>x()</script>amber</p>",
        base_price: "75",
        category_ids: `[${newCat.id}]`,
        is_featured: "on",
        image: images.png(),
        alt_text: "New front",
      }),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: product.id,
      name: "Amber Musk",
      name_ar: "قديم",
      sku: product.sku,
      description: "<p>Warm amber</p>",
      base_price: "75.00",
      is_featured: true,
      category_ids: [newCat.id],
    });
    expect(res.data.images).toHaveLength(2);
    expect(res.data.images[0].alt_text).toBe("New front");
    expect(res.data.images[1].image).toBe(`/api/media/${imageKey}`);
    expect(await env.MEDIA.head(mediaKey(res.data.images[0].image))).not.toBeNull();

    const stored = await row(product.id);
    expect(stored?.search_text).toContain("amber musk");
    expect(stored?.search_text).toContain("قديم");
    expect(stored?.updated_at).not.toBe(product.updated_at);
    expect(await linkRows(product.id)).toEqual([{ product_id: product.id, category_id: newCat.id }]);
  });

  it("accepts JSON, keeps the SKU of the product itself, and sets the first image's alt text", async () => {
    const { target, callers } = await accessWorld();
    const { product } = await productWithImage(target.store);
    const res = await api("PATCH", `/api/products/${product.id}/`, {
      token: callers.owner,
      json: { base_price: 12.5, sku: product.sku.toUpperCase(), alt_text: "Front", category_ids: [] },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: product.name, base_price: "12.50", sku: product.sku.toUpperCase(), category_ids: [] });
    expect(res.data.images.map((i: { alt_text: string }) => i.alt_text)).toEqual(["Front"]);
  });

  it("is also reachable as PUT", async () => {
    const { target, callers } = await accessWorld();
    const product = await createProduct(target.store);
    const res = await api("PUT", `/api/products/${product.id}/`, { token: callers.owner, json: { badge: "Sale", badge_ar: "تخفيضات" } });
    expect(res).toMatchObject({ status: 200, data: { badge: "Sale", badge_ar: "تخفيضات" } });
    expect(await row(product.id)).toMatchObject({ badge: "Sale", badge_ar: "تخفيضات" });
  });

  it("lets only a super admin move a product to another store, dropping the old store's listings", async () => {
    const { target, callers } = await accessWorld();
    const product = await createProduct(target.store);
    await createListing(target.branch, product);
    const otherStore = await createStore();
    const otherBranch = await createBranch(otherStore);

    const same = await api("PATCH", `/api/products/${product.id}/`, { token: callers.owner, json: { store: target.store.id, name: "Same store" } });
    expect(same.status).toBe(200);
    const refused = await api("PATCH", `/api/products/${product.id}/`, { token: callers.owner, json: { store: otherStore.id } });
    expect(refused).toMatchObject({ status: 403, data: { detail: "Only a super admin can move a product to another store." } });
    expect((await row(product.id))?.store_id).toBe(target.store.id);

    await createListing(otherBranch, product);
    const moved = await api("PATCH", `/api/products/${product.id}/`, { token: callers.superAdmin, json: { store: otherStore.id } });
    expect(moved.data.store.id).toBe(otherStore.id);
    const listings = await db.select().from(branchProducts).where(eq(branchProducts.product_id, product.id));
    expect(listings.map((l) => l.branch_id)).toEqual([otherBranch.id]);
  });

  // Listed in the target branch only: its manager may change it, the sibling branch's may not.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 200, otherManager: 403, superAdmin: 200 },
    {
      setup: async ({ target }) => {
        const { product } = await productWithImage(target.store);
        await createListing(target.branch, product);
        return product;
      },
      state: async ({ fixture }) => ({ ...(await snapshot(fixture.id)), media: await storedKeys() }),
      call: ({ fixture, token }) => api("PATCH", `/api/products/${fixture.id}/`, { token, form: formOf({ name: "Renamed", image: images.png() }) }),
      allowed: async ({ fixture }, _res, before) => {
        expect((await row(fixture.id))?.name).toBe("Renamed");
        expect(await storedKeys()).toHaveLength(before.media.length + 1);
      },
    },
  );

  it.each([
    ["a blank name", { name: "" }, { name: ["This field may not be blank."] }],
    ["a zero base_price", { base_price: "0" }, { base_price: ["Ensure this value is greater than 0."] }],
    ["a negative base_price", { base_price: "-1" }, { base_price: ["Ensure this value is greater than 0."] }],
    ["a text base_price", { base_price: "abc" }, { base_price: ["A valid number is required."] }],
    ["category_ids that are not JSON", { category_ids: "not json" }, { category_ids: ["Enter a list of category ids, e.g. [1, 2]."] }],
    ["an unknown category", { category_ids: "[99999]" }, { category_ids: ["Invalid category id 99999."] }],
    ["an unknown store", { store: "99999" }, { store: ["Invalid store id 99999."] }],
    ["text bytes named .png", { image: images.fakePng() }, { image: ["Please upload a JPEG or PNG image."] }],
    ["a GIF", { image: images.gif() }, { image: ["Please upload a JPEG or PNG image."] }],
    ["an oversized image", { image: images.oversized() }, { image: ["Image size must be less than 5MB."] }],
  ])("refuses %s and changes nothing", async (_case, fields, errors) => {
    const { target, callers } = await accessWorld();
    const cat = await createCategory();
    const { product } = await productWithImage(target.store, { categoryIds: [cat.id] });
    const before = await snapshot(product.id);
    const media = await mediaSnapshot();
    const res = await api("PATCH", `/api/products/${product.id}/`, { token: callers.superAdmin, form: formOf({ name: "Changed", ...fields }) });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await snapshot(product.id)).toEqual(before);
    expect(await media.added()).toEqual([]);
  });

  it("refuses another product's SKU, wrong JSON types and bodies that are not objects", async () => {
    const { target, callers } = await accessWorld();
    const product = await createProduct(target.store);
    const other = await createProduct(target.store);
    const before = await snapshot(product.id);
    const token = callers.owner;
    const cases: [Parameters<typeof api>[2], unknown][] = [
      [{ json: { sku: other.sku.toUpperCase() } }, { sku: ["SKU already exists"] }],
      [{ json: { name: 42 } }, { name: ["Not a valid string."] }],
      [{ json: { base_price: null } }, { base_price: ["A valid number is required."] }],
      [{ json: { category_ids: "[1," } }, { category_ids: ["Enter a list of category ids, e.g. [1, 2]."] }],
      [{ json: { is_featured: "perhaps" } }, { is_featured: ["Must be a valid boolean."] }],
      [{ raw: "{not json", contentType: "application/json" }, { detail: "Request body must be valid JSON." }],
      [{ raw: "[1,2]", contentType: "application/json" }, { detail: "Request body must be a JSON object." }],
      [{ raw: "name=x", contentType: "text/plain" }, { detail: "Request body must be multipart/form-data or JSON." }],
    ];
    for (const [body, errors] of cases) {
      const res = await api("PATCH", `/api/products/${product.id}/`, { token, ...body });
      expect(res.status).toBe(400);
      expect(res.data).toEqual(errors);
    }
    expect(await snapshot(product.id)).toEqual(before);
  });

  it("answers 404 for an unknown product (after checking the role)", async () => {
    const { callers } = await accessWorld();
    expect((await api("PATCH", "/api/products/99999999/", { token: callers.owner, json: { name: "x" } })).status).toBe(404);
    expect((await api("PATCH", "/api/products/99999999/", { json: { name: "x" } })).status).toBe(401);
  });
});

describe("DELETE /products/{id}/", () => {
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 204, manager: 204, otherManager: 403, superAdmin: 204 },
    {
      setup: async ({ target }) => {
        const cat = await createCategory();
        const { product, imageKey } = await productWithImage(target.store, { categoryIds: [cat.id] });
        await createListing(target.branch, product);
        return { product, imageKey };
      },
      state: async ({ fixture }) => ({
        ...(await snapshot(fixture.product.id)),
        listings: await listingsOf(fixture.product.id),
        media: await storedKeys(),
      }),
      call: ({ fixture, token }) => api("DELETE", `/api/products/${fixture.product.id}/`, { token }),
      allowed: async ({ fixture }) => {
        expect(await snapshot(fixture.product.id)).toEqual({ product: undefined, images: [], links: [] });
        expect(await listingsOf(fixture.product.id)).toEqual([]);
        expect(await env.MEDIA.head(fixture.imageKey)).toBeNull();
      },
    },
  );

  it("answers 404 for an unknown or already deleted product", async () => {
    const { target, callers } = await accessWorld();
    const product = await createProduct(target.store);
    expect((await api("DELETE", `/api/products/${product.id}/`, { token: callers.owner })).status).toBe(204);
    expect((await api("DELETE", `/api/products/${product.id}/`, { token: callers.owner })).status).toBe(404);
    expect((await api("DELETE", "/api/products/99999999/", { token: callers.superAdmin })).status).toBe(404);
  });
});
