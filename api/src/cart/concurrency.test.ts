// Syncs racing each other: each request reads the cart before any of them writes, so these
// tests fire them together (Promise.all) and check what the cart holds after all of them.
import { describe, expect, it } from "vitest";
import { MAX_CART_LINES } from "#contract/cart";
import { api, createListing, createProduct } from "../../test/factories";
import { cartMap, keyOf, listed, seedCart, shopper } from "./test-helpers";

const sync = (token: string, json: unknown) => api("POST", "/api/cart/sync/", { token, json });

/** `n` products listed in one branch (stock 50), as cart keys. */
async function listings(n: number) {
  const { store, branch, key } = await listed({ stock: 50 });
  const keys = [key];
  const more = await Promise.all(Array.from({ length: n - 1 }, () => createProduct(store)));
  await Promise.all(more.map((p) => createListing(branch, p, { price: 100, stock: 50 })));
  keys.push(...more.map((p) => ({ product_id: p.id, branch_id: branch.id })));
  return keys;
}

const keysOf = (res: { data: { items: { product_id: number; branch_id: number }[] } }) => res.data.items.map(keyOf).sort();

describe("concurrent cart syncs", () => {
  it("ten replace-syncs at once leave exactly the lines of the last one written", async () => {
    const { user, token } = await shopper();
    const keys = await listings(10);
    await seedCart(user.id, [{ ...keys[0], quantity: 1 }]);
    const results = await Promise.all(keys.map((key, i) => sync(token, { replace: true, items: [{ ...key, quantity: i + 1 }] })));
    expect(results.map((r) => r.status)).toEqual(new Array(10).fill(200));
    const cart = await cartMap(user.id);
    expect(Object.keys(cart)).toHaveLength(1);
    const i = keys.findIndex((k) => cart[keyOf(k)] !== undefined);
    expect(cart).toEqual({ [keyOf(keys[i])]: i + 1 });
    // That sync ran last: its answer, read in its own batch, is the cart as it is now.
    expect(results[i].data.items).toEqual([expect.objectContaining({ ...keys[i], quantity: i + 1 })]);
  });

  it("ten replace-syncs of several lines each never mix their lines", async () => {
    const { user, token } = await shopper();
    const keys = await listings(30);
    const sets = Array.from({ length: 10 }, (_, i) => keys.slice(i * 3, i * 3 + 3));
    const results = await Promise.all(sets.map((set) => sync(token, { replace: true, items: set.map((k) => ({ ...k, quantity: 2 })) })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const held = Object.keys(await cartMap(user.id)).sort();
    expect(sets.map((set) => set.map(keyOf).sort())).toContainEqual(held);
  });

  it("concurrent merges of one line keep the largest quantity, as one merge would", async () => {
    const { user, token } = await shopper();
    const [key] = await listings(1);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => sync(token, { items: [{ ...key, quantity: i + 1 }] })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await cartMap(user.id)).toEqual({ [keyOf(key)]: 10 });
  });

  it(`ten merges of 12 new lines each never push the cart past ${MAX_CART_LINES} lines, and each is all or nothing`, async () => {
    const { user, token } = await shopper();
    const keys = await listings(120);
    const sets = Array.from({ length: 10 }, (_, i) => keys.slice(i * 12, i * 12 + 12));
    const results = await Promise.all(sets.map((set) => sync(token, { items: set.map((k) => ({ ...k, quantity: 1 })) })));
    const held = Object.keys(await cartMap(user.id)).sort();
    expect(held.length).toBeLessThanOrEqual(MAX_CART_LINES);
    const succeeded = sets.filter((_, i) => results[i].status === 200);
    // 8 sets of 12 fit (96 lines), a 9th would make 108.
    expect(succeeded).toHaveLength(8);
    expect(held).toEqual(succeeded.flat().map(keyOf).sort());
    for (const res of results.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(400);
      expect(res.data.detail).toMatch(/^A cart holds at most 100 different lines; this change would make 10\d\.$/);
    }
    // The last successful answer is the cart as it is.
    expect(results.filter((r) => r.status === 200).some((r) => JSON.stringify(keysOf(r)) === JSON.stringify(held))).toBe(true);
  });

  it(`fills a cart of 95 lines to exactly ${MAX_CART_LINES} when ten syncs each add one`, async () => {
    const { user, token } = await shopper();
    const keys = await listings(105);
    await seedCart(
      user.id,
      keys.slice(0, 95).map((k) => ({ ...k, quantity: 1 })),
    );
    const results = await Promise.all(keys.slice(95).map((k) => sync(token, { items: [{ ...k, quantity: 1 }] })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(Object.keys(await cartMap(user.id))).toHaveLength(MAX_CART_LINES);
  });

  it("concurrent replace-syncs and merges still end within the cap", async () => {
    const { user, token } = await shopper();
    const keys = await listings(110);
    await seedCart(
      user.id,
      keys.slice(0, 90).map((k) => ({ ...k, quantity: 1 })),
    );
    const requests = [
      ...Array.from({ length: 5 }, (_, i) => sync(token, { items: keys.slice(90 + i * 4, 94 + i * 4).map((k) => ({ ...k, quantity: 1 })) })),
      ...Array.from({ length: 5 }, (_, i) =>
        sync(token, { replace: true, items: keys.slice(i * 20, i * 20 + 20).map((k) => ({ ...k, quantity: 1 })) }),
      ),
    ];
    const results = await Promise.all(requests);
    expect(results.every((r) => [200, 400, 409].includes(r.status))).toBe(true);
    expect(Object.keys(await cartMap(user.id)).length).toBeLessThanOrEqual(MAX_CART_LINES);
  });
});
