// Search through the FTS5 trigram index (search-index.ts): substrings in both languages,
// terms too short for the index, the order and count of pages, FTS syntax typed by a shopper,
// and an index that follows every insert, edit and delete of a product.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productCategories, stores } from "../../db/schema";
import { accessWorld } from "../../test/access-matrix";
import { api, createBranch, createCategory, createListing, createProduct, createStore, db, unique } from "../../test/factories";
import { productForm } from "./test-support";
import { searchText } from "./search";

type Store = { id: number };
const ids = (res: { data: { results: { id: number }[] } }) => res.data.results.map((p) => p.id);
const find = (q: string, extra = "") => api("GET", `/api/products/?search=${encodeURIComponent(q)}${extra}`);
const inStore = async (store: Store, q: string, extra = "") => ids(await find(q, `&store=${store.id}${extra}`));

let skus = 0;
/**
 * A product written straight to the table (as the seed does), its search text built as the
 * API builds it. Its SKU is digits, so that no short term of a test matches it by chance.
 */
function product(store: Store, name: string, fields: Parameters<typeof createProduct>[1] = {}) {
  const sku = `${Date.now()}${++skus}`;
  const text = { name, name_ar: "", sku, description: "", description_ar: "", short_description: "", short_description_ar: "", ...fields };
  return createProduct(store, { ...text, search_text: searchText(text) });
}

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 0, minute)).toISOString();

describe("search through the index", () => {
  it("finds any part of a word, in English and in Arabic", async () => {
    const store = await createStore();
    const lamp = await product(store, "Nordic Lamp Grey", { name_ar: "أباجورة نورديك" });
    const rice = await product(store, "Basmati Rice", { name_ar: "أرز بسمتي", description: "<p>Fair price</p>" });
    expect(await inStore(store, "ordi")).toEqual([lamp.id]);
    expect(await inStore(store, "بسم")).toEqual([rice.id]);
    expect(await inStore(store, "jour")).toEqual([]);
    // "rice" is in "price" too: a substring search, as before the index.
    const priced = await product(store, "Lentils", { description: "<p>Best price</p>" });
    expect(await inStore(store, "rice")).toEqual([priced.id, rice.id]);
  });

  it.each([
    ["no hamza for a hamzated alef", "أباجورة نورديك", "اباجورة"],
    ["a haa for a taa marbuta", "عباءة سوداء", "عباءه"],
    ["a hamza for a bare alef", "ارز بسمتي", "أرز"],
    ["diacritics", "قهوة تركي", "قَهْوَة"],
    ["Arabic digits for Latin ones", "علبة 250 جم", "٢٥٠"],
  ])("normalises the Arabic of both sides: %s", async (_case, nameAr, query) => {
    const store = await createStore();
    const made = await product(store, unique("P "), { name_ar: nameAr });
    expect(await inStore(store, query)).toEqual([made.id]);
  });

  it("matches terms shorter than a trigram, alone or beside longer ones", async () => {
    const store = await createStore();
    const tv = await product(store, "TV stand oak");
    const cup = await product(store, "Cup of tea");
    expect(await inStore(store, "tv")).toEqual([tv.id]);
    expect(await inStore(store, "of")).toEqual([cup.id]);
    expect(await inStore(store, "oak tv")).toEqual([tv.id]);
    expect(await inStore(store, "oak of")).toEqual([]);
    expect(await inStore(store, "#")).toEqual([]);
  });

  it("keeps newest first and the count right, page after page, with and without other filters", async () => {
    const store = await createStore();
    const other = await createStore();
    const token = unique("zq").toLowerCase();
    const matching = [];
    for (let i = 0; i < 14; i++) matching.push(await product(store, `Item ${token} ${i}`, { created_at: at(i), is_featured: i % 2 === 0 }));
    await product(store, "Unrelated item");
    const elsewhere = await product(other, `Other ${token}`, { created_at: at(30) });
    const newestFirst = matching.map((p) => p.id).reverse();

    // The search alone: counted in the index.
    const first = await find(token);
    expect(first.data.count).toBe(15);
    expect(ids(first)).toEqual([elsewhere.id, ...newestFirst.slice(0, 11)]);
    const second = await api("GET", first.data.next);
    expect(second.data.count).toBe(15);
    expect(ids(second)).toEqual(newestFirst.slice(11));
    expect(second.data.next).toBeNull();
    expect((await find(token, "&page=3")).status).toBe(404);

    // With a store, a short term and the featured filter: counted in the table.
    const inOne = await find(`${token} it`, `&store=${store.id}`);
    expect(inOne.data.count).toBe(14);
    expect(ids(inOne)).toEqual(newestFirst.slice(0, 12));
    const featured = await find(token, `&store=${store.id}&featured=true`);
    expect(featured.data.count).toBe(7);
    expect(ids(featured)).toEqual(newestFirst.filter((_, i) => i % 2 === 1));
    expect(ids(await find(token, `&store=${store.id}&ordering=created_at&page_size=3`))).toEqual(matching.slice(0, 3).map((p) => p.id));
  });

  it("combines with category, branch, availability and a price order", async () => {
    const store = await createStore();
    const branch = await createBranch(store);
    const category = await createCategory();
    const token = unique("qv").toLowerCase();
    const cheap = await product(store, `Cheap ${token}`, { base_price: 500 });
    const dear = await product(store, `Dear ${token}`, { base_price: 9000 });
    const unlisted = await product(store, `Unlisted ${token}`, { base_price: 100 });
    await createListing(branch, cheap, { price: 500, stock: 3 });
    await createListing(branch, dear, { price: 9000, stock: 0 });
    await db.insert(productCategories).values([{ product_id: dear.id, category_id: category.id }]);

    expect(ids(await find(token, `&ordering=price`))).toEqual([unlisted.id, cheap.id, dear.id]);
    expect(ids(await find(token, `&ordering=-price`))).toEqual([dear.id, cheap.id, unlisted.id]);
    expect(ids(await find(token, `&category=${category.slug}`))).toEqual([dear.id]);
    expect(ids(await find(token, `&branch=${branch.id}`))).toEqual([dear.id, cheap.id]);
    const available = await find(token, `&branch=${branch.id}&available=true`);
    expect(available.data).toMatchObject({ count: 1, results: [{ id: cheap.id, offers: [{ branch: { id: branch.id }, stock: 3 }] }] });
    const priced = await find(token, `&ordering=price&page_size=2&page=2`);
    expect(priced.data).toMatchObject({ count: 3, next: null, previous: `/api/products/?search=${token}&ordering=price&page_size=2` });
    expect(ids(priced)).toEqual([dear.id]);
  });

  it("reads FTS syntax typed by a shopper as plain text, never as an error", async () => {
    const store = await createStore();
    const made = await product(store, 'Oud "Royal" (Gold)* AND more');
    for (const q of ['"royal"', "(gold)*", "and", '"', '"""', "NEAR(", "-oud", "royal OR nothing", "^oud", "oud:gold"]) {
      const res = await find(q, `&store=${store.id}`);
      expect(res.status, q).toBe(200);
    }
    expect(await inStore(store, '"royal"')).toEqual([made.id]);
    expect(await inStore(store, "(gold)*")).toEqual([made.id]);
    expect(await inStore(store, "and more")).toEqual([made.id]);
    expect(await inStore(store, "royal OR nothing")).toEqual([]); // every word must match, "or" included
    expect(await inStore(store, "\u0000royal\u0000")).toEqual([made.id]); // FTS5 would stop at a NUL
    expect(await inStore(store, "\u0000")).toEqual([made.id]); // nothing left to look for
  });

  it("takes a word once, and refuses more than 32 different words with a 400", async () => {
    const store = await createStore();
    const made = await product(store, "Ab stand");
    expect(await inStore(store, "ab ".repeat(400))).toEqual([made.id]);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
    expect((await find(words(32), `&store=${store.id}`)).status).toBe(200);
    expect(await find(words(33), `&store=${store.id}`)).toMatchObject({
      status: 400,
      data: { search: ["Ensure this field has no more than 32 words."] },
    });
  });
});

describe("the index follows the products", () => {
  it("finds a created product, the edited text and not the old, and nothing once deleted", async () => {
    const { target, callers } = await accessWorld();
    const [oldWord, newWord] = [unique("old").toLowerCase(), unique("new").toLowerCase()];
    const created = await api("POST", "/api/products/", { token: callers.owner, form: productForm({ name: `Candle ${oldWord}` }) });
    expect(created.status).toBe(201);
    const id = created.data.id;
    expect(await inStore(target.store, oldWord)).toEqual([id]);

    const edited = await api("PATCH", `/api/products/${id}/`, {
      token: callers.owner,
      json: { name: `Candle ${newWord}`, description_ar: "<p>شمعة معطرة</p>" },
    });
    expect(edited.status).toBe(200);
    expect(await inStore(target.store, oldWord)).toEqual([]);
    expect(await inStore(target.store, newWord)).toEqual([id]);
    expect(await inStore(target.store, "معطره")).toEqual([id]);
    expect((await find(oldWord)).data.count).toBe(0);

    // Edits that leave the text alone (here the price) leave the index alone too.
    expect((await api("PATCH", `/api/products/${id}/`, { token: callers.owner, json: { base_price: "99.00" } })).status).toBe(200);
    expect(await inStore(target.store, newWord)).toEqual([id]);

    expect((await api("DELETE", `/api/products/${id}/`, { token: callers.owner })).status).toBe(204);
    expect(await inStore(target.store, newWord)).toEqual([]);
    expect((await find(newWord)).data).toEqual({ count: 0, count_capped: false, next: null, previous: null, results: [] });

    // Listed again under the same SKU: found once, as the new product.
    const again = await api("POST", "/api/products/", {
      token: callers.owner,
      form: productForm({ name: `Candle ${newWord}`, sku: created.data.sku }),
    });
    expect(again.status).toBe(201);
    expect(again.data.id).not.toBe(id);
    expect(await inStore(target.store, newWord)).toEqual([again.data.id]);
    expect((await find(newWord)).data.count).toBe(1);
  });

  it("drops a store's products from the index when the store goes", async () => {
    const store = await createStore();
    const word = unique("gone").toLowerCase();
    await product(store, `Thing ${word}`);
    expect((await find(word)).data.count).toBe(1);
    await db.delete(stores).where(eq(stores.id, store.id)); // products go by cascade
    expect((await find(word)).data).toMatchObject({ count: 0, results: [] });
  });
});
