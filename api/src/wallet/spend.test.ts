// Paying from the wallet at checkout (issue 30 §2, ADR 0034): the amount is taken in the
// checkout's batch, cashback first (soonest-expiring lot first) then refund money, spread over
// the checkout's orders in turn; 400 on wallet_amount over the total or the balance; two tabs
// spending the same balance cannot both; the COD cap bounds the cash due.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { api, createUser, db, tokenFor } from "../../test/factories";
import { checkoutResult } from "#contract/orders";
import { address, line, ordersOf as allOrdersOf, shop, shopper } from "../orders/checkout-test-helpers";
import { mergeLines, planCheckout } from "../orders/checkout-plan";
import { writeCheckout } from "../orders/checkout-write";
import { deliveredToNasrCity } from "../orders/checkout-test-helpers";
import { balanceOf } from "./ledger";
import { isWalletShort } from "./spend";
import { giveCashback, inDays } from "./test-cashbacks";
import { credit, ledgerOf, sumOf } from "./test-wallet";

/** The user's checkout orders (giveCashback's bare delivered orders have no branch). */
const ordersOf = async (userId: number) => (await allOrdersOf(userId)).filter((o) => o.branch_id !== null);

const checkout = (token: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api("POST", "/api/orders/", { token, json, headers });

describe("checkout paid partly from the wallet", () => {
  it("takes cashback first, the soonest-expiring lot first, then refund money; the rest is cash due", async () => {
    const s = await shop(1, { price: 10_000, stock: 20 }); // 100.00 EGP, free delivery
    const { user, token } = await shopper();
    const later = await giveCashback(user, 50, inDays(60)); // 10.00
    const sooner = await giveCashback(user, 25, inDays(5)); // 5.00
    await credit(user, 2_000); // 20.00 refund money

    const res = await checkout(token, { items: [line(s.listings[0], 1)], address, wallet_amount: "17.50" });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const answer = checkoutResult.parse(res.data);
    expect(answer).toMatchObject({ total: "100.00", wallet_amount: "17.50", cash_due: "82.50" });
    expect(answer.orders[0]).toMatchObject({ wallet_amount: "17.50", cash_due: "82.50" });

    const [order] = await ordersOf(user.id);
    expect(order.wallet_amount).toBe(1_750);
    const spent = (await ledgerOf(user.id)).filter((r) => r.kind === "spent");
    expect(spent.map((r) => [r.part, r.cashback_id, r.amount, r.order_id])).toEqual([
      ["cashback", sooner.id, -500, order.id],
      ["cashback", later.id, -1_000, order.id],
      ["refund", null, -250, order.id],
    ]);
    expect(await balanceOf(db, user.id)).toEqual({ balance: 1_750, refund: 1_750, cashback: 0 });
    expect(await sumOf(user.id)).toBe(1_750);
  });

  it("spreads the amount over the checkout's orders in turn", async () => {
    const s = await shop(2, { price: 3_000, stock: 20 }); // two branches, 30.00 each
    const { user, token } = await shopper();
    await credit(user, 5_000);
    const res = await checkout(token, { items: [line(s.listings[0], 1), line(s.listings[1], 1)], address, wallet_amount: "45" });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const orders = await ordersOf(user.id);
    expect(orders.map((o) => o.wallet_amount)).toEqual([3_000, 1_500]);
    const spent = (await ledgerOf(user.id)).filter((r) => r.kind === "spent");
    expect(spent.map((r) => [r.order_id, r.amount])).toEqual([
      [orders[0].id, -3_000],
      [orders[1].id, -1_500],
    ]);
    expect(checkoutResult.parse(res.data)).toMatchObject({ total: "60.00", wallet_amount: "45.00", cash_due: "15.00" });
  });

  it("refuses more than the grand total or the balance on the field, in both languages, writing nothing", async () => {
    const s = await shop(1, { price: 10_000, stock: 20 });
    const { user, token } = await shopper();
    await credit(user, 5_000);
    const overTotal = await checkout(token, { items: [line(s.listings[0], 1)], address, wallet_amount: "100.01" });
    expect(overTotal.status).toBe(400);
    expect(overTotal.data).toEqual({ wallet_amount: ["This checkout comes to EGP 100; pay at most that from your wallet."] });
    const overBalance = await checkout(token, { items: [line(s.listings[0], 1)], address, wallet_amount: "50.01" });
    expect(overBalance.status).toBe(400);
    expect(overBalance.data).toEqual({ wallet_amount: ["Your wallet holds EGP 50; pay at most that from it."] });
    const ar = await checkout(token, { items: [line(s.listings[0], 1)], address, wallet_amount: "50.01" }, { "Accept-Language": "ar" });
    expect(ar.data).toEqual({ wallet_amount: ["رصيد محفظتك 50 جنيه؛ ادفع منها هذا المبلغ على الأكثر."] });
    const bad = await checkout(token, { items: [line(s.listings[0], 1)], address, wallet_amount: "-5" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data)).toEqual(["wallet_amount"]);
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect((await ledgerOf(user.id)).map((r) => r.kind)).toEqual(["adjusted"]);
  });

  it("never counts expired cashback, even before the expiry job", async () => {
    const s = await shop(1, { price: 10_000, stock: 20 });
    const { user, token } = await shopper();
    await giveCashback(user, 50, inDays(-1)); // 10.00, expired yesterday, no expired row yet
    const res = await checkout(token, { items: [line(s.listings[0], 1)], address, wallet_amount: "5" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ wallet_amount: ["Your wallet holds EGP 0; pay at most that from it."] });
  });

  it("pays a whole order from the wallet: no cash due, and none recorded as collected at delivery", async () => {
    const s = await shop(1, { price: 2_000, stock: 20 });
    const { user, token } = await shopper();
    await credit(user, 2_000);
    const res = await checkout(token, { items: [line(s.listings[0], 1)], address, wallet_amount: "20.00" });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(checkoutResult.parse(res.data)).toMatchObject({ cash_due: "0.00", wallet_amount: "20.00" });
    expect(await balanceOf(db, user.id)).toEqual({ balance: 0, refund: 0, cashback: 0 });
  });

  it("two tabs spending the same balance at once: one order is paid from it, the other refused, the balance never below zero", async () => {
    for (let round = 0; round < 4; round++) {
      const s = await shop(1, { price: 10_000, stock: 20 });
      const { user, token } = await shopper();
      await giveCashback(user, 100, inDays(30)); // 20.00
      await credit(user, 1_000); // 10.00
      const both = await Promise.all([
        checkout(token, { items: [line(s.listings[0], 1)], address, wallet_amount: "30" }),
        checkout(token, { items: [line(s.listings[0], 1)], address, wallet_amount: "25" }),
      ]);
      const statuses = both.map((r) => r.status).sort();
      expect(statuses[0], JSON.stringify(both.map((r) => r.data))).toBe(201);
      // The loser read before the winner wrote (409 wallet_changed, its batch failed whole) or after (400: over the balance).
      expect([400, 409]).toContain(statuses[1]);
      const loser = both.find((r) => r.status !== 201)!;
      if (loser.status === 409) expect(loser.data).toMatchObject({ code: "wallet_changed" });
      const orders = await ordersOf(user.id);
      expect(orders).toHaveLength(1);
      const b = await balanceOf(db, user.id);
      expect(b.balance).toBe(3_000 - orders[0].wallet_amount);
      expect(b.refund).toBeGreaterThanOrEqual(0);
      expect(b.cashback).toBeGreaterThanOrEqual(0);
      expect(await sumOf(user.id)).toBe(b.balance);
    }
  });

  it("applies a store's COD cap to the cash due, not the total", async () => {
    const s = await shop(1, { price: 120_000, stock: 20 }); // 1,200.00
    const admin = await createUser({ role: "super_admin" });
    const put = await api("PUT", `/api/stores/${s.store.id}/cod-policy/`, { token: await tokenFor(admin), json: { max_order: "1000.00" } });
    expect(put.status, JSON.stringify(put.data)).toBe(200);
    const { user, token } = await shopper();
    await credit(user, 30_000);
    const over = await checkout(token, { items: [line(s.listings[0], 1)], address, wallet_amount: "199.99" });
    expect(over.status).toBe(409);
    expect(over.data).toMatchObject({ code: "cod_limit" });
    expect(over.data.detail).toContain("EGP 1,000.01");
    const within = await checkout(token, { items: [line(s.listings[0], 1)], address, wallet_amount: "200" });
    expect(within.status, JSON.stringify(within.data)).toBe(201);
    expect(checkoutResult.parse(within.data)).toMatchObject({ total: "1200.00", cash_due: "1000.00" });
    const [order] = await ordersOf(user.id);
    expect(order.wallet_amount).toBe(20_000);
    expect((await db.select().from(schema.orders).where(eq(schema.orders.id, order.id)).get())?.total).toBe(120_000);
  });

  it("two checkouts planned on the same balance: the second batch fails whole when it runs (the guard), whatever the timing", async () => {
    const s = await shop(1, { price: 10_000, stock: 20 });
    const { user } = await shopper();
    const lot = await giveCashback(user, 100, inDays(30)); // 20.00
    await credit(user, 1_000); // 10.00
    const { area, choice } = await deliveredToNasrCity();
    const lines = mergeLines([line(s.listings[0], 1)]);
    const write = () => ({
      checkoutId: crypto.randomUUID(),
      customerId: user.id,
      address: { ...address, floor: "", apartment: "", recipient: "" },
      area,
      paymentMethod: "cash_on_delivery" as const,
      idempotencyKey: null,
    });
    // Both read the same 30.00 before either writes.
    const [first, second] = [await planCheckout(db, lines, choice, user.id, 2_500), await planCheckout(db, lines, choice, user.id, 2_500)];
    await writeCheckout(db, first, write());
    const stockBefore = (await db.select().from(schema.branchProducts).where(eq(schema.branchProducts.id, s.listings[0].id)).get())?.stock;
    const failed = await writeCheckout(db, second, write()).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isWalletShort(failed)).toBe(true);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect((await db.select().from(schema.branchProducts).where(eq(schema.branchProducts.id, s.listings[0].id)).get())?.stock).toBe(stockBefore);
    expect(await balanceOf(db, user.id)).toEqual({ balance: 500, refund: 500, cashback: 0 });
    expect((await ledgerOf(user.id)).filter((r) => r.cashback_id === lot.id).map((r) => r.amount)).toEqual([2_000, -2_000]);
  });

  it("a retried checkout (same Idempotency-Key, even at once) spends the wallet once", async () => {
    const s = await shop(1, { price: 10_000, stock: 20 });
    const { user, token } = await shopper();
    await credit(user, 3_000);
    const json = { items: [line(s.listings[0], 1)], address, wallet_amount: "20" };
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const both = await Promise.all([checkout(token, json, headers), checkout(token, json, headers)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(both[0].data.orders[0].uuid).toBe(both[1].data.orders[0].uuid);
    expect((await ledgerOf(user.id)).filter((r) => r.kind === "spent").map((r) => r.amount)).toEqual([-2_000]);
    expect(await balanceOf(db, user.id)).toEqual({ balance: 1_000, refund: 1_000, cashback: 0 });
  });
});
