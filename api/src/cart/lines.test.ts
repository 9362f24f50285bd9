import { describe, expect, it } from "vitest";
import { accessMatrix, productAtTarget } from "../../test/access-matrix";
import { api } from "../../test/factories";
import { cartMap, keyOf, linesFor, listed, seedCart, shopper } from "./test-helpers";

const patch = (token: string | undefined, json: unknown) => api("PATCH", "/api/cart/items/", { token, json });
const removeLine = (token: string | undefined, key: { product_id: number; branch_id: number }) =>
  api("DELETE", `/api/cart/items/?product_id=${key.product_id}&branch_id=${key.branch_id}`, { token });

describe("PATCH /cart/items/", () => {
  it("sets a line's quantity, up or down, and adds a missing line", async () => {
    const { user, token } = await shopper();
    const a = await listed({ price: 1500 });
    const b = await listed();
    await seedCart(user.id, [{ ...a.key, quantity: 5 }]);
    const lower = await patch(token, { ...a.key, quantity: 2 });
    expect(lower.status).toBe(200);
    expect(lower.data).toMatchObject({ count: 2, total: "30.00", rejected: [], adjusted: [] });
    const added = await patch(token, { productId: b.product.id, branchId: b.branch.id, quantity: 3 });
    expect(added.status).toBe(200);
    expect(await cartMap(user.id)).toEqual({ [keyOf(a.key)]: 2, [keyOf(b.key)]: 3 });
  });

  it("removes the line at quantity 0, even when its listing is gone", async () => {
    const { user, token } = await shopper();
    const a = await listed();
    const b = await listed({ is_available: false });
    await seedCart(user.id, [
      { ...a.key, quantity: 1 },
      { ...b.key, quantity: 1 },
    ]);
    const res = await patch(token, { ...b.key, quantity: 0 });
    expect(res.status).toBe(200);
    expect(res.data.items.map((i: { product_id: number }) => i.product_id)).toEqual([a.product.id]);
    expect(await cartMap(user.id)).toEqual({ [keyOf(a.key)]: 1 });
    // Removing what is not there is not an error: the cart already says so.
    expect((await patch(token, { ...b.key, quantity: 0 })).status).toBe(200);
  });

  it("caps at the stock and reports it", async () => {
    const { user, token } = await shopper();
    const a = await listed({ stock: 3 });
    const res = await patch(token, { ...a.key, quantity: 8 });
    expect(res.data.adjusted).toEqual([{ ...a.key, requested: 8, quantity: 3 }]);
    expect(await cartMap(user.id)).toEqual({ [keyOf(a.key)]: 3 });
  });

  it("rejects an unavailable or out-of-stock listing and leaves the stored line as it was", async () => {
    const { user, token } = await shopper();
    const hidden = await listed({ is_available: false });
    const empty = await listed({ stock: 0 });
    await seedCart(user.id, [{ ...hidden.key, quantity: 2 }]);
    expect((await patch(token, { ...hidden.key, quantity: 5 })).data.rejected).toEqual([{ ...hidden.key, reason: "unavailable" }]);
    expect((await patch(token, { ...empty.key, quantity: 1 })).data.rejected).toEqual([{ ...empty.key, reason: "out_of_stock" }]);
    expect((await patch(token, { product_id: hidden.product.id, branch_id: empty.branch.id, quantity: 1 })).data.rejected).toEqual([
      { product_id: hidden.product.id, branch_id: empty.branch.id, reason: "unknown" },
    ]);
    expect(await cartMap(user.id)).toEqual({ [keyOf(hidden.key)]: 2 });
  });

  it("never touches another user's line for the same listing", async () => {
    const item = await listed();
    const owner = await shopper();
    const other = await shopper();
    await seedCart(owner.user.id, [{ ...item.key, quantity: 4 }]);
    const res = await patch(other.token, { ...item.key, quantity: 0 });
    expect(res.data.items).toEqual([]);
    await patch(other.token, { ...item.key, quantity: 1 });
    expect(await cartMap(owner.user.id)).toEqual({ [keyOf(item.key)]: 4 });
    expect(await cartMap(other.user.id)).toEqual({ [keyOf(item.key)]: 1 });
  });

  accessMatrix(
    { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async (world) => (await productAtTarget(world)).key,
      state: ({ fixture }) => linesFor(fixture),
      call: ({ fixture, token }) => patch(token, { ...fixture, quantity: 2 }),
      allowed: async ({ fixture, user }) => {
        expect(await cartMap(user!.id)).toEqual({ [keyOf(fixture)]: 2 });
        expect(await linesFor(fixture)).toBe(1);
      },
    },
  );
});

describe("DELETE /cart/items/", () => {
  it("removes one line and answers 204; a line not in the caller's cart is a 404", async () => {
    const { user, token } = await shopper();
    const a = await listed();
    const b = await listed();
    await seedCart(user.id, [
      { ...a.key, quantity: 1 },
      { ...b.key, quantity: 2 },
    ]);
    const res = await removeLine(token, a.key);
    expect(res.status).toBe(204);
    expect(await cartMap(user.id)).toEqual({ [keyOf(b.key)]: 2 });
    const again = await removeLine(token, a.key);
    expect(again.status).toBe(404);
    expect(again.data).toEqual({ detail: "This product is not in your cart." });
  });

  it("cannot remove another user's line", async () => {
    const item = await listed();
    const owner = await shopper();
    const other = await shopper();
    await seedCart(owner.user.id, [{ ...item.key, quantity: 3 }]);
    expect((await removeLine(other.token, item.key)).status).toBe(404);
    expect(await cartMap(owner.user.id)).toEqual({ [keyOf(item.key)]: 3 });
  });

  // A bystander's line for the same product stays.
  accessMatrix(
    { guest: 401, customer: 204, otherOwner: 204, owner: 204, manager: 204, otherManager: 204, superAdmin: 204 },
    {
      setup: async (world) => {
        const { key } = await productAtTarget(world);
        const bystander = (await shopper()).user;
        await seedCart(bystander.id, [{ ...key, quantity: 1 }]);
        return { key, bystander };
      },
      state: ({ fixture }) => cartMap(fixture.bystander.id),
      call: async ({ fixture, user, token }) => {
        if (user) await seedCart(user.id, [{ ...fixture.key, quantity: 1 }]);
        return removeLine(token, fixture.key);
      },
      allowed: async ({ fixture, user }) => {
        expect(await cartMap(user!.id)).toEqual({});
        expect(await cartMap(fixture.bystander.id)).toEqual({ [keyOf(fixture.key)]: 1 });
      },
    },
  );
});

describe("DELETE /cart/", () => {
  it("empties the caller's cart only", async () => {
    const item = await listed();
    const other = await listed();
    const me = await shopper();
    const them = await shopper();
    await seedCart(me.user.id, [
      { ...item.key, quantity: 1 },
      { ...other.key, quantity: 2 },
    ]);
    await seedCart(them.user.id, [{ ...item.key, quantity: 1 }]);
    const res = await api("DELETE", "/api/cart/", { token: me.token });
    expect(res.status).toBe(204);
    expect(await cartMap(me.user.id)).toEqual({});
    expect(await cartMap(them.user.id)).toEqual({ [keyOf(item.key)]: 1 });
    expect((await api("DELETE", "/api/cart/", { token: me.token })).status).toBe(204);
  });

  // A bystander's line for the same product stays.
  accessMatrix(
    { guest: 401, customer: 204, otherOwner: 204, owner: 204, manager: 204, otherManager: 204, superAdmin: 204 },
    {
      setup: async (world) => {
        const { key } = await productAtTarget(world);
        const bystander = (await shopper()).user;
        await seedCart(bystander.id, [{ ...key, quantity: 1 }]);
        return { key, bystander };
      },
      state: ({ fixture }) => cartMap(fixture.bystander.id),
      call: async ({ fixture, user, token }) => {
        if (user) await seedCart(user.id, [{ ...fixture.key, quantity: 1 }]);
        return api("DELETE", "/api/cart/", { token });
      },
      allowed: async ({ fixture, user }) => {
        expect(await cartMap(user!.id)).toEqual({});
        expect(await cartMap(fixture.bystander.id)).toEqual({ [keyOf(fixture.key)]: 1 });
      },
    },
  );
});
