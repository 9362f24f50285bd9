import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../db/schema";
import { product as productSchema } from "#contract/catalog";
import { api, createBranch, createCategory, createListing, createProduct, createStore, db, unique } from "../../test/factories";
import { productWithImage } from "./test-support";

const ids = (res: { data: { results: { id: number }[] } }) => res.data.results.map((p) => p.id);

/** Products created one after another, with distinct creation times (oldest first). */
async function productsIn(store: { id: number }, n: number) {
  const made = [];
  for (let i = 0; i < n; i++) {
    made.push(await createProduct(store, { created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() }));
  }
  return made;
}

describe("GET /products/", () => {
  it("pages through a store's products, 12 at a time, newest first, with cursor links there and back", async () => {
    const store = await createStore();
    const made = await productsIn(store, 13);
    const newestFirst = made.map((p) => p.id).reverse();

    const first = await api("GET", `/api/products/?store=${store.id}`);
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ count: 13, count_capped: false, previous: null });
    expect(ids(first)).toEqual(newestFirst.slice(0, 12));
    expect(first.data.next).toMatch(new RegExp(`^/api/products/\\?store=${store.id}&cursor=[\\w-]+$`));

    const second = await api("GET", first.data.next);
    expect(ids(second)).toEqual(newestFirst.slice(12));
    expect(second.data.next).toBeNull();
    const back = await api("GET", second.data.previous);
    expect(ids(back)).toEqual(newestFirst.slice(0, 12));
    expect(back.data.previous).toBeNull();
    expect(back.data.next).toBe(first.data.next);

    // Numbered pages still answer (the storefront's grid asks for them), up to a bound.
    const numbered = await api("GET", `/api/products/?store=${store.id}&page=2`);
    expect(ids(numbered)).toEqual(newestFirst.slice(12));
    expect(numbered.data.previous).toBe(`/api/products/?store=${store.id}`);
    for (const page of ["3", "0", "abc"]) {
      const res = await api("GET", `/api/products/?store=${store.id}&page=${page}`);
      expect(res).toMatchObject({ status: 404, data: { detail: "Invalid page." } });
    }
  });

  it("pages by cursor in every order a shopper can pick, with ties broken by id", async () => {
    const store = await createStore();
    const names = ["b", "a", "c", "a", "b", "d", "a"];
    for (const [i, name] of names.entries())
      await createProduct(store, { name: `${name} ${store.id}`, total_sold: i % 3, average_rating: (i % 2) + 3 });
    for (const ordering of ["name", "-name", "-total_sold", "average_rating", "-created_at", "price"]) {
      const whole = ids(await api("GET", `/api/products/?store=${store.id}&ordering=${ordering}&page_size=100`));
      const walked: number[] = [];
      let next: string | null = `/api/products/?store=${store.id}&ordering=${ordering}&page_size=2`;
      const links: string[] = [];
      while (next) {
        const res = await api("GET", next);
        walked.push(...ids(res));
        links.push(next);
        next = res.data.next;
      }
      expect(walked, ordering).toEqual(whole);
      // ...and back from the last page through `previous`, page by page.
      let previous = (await api("GET", links.at(-1) as string)).data.previous;
      const backwards: number[][] = [];
      while (previous) {
        const res = await api("GET", previous);
        backwards.unshift(ids(res));
        previous = res.data.previous;
      }
      expect([...backwards.flat(), ...whole.slice(backwards.flat().length)], ordering).toEqual(whole);
    }
  });

  it("refuses a cursor it did not make", async () => {
    for (const cursor of ["x", "%%%", btoa("[1]"), btoa('["a","b"]'), btoa("[1,2,3]"), "A".repeat(600)]) {
      const res = await api("GET", `/api/products/?cursor=${encodeURIComponent(cursor)}`);
      expect(res, cursor).toMatchObject({ status: 404, data: { detail: "Invalid cursor." } });
    }
  });

  it("keeps paging stable when creation times tie", async () => {
    const store = await createStore();
    const sameTime = "2026-02-02T00:00:00.000Z";
    const made = [];
    for (let i = 0; i < 14; i++) made.push(await createProduct(store, { created_at: sameTime }));
    const pageOne = await api("GET", `/api/products/?store=${store.slug}`);
    const pageTwo = await api("GET", `/api/products/?store=${store.slug}&page=2`);
    expect([...ids(pageOne), ...ids(pageTwo)]).toEqual(made.map((p) => p.id).reverse());
  });

  it("returns the full product shape of the contract", async () => {
    const store = await createStore();
    const branch = await createBranch(store);
    const category = await createCategory();
    const { product, imageKey } = await productWithImage(store, { categoryIds: [category.id], name_ar: "منتج", base_price: 12050 });
    await createListing(branch, product, { price: 9950, stock: 3 });
    const res = await api("GET", `/api/products/?store=${store.id}`);
    const [item] = res.data.results;
    expect(productSchema.strict().parse(item)).toEqual(item);
    expect(item).toMatchObject({
      id: product.id,
      name_ar: "منتج",
      base_price: "120.50",
      store: { id: store.id, slug: store.slug },
      category_ids: [category.id],
      images: [{ image: `/api/media/${imageKey}`, alt_text: "" }],
      offers: [{ branch: { id: branch.id, store: store.id }, price: "99.50", stock: 3, is_available: true }],
    });
  });

  it("filters by store id or slug, and an unknown store matches nothing", async () => {
    const [a, b] = [await createStore(), await createStore()];
    const [pa, pb] = [await createProduct(a), await createProduct(b)];
    expect(ids(await api("GET", `/api/products/?store=${a.id}`))).toEqual([pa.id]);
    expect(ids(await api("GET", `/api/products/?store=${b.slug}`))).toEqual([pb.id]);
    expect((await api("GET", "/api/products/?store=no-such-store")).data).toEqual({
      count: 0,
      count_capped: false,
      next: null,
      previous: null,
      results: [],
    });
  });

  it("filters by category id or slug", async () => {
    const store = await createStore();
    const [cat, other] = [await createCategory(), await createCategory()];
    const { product: inCat } = await productWithImage(store, { categoryIds: [cat.id, other.id] });
    await productWithImage(store, { categoryIds: [other.id] });
    await createProduct(store);
    expect(ids(await api("GET", `/api/products/?store=${store.id}&category=${cat.id}`))).toEqual([inCat.id]);
    expect(ids(await api("GET", `/api/products/?store=${store.id}&category=${cat.slug}`))).toEqual([inCat.id]);
    expect((await api("GET", `/api/products/?store=${store.id}&category=nothing`)).data.count).toBe(0);
  });

  it("filters by branch and shows only that branch's offers", async () => {
    const store = await createStore();
    const [b1, b2] = [await createBranch(store), await createBranch(store)];
    const [both, onlyB2] = [await createProduct(store), await createProduct(store)];
    await createProduct(store); // listed nowhere
    await createListing(b1, both, { price: 1000 });
    await createListing(b2, both, { price: 2000 });
    await createListing(b2, onlyB2);

    const res = await api("GET", `/api/products/?branch=${b1.id}`);
    expect(ids(res)).toEqual([both.id]);
    expect(res.data.results[0].offers).toHaveLength(1);
    expect(res.data.results[0].offers[0]).toMatchObject({ branch: { id: b1.id }, price: "10.00" });
    expect(ids(await api("GET", `/api/products/?branch=${b2.id}`))).toEqual([onlyB2.id, both.id]);
    expect((await api("GET", "/api/products/?branch=abc")).data).toEqual({ branch: ["A valid integer is required."] });
  });

  it("filters featured and available (an available listing with stock), both ways", async () => {
    const store = await createStore();
    const branch = await createBranch(store);
    const featured = await createProduct(store, { is_featured: true });
    const inStock = await createProduct(store);
    const soldOut = await createProduct(store);
    const hidden = await createProduct(store);
    await createListing(branch, inStock, { stock: 4 });
    await createListing(branch, soldOut, { stock: 0 });
    await createListing(branch, hidden, { stock: 9, is_available: false });

    expect(ids(await api("GET", `/api/products/?store=${store.id}&featured=true`))).toEqual([featured.id]);
    expect(ids(await api("GET", `/api/products/?store=${store.id}&featured=false`))).toEqual([hidden.id, soldOut.id, inStock.id]);
    expect(ids(await api("GET", `/api/products/?store=${store.id}&available=true`))).toEqual([inStock.id]);
    expect(ids(await api("GET", `/api/products/?store=${store.id}&available=false`))).toEqual([hidden.id, soldOut.id, featured.id]);
    expect((await api("GET", "/api/products/?available=perhaps")).status).toBe(400);
  });

  it("limits availability to the chosen branch", async () => {
    const store = await createStore();
    const [b1, b2] = [await createBranch(store), await createBranch(store)];
    const product = await createProduct(store);
    await createListing(b1, product, { stock: 0 });
    await createListing(b2, product, { stock: 5 });
    expect(ids(await api("GET", `/api/products/?branch=${b1.id}&available=true`))).toEqual([]);
    expect(ids(await api("GET", `/api/products/?branch=${b2.id}&available=true`))).toEqual([product.id]);
  });

  it.each([
    ["name", ["b", "a", "c"], ["a", "b", "c"]],
    ["-name", ["b", "a", "c"], ["c", "b", "a"]],
    ["created_at", ["old", "mid", "new"], ["old", "mid", "new"]],
    ["-created_at", ["old", "mid", "new"], ["new", "mid", "old"]],
    ["-total_sold", ["few", "many", "none"], ["many", "few", "none"]],
    ["-average_rating", ["ok", "top", "low"], ["top", "ok", "low"]],
    ["price", ["mid", "cheap", "dear"], ["cheap", "mid", "dear"]],
    ["-price", ["mid", "cheap", "dear"], ["dear", "mid", "cheap"]],
  ])("orders by %s", async (ordering, names, expected) => {
    const store = await createStore();
    const branch = await createBranch(store);
    const stats: Record<string, Partial<typeof products.$inferInsert>> = {
      few: { total_sold: 2 },
      many: { total_sold: 9 },
      none: { total_sold: 0 },
      ok: { average_rating: 3.5 },
      top: { average_rating: 5 },
      low: { average_rating: 1 },
      cheap: { base_price: 50000 }, // its listing makes it cheapest
      mid: { base_price: 2000 },
      dear: { base_price: 3000 },
    };
    for (const [i, name] of names.entries()) {
      const p = await createProduct(store, { name, created_at: `2026-03-0${i + 1}T00:00:00.000Z`, ...stats[name] });
      if (name === "cheap") await createListing(branch, p, { price: 100 });
    }
    const res = await api("GET", `/api/products/?store=${store.id}&ordering=${ordering}`);
    expect(res.data.results.map((p: { name: string }) => p.name)).toEqual(expected);
  });

  it("refuses an unknown ordering", async () => {
    const res = await api("GET", "/api/products/?ordering=password");
    expect(res).toMatchObject({ status: 400, data: { ordering: ["Select a valid choice. password is not one of the available choices."] } });
  });
});

describe("GET /products/{id}/", () => {
  it("returns one product, and 404 for an unknown one", async () => {
    const store = await createStore();
    const { product } = await productWithImage(store, { name: unique("One ") });
    const res = await api("GET", `/api/products/${product.id}/`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: product.id, name: product.name, sku: product.sku, base_price: "100.00" });
    expect(res.data.images).toHaveLength(1);
    const missing = await api("GET", "/api/products/99999999/");
    expect(missing).toMatchObject({ status: 404, data: { detail: "No Product matches the given query." } });
    expect((await api("GET", "/api/products/abc/")).status).toBe(404);
    expect(await db.$count(products, eq(products.id, product.id))).toBe(1);
  });
});
