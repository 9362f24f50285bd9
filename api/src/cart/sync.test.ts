import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branchProducts } from "../../db/schema";
import { accessMatrix, productAtTarget } from "../../test/access-matrix";
import { api, createBranch, createListing, createProduct, db } from "../../test/factories";
import { cartMap, keyOf, linesFor, listed, seedCart, shopper } from "./test-helpers";

const sync = (token: string | undefined, json: unknown) => api("POST", "/api/cart/sync/", { token, json });

describe("POST /cart/sync/", () => {
  it("fills an empty cart and answers with the cart at the branch's prices", async () => {
    const { user, token } = await shopper();
    const a = await listed({ price: 12000, stock: 10 });
    const b = await listed({ price: 2550, stock: 3 });
    const res = await sync(token, {
      items: [
        { ...a.key, quantity: 2 },
        { ...b.key, quantity: 3 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      items: [
        expect.objectContaining({ ...a.key, quantity: 2, name: a.product.name, price: "120.00", stock: 10, is_available: true, subtotal: "240.00" }),
        expect.objectContaining({ ...b.key, quantity: 3, name: b.product.name, price: "25.50", stock: 3, is_available: true, subtotal: "76.50" }),
      ],
      count: 5,
      total: "316.50",
      rejected: [],
      adjusted: [],
    });
    expect(await cartMap(user.id)).toEqual({ [keyOf(a.key)]: 2, [keyOf(b.key)]: 3 });
  });

  it("accepts the client cart's productId/branchId spelling", async () => {
    const { user, token } = await shopper();
    const a = await listed();
    const res = await sync(token, { items: [{ productId: a.product.id, branchId: a.branch.id, quantity: 4 }] });
    expect(res.status).toBe(200);
    expect(await cartMap(user.id)).toEqual({ [keyOf(a.key)]: 4 });
  });

  it("merges: the larger quantity wins, new keys are added, lines not sent are kept", async () => {
    const { user, token } = await shopper();
    const [higherOnServer, higherOnClient, onlyOnServer, onlyOnClient] = await Promise.all([listed(), listed(), listed(), listed()]);
    await seedCart(user.id, [
      { ...higherOnServer.key, quantity: 3 },
      { ...higherOnClient.key, quantity: 1 },
      { ...onlyOnServer.key, quantity: 2 },
    ]);
    const res = await sync(token, {
      items: [
        { ...higherOnServer.key, quantity: 2 },
        { ...higherOnClient.key, quantity: 4 },
        { ...onlyOnClient.key, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const expected = { [keyOf(higherOnServer.key)]: 3, [keyOf(higherOnClient.key)]: 4, [keyOf(onlyOnServer.key)]: 2, [keyOf(onlyOnClient.key)]: 1 };
    expect(await cartMap(user.id)).toEqual(expected);
    expect(res.data.count).toBe(10);
    // The same cookie cart synced again (a second sign-in, a retry) doubles nothing.
    await sync(token, {
      items: [
        { ...higherOnServer.key, quantity: 2 },
        { ...onlyOnClient.key, quantity: 1 },
      ],
    });
    expect(await cartMap(user.id)).toEqual(expected);
  });

  it("caps a line at the listing's stock and reports it under adjusted", async () => {
    const { user, token } = await shopper();
    const scarce = await listed({ stock: 4 });
    const plenty = await listed({ stock: 50 });
    await seedCart(user.id, [{ ...plenty.key, quantity: 1 }]);
    const res = await sync(token, {
      items: [
        { ...scarce.key, quantity: 9 },
        { ...plenty.key, quantity: 7 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.data.adjusted).toEqual([{ ...scarce.key, requested: 9, quantity: 4 }]);
    expect(await cartMap(user.id)).toEqual({ [keyOf(scarce.key)]: 4, [keyOf(plenty.key)]: 7 });
  });

  it("caps the merged quantity when the stock has fallen below what the server cart held", async () => {
    const { user, token } = await shopper();
    const item = await listed({ stock: 2 });
    await seedCart(user.id, [{ ...item.key, quantity: 5 }]);
    const res = await sync(token, { items: [{ ...item.key, quantity: 1 }] });
    expect(res.data.adjusted).toEqual([{ ...item.key, requested: 5, quantity: 2 }]);
    expect(await cartMap(user.id)).toEqual({ [keyOf(item.key)]: 2 });
  });

  it("returns unknown, unavailable and out-of-stock lines under rejected and stores none of them", async () => {
    const { user, token } = await shopper();
    const good = await listed();
    const hidden = await listed({ is_available: false });
    const empty = await listed({ stock: 0 });
    const notHere = await createProduct(good.store); // a product of the store never listed in the branch
    const otherBranch = await createBranch(good.store); // the good product, in a branch that does not list it
    const res = await sync(token, {
      items: [
        { ...good.key, quantity: 1 },
        { ...hidden.key, quantity: 1 },
        { ...empty.key, quantity: 1 },
        { product_id: notHere.id, branch_id: good.branch.id, quantity: 1 },
        { product_id: good.product.id, branch_id: otherBranch.id, quantity: 1 },
        { product_id: 987654321, branch_id: 987654321, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.data.rejected).toEqual([
      { ...hidden.key, reason: "unavailable" },
      { ...empty.key, reason: "out_of_stock" },
      { product_id: notHere.id, branch_id: good.branch.id, reason: "unknown" },
      { product_id: good.product.id, branch_id: otherBranch.id, reason: "unknown" },
      { product_id: 987654321, branch_id: 987654321, reason: "unknown" },
    ]);
    expect(res.data.items.map((i: { product_id: number }) => i.product_id)).toEqual([good.product.id]);
    expect(await cartMap(user.id)).toEqual({ [keyOf(good.key)]: 1 });
  });

  it("with replace makes the cart exactly the accepted lines", async () => {
    const { user, token } = await shopper();
    const [kept, dropped, lowered, refused] = await Promise.all([listed(), listed(), listed(), listed()]);
    await seedCart(user.id, [
      { ...kept.key, quantity: 1 },
      { ...dropped.key, quantity: 2 },
      { ...lowered.key, quantity: 6 },
      { ...refused.key, quantity: 1 },
    ]);
    await db.update(branchProducts).set({ is_available: false }).where(eq(branchProducts.id, refused.listing.id));

    const res = await sync(token, {
      replace: true,
      items: [
        { ...kept.key, quantity: 1 },
        { ...lowered.key, quantity: 2 },
        { ...refused.key, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.data.rejected).toEqual([{ ...refused.key, reason: "unavailable" }]);
    expect(await cartMap(user.id)).toEqual({ [keyOf(kept.key)]: 1, [keyOf(lowered.key)]: 2 });

    const emptied = await sync(token, { replace: true, items: [] });
    expect(emptied.data).toEqual({ items: [], count: 0, total: "0.00", rejected: [], adjusted: [] });
    expect(await cartMap(user.id)).toEqual({});
  });

  it("keeps two users' carts apart when they sync the same listing", async () => {
    const item = await listed({ stock: 10 });
    const first = await shopper();
    const second = await shopper();
    await sync(first.token, { items: [{ ...item.key, quantity: 2 }] });
    const res = await sync(second.token, { items: [{ ...item.key, quantity: 5 }] });
    expect(res.data.items).toEqual([expect.objectContaining({ ...item.key, quantity: 5 })]);
    await sync(second.token, { replace: true, items: [] });
    expect(await cartMap(first.user.id)).toEqual({ [keyOf(item.key)]: 2 });
    expect(await cartMap(second.user.id)).toEqual({});
  });

  it("refuses to grow a cart past 100 lines, changing nothing", async () => {
    const { user, token } = await shopper();
    const item = await listed();
    const base = await listed();
    // 100 stored lines; they need no listing to count against the cap.
    const branches = await Promise.all(Array.from({ length: 100 }, () => createBranch(base.store)));
    await seedCart(
      user.id,
      branches.map((b) => ({ product_id: base.product.id, branch_id: b.id, quantity: 1 })),
    );
    const before = await cartMap(user.id);
    const res = await sync(token, { items: [{ ...item.key, quantity: 1 }] });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "A cart holds at most 100 different lines; this change would make 101." });
    expect(await cartMap(user.id)).toEqual(before);
    // Lines already in the cart can still change.
    const same = await sync(token, { items: [] });
    expect(same.status).toBe(200);
    expect(same.data.count).toBe(100);
    // Removing them all takes more than one statement's worth of ids, still in one batch.
    const emptied = await sync(token, { replace: true, items: [] });
    expect(emptied.data.count).toBe(0);
    expect(await cartMap(user.id)).toEqual({});
  });

  it("takes a full sync of 100 new lines in one go", async () => {
    const { user, token } = await shopper();
    const { store, branch } = await listed();
    const products = await Promise.all(Array.from({ length: 100 }, () => createProduct(store)));
    await Promise.all(products.map((p) => createListing(branch, p, { price: 100, stock: 5 })));
    const res = await sync(token, { items: products.map((p) => ({ product_id: p.id, branch_id: branch.id, quantity: 2 })) });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ count: 200, total: "200.00", rejected: [], adjusted: [] });
    expect(Object.keys(await cartMap(user.id))).toHaveLength(100);
  });

  // Each signed-in caller syncs into a cart of their own.
  accessMatrix(
    { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async (world) => (await productAtTarget(world)).key,
      state: ({ fixture }) => linesFor(fixture),
      call: ({ fixture, token }) => sync(token, { items: [{ ...fixture, quantity: 2 }] }),
      allowed: async ({ fixture, user }) => {
        expect(await cartMap(user!.id)).toEqual({ [keyOf(fixture)]: 2 });
        expect(await linesFor(fixture)).toBe(1);
      },
    },
  );
});
