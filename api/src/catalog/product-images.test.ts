import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productImages } from "../../db/schema";
import { accessMatrix, accessWorld, productAtTarget } from "../../test/access-matrix";
import { api, createListing, createProduct, db, images, storedKeys } from "../../test/factories";
import { mediaKey, mediaSnapshot, productWithImage } from "./test-support";

const imageRows = (id: number) => db.select().from(productImages).where(eq(productImages.product_id, id)).all();

const upload = (...files: (File | string)[]) => {
  const form = new FormData();
  for (const f of files) form.append("images", f);
  return form;
};

const renamed = (file: File, name: string) => new File([file], name, { type: file.type });

describe("POST /products/{id}/add-images/", () => {
  it("adds JPEG, PNG and GIF files after the existing images and returns the gallery", async () => {
    const { target, callers } = await accessWorld();
    const { product, imageKey } = await productWithImage(target.store);
    const form = upload(images.jpeg(), images.png(), images.gif());
    form.set("alt_text", "Gallery");
    const res = await api("POST", `/api/products/${product.id}/add-images/`, { token: callers.owner, form });
    expect(res.status).toBe(201);
    expect(res.data.images).toHaveLength(4);
    expect(res.data.images[0]).toMatchObject({ image: `/api/media/${imageKey}`, alt_text: "" });
    expect(res.data.images.slice(1).map((i: { image: string }) => i.image.split(".").pop())).toEqual(["jpg", "png", "gif"]);
    expect(res.data.images[1].alt_text).toBe("Gallery");
    for (const image of res.data.images) expect(await env.MEDIA.head(mediaKey(image.image))).not.toBeNull();
    expect((await imageRows(product.id)).map((r) => r.position).sort()).toEqual([0, 1, 2, 3]);
    expect((await api("GET", `/api/products/${product.id}/`)).data.images).toEqual(res.data.images);
  });

  // Listed in the target branch only: its manager may change it, the sibling branch's may not.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 201, manager: 201, otherManager: 403, superAdmin: 201 },
    {
      setup: async (world) => (await productAtTarget(world)).product,
      state: async ({ fixture }) => ({ images: await imageRows(fixture.id), media: await storedKeys() }),
      call: ({ fixture, token }) => api("POST", `/api/products/${fixture.id}/add-images/`, { token, form: upload(images.png()) }),
      allowed: async ({ fixture }, _res, before) => {
        expect(await imageRows(fixture.id)).toHaveLength(1);
        expect(await storedKeys()).toHaveLength(before.media.length + 1);
      },
    },
  );

  it.each([
    ["no file", () => upload(), ["Please select at least one image."]],
    ["an empty file input", () => upload(new File([], "")), ["Please select at least one image."]],
    ["text bytes named .png", () => upload(images.png(), images.fakePng()), ["evil.png: Only JPEG, PNG, or GIF files are allowed."]],
    ["an oversized file", () => upload(images.oversized(), images.gif()), ["huge.png: File size must be less than 5MB."]],
    [
      "several bad files",
      () => upload(renamed(images.fakePng(), "a.jpg"), images.jpeg(), renamed(images.oversized(), "b.png")),
      ["a.jpg: Only JPEG, PNG, or GIF files are allowed.", "b.png: File size must be less than 5MB."],
    ],
    ["a text field instead of a file", () => upload("not-a-file"), ["File 1: No file was submitted."]],
    ["too many files", () => upload(...Array.from({ length: 11 }, () => images.png())), ["Ensure this field has no more than 10 elements."]],
  ])("refuses %s, storing nothing at all", async (_case, form, errors) => {
    const { target, callers } = await accessWorld();
    const { product } = await productWithImage(target.store);
    const before = await imageRows(product.id);
    const media = await mediaSnapshot();
    const res = await api("POST", `/api/products/${product.id}/add-images/`, { token: callers.owner, form: form() });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ images: errors });
    expect(await imageRows(product.id)).toEqual(before);
    expect(await media.added()).toEqual([]);
  });

  it("refuses a body that is not multipart and answers 404 for an unknown product", async () => {
    const { target, callers } = await accessWorld();
    const product = await createProduct(target.store);
    const json = await api("POST", `/api/products/${product.id}/add-images/`, { token: callers.owner, json: { images: [] } });
    expect(json).toMatchObject({ status: 400, data: { detail: "Request body must be multipart/form-data." } });
    expect((await api("POST", "/api/products/99999999/add-images/", { token: callers.owner, form: upload(images.png()) })).status).toBe(404);
    expect(await imageRows(product.id)).toEqual([]);
  });
});

describe("DELETE /products/{id}/images/{imageId}/", () => {
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 204, manager: 204, otherManager: 403, superAdmin: 204 },
    {
      setup: async ({ target }) => {
        const { product, imageKey } = await productWithImage(target.store);
        await createListing(target.branch, product);
        return { product, imageKey };
      },
      state: async ({ fixture }) => ({ images: await imageRows(fixture.product.id), media: await storedKeys() }),
      call: async ({ fixture, token }) => {
        const [image] = await imageRows(fixture.product.id);
        return api("DELETE", `/api/products/${fixture.product.id}/images/${image.id}/`, { token });
      },
      allowed: async ({ fixture }) => {
        expect(await imageRows(fixture.product.id)).toEqual([]);
        expect(await env.MEDIA.head(fixture.imageKey)).toBeNull();
      },
    },
  );

  it("answers 404 for an image of another product or an unknown one", async () => {
    const { target, callers } = await accessWorld();
    const { product } = await productWithImage(target.store);
    const { product: other } = await productWithImage(target.store);
    const [otherImage] = await imageRows(other.id);
    expect((await api("DELETE", `/api/products/${product.id}/images/${otherImage.id}/`, { token: callers.owner })).status).toBe(404);
    expect((await api("DELETE", `/api/products/${product.id}/images/99999999/`, { token: callers.owner })).status).toBe(404);
    expect(await imageRows(other.id)).toEqual([otherImage]);
  });
});
