// Orders confirmed before they are prepared (issue 29 point 2, docs/decisions/0033): the code
// sent in the checkout's batch confirms once; wrong codes are limited; an expired code is
// refused; the shop cannot move an unconfirmed order on but may cancel it; the branch confirms
// by phone; the job cancels an order past its deadline, returning its stock exactly once even
// when run twice at once with a confirmation.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { api, createUser, db, tokenFor } from "../../test/factories";
import { address, line, shop, shopper, stockOf } from "./checkout-test-helpers";
import { cancelUnconfirmed, markConfirmed } from "./confirmation";

const checkout = (token: string, json: Record<string, unknown>) => api("POST", "/api/orders/", { token, json });

async function admin() {
  const user = await createUser({ role: "super_admin" });
  return { user, token: await tokenFor(user) };
}

/** A store that confirms every order, and a customer with a verified e-mail who placed one (2 units). */
async function placed() {
  const s = await shop(1, { price: 10_000, stock: 20 });
  const a = await admin();
  const put = await api("PUT", `/api/stores/${s.store.id}/cod-policy/`, { token: a.token, json: { max_order: "25000.00", confirm: "all" } });
  expect(put.status).toBe(200);
  const c = await shopper({ email: `c${crypto.randomUUID().slice(0, 8)}@example.com`, email_verified: true });
  const res = await checkout(c.token, { items: [line(s.listings[0], 2)], address });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  const order = res.data.orders[0];
  return { ...s, admin: a, customer: c, order, listing: s.listings[0] };
}

/** The code the checkout (or a resend) sent: read from its notification, as the queue renders it. */
async function sentCode(userId: number, orderId: number, nth = -1) {
  const rows = await db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.user_id, userId), eq(schema.notifications.kind, "order_code")));
  const mine = rows.map((r) => JSON.parse(r.payload as unknown as string)).filter((p) => p.order_id === orderId);
  return mine.at(nth).code as string;
}

const confirm = (id: number, token: string, code: unknown) => api("POST", `/api/orders/${id}/confirm/`, { token, json: { code } });
const orderRow = (id: number) => db.select().from(schema.orders).where(eq(schema.orders.id, id)).get();

describe("confirming with a code", () => {
  it("the checkout sends a code that confirms the order once; the order says when, how, and the deadline", async () => {
    const p = await placed();
    expect(p.order.needs_confirmation).toBe(true);
    expect(p.order.confirmation).toMatchObject({ confirmed_at: null, via: null, by: null });
    const deadline = Date.parse(p.order.confirmation.confirm_by) - Date.now();
    expect(deadline).toBeGreaterThan(23.9 * 3_600_000);
    expect(deadline).toBeLessThanOrEqual(24 * 3_600_000);
    // The code's notification is not in the inbox.
    const inbox = await api("GET", "/api/notifications/", { token: p.customer.token });
    expect(JSON.stringify(inbox.data)).not.toContain("order_code");

    const code = await sentCode(p.customer.user.id, p.order.id);
    const ok = await confirm(p.order.id, p.customer.token, code);
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
    expect(ok.data.confirmation).toMatchObject({ via: "code", confirmed_at: expect.any(String), by: null });
    expect(ok.data.allowed_statuses).toEqual(["confirmed", "processing", "cancelled"]);
    const again = await confirm(p.order.id, p.customer.token, code);
    expect(again.status).toBe(409);
  });

  it("five wrong codes spend it: the right one is then refused and a new code is needed", async () => {
    const p = await placed();
    const code = await sentCode(p.customer.user.id, p.order.id);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 0; left--) {
      const res = await confirm(p.order.id, p.customer.token, wrong);
      expect(res.status).toBe(400);
      expect(res.data.code[0]).toEqual(left > 0 ? `This code is not right. Tries left: ${left}.` : expect.stringContaining("Ask for a new code"));
    }
    const late = await confirm(p.order.id, p.customer.token, code);
    expect(late.status).toBe(400);
    expect(late.data.code[0]).toContain("Ask for a new code");
    // A new code works.
    const resend = await api("POST", `/api/orders/${p.order.id}/confirmation-code/`, { token: p.customer.token });
    expect(resend.status, JSON.stringify(resend.data)).toBe(202);
    expect(resend.data.sent).toBe(true);
    const fresh = await sentCode(p.customer.user.id, p.order.id);
    expect((await confirm(p.order.id, p.customer.token, fresh)).status).toBe(200);
  });

  it("an expired code is refused", async () => {
    const p = await placed();
    const code = await sentCode(p.customer.user.id, p.order.id);
    await db
      .update(schema.oneTimeCodes)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(and(eq(schema.oneTimeCodes.user_id, p.customer.user.id), eq(schema.oneTimeCodes.subject, p.order.id)));
    const res = await confirm(p.order.id, p.customer.token, code);
    expect(res.status).toBe(400);
    expect(res.data.code[0]).toContain("expired");
    expect((await orderRow(p.order.id))!.confirmed_at).toBeNull();
  });

  it("a bad body is a 400 on its field; only the order's customer confirms with a code", async () => {
    const p = await placed();
    expect((await confirm(p.order.id, p.customer.token, "12ab")).data).toEqual({ code: ["Enter the six digits of the code we sent."] });
    expect((await api("POST", `/api/orders/${p.order.id}/confirm/`, { token: p.customer.token, json: {} })).status).toBe(400);
    expect((await confirm(p.order.id, p.admin.token, "123456")).status).toBe(403);
    const stranger = await shopper();
    expect((await confirm(p.order.id, stranger.token, "123456")).status).toBe(404);
  });

  it("resending is limited per order (429 with Retry-After); a customer with no verified contact is told the branch will call", async () => {
    const p = await placed();
    const send = () => api("POST", `/api/orders/${p.order.id}/confirmation-code/`, { token: p.customer.token });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(202);
    const over = await send();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);

    await db.update(schema.users).set({ email_verified: false }).where(eq(schema.users.id, p.customer.user.id));
    const none = await send();
    expect(none.status).toBe(200);
    expect(none.data).toMatchObject({ sent: false, detail: expect.stringContaining("the branch will call you") });
  });
});

describe("before it is confirmed", () => {
  it("the shop cannot move it on (409, in both languages), may cancel it, and confirms it by phone", async () => {
    const p = await placed();
    const move = await api("PATCH", `/api/orders/${p.order.id}/`, { token: p.admin.token, json: { status: "confirmed" } });
    expect(move.status).toBe(409);
    expect(move.data.detail).toContain("must be confirmed by the customer");
    expect(move.data.allowed).toEqual(["cancelled"]);
    const ar = await api("PATCH", `/api/orders/${p.order.id}/`, {
      token: p.admin.token,
      json: { status: "processing" },
      headers: { "Accept-Language": "ar" },
    });
    expect(ar.data.detail).toContain("يجب تأكيد هذا الطلب");

    expect((await api("POST", `/api/orders/${p.order.id}/confirm-by-phone/`, { token: p.customer.token })).status).toBe(403);
    const phoned = await api("POST", `/api/orders/${p.order.id}/confirm-by-phone/`, { token: p.admin.token });
    expect(phoned.status, JSON.stringify(phoned.data)).toBe(200);
    expect(phoned.data.confirmation).toMatchObject({ via: "phone", by: { id: p.admin.user.id } });
    // The customer sees that it was confirmed by phone, not who.
    const mine = await api("GET", `/api/orders/${p.order.id}/`, { token: p.customer.token });
    expect(mine.data.confirmation).toMatchObject({ via: "phone", by: null });
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.object_type, "order"), eq(schema.auditLog.object_id, p.order.id)));
    expect(audit).toHaveLength(1);
    expect((await api("PATCH", `/api/orders/${p.order.id}/`, { token: p.admin.token, json: { status: "confirmed" } })).status).toBe(200);
  });

  it("the shop may cancel it, and its customer too", async () => {
    const p = await placed();
    const res = await api("PATCH", `/api/orders/${p.order.id}/`, { token: p.customer.token, json: { status: "cancelled" } });
    expect(res.status).toBe(200);
    expect(await stockOf(p.listing.id)).toBe(20);
  });
});

describe("the scheduled cancellation", () => {
  const overdue = (id: number) =>
    db
      .update(schema.orders)
      .set({ confirm_by: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(schema.orders.id, id));

  it("cancels an order past its deadline, returns its stock once and tells both sides; not one before it", async () => {
    const p = await placed();
    expect(await cancelUnconfirmed(db)).not.toContain(p.customer.user.id);
    expect((await orderRow(p.order.id))!.status).toBe("pending");
    expect(await stockOf(p.listing.id)).toBe(18);

    await overdue(p.order.id);
    const [a, b] = await Promise.all([cancelUnconfirmed(db), cancelUnconfirmed(db)]);
    expect([...a, ...b]).toContain(p.customer.user.id);
    expect((await orderRow(p.order.id))!.status).toBe("cancelled");
    expect(await stockOf(p.listing.id)).toBe(20);
    const told = await db.select().from(schema.notifications).where(eq(schema.notifications.kind, "order_status"));
    const mine = told.filter((n) => n.user_id === p.customer.user.id && JSON.parse(n.payload as unknown as string).order_id === p.order.id);
    expect(mine).toHaveLength(1);
    expect(JSON.parse(mine[0].payload as unknown as string).unconfirmed).toBe(true);
    const history = await db.select().from(schema.orderStatusHistory).where(eq(schema.orderStatusHistory.order_id, p.order.id));
    expect(history.map((h) => [h.to_status, h.actor_id])).toEqual([
      ["pending", p.customer.user.id],
      ["cancelled", null],
    ]);
    // A confirmation after it finds nothing to confirm.
    expect(await markConfirmed(db, p.order.id, { via: "phone", by: p.admin.user.id })).toBe(false);
  });

  it("racing a confirmation and itself: either confirmed (stock still taken) or cancelled (stock back once)", async () => {
    for (let round = 0; round < 4; round++) {
      const p = await placed();
      await overdue(p.order.id);
      const [, , confirmed] = await Promise.all([
        cancelUnconfirmed(db),
        cancelUnconfirmed(db),
        markConfirmed(db, p.order.id, { via: "phone", by: p.admin.user.id }),
      ]);
      const row = (await orderRow(p.order.id))!;
      if (confirmed) {
        expect([row.status, row.confirmed_via]).toEqual(["pending", "phone"]);
        expect(await stockOf(p.listing.id)).toBe(18);
      } else {
        expect([row.status, row.confirmed_at]).toEqual(["cancelled", null]);
        expect(await stockOf(p.listing.id)).toBe(20);
      }
    }
  });
});
