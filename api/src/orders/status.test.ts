import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "../../db/schema";
import { allowedStatuses, canMove, customerCanMove, lastDay, TRANSITIONS } from "./status";

const order = (status: OrderStatus, delivery_method: "delivery" | "pickup", ready_at: string | null = null, delivery_attempts = 1) => ({
  status,
  delivery_method,
  ready_at,
  pickup_hold_days: delivery_method === "pickup" ? 3 : null,
  delivery_attempts,
});

describe("the order state machine", () => {
  const legal = new Set(Object.entries(TRANSITIONS).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`)));

  it("allows exactly the moves docs/product.md lists, and a pickup order's", () => {
    expect([...legal].sort()).toEqual(
      [
        "pending>confirmed",
        "pending>processing",
        "pending>cancelled",
        "confirmed>processing",
        "confirmed>shipped",
        "confirmed>ready_for_pickup",
        "confirmed>cancelled",
        "processing>shipped",
        "processing>ready_for_pickup",
        "processing>cancelled",
        "shipped>delivered",
        "shipped>refused",
        "shipped>returned",
        "refused>returned",
        "ready_for_pickup>delivered",
        "ready_for_pickup>cancelled",
      ].sort(),
    );
  });

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))("%s -> %s", (from, to) => {
    const long = "2020-01-01T10:00:00.000Z";
    // A delivered order is never ready_for_pickup, so it has no moves from there to check.
    if (from !== "ready_for_pickup") expect(canMove(order(from, "delivery"), to)).toBe(legal.has(`${from}>${to}`) && to !== "ready_for_pickup");
    expect(canMove(order(from, "pickup", long), to)).toBe(legal.has(`${from}>${to}`) && to !== "shipped");
    expect(customerCanMove(from, to)).toBe(from === "pending" && to === "cancelled");
  });

  it("brings a shipped parcel back unrefused only after a failed delivery attempt", () => {
    expect(allowedStatuses(order("shipped", "delivery", null, 0))).toEqual(["delivered", "refused"]);
    expect(allowedStatuses(order("shipped", "delivery", null, 1))).toEqual(["delivered", "refused", "returned"]);
    // A refused parcel comes back whatever its attempts.
    expect(allowedStatuses(order("refused", "delivery", null, 0))).toEqual(["returned"]);
    expect(allowedStatuses(order("returned", "delivery"))).toEqual([]);
  });

  it("holds a ready pickup order until its last day is over, by Cairo's calendar", () => {
    // 22:30 UTC is half past midnight in Cairo (UTC+2 in March): ready on the 11th, held 3 days.
    const ready = order("ready_for_pickup", "pickup", "2026-03-10T22:30:00.000Z");
    expect(lastDay(ready)).toBe("2026-03-14");
    expect(allowedStatuses(ready, new Date("2026-03-14T21:59:59Z"))).toEqual(["delivered"]);
    expect(allowedStatuses(ready, new Date("2026-03-14T22:00:00Z"))).toEqual(["delivered", "cancelled"]);
    expect(lastDay(order("processing", "pickup"))).toBeNull();
  });
});
