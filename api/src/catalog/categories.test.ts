import { env } from "cloudflare:test";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories } from "../../db/schema";
import { category as categorySchema } from "#contract/catalog";
import { accessMatrix, accessWorld } from "../../test/access-matrix";
import { api, createCategory, createProduct, createStore, db, images, unique } from "../../test/factories";
import { categoryRow, mediaKey, mediaSnapshot, productWithImage } from "./test-support";

const formOf = (fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};
const byName = (name: string) => db.select().from(categories).where(eq(categories.name, name)).all();

describe("GET /products/categories/", () => {
  it("lists categories with their product counts and image URLs, publicly", async () => {
    const store = await createStore();
    const empty = await createCategory();
    const full = await createCategory({ name_ar: "عطور", image: "categories/x.png" });
    await productWithImage(store, { categoryIds: [full.id] });
    await productWithImage(store, { categoryIds: [full.id] });

    const res = await api("GET", "/api/products/categories/");
    expect(res.status).toBe(200);
    expect(res.data.next).toBeUndefined(); // not paged
    const found = res.data.results.find((c: { id: number }) => c.id === full.id);
    expect(found).toEqual({ id: full.id, name: full.name, name_ar: "عطور", slug: full.slug, image: "/api/media/categories/x.png", product_count: 2 });
    expect(categorySchema.strict().parse(found)).toEqual(found);
    expect(res.data.results.find((c: { id: number }) => c.id === empty.id)).toMatchObject({ product_count: 0, image: null });
  });

  it("keeps only categories with products when with_products=true", async () => {
    const store = await createStore();
    const empty = await createCategory();
    const full = await createCategory();
    await productWithImage(store, { categoryIds: [full.id] });
    const ids = (await api("GET", "/api/products/categories/?with_products=true")).data.results.map((c: { id: number }) => c.id);
    expect(ids).toContain(full.id);
    expect(ids).not.toContain(empty.id);
    expect((await api("GET", "/api/products/categories/?with_products=maybe")).status).toBe(400);
  });
});

describe("POST /products/categories/", () => {
  it("creates a category from a multipart form with an image, making the slug from the name", async () => {
    const { callers } = await accessWorld();
    const name = unique("Home Decor ");
    const res = await api("POST", "/api/products/categories/", {
      token: callers.superAdmin,
      form: formOf({ name, name_ar: "ديكور", image: images.jpeg() }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ name, name_ar: "ديكور", slug: name.toLowerCase().replace(/ /g, "-"), product_count: 0 });
    expect(res.data.image).toMatch(/^\/api\/media\/categories\/.+\.jpg$/);
    expect(await env.MEDIA.head(mediaKey(res.data.image))).not.toBeNull();
    expect((await categoryRow(res.data.id))?.slug).toBe(res.data.slug);
  });

  it("accepts JSON, an explicit slug, and numbers a taken auto slug", async () => {
    const { callers } = await accessWorld();
    const slug = unique("gifts-");
    const first = await api("POST", "/api/products/categories/", { token: callers.superAdmin, json: { name: unique("G "), slug } });
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ slug, image: null });

    const base = unique("Perfume");
    await createCategory({ slug: base.toLowerCase() });
    const second = await api("POST", "/api/products/categories/", { token: callers.superAdmin, json: { name: base } });
    expect(second.data.slug).toBe(`${base.toLowerCase()}-2`);
    const arabic = await api("POST", "/api/products/categories/", {
      token: callers.superAdmin,
      json: { name: `عطور ${unique()}`.replace(/[a-z0-9]/g, "") },
    });
    expect(arabic.status).toBe(201);
    expect(arabic.data.slug).toMatch(/^category(-\d+)?$/);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 201 },
    {
      setup: () => unique("Matrix "),
      state: ({ fixture }) => byName(fixture),
      call: ({ fixture, token }) => api("POST", "/api/products/categories/", { token, form: formOf({ name: fixture }) }),
      allowed: async ({ fixture }) => expect(await byName(fixture)).toHaveLength(1),
    },
  );

  it.each([
    ["a missing name", () => ({}), { name: ["This field is required."] }],
    ["a blank name", () => ({ name: "  " }), { name: ["This field may not be blank."] }],
    [
      "a bad slug",
      () => ({ name: unique("C "), slug: "Not A Slug" }),
      { slug: ["Enter a valid slug consisting of lowercase letters, numbers or hyphens."] },
    ],
    ["an all-digit slug", () => ({ name: unique("C "), slug: "2024" }), { slug: ["A slug cannot be only digits."] }],
    ["a text file named .png", () => ({ name: unique("C "), image: images.fakePng() }), { image: ["Please upload a JPEG or PNG image."] }],
    ["a GIF", () => ({ name: unique("C "), image: images.gif() }), { image: ["Please upload a JPEG or PNG image."] }],
    ["an oversized image", () => ({ name: unique("C "), image: images.oversized() }), { image: ["Image size must be less than 5MB."] }],
  ])("refuses %s with a field error and writes nothing", async (_case, fields, errors) => {
    const { callers } = await accessWorld();
    const values = fields() as Record<string, string | File>;
    const before = await db.$count(categories);
    const media = await mediaSnapshot();
    const res = await api("POST", "/api/products/categories/", { token: callers.superAdmin, form: formOf(values) });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await db.$count(categories)).toBe(before);
    expect(await media.added()).toEqual([]);
  });

  it("refuses a duplicate slug or name (any case) and a body that is neither a form nor JSON", async () => {
    const { callers } = await accessWorld();
    const existing = await createCategory();
    const token = callers.superAdmin;
    const dupSlug = await api("POST", "/api/products/categories/", { token, json: { name: unique("D "), slug: existing.slug } });
    expect(dupSlug).toMatchObject({ status: 400, data: { slug: ["A category with this slug already exists."] } });
    const dupName = await api("POST", "/api/products/categories/", { token, json: { name: existing.name.toUpperCase() } });
    expect(dupName).toMatchObject({ status: 400, data: { name: ["A category with this name already exists."] } });
    expect(await db.$count(categories, sql`lower(${categories.name}) = lower(${existing.name})`)).toBe(1);

    expect((await api("POST", "/api/products/categories/", { token, raw: "name=x", contentType: "text/plain" })).data).toEqual({
      detail: "Request body must be multipart/form-data or JSON.",
    });
    expect((await api("POST", "/api/products/categories/", { token, raw: "{bad", contentType: "application/json" })).status).toBe(400);
    expect((await api("POST", "/api/products/categories/", { token, raw: "[1]", contentType: "application/json" })).status).toBe(400);
    expect((await api("POST", "/api/products/categories/", { token, json: { name: 5 } })).status).toBe(400);
  });
});

describe("PATCH /products/categories/{id}/", () => {
  it("renames, replaces the image (removing the old file) and clears it", async () => {
    const { callers } = await accessWorld();
    const created = await api("POST", "/api/products/categories/", {
      token: callers.superAdmin,
      form: formOf({ name: unique("P "), image: images.png() }),
    });
    const oldKey = mediaKey(created.data.image);
    const name = unique("Renamed ");
    const res = await api("PATCH", `/api/products/categories/${created.data.id}/`, {
      token: callers.superAdmin,
      form: formOf({ name, image: images.jpeg() }),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: created.data.id, name, slug: created.data.slug });
    expect(res.data.image).toMatch(/\.jpg$/);
    expect(await env.MEDIA.head(oldKey)).toBeNull();

    const cleared = await api("PATCH", `/api/products/categories/${created.data.id}/`, { token: callers.superAdmin, json: { image: null } });
    expect(cleared.data.image).toBeNull();
    expect(await env.MEDIA.head(mediaKey(res.data.image))).toBeNull();
    expect((await categoryRow(created.data.id))?.image).toBeNull();
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 200 },
    {
      setup: async () => ({ existing: await createCategory(), name: unique("New ") }),
      state: ({ fixture }) => categoryRow(fixture.existing.id),
      call: ({ fixture, token }) => api("PATCH", `/api/products/categories/${fixture.existing.id}/`, { token, json: { name: fixture.name } }),
      allowed: async ({ fixture }) => expect((await categoryRow(fixture.existing.id))?.name).toBe(fixture.name),
    },
  );

  it("refuses bad input without changing the row, and answers 404 for an unknown id", async () => {
    const { callers } = await accessWorld();
    const token = callers.superAdmin;
    const existing = await createCategory({ image: "categories/keep.png" });
    const other = await createCategory();
    const media = await mediaSnapshot();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ name: "" }, { name: ["This field may not be blank."] }],
      [{ slug: other.slug }, { slug: ["A category with this slug already exists."] }],
      [{ slug: "bad slug" }, { slug: ["Enter a valid slug consisting of lowercase letters, numbers or hyphens."] }],
    ];
    for (const [json, errors] of cases) {
      const res = await api("PATCH", `/api/products/categories/${existing.id}/`, { token, json });
      expect(res).toMatchObject({ status: 400, data: errors });
    }
    const badImage = await api("PATCH", `/api/products/categories/${existing.id}/`, {
      token,
      form: formOf({ name: unique("X "), image: images.fakePng() }),
    });
    expect(badImage).toMatchObject({ status: 400, data: { image: ["Please upload a JPEG or PNG image."] } });
    expect(await media.added()).toEqual([]);
    expect(await categoryRow(existing.id)).toEqual(existing);
    expect((await api("PATCH", "/api/products/categories/99999999/", { token, json: { name: "x" } })).status).toBe(404);
  });
});

describe("DELETE /products/categories/{id}/", () => {
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 204 },
    {
      setup: () => createCategory(),
      state: ({ fixture }) => categoryRow(fixture.id),
      call: ({ fixture, token }) => api("DELETE", `/api/products/categories/${fixture.id}/`, { token }),
      allowed: async ({ fixture }) => expect(await categoryRow(fixture.id)).toBeUndefined(),
    },
  );

  it("removes the image file and the product links, keeping the products", async () => {
    const { callers } = await accessWorld();
    const created = await api("POST", "/api/products/categories/", {
      token: callers.superAdmin,
      form: formOf({ name: unique("Del "), image: images.png() }),
    });
    const store = await createStore();
    const product = await createProduct(store);
    const listed = await api("PATCH", `/api/products/${product.id}/`, { token: callers.superAdmin, json: { category_ids: [created.data.id] } });
    expect(listed.data.category_ids).toEqual([created.data.id]);

    expect((await api("DELETE", `/api/products/categories/${created.data.id}/`, { token: callers.superAdmin })).status).toBe(204);
    expect(await env.MEDIA.head(mediaKey(created.data.image))).toBeNull();
    expect((await api("GET", `/api/products/${product.id}/`)).data.category_ids).toEqual([]);
    expect((await api("DELETE", `/api/products/categories/${created.data.id}/`, { token: callers.superAdmin })).status).toBe(404);
  });
});
