// The COD policy at checkout (issue 29 points 1 and 5): each branch's order is its own COD order,
// refused one piaster over its store's cap and accepted at it, in both languages, naming the
// store and the cap; the COD fee is its own line in the quote, the order, every total and the
// bill; and whether an order needs confirmation is decided by the policy and stored.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { api, createUser, db, tokenFor } from "../../test/factories";
import { checkoutResult, order as orderSchema } from "#contract/orders";
import { codLimitExceeded, quote as quoteSchema } from "#contract/quote";
import { readPdf } from "../pdf/read-pdf.test-helper";
import { address, line, ordersOf, shop, shopper, snapshot } from "../orders/checkout-test-helpers";

const checkout = (token: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api("POST", "/api/orders/", { token, json, headers });

async function setPolicy(storeId: number, policy: Record<string, unknown>) {
  const admin = await createUser({ role: "super_admin" });
  const res = await api("PUT", `/api/stores/${storeId}/cod-policy/`, { token: await tokenFor(admin), json: policy });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
}

/** A store whose two branches list one product each at `price` piasters (free delivery in Cairo), with its COD policy. */
async function store(price: number, policy: Record<string, unknown>) {
  const s = await shop(2, { price, stock: 20 });
  await setPolicy(s.store.id, policy);
  return { ...s, ...(await shopper()) };
}

describe("the COD cap", () => {
  it("accepts an order exactly at the cap (its total: goods, delivery and COD fee) and refuses one a piaster over, naming the store and the cap", async () => {
    // Cap 1,000.00 with a 15.00 fee: goods of 985.00 come to exactly 1,000.00.
    const s = await store(98_500, { max_order: "1000.00", fee: "15.00" });
    const atCap = await checkout(s.token, { items: [line(s.listings[0])], address });
    expect(atCap.status, JSON.stringify(atCap.data)).toBe(201);
    expect(atCap.data.orders[0]).toMatchObject({ subtotal: "985.00", cod_fee: "15.00", total: "1000.00" });

    const over = await store(98_501, { max_order: "1000.00", fee: "15.00" });
    const before = await snapshot(over.user.id, over.listings);
    const en = await checkout(over.token, { items: [line(over.listings[0])], address });
    expect(en.status).toBe(409);
    const body = codLimitExceeded.parse(en.data);
    expect(body.detail).toBe(
      `${over.store.name} takes cash on delivery for orders up to EGP 1,000; this order comes to EGP 1,000.01. Remove some items to place it.`,
    );
    expect(body.quote.parts[0]).toMatchObject({ problem: "cod_limit", cod_limit: "1000.00", cod_fee: "15.00", total: "1000.01" });
    expect(body.quote.ready).toBe(false);
    const ar = await checkout(over.token, { items: [line(over.listings[0])], address }, { "Accept-Language": "ar" });
    expect([ar.status, ar.data.code]).toEqual([409, "cod_limit"]);
    const arabicName = over.store.name_ar || over.store.name;
    expect(ar.data.detail).toBe(
      `يقبل ${arabicName} الدفع عند الاستلام للطلبات حتى 1,000 جنيه، وإجمالي هذا الطلب 1,000.01 جنيه. احذف بعض المنتجات لتتمكن من إتمامه.`,
    );
    expect(await snapshot(over.user.id, over.listings)).toEqual(before);
  });

  it("applies per branch: each branch's order is its own COD order", async () => {
    const s = await store(60_000, { max_order: "1000.00" });
    // 600 + 600 from two branches is over 1,000 together, but each order is within the cap.
    const res = await checkout(s.token, { items: [line(s.listings[0]), line(s.listings[1])], address });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data.orders).toHaveLength(2);
    // Two from one branch is one order of 1,200: refused.
    const refused = await checkout(s.token, { items: [line(s.listings[0], 2), line(s.listings[1])], address });
    expect([refused.status, refused.data.code]).toEqual([409, "cod_limit"]);
    expect(refused.data.quote.parts.map((p: { problem: string | null }) => p.problem)).toEqual(["cod_limit", null]);
  });

  it("is shown in the quote before checkout; a store with no cap (null) takes any amount", async () => {
    const capped = await store(20_000, { max_order: "25000.00", fee: "10.00" });
    const q = await api("POST", "/api/orders/quote/", {
      json: {
        items: [{ product_id: capped.listings[0].product_id, branch_id: capped.listings[0].branch_id, quantity: 2 }],
        area_id: address.area_id,
      },
    });
    expect(q.status).toBe(200);
    const parsed = quoteSchema.parse(q.data);
    expect(parsed.parts[0]).toMatchObject({
      subtotal: "400.00",
      fee: "0.00",
      cod_fee: "10.00",
      cod_limit: "25000.00",
      total: "410.00",
      problem: null,
    });
    expect(parsed.totals).toEqual({ subtotal: "400.00", delivery: "0.00", cod_fee: "10.00", total: "410.00" });

    const open = await store(5_000_000, { max_order: null });
    const res = await checkout(open.token, { items: [line(open.listings[0])], address });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data.orders[0]).toMatchObject({ total: "50000.00", cod_fee: "0.00" });
  });
});

describe("the COD fee", () => {
  it("is its own line of every order of the store: stored, in the total, the checkout's sums, the order, the lists and the bill", async () => {
    const s = await store(20_000, { max_order: "25000.00", fee: "12.50" });
    const res = await checkout(s.token, { items: [line(s.listings[0], 2), line(s.listings[1])], address, expected_total: "625.00" });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const placed = checkoutResult.parse(res.data);
    expect(placed).toMatchObject({ subtotal: "600.00", delivery: "0.00", cod_fee: "25.00", total: "625.00" });
    for (const o of placed.orders) expect(Number(o.total)).toBe(Number(o.subtotal) + Number(o.delivery_fee) + Number(o.cod_fee));

    const rows = await ordersOf(s.user.id);
    expect(rows.map((r) => [r.total, r.cod_fee, r.delivery_fee])).toEqual([
      [41_250, 1250, 0],
      [21_250, 1250, 0],
    ]);

    const id = rows[0].id;
    const detail = await api("GET", `/api/orders/${id}/`, { token: s.token });
    expect(orderSchema.parse(detail.data)).toMatchObject({ subtotal: "400.00", cod_fee: "12.50", total: "412.50" });
    const list = await api("GET", "/api/orders/", { token: s.token });
    expect(list.data.results.find((o: { id: number }) => o.id === id)).toMatchObject({ cod_fee: "12.50", total: "412.50", subtotal: "400.00" });

    const bill = await readPdf((await api("GET", `/api/orders/${id}/bill/`, { token: s.token })).data);
    for (const text of ["Cash on delivery fee", "رسوم الدفع عند الاستلام", "EGP 12.50", "EGP 400.00", "EGP 412.50"])
      expect(bill.lines).toContain(text);
  });

  it("earns no cashback: points come from the goods alone once the order is delivered", async () => {
    const s = await store(40_000, { max_order: "25000.00", fee: "50.00" });
    const res = await checkout(s.token, { items: [line(s.listings[0])], address });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const [order] = await ordersOf(s.user.id);
    expect(order).toMatchObject({ total: 45_000, cod_fee: 5000 });
    const admin = await tokenFor(await createUser({ role: "super_admin" }));
    for (const status of ["confirmed", "shipped", "delivered"])
      expect((await api("PATCH", `/api/orders/${order.id}/`, { token: admin, json: { status } })).status).toBe(200);
    // 400 EGP x 2% x 5 points = 40 points (450 EGP would be 45).
    const [cashback] = await db.select().from(schema.cashbacks).where(eq(schema.cashbacks.order_id, order.id));
    expect(cashback.amount).toBe(40);
  });

  it("is part of the total the shopper confirms: an expected_total without it is a quote_changed", async () => {
    const s = await store(20_000, { max_order: "25000.00", fee: "12.50" });
    const res = await checkout(s.token, { items: [line(s.listings[0])], address, expected_total: "200.00" });
    expect([res.status, res.data.code, res.data.quote?.totals]).toEqual([
      409,
      "quote_changed",
      { subtotal: "200.00", delivery: "0.00", cod_fee: "12.50", total: "212.50" },
    ]);
    const ok = await checkout(s.token, { items: [line(s.listings[0])], address, expected_total: "212.50" });
    expect(ok.status).toBe(201);
  });

  it("leaves no line on a bill when the store charges none", async () => {
    const s = await store(20_000, { max_order: "25000.00" });
    const res = await checkout(s.token, { items: [line(s.listings[0])], address });
    const bill = await readPdf((await api("GET", `/api/orders/${res.data.orders[0].id}/bill/`, { token: s.token })).data);
    expect(bill.lines).not.toContain("Cash on delivery fee");
  });
});

describe("whether an order needs confirmation", () => {
  const flags = (res: { data: { orders: { needs_confirmation: boolean }[] } }) => res.data.orders.map((o) => o.needs_confirmation);

  it("none: never; all: always", async () => {
    const none = await store(10_000, { max_order: "25000.00", confirm: "none" });
    expect(flags(await checkout(none.token, { items: [line(none.listings[0])], address }))).toEqual([false]);
    const all = await store(10_000, { max_order: "25000.00", confirm: "all" });
    expect(flags(await checkout(all.token, { items: [line(all.listings[0])], address }))).toEqual([true]);
  });

  it("above_amount: a total above the amount, not one at it", async () => {
    const s = await store(10_000, { max_order: "25000.00", fee: "5.00", confirm: "above_amount", confirm_above: "105.00" });
    // 100 + 5 = 105: at the amount. 200 + 5: above it.
    const res = await checkout(s.token, { items: [line(s.listings[0]), line(s.listings[1], 2)], address });
    expect(res.data.orders.map((o: { total: string; needs_confirmation: boolean }) => [o.total, o.needs_confirmation])).toEqual([
      ["105.00", false],
      ["205.00", true],
    ]);
    const stored = await db.select({ flag: schema.orders.needs_confirmation }).from(schema.orders).where(eq(schema.orders.customer_id, s.user.id));
    expect(stored.map((r) => r.flag).sort()).toEqual([false, true]);
  });

  it("first_order: until the customer has a delivered order from the store", async () => {
    const s = await store(10_000, { max_order: "25000.00", confirm: "first_order" });
    const first = await checkout(s.token, { items: [line(s.listings[0])], address });
    expect(flags(first)).toEqual([true]);
    // Not yet delivered: the next one needs it too.
    expect(flags(await checkout(s.token, { items: [line(s.listings[0])], address }))).toEqual([true]);
    await db.update(schema.orders).set({ status: "delivered" }).where(eq(schema.orders.id, first.data.orders[0].id));
    expect(flags(await checkout(s.token, { items: [line(s.listings[1])], address }))).toEqual([false]);
    // Another shopper of the same store is still new to it.
    const other = await shopper();
    expect(flags(await checkout(other.token, { items: [line(s.listings[0])], address }))).toEqual([true]);
  });
});
