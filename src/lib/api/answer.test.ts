import { describe, expect, it } from "vitest";
import { cashback } from "#contract/wallet";
import { answer, detailAnswer } from "./answer.test-support";

const one = { id: 1, amount: 50, amount_egp: "10.00", order_id: 7, expires_at: "2026-12-01T00:00:00Z", created_at: "2026-11-01T00:00:00Z", is_expired: false, days_left: 3 };

describe("a stubbed answer parsed with the contract", () => {
  it("is the body as given, as JSON, with its status", async () => {
    const res = answer(cashback, one, 201);
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(await res.json()).toEqual(one);
    expect(await detailAnswer(404, "Not found.").json()).toEqual({ detail: "Not found." });
  });

  it("throws on a missing field, a wrong type, or a field the contract does not have", () => {
    const { days_left: _, ...missing } = one;
    expect(() => answer(cashback, missing as typeof one)).toThrow(/days_left/);
    expect(() => answer(cashback, { ...one, amount: "50" } as unknown as typeof one)).toThrow(/amount/);
    expect(() => answer(cashback, { ...one, points: 50 } as typeof one)).toThrow(/fields the contract does not: points/);
  });
});
