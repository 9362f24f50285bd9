// POST /orders/{id}/buy-again/: the order's lines back into the caller's cart, each line's fate.
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import * as schema from "../../db/schema";
import { api, createProduct, db } from "../../test/factories";
import { buyAgainResult, cart as cartContract, MAX_CART_LINES, type BuyAgainLine } from "#contract";
import { planCart } from "../cart/plan";
import { cartMap, keyOf, seedCart } from "../cart/test-helpers";
import { orderState, shop, stocked } from "./test-orders";

const buyAgain = (id: number | string, token?: string, body: { json?: unknown; raw?: string; contentType?: string } = {}) =>
  api("POST", `/api/orders/${id}/buy-again/`, { token, ...body });
const keyOfListing = (l: { product_id: number; branch_id: number }) => keyOf(l);
const keyOfPair = (l: { product_id: number; branch_id: number }) => ({ product_id: l.product_id, branch_id: l.branch_id });
const byProduct = (lines: BuyAgainLine[], productId: number) => lines.find((l) => l.product_id === productId)!;

/** Everything a refused buy-again must leave alone: the carts of the people around, the listings, the order. */
async function snapshot(userIds: number[], listingIds: number[], orderId: number) {
  const [carts, listings] = await db.batch([
    db.select().from(schema.cartItems).where(inArray(schema.cartItems.user_id, userIds)).orderBy(asc(schema.cartItems.id)),
    db.select().from(schema.branchProducts).where(inArray(schema.branchProducts.id, listingIds)).orderBy(asc(schema.branchProducts.id)),
  ]);
  return { carts, listings, order: await orderState(orderId) };
}

const setListing = (id: number, values: Partial<typeof schema.branchProducts.$inferInsert>) =>
  db.update(schema.branchProducts).set(values).where(eq(schema.branchProducts.id, id));

describe("POST /orders/{id}/buy-again/", () => {
  it("puts a delivered order's lines into the cart and answers the cart as GET /cart/ does", async () => {
    const s = await shop();
    const order = await s.order("delivered");
    const res = await buyAgain(order.id, s.customerToken);
    expect(res.status).toBe(200);
    const body = buyAgainResult.parse(res.data);
    expect(body.lines).toEqual([
      {
        product_id: s.products[0].id,
        branch_id: s.branch.id,
        name: s.products[0].name,
        name_ar: s.products[0].name_ar,
        quantity_ordered: 2,
        quantity_added: 2,
        old_price: "123.45",
        price: "123.45",
        status: "added",
      },
      {
        product_id: s.products[1].id,
        branch_id: s.branch.id,
        name: s.products[1].name,
        name_ar: s.products[1].name_ar,
        quantity_ordered: 3,
        quantity_added: 3,
        old_price: "50.00",
        price: "50.00",
        status: "added",
      },
    ]);
    expect(await cartMap(s.customer.id)).toEqual({ [keyOfListing(s.listings[0])]: 2, [keyOfListing(s.listings[1])]: 3 });
    const got = await api("GET", "/api/cart/", { token: s.customerToken });
    expect(cartContract.parse(res.data.cart)).toEqual(got.data);
    expect(body.cart).toMatchObject({ count: 5, total: "396.90" });
    // Stock is not taken: the cart only holds.
    expect((await orderState(order.id)).stock.map((l) => l.stock)).toEqual([18, 17]);
  });

  it("works for a cancelled order too, without a body or with an empty object, with or without the slash", async () => {
    const s = await shop();
    const order = await s.order("cancelled");
    expect((await api("POST", `/api/orders/${order.id}/buy-again`, { token: s.customerToken })).status).toBe(200);
    expect((await buyAgain(order.id, s.customerToken, { json: {} })).status).toBe(200);
    // Each call adds: two calls, twice the order.
    expect(await cartMap(s.customer.id)).toEqual({ [keyOfListing(s.listings[0])]: 4, [keyOfListing(s.listings[1])]: 6 });
  });

  it("works for an order returned to the branch (it never reached the customer)", async () => {
    const s = await shop();
    const order = await s.order("returned");
    expect((await buyAgain(order.id, s.customerToken)).status).toBe(200);
    expect(await cartMap(s.customer.id)).toEqual({ [keyOfListing(s.listings[0])]: 2, [keyOfListing(s.listings[1])]: 3 });
  });

  it.each(["pending", "confirmed", "processing", "shipped", "refused"] as const)(
    "refuses a %s order with 409 and changes nothing",
    async (status) => {
      const s = await shop();
      const order = await s.order(status);
      const before = await snapshot(
        [s.customer.id],
        s.listings.map((l) => l.id),
        order.id,
      );
      const res = await buyAgain(order.id, s.customerToken);
      expect(res.status).toBe(409);
      expect(res.data).toEqual({ detail: "Only a delivered, returned or cancelled order can be bought again." });
      expect(
        await snapshot(
          [s.customer.id],
          s.listings.map((l) => l.id),
          order.id,
        ),
      ).toEqual(before);
      const ar = await api("POST", `/api/orders/${order.id}/buy-again/`, { token: s.customerToken, headers: { "accept-language": "ar" } });
      expect(ar.data).toEqual({ detail: "لا يمكن إعادة شراء طلب إلا بعد توصيله أو إرجاعه أو إلغائه." });
    },
  );
});

describe("buy again: each line's status", () => {
  it("price_changed: adds it all at today's price and says what it was", async () => {
    const s = await shop();
    const order = await s.order("delivered");
    await setListing(s.listings[0].id, { price: 13000 });
    const res = await buyAgain(order.id, s.customerToken);
    expect(res.status).toBe(200);
    expect(byProduct(res.data.lines, s.products[0].id)).toMatchObject({
      quantity_ordered: 2,
      quantity_added: 2,
      old_price: "123.45",
      price: "130.00",
      status: "price_changed",
    });
    expect(byProduct(res.data.lines, s.products[1].id)).toMatchObject({ status: "added" });
    expect(res.data.cart.total).toBe("410.00");
  });

  it("reduced: adds what stock there is", async () => {
    const s = await shop();
    const order = await s.order("delivered");
    await setListing(s.listings[1].id, { stock: 1 });
    const res = await buyAgain(order.id, s.customerToken);
    expect(byProduct(res.data.lines, s.products[1].id)).toMatchObject({ quantity_ordered: 3, quantity_added: 1, price: "50.00", status: "reduced" });
    expect(await cartMap(s.customer.id)).toEqual({ [keyOfListing(s.listings[0])]: 2, [keyOfListing(s.listings[1])]: 1 });
  });

  it("reduced wins over price_changed; both show in the line", async () => {
    const s = await shop();
    const order = await s.order("delivered");
    await setListing(s.listings[1].id, { stock: 2, price: 4000 });
    const res = await buyAgain(order.id, s.customerToken);
    expect(byProduct(res.data.lines, s.products[1].id)).toMatchObject({ quantity_added: 2, old_price: "50.00", price: "40.00", status: "reduced" });
  });

  it.each([
    ["not available", { is_available: false }],
    ["out of stock", { stock: 0 }],
  ] as const)("unavailable when the listing is %s: nothing added, the rest is", async (_, change) => {
    const s = await shop();
    const order = await s.order("delivered");
    await setListing(s.listings[0].id, change);
    const res = await buyAgain(order.id, s.customerToken);
    expect(res.status).toBe(200);
    expect(byProduct(res.data.lines, s.products[0].id)).toMatchObject({
      quantity_ordered: 2,
      quantity_added: 0,
      price: null,
      old_price: "123.45",
      status: "unavailable",
    });
    expect(await cartMap(s.customer.id)).toEqual({ [keyOfListing(s.listings[1])]: 3 });
  });

  it("unavailable when the listing is gone", async () => {
    const s = await shop();
    const order = await s.order("delivered");
    await db.delete(schema.branchProducts).where(eq(schema.branchProducts.id, s.listings[0].id));
    const res = await buyAgain(order.id, s.customerToken);
    expect(res.status).toBe(200);
    expect(byProduct(res.data.lines, s.products[0].id)).toMatchObject({ quantity_added: 0, price: null, status: "unavailable" });
    expect(await cartMap(s.customer.id)).toEqual({ [keyOfListing(s.listings[1])]: 3 });
  });

  it("unavailable when the product was deleted: the line keeps the order's name, without ids", async () => {
    const s = await shop();
    const order = await s.order("cancelled");
    await db.delete(schema.products).where(eq(schema.products.id, s.products[0].id));
    const res = await buyAgain(order.id, s.customerToken);
    expect(res.status).toBe(200);
    expect(buyAgainResult.parse(res.data).lines[0]).toEqual({
      product_id: null,
      branch_id: s.branch.id,
      name: s.products[0].name,
      name_ar: s.products[0].name_ar,
      quantity_ordered: 2,
      quantity_added: 0,
      old_price: "123.45",
      price: null,
      status: "unavailable",
    });
    expect(await cartMap(s.customer.id)).toEqual({ [keyOfListing(s.listings[1])]: 3 });
  });

  it("every line unavailable when the branch was deleted; the cart is left as it was", async () => {
    const s = await shop();
    const order = await s.order("delivered");
    const other = await shop();
    await seedCart(s.customer.id, [{ ...keyOfPair(other.listings[0]), quantity: 1 }]);
    await db.delete(schema.branches).where(eq(schema.branches.id, s.branch.id));
    const res = await buyAgain(order.id, s.customerToken);
    expect(res.status).toBe(200);
    expect(res.data.lines.map((l: BuyAgainLine) => [l.branch_id, l.status, l.quantity_added])).toEqual([
      [null, "unavailable", 0],
      [null, "unavailable", 0],
    ]);
    expect(res.data.cart.count).toBe(1);
  });
});

describe("buy again: merging into the cart and its caps", () => {
  it("adds to a line already in the cart and keeps other lines", async () => {
    const s = await shop();
    const other = await shop();
    const order = await s.order("delivered");
    await seedCart(s.customer.id, [
      { ...keyOfPair(s.listings[0]), quantity: 4 },
      { ...keyOfPair(other.listings[0]), quantity: 1 },
    ]);
    const res = await buyAgain(order.id, s.customerToken);
    expect(byProduct(res.data.lines, s.products[0].id)).toMatchObject({ quantity_added: 2, status: "added" });
    expect(await cartMap(s.customer.id)).toEqual({
      [keyOfListing(s.listings[0])]: 6,
      [keyOfListing(s.listings[1])]: 3,
      [keyOfListing(other.listings[0])]: 1,
    });
  });

  it("caps the sum at the stock: reduced, adding what is left", async () => {
    const s = await shop(); // 18 and 17 left after the order
    const order = await s.order("delivered");
    await seedCart(s.customer.id, [{ ...keyOfPair(s.listings[0]), quantity: 17 }]);
    const res = await buyAgain(order.id, s.customerToken);
    expect(byProduct(res.data.lines, s.products[0].id)).toMatchObject({ quantity_ordered: 2, quantity_added: 1, status: "reduced" });
    expect((await cartMap(s.customer.id))[keyOfListing(s.listings[0])]).toBe(18);
  });

  it("never lowers a line the cart holds beyond the stock: reduced, none added", async () => {
    const s = await shop();
    const order = await s.order("delivered");
    await seedCart(s.customer.id, [{ ...keyOfPair(s.listings[0]), quantity: 30 }]);
    const res = await buyAgain(order.id, s.customerToken);
    expect(byProduct(res.data.lines, s.products[0].id)).toMatchObject({ quantity_added: 0, status: "reduced" });
    expect((await cartMap(s.customer.id))[keyOfListing(s.listings[0])]).toBe(30);
  });

  it("caps a line at the cart's 999", async () => {
    const s = await shop(5000);
    const order = await s.order("delivered");
    await seedCart(s.customer.id, [{ ...keyOfPair(s.listings[0]), quantity: 998 }]);
    const res = await buyAgain(order.id, s.customerToken);
    expect(byProduct(res.data.lines, s.products[0].id)).toMatchObject({ quantity_added: 1, status: "reduced" });
    expect((await cartMap(s.customer.id))[keyOfListing(s.listings[0])]).toBe(999);
  });

  it(`refuses with 409 when the cart would hold more than ${MAX_CART_LINES} lines, changing nothing`, async () => {
    const s = await shop();
    const order = await s.order("delivered");
    const fillers = [];
    for (let i = 0; i < MAX_CART_LINES; i++) fillers.push({ product_id: (await createProduct(s.store)).id, branch_id: s.branch.id, quantity: 1 });
    await seedCart(s.customer.id, fillers);
    const before = await snapshot(
      [s.customer.id],
      s.listings.map((l) => l.id),
      order.id,
    );
    const res = await buyAgain(order.id, s.customerToken);
    expect(res.status).toBe(409);
    expect(res.data).toEqual({ detail: `A cart holds at most ${MAX_CART_LINES} different lines; this change would make ${MAX_CART_LINES + 2}.` });
    expect(
      await snapshot(
        [s.customer.id],
        s.listings.map((l) => l.id),
        order.id,
      ),
    ).toEqual(before);
  });

  it("planCart's add mode: sums, caps, never lowers, and reports what it asked for", () => {
    const listing = (product_id: number, stock: number) => ({ product_id, branch_id: 1, stock, is_available: true });
    const row = (id: number, product_id: number, quantity: number) => ({ id, product_id, branch_id: 1, quantity });
    const line = (product_id: number, quantity: number) => ({ product_id, branch_id: 1, quantity });
    const plan = planCart(
      [line(1, 2), line(2, 2), line(3, 2), line(4, 2)],
      [listing(1, 50), listing(2, 5), listing(3, 5), listing(4, 0)],
      [row(10, 1, 3), row(11, 2, 4), row(12, 3, 9)],
      "add",
    );
    expect(plan.upserts).toEqual([line(1, 5), line(2, 5)]);
    expect(plan.adjusted).toEqual([
      { product_id: 2, branch_id: 1, requested: 6, quantity: 5 },
      { product_id: 3, branch_id: 1, requested: 11, quantity: 9 },
    ]);
    expect(plan.rejected).toEqual([{ product_id: 4, branch_id: 1, reason: "out_of_stock" }]);
    expect(plan.lineCount).toBe(3);
  });
});

describe("buy again: who may", () => {
  it("lets a branch owner buy again an order they placed themselves, at their own branch too", async () => {
    const s = await shop();
    const order = await s.order("delivered", s.owner);
    const res = await buyAgain(order.id, s.token);
    expect(res.status).toBe(200);
    expect(await cartMap(s.owner.id)).toEqual({ [keyOfListing(s.listings[0])]: 2, [keyOfListing(s.listings[1])]: 3 });
  });

  // Someone else's delivered order, at the target branch: not even those who run the branch may put it in their cart.
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 404, manager: 404, otherManager: 404, superAdmin: 404 },
    {
      setup: async ({ target }) => {
        const s = await stocked(target);
        return { ...s, placed: await s.order("delivered") };
      },
      state: ({ fixture, user }) =>
        snapshot(
          [fixture.customer.id, ...(user ? [user.id] : [])],
          fixture.listings.map((l) => l.id),
          fixture.placed.id,
        ),
      call: ({ fixture, token }) => buyAgain(fixture.placed.id, token),
      refused: (_c, res) => {
        if (res.status === 404) expect(res.data).toEqual({ detail: "Not found." });
      },
    },
  );

  it("answers an unknown order with 404", async () => {
    const s = await shop();
    expect((await buyAgain(999999999999, s.customerToken)).status).toBe(404);
  });
});

describe("buy again: bad input", () => {
  it.each([
    ["abc", 400],
    ["-1", 400],
    ["1.5", 400],
    ["9".repeat(13), 400],
    ["0x10", 400],
  ] as const)("answers the id %s with %i", async (id, status) => {
    const s = await shop();
    const order = await s.order("delivered");
    const before = await snapshot(
      [s.customer.id],
      s.listings.map((l) => l.id),
      order.id,
    );
    const res = await buyAgain(id, s.customerToken);
    expect(res.status).toBe(status);
    expect(res.data).toEqual({ id: ["A valid integer is required."] });
    expect(
      await snapshot(
        [s.customer.id],
        s.listings.map((l) => l.id),
        order.id,
      ),
    ).toEqual(before);
  });

  it.each([
    [
      "a form, not JSON",
      { raw: "items=1", contentType: "application/x-www-form-urlencoded" },
      415,
      "Unsupported media type: send the body as application/json.",
    ],
    ["broken JSON", { raw: "{", contentType: "application/json" }, 400, "Request body must be valid JSON."],
    ["a JSON array", { json: [] }, 400, "Request body must be a JSON object."],
    ["a JSON array of lines", { json: [{ product_id: 1, branch_id: 1, quantity: 5 }] }, 400, "Request body must be a JSON object."],
    ["JSON null", { raw: "null", contentType: "application/json" }, 400, "Request body must be a JSON object."],
    ["a JSON number", { json: 5 }, 400, "Request body must be a JSON object."],
  ])("answers a body that is %s with %i and changes nothing", async (_, body, status, detail) => {
    const s = await shop();
    const order = await s.order("delivered");
    const before = await snapshot(
      [s.customer.id],
      s.listings.map((l) => l.id),
      order.id,
    );
    const res = await buyAgain(order.id, s.customerToken, body);
    expect(res.status).toBe(status);
    expect(res.data).toEqual({ detail });
    expect(
      await snapshot(
        [s.customer.id],
        s.listings.map((l) => l.id),
        order.id,
      ),
    ).toEqual(before);
  });

  it("is a POST only: GET on the path is no route, and changes nothing", async () => {
    const s = await shop();
    const order = await s.order("delivered");
    const res = await api("GET", `/api/orders/${order.id}/buy-again/`, { token: s.customerToken });
    expect(res.status).toBe(404);
    expect(await cartMap(s.customer.id)).toEqual({});
  });
});
