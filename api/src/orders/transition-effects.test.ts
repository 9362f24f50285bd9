// What a status change does besides the status: stock back on cancel; payment, sales and
// cashback on delivery; the timeline; and that none of it happens twice under a race.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branchProducts, orders } from "../../db/schema";
import { api, db } from "../../test/factories";
import { order as orderContract } from "#contract/orders";
import { createOrder, orderState, shop, superAdmin } from "./test-orders";
import { moveOrder } from "./transition";

const patch = (id: number, token: string, status: string) => api("PATCH", `/api/orders/${id}/`, { token, json: { status } });
const stockOf = async (id: number) => (await db.select().from(branchProducts).where(eq(branchProducts.id, id)).get())?.stock;

describe("cancelling", () => {
  it("lets a customer cancel their own pending order and returns exactly the stock it took; nothing is owed any more", async () => {
    const s = await shop(20);
    const order = await s.order("pending");
    expect([await stockOf(s.listings[0].id), await stockOf(s.listings[1].id)]).toEqual([18, 17]);
    const res = await patch(order.id, s.customerToken, "cancelled");
    expect(res.status).toBe(200);
    expect(orderContract.parse(res.data)).toMatchObject({ status: "cancelled", payment_status: "not_due", allowed_statuses: [] });
    expect(res.data.history.at(-1)).toMatchObject({ status: "cancelled", from_status: "pending", by: "customer", actor: { id: s.customer.id } });
    expect([await stockOf(s.listings[0].id), await stockOf(s.listings[1].id)]).toEqual([20, 20]);
    expect((await orderState(order.id)).cashback).toEqual([]);
  });

  it("returns stock to the listings that still exist and skips a deleted one", async () => {
    const s = await shop(20);
    const order = await s.order("confirmed");
    await db.delete(branchProducts).where(eq(branchProducts.id, s.listings[1].id));
    const res = await patch(order.id, s.token, "cancelled");
    expect(res.status).toBe(200);
    expect(await stockOf(s.listings[0].id)).toBe(20);
    expect(await stockOf(s.listings[1].id)).toBeUndefined();
  });

  it("adds up an order's lines for the same listing", async () => {
    const s = await shop(20);
    const line = { listing: s.listings[0], product: s.products[0] };
    const order = await createOrder({
      customer: s.customer,
      branch: s.branch,
      lines: [
        { ...line, quantity: 4 },
        { ...line, quantity: 5 },
      ],
    });
    expect(await stockOf(s.listings[0].id)).toBe(11);
    expect((await patch(order.id, s.token, "cancelled")).status).toBe(200);
    expect(await stockOf(s.listings[0].id)).toBe(20);
  });
});

describe("delivering", () => {
  it("marks the order paid, counts the sales and earns cashback once", async () => {
    const s = await shop(50);
    const order = await s.order("shipped", s.customer, [10, 1]); // 10 x 123.45 + 50.00 = 1284.50 EGP
    const before = await orderState(order.id);
    const started = Date.now();
    const res = await patch(order.id, s.token, "delivered");
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ status: "delivered", payment_status: "paid", total: "1284.50", allowed_statuses: [] });

    const after = await orderState(order.id);
    expect(after.sold.map((p) => p.total_sold)).toEqual(before.sold.map((p, i) => p.total_sold + [10, 1][i]));
    // floor(1284.50 EGP x 2% x 5) = floor(128.45) = 128 points.
    expect(after.cashback).toHaveLength(1);
    const [cashback] = after.cashback;
    expect(cashback).toMatchObject({ user_id: s.customer.id, order_id: order.id, amount: 128 });
    const ninetyDays = 90 * 86_400_000;
    expect(Date.parse(cashback.expires_at) - Date.parse(cashback.created_at)).toBe(ninetyDays);
    expect(Date.parse(cashback.expires_at)).toBeGreaterThanOrEqual(started + ninetyDays - 5_000);

    // Delivered is final: the move cannot be replayed, nor undone by a cancel.
    const { token } = await superAdmin();
    for (const status of ["delivered", "cancelled", "shipped"]) {
      const again = await patch(order.id, token, status);
      expect(again.status).toBe(409);
      expect(again.data.allowed).toEqual([]);
    }
    expect(await orderState(order.id)).toEqual(after);
  });

  it("earns no cashback row when the order is worth less than one point", async () => {
    const s = await shop(50);
    const listing = { ...s.listings[0], price: 999 }; // 9.99 EGP -> 0.999 points
    const order = await createOrder({
      customer: s.customer,
      branch: s.branch,
      status: "shipped",
      lines: [{ listing, product: s.products[0], quantity: 1 }],
    });
    const res = await patch(order.id, s.token, "delivered");
    expect(res.status).toBe(200);
    const after = await orderState(order.id);
    expect(after.cashback).toEqual([]);
    expect(after.order!.payment_status).toBe("paid");
  });
});

describe("the timeline", () => {
  it("records every change with its actor and time, oldest first, in the detail too", async () => {
    const s = await shop();
    const admin = await superAdmin();
    const order = await s.order("pending");
    expect((await patch(order.id, s.token, "confirmed")).status).toBe(200);
    expect((await patch(order.id, admin.token, "shipped")).status).toBe(200);
    const last = await patch(order.id, s.token, "delivered");
    expect(last.status).toBe(200);

    const expected = [
      { status: "pending", from_status: null, by: "customer", actor: { id: s.customer.id, username: s.customer.username } },
      { status: "confirmed", from_status: "pending", by: "store", actor: { id: s.owner.id, username: s.owner.username } },
      { status: "shipped", from_status: "confirmed", by: "store", actor: { id: admin.user.id, username: admin.user.username } },
      { status: "delivered", from_status: "shipped", by: "store", actor: { id: s.owner.id, username: s.owner.username } },
    ];
    expect(last.data.history).toMatchObject(expected);
    const times = last.data.history.map((h: { at: string }) => h.at);
    expect([...times].sort()).toEqual(times);
    expect(times.at(-1)).toBe(last.data.updated_at);

    // The customer reads the same timeline, the shop's changes without who in it made them.
    const detail = await api("GET", `/api/orders/${order.id}/`, { token: s.customerToken });
    expect(detail.status).toBe(200);
    expect(detail.data.history).toEqual(last.data.history.map((h: { by: string }) => (h.by === "store" ? { ...h, actor: null } : h)));
  });
});

describe("racing moves", () => {
  it("applies a move read from a stale status at most once (the batch guards itself)", async () => {
    const s = await shop(20);
    const order = await s.order("pending");
    const stale = (await db.select().from(orders).where(eq(orders.id, order.id)).get())!;
    expect(await moveOrder(db, { order: stale, to: "cancelled", actorId: s.owner.id })).not.toBeNull();
    const cancelled = await orderState(order.id);
    expect(cancelled.stock.map((l) => l.stock)).toEqual([20, 20]);
    // A second request that read "pending" before the first one landed changes nothing.
    expect(await moveOrder(db, { order: stale, to: "cancelled", actorId: s.customer.id })).toBeNull();
    expect(await orderState(order.id)).toEqual(cancelled);
  });

  it("earns one cashback and counts the sales once when two deliveries race", async () => {
    const s = await shop(20);
    const order = await s.order("shipped");
    const before = await orderState(order.id);
    const stale = (await db.select().from(orders).where(eq(orders.id, order.id)).get())!;
    const results = await Promise.all([
      moveOrder(db, { order: stale, to: "delivered", actorId: s.owner.id }),
      moveOrder(db, { order: stale, to: "delivered", actorId: s.owner.id }),
    ]);
    expect(results.map((r) => r !== null).sort()).toEqual([false, true]);
    const after = await orderState(order.id);
    expect(after.cashback).toHaveLength(1);
    expect(after.history.filter((h) => h.to_status === "delivered")).toHaveLength(1);
    expect(after.sold.map((p) => p.total_sold)).toEqual(before.sold.map((p, i) => p.total_sold + [2, 3][i]));
  });

  it("answers the loser of two racing requests with a 409 and returns the stock once", async () => {
    const s = await shop(20);
    const order = await s.order("pending");
    const { token } = await superAdmin();
    const [a, b] = await Promise.all([patch(order.id, s.token, "cancelled"), patch(order.id, token, "cancelled")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(["The order changed meanwhile; reload it.", "The order is already cancelled."]).toContain(loser.data.detail);
    const after = await orderState(order.id);
    expect(after.stock.map((l) => l.stock)).toEqual([20, 20]);
    expect(after.history.filter((h) => h.to_status === "cancelled")).toHaveLength(1);
  });

  it("refuses a stale move whose target another move already passed through", async () => {
    const s = await shop(20);
    const order = await s.order("confirmed");
    const stale = (await db.select().from(orders).where(eq(orders.id, order.id)).get())!;
    expect((await patch(order.id, s.token, "cancelled")).status).toBe(200);
    const after = await orderState(order.id);
    expect(await moveOrder(db, { order: stale, to: "cancelled", actorId: s.owner.id })).toBeNull();
    expect(await moveOrder(db, { order: stale, to: "shipped", actorId: s.owner.id })).toBeNull();
    expect(await orderState(order.id)).toEqual(after);
  });
});
