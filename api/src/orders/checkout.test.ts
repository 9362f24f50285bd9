import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { api, createBranch, createListing, createProduct, createStore, createUser, db, tokenFor } from "../../test/factories";
import { costOf } from "../../test/list-cost";
import { checkoutResult } from "#contract/orders";
import { address, cartOf, FREE_IN_CAIRO, line, NASR_CITY, ordersOf, putInCart, setDelivery, shop, shopper, stockOf } from "./checkout-test-helpers";

const { area_id: _, ...lines } = address;

describe("POST /orders/ (checkout)", () => {
  it("turns a two-branch cart into one order per branch, takes the stock and empties those cart lines", async () => {
    const { store, branches, listings } = await shop(2, { stock: 10 });
    const [a, b] = listings;
    const a2 = await createListing(branches[0], await createProduct(store, { name_ar: "شاي" }), { price: 2550, stock: 3 });
    const { user, token } = await shopper();
    const other = await createListing(branches[1], await createProduct(store), { stock: 4 });
    await putInCart(user.id, a, 2);
    await putInCart(user.id, a2, 1);
    await putInCart(user.id, b, 1);
    await putInCart(user.id, other, 3); // not bought: stays in the cart

    // The areas are read once per isolate (areas/queries.ts): read them before measuring.
    await api("GET", "/api/areas/");
    const res = await api("POST", "/api/orders/", {
      token,
      json: { customer_id: user.id, items: [line(a, 2), line(b, 3), line(a2, 3, "25.5")], address, payment_method: "cash_on_delivery" },
    });
    expect(res.status).toBe(201);
    // The caller, the listings with the branches' delivery settings (one batch), then the write
    // with its answer read back in the same batch.
    expect(costOf(res.headers).trips).toBe(3);
    const body = checkoutResult.parse(res.data);
    // 2 x 90 + 3 x 25.50 at the first branch, 3 x 90 at the second; both deliver to Nasr City for free.
    expect([body.subtotal, body.delivery, body.total]).toEqual(["526.50", "0.00", "526.50"]);
    expect(body.orders.map((o) => [o.branch.id, o.total, o.items.length])).toEqual([
      [branches[0].id, "256.50", 2],
      [branches[1].id, "270.00", 1],
    ]);
    for (const o of body.orders) {
      expect(o).toMatchObject({
        checkout_id: body.checkout_id,
        status: "pending",
        payment_status: "pending",
        payment_method: "cash_on_delivery",
        currency: "EGP",
        customer: { id: user.id, username: user.username },
        store: { id: store.id, name: store.name },
        address: {
          ...lines,
          city: "Cairo",
          neighborhood: "Nasr City",
          building_or_house: address.building,
          compound: "",
          center: null,
          latitude: null,
          longitude: null,
          floor: "",
          apartment: "",
          recipient: "",
        },
        area: { id: NASR_CITY, name: "Nasr City", name_ar: "مدينة نصر", governorate: { id: 1, name: "Cairo", name_ar: "القاهرة" } },
        delivery_method: "delivery",
        delivery_fee: "0.00",
        delivery_estimate: "same_day",
        pickup: null,
        allowed_statuses: ["confirmed", "processing", "cancelled"],
      });
      expect(o.history).toEqual([
        { status: "pending", from_status: null, at: expect.any(String), by: "customer", actor: { id: user.id, username: user.username } },
      ]);
    }
    const product = await db.select().from(schema.products).where(eq(schema.products.id, a2.product_id)).get();
    expect(body.orders[0].items[1]).toMatchObject({
      product: { id: a2.product_id, name: product!.name, name_ar: "شاي", sku: product!.sku },
      quantity: 3,
      price: "25.50",
      subtotal: "76.50",
    });
    expect(body.orders[0].branch.name).toBe(branches[0].name);

    const rows = await ordersOf(user.id);
    expect(rows.map((o) => [o.uuid, o.total])).toEqual(body.orders.map((o) => [o.uuid, Math.round(Number(o.total) * 100)]));
    expect(new Set(rows.map((o) => o.uuid)).size).toBe(2);
    const items = await db
      .select()
      .from(schema.orderItems)
      .where(
        inArray(
          schema.orderItems.order_id,
          rows.map((o) => o.id),
        ),
      );
    expect(items.map((i) => i.branch_product_id).sort()).toEqual([a.id, a2.id, b.id].sort());
    expect([await stockOf(a.id), await stockOf(a2.id), await stockOf(b.id), await stockOf(other.id)]).toEqual([8, 0, 7, 4]);
    expect(await cartOf(user.id)).toEqual([{ product_id: other.product_id, branch_id: other.branch_id, quantity: 3 }]);
    // total_sold moves on delivery (the order status change), not at checkout.
    expect((await db.select().from(schema.products).where(eq(schema.products.id, a.product_id)).get())!.total_sold).toBe(0);
  });

  it("keeps the store's and branch's names in both languages as they were at checkout", async () => {
    const store = await createStore({ name_ar: "بيت القاهرة" });
    const branch = await createBranch(store, { name_ar: "فرع الزمالك" });
    await setDelivery(branch.id, FREE_IN_CAIRO);
    const listing = await createListing(branch, await createProduct(store), { stock: 5 });
    const { user, token } = await shopper();
    const res = await api("POST", "/api/orders/", { token, json: { items: [line(listing)], address } });
    expect(res.status).toBe(201);
    const expected = {
      store: { id: store.id, name: store.name, name_ar: "بيت القاهرة" },
      branch: { id: branch.id, name: branch.name, name_ar: "فرع الزمالك" },
    };
    expect(checkoutResult.parse(res.data).orders[0]).toMatchObject(expected);
    // Renaming the store later does not rewrite the order's record.
    await db.update(schema.stores).set({ name_ar: "اسم جديد" }).where(eq(schema.stores.id, store.id));
    const detail = await api("GET", `/api/orders/${res.data.orders[0].id}/`, { token });
    expect(detail.data).toMatchObject(expected);
    expect((await ordersOf(user.id))[0]).toMatchObject({ store_name_ar: "بيت القاهرة", branch_name_ar: "فرع الزمالك" });
  });

  it("merges repeated lines, normalises the address, ignores the older free-text fields and defaults the payment method", async () => {
    const { listings } = await shop(1, { stock: 5 });
    const { user, token } = await shopper();
    const res = await api("POST", "/api/orders/", {
      token,
      json: {
        items: [line(listings[0], 1), line(listings[0], 2, "90")],
        address: {
          ...address,
          mobile: "+20 115 555 1234",
          street: "  Abbas El Akkad St ",
          floor: " 4 ",
          apartment: null,
          // No longer read: the area names the place.
          city: "Alexandria",
          neighborhood: "Smouha",
          center: " Nasr City ",
          latitude: "30.0444196",
          longitude: 31.2357116,
        },
      },
    });
    expect(res.status).toBe(201);
    const [o] = res.data.orders;
    expect(o.items).toHaveLength(1);
    expect(o.items[0]).toMatchObject({ quantity: 3, price: "90.00", subtotal: "270.00" });
    expect(o.payment_method).toBe("cash_on_delivery");
    expect(o.address).toMatchObject({
      mobile: "01155551234",
      city: "Cairo",
      neighborhood: "Nasr City",
      center: null,
      street: "Abbas El Akkad St",
      floor: "4",
      apartment: "",
      latitude: null,
      longitude: null,
    });
    const [row] = await ordersOf(user.id);
    expect(row).toMatchObject({
      mobile: "01155551234",
      latitude: null,
      longitude: null,
      center: null,
      area_id: NASR_CITY,
      city: "Cairo",
      neighborhood: "Nasr City",
      total: 27000,
      delivery_fee: 0,
    });
    expect(await stockOf(listings[0].id)).toBe(2);
  });

  it.each([
    ["50 branches", 50],
    ["one branch", 1],
  ])("takes a full 50-line cart over %s in one write (statements stay under D1's 100 parameters)", async (_name, branchCount) => {
    const { store, branches, listings } = await shop(branchCount, { stock: 2 });
    while (listings.length < 50) listings.push(await createListing(branches[0], await createProduct(store), { stock: 2 }));
    const { user, token } = await shopper();
    for (const l of listings) await putInCart(user.id, l);
    const res = await api("POST", "/api/orders/", { token, json: { items: listings.map((l) => line(l, 2)), address } });
    expect(res.status).toBe(201);
    expect(res.data.orders).toHaveLength(branchCount);
    expect(res.data.total).toBe("9000.00");
    const rows = await ordersOf(user.id);
    const items = await db
      .select()
      .from(schema.orderItems)
      .where(
        inArray(
          schema.orderItems.order_id,
          rows.map((o) => o.id),
        ),
      );
    const history = await db
      .select()
      .from(schema.orderStatusHistory)
      .where(
        inArray(
          schema.orderStatusHistory.order_id,
          rows.map((o) => o.id),
        ),
      );
    expect([rows.length, items.length, history.length]).toEqual([branchCount, 50, branchCount]);
    const stock = await db
      .select({ stock: schema.branchProducts.stock })
      .from(schema.branchProducts)
      .where(
        inArray(
          schema.branchProducts.id,
          listings.map((l) => l.id),
        ),
      );
    expect(stock.every((r) => r.stock === 0)).toBe(true);
    expect(await cartOf(user.id)).toEqual([]);
  });

  it("keeps the branch and store names on the order after the branch is deleted", async () => {
    const { store, branches, listings } = await shop(1);
    const { user, token } = await shopper();
    const res = await api("POST", "/api/orders/", { token, json: { items: [line(listings[0])], address } });
    expect(res.status).toBe(201);
    await db.delete(schema.branches).where(eq(schema.branches.id, branches[0].id));
    const [row] = await ordersOf(user.id);
    expect(row).toMatchObject({ branch_id: null, branch_name: branches[0].name, store_name: store.name });
  });

  it("is reachable without the trailing slash too", async () => {
    const { listings } = await shop(1);
    const { token } = await shopper();
    expect((await api("POST", "/api/orders", { token, json: { items: [line(listings[0])], address } })).status).toBe(201);
  });

  it("accepts customer_id equal to the caller, also as a numeric string", async () => {
    const user = await createUser();
    const { listings } = await shop(1);
    const res = await api("POST", "/api/orders/", {
      token: await tokenFor(user),
      json: { customer_id: String(user.id), items: [line(listings[0])], address },
    });
    expect(res.status).toBe(201);
    expect(res.data.orders[0].customer.id).toBe(user.id);
  });
});
