import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { accessMatrix, productAtTarget } from "../../test/access-matrix";
import { api, createBranch, createListing, createProduct, createUser, db } from "../../test/factories";
import { priceChanged } from "#contract/orders";
import { address, FREE_IN_CAIRO, line, ordersOf, putInCart, setDelivery, shop, shopper, snapshot, stockOf } from "./checkout-test-helpers";

// Who may check out, and the refusals that depend on the branches' current state; each
// asserts that nothing was written (orders, stock, cart, keys).
describe("POST /orders/ refusals", () => {
  // Buying for oneself at the target branch: anyone signed in, whatever their links to the store.
  accessMatrix(
    { guest: 401, customer: 201, otherOwner: 201, owner: 201, manager: 201, otherManager: 201, superAdmin: 201 },
    {
      setup: async (world) => {
        await setDelivery(world.target.branch.id, FREE_IN_CAIRO);
        return (await productAtTarget(world, { stock: 3 })).listing;
      },
      state: async ({ world, fixture }) => ({
        stock: await stockOf(fixture.id),
        orders: await db.select().from(schema.orders).where(eq(schema.orders.branch_id, world.target.branch.id)),
      }),
      call: ({ fixture, token }) => api("POST", "/api/orders/", { token, json: { items: [line(fixture, 2)], address } }),
      allowed: async ({ world, fixture }) => {
        expect(await stockOf(fixture.id)).toBe(1);
        expect(await db.$count(schema.orders, eq(schema.orders.branch_id, world.target.branch.id))).toBe(1);
      },
    },
  );

  it.each(["customer", "branch_owner", "super_admin"] as const)("refuses a %s ordering for someone else with 403, changing nothing", async (role) => {
    const { listings } = await shop(1, { stock: 3 });
    const { user, token } = await shopper({ role });
    const victim = await createUser();
    await putInCart(user.id, listings[0]);
    const before = await snapshot(user.id, listings);
    const res = await api("POST", "/api/orders/", { token, json: { customer_id: victim.id, items: [line(listings[0])], address } });
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ detail: "You can only place orders for yourself." });
    expect(await snapshot(user.id, listings)).toEqual(before);
    expect(await ordersOf(victim.id)).toEqual([]);
  });

  it("answers 409 price_changed with every line's current price, and writes nothing", async () => {
    const { listings } = await shop(2, { stock: 5 });
    const [a, b] = listings;
    await db.update(schema.branchProducts).set({ price: 9550 }).where(eq(schema.branchProducts.id, b.id));
    const { user, token } = await shopper();
    await putInCart(user.id, a);
    const before = await snapshot(user.id, listings);
    const res = await api("POST", "/api/orders/", { token, json: { items: [line(a), line(b, 1, "90.00")], address } });
    expect(res.status).toBe(409);
    expect(priceChanged.parse(res.data)).toEqual({
      detail: "Prices have changed.",
      code: "price_changed",
      items: [
        { product_id: a.product_id, branch_id: a.branch_id, price: "90.00" },
        { product_id: b.product_id, branch_id: b.branch_id, price: "95.50" },
      ],
    });
    expect(await snapshot(user.id, listings)).toEqual(before);
  });

  it("answers 409 price_changed when repeated lines disagree on the price", async () => {
    const { listings } = await shop(1);
    const { user, token } = await shopper();
    const before = await snapshot(user.id, listings);
    const res = await api("POST", "/api/orders/", { token, json: { items: [line(listings[0]), line(listings[0], 1, "80.00")], address } });
    expect(res.status).toBe(409);
    expect(res.data.code).toBe("price_changed");
    expect(await snapshot(user.id, listings)).toEqual(before);
  });

  it("answers 409 out_of_stock naming the short lines and what is left, and writes nothing", async () => {
    const { listings } = await shop(2, { stock: 2 });
    const [a, b] = listings;
    const { user, token } = await shopper();
    await putInCart(user.id, a);
    const before = await snapshot(user.id, listings);
    // Two lines of the same listing: 2 + 1 is more than the 2 in stock.
    const res = await api("POST", "/api/orders/", { token, json: { items: [line(a, 2), line(b, 2), line(a, 1)], address } });
    expect(res.status).toBe(409);
    expect(res.data).toEqual({
      detail: "Not enough stock.",
      code: "out_of_stock",
      items: [{ product_id: a.product_id, branch_id: a.branch_id, available: 2 }],
    });
    expect(await snapshot(user.id, listings)).toEqual(before);
  });

  it("refuses lines no branch offers with 400 per item, writing nothing", async () => {
    const { store, branches, listings } = await shop(1, { stock: 5 });
    const hidden = await createListing(branches[0], await createProduct(store), { is_available: false });
    const unlisted = await createProduct(store);
    const elsewhere = await createBranch(store);
    const { user, token } = await shopper();
    const all = [...listings, hidden];
    const before = await snapshot(user.id, all);
    const res = await api("POST", "/api/orders/", {
      token,
      json: {
        items: [
          line(listings[0]),
          line(hidden),
          { product_id: unlisted.id, branch_id: branches[0].id, quantity: 1, price: "90.00" },
          { product_id: listings[0].product_id, branch_id: elsewhere.id, quantity: 1, price: "90.00" },
          { product_id: 999999999, branch_id: 999999999, quantity: 1, price: "90.00" },
        ],
        address,
      },
    });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      items: [2, 3, 4, 5].map((n) => `Item ${n}: this product is not available in this branch.`),
    });
    expect(await snapshot(user.id, all)).toEqual(before);
  });
});
