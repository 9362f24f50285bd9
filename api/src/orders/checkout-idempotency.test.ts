import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { api, db, unique } from "../../test/factories";
import { address, line, ordersOf, shop, shopper, snapshot, stockOf } from "./checkout-test-helpers";

const withKey = (key: string) => ({ "idempotency-key": key });

describe("POST /orders/ with an Idempotency-Key", () => {
  it("answers a retry with the first checkout (200) and creates nothing twice", async () => {
    const { listings } = await shop(2, { stock: 5 });
    const { user, token } = await shopper();
    const key = unique("key-");
    const json = { items: [line(listings[0], 2), line(listings[1], 1)], address };

    const first = await api("POST", "/api/orders/", { token, json, headers: withKey(key) });
    const retry = await api("POST", "/api/orders/", { token, json, headers: withKey(key) });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.data).toEqual(first.data);
    expect(first.data.orders).toHaveLength(2);
    expect(await ordersOf(user.id)).toHaveLength(2);
    expect([await stockOf(listings[0].id), await stockOf(listings[1].id)]).toEqual([3, 4]);
    const keys = await db.select().from(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.user_id, user.id));
    expect(keys.map((k) => [k.key, k.checkout_id])).toEqual([[key, first.data.checkout_id]]);
  });

  it("makes one checkout of ten simultaneous requests with one key; all answer with it", async () => {
    const { listings } = await shop(1, { stock: 50 });
    const { user, token } = await shopper();
    const key = unique("key-");
    const json = { items: [line(listings[0], 3)], address };
    const results = await Promise.all(Array.from({ length: 10 }, () => api("POST", "/api/orders/", { token, json, headers: withKey(key) })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.data.checkout_id)).size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(listings[0].id)).toBe(47);
  });

  it("answers the twins of a checkout that took the last unit with that checkout, not out_of_stock", async () => {
    const { listings } = await shop(1, { stock: 1 });
    const { user, token } = await shopper();
    const key = unique("key-");
    const json = { items: [line(listings[0], 1)], address };
    const results = await Promise.all(Array.from({ length: 8 }, () => api("POST", "/api/orders/", { token, json, headers: withKey(key) })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(7);
    expect(new Set(results.map((r) => r.data.checkout_id)).size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(listings[0].id)).toBe(0);
  });

  it("answers a reused key with its first checkout even when the payload differs", async () => {
    const { listings } = await shop(2, { stock: 5 });
    const { user, token } = await shopper();
    const key = unique("key-");
    const first = await api("POST", "/api/orders/", { token, json: { items: [line(listings[0])], address }, headers: withKey(key) });
    const other = await api("POST", "/api/orders/", { token, json: { items: [line(listings[1], 4)], address }, headers: withKey(key) });
    expect(other.status).toBe(200);
    expect(other.data.checkout_id).toBe(first.data.checkout_id);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await stockOf(listings[1].id)).toBe(5);
  });

  it("keeps keys per user: another shopper's same key is a new checkout", async () => {
    const { listings } = await shop(1, { stock: 5 });
    const key = unique("key-");
    const one = await shopper();
    const two = await shopper();
    const json = { items: [line(listings[0])], address };
    const a = await api("POST", "/api/orders/", { token: one.token, json, headers: withKey(key) });
    const b = await api("POST", "/api/orders/", { token: two.token, json, headers: withKey(key) });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.data.checkout_id).not.toBe(b.data.checkout_id);
    expect(await stockOf(listings[0].id)).toBe(3);
  });

  it("does not spend the key on a refused checkout: the corrected retry goes through", async () => {
    const { listings } = await shop(1, { stock: 5 });
    const { user, token } = await shopper();
    const key = unique("key-");
    const stale = await api("POST", "/api/orders/", { token, json: { items: [line(listings[0], 1, "1.00")], address }, headers: withKey(key) });
    expect(stale.status).toBe(409);
    expect(stale.data.code).toBe("price_changed");
    const fixed = await api("POST", "/api/orders/", { token, json: { items: [line(listings[0])], address }, headers: withKey(key) });
    expect(fixed.status).toBe(201);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it.each([
    ["empty", ""],
    ["201 characters", "k".repeat(201)],
  ])("refuses an %s key with 400, writing nothing", async (_name, key) => {
    const { listings } = await shop(1);
    const { user, token } = await shopper();
    const before = await snapshot(user.id, listings);
    const res = await api("POST", "/api/orders/", { token, json: { items: [line(listings[0])], address }, headers: withKey(key) });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "Idempotency-Key must be 1 to 200 characters." });
    expect(await snapshot(user.id, listings)).toEqual(before);
  });

  it("accepts a 200-character key", async () => {
    const { listings } = await shop(1);
    const { token } = await shopper();
    const key = unique("k").padEnd(200, "x");
    const res = await api("POST", "/api/orders/", { token, json: { items: [line(listings[0])], address }, headers: withKey(key) });
    expect(res.status).toBe(201);
  });
});
