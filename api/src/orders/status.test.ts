import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../../db/schema";
import { canMove, customerCanMove, TRANSITIONS } from "./status";

describe("the order state machine", () => {
  const legal = new Set(Object.entries(TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`)));

  it("allows exactly the moves docs/product.md lists", () => {
    expect([...legal].sort()).toEqual(
      [
        "pending>confirmed",
        "pending>processing",
        "pending>cancelled",
        "confirmed>processing",
        "confirmed>shipped",
        "confirmed>cancelled",
        "processing>shipped",
        "processing>cancelled",
        "shipped>delivered",
      ].sort(),
    );
  });

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))("%s -> %s", (from, to) => {
    expect(canMove(from, to)).toBe(legal.has(`${from}>${to}`));
    expect(customerCanMove(from, to)).toBe(from === "pending" && to === "cancelled");
  });
});
