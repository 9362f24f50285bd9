// A return's steps (issue 30, ADR 0035): the whole way from request to refund; stock back once
// on a resellable receipt, the refund and the cashback reversal written once, whatever retries
// or races; illegal moves a 409; each step an event, an audit entry and both sides told.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, returns } from "../../db/schema";
import { returnShape } from "#contract/returns";
import { api, createManager, db } from "../../test/factories";
import { noticesOf } from "../notifications/test-helpers";
import { render } from "../notifications/templates";
import { superAdmin } from "../orders/test-orders";
import { isOverReturn, writeReturn } from "./request";
import { stepReturn } from "./steps";
import { ask, delivered, ledgerOf, lotOf, move, returnState, tomorrow } from "./test-returns";

/** A delivered order (2 × 123.45 + 3 × 50.00 = 396.90 of goods) and a return of 1 × 123.45 + 2 × 50.00, requested. */
async function requested(opts: { points?: number; lotDays?: number } = {}) {
  const s = await delivered(3);
  const lot = opts.points ? await lotOf(s.order, opts.points, opts.lotDays) : undefined;
  const res = await ask(s.order.id, s.customerToken, {
    items: [
      { order_item_id: s.items[0].id, quantity: 1 },
      { order_item_id: s.items[1].id, quantity: 2 },
    ],
    reason: "defective",
    method: "dropoff",
  });
  expect(res.status).toBe(201);
  const row = () =>
    db
      .select()
      .from(returns)
      .where(eq(returns.id, res.data.id))
      .get()
      .then((r) => r!);
  return { ...s, lot, id: res.data.id as number, row, listingIds: s.listings.map((l) => l.id) };
}

describe("the whole way, to the wallet", () => {
  it("approves, receives resellable goods back into stock, refunds to the wallet and reverses the cashback; a timeline, audit entries, both sides told", async () => {
    // 39 points (2% of 396.90 EGP × 5): 780 piasters earned on 39690 of goods.
    const r = await requested({ points: 39 });
    const { manager, token: managerToken } = await createManager(r.branch);
    const start = await returnState(r.id, r.listingIds);
    expect(start.stock.map((l) => l.stock)).toEqual([18, 17]);

    const approved = await move(r.id, "approve", managerToken, { pickup_date: tomorrow() });
    expect(approved.status, JSON.stringify(approved.data)).toBe(200);
    returnShape.parse(approved.data);
    expect(approved.data).toMatchObject({ status: "approved", pickup_date: tomorrow() });

    const received = await move(r.id, "receive", managerToken, { condition: "resellable" });
    expect(received.status).toBe(200);
    expect(received.data).toMatchObject({ status: "received", condition: "resellable" });
    expect((await returnState(r.id, r.listingIds)).stock.map((l) => l.stock)).toEqual([19, 19]);

    const refunded = await move(r.id, "refund", r.token, { method: "wallet" });
    expect(refunded.status).toBe(200);
    // floor(39 × 20 × 22345 / 39690) = 439 piasters.
    expect(refunded.data).toMatchObject({
      status: "refunded",
      refund_method: "wallet",
      refund_amount: "223.45",
      cashback_reversed: "4.39",
      credit_note: `/api/returns/${r.id}/credit-note/`,
    });
    const end = await returnState(r.id, r.listingIds);
    expect(end.ledger.map((e) => [e.kind, e.part, e.amount, e.cashback_id])).toEqual([
      ["cashback_reversed", "cashback", -439, r.lot!.id],
      ["refund", "refund", 22345, null],
    ]);
    expect(end.events.map((e) => [e.from_status, e.to_status])).toEqual([
      [null, "requested"],
      ["requested", "approved"],
      ["approved", "received"],
      ["received", "refunded"],
    ]);
    // The customer sees "the store"; the shop sees who.
    const asCustomer = await api("GET", `/api/returns/${r.id}/`, { token: r.customerToken });
    expect(asCustomer.data.timeline.map((t: { by: string; actor: string | null }) => [t.by, t.actor])).toEqual([
      ["customer", null],
      ["store", null],
      ["store", null],
      ["store", null],
    ]);
    const asShop = await api("GET", `/api/returns/${r.id}/`, { token: r.token });
    expect(asShop.data.timeline.map((t: { actor: string | null }) => t.actor)).toEqual([null, manager.username, manager.username, r.owner.username]);

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.object_type, "order"), eq(auditLog.object_id, r.order.id)));
    expect(audit.map((a) => [a.actor_id, (a.after as { return_status?: string } | null)?.return_status])).toEqual([
      [manager.id, "approved"],
      [manager.id, "received"],
      [r.owner.id, "refunded"],
    ]);
    const told = (await noticesOf(r.customer.id)).filter((n) => n.kind === "return_status").map((n) => JSON.parse(n.payload).status);
    expect(told).toEqual(["refunded", "received", "approved", "requested"]);
    const [last] = await noticesOf(r.customer.id);
    expect(render("return_status", JSON.parse(last.payload), "en").body).toContain("in your Aswaq wallet now");
    expect(render("return_status", JSON.parse(last.payload), "ar").title).toContain(`عن المرتجع رقم ${r.id}`);
    const staffTold = (await noticesOf(r.owner.id)).filter((n) => n.kind === "return_update").map((n) => JSON.parse(n.payload).status);
    expect(staffTold).toEqual(["refunded", "received", "approved", "requested"]);
    expect((await noticesOf(manager.id)).filter((n) => n.kind === "return_update")).toHaveLength(3);
  });
});

describe("exactly once", () => {
  it("restocks once however receipts race or retry", async () => {
    const r = await requested();
    await move(r.id, "approve", r.token, { pickup_date: tomorrow() });
    const stale = await r.row();
    const answers = await Promise.all([1, 2, 3].map(() => move(r.id, "receive", r.token, { condition: "resellable" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    // A retry that read the return before the first receipt landed.
    expect(
      await stepReturn(db, stale, { to: "received", condition: "resellable" }, { id: r.owner.id, username: r.owner.username, role: "branch_owner" }),
    ).toBeNull();
    const end = await returnState(r.id, r.listingIds);
    expect(end.stock.map((l) => l.stock)).toEqual([19, 19]);
    expect(end.events.filter((e) => e.to_status === "received")).toHaveLength(1);
    expect((await noticesOf(r.customer.id)).filter((n) => JSON.parse(n.payload).status === "received")).toHaveLength(1);
  });

  it("leaves damaged goods out of stock", async () => {
    const r = await requested();
    await move(r.id, "approve", r.token, { pickup_date: tomorrow() });
    expect((await move(r.id, "receive", r.token, { condition: "damaged" })).status).toBe(200);
    expect((await returnState(r.id, r.listingIds)).stock.map((l) => l.stock)).toEqual([18, 17]);
  });

  it("refunds and reverses once however refunds race or retry (ledger rows counted)", async () => {
    const r = await requested({ points: 39 });
    await move(r.id, "approve", r.token, { pickup_date: tomorrow() });
    await move(r.id, "receive", r.token, { condition: "resellable" });
    const stale = await r.row();
    const answers = await Promise.all([1, 2, 3].map(() => move(r.id, "refund", r.token, { method: "wallet" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(
      await stepReturn(db, stale, { to: "refunded", method: "wallet" }, { id: r.owner.id, username: r.owner.username, role: "branch_owner" }),
    ).toBeNull();
    expect(await ledgerOf(r.customer.id, "refund")).toHaveLength(1);
    expect(await ledgerOf(r.customer.id, "cashback_reversed")).toHaveLength(1);
    expect((await r.row()).cashback_reversed).toBe(439);
  });

  it("in cash: no refund row, the reversal all the same", async () => {
    const r = await requested({ points: 39 });
    await move(r.id, "approve", r.token, { pickup_date: tomorrow() });
    await move(r.id, "receive", r.token, { condition: "damaged" });
    const res = await move(r.id, "refund", r.token, { method: "cash" });
    expect(res.data).toMatchObject({ refund_method: "cash", cashback_reversed: "4.39" });
    expect(await ledgerOf(r.customer.id, "refund")).toHaveLength(0);
    expect((await ledgerOf(r.customer.id, "cashback_reversed")).map((e) => e.amount)).toEqual([-439]);
  });

  it("claws back no more than is left of the lot, and nothing of an expired one", async () => {
    const r = await requested({ points: 39 });
    // 700 of the lot's 780 piasters were spent: 80 are left.
    await db.insert((await import("../../db/schema")).walletEntries).values({
      user_id: r.customer.id,
      kind: "spent",
      part: "cashback",
      amount: -700,
      cashback_id: r.lot!.id,
      order_id: r.order.id,
    });
    await move(r.id, "approve", r.token, { pickup_date: tomorrow() });
    await move(r.id, "receive", r.token, { condition: "resellable" });
    expect((await move(r.id, "refund", r.token, { method: "wallet" })).data.cashback_reversed).toBe("0.80");

    const expired = await requested({ points: 39, lotDays: -1 });
    await move(expired.id, "approve", expired.token, { pickup_date: tomorrow() });
    await move(expired.id, "receive", expired.token, { condition: "resellable" });
    expect((await move(expired.id, "refund", expired.token, { method: "wallet" })).data.cashback_reversed).toBe("0.00");
    expect(await ledgerOf(expired.customer.id, "cashback_reversed")).toHaveLength(0);
    expect(await ledgerOf(expired.customer.id, "refund")).toHaveLength(1);
  });

  it("the quantity guard in the batch refuses a request whose read is stale", async () => {
    const s = await delivered(1);
    const line = { order_item_id: s.items[1].id, quantity: 3, price: s.items[1].price };
    const write = () =>
      writeReturn(db, { order: s.order, customerId: s.customer.id, lines: [line], reason: "defective", note: "", method: "dropoff", photoKeys: [] });
    await write();
    const err = await write().catch((e: unknown) => e);
    expect(isOverReturn(err)).toBe(true);
    expect(await db.select().from(returns).where(eq(returns.order_id, s.order.id))).toHaveLength(1);
  });
});

describe("the state machine", () => {
  it("refuses illegal moves with a 409 and changes nothing", async () => {
    const r = await requested();
    const cases: [string, unknown][] = [
      ["receive", { condition: "resellable" }],
      ["refund", { method: "wallet" }],
    ];
    for (const [step, body] of cases) {
      const res = await move(r.id, step, r.token, body);
      expect(res.status).toBe(409);
    }
    expect((await move(r.id, "receive", r.token, { condition: "resellable" })).data.detail).toBe(
      "This return is requested; it cannot move to received.",
    );
    expect((await move(r.id, "receive", r.token, { condition: "resellable" }, { "accept-language": "ar" })).data.detail).toBe(
      "حالة هذا المرتجع «بانتظار الرد»، ولا يمكن نقله إلى «مُستلَم في الفرع».",
    );
    expect((await move(r.id, "reject", r.token, { reason: "Worn" })).data).toMatchObject({ status: "rejected", reject_reason: "Worn" });
    for (const [step, body] of [["approve", { pickup_date: tomorrow() }], ["reject", { reason: "x" }], ...cases] as [string, unknown][]) {
      expect((await move(r.id, step, r.token, body)).status).toBe(409);
    }
    expect((await returnState(r.id, r.listingIds)).events.map((e) => e.to_status)).toEqual(["requested", "rejected"]);
  });

  it("refuses a pickup date in the past and bad bodies with a 400", async () => {
    const r = await requested();
    expect((await move(r.id, "approve", r.token, { pickup_date: "2020-01-01" })).data).toEqual({ pickup_date: ["The date must be today or later."] });
    expect((await move(r.id, "approve", r.token, { pickup_date: "tomorrow" })).status).toBe(400);
    expect((await move(r.id, "approve", r.token, {})).status).toBe(400);
    expect((await move(r.id, "reject", r.token, { reason: "   " })).status).toBe(400);
    expect((await move(r.id, "reject", r.token, { reason: "x".repeat(501) })).status).toBe(400);
    expect((await move(r.id, "receive", r.token, { condition: "broken" })).status).toBe(400);
    expect((await move(r.id, "refund", r.token, { method: "cheque" })).status).toBe(400);
    expect((await move(r.id, "refund", r.token, [1])).status).toBe(400);
    expect((await r.row()).status).toBe("requested");
  });
});

describe("bulk approve", () => {
  it("approves each requested return it may, and says why not for the others", async () => {
    const a = await requested();
    const b = await requested();
    const admin = await superAdmin();
    await move(b.id, "reject", b.token, { reason: "No" });
    const res = await api("POST", "/api/returns/bulk-approve/", { token: a.token, json: { ids: [a.id, b.id, 99999999], pickup_date: tomorrow() } });
    expect(res.status).toBe(200);
    // b is another shop's: to a's owner it is not found.
    expect(res.data.results).toEqual([
      { id: a.id, ok: true, status: "approved", detail: null },
      { id: b.id, ok: false, status: null, detail: "Not found." },
      { id: 99999999, ok: false, status: null, detail: "Not found." },
    ]);
    const byAdmin = await api("POST", "/api/returns/bulk-approve/", {
      token: admin.token,
      json: { ids: [a.id, b.id], pickup_date: tomorrow() },
      headers: { "accept-language": "ar" },
    });
    expect(byAdmin.data.results).toEqual([
      { id: a.id, ok: false, status: "approved", detail: "حالة هذا المرتجع «مقبول»، ولا يمكن نقله إلى «مقبول»." },
      { id: b.id, ok: false, status: "rejected", detail: "حالة هذا المرتجع «مرفوض»، ولا يمكن نقله إلى «مقبول»." },
    ]);
    expect((await api("POST", "/api/returns/bulk-approve/", { token: a.customerToken, json: { ids: [a.id], pickup_date: tomorrow() } })).status).toBe(
      403,
    );
    expect((await api("POST", "/api/returns/bulk-approve/", { token: a.token, json: { ids: [], pickup_date: tomorrow() } })).status).toBe(400);
  });
});
