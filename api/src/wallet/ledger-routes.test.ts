// GET /my/ledger/ (the caller's movements, newest first, by kind), GET /my/'s ledger balance,
// POST /users/{id}/wallet-adjustments/ (a super admin's correction: audited, never below zero)
// and the expiry job (ADR 0034).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createUser, db } from "../../test/factories";
import { ledgerPage, walletAdjustmentResult, walletWithLedger } from "#contract/wallet";
import { superAdmin } from "../orders/test-orders";
import { expireCashback } from "./expire";
import { balanceOf } from "./ledger";
import { aCustomer, giveCashback, inDays } from "./test-cashbacks";
import { credit, ledgerOf, sumOf } from "./test-wallet";

const adjust = (userId: number, token: string | undefined, json: unknown, headers: Record<string, string> = {}) =>
  api("POST", `/api/users/${userId}/wallet-adjustments/`, { token, json, headers });

describe("GET /my/ledger/", () => {
  it("pages the caller's rows newest first, with signed EGP amounts, and filters by kind", async () => {
    const { user, token } = await aCustomer();
    const other = await aCustomer();
    const lot = await giveCashback(user, 10, inDays(30));
    await credit(user, 1_250);
    await credit(other.user, 999);
    const res = await api("GET", "/api/my/ledger/", { token });
    expect(res.status).toBe(200);
    const page = ledgerPage.parse(res.data);
    expect(page.count).toBe(2);
    expect(page.results.map((e) => [e.kind, e.part, e.amount])).toEqual([
      ["adjusted", "refund", "+12.50"],
      ["cashback_earned", "cashback", "+2.00"],
    ]);
    expect(page.results[1]).toMatchObject({ order_id: lot.order_id, expires_at: lot.expires_at, return_id: null });
    const earned = ledgerPage.parse((await api("GET", "/api/my/ledger/?kind=cashback_earned", { token })).data);
    expect(earned.results.map((e) => e.kind)).toEqual(["cashback_earned"]);
    expect((await api("GET", "/api/my/ledger/?kind=", { token })).data.count).toBe(2);
  });

  it("refuses an unknown kind on the field, and a visitor", async () => {
    const { token } = await aCustomer();
    const res = await api("GET", "/api/my/ledger/?kind=gift", { token });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ kind: ['"gift" is not a valid choice.'] });
    expect((await api("GET", "/api/my/ledger/")).status).toBe(401);
  });

  it("pages by the page size with next links", async () => {
    const { user, token } = await aCustomer();
    for (let i = 0; i < 13; i++) await credit(user, 100 + i);
    const first = ledgerPage.parse((await api("GET", "/api/my/ledger/?page_size=5", { token })).data);
    expect(first.count).toBe(13);
    expect(first.results.map((e) => e.amount)).toEqual(["+1.12", "+1.11", "+1.10", "+1.09", "+1.08"]);
    expect(first.next).toBe("/api/my/ledger/?page_size=5&page=2");
  });
});

describe("GET /my/ with the ledger", () => {
  it("splits the balance into refund and unexpired cashback, and counts only lots with something left", async () => {
    const { user, token } = await aCustomer();
    await giveCashback(user, 10, inDays(30)); // 2.00
    await giveCashback(user, 50, inDays(-2)); // expired: nothing
    await credit(user, 500);
    const w = walletWithLedger.parse((await api("GET", "/api/my/", { token })).data);
    expect(w).toMatchObject({
      available_balance: "7.00",
      balance: "7.00",
      refund_balance: "5.00",
      cashback_balance: "2.00",
      total_points: 10,
      offers_count: 1,
    });
  });
});

describe("the expiry job", () => {
  it("writes what was left of each lot past its expiry, once when run twice at once; reads ignored it before", async () => {
    const { user } = await aCustomer();
    const lot = await giveCashback(user, 25, inDays(1)); // 5.00
    const kept = await giveCashback(user, 10, inDays(40));
    await db.insert(schema.walletEntries).values({ user_id: user.id, kind: "spent", part: "cashback", amount: -100, cashback_id: lot.id });
    await db
      .update(schema.cashbacks)
      .set({ expires_at: inDays(-0.5) })
      .where(eq(schema.cashbacks.id, lot.id));
    expect(await balanceOf(db, user.id)).toEqual({ balance: 200, refund: 0, cashback: 200 });
    expect(await sumOf(user.id)).toBe(600); // the plain sum waits for the job
    const runs = await Promise.all([expireCashback(db), expireCashback(db)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const expired = (await ledgerOf(user.id)).filter((r) => r.kind === "cashback_expired");
    expect(expired.map((r) => [r.cashback_id, r.amount])).toEqual([[lot.id, -400]]);
    expect(await sumOf(user.id)).toBe(200);
    expect(await expireCashback(db)).toBe(0);
    expect((await ledgerOf(user.id)).filter((r) => r.cashback_id === kept.id)).toHaveLength(1);
  });

  it("runs from the hourly cron", async () => {
    const { user } = await aCustomer();
    const lot = await giveCashback(user, 5, inDays(-0.1));
    const worker = (await import("../index")).default;
    const waits: Promise<unknown>[] = [];
    const { env } = await import("cloudflare:test");
    await worker.scheduled!(
      { cron: "17 * * * *", scheduledTime: Date.now(), noRetry() {} } as ScheduledController,
      env as never,
      { waitUntil: (p: Promise<unknown>) => waits.push(p), passThroughOnException() {} } as unknown as ExecutionContext,
    );
    await Promise.all(waits);
    const rows = await db
      .select()
      .from(schema.walletEntries)
      .where(and(eq(schema.walletEntries.cashback_id, lot.id), eq(schema.walletEntries.kind, "cashback_expired")));
    expect(rows.map((r) => r.amount)).toEqual([-100]);
  });
});

describe("POST /users/{id}/wallet-adjustments/", () => {
  it("credits the refund part, with the reason and the admin, audited", async () => {
    const admin = await superAdmin();
    const { user } = await aCustomer();
    const res = await adjust(user.id, admin.token, { amount: "15.50", reason: "Courier kept the change" });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const body = walletAdjustmentResult.parse(res.data);
    expect(body).toMatchObject({ balance: "15.50", refund_balance: "15.50", cashback_balance: "0.00" });
    expect(body.entries.map((e) => [e.kind, e.part, e.amount, e.reason])).toEqual([["adjusted", "refund", "+15.50", "Courier kept the change"]]);
    const [row] = await ledgerOf(user.id);
    expect(row.actor_id).toBe(admin.user.id);
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.object_type, "user"), eq(schema.auditLog.object_id, user.id)));
    expect(audit.map((a) => [a.actor_id, a.after])).toEqual([[admin.user.id, { wallet_adjustment: "+15.50", reason: "Courier kept the change" }]]);
  });

  it("debits as a payment is drawn (cashback first, soonest lot first, then refund money), and 409 below zero", async () => {
    const admin = await superAdmin();
    const { user } = await aCustomer();
    const lot = await giveCashback(user, 25, inDays(10)); // 5.00
    await credit(user, 1_000);
    const res = await adjust(user.id, admin.token, { amount: "-7.00", reason: "Duplicate credit" });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(walletAdjustmentResult.parse(res.data).entries.map((e) => [e.part, e.amount])).toEqual([
      ["cashback", "-5.00"],
      ["refund", "-2.00"],
    ]);
    expect((await ledgerOf(user.id)).filter((r) => r.kind === "adjusted" && r.amount < 0).map((r) => r.cashback_id)).toEqual([lot.id, null]);
    const over = await adjust(user.id, admin.token, { amount: "-8.01", reason: "Too much" });
    expect(over.status).toBe(409);
    expect(over.data).toEqual({ detail: "This would take the wallet below zero: it holds EGP 8." });
    const ar = await adjust(user.id, admin.token, { amount: -9, reason: "x" }, { "Accept-Language": "ar" });
    expect(ar.data).toEqual({ detail: "هذا التعديل سيجعل رصيد المحفظة أقل من صفر، ورصيدها 8 جنيه." });
    expect(await balanceOf(db, user.id)).toEqual({ balance: 800, refund: 800, cashback: 0 });
  });

  it("two debits at once cannot both take the last of the balance", async () => {
    const admin = await superAdmin();
    const { user } = await aCustomer();
    await credit(user, 1_000);
    const both = await Promise.all([
      adjust(user.id, admin.token, { amount: "-10", reason: "a" }),
      adjust(user.id, admin.token, { amount: "-10", reason: "b" }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await sumOf(user.id)).toBe(0);
  });

  it("answers bad input per field, an unknown user 404", async () => {
    const admin = await superAdmin();
    const { user } = await aCustomer();
    const bad = await adjust(user.id, admin.token, { amount: "abc", reason: "" });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({ amount: ["Enter a valid amount with at most 2 decimal places."], reason: ["This field may not be blank."] });
    expect((await adjust(user.id, admin.token, { amount: "0", reason: "r" })).data).toEqual({ amount: ["Ensure this value is greater than 0."] });
    expect((await adjust(user.id, admin.token, {})).data).toEqual({ amount: ["This field is required."], reason: ["This field is required."] });
    expect((await adjust(99_999_999, admin.token, { amount: "1", reason: "r" })).status).toBe(404);
    expect(await ledgerOf(user.id)).toHaveLength(0);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 201, self: 403 },
    {
      setup: async () => ({ target: await createUser() }),
      extra: { self: (_world, { target }) => target },
      call: ({ fixture, token }) => adjust(fixture.target.id, token, { amount: "5.00", reason: "Goodwill" }),
      state: ({ fixture }) => ledgerOf(fixture.target.id),
      allowed: async ({ fixture }) => expect(await sumOf(fixture.target.id)).toBe(500),
    },
  );
});

describe("the ledger's reads: access", () => {
  accessMatrix(
    { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      call: ({ token }) => api("GET", "/api/my/ledger/", { token }),
      allowed: (_c, res) => expect(ledgerPage.parse(res.data).count).toBe(0),
    },
  );
});
