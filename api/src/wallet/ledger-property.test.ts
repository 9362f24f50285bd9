// The ledger's invariants under any sequence of what moves a wallet (issue 30, ADR 0034), as a
// property: cashback earned (lots with different expiries) and earned at a real delivery, refund
// money credited and debited by a super admin, checkouts paying part or all of an order from the
// wallet (and asking too much), cancels and refusals (each sent twice), lots expiring and the
// expiry job run twice at once. After every step:
//   - GET /my/'s balance = its refund part + its cashback part, and none is below zero;
//   - the refund part = the sum of the refund-part rows; the cashback part = the sum, over lots
//     whose expiry is ahead, of what is left of each (computed here from the raw rows); no lot
//     has less than nothing left;
//   - the balance is what the steps say it should be (the model: + earned, + credited, - debited,
//     - paid, + given back, - expired);
//   - once the expiry job has run, the plain sum of every row = the balance;
//   - each order's `spent` rows add up to its wallet_amount, and a cancelled or refused order
//     has exactly one `spend_returned` row per spent row still alive, equal and opposite, never more.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { walletWithLedger } from "#contract/wallet";
import { toPiasters } from "#shared/money";
import { api, db } from "../../test/factories";
import { address, line, shop, shopper } from "../orders/checkout-test-helpers";
import { superAdmin } from "../orders/test-orders";
import { expireCashback } from "./expire";
import { giveCashback, inDays } from "./test-cashbacks";
import { ledgerOf, lotLeft } from "./test-wallet";

const PRICE = 5_000; // 50.00 a unit, free delivery: an order's total
type Op =
  | { op: "earn"; points: number; days: number }
  | { op: "credit"; piasters: number }
  | { op: "debit"; share: number; over: boolean }
  | { op: "spend"; share: number; over: boolean }
  | { op: "cancel"; pick: number }
  | { op: "refuse"; pick: number }
  | { op: "deliver"; pick: number }
  | { op: "expire"; pick: number };

/** A share (1-100 %) of what may be taken, or (over) that much more than the balance. */
const share = {
  share: fc.integer({ min: 1, max: 100 }),
  over: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
};
const ops: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant("earn" as const), points: fc.integer({ min: 1, max: 200 }), days: fc.integer({ min: 1, max: 90 }) }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("credit" as const), piasters: fc.integer({ min: 1, max: 6_000 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("debit" as const), ...share }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant("spend" as const), ...share }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("cancel" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("refuse" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("deliver" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("expire" as const), pick: fc.nat() }) },
);
/** The piasters a share asks for out of `most`, or over the balance. */
const asked = (s: { share: number; over: boolean }, most: number, balance: number) =>
  s.over || most === 0 ? balance + s.share : Math.max(1, Math.floor((most * s.share) / 100));

describe("the wallet's ledger, property-based", { timeout: 300_000 }, () => {
  let listing: typeof schema.branchProducts.$inferSelect;
  let admin: { token: string };
  beforeAll(async () => {
    const s = await shop(1, { price: PRICE, stock: 100_000 });
    listing = s.listings[0];
    admin = await superAdmin();
  });

  it("keeps balance = SUM(ledger) = cashback part + refund part, never below zero, whatever happens", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 4, maxLength: 16 }), async (steps) => {
        const { user, token } = await shopper();
        let expected = 0;
        const placed: number[] = [];

        const orderRow = async (id: number) => (await db.select().from(schema.orders).where(eq(schema.orders.id, id)).get())!;
        const pendingPick = async (pick: number) => {
          const pending = [];
          for (const id of placed) if ((await orderRow(id)).status === "pending") pending.push(id);
          return pending.length ? pending[pick % pending.length] : null;
        };
        const balanceServed = async () => {
          const res = await api("GET", "/api/my/", { token });
          expect(res.status).toBe(200);
          return walletWithLedger.parse(res.data);
        };
        /** What a give-back should return for this order: its spent rows from the refund part or a lot still alive. */
        const due = async (orderId: number) => {
          const now = new Date().toISOString();
          const rows = (await ledgerOf(user.id)).filter((r) => r.order_id === orderId && r.kind === "spent");
          let sum = 0;
          for (const r of rows) {
            if (r.cashback_id === null) sum -= r.amount;
            else {
              const lot = await db.select().from(schema.cashbacks).where(eq(schema.cashbacks.id, r.cashback_id)).get();
              if (lot && lot.expires_at > now) sum -= r.amount;
            }
          }
          return sum;
        };
        const shipped = (id: number) => db.update(schema.orders).set({ status: "shipped" }).where(eq(schema.orders.id, id));

        for (const step of steps) {
          const before = await balanceServed();
          const balance = toPiasters(before.balance);
          switch (step.op) {
            case "earn": {
              await giveCashback(user, step.points, inDays(step.days));
              expected += step.points * 20;
              break;
            }
            case "credit":
            case "debit": {
              const amount = step.op === "credit" ? step.piasters : -asked(step, balance, balance);
              const res = await api("POST", `/api/users/${user.id}/wallet-adjustments/`, {
                token: admin.token,
                json: { amount: (amount / 100).toFixed(2), reason: "property" },
              });
              if (amount < 0 && -amount > balance) expect(res.status).toBe(409);
              else {
                expect(res.status, JSON.stringify(res.data)).toBe(201);
                expected += amount;
              }
              break;
            }
            case "spend": {
              const piasters = asked(step, Math.min(balance, PRICE), balance);
              const wallet = (piasters / 100).toFixed(2);
              const res = await api("POST", "/api/orders/", { token, json: { items: [line(listing, 1)], address, wallet_amount: wallet } });
              if (piasters > PRICE || piasters > balance) {
                expect(res.status, JSON.stringify(res.data)).toBe(400);
                expect(Object.keys(res.data)).toEqual(["wallet_amount"]);
              } else {
                expect(res.status, JSON.stringify(res.data)).toBe(201);
                placed.push(res.data.orders[0].id);
                expected -= piasters;
              }
              break;
            }
            case "cancel": {
              const id = await pendingPick(step.pick);
              if (id === null) break;
              const back = await due(id);
              expect((await api("PATCH", `/api/orders/${id}/`, { token, json: { status: "cancelled" } })).status).toBe(200);
              expect((await api("PATCH", `/api/orders/${id}/`, { token: admin.token, json: { status: "cancelled" } })).status).toBe(409);
              expected += back;
              break;
            }
            case "refuse": {
              const id = await pendingPick(step.pick);
              if (id === null) break;
              await shipped(id);
              const back = await due(id);
              const both = await Promise.all([
                api("PATCH", `/api/orders/${id}/`, { token: admin.token, json: { status: "refused" } }),
                api("PATCH", `/api/orders/${id}/`, { token: admin.token, json: { status: "refused" } }),
              ]);
              expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
              expected += back;
              break;
            }
            case "deliver": {
              const id = await pendingPick(step.pick);
              if (id === null) break;
              await shipped(id);
              expect((await api("PATCH", `/api/orders/${id}/`, { token: admin.token, json: { status: "delivered" } })).status).toBe(200);
              const [lot] = await db.select().from(schema.cashbacks).where(eq(schema.cashbacks.order_id, id));
              expected += (lot?.amount ?? 0) * 20;
              break;
            }
            case "expire": {
              const now = new Date().toISOString();
              const lots = (await db.select().from(schema.cashbacks).where(eq(schema.cashbacks.user_id, user.id))).filter((l) => l.expires_at > now);
              if (!lots.length) break;
              const lot = lots[step.pick % lots.length];
              expected -= await lotLeft(lot.id);
              await db
                .update(schema.cashbacks)
                .set({ expires_at: inDays(-0.01) })
                .where(eq(schema.cashbacks.id, lot.id));
              // Past its expiry, before the job: it already counts nothing.
              await checkInvariants(user.id, await balanceServed(), expected, step);
              await Promise.all([expireCashback(db), expireCashback(db)]);
              break;
            }
          }
          await checkInvariants(user.id, await balanceServed(), expected, step);
        }
        // Once the job has run, the plain sum of the rows is the balance.
        await expireCashback(db);
        const rows = await ledgerOf(user.id);
        const served = await balanceServed();
        expect(rows.reduce((a, r) => a + r.amount, 0)).toBe(toPiasters(served.balance));
        // Each order: spent = its wallet_amount; given back at most once, equal and opposite.
        for (const id of placed) {
          const order = await orderRow(id);
          const spent = rows.filter((r) => r.order_id === id && r.kind === "spent");
          const back = rows.filter((r) => r.order_id === id && r.kind === "spend_returned");
          expect(-spent.reduce((a, r) => a + r.amount, 0)).toBe(order.wallet_amount);
          if (order.status === "delivered" || order.status === "pending") expect(back).toEqual([]);
          for (const b of back) {
            const match = spent.filter((s) => s.part === b.part && s.cashback_id === b.cashback_id);
            expect(match.map((s) => -s.amount)).toEqual([b.amount]);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});

async function checkInvariants(userId: number, served: ReturnType<typeof walletWithLedger.parse>, expected: number, step: Op) {
  const why = JSON.stringify(step);
  const [balance, refund, cashback] = [served.balance, served.refund_balance, served.cashback_balance].map(toPiasters);
  expect(served.available_balance, why).toBe(served.balance);
  expect(balance, why).toBe(refund + cashback);
  expect(balance, why).toBe(expected);
  for (const part of [balance, refund, cashback]) expect(part, why).toBeGreaterThanOrEqual(0);
  const rows = await ledgerOf(userId);
  const now = new Date().toISOString();
  const lots = await db.select().from(schema.cashbacks).where(eq(schema.cashbacks.user_id, userId));
  const left = (lotId: number) => rows.filter((r) => r.cashback_id === lotId).reduce((a, r) => a + r.amount, 0);
  for (const lot of lots) expect(left(lot.id), why).toBeGreaterThanOrEqual(0);
  expect(refund, why).toBe(rows.filter((r) => r.part === "refund").reduce((a, r) => a + r.amount, 0));
  expect(cashback, why).toBe(lots.filter((l) => l.expires_at > now).reduce((a, l) => a + left(l.id), 0));
  expect(served.total_points, why).toBe(Math.floor(cashback / 20));
}
