import { describe, expect, it } from "vitest";
import { api, createBranch, createCategory, createListing, createProduct, createStore, db } from "../../test/factories";
import { productCategories } from "../../db/schema";
import { listingConditions } from "./filters";
import { pageOfListings } from "./serialize";
import { countingDb } from "./test-helpers";

describe("GET /branch-products/", () => {
  it("returns a listing with its branch, the full product and the product rules' aliases", async () => {
    const store = await createStore();
    const branch = await createBranch(store, { name_ar: "فرع" });
    const category = await createCategory();
    const product = await createProduct(store, { description: "<p>Fresh</p>", description_ar: "<p>طازج</p>" });
    await db.insert(productCategories).values({ product_id: product.id, category_id: category.id });
    const listing = await createListing(branch, product, { price: 12050, stock: 7, is_featured: true });

    const res = await api("GET", `/api/branch-products/?branch=${branch.id}`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ count: 1, next: null, previous: null });
    expect(res.data.results[0]).toMatchObject({
      id: listing.id,
      price: "120.50",
      stock: 7,
      is_available: true,
      is_featured: true,
      featured: true,
      branch: { id: branch.id, name: branch.name, name_ar: "فرع", store: store.id },
      description: "<p>Fresh</p>",
      descriptionAR: "<p>طازج</p>",
      created_at: listing.created_at,
      updated_at: listing.updated_at,
    });
    expect(res.data.results[0].product).toMatchObject({
      id: product.id,
      name: product.name,
      base_price: "100.00",
      category_ids: [category.id],
      store: { id: store.id, slug: store.slug },
      offers: [{ id: listing.id, price: "120.50", stock: 7, branch: { id: branch.id } }],
    });
  });

  it("pages twelve at a time with relative links", async () => {
    const store = await createStore();
    const branch = await createBranch(store);
    const made = [];
    for (let i = 0; i < 14; i++) made.push(await createListing(branch, await createProduct(store)));

    const first = await api("GET", `/api/branch-products/?branch=${branch.id}`);
    expect(first.data.count).toBe(14);
    expect(first.data.results).toHaveLength(12);
    expect(first.data.next).toMatch(new RegExp(`^/api/branch-products/\\?branch=${branch.id}&cursor=[\\w-]+$`));
    expect(first.data.previous).toBeNull();
    // Newest first.
    expect(first.data.results[0].id).toBe(made[13].id);

    const second = await api("GET", first.data.next);
    expect(second.data.results).toHaveLength(2);
    expect(second.data.next).toBeNull();
    expect(second.data.previous).toMatch(/cursor=/);
    expect((await api("GET", second.data.previous)).data.results.map((l: { id: number }) => l.id)).toEqual(
      first.data.results.map((l: { id: number }) => l.id),
    );
    // Numbered pages still answer, to a bounded depth.
    expect((await api("GET", `/api/branch-products/?branch=${branch.id}&page=2`)).data.results).toHaveLength(2);
    expect((await api("GET", `/api/branch-products/?branch=${branch.id}&page=102`)).status).toBe(404);
    const seen = [...first.data.results, ...second.data.results].map((l: { id: number }) => l.id);
    expect(new Set(seen)).toEqual(new Set(made.map((l) => l.id)));

    expect((await api("GET", `/api/branch-products/?branch=${branch.id}&page=3`)).status).toBe(404);
  });

  it("returns the offers of many products in one call with a comma list", async () => {
    const store = await createStore();
    const [a, b] = [await createBranch(store), await createBranch(store)];
    const wanted = [await createProduct(store), await createProduct(store), await createProduct(store)];
    const expected = [];
    for (const p of wanted) expected.push((await createListing(a, p)).id, (await createListing(b, p, { price: 8000 })).id);
    await createListing(a, await createProduct(store)); // not asked for

    const res = await api("GET", `/api/branch-products/?product=${wanted.map((p) => p.id).join(",")}`);
    expect(res.status).toBe(200);
    expect(res.data.count).toBe(6);
    expect(res.data.results.map((l: { id: number }) => l.id).sort()).toEqual(expected.sort());
    for (const l of res.data.results) expect(wanted.map((p) => p.id)).toContain(l.product.id);

    const one = await api("GET", `/api/branch-products/?product=${wanted[0].id}&branch=${b.id}`);
    expect(one.data.results.map((l: { price: string }) => l.price)).toEqual(["80.00"]);
  });

  it("accepts up to 100 product ids and refuses more", async () => {
    const ids = Array.from({ length: 101 }, (_, i) => 900000000 + i);
    const ok = await api("GET", `/api/branch-products/?product=${ids.slice(0, 100).join(",")}`);
    expect(ok.status).toBe(200);
    expect(ok.data.count).toBe(0);
    const tooMany = await api("GET", `/api/branch-products/?product=${ids.join(",")}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.data).toEqual({ product: ["Ensure this list has no more than 100 ids."] });
  });

  it.each([
    ["product=1,x", { product: ["Enter a comma-separated list of ids."] }],
    ["ids=-1", { ids: ["Enter a comma-separated list of ids."] }],
    ["branch=abc", { branch: ["A valid integer is required."] }],
    ["store=1.5", { store: ["A valid integer is required."] }],
    ["featured=maybe", { featured: ["Must be a valid boolean."] }],
    ["available=yes", { available: ["Must be a valid boolean."] }],
  ])("refuses a malformed filter %s with 400", async (query, body) => {
    const res = await api("GET", `/api/branch-products/?${query}`);
    expect(res.status).toBe(400);
    expect(res.data).toEqual(body);
  });

  it("filters by store, featured, availability and listing ids", async () => {
    const store = await createStore();
    const branch = await createBranch(store);
    const plain = await createListing(branch, await createProduct(store));
    const featured = await createListing(branch, await createProduct(store), { is_featured: true });
    const soldOut = await createListing(branch, await createProduct(store), { stock: 0 });
    const hidden = await createListing(branch, await createProduct(store), { is_available: false });
    const ids = async (query: string) =>
      ((await api("GET", `/api/branch-products/?${query}`)).data.results as { id: number }[]).map((l) => l.id).sort();

    expect(await ids(`store=${store.id}`)).toEqual([plain.id, featured.id, soldOut.id, hidden.id].sort());
    expect(await ids(`store=${store.id}&featured=true`)).toEqual([featured.id]);
    expect(await ids(`store=${store.id}&available=true`)).toEqual([plain.id, featured.id].sort());
    expect(await ids(`store=${store.id}&available=false`)).toEqual([soldOut.id, hidden.id].sort());
    expect(await ids(`ids=${plain.id},${hidden.id}`)).toEqual([plain.id, hidden.id].sort());
    // An empty parameter is no filter.
    expect(await ids(`store=${store.id}&featured=`)).toHaveLength(4);
  });

  it("refuses a cursor it did not make with a 404 and an overlong one with a 400, and answers the same list after", async () => {
    const store = await createStore();
    const branch = await createBranch(store);
    for (let i = 0; i < 3; i++) await createListing(branch, await createProduct(store));
    const list = `/api/branch-products/?branch=${branch.id}`;
    const before = await api("GET", list);
    const b64 = (text: string) => btoa(text).replace(/=+$/, "");
    // Not base64url, not JSON, the wrong shape, a negative id, a key that is an object.
    const forged = ["x", "%%%", b64("[1]"), b64('["a","b"]'), b64("[1,2,3]"), b64("[1,-4,0,0]"), b64('[{"a":1},4,0,0]')];
    for (const cursor of forged) {
      for (const query of [list, "/api/branch-products/?"]) {
        const res = await api("GET", `${query}&cursor=${encodeURIComponent(cursor)}`);
        expect(res, cursor).toMatchObject({ status: 404, data: { detail: "Invalid cursor." } });
      }
    }
    const overlong = await api("GET", `${list}&cursor=${"A".repeat(513)}`);
    expect(overlong.status).toBe(400);
    expect(overlong.data).toEqual({ cursor: ["Ensure this value has at most 512 characters."] });
    expect(await api("GET", list)).toMatchObject({ status: 200, data: before.data });
  });

  it("costs the same number of queries for a page of 2 listings as for a page of 12", async () => {
    const store = await createStore();
    const small = await createBranch(store);
    const big = await createBranch(store);
    for (let i = 0; i < 2; i++) await createListing(small, await createProduct(store));
    for (let i = 0; i < 12; i++) await createListing(big, await createProduct(store));
    const page = { page: 1, limit: 12, offset: 0 };

    const a = countingDb();
    expect((await pageOfListings(a.db, listingConditions({ branch: String(small.id) }), page)).results).toHaveLength(2);
    const b = countingDb();
    expect((await pageOfListings(b.db, listingConditions({ branch: String(big.id) }), page)).results).toHaveLength(12);
    expect(b.statements()).toBe(a.statements());
    expect(a.statements()).toBeLessThanOrEqual(6);
  });
});

describe("GET /branch-products/{id}/", () => {
  it("returns one listing, and 404 for an unknown id", async () => {
    const store = await createStore();
    const listing = await createListing(await createBranch(store), await createProduct(store), { price: 999 });
    const res = await api("GET", `/api/branch-products/${listing.id}/`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: listing.id, price: "9.99", product: { id: listing.product_id } });
    expect((await api("GET", "/api/branch-products/999999999/")).status).toBe(404);
  });
});
