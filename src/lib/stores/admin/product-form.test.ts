import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { skuCheck, product as productSchema } from "#contract/catalog";
import { type Listing, listing as listingSchema } from "#contract/listings";
import { answer as contractAnswer, detailAnswer, fieldErrorsAnswer } from "../../api/answer.test-support";
import { aListing, aProduct } from "../../api/fixtures.test-support";
import type { Branch } from "#contract/stores";
import { createProductForm, firstBrokenRule, type ProductFormValues, SKU_DEBOUNCE_MS } from "./product-form";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const branches = [{ id: 3, store: 9 } as Branch, { id: 4, store: 9 } as Branch];
const png = (bytes = 10) => new File([new Uint8Array(bytes)], "kettle.png", { type: "image/png" });
const valid = (): ProductFormValues => ({
  branch: "3",
  name: "Kettle",
  name_ar: "غلاية",
  sku: "kettle",
  skuAuto: false,
  base_price: "120",
  price: "110.50",
  stock: "4",
  is_available: true,
  description: "",
  description_ar: "",
  short_description: "",
  short_description_ar: "",
  categories: [],
  is_featured: false,
  badge: "",
  badge_ar: "",
  image: png(),
});
const listing = {
  id: 51,
  price: "110.50",
  stock: 4,
  is_available: true,
  branch: { id: 3, name: "Maadi", name_ar: "المعادي", store: 9 },
  product: {
    id: 70,
    name: "Kettle",
    name_ar: "غلاية",
    sku: "kettle",
    base_price: "120.00",
    short_description: "Boils in two minutes",
    short_description_ar: "تغلي في دقيقتين",
    category_ids: [4, 11],
    is_featured: true,
    badge: "New",
    badge_ar: "جديد",
  },
  description: "",
  descriptionAR: "",
} as unknown as Listing;

let calls: { method: string; url: string; body: unknown }[] = [];
function answer(routes: Record<string, () => Response>) {
  calls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push({ method, url, body: init.body instanceof FormData ? Object.fromEntries(init.body) : init.body && JSON.parse(String(init.body)) });
    const route = Object.keys(routes).find((key) => `${method} ${url}`.startsWith(key));
    return route ? routes[route]() : json(500, {});
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the form's rules, in the product rules' order", () => {
  it.each([
    ["branch", { branch: "" }],
    ["required", { name: " " }],
    ["required", { sku: "" }],
    ["required", { base_price: "0" }],
    ["prices", { price: "0" }],
    ["prices", { stock: "-1" }],
    ["prices", { stock: "" }],
    ["imageType", { image: null }],
    ["imageType", { image: new File(["x"], "a.gif", { type: "image/gif" }) }],
    ["imageSize", { image: png(5 * 1024 * 1024 + 1) }],
  ] as const)("%s when %o", (rule, change) => {
    expect(firstBrokenRule({ ...valid(), ...change }, "available", false)).toBe(rule);
  });

  it("reports the earliest rule when several break, and SKU problems last", () => {
    expect(firstBrokenRule({ ...valid(), branch: "", price: "0", image: null }, "taken", false)).toBe("branch");
    expect(firstBrokenRule(valid(), "taken", false)).toBe("sku");
    expect(firstBrokenRule(valid(), "failed", false)).toBe("sku");
    expect(firstBrokenRule(valid(), "available", false)).toBeNull();
  });

  it("lets an edit keep its image", () => {
    expect(firstBrokenRule({ ...valid(), image: null }, "idle", true)).toBeNull();
  });
});

describe("the SKU", () => {
  it("follows the name until typed by hand, and follows it again on request", () => {
    answer({ "GET /api/products/check-sku/": () => contractAnswer(skuCheck, { available: true }) });
    const form = createProductForm(null, branches, () => {});
    form.set("name", "Big Kettle, 2L!");
    expect(form.$form.get().values.sku).toBe("big-kettle-2l");
    form.set("sku", "KT-1");
    form.set("name", "Small kettle");
    expect(form.$form.get().values.sku).toBe("KT-1");
    form.autoSku();
    expect(form.$form.get().values.sku).toBe("small-kettle");
  });

  it("is checked once, 500 ms after typing stops, leaving out the product being edited", async () => {
    answer({ "GET /api/products/check-sku/": () => contractAnswer(skuCheck, { available: false }) });
    const form = createProductForm(listing, branches, () => {});
    form.set("sku", "ket");
    form.set("sku", "kettle-2");
    expect(form.$form.get().sku).toBe("checking");
    await vi.advanceTimersByTimeAsync(SKU_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.url)).toEqual(["/api/products/check-sku/?sku=kettle-2&exclude_product_id=70"]);
    expect(form.$form.get().sku).toBe("taken");
  });

  it("says the check failed when the server cannot answer", async () => {
    answer({ "GET /api/products/check-sku/": () => json(503, {}) });
    const form = createProductForm(null, branches, () => {});
    form.set("sku", "abc");
    await vi.advanceTimersByTimeAsync(SKU_DEBOUNCE_MS);
    expect(form.$form.get().sku).toBe("failed");
  });
});

describe("saving", () => {
  it("creates the product in the branch's store, then lists it in the branch", async () => {
    answer({
      "POST /api/products/": () => contractAnswer(productSchema, aProduct(70), 201),
      "POST /api/branch-products/": () => contractAnswer(listingSchema, aListing(51), 201),
    });
    const saved = vi.fn();
    const form = createProductForm(null, branches, saved);
    for (const [field, value] of Object.entries(valid())) form.set(field as keyof ProductFormValues, value as never);
    expect(await form.save()).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/products/", "POST /api/branch-products/"]);
    expect(calls[0].body).toMatchObject({ name: "Kettle", sku: "kettle", base_price: "120", store: "9" });
    expect(calls[1].body).toEqual({ branch_id: 3, product_id: 70, price: "110.50", stock: 4, is_available: true });
    expect(saved).toHaveBeenCalledOnce();
  });

  it("takes the product back when listing it fails, and says so", async () => {
    answer({
      "POST /api/products/": () => contractAnswer(productSchema, aProduct(70), 201),
      "POST /api/branch-products/": () => detailAnswer(403, "You do not run this branch."),
      "DELETE /api/products/70/": () => new Response(null, { status: 204 }),
    });
    const form = createProductForm(null, branches, () => {});
    for (const [field, value] of Object.entries(valid())) form.set(field as keyof ProductFormValues, value as never);
    expect(await form.save()).toBe(false);
    expect(calls.at(-1)).toMatchObject({ method: "DELETE", url: "/api/products/70/" });
    expect(form.$form.get()).toMatchObject({ failure: "assign", errors: { detail: "You do not run this branch." }, saving: false });
  });

  it("shows the server's field messages and changes nothing else", async () => {
    answer({ "POST /api/products/": () => fieldErrorsAnswer({ sku: ["product with this sku already exists."] }) });
    const form = createProductForm(null, branches, () => {});
    for (const [field, value] of Object.entries(valid())) form.set(field as keyof ProductFormValues, value as never);
    expect(await form.save()).toBe(false);
    expect(calls).toHaveLength(1);
    expect(form.$form.get().errors).toEqual({ sku: "product with this sku already exists." });
  });

  it("moves the offer when the branch changed: lists it in the new branch, then removes the old offer", async () => {
    answer({
      "PATCH /api/products/70/": () => contractAnswer(productSchema, aProduct(70), 200),
      "POST /api/branch-products/": () => contractAnswer(listingSchema, aListing(52), 201),
      "DELETE /api/branch-products/51/": () => new Response(null, { status: 204 }),
    });
    const form = createProductForm(listing, branches, () => {});
    form.set("branch", "4");
    expect(await form.save()).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "PATCH /api/products/70/",
      "POST /api/branch-products/",
      "DELETE /api/branch-products/51/",
    ]);
    expect(calls[1].body).toMatchObject({ branch_id: 4, product_id: 70 });
  });

  it("edits the offer in place when the branch stayed", async () => {
    answer({
      "PATCH /api/products/70/": () => contractAnswer(productSchema, aProduct(70), 200),
      "PATCH /api/branch-products/51/": () => contractAnswer(listingSchema, aListing(51), 200),
    });
    const form = createProductForm(listing, branches, () => {});
    form.set("stock", "9");
    expect(await form.save()).toBe(true);
    expect(calls[1]).toEqual({ method: "PATCH", url: "/api/branch-products/51/", body: { price: "110.50", stock: 9, is_available: true } });
  });

  it("sends the categories (as JSON text), the featured flag, the badge and the short description, in both languages", async () => {
    answer({
      "POST /api/products/": () => contractAnswer(productSchema, aProduct(70), 201),
      "POST /api/branch-products/": () => contractAnswer(listingSchema, aListing(51), 201),
    });
    const form = createProductForm(null, branches, () => {});
    const values = {
      ...valid(),
      categories: ["4", "11"],
      is_featured: true,
      badge: " New ",
      badge_ar: "جديد",
      short_description: "Boils in two minutes",
      short_description_ar: "تغلي في دقيقتين",
    };
    for (const [field, value] of Object.entries(values)) form.set(field as keyof ProductFormValues, value as never);
    expect(await form.save()).toBe(true);
    expect(calls[0].body).toMatchObject({
      category_ids: "[4,11]",
      is_featured: "true",
      badge: "New",
      badge_ar: "جديد",
      short_description: "Boils in two minutes",
      short_description_ar: "تغلي في دقيقتين",
    });
  });

  it("a new product in no category says so, and is not featured unless ticked", async () => {
    answer({
      "POST /api/products/": () => contractAnswer(productSchema, aProduct(70), 201),
      "POST /api/branch-products/": () => contractAnswer(listingSchema, aListing(51), 201),
    });
    const form = createProductForm(null, branches, () => {});
    for (const [field, value] of Object.entries(valid())) form.set(field as keyof ProductFormValues, value as never);
    expect(await form.save()).toBe(true);
    expect(calls[0].body).toMatchObject({ category_ids: "[]", is_featured: "false", badge: "", short_description: "" });
  });

  it("an edit starts from the product's categories, flag, badge and short description, and sends the categories only when changed", async () => {
    answer({
      "PATCH /api/products/70/": () => contractAnswer(productSchema, aProduct(70), 200),
      "PATCH /api/branch-products/51/": () => contractAnswer(listingSchema, aListing(51), 200),
    });
    const form = createProductForm(listing, branches, () => {});
    expect(form.$form.get().values).toMatchObject({
      categories: ["4", "11"],
      is_featured: true,
      badge: "New",
      badge_ar: "جديد",
      short_description: "Boils in two minutes",
      short_description_ar: "تغلي في دقيقتين",
    });
    form.set("badge", "Sale");
    expect(await form.save()).toBe(true);
    expect(calls[0].body).toMatchObject({ badge: "Sale", is_featured: "true", short_description: "Boils in two minutes" });
    expect(calls[0].body).not.toHaveProperty("category_ids");

    form.set("categories", ["11"]);
    form.set("is_featured", false);
    expect(await form.save()).toBe(true);
    expect(calls.at(-2)?.body).toMatchObject({ category_ids: "[11]", is_featured: "false" });
  });

  it("shows the server's message about the categories under the categories", async () => {
    answer({ "POST /api/products/": () => fieldErrorsAnswer({ category_ids: ['Invalid pk "99" - object does not exist.'] }) });
    const form = createProductForm(null, branches, () => {});
    for (const [field, value] of Object.entries({ ...valid(), categories: ["99"] })) form.set(field as keyof ProductFormValues, value as never);
    expect(await form.save()).toBe(false);
    expect(form.$form.get().errors.categories).toBe('Invalid pk "99" - object does not exist.');
    form.set("categories", []);
    expect(form.$form.get().errors.categories).toBeUndefined();
  });
});
