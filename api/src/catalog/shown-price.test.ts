// products.shown_price (the price a card shows: the cheapest listing, else the base price) is
// kept by triggers on every write, whichever code path makes it (migration 0010, ADR 0017),
// and the list's price order follows it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branchProducts, products } from "../../db/schema";
import { api, createBranch, createListing, createProduct, createStore, db } from "../../test/factories";

const shown = async (id: number) => (await db.select({ p: products.shown_price }).from(products).where(eq(products.id, id)).get())?.p;

describe("the shown price", () => {
  it("follows the base price, then the cheapest listing, through inserts, edits, moves and deletes", async () => {
    const store = await createStore();
    const [a, b] = [await createBranch(store), await createBranch(store)];
    const product = await createProduct(store, { base_price: 10000 });
    const other = await createProduct(store, { base_price: 7000 });
    expect(await shown(product.id)).toBe(10000);

    const first = await createListing(a, product, { price: 9000 });
    expect(await shown(product.id)).toBe(9000);
    const second = await createListing(b, product, { price: 8000 });
    expect(await shown(product.id)).toBe(8000);

    await db.update(branchProducts).set({ price: 12000 }).where(eq(branchProducts.id, second.id));
    expect(await shown(product.id)).toBe(9000);
    // Stock (every checkout) leaves it alone.
    await db.update(branchProducts).set({ stock: 1 }).where(eq(branchProducts.id, first.id));
    expect(await shown(product.id)).toBe(9000);

    // A listing moved to another product counts for the new one only.
    await db.update(branchProducts).set({ product_id: other.id }).where(eq(branchProducts.id, first.id));
    expect([await shown(product.id), await shown(other.id)]).toEqual([12000, 9000]);

    await db.delete(branchProducts).where(eq(branchProducts.product_id, product.id));
    expect(await shown(product.id)).toBe(10000);
    await db.update(products).set({ base_price: 11000 }).where(eq(products.id, product.id));
    expect(await shown(product.id)).toBe(11000);
  });

  it("orders the list cheapest first by what the cards show", async () => {
    const store = await createStore();
    const branch = await createBranch(store);
    const listed = await createProduct(store, { base_price: 50000 });
    await createListing(branch, listed, { price: 3000 });
    const unlisted = await createProduct(store, { base_price: 4000 });
    const dear = await createProduct(store, { base_price: 2000 });
    await createListing(branch, dear, { price: 9000 });
    const res = await api("GET", `/api/products/?store=${store.id}&ordering=price`);
    expect(res.data.results.map((p: { id: number }) => p.id)).toEqual([listed.id, unlisted.id, dear.id]);
  });
});
