import { describe, expect, it } from "vitest";
import { cashback, cashbackPage } from "#contract/wallet";
import { answer, detailAnswer, driftOf } from "./answer.test-support";

const one = {
  id: 1,
  amount: 50,
  amount_egp: "10.00",
  order_id: 7,
  expires_at: "2026-12-01T00:00:00Z",
  created_at: "2026-11-01T00:00:00Z",
  is_expired: false,
  days_left: 3,
};

describe("a stubbed answer parsed with the contract", () => {
  it("is the body as given, as JSON, with its status", async () => {
    const res = answer(cashback, one, 201);
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(await res.json()).toEqual(one);
    expect(await detailAnswer(404, "Not found.").json()).toEqual({ detail: "Not found." });
  });

  it("names a missing field, a wrong type, or a field the contract does not have", () => {
    const { days_left: _, ...missing } = one;
    expect(driftOf(cashback, one)).toBeNull();
    expect(driftOf(cashback, missing)).toMatch(/days_left/);
    expect(driftOf(cashback, { ...one, amount: "50" })).toMatch(/amount/);
    expect(driftOf(cashback, { ...one, points: 50 })).toMatch(/fields the contract does not: points/);
    expect(driftOf(cashbackPage, { count: 1, next: null, previous: null, results: [{ ...one, extra: true }] })).toMatch(/results\[0\]\.extra/);
  });

  it.fails("throws on a drifted body", () => {
    answer(cashback, { ...one, points: 50 } as typeof one);
  });

  // The code under test may catch what its fetch throws: the test fails all the same.
  it.fails("fails the test even when the throw is caught", () => {
    try {
      answer(cashback, { ...one, points: 50 } as typeof one);
    } catch {
      // swallowed, as a store does with a failed request
    }
  });
});
