// Refused and failed deliveries (issue 29 point 3, ADR 0030): failed attempts are events on a
// shipped order (counted, in the timeline, the customer told); refused leaves the stock out;
// returned brings it back exactly once however requests race; who may do each; bad input.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, deliveryAttempts, orders, orderStatusHistory } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createManager, createOwnedBranch, createUser, db, tokenFor } from "../../test/factories";
import { order as orderContract } from "#contract/orders";
import { DELIVERY_FAILURE_REASONS } from "#shared/order-rules";
import { noticesOf } from "../notifications/test-helpers";
import { render } from "../notifications/templates";
import { refusalsInLastYear } from "./refusals";
import { createOrder, orderState, shop, stocked, superAdmin } from "./test-orders";
import { moveOrder } from "./transition";

const patch = (id: number, token: string | undefined, status: string) => api("PATCH", `/api/orders/${id}/`, { token, json: { status } });
const attempt = (id: number | string, token: string | undefined, json: unknown) =>
  api("POST", `/api/orders/${id}/delivery-attempts/`, { token, json });
const payloadOf = (n: { payload: string }) => JSON.parse(n.payload);
const attemptsOf = (orderId: number) =>
  db.select().from(deliveryAttempts).where(eq(deliveryAttempts.order_id, orderId)).orderBy(deliveryAttempts.attempt);

describe("a parcel refused at the door, then back at the branch", () => {
  it("counts failed attempts, keeps the stock out while refused and brings it back on returned; the customer is told each step", async () => {
    const s = await shop(20);
    const { manager, token: managerToken } = await createManager(s.branch);
    const order = await s.order("shipped");
    const start = await orderState(order.id);
    expect(start.stock.map((l) => l.stock)).toEqual([18, 17]);

    const first = await attempt(order.id, s.token, { reason: "not_home", note: "Neighbour says back at 6" });
    expect(first.status).toBe(201);
    orderContract.parse(first.data);
    expect(first.data).toMatchObject({ status: "shipped", allowed_statuses: ["delivered", "refused", "returned"] });
    expect(first.data.delivery_attempts).toEqual([
      {
        attempt: 1,
        reason: "not_home",
        note: "Neighbour says back at 6",
        at: expect.any(String),
        actor: { id: s.owner.id, username: s.owner.username },
      },
    ]);
    const second = await attempt(order.id, managerToken, { reason: "unreachable" });
    expect(second.status).toBe(201);
    expect(second.data.delivery_attempts.map((a: { attempt: number; reason: string }) => [a.attempt, a.reason])).toEqual([
      [1, "not_home"],
      [2, "unreachable"],
    ]);
    expect(second.data.delivery_attempts[1]).toMatchObject({ note: null, actor: { id: manager.id } });
    expect((await orderState(order.id)).order!.delivery_attempts).toBe(2);
    // Attempts change neither the status, the history nor the stock.
    const afterAttempts = await orderState(order.id);
    expect(afterAttempts.history).toEqual(start.history);
    expect(afterAttempts.stock).toEqual(start.stock);

    const refused = await patch(order.id, s.token, "refused");
    expect(refused.status).toBe(200);
    expect(refused.data).toMatchObject({ status: "refused", payment_status: "not_due", allowed_statuses: ["returned"] });
    expect(refused.data.history.at(-1)).toMatchObject({ status: "refused", from_status: "shipped", by: "store" });
    expect((await orderState(order.id)).stock.map((l) => l.stock)).toEqual([18, 17]);

    const returned = await patch(order.id, managerToken, "returned");
    expect(returned.status).toBe(200);
    expect(returned.data).toMatchObject({ status: "returned", payment_status: "not_due", allowed_statuses: [] });
    const end = await orderState(order.id);
    expect(end.stock.map((l) => l.stock)).toEqual([20, 20]);
    expect(end.sold).toEqual(start.sold);
    expect(end.cashback).toEqual([]);

    // The customer's view: when and why, not who nor the shop's note.
    const mine = await api("GET", `/api/orders/${order.id}/`, { token: s.customerToken });
    expect(mine.data.delivery_attempts).toEqual([
      { attempt: 1, reason: "not_home", note: null, at: first.data.delivery_attempts[0].at, actor: null },
      { attempt: 2, reason: "unreachable", note: null, at: expect.any(String), actor: null },
    ]);
    expect(mine.data.history.map((h: { status: string }) => h.status)).toEqual(["pending", "confirmed", "shipped", "refused", "returned"]);

    const notices = (await noticesOf(s.customer.id)).reverse();
    expect(notices.map((n) => [n.kind, payloadOf(n)])).toEqual([
      ["delivery_failed", { order_id: order.id, attempt: 1, reason: "not_home", store: { name: s.store.name, name_ar: "" } }],
      ["delivery_failed", { order_id: order.id, attempt: 2, reason: "unreachable", store: { name: s.store.name, name_ar: "" } }],
      ["order_status", { order_id: order.id, status: "refused", store: { name: s.store.name, name_ar: "" } }],
      ["order_status", { order_id: order.id, status: "returned", store: { name: s.store.name, name_ar: "" } }],
    ]);
    const inbox = await api("GET", "/api/notifications/", { token: s.customerToken, headers: { "accept-language": "en" } });
    expect(inbox.data.results.map((r: { title: string }) => r.title)).toEqual([
      `Your order ${order.id} went back to the branch`,
      `Your order ${order.id} was refused at delivery`,
      `Your order ${order.id}: delivery attempt 2 failed`,
      `Your order ${order.id}: delivery attempt 1 failed`,
    ]);
    const arabic = await api("GET", "/api/notifications/", { token: s.customerToken, headers: { "accept-language": "ar" } });
    expect(arabic.data.results[3]).toMatchObject({ title: `طلبك رقم ${order.id}: فشلت محاولة التوصيل الأولى`, link: `/ar/orders/${order.id}/` });
    // The shop's own steps tell the shop nothing; they are in its audit log.
    expect(await noticesOf(s.owner.id)).toEqual([]);
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.object_type, "order"), eq(auditLog.object_id, order.id)));
    expect(audited.map((a) => a.after)).toEqual([
      { delivery_attempt_failed: "not_home", note: "Neighbour says back at 6" },
      { delivery_attempt_failed: "unreachable" },
      { status: "refused" },
      { status: "returned" },
    ]);
  });

  it("brings an unrefused parcel back after a failed attempt (a refusal is not counted), and never before one", async () => {
    const s = await shop(20);
    const order = await s.order("shipped");
    const early = await patch(order.id, s.token, "returned");
    expect(early.status).toBe(409);
    expect(early.data.allowed).toEqual(["delivered", "refused"]);
    expect((await attempt(order.id, s.token, { reason: "wrong_address" })).status).toBe(201);
    const res = await patch(order.id, s.token, "returned");
    expect(res.status).toBe(200);
    expect(res.data.history.at(-1)).toMatchObject({ status: "returned", from_status: "shipped" });
    expect((await orderState(order.id)).stock.map((l) => l.stock)).toEqual([20, 20]);
    expect(await refusalsInLastYear(db, s.customer.id)).toBe(0);
  });
});

describe("returned restocks exactly once", () => {
  it("when two requests race: one 200, one 409, the stock back once", async () => {
    const s = await shop(20);
    const order = await s.order("refused");
    const { token } = await superAdmin();
    const [a, b] = await Promise.all([patch(order.id, s.token, "returned"), patch(order.id, token, "returned")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const after = await orderState(order.id);
    expect(after.stock.map((l) => l.stock)).toEqual([20, 20]);
    expect(after.history.filter((h) => h.to_status === "returned")).toHaveLength(1);
    expect((await noticesOf(s.customer.id)).filter((n) => payloadOf(n).status === "returned")).toHaveLength(1);
  });

  it("when two moves read the same status (the batch guards itself), and a replay is a 409", async () => {
    const s = await shop(20);
    const order = await s.order("refused");
    const stale = (await db.select().from(orders).where(eq(orders.id, order.id)).get())!;
    const results = await Promise.all([
      moveOrder(db, { order: stale, to: "returned", actorId: s.owner.id }),
      moveOrder(db, { order: stale, to: "returned", actorId: s.owner.id }),
    ]);
    expect(results.map((r) => r !== null).sort()).toEqual([false, true]);
    const after = await orderState(order.id);
    expect(after.stock.map((l) => l.stock)).toEqual([20, 20]);
    expect(await moveOrder(db, { order: stale, to: "returned", actorId: s.owner.id })).toBeNull();
    const again = await patch(order.id, s.token, "returned");
    expect(again.status).toBe(409);
    expect(again.data).toEqual({ detail: "The order is already returned.", allowed: [] });
    expect(await orderState(order.id)).toEqual(after);
  });

  it("not on refused, which may not be refused twice", async () => {
    const s = await shop(20);
    const order = await s.order("shipped");
    const { token } = await superAdmin();
    const [a, b] = await Promise.all([patch(order.id, s.token, "refused"), patch(order.id, token, "refused")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const after = await orderState(order.id);
    expect(after.stock.map((l) => l.stock)).toEqual([18, 17]);
    expect(after.history.filter((h) => h.to_status === "refused")).toHaveLength(1);
  });
});

describe("who may refuse and return", () => {
  it.each([
    ["shipped", "refused"],
    ["refused", "returned"],
  ] as const)("not the customer: %s -> %s is a 403", async (from, to) => {
    const s = await shop();
    const order = await s.order(from);
    const before = await orderState(order.id);
    const res = await patch(order.id, s.customerToken, to);
    expect(res.status).toBe(403);
    expect(await orderState(order.id)).toEqual(before);
  });

  // Returning a refused parcel: the branch's staff and a super admin.
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, "the order's customer": 403 },
    {
      setup: async ({ target }) => {
        const s = await stocked(target);
        return { ...s, placed: await s.order("refused") };
      },
      extra: { "the order's customer": (_w, s) => s.customer },
      state: ({ fixture }) => orderState(fixture.placed.id),
      call: ({ fixture, token }) => patch(fixture.placed.id, token, "returned"),
      allowed: async ({ fixture }, _res, before) => {
        const after = await orderState(fixture.placed.id);
        expect(after.order!.status).toBe("returned");
        expect(after.stock.map((l) => l.stock)).toEqual(before.stock.map((l, i) => l.stock + [2, 3][i]));
      },
    },
  );
});

describe("POST /orders/{id}/delivery-attempts/", () => {
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 201, manager: 201, otherManager: 404, superAdmin: 201, "the order's customer": 403 },
    {
      setup: async ({ target }) => {
        const s = await stocked(target);
        return { ...s, placed: await s.order("shipped") };
      },
      extra: { "the order's customer": (_w, s) => s.customer },
      state: async ({ fixture }) => ({ order: await orderState(fixture.placed.id), attempts: await attemptsOf(fixture.placed.id) }),
      call: ({ fixture, token }) => attempt(fixture.placed.id, token, { reason: "not_home" }),
      allowed: async ({ fixture, user }) => {
        expect(await attemptsOf(fixture.placed.id)).toMatchObject([{ attempt: 1, reason: "not_home", note: null, actor_id: user!.id }]);
        expect((await orderState(fixture.placed.id)).order).toMatchObject({ status: "shipped", delivery_attempts: 1 });
      },
      refused: (_c, res) => {
        if (res.status === 404) expect(res.data).toEqual({ detail: "Not found." });
        if (res.status === 403) expect(res.data).toEqual({ detail: "Only the order's branch can record a delivery attempt." });
      },
    },
  );

  it.each([
    ["no reason", {}, { reason: ["This field is required."] }],
    ["an unknown reason", { reason: "lost" }, { reason: ['"lost" is not a valid choice.'] }],
    ["a null reason", { reason: null }, { reason: ['"null" is not a valid choice.'] }],
    ["a reason in a list", { reason: ["not_home"] }, { reason: ['"not_home" is not a valid choice.'] }],
    ["a note too long", { reason: "not_home", note: "x".repeat(501) }, { note: ["Ensure this field has no more than 500 characters."] }],
    ["a note that is a number", { reason: "not_home", note: 7 }, { note: ["Not a valid string."] }],
    ["both wrong", { reason: 3, note: { a: 1 } }, { reason: ['"3" is not a valid choice.'], note: ["Not a valid string."] }],
  ])("answers %s with a field error, recording nothing", async (_, json, body) => {
    const s = await shop();
    const order = await s.order("shipped");
    const before = await orderState(order.id);
    const res = await attempt(order.id, s.token, json);
    expect(res.status).toBe(400);
    expect(res.data).toEqual(body);
    expect(await orderState(order.id)).toEqual(before);
    expect(await attemptsOf(order.id)).toEqual([]);
  });

  it("answers invalid JSON, a malformed id and an unknown order", async () => {
    const s = await shop();
    const order = await s.order("shipped");
    const raw = await api("POST", `/api/orders/${order.id}/delivery-attempts/`, { token: s.token, raw: "{reason:", contentType: "application/json" });
    expect(raw.status).toBe(400);
    expect((await attempt("abc", s.token, { reason: "not_home" })).data).toEqual({ id: ["A valid integer is required."] });
    expect((await attempt(999_999_999, s.token, { reason: "not_home" })).status).toBe(404);
    expect(await attemptsOf(order.id)).toEqual([]);
  });

  it.each(["pending", "confirmed", "processing", "delivered", "refused", "returned", "cancelled"] as const)(
    "is a 409 for a %s order, recording nothing",
    async (status) => {
      const s = await shop();
      const order = await s.order(status);
      const before = await orderState(order.id);
      const res = await attempt(order.id, s.token, { reason: "not_home" });
      expect(res.status).toBe(409);
      expect(res.data.detail).toBe(`A failed delivery attempt can be recorded only while the order is shipped; it is ${status}.`);
      expect(await orderState(order.id)).toEqual(before);
      expect(await noticesOf(s.customer.id)).toEqual([]);
    },
  );

  it("is said in Arabic to an Arabic caller", async () => {
    const s = await shop();
    const order = await s.order("delivered");
    const res = await api("POST", `/api/orders/${order.id}/delivery-attempts/`, {
      token: s.token,
      json: { reason: "not_home" },
      headers: { "accept-language": "ar" },
    });
    expect(res.data.detail).toBe("لا تُسجَّل محاولة توصيل فاشلة إلا والطلب في حالة «تم الشحن»، وحالته الآن «تم التوصيل».");
  });

  it("numbers racing attempts 1 and 2, each told once", async () => {
    const s = await shop();
    const order = await s.order("shipped");
    const { token } = await superAdmin();
    const answers = await Promise.all([attempt(order.id, s.token, { reason: "not_home" }), attempt(order.id, token, { reason: "unreachable" })]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect((await attemptsOf(order.id)).map((a) => a.attempt)).toEqual([1, 2]);
    expect((await orderState(order.id)).order!.delivery_attempts).toBe(2);
    expect((await noticesOf(s.customer.id)).map((n) => payloadOf(n).attempt).sort()).toEqual([1, 2]);
  });
});

describe("refusalsInLastYear", () => {
  it("counts the customer's orders refused within 365 days, once each, returned or not", async () => {
    const s = await shop(50);
    const other = await createUser();
    expect(await refusalsInLastYear(db, s.customer.id)).toBe(0);
    await s.order("refused");
    await s.order("returned"); // refused, then returned: one refusal
    await s.order("delivered");
    await s.order("cancelled");
    const old = await s.order("refused");
    await s.order("refused", other);
    // The old one was refused 13 months ago.
    const longAgo = new Date(Date.now() - 395 * 86_400_000).toISOString();
    await db
      .update(orderStatusHistory)
      .set({ created_at: longAgo })
      .where(and(eq(orderStatusHistory.order_id, old.id), eq(orderStatusHistory.to_status, "refused")));
    expect(await refusalsInLastYear(db, s.customer.id)).toBe(2);
    expect(await refusalsInLastYear(db, other.id)).toBe(1);
    // At the year's edge: counted until 365 days have passed.
    const edge = new Date(Date.parse(longAgo) + 365 * 86_400_000);
    expect(await refusalsInLastYear(db, s.customer.id, edge)).toBe(3);
  });

  it("counts a refusal made through the API", async () => {
    const s = await stocked(await createOwnedBranch());
    const customer = await createUser();
    const order = await createOrder({
      customer,
      branch: s.branch,
      status: "shipped",
      lines: [{ listing: s.listings[0], product: s.products[0], quantity: 1 }],
    });
    expect((await patch(order.id, s.token, "refused")).status).toBe(200);
    expect(await refusalsInLastYear(db, customer.id)).toBe(1);
    expect((await patch(order.id, await tokenFor(s.owner), "returned")).status).toBe(200);
    expect(await refusalsInLastYear(db, customer.id)).toBe(1);
  });
});

describe("a failed attempt's words", () => {
  it.each(DELIVERY_FAILURE_REASONS)("%s reads in both languages", (reason) => {
    const p = { order_id: 7, attempt: 2, reason, store: { name: "Shop", name_ar: "متجر" } };
    const en = render("delivery_failed", p, "en");
    const ar = render("delivery_failed", p, "ar");
    expect(en.title).toBe("Your order 7: delivery attempt 2 failed");
    expect(`${en.title} ${en.body}`).not.toContain("_");
    expect(ar.title).toBe("طلبك رقم 7: فشلت محاولة التوصيل الثانية");
    expect(`${ar.title} ${ar.body}`).not.toMatch(/[A-Za-z_]/);
  });
});
