import { describe, expect, it } from "vitest";
import { maxQuantity, pickOffer, stockState } from "./stock";

const offer = (branch: number, price: string, stock: number, is_available = true) => ({ branch: { id: branch }, price, stock, is_available });

describe("stock", () => {
  it.each([
    [offer(1, "1", 0), "out"],
    [offer(1, "1", 9, false), "out"],
    [offer(1, "1", 5), "low"],
    [offer(1, "1", 6), "in"],
    [undefined, "out"],
  ] as const)("%j is %s", (o, state) => expect(stockState(o)).toBe(state));

  it("caps quantity at the stock, 10 when unknown", () => {
    expect(maxQuantity(3)).toBe(3);
    expect(maxQuantity(undefined)).toBe(10);
  });

  it("picks the branch's offer, else the cheapest available", () => {
    const offers = [offer(1, "20.00", 3), offer(2, "10.00", 0), offer(3, "15.00", 9)];
    expect(pickOffer(offers, 2)?.branch.id).toBe(2);
    expect(pickOffer(offers)?.branch.id).toBe(3);
    expect(pickOffer([offer(4, "5", 0)])?.branch.id).toBe(4);
  });
});
