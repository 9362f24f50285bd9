import { describe, expect, it } from "vitest";
import { accessWorld } from "../../test/access-matrix";
import { api, createStore, unique } from "../../test/factories";
import { productForm } from "./test-support";
import { searchText } from "./search";

/** Creates a product through the API (so its search column is written as in production). */
async function created(fields: Record<string, string>, ctx?: Awaited<ReturnType<typeof accessWorld>>) {
  const { target, callers } = ctx ?? (await accessWorld());
  const res = await api("POST", "/api/products/", { token: callers.owner, form: productForm(fields) });
  expect(res.status).toBe(201);
  return { product: res.data, store: target.store };
}

const search = async (store: { id: number }, q: string) =>
  (await api("GET", `/api/products/?store=${store.id}&search=${encodeURIComponent(q)}`)).data.results.map((p: { id: number }) => p.id);

describe("product search", () => {
  it("builds the search column from both languages, without HTML, normalised", () => {
    const text = searchText({
      name: "Oud Royal",
      name_ar: "عُود أَحمد",
      sku: "OUD-1",
      description: "<p>Rich <strong>wood</strong> &amp; amber</p>",
      description_ar: "<p>مكتبة</p>",
      short_description: "Short",
      short_description_ar: "قصير",
    });
    expect(text).toBe("oud royal عود احمد oud-1 short قصير rich wood & amber مكتبه");
  });

  it.each([
    ["an unhamzated alef", "أحمد للعطور", "احمد"],
    ["a hamzated alef", "احمد للعطور", "أحمد"],
    ["a haa for a taa marbuta", "مكتبة النور", "مكتبه"],
    ["a taa marbuta for a haa", "مكتبه النور", "مكتبة"],
    ["a query with diacritics", "عطر الورد", "عِطْرُ"],
    ["an alef maqsura as yaa", "مستشفى الشفاء", "مستشفي"],
  ])("finds Arabic names by %s", async (_case, name, query) => {
    const { product, store } = await created({ name: `${name} ${unique()}` });
    expect(await search(store, query)).toEqual([product.id]);
  });

  it("finds English words in descriptions, SKUs and the Arabic fields, any case", async () => {
    const sku = unique("SKU-ZX");
    const { product, store } = await created({
      sku,
      description: "<p>Hand-poured <em>lavender</em> candle</p>",
      short_description_ar: "شمعة معطرة",
      name_ar: "شمعة",
    });
    for (const q of ["LAVENDER", "hand-poured", sku.toLowerCase(), "معطره", "  lavender   candle "]) {
      expect(await search(store, q)).toEqual([product.id]);
    }
    expect(await search(store, "lavender rose")).toEqual([]); // every term must match
    expect(await search(store, "strong")).toEqual([]); // tags are not text
  });

  it("treats % and _ as letters, not wildcards", async () => {
    const ctx = await accessWorld();
    const { product, store } = await created({ name: `Sale 50% off ${unique()}` }, ctx);
    await created({ name: `Sale 50 off ${unique()}` }, ctx);
    expect(await search(store, "50%")).toEqual([product.id]);
    expect(await search(store, "5_")).toEqual([]);
  });

  it("ignores a blank search", async () => {
    const { product, store } = await created({});
    expect(await search(store, "   ")).toEqual([product.id]);
    expect(await search(await createStore(), "anything")).toEqual([]);
  });
});
