import { describe, expect, inject, it } from "vitest";

const api = inject("apiOrigin");

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const type = res.headers.get("content-type") ?? "";
  return { status: res.status, type, body: type.includes("json") ? await res.json() : new Uint8Array(await res.arrayBuffer()) };
}

/** The password of the customers the test makes. */
const PASSWORD = "Own-Smoke-Pass-7";

const login = async (identifier: string, password = PASSWORD) =>
  (await call("POST", "/api/auth/login/", undefined, { identifier, password })).body.access as string;

/** A new customer of this test's own (the demo customer is left to people trying the demo). */
async function newCustomer() {
  const username = `smoke${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const registered = await call("POST", "/api/auth/register/", undefined, {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    password2: PASSWORD,
  });
  expect(registered.status).toBe(201);
  return { username, token: await login(username) };
}

describe("a customer buys from the seeded catalogue over the API", () => {
  it("syncs a cart, checks out, is delivered, earns cashback and downloads the bill", async () => {
    const { token: customer } = await newCustomer();
    // A listing whose branch delivers to Zamalek (Cairo): not every demo branch reaches Cairo
    // (Damietta's and Smouha's serve their regions), as in a real marketplace. With area_id, each
    // listing says whether its branch delivers there.
    const zamalek = 1002;
    type Offer = { id: number; price: string; stock: number; product: { id: number }; branch: { id: number }; delivery: { available: boolean } };
    let listing: Offer | undefined;
    for (let page = 1; !listing && page <= 10; page++) {
      const { results } = (await call("GET", `/api/branch-products/?available=true&page_size=50&area_id=${zamalek}&page=${page}`)).body;
      listing = (results as Offer[]).find((l) => l.delivery.available && Number(l.price) >= 20);
    }
    if (!listing) throw new Error("no demo listing is delivered to Zamalek");
    const line = { product_id: listing.product.id, branch_id: listing.branch.id, quantity: 1 };

    const synced = await call("POST", "/api/cart/sync/", customer, { items: [line] });
    expect(synced.status).toBe(200);
    expect(synced.body.items.map((i: { product_id: number }) => i.product_id)).toContain(line.product_id);

    const quoted = (await call("POST", "/api/orders/quote/", customer, { items: [line], area_id: zamalek })).body;
    expect(quoted.ready).toBe(true);
    const checkout = await call("POST", "/api/orders/", customer, {
      items: [{ ...line, price: listing.price }],
      address: { area_id: zamalek, street: "شارع التحرير", building: "12", landmark: "Near the Nile Towers", mobile: "01012345678" },
      expected_total: quoted.totals.total,
      payment_method: "cash_on_delivery",
    });
    expect(checkout.status).toBe(201);
    const [order] = checkout.body.orders;
    expect(order.status).toBe("pending");
    expect([order.delivery_method, order.subtotal, order.total]).toEqual(["delivery", listing.price, quoted.totals.total]);
    const stockAfter = (await call("GET", `/api/branch-products/${listing.id}/`)).body.stock;
    expect(stockAfter).toBe(listing.stock - 1);
    const cart = await call("GET", "/api/cart/", customer);
    expect(
      cart.body.items.some((i: { product_id: number; branch_id: number }) => i.product_id === line.product_id && i.branch_id === line.branch_id),
    ).toBe(false);

    // The harness's super admin moves the order: no public route makes a super admin or a merchant.
    const { username, password } = inject("admin");
    const admin = await login(username, password);
    const path = ["confirmed", "shipped", "delivered"];
    for (const status of path) {
      expect((await call("PATCH", `/api/orders/${order.id}/`, admin, { status })).status).toBe(200);
    }
    const delivered = (await call("GET", `/api/orders/${order.id}/`, customer)).body;
    expect(delivered.payment_status).toBe("paid");
    expect(delivered.history.map((h: { status: string }) => h.status)).toEqual(["pending", ...path]);
    const wallet = (await call("GET", "/api/my/", customer)).body;
    // A new customer: this order's points are all there is (2% of the goods, 5 points a pound; none on the fee).
    expect(wallet.total_points).toBe(Math.floor(Number(listing.price) * 0.02 * 5 + 1e-9));

    const bill = await call("GET", `/api/orders/${order.id}/bill/`, customer);
    expect(bill.status).toBe(200);
    expect(bill.type).toBe("application/pdf");
    expect(new TextDecoder().decode((bill.body as Uint8Array).slice(0, 5))).toBe("%PDF-");
  });
});
