import { describe, expect, it } from "vitest";
import { planCart, type CartRowState, type ListingState } from "./plan";

const listing = (product_id: number, stock: number, is_available = true): ListingState => ({ product_id, branch_id: 1, stock, is_available });
const row = (id: number, product_id: number, quantity: number): CartRowState => ({ id, product_id, branch_id: 1, quantity });
const line = (product_id: number, quantity: number) => ({ product_id, branch_id: 1, quantity });

describe("planCart", () => {
  it("merge keeps the larger quantity, adds new keys, leaves other lines alone and skips unchanged ones", () => {
    const plan = planCart(
      [line(1, 2), line(2, 5), line(3, 4), line(4, 3)],
      [listing(1, 50), listing(2, 50), listing(3, 50), listing(4, 50)],
      [row(10, 1, 3), row(11, 2, 1), row(12, 9, 7), row(13, 4, 3)],
      "merge",
    );
    expect(plan.upserts).toEqual([line(2, 5), line(3, 4)]);
    expect(plan.removeIds).toEqual([]);
    expect(plan.lineCount).toBe(5);
    expect(plan.rejected).toEqual([]);
  });

  it("caps at the stock and at 999, reporting the quantity it would have been", () => {
    const plan = planCart(
      [line(1, 8), line(2, 2), line(3, 999)],
      [listing(1, 5), listing(2, 4), listing(3, 5000)],
      [row(10, 2, 9), row(11, 3, 1200)],
      "merge",
    );
    expect(plan.upserts).toEqual([line(1, 5), line(2, 4), line(3, 999)]);
    expect(plan.adjusted).toEqual([
      { product_id: 1, branch_id: 1, requested: 8, quantity: 5 },
      { product_id: 2, branch_id: 1, requested: 9, quantity: 4 },
      { product_id: 3, branch_id: 1, requested: 1200, quantity: 999 },
    ]);
  });

  it("rejects unknown, unavailable and out-of-stock listings and keeps the merge's existing line", () => {
    const plan = planCart([line(1, 1), line(2, 1), line(3, 1)], [listing(2, 9, false), listing(3, 0)], [row(10, 3, 2)], "merge");
    expect(plan.rejected).toEqual([
      { product_id: 1, branch_id: 1, reason: "unknown" },
      { product_id: 2, branch_id: 1, reason: "unavailable" },
      { product_id: 3, branch_id: 1, reason: "out_of_stock" },
    ]);
    expect(plan.upserts).toEqual([]);
    expect(plan.removeIds).toEqual([]);
    expect(plan.lineCount).toBe(1);
  });

  it("matches the branch as well as the product", () => {
    const plan = planCart([{ product_id: 1, branch_id: 2, quantity: 1 }], [listing(1, 9)], [], "merge");
    expect(plan.rejected).toEqual([{ product_id: 1, branch_id: 2, reason: "unknown" }]);
  });

  it("replace sets exact quantities and removes every other line, a refused one too", () => {
    const plan = planCart(
      [line(1, 1), line(2, 3), line(3, 1)],
      [listing(1, 9), listing(2, 9), listing(3, 0)],
      [row(10, 1, 4), row(11, 3, 2), row(12, 7, 1)],
      "replace",
    );
    expect(plan.upserts).toEqual([line(1, 1), line(2, 3)]);
    expect(plan.removeIds.sort()).toEqual([11, 12]);
    expect(plan.lineCount).toBe(2);
  });

  it("set changes only the given line, and 0 removes it without asking for a listing", () => {
    expect(planCart([line(1, 2)], [listing(1, 9)], [row(10, 1, 6), row(11, 2, 1)], "set")).toMatchObject({
      upserts: [line(1, 2)],
      removeIds: [],
      lineCount: 2,
    });
    expect(planCart([line(1, 0)], [], [row(10, 1, 6), row(11, 2, 1)], "set")).toMatchObject({
      upserts: [],
      removeIds: [10],
      rejected: [],
      lineCount: 1,
    });
    expect(planCart([line(5, 0)], [], [row(11, 2, 1)], "set")).toMatchObject({ upserts: [], removeIds: [], lineCount: 1 });
  });

  it("hands the write every accepted line, changed or not, with what was asked and its cap", () => {
    // The write recomputes each quantity from the row as it is then, so an unchanged line
    // (1 here) is written too: a concurrent replace may have removed it since the read.
    const plan = planCart(
      [line(1, 4), line(2, 2000), line(3, 1), line(4, 0)],
      [listing(1, 9), listing(2, 5000), listing(3, 0)],
      [row(10, 1, 4)],
      "merge",
    );
    expect(plan.writes).toEqual([
      { ...line(1, 4), limit: 9 },
      { ...line(2, 2000), limit: 999 },
    ]);
    expect(plan.upserts).toEqual([line(2, 999)]);
    expect(plan.removeKeys).toEqual(["4:1"]);
  });
});
