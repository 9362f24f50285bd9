// What a checkout spent comes back when the order will not be delivered (issue 30 §2, ADR 0034):
// cancelled by the customer, the staff or the deadline job, refused at the door, or returned
// undelivered; exactly once, however the move is retried or raced. Delivery earns the lot's row
// once, and the cash collected is the cash due.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { api, db } from "../../test/factories";
import { address, line, ordersOf as allOrdersOf, shop, shopper } from "../orders/checkout-test-helpers";
import { cancelUnconfirmed } from "../orders/confirmation";
import { superAdmin } from "../orders/test-orders";
import { expireCashback } from "./expire";
import { balanceOf } from "./ledger";
import { giveCashback, inDays } from "./test-cashbacks";
import { credit, ledgerOf, lotLeft, sumOf } from "./test-wallet";

const ordersOf = async (userId: number) => (await allOrdersOf(userId)).filter((o) => o.branch_id !== null);
const patch = (id: number, token: string, status: string) => api("PATCH", `/api/orders/${id}/`, { token, json: { status } });
const setStatus = (id: number, status: schema.OrderStatus, more: Partial<typeof schema.orders.$inferInsert> = {}) =>
  db
    .update(schema.orders)
    .set({ status, ...more })
    .where(eq(schema.orders.id, id));

/** A customer with 20.00 of cashback (expiring in `days`) and 10.00 of refund money, who paid 25.00 of a 100.00 order from it. */
async function paidFromWallet(days = 30) {
  const s = await shop(1, { price: 10_000, stock: 20 });
  const { user, token } = await shopper();
  const lot = await giveCashback(user, 100, inDays(days));
  await credit(user, 1_000);
  const res = await api("POST", "/api/orders/", { token, json: { items: [line(s.listings[0], 1)], address, wallet_amount: "25.00" } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  const [order] = await ordersOf(user.id);
  expect(await balanceOf(db, user.id)).toEqual({ balance: 500, refund: 500, cashback: 0 });
  return { s, user, token, lot, order, admin: await superAdmin() };
}

const givenBack = async (userId: number) => (await ledgerOf(userId)).filter((r) => r.kind === "spend_returned");

describe("giving back what an order spent", () => {
  it("the customer's cancel gives back each spent row, same part and lot, once however often it is sent", async () => {
    const { user, token, lot, order, admin } = await paidFromWallet();
    const first = await patch(order.id, token, "cancelled");
    expect(first.status, JSON.stringify(first.data)).toBe(200);
    // Sent again: the customer may no longer move it (403), the staff find it cancelled already (409).
    expect((await patch(order.id, token, "cancelled")).status).toBe(403);
    expect((await patch(order.id, admin.token, "cancelled")).status).toBe(409);
    expect((await givenBack(user.id)).map((r) => [r.part, r.cashback_id, r.amount, r.order_id])).toEqual([
      ["cashback", lot.id, 2_000, order.id],
      ["refund", null, 500, order.id],
    ]);
    expect(await balanceOf(db, user.id)).toEqual({ balance: 3_000, refund: 1_000, cashback: 2_000 });
    expect(await sumOf(user.id)).toBe(3_000);
  });

  it("racing cancels (the customer and the staff at once) give back once", async () => {
    const { user, token, order, admin } = await paidFromWallet();
    const both = await Promise.all([patch(order.id, token, "cancelled"), patch(order.id, admin.token, "cancelled")]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await givenBack(user.id)).toHaveLength(2);
    expect((await balanceOf(db, user.id)).balance).toBe(3_000);
  });

  it("a parcel refused at the door gives back at once; its return to the branch adds nothing", async () => {
    const { user, order, admin } = await paidFromWallet();
    await setStatus(order.id, "shipped");
    expect((await patch(order.id, admin.token, "refused")).status).toBe(200);
    expect((await balanceOf(db, user.id)).balance).toBe(3_000);
    expect((await patch(order.id, admin.token, "returned")).status).toBe(200);
    expect(await givenBack(user.id)).toHaveLength(2);
    expect((await balanceOf(db, user.id)).balance).toBe(3_000);
  });

  it("a parcel returned undelivered after a failed attempt gives back", async () => {
    const { user, order, admin } = await paidFromWallet();
    await setStatus(order.id, "shipped", { delivery_attempts: 1 });
    expect((await patch(order.id, admin.token, "returned")).status).toBe(200);
    expect((await balanceOf(db, user.id)).balance).toBe(3_000);
  });

  it("the deadline job's cancel of an unconfirmed order gives back, once when run twice at once", async () => {
    const { user, order } = await paidFromWallet();
    await db
      .update(schema.orders)
      .set({ needs_confirmation: true, confirmed_at: null, confirm_by: inDays(-1) })
      .where(eq(schema.orders.id, order.id));
    await Promise.all([cancelUnconfirmed(db), cancelUnconfirmed(db)]);
    expect((await db.select().from(schema.orders).where(eq(schema.orders.id, order.id)).get())?.status).toBe("cancelled");
    expect(await givenBack(user.id)).toHaveLength(2);
    expect((await balanceOf(db, user.id)).balance).toBe(3_000);
  });

  it("what was spent from a lot expired since is not given back (it would have expired unspent); the ledger's sum still equals the balance", async () => {
    const { user, token, lot, order } = await paidFromWallet(30);
    await db
      .update(schema.cashbacks)
      .set({ expires_at: inDays(-1) })
      .where(eq(schema.cashbacks.id, lot.id));
    expect((await patch(order.id, token, "cancelled")).status).toBe(200);
    expect((await givenBack(user.id)).map((r) => [r.part, r.amount])).toEqual([["refund", 500]]);
    expect(await lotLeft(lot.id)).toBe(0);
    expect(await expireCashback(db)).toBe(0); // nothing left on it to expire
    expect(await balanceOf(db, user.id)).toEqual({ balance: 1_000, refund: 1_000, cashback: 0 });
    expect(await sumOf(user.id)).toBe(1_000);
  });

  it("a delivered order collects only the cash due and earns its cashback row once", async () => {
    const { user, order, admin } = await paidFromWallet();
    await setStatus(order.id, "shipped");
    const both = await Promise.all([patch(order.id, admin.token, "delivered"), patch(order.id, admin.token, "delivered")]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const collected = await db.select().from(schema.cashCollections).where(eq(schema.cashCollections.order_id, order.id));
    expect(collected.map((c) => c.amount)).toEqual([10_000 - 2_500]);
    const [lot] = await db.select().from(schema.cashbacks).where(eq(schema.cashbacks.order_id, order.id));
    const earned = (await ledgerOf(user.id)).filter((r) => r.kind === "cashback_earned" && r.order_id === order.id);
    expect(earned.map((r) => [r.cashback_id, r.amount, r.expires_at])).toEqual([[lot.id, lot.amount * 20, lot.expires_at]]);
    // Nothing to give back once delivered.
    expect(await givenBack(user.id)).toHaveLength(0);
    expect((await balanceOf(db, user.id)).balance).toBe(500 + lot.amount * 20);
  });
});
