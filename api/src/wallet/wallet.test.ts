// GET /my/: the wallet's arithmetic and its 3- and 7-day windows.
import { describe, expect, it } from "vitest";
import { api } from "../../test/factories";
import { walletWithLedger as walletContract } from "#contract/wallet";
import { shop } from "../orders/test-orders";
import { aCustomer, giveCashback, inDays } from "./test-cashbacks";

const HOUR = 1 / 24;
const walletOf = async (token: string) => {
  const res = await api("GET", "/api/my/", { token });
  expect(res.status).toBe(200);
  return walletContract.parse(res.data);
};

describe("GET /my/", () => {
  it("is all zeros for a user with no cashback", async () => {
    const { token } = await aCustomer();
    expect(await walletOf(token)).toEqual({
      available_balance: "0.00",
      total_points: 0,
      offers_count: 0,
      expiring_soon_count: 0,
      urgent_count: 0,
      currency: "EGP",
      cashbacks: [],
      balance: "0.00",
      refund_balance: "0.00",
      cashback_balance: "0.00",
    });
  });

  it("adds up points and values them at 5 points to the pound", async () => {
    const { user, token } = await aCustomer();
    await giveCashback(user, 10, inDays(60));
    await giveCashback(user, 7, inDays(80));
    expect(await walletOf(token)).toMatchObject({
      available_balance: "3.40",
      total_points: 17,
      offers_count: 2,
      expiring_soon_count: 0,
      urgent_count: 0,
    });
  });

  it("counts urgent (3 days) and expiring soon (7 days) offers and ignores expired ones", async () => {
    const { user, token } = await aCustomer();
    const urgent = await giveCashback(user, 3, inDays(2));
    const soon = await giveCashback(user, 5, inDays(6));
    const later = await giveCashback(user, 7, inDays(30));
    await giveCashback(user, 100, inDays(-1));
    const w = await walletOf(token);
    expect(w).toMatchObject({ available_balance: "3.00", total_points: 15, offers_count: 3, expiring_soon_count: 2, urgent_count: 1 });
    expect(w.cashbacks.map((c) => [c.id, c.amount, c.amount_egp, c.days_left, c.is_expired])).toEqual([
      [urgent.id, 3, "0.60", 2, false],
      [soon.id, 5, "1.00", 6, false],
      [later.id, 7, "1.40", 30, false],
    ]);
  });

  it.each([
    [3 - HOUR, 1, 1],
    [3 + HOUR, 0, 1],
    [7 - HOUR, 0, 1],
    [7 + HOUR, 0, 0],
  ])("counts an offer expiring in %f days as urgent %i times and soon %i times", async (days, urgent, soon) => {
    const { user, token } = await aCustomer();
    await giveCashback(user, 5, inDays(days));
    expect(await walletOf(token)).toMatchObject({ offers_count: 1, urgent_count: urgent, expiring_soon_count: soon });
  });

  it("lists the five soonest to expire but counts them all, and only the caller's", async () => {
    const { user, token } = await aCustomer();
    const other = await aCustomer();
    await giveCashback(other.user, 50, inDays(5));
    const given: { id: number }[] = [];
    for (const days of [40, 10, 20, 5, 50, 30, 60]) given.push(await giveCashback(user, 1, inDays(days)));
    const w = await walletOf(token);
    expect(w).toMatchObject({ total_points: 7, offers_count: 7, expiring_soon_count: 1, available_balance: "1.40" });
    expect(w.cashbacks.map((c) => c.days_left)).toEqual([5, 10, 20, 30, 40]);
    expect(w.cashbacks.every((c) => given.some((g) => g.id === c.id))).toBe(true);
  });

  it("shows the points a delivered order earned", async () => {
    const s = await shop();
    const order = await s.order("shipped"); // 396.90 EGP -> 39 points
    expect((await api("PATCH", `/api/orders/${order.id}/`, { token: s.token, json: { status: "delivered" } })).status).toBe(200);
    const w = await walletOf(s.customerToken);
    expect(w).toMatchObject({ total_points: 39, available_balance: "7.80", offers_count: 1, expiring_soon_count: 0 });
    expect(w.cashbacks).toMatchObject([{ order_id: order.id, amount: 39, days_left: 90 }]);
  });

  it("answers a visitor with 401", async () => {
    const res = await api("GET", "/api/my/");
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ detail: "Authentication credentials were not provided." });
  });
});
