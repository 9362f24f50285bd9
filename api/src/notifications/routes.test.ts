// The inbox, the preferences and the delivery log (routes.ts): who may call them, and what they
// answer. Every user sees only their own notifications.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationDeliveries, notifications } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createUser, db, tokenFor } from "../../test/factories";
import { noticesOf, written } from "./test-helpers";

const failedRun = (to: number, run_id = 1) => ({ kind: "publish_failed" as const, to, payload: { run_id, error: "boom" } });
const readAt = async (id: number) => (await db.select({ r: notifications.read_at }).from(notifications).where(eq(notifications.id, id)).get())?.r;

describe("access", () => {
  describe("GET /notifications/", () => {
    accessMatrix(
      { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
      { call: ({ token }) => api("GET", "/api/notifications/", { token }) },
    );
  });

  describe("POST /notifications/{id}/read/ (the customer's notification)", () => {
    accessMatrix(
      { guest: 401, customer: 200, otherOwner: 404, owner: 404, manager: 404, otherManager: 404, superAdmin: 404 },
      {
        setup: async ({ users }) => written(failedRun(users.customer.id)),
        call: ({ token, fixture }) => api("POST", `/api/notifications/${fixture}/read/`, { token }),
        state: ({ fixture }) => readAt(fixture),
        allowed: async ({ fixture }) => expect(await readAt(fixture)).not.toBeNull(),
      },
    );
  });

  describe("POST /notifications/read-all/", () => {
    accessMatrix(
      { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
      {
        // The customer's notification: nobody else's call may read it.
        setup: async ({ users }) => written(failedRun(users.customer.id)),
        call: ({ token }) => api("POST", "/api/notifications/read-all/", { token }),
        allowed: async ({ fixture, actor }) => expect(await readAt(fixture)).toEqual(actor === "customer" ? expect.any(String) : null),
      },
    );
  });

  describe("GET and PUT /notifications/preferences/", () => {
    accessMatrix(
      { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
      { call: ({ token }) => api("GET", "/api/notifications/preferences/", { token }) },
    );
    accessMatrix(
      { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
      {
        call: ({ token }) => api("PUT", "/api/notifications/preferences/", { token, json: { order_status: { email: false } } }),
        allowed: (_, res) => expect(res.data.kinds.find((k: { kind: string }) => k.kind === "order_status")).toMatchObject({ email: false }),
      },
    );
  });

  describe("GET /notifications/deliveries/", () => {
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 200 },
      { call: ({ token }) => api("GET", "/api/notifications/deliveries/", { token }) },
    );
  });
});

describe("the inbox", () => {
  it("pages the caller's notifications newest first by cursor, in the request's language, with the unread count", async () => {
    const me = await createUser();
    const other = await createUser();
    const token = await tokenFor(me);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push(await written(failedRun(me.id, i)));
    await written(failedRun(other.id, 99));
    const first = await api("GET", "/api/notifications/?page_size=2", { token });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ count: 5, count_capped: false, unread_count: 5, previous: null });
    expect(first.data.results.map((n: { id: number }) => n.id)).toEqual([ids[4], ids[3]]);
    expect(first.data.results[0]).toMatchObject({
      kind: "publish_failed",
      title: "Publish run 5 failed",
      link: "/en/admin/publish/",
      payload: { run_id: 5, error: "boom" },
      read_at: null,
    });
    const second = await api("GET", first.data.next, { token });
    expect(second.data.results.map((n: { id: number }) => n.id)).toEqual([ids[2], ids[1]]);
    const third = await api("GET", second.data.next, { token });
    expect(third.data.results.map((n: { id: number }) => n.id)).toEqual([ids[0]]);
    expect(third.data.next).toBeNull();
    const back = await api("GET", third.data.previous, { token });
    expect(back.data.results.map((n: { id: number }) => n.id)).toEqual([ids[2], ids[1]]);
    const arabic = await api("GET", "/api/notifications/?page_size=1", { token, headers: { "accept-language": "ar" } });
    expect(arabic.data.results[0]).toMatchObject({ title: "فشل النشر رقم 5", link: "/ar/admin/publish/" });
    expect((await api("GET", "/api/notifications/?cursor=nope", { token })).status).toBe(404);
  });

  it("marks one read (the first time stays), then all; another's is a 404", async () => {
    const me = await createUser();
    const token = await tokenFor(me);
    const [a, b, c] = [await written(failedRun(me.id)), await written(failedRun(me.id)), await written(failedRun(me.id))];
    const res = await api("POST", `/api/notifications/${a}/read/`, { token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: a, read_at: expect.any(String) });
    const again = await api("POST", `/api/notifications/${a}/read/`, { token });
    expect(again.data.read_at).toBe(res.data.read_at);
    expect((await api("GET", "/api/notifications/", { token })).data.unread_count).toBe(2);
    const all = await api("POST", "/api/notifications/read-all/", { token });
    expect(all.data).toEqual({ marked: 2, unread_count: 0 });
    expect(await readAt(b)).not.toBeNull();
    expect(await readAt(c)).not.toBeNull();
    const stranger = await tokenFor(await createUser());
    expect((await api("POST", `/api/notifications/${a}/read/`, { token: stranger })).status).toBe(404);
    expect((await api("POST", "/api/notifications/999999999/read/", { token })).status).toBe(404);
  });
});

describe("preferences", () => {
  it("answers every kind with its channels (security notices always on, WhatsApp unavailable here)", async () => {
    const token = await tokenFor(await createUser());
    const res = await api("GET", "/api/notifications/preferences/", { token });
    expect(res.data.whatsapp_available).toBe(false);
    expect(res.data.kinds.find((k: { kind: string }) => k.kind === "password_changed")).toEqual({
      kind: "password_changed",
      security: true,
      in_app: true,
      email: true,
      whatsapp: true,
    });
    expect(res.data.kinds.find((k: { kind: string }) => k.kind === "publish_done")).toMatchObject({ security: false, email: false });
  });

  it("saves what is sent and keeps the rest", async () => {
    const token = await tokenFor(await createUser());
    await api("PUT", "/api/notifications/preferences/", { token, json: { order_status: { email: false }, publish_done: { email: true } } });
    const res = await api("PUT", "/api/notifications/preferences/", { token, json: { order_status: { whatsapp: false } } });
    expect(res.status).toBe(200);
    const kind = (k: string) => res.data.kinds.find((x: { kind: string }) => x.kind === k);
    expect(kind("order_status")).toMatchObject({ email: false, whatsapp: false });
    expect(kind("publish_done")).toMatchObject({ email: true });
    expect(kind("order_placed")).toMatchObject({ email: true, whatsapp: true });
  });

  it("refuses to turn a security notice off (400 naming it) and saves nothing of that request", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const res = await api("PUT", "/api/notifications/preferences/", {
      token,
      json: { order_status: { email: false }, password_changed: { email: false }, email_changed: { whatsapp: false } },
    });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      password_changed: ["Security notices cannot be turned off."],
      email_changed: ["Security notices cannot be turned off."],
    });
    const now = await api("GET", "/api/notifications/preferences/", { token, headers: { "accept-language": "ar" } });
    expect(now.data.kinds.find((k: { kind: string }) => k.kind === "order_status")).toMatchObject({ email: true });
    const arabic = await api("PUT", "/api/notifications/preferences/", {
      token,
      json: { password_changed: { email: false } },
      headers: { "accept-language": "ar" },
    });
    expect(arabic.data).toEqual({ password_changed: ["لا يمكن إيقاف تنبيهات الأمان."] });
    // Turning it "on" is allowed (it is on).
    expect((await api("PUT", "/api/notifications/preferences/", { token, json: { password_changed: { email: true } } })).status).toBe(200);
  });

  it("refuses an unknown kind or channel, and a value that is not a boolean", async () => {
    const token = await tokenFor(await createUser());
    for (const json of [{ nope: { email: true } }, { order_status: { sms: true } }, { order_status: { email: "no" } }]) {
      expect((await api("PUT", "/api/notifications/preferences/", { token, json })).status).toBe(400);
    }
  });
});

describe("the delivery log", () => {
  it("pages every delivery newest first for a super admin, filtered by status and channel", async () => {
    const user = await createUser();
    const id = await written(failedRun(user.id));
    const row = (channel: "email" | "whatsapp", status: "sent" | "failed" | "dead") => ({
      notification_id: id,
      user_id: user.id,
      kind: "publish_failed" as const,
      channel,
      idempotency_key: `${id}:${channel}`,
      recipient: "someone",
      status,
      attempts: 2,
      last_error: status === "sent" ? null : "down",
    });
    await db.insert(notificationDeliveries).values([row("email", "sent"), row("whatsapp", "dead")]);
    const token = await tokenFor(await createUser({ role: "super_admin" }));
    const dead = await api("GET", "/api/notifications/deliveries/?status=dead&channel=whatsapp", { token });
    expect(dead.status).toBe(200);
    const mine = dead.data.results.filter((d: { notification_id: number }) => d.notification_id === id);
    expect(mine).toEqual([expect.objectContaining({ channel: "whatsapp", status: "dead", attempts: 2, last_error: "down", recipient: "someone" })]);
    expect(dead.data.results.every((d: { status: string; channel: string }) => d.status === "dead" && d.channel === "whatsapp")).toBe(true);
    expect(dead.data.results[0]).not.toHaveProperty("idempotency_key");
    expect((await api("GET", "/api/notifications/deliveries/?status=lost", { token })).status).toBe(400);
    expect((await noticesOf(user.id)).length).toBe(1);
  });
});
