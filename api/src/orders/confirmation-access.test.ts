// Who may confirm an order (docs/decisions/0033): by phone, those who run its branch; with a
// code and asking for one, its customer only. Every refusal changes nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { env } from "cloudflare:test";
import { api, db } from "../../test/factories";
import { signingKey } from "../auth/tokens";
import { codeExpiry, orderCodeStatements } from "./confirmation";
import { orderState, stocked } from "./test-orders";

/** A pending order of the target branch that needs confirmation, with a known live code. */
async function waiting(target: Parameters<typeof stocked>[0]) {
  const s = await stocked(target);
  const placed = await s.order("pending");
  const confirmBy = new Date(Date.now() + 3_600_000).toISOString();
  await db.update(schema.orders).set({ needs_confirmation: true, confirm_by: confirmBy }).where(eq(schema.orders.id, placed.id));
  const statements = await orderCodeStatements(db, signingKey(env.JWT_SECRET), {
    customerId: s.customer.id,
    uuid: placed.uuid,
    orderId: placed.id,
    expiresAt: codeExpiry(confirmBy),
    store: { name: "Store", name_ar: "" },
  });
  await db.batch(statements);
  const payload = (await db.select().from(schema.notifications).where(eq(schema.notifications.user_id, s.customer.id)).all()).at(-1)!.payload;
  const code = JSON.parse(payload as unknown as string).code as string;
  return { ...s, placed, code };
}

const confirmedOf = async (id: number) => (await orderState(id)).order!.confirmed_via;

describe("POST /orders/{id}/confirm-by-phone/ access", () => {
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, "the order's customer": 403 },
    {
      setup: async ({ target }) => waiting(target),
      extra: { "the order's customer": (_w, s) => s.customer },
      state: ({ fixture }) => orderState(fixture.placed.id),
      call: ({ fixture, token }) => api("POST", `/api/orders/${fixture.placed.id}/confirm-by-phone/`, { token }),
      allowed: async ({ fixture }) => expect(await confirmedOf(fixture.placed.id)).toBe("phone"),
    },
  );
});

describe("POST /orders/{id}/confirm/ access", () => {
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 403, manager: 403, otherManager: 404, superAdmin: 403, "the order's customer": 200 },
    {
      setup: async ({ target }) => waiting(target),
      extra: { "the order's customer": (_w, s) => s.customer },
      state: ({ fixture }) => orderState(fixture.placed.id),
      call: ({ fixture, token }) => api("POST", `/api/orders/${fixture.placed.id}/confirm/`, { token, json: { code: fixture.code } }),
      allowed: async ({ fixture }) => expect(await confirmedOf(fixture.placed.id)).toBe("code"),
    },
  );
});

describe("POST /orders/{id}/confirmation-code/ access", () => {
  // The order's customer has no verified contact here: 200, nothing sent.
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 403, manager: 403, otherManager: 404, superAdmin: 403, "the order's customer": 200 },
    {
      setup: async ({ target }) => waiting(target),
      extra: { "the order's customer": (_w, s) => s.customer },
      state: ({ fixture }) => orderState(fixture.placed.id),
      call: ({ fixture, token }) => api("POST", `/api/orders/${fixture.placed.id}/confirmation-code/`, { token }),
      allowed: async (_c, res) => expect(res.data.sent).toBe(false),
    },
  );
});

it("an order that needs no confirmation: 409 to confirm it either way", async () => {
  const { accessWorld } = await import("../../test/access-matrix");
  const w = await accessWorld();
  const s = await stocked(w.target);
  const placed = await s.order("pending");
  expect((await api("POST", `/api/orders/${placed.id}/confirm-by-phone/`, { token: w.callers.owner })).status).toBe(409);
  expect((await api("POST", `/api/orders/${placed.id}/confirm/`, { token: s.customerToken, json: { code: "123456" } })).status).toBe(409);
});
