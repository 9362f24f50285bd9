// Who may move an order, and what a bad request gets: every refusal changes nothing.
import { describe, expect, it } from "vitest";
import { api, assignManager, createBranch, createOwnedBranch, createUser, tokenFor } from "../../test/factories";
import { orderState, shop, superAdmin } from "./test-orders";

const patch = (id: number | string, token: string | undefined, json: unknown) => api("PATCH", `/api/orders/${id}/`, { token, json });

describe("PATCH /orders/{id}/ access", () => {
  it.each([
    ["a visitor", 401, "Authentication credentials were not provided."],
    ["another customer", 404, "Not found."],
    ["the owner of another store", 404, "Not found."],
    ["the manager of another branch of the same store", 404, "Not found."],
    ["the order's customer", 200, null],
    ["the owner of the order's branch", 200, null],
    ["a super admin", 200, null],
  ] as const)("cancelling a pending order as %s answers %i", async (caller, status, detail) => {
    const s = await shop();
    const order = await s.order("pending");
    const sibling = await createBranch(s.store);
    const siblingOwner = await createUser({ role: "branch_owner" });
    await assignManager(siblingOwner, sibling);
    const tokens: Record<typeof caller, string | undefined> = {
      "a visitor": undefined,
      "another customer": await tokenFor(await createUser()),
      "the owner of another store": (await createOwnedBranch()).token,
      "the manager of another branch of the same store": await tokenFor(siblingOwner),
      "the order's customer": s.customerToken,
      "the owner of the order's branch": s.token,
      "a super admin": (await superAdmin()).token,
    };
    const before = await orderState(order.id);
    const res = await patch(order.id, tokens[caller], { status: "cancelled" });
    expect(res.status).toBe(status);
    const after = await orderState(order.id);
    if (detail !== null) {
      expect(res.data).toEqual({ detail });
      expect(after).toEqual(before);
    } else {
      expect(after.order!.status).toBe("cancelled");
      expect(after.stock.map((l) => l.stock)).toEqual(before.stock.map((l, i) => l.stock + [2, 3][i]));
    }
  });

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
