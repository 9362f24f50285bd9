import { describe, expect, it } from "vitest";
import { api, createProduct, createStore, unique } from "../../test/factories";

describe("GET /products/check-sku/", () => {
  it("says whether a SKU is free, ignoring case, and excludes the product being edited", async () => {
    const store = await createStore();
    const product = await createProduct(store, { sku: unique("Check-SKU-") });
    const check = async (query: string) => (await api("GET", `/api/products/check-sku/?${query}`)).data;

    expect(await check(`sku=${unique("free-")}`)).toEqual({ available: true });
    expect(await check(`sku=${product.sku}`)).toEqual({ available: false });
    expect(await check(`sku=${product.sku.toUpperCase()}`)).toEqual({ available: false });
    expect(await check(`sku=${encodeURIComponent(` ${product.sku} `)}`)).toEqual({ available: false });
    expect(await check(`sku=${product.sku}&exclude_product_id=${product.id}`)).toEqual({ available: true });
    expect(await check(`sku=${product.sku}&exclude_product_id=${product.id + 1000}`)).toEqual({ available: false });
  });

  it.each([
    ["", { sku: ["This field is required."] }],
    ["sku=", { sku: ["This field may not be blank."] }],
    ["sku=a&exclude_product_id=abc", { exclude_product_id: ["A valid integer is required."] }],
  ])("answers 400 for %j", async (query, errors) => {
    const res = await api("GET", `/api/products/check-sku/?${query}`);
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
  });
});
