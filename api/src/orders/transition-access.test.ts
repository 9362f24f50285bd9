// Who may move an order, and what a bad request gets: every refusal changes nothing.
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createOwnedBranch } from "../../test/factories";
import { orderState, shop, stocked, superAdmin } from "./test-orders";

const patch = (id: number | string, token: string | undefined, json: unknown) => api("PATCH", `/api/orders/${id}/`, { token, json });

describe("PATCH /orders/{id}/ access", () => {
  // Cancelling a pending order of the target branch. An order of a branch one does not run does not exist for them.
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, "the order's customer": 200 },
    {
      setup: async ({ target }) => {
        const s = await stocked(target);
        return { ...s, placed: await s.order("pending") };
      },
      extra: { "the order's customer": (_w, s) => s.customer },
      state: ({ fixture }) => orderState(fixture.placed.id),
      call: ({ fixture, token }) => patch(fixture.placed.id, token, { status: "cancelled" }),
      allowed: async ({ fixture }, _res, before) => {
        const after = await orderState(fixture.placed.id);
        expect(after.order!.status).toBe("cancelled");
        expect(after.stock.map((l) => l.stock)).toEqual(before.stock.map((l, i) => l.stock + [2, 3][i]));
      },
      refused: (_c, res) => {
        if (res.status === 404) expect(res.data).toEqual({ detail: "Not found." });
      },
    },
  );

  // Marking a pickup order ready: those who run its branch (owner, manager, super admin) only.
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, "the order's customer": 403 },
    {
      setup: async ({ target }) => {
        const s = await stocked(target);
        return { ...s, placed: await s.order("processing", s.customer, [2, 3], { holdDays: 2 }) };
      },
      extra: { "the order's customer": (_w, s) => s.customer },
      state: ({ fixture }) => orderState(fixture.placed.id),
      call: ({ fixture, token }) => patch(fixture.placed.id, token, { status: "ready_for_pickup" }),
      allowed: async ({ fixture }, res) => {
        const after = await orderState(fixture.placed.id);
        expect(after.order).toMatchObject({ status: "ready_for_pickup", ready_at: expect.any(String) });
        expect(res.data.pickup).toMatchObject({
          hold_days: 2,
          ready_at: after.order!.ready_at,
          last_day: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        });
        expect(after.history.at(-1)).toMatchObject({ from_status: "processing", to_status: "ready_for_pickup" });
      },
      refused: (_c, res) => {
        if (res.status === 404) expect(res.data).toEqual({ detail: "Not found." });
      },
    },
  );

  it.each([
    ["pending", "confirmed"],
    ["pending", "processing"],
    ["pending", "pending"],
    ["confirmed", "cancelled"],
    ["processing", "cancelled"],
    ["shipped", "delivered"],
    ["delivered", "cancelled"],
    ["cancelled", "cancelled"],
  ] as const)("refuses the customer's own %s -> %s with 403", async (from, to) => {
    const s = await shop();
    const order = await s.order(from);
    const before = await orderState(order.id);
    const res = await patch(order.id, s.customerToken, { status: to });
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ detail: "You can only cancel a pending order." });
    expect(await orderState(order.id)).toEqual(before);
  });

  it("treats a branch owner's own purchase elsewhere as a customer's", async () => {
    const s = await shop();
    const buyer = await createOwnedBranch();
    const order = await s.order("confirmed", buyer.owner);
    const before = await orderState(order.id);
    const refused = await patch(order.id, buyer.token, { status: "shipped" });
    expect(refused.status).toBe(403);
    expect(await orderState(order.id)).toEqual(before);
    const pending = await s.order("pending", buyer.owner);
    expect((await patch(pending.id, buyer.token, { status: "cancelled" })).status).toBe(200);
  });
});

describe("PATCH /orders/{id}/ bad input", () => {
  it.each([
    ["no status", {}, { status: ["This field is required."] }],
    ["an unknown status", { status: "lost" }, { status: ['"lost" is not a valid choice.'] }],
    ["a status in capitals", { status: "Cancelled" }, { status: ['"Cancelled" is not a valid choice.'] }],
    ["a null status", { status: null }, { status: ['"null" is not a valid choice.'] }],
    ["a number", { status: 3 }, { status: ['"3" is not a valid choice.'] }],
  ])("answers %s with a field error", async (_, json, body) => {
    const s = await shop();
    const order = await s.order("pending");
    const before = await orderState(order.id);
    for (const token of [s.token, s.customerToken]) {
      const res = await patch(order.id, token, json);
      expect(res.status).toBe(400);
      expect(res.data).toEqual(body);
    }
    expect(await orderState(order.id)).toEqual(before);
  });

  it.each([
    ["invalid JSON", "{status: cancelled", { detail: "Request body must be valid JSON." }],
    ["a JSON list", '["cancelled"]', { detail: "Request body must be a JSON object." }],
  ])("answers %s with 400", async (_, raw, body) => {
    const s = await shop();
    const order = await s.order("pending");
    const before = await orderState(order.id);
    const res = await api("PATCH", `/api/orders/${order.id}/`, { token: s.token, raw, contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(body);
    expect(await orderState(order.id)).toEqual(before);
  });

  it("answers an unknown order with 404 and a malformed id with 400", async () => {
    const { token } = await superAdmin();
    expect((await patch(999_999_999, token, { status: "cancelled" })).status).toBe(404);
    const malformed = await patch("abc", token, { status: "cancelled" });
    expect(malformed.status).toBe(400);
    expect(malformed.data).toEqual({ id: ["A valid integer is required."] });
  });
});
