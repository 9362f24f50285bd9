// GET /cashbacks/: the caller's own cashback, unexpired by default.
import { describe, expect, it } from "vitest";
import { walletEntries } from "../../db/schema";
import { api, db } from "../../test/factories";
import { cashbackPage } from "#contract/wallet";
import { aCustomer, giveCashback, inDays } from "./test-cashbacks";

const list = async (token: string, query = "") => {
  const res = await api("GET", `/api/cashbacks/${query}`, { token });
  expect(res.status).toBe(200);
  return cashbackPage.parse(res.data);
};

describe("GET /cashbacks/", () => {
  it("leaves out a lot with nothing left (spent or taken back by a return) unless every lot is asked for", async () => {
    const { user, token } = await aCustomer();
    const kept = await giveCashback(user, 12, inDays(45));
    const usedUp = await giveCashback(user, 10, inDays(20));
    await db.insert(walletEntries).values({ user_id: user.id, kind: "cashback_reversed", part: "cashback", amount: -200, cashback_id: usedUp.id });
    expect((await list(token)).results.map((c) => c.id)).toEqual([kept.id]);
    expect((await list(token, "?include_expired=true")).results.map((c) => c.id).sort()).toEqual([kept.id, usedUp.id].sort());
  });

  it("lists the caller's unexpired cashback, soonest to expire first", async () => {
    const { user, token } = await aCustomer();
    const far = await giveCashback(user, 12, inDays(45));
    const near = await giveCashback(user, 10, inDays(2.5));
    const expired = await giveCashback(user, 4, inDays(-1));
    await giveCashback((await aCustomer()).user, 99, inDays(10));

    const page = await list(token);
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    expect(page.results).toEqual([
      {
        id: near.id,
        amount: 10,
        amount_egp: "2.00",
        order_id: near.order_id,
        expires_at: near.expires_at,
        created_at: near.created_at,
        is_expired: false,
        days_left: 3,
      },
      {
        id: far.id,
        amount: 12,
        amount_egp: "2.40",
        order_id: far.order_id,
        expires_at: far.expires_at,
        created_at: far.created_at,
        is_expired: false,
        days_left: 45,
      },
    ]);

    const all = await list(token, "?include_expired=true");
    expect(all.count).toBe(3);
    expect(all.results[0]).toMatchObject({ id: expired.id, is_expired: true, days_left: 0, amount_egp: "0.80" });
    expect((await list(token, "?include_expired=false")).count).toBe(2);
    expect((await list(token, "?include_expired=")).count).toBe(2);
  });

  it("pages by 12", async () => {
    const { user, token } = await aCustomer();
    for (let i = 1; i <= 13; i++) await giveCashback(user, i, inDays(i));
    const first = await list(token);
    expect(first).toMatchObject({ count: 13, next: "/api/cashbacks/?page=2" });
    expect(first.results.map((c) => c.amount)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const second = await list(token, "?page=2");
    expect(second.results.map((c) => c.amount)).toEqual([13]);
  });

  it("refuses a bad filter with 400 and a visitor with 401", async () => {
    const { token } = await aCustomer();
    const bad = await api("GET", "/api/cashbacks/?include_expired=maybe", { token });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({ include_expired: ["Must be a valid boolean."] });
    expect((await api("GET", "/api/cashbacks/")).status).toBe(401);
  });
});
