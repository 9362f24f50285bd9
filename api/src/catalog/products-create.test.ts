import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productCategories, productImages, products } from "../../db/schema";
import { product as productSchema } from "#contract/catalog";
import { accessMatrix, accessWorld } from "../../test/access-matrix";
import {
  api,
  assignManager,
  createBranch,
  createCategory,
  createProduct,
  createStore,
  createUser,
  db,
  images,
  storedKeys,
  tokenFor,
  unique,
} from "../../test/factories";
import { catalogRows, mediaKey, mediaSnapshot, productForm } from "./test-support";

const bySku = (sku: string) => db.select().from(products).where(eq(products.sku, sku)).get();

describe("POST /products/", () => {
  it("creates a product with its image and categories, and returns it", async () => {
    const { target, callers } = await accessWorld();
    const [c1, c2] = [await createCategory(), await createCategory()];
    const sku = unique("SKU-");
    const form = productForm({
      name: "Oud Oil",
      name_ar: "زيت العود",
      sku,
      description: "<p>Rich</p>",
      description_ar: "<p>فاخر</p>",
      short_description: "Short",
      short_description_ar: "قصير",
      base_price: "250.5",
      category_ids: `[${c1.id}, ${c2.id}]`,
      is_featured: "true",
      badge: "New",
      badge_ar: "جديد",
      image: images.jpeg(),
      alt_text: "A bottle",
      store: String(target.store.id),
    });
    const res = await api("POST", "/api/products/", { token: callers.owner, form });
    expect(res.status).toBe(201);
    expect(productSchema.strict().parse(res.data)).toEqual(res.data);
    expect(res.data).toMatchObject({
      name: "Oud Oil",
      name_ar: "زيت العود",
      sku,
      description: "<p>Rich</p>",
      short_description_ar: "قصير",
      base_price: "250.50",
      is_featured: true,
      badge: "New",
      badge_ar: "جديد",
      total_sold: 0,
      store: { id: target.store.id },
      category_ids: [c1.id, c2.id].sort((a, b) => a - b),
      offers: [],
    });
    expect(res.data.images).toHaveLength(1);
    expect(res.data.images[0]).toMatchObject({ alt_text: "A bottle" });
    const stored = await env.MEDIA.get(mediaKey(res.data.images[0].image));
    expect(stored?.httpMetadata?.contentType).toBe("image/jpeg");

    const row = await bySku(sku);
    expect(row).toMatchObject({ id: res.data.id, base_price: 25050, store_id: target.store.id });
    expect(row?.search_text).toContain("زيت العود");
    expect(await db.$count(productCategories, eq(productCategories.product_id, res.data.id))).toBe(2);
    expect((await api("GET", `/api/products/${res.data.id}/`)).data).toEqual(res.data);
  });

  it("accepts category ids as repeated fields and leaves them out entirely", async () => {
    const { callers } = await accessWorld();
    const [c1, c2] = [await createCategory(), await createCategory()];
    const repeated = await api("POST", "/api/products/", {
      token: callers.owner,
      form: productForm({ category_ids: [String(c1.id), String(c2.id)] }),
    });
    expect(repeated.data.category_ids.sort()).toEqual([c1.id, c2.id].sort());
    const none = await api("POST", "/api/products/", { token: callers.owner, form: productForm() });
    expect(none).toMatchObject({ status: 201, data: { category_ids: [], is_featured: false, name_ar: "" } });
  });

  it("defaults the store for a branch owner of one store; requires it otherwise", async () => {
    const { target, callers } = await accessWorld();
    const mine = await api("POST", "/api/products/", { token: callers.owner, form: productForm() });
    expect(mine.data.store.id).toBe(target.store.id);

    const admin = await api("POST", "/api/products/", { token: callers.superAdmin, form: productForm() });
    expect(admin).toMatchObject({ status: 400, data: { store: ["This field is required."] } });

    const twoStores = await createUser({ role: "branch_owner" });
    await assignManager(twoStores, await createBranch(await createStore()));
    await assignManager(twoStores, await createBranch(await createStore()));
    const ambiguous = await api("POST", "/api/products/", { token: await tokenFor(twoStores), form: productForm() });
    expect(ambiguous).toMatchObject({ status: 400, data: { store: ["This field is required."] } });

    const managesNothing = await createUser({ role: "branch_owner" });
    expect((await api("POST", "/api/products/", { token: await tokenFor(managesNothing), form: productForm() })).status).toBe(403);
  });

  it("sanitises the descriptions before storing them", async () => {
    const { callers } = await accessWorld();
    const sku = unique("xss-");
    const form = productForm({
      sku,
      description: '<p>Nice<script>alert("x")</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(2)">link</a>',
      description_ar: '<p onclick="steal()">جميل</p>',
      short_description: "<b onmouseover=x()>short</b><style>*{}</style>",
    });
    const res = await api("POST", "/api/products/", { token: callers.owner, form });
    expect(res.data).toMatchObject({ description: "<p>Nice</p><a>link</a>", description_ar: "<p>جميل</p>", short_description: "<b>short</b>" });
    const row = await bySku(sku);
    for (const text of [row!.description, row!.description_ar, row!.short_description]) {
      expect(text).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<style/i);
    }
    expect(row!.search_text).not.toContain("alert");
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 201, manager: 201, otherManager: 201, superAdmin: 201 },
    {
      state: async ({ world }) => ({ catalog: await catalogRows(world.target.store.id), media: await storedKeys() }),
      call: ({ world, token }) => api("POST", "/api/products/", { token, form: productForm({ store: String(world.target.store.id) }) }),
      allowed: async ({ world }, _res, before) => {
        expect((await catalogRows(world.target.store.id)).products).toBe(before.catalog.products + 1);
        expect(await storedKeys()).toHaveLength(before.media.length + 1);
      },
    },
  );

  const tooLong = "x".repeat(201);
  it.each([
    ["a missing name", { name: undefined }, { name: ["This field is required."] }],
    ["a blank name", { name: "   " }, { name: ["This field may not be blank."] }],
    ["a too long name", { name: tooLong }, { name: ["Ensure this field has no more than 200 characters."] }],
    ["a missing sku", { sku: undefined }, { sku: ["This field is required."] }],
    ["a missing base_price", { base_price: undefined }, { base_price: ["This field is required."] }],
    ["a zero base_price", { base_price: "0" }, { base_price: ["Ensure this value is greater than 0."] }],
    ["a negative base_price", { base_price: "-1" }, { base_price: ["Ensure this value is greater than 0."] }],
    ["a text base_price", { base_price: "abc" }, { base_price: ["A valid number is required."] }],
    ["category_ids that are not JSON", { category_ids: "not json" }, { category_ids: ["Enter a list of category ids, e.g. [1, 2]."] }],
    ["an unknown category", { category_ids: "[99999]" }, { category_ids: ["Invalid category id 99999."] }],
    ["an unknown store", { store: "99999" }, { store: ["Invalid store id 99999."] }],
    ["a store that is not an id", { store: "abc" }, { store: ["A valid integer is required."] }],
    ["a bad is_featured", { is_featured: "maybe" }, { is_featured: ["Must be a valid boolean."] }],
    ["an Arabic badge over 50 characters", { badge_ar: "ج".repeat(51) }, { badge_ar: ["Ensure this field has no more than 50 characters."] }],
    ["a missing image", { image: undefined }, { image: ["No file was submitted."] }],
    ["an image sent as text", { image: "picture.png" }, { image: ["No file was submitted."] }],
    ["text bytes named .png", { image: images.fakePng() }, { image: ["Please upload a JPEG or PNG image."] }],
    ["a GIF", { image: images.gif() }, { image: ["Please upload a JPEG or PNG image."] }],
    ["an oversized image", { image: images.oversized() }, { image: ["Image size must be less than 5MB."] }],
    [
      "several bad fields at once",
      { name: undefined, base_price: "0", image: images.fakePng() },
      { name: ["This field is required."], base_price: ["Ensure this value is greater than 0."], image: ["Please upload a JPEG or PNG image."] },
    ],
  ])("refuses %s with a field error and writes nothing", async (_case, fields, errors) => {
    const { target, callers } = await accessWorld();
    await createCategory();
    const before = await catalogRows(target.store.id);
    const media = await mediaSnapshot();
    const res = await api("POST", "/api/products/", { token: callers.superAdmin, form: productForm({ store: String(target.store.id), ...fields }) });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await catalogRows(target.store.id)).toEqual(before);
    expect(await media.added()).toEqual([]);
  });

  it("refuses a duplicate SKU in any case, with the product rules' message, writing nothing", async () => {
    const { target, callers } = await accessWorld();
    const existing = await createProduct(target.store, { sku: unique("Dup-SKU-") });
    const before = await catalogRows(target.store.id);
    const media = await mediaSnapshot();
    for (const sku of [existing.sku, existing.sku.toUpperCase(), ` ${existing.sku.toLowerCase()} `]) {
      const res = await api("POST", "/api/products/", { token: callers.owner, form: productForm({ sku }) });
      expect(res).toMatchObject({ status: 400, data: { sku: ["SKU already exists"] } });
    }
    expect(await catalogRows(target.store.id)).toEqual(before);
    expect(await media.added()).toEqual([]);
  });

  it("refuses a body that is not multipart, writing nothing", async () => {
    const { target, callers } = await accessWorld();
    const before = await catalogRows(target.store.id);
    const json = await api("POST", "/api/products/", { token: callers.owner, json: { name: "X", sku: unique(), base_price: "1" } });
    expect(json).toMatchObject({ status: 400, data: { detail: "Request body must be multipart/form-data." } });
    const text = await api("POST", "/api/products/", { token: callers.owner, raw: "hello", contentType: "text/plain" });
    expect(text.status).toBe(400);
    const broken = await api("POST", "/api/products/", {
      token: callers.owner,
      raw: "--x\r\nbroken",
      contentType: "multipart/form-data; boundary=x",
    });
    expect(broken.status).toBe(400);
    expect(await catalogRows(target.store.id)).toEqual(before);
  });

  it("refuses a branch owner writing to another store, even with an otherwise bad form", async () => {
    const { callers } = await accessWorld();
    const elsewhere = await createStore();
    const before = await catalogRows(elsewhere.id);
    const res = await api("POST", "/api/products/", { token: callers.owner, form: productForm({ store: String(elsewhere.id), base_price: "0" }) });
    expect(res.status).toBe(403);
    expect(await catalogRows(elsewhere.id)).toEqual(before);
  });

  it("stores one image row at position 0 and no stray rows", async () => {
    const { callers } = await accessWorld();
    const res = await api("POST", "/api/products/", { token: callers.owner, form: productForm() });
    const rows = await db.select().from(productImages).where(eq(productImages.product_id, res.data.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ position: 0, alt_text: "" });
  });
});
