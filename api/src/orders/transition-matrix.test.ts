// Every pair of statuses, for both kinds of shop staff: the 13 legal moves apply with their
// effects; the 68 others (staying put, going back, leaving a final state, shipping a pickup
// order or making a delivered one ready for pickup, refusing what is not on the road) are 409s
// that change nothing. Orders are delivered ones, but for those found ready_for_pickup (a pickup
// order within its days held); a shipped one has had a failed delivery attempt (so it may come
// back returned unrefused; without one that is a 409 of its own, below).
import { beforeAll, describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "../../db/schema";
import { api } from "../../test/factories";
import { TRANSITIONS } from "./status";
import { orderState, shop, superAdmin } from "./test-orders";

const LEGAL = [
  "pending>confirmed",
  "pending>processing",
  "pending>cancelled",
  "confirmed>processing",
  "confirmed>shipped",
  "confirmed>cancelled",
  "processing>shipped",
  "processing>cancelled",
  "shipped>delivered",
  "shipped>refused",
  "shipped>returned",
  "refused>returned",
  "ready_for_pickup>delivered",
];
const NEXT: Record<OrderStatus, string[]> = {
  pending: ["confirmed", "processing", "cancelled"],
  confirmed: ["processing", "shipped", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered", "refused", "returned"],
  ready_for_pickup: ["delivered"],
  delivered: [],
  refused: ["returned"],
  returned: [],
  cancelled: [],
};
/** Stock comes back on these moves, never on refused (the parcel is still on the road). */
const RESTOCKS = ["cancelled", "returned"];
const NOTHING_OWED = ["cancelled", "refused", "returned"];
const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

it("covers 81 pairs, 13 of them legal", () => {
  expect(PAIRS).toHaveLength(81);
  expect(PAIRS.filter(([f, t]) => LEGAL.includes(`${f}>${t}`))).toHaveLength(13);
});

// transition.ts tells its own move from a racing one by "no history row for entering this
// status yet": that holds only while no path through the state machine revisits a status.
it("has no cycles, so an order enters each status at most once", () => {
  const revisits = (path: OrderStatus[]): boolean => TRANSITIONS[path.at(-1)!].some((next) => path.includes(next) || revisits([...path, next]));
  expect(ORDER_STATUSES.some((s) => revisits([s]))).toBe(false);
});

describe.each(["super admin", "branch owner"] as const)("PATCH /orders/{id}/ by a %s", (who) => {
  let s: Awaited<ReturnType<typeof shop>>;
  let token: string;
  let actor: { id: number; username: string };
  beforeAll(async () => {
    s = await shop(1000);
    if (who === "super admin") ({ user: actor, token } = await superAdmin());
    else ({ owner: actor, token } = s);
  });

  // A shipped order found here has had one failed delivery attempt.
  const found = (from: OrderStatus) => s.order(from, undefined, undefined, undefined, from === "shipped" ? 1 : 0);

  it.each(PAIRS.filter(([f, t]) => LEGAL.includes(`${f}>${t}`)))("moves %s -> %s", async (from, to) => {
    const order = await found(from);
    const before = await orderState(order.id);
    const res = await api("PATCH", `/api/orders/${order.id}/`, { token, json: { status: to } });
    expect(res.status).toBe(200);
    // A freshly shipped order has no failed attempt yet: it may not come back unrefused.
    const next = to === "shipped" ? ["delivered", "refused"] : NEXT[to];
    expect(res.data).toMatchObject({ id: order.id, status: to, allowed_statuses: next });
    expect(res.data.history.at(-1)).toMatchObject({ status: to, from_status: from, actor: { id: actor.id, username: actor.username } });
    expect(res.data.history.map((h: { status: string }) => h.status)).toEqual([...before.history.map((h) => h.to_status), to]);

    const after = await orderState(order.id);
    expect(after.order!.status).toBe(to);
    expect(after.order!.updated_at > before.order!.updated_at).toBe(true);
    expect(after.history).toHaveLength(before.history.length + 1);
    expect(after.history.at(-1)).toMatchObject({ from_status: from, to_status: to, actor_id: actor.id, created_at: after.order!.updated_at });
    // Cancelling or a return brings back the 2 + 3 units taken; delivering pays, counts the sales and earns points.
    const back = RESTOCKS.includes(to) ? [2, 3] : [0, 0];
    expect(after.stock.map((l) => l.stock)).toEqual(before.stock.map((l, i) => l.stock + back[i]));
    const sold = to === "delivered" ? [2, 3] : [0, 0];
    expect(after.sold.map((p) => p.total_sold)).toEqual(before.sold.map((p, i) => p.total_sold + sold[i]));
    // Delivery is paid on the doorstep; a cancel, a refusal or a return leaves nothing owed.
    expect(after.order!.payment_status).toBe(to === "delivered" ? "paid" : NOTHING_OWED.includes(to) ? "not_due" : "pending");
    // 2 x 123.45 + 3 x 50.00 = 396.90 EGP -> 2% = 7.938 EGP -> 39.69 points -> 39.
    expect(after.cashback.map((c) => c.amount)).toEqual(to === "delivered" ? [39] : []);
  });

  it.each(PAIRS.filter(([f, t]) => !LEGAL.includes(`${f}>${t}`)))("refuses %s -> %s with 409", async (from, to) => {
    const order = await found(from);
    const before = await orderState(order.id);
    const res = await api("PATCH", `/api/orders/${order.id}/`, { token, json: { status: to } });
    expect(res.status).toBe(409);
    expect(res.data).toEqual({
      detail:
        from === to
          ? `The order is already ${to}.`
          : from === "ready_for_pickup" && to === "cancelled"
            ? expect.stringMatching(/^A pickup order waits for its customer until \d{4}-\d\d-\d\d; it can be cancelled after that day\.$/)
            : `Cannot change an order from ${from} to ${to}.`,
      allowed: NEXT[from],
    });
    expect(await orderState(order.id)).toEqual(before);
  });

  it("refuses shipped -> returned with 409 before any failed delivery attempt", async () => {
    const order = await s.order("shipped");
    const before = await orderState(order.id);
    const res = await api("PATCH", `/api/orders/${order.id}/`, { token, json: { status: "returned" } });
    expect(res.status).toBe(409);
    expect(res.data).toEqual({
      detail:
        "A shipped order comes back as returned only after a failed delivery attempt is recorded; if the customer refused it, mark it refused first.",
      allowed: ["delivered", "refused"],
    });
    expect(await orderState(order.id)).toEqual(before);
  });
});
