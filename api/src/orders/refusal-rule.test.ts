// The refusal rule (issue 29 point 3, docs/decisions/0033): a customer with 2 refused deliveries
// in 12 months must confirm every order and may not place a COD order above EGP 2,000, told why
// in their language; a super admin clears it (audited), after which those refusals stop counting.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createUser, db, tokenFor } from "../../test/factories";
import { address, line, NASR_CITY, shop, shopper } from "./checkout-test-helpers";
import { refusalsInLastYear } from "./refusals";
import { createOrder } from "./test-orders";

const checkout = (token: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api("POST", "/api/orders/", { token, json, headers });

/** A refused order of `customerId` at a shop of its own (its history: refused now, or at `at`). */
async function refusal(customerId: number, at?: string) {
  const s = await shop(1, { price: 1000, stock: 5 });
  const branch = (await db.select().from(schema.branches).where(eq(schema.branches.id, s.listings[0].branch_id)).get())!;
  const product = (await db.select().from(schema.products).where(eq(schema.products.id, s.listings[0].product_id)).get())!;
  const o = await createOrder({ customer: { id: customerId }, branch, status: "refused", lines: [{ listing: s.listings[0], product, quantity: 1 }] });
  if (at) {
    await db
      .update(schema.orderStatusHistory)
      .set({ created_at: at })
      .where(and(eq(schema.orderStatusHistory.order_id, o.id), eq(schema.orderStatusHistory.to_status, "refused")));
  }
  return o;
}

describe("the refusal rule at checkout", () => {
  it("kicks in at the second refusal: every order needs confirmation, and COD above EGP 2,000 is refused in their language", async () => {
    // A store with no cap of its own below 2,000 and no confirmation: 2,000.00 and 2,000.01 orders.
    const s = await shop(1, { price: 200_000, stock: 20 });
    const cheap = await shop(1, { price: 100, stock: 20 });
    const c = await shopper();
    await refusal(c.user.id);
    // One refusal (and one older than a year): as before.
    await refusal(c.user.id, new Date(Date.now() - 366 * 86_400_000).toISOString());
    expect(await refusalsInLastYear(db, c.user.id)).toBe(1);
    const before = await checkout(c.token, { items: [line(cheap.listings[0])], address });
    expect(before.status, JSON.stringify(before.data)).toBe(201);
    expect(before.data.orders[0].needs_confirmation).toBe(false);

    await refusal(c.user.id);
    const small = await checkout(c.token, { items: [line(cheap.listings[0])], address });
    expect(small.status).toBe(201);
    expect(small.data.orders[0].needs_confirmation).toBe(true);
    expect(small.data.orders[0].confirmation.confirm_by).toEqual(expect.any(String));
    // Exactly at the cap: accepted; a piaster over: refused, saying why.
    const atCap = await checkout(c.token, { items: [line(s.listings[0])], address });
    expect(atCap.status, JSON.stringify(atCap.data)).toBe(201);
    const over = await shop(1, { price: 200_001, stock: 20 });
    const en = await checkout(c.token, { items: [line(over.listings[0])], address });
    expect([en.status, en.data.code, en.data.reason]).toEqual([409, "cod_limit", "refusals"]);
    expect(en.data.detail).toBe(
      "2 of your orders were refused at delivery in the last 12 months, so cash on delivery is limited to EGP 2,000 per order and every order must be confirmed; this order comes to EGP 2,000.01. Remove some items to place it.",
    );
    // The quote says the lower cap first, to this customer only.
    const items = [{ product_id: over.listings[0].product_id, branch_id: over.listings[0].branch_id, quantity: 1 }];
    const quoted = await api("POST", "/api/orders/quote/", { token: c.token, json: { items, area_id: NASR_CITY } });
    expect(quoted.data.parts[0]).toMatchObject({ cod_limit: "2000.00", problem: "cod_limit" });
    const visitor = await api("POST", "/api/orders/quote/", { json: { items, area_id: NASR_CITY } });
    expect(visitor.data.parts[0].problem).toBeNull();
    const ar = await checkout(c.token, { items: [line(over.listings[0])], address }, { "Accept-Language": "ar" });
    expect(ar.data.detail).toContain("يقتصر الدفع عند الاستلام على 2,000 جنيه");

    // A super admin clears it: the same order goes, and needs no confirmation.
    const admin = await createUser({ role: "super_admin" });
    const cleared = await api("POST", `/api/users/${c.user.id}/refusals/clear/`, { token: await tokenFor(admin) });
    expect(cleared.status, JSON.stringify(cleared.data)).toBe(200);
    expect(cleared.data.refusals).toBe(0);
    const after = await checkout(c.token, { items: [line(over.listings[0])], address });
    expect(after.status, JSON.stringify(after.data)).toBe(201);
    expect(after.data.orders[0].needs_confirmation).toBe(false);
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.object_type, "user"), eq(schema.auditLog.object_id, c.user.id)));
    expect(audit).toHaveLength(1);
    // The history is kept: a new refusal after clearing counts again.
    expect(await db.$count(schema.orderStatusHistory, eq(schema.orderStatusHistory.to_status, "refused"))).toBeGreaterThanOrEqual(3);
  });

  it("an unknown user is a 404", async () => {
    const admin = await createUser({ role: "super_admin" });
    expect((await api("POST", "/api/users/99999999/refusals/clear/", { token: await tokenFor(admin) })).status).toBe(404);
  });
});

describe("POST /users/{id}/refusals/clear/ access", () => {
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 200, "the customer": 403 },
    {
      setup: async () => {
        const customer = await createUser();
        await refusal(customer.id);
        await refusal(customer.id);
        return { customer };
      },
      extra: { "the customer": (_w, s) => s.customer },
      state: async ({ fixture }) => db.select().from(schema.users).where(eq(schema.users.id, fixture.customer.id)).get(),
      call: ({ fixture, token }) => api("POST", `/api/users/${fixture.customer.id}/refusals/clear/`, { token }),
      allowed: async ({ fixture }) => expect(await refusalsInLastYear(db, fixture.customer.id)).toBe(0),
    },
  );
});
