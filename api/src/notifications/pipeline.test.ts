// The pipeline from the outbox to the channels (queue.ts): a change and its notification commit
// together; the consumer sends each (notification, channel) once whatever the queue does (a
// failing send retried, a message duplicated, two consumers or two hand-overs at once); the
// dead letters are recorded; the recipient's language and choices decide what is sent. Only the
// platform is stood in for: the e-mail binding, the queue producer, and WhatsApp's API at the
// network edge (fetch).
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { branchProducts, notificationDeliveries, notifications } from "../../db/schema";
import {
  createBranch,
  createListing,
  createManager,
  createOwnedBranch,
  createProduct,
  createStore,
  api,
  createUser,
  db,
  tokenFor,
  unique,
} from "../../test/factories";
import worker from "../index";
import { notify, notifyBranchStaff } from "./outbox";
import { backoff, DEAD_LETTER_QUEUE, handOver, LEASE_SECONDS, MAX_RETRIES } from "./queue";
import { consumeWith, deliveriesOf, emailBinding, noticesOf, queueBinding, written } from "./test-helpers";

const withEmail = (overrides: Parameters<typeof createUser>[0] = {}) =>
  createUser({ email: `${unique("n")}@example.com`, email_verified: true, phone_verified: true, ...overrides });
/** A unique Egyptian mobile. */
const mobile = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
const run = { kind: "publish_failed" as const, payload: { run_id: 7, error: "boom" } };

afterEach(() => vi.restoreAllMocks());

describe("the outbox", () => {
  it("commits a notification with its change, and none when the change fails", async () => {
    const user = await withEmail();
    const store = await createStore();
    const listing = await createListing(await createBranch(store), await createProduct(store), { stock: 3 });
    // The change fails (stock may not go below 0: a CHECK), so the batch, the notice with it, is undone.
    await expect(
      db.batch([notify(db, { ...run, to: user.id }), db.update(branchProducts).set({ stock: -1 }).where(eq(branchProducts.id, listing.id))]),
    ).rejects.toThrow();
    expect(await noticesOf(user.id)).toEqual([]);
    // The same change that succeeds commits its notice.
    await db.batch([db.update(branchProducts).set({ stock: 2 }).where(eq(branchProducts.id, listing.id)), notify(db, { ...run, to: user.id })]);
    const [row] = await noticesOf(user.id);
    expect(row).toMatchObject({ kind: "publish_failed", read_at: null, handed_at: null, done_at: null });
    expect(JSON.parse(row.payload)).toEqual(run.payload);
  });

  it("notifies the people who run a branch, once each: its store's owner and its manager", async () => {
    const owned = await createOwnedBranch(); // the owner manages this branch too
    const second = await createBranch(owned.store);
    const { manager } = await createManager(second);
    const stranger = await createUser({ role: "branch_owner" });
    const names = { name: "Nile Mart", name_ar: "نايل مارت" };
    const payload = { order_id: 1, store: names, branch: names, total: "10.00", items: 1 };
    await db.batch([notifyBranchStaff(db, owned.branch.id, { kind: "order_received", payload })]);
    expect((await noticesOf(owned.owner.id)).map((n) => n.kind)).toEqual(["order_received"]);
    await db.batch([notifyBranchStaff(db, second.id, { kind: "order_received", payload: { ...payload, order_id: 2 } })]);
    expect(await noticesOf(owned.owner.id)).toHaveLength(2);
    expect((await noticesOf(manager.id)).map((n) => JSON.parse(n.payload).order_id)).toEqual([2]);
    expect(await noticesOf(stranger.id)).toEqual([]);
  });

  it("writes nothing for a recipient who is gone", async () => {
    await db.batch([notify(db, { ...run, to: 2_000_000_000 })]);
    expect(await db.select().from(notifications).where(eq(notifications.user_id, 2_000_000_000))).toEqual([]);
  });
});

describe("the consumer", () => {
  it("retries a failing e-mail with backoff and, when it goes through, has sent it once (attempts recorded)", async () => {
    const user = await withEmail();
    const id = await written({ ...run, to: user.id });
    const email = emailBinding({ failures: 2 });
    const first = await consumeWith({ EMAIL: email.binding }, [id], { attempts: 1 });
    expect(first.retryMessages).toHaveLength(1);
    expect(first.delays).toEqual([backoff(1)]);
    expect(await deliveriesOf(id)).toMatchObject([{ channel: "email", status: "failed", attempts: 1, last_error: "Email Service unavailable (1)" }]);
    const second = await consumeWith({ EMAIL: email.binding }, [id], { attempts: 2 });
    expect(second.delays).toEqual([backoff(2)]);
    expect(backoff(2)).toBeGreaterThan(backoff(1));
    const third = await consumeWith({ EMAIL: email.binding }, [id], { attempts: 3 });
    expect(third.retryMessages).toEqual([]);
    expect(third.explicitAcks).toHaveLength(1);
    expect(email.sent).toHaveLength(1);
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ status: "sent", attempts: 3, last_error: null, recipient: user.email, idempotency_key: `${id}:email` });
    expect(delivery.sent_at).not.toBeNull();
    expect((await noticesOf(user.id))[0].done_at).not.toBeNull();
    // The queue tries again anyway (a duplicate): nothing more is sent.
    await consumeWith({ EMAIL: email.binding }, [id], { attempts: 1 });
    expect(email.sent).toHaveLength(1);
    expect(email.calls()).toBe(3);
  });

  it("sends a duplicated message once, in one batch and in two consumers at once", async () => {
    const user = await withEmail();
    const id = await written({ ...run, to: user.id });
    const email = emailBinding({ delayMs: 30 });
    const results = await Promise.all([
      consumeWith({ EMAIL: email.binding }, [id, id]),
      consumeWith({ EMAIL: email.binding }, [id]),
      consumeWith({ EMAIL: email.binding }, [id]),
    ]);
    expect(email.sent).toHaveLength(1);
    // A consumer that found it being sent tries again after the sender's lease: then nothing is left to send.
    const busy = results.flatMap((r) => r.delays);
    expect(busy.every((d) => d === LEASE_SECONDS)).toBe(true);
    const again = await consumeWith({ EMAIL: email.binding }, [id], { attempts: 2 });
    expect(again.retryMessages).toEqual([]);
    expect(email.sent).toHaveLength(1);
    expect(await deliveriesOf(id)).toMatchObject([{ status: "sent", attempts: 1 }]);
  });

  it("hands each notification to the queue once when two hand-overs run at once, and delivers each once", async () => {
    const users = await Promise.all([withEmail(), withEmail(), withEmail()]);
    const ids = await Promise.all(users.map((u) => written({ ...run, to: u.id })));
    const queue = queueBinding();
    // The minute's sweep and a route's hand-over, twice each, at the same moment.
    await Promise.all([
      handOver({ ...env, NOTIFY_QUEUE: queue.binding }),
      handOver({ ...env, NOTIFY_QUEUE: queue.binding }),
      handOver({ ...env, NOTIFY_QUEUE: queue.binding }, { recipients: users.map((u) => u.id) }),
      handOver({ ...env, NOTIFY_QUEUE: queue.binding }, { recipients: users.map((u) => u.id) }),
    ]);
    const handed = queue.messages.map((m) => m.id).filter((id) => ids.includes(id));
    expect(handed.sort()).toEqual([...ids].sort());
    // Not handed again while it is under way...
    await handOver({ ...env, NOTIFY_QUEUE: queue.binding });
    expect(queue.messages.filter((m) => ids.includes(m.id))).toHaveLength(3);
    // ...and the consumer run twice at once on them sends one e-mail each.
    const email = emailBinding({ delayMs: 20 });
    await Promise.all([consumeWith({ EMAIL: email.binding }, ids), consumeWith({ EMAIL: email.binding }, ids)]);
    expect(email.sent.map((m) => m.to).sort()).toEqual(users.map((u) => u.email).sort());
    // Done: the sweep leaves them, even long after.
    await handOver({ ...env, NOTIFY_QUEUE: queue.binding }, {}, Date.now() + 3600_000);
    expect(queue.messages.filter((m) => ids.includes(m.id))).toHaveLength(3);
  });

  it("is swept to the queue by the worker's minute cron", async () => {
    const user = await withEmail();
    const id = await written({ ...run, to: user.id });
    const queue = queueBinding();
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ cron: "* * * * *" }), { ...env, NOTIFY_QUEUE: queue.binding }, ctx);
    await waitOnExecutionContext(ctx);
    expect(queue.messages.filter((m) => m.id === id)).toHaveLength(1);
    expect((await noticesOf(user.id))[0].handed_at).not.toBeNull();
  });

  it("takes over a delivery whose sender died mid-send once its lease has run out", async () => {
    const user = await withEmail();
    const id = await written({ ...run, to: user.id });
    // A consumer claimed the e-mail and was never heard of again.
    const now = Date.now();
    await db.insert(notificationDeliveries).values({
      notification_id: id,
      user_id: user.id,
      kind: "publish_failed",
      channel: "email",
      idempotency_key: `${id}:email`,
      recipient: user.email!,
      status: "sending",
      attempts: 1,
      lease_until: new Date(now + 60_000).toISOString(),
    });
    const email = emailBinding();
    const early = await consumeWith({ EMAIL: email.binding }, [id], { attempts: 2 });
    expect(early.delays).toEqual([LEASE_SECONDS]);
    expect(email.sent).toHaveLength(0);
    expect((await noticesOf(user.id))[0].done_at).toBeNull();
    await db
      .update(notificationDeliveries)
      .set({ lease_until: new Date(now - 1000).toISOString() })
      .where(eq(notificationDeliveries.notification_id, id));
    const later = await consumeWith({ EMAIL: email.binding }, [id], { attempts: 3 });
    expect(later.retryMessages).toEqual([]);
    expect(email.sent).toHaveLength(1);
    expect(await deliveriesOf(id)).toMatchObject([{ status: "sent", attempts: 2 }]);
  });

  it("hands a notification again when its hand-over was not finished 15 minutes later", async () => {
    const user = await withEmail();
    const id = await written({ ...run, to: user.id });
    const queue = queueBinding();
    await handOver({ ...env, NOTIFY_QUEUE: queue.binding }, { recipients: [user.id] });
    await handOver({ ...env, NOTIFY_QUEUE: queue.binding }, { recipients: [user.id] }, Date.now() + 5 * 60_000);
    expect(queue.messages.filter((m) => m.id === id)).toHaveLength(1);
    await handOver({ ...env, NOTIFY_QUEUE: queue.binding }, { recipients: [user.id] }, Date.now() + 16 * 60_000);
    expect(queue.messages.filter((m) => m.id === id)).toHaveLength(2);
  });

  it("records what was never sent as dead when the message reaches the dead-letter queue", async () => {
    const user = await withEmail();
    const id = await written({ ...run, to: user.id });
    const email = emailBinding({ failures: 99 });
    const last = await consumeWith({ EMAIL: email.binding }, [id], { attempts: MAX_RETRIES + 1 });
    expect(last.retryMessages).toHaveLength(1); // the queue moves it to the dead letters
    await consumeWith({ EMAIL: email.binding }, [id], { queue: DEAD_LETTER_QUEUE });
    expect(await deliveriesOf(id)).toMatchObject([{ status: "dead", attempts: 1, last_error: "Email Service unavailable (1)" }]);
    expect((await noticesOf(user.id))[0].done_at).not.toBeNull();
  });

  it("writes to an Arabic-preferring user in Arabic: subject, right-to-left HTML, plain text and the link", async () => {
    const user = await withEmail({ language: "ar" });
    const id = await written({ kind: "password_changed", to: user.id, payload: {} });
    const email = emailBinding();
    await consumeWith({ EMAIL: email.binding, SITE_ORIGIN: "https://aswaq.test" }, [id]);
    const [m] = email.sent;
    expect(m.subject).toBe("تم تغيير كلمة مرور حسابك في أسواق");
    expect(m.to).toBe(user.email);
    expect(m.html).toContain('<html dir="rtl" lang="ar">');
    expect(m.html).toContain('href="https://aswaq.test/ar/profile/"');
    expect(m.text).toContain("https://aswaq.test/ar/profile/");
    expect(m.text).toContain("تم تغيير كلمة مرور حسابك للتو");
    expect(m.html).not.toMatch(/[<>]script/);
  });

  it("writes an English-preferring user in English, names in English, counts in the right plural", async () => {
    const user = await withEmail({ language: "en" });
    const names = (en: string, ar: string) => ({ name: en, name_ar: ar });
    const line = (order_id: number, items: number) => ({
      order_id,
      store: names("Nile Mart", "نايل مارت"),
      branch: names("Maadi", "المعادي"),
      total: "120.50",
      items,
    });
    const id = await written({ kind: "order_placed", to: user.id, payload: { orders: [line(1, 1), line(2, 3)] } });
    const arabic = await withEmail({ language: "ar" });
    const idAr = await written({ kind: "order_placed", to: arabic.id, payload: { orders: [line(1, 2), line(2, 11)] } });
    const email = emailBinding();
    await consumeWith({ EMAIL: email.binding }, [id, idAr]);
    const [en, ar] = [email.sent.find((m) => m.to === user.email)!, email.sent.find((m) => m.to === arabic.email)!];
    expect(en.subject).toBe("We received your 2 orders");
    expect(en.text).toContain("Order 1 from Nile Mart (Maadi): 1 piece");
    expect(en.text).toContain("Order 2 from Nile Mart (Maadi): 3 pieces");
    expect(ar.subject).toBe("تم استلام طلبان");
    expect(ar.text).toContain("من \u2068نايل مارت\u2069 (\u2068المعادي\u2069): قطعتان");
    expect(ar.text).toContain("11 قطعة");
  });

  it("tells a changed e-mail address to the old address", async () => {
    const user = await withEmail();
    const id = await written({ kind: "email_changed", to: user.id, payload: { old_email: "old@example.com", new_email: user.email } });
    const email = emailBinding();
    await consumeWith({ EMAIL: email.binding }, [id]);
    expect(email.sent.map((m) => m.to)).toEqual(["old@example.com"]);
  });

  it("follows the recipient's choices, and sends security notices whatever they chose", async () => {
    const user = await withEmail();
    await db.insert((await import("../../db/schema")).notificationPreferences).values([
      { user_id: user.id, kind: "publish_failed", channel: "email", enabled: false },
      { user_id: user.id, kind: "password_changed", channel: "email", enabled: false },
    ]);
    const off = await written({ ...run, to: user.id });
    const security = await written({ kind: "password_changed", to: user.id, payload: {} });
    const email = emailBinding();
    await consumeWith({ EMAIL: email.binding }, [off, security]);
    expect(email.sent).toHaveLength(1);
    expect(await deliveriesOf(off)).toEqual([]);
    expect(await deliveriesOf(security)).toMatchObject([{ status: "sent" }]);
  });
});

describe("contacts nobody proved, and codes (ADR 0029)", () => {
  it("an unverified e-mail address receives nothing but the code that proves it", async () => {
    const user = await createUser({ email: `${unique("u")}@example.com` });
    const notice = await written({ kind: "password_changed", to: user.id, payload: {} });
    const code = await written({
      kind: "contact_code",
      to: user.id,
      payload: { channel: "email", address: "new@example.com", code: "123456", minutes: 15 },
    });
    const email = emailBinding();
    await consumeWith({ EMAIL: email.binding }, [notice, code]);
    expect(email.sent.map((m) => [m.to, m.subject])).toEqual([["new@example.com", "123456 is your Aswaq verification code"]]);
    expect(await deliveriesOf(notice)).toEqual([]);
  });

  it("a reset code goes to the verified e-mail only; a changed address is told to the old one only if it was verified", async () => {
    const verified = await withEmail();
    const reset = await written({ kind: "reset_code", to: verified.id, payload: { code: "654321", minutes: 15 } });
    const unproved = await written({
      kind: "email_changed",
      to: verified.id,
      payload: { old_email: "old@example.com", new_email: verified.email, old_verified: false },
    });
    const email = emailBinding();
    await consumeWith({ EMAIL: email.binding }, [reset, unproved]);
    expect(email.sent.map((m) => m.to)).toEqual([verified.email]);
    expect(email.sent[0].text).toContain("654321");
  });

  it("codes never show in the inbox, its unread count or the preferences", async () => {
    const user = await withEmail();
    await written({ kind: "reset_code", to: user.id, payload: { code: "111111", minutes: 15 } });
    await written({ ...run, to: user.id });
    const token = await tokenFor(user);
    const inbox = await api("GET", "/api/notifications/", { token });
    expect(inbox.data).toMatchObject({ unread_count: 1, results: [{ kind: "publish_failed" }] });
    expect(JSON.stringify(inbox.data)).not.toContain("111111");
    const prefs = await api("GET", "/api/notifications/preferences/", { token });
    expect(prefs.data.kinds.map((k: { kind: string }) => k.kind)).not.toContain("reset_code");
  });
});

describe("WhatsApp", () => {
  const GRAPH = "https://graph.stub";
  const on = { WHATSAPP_TOKEN: "wa-token", WHATSAPP_PHONE_NUMBER_ID: "1234567890", WHATSAPP_API_URL: GRAPH };

  /** The Cloud API's answer to "send a message", as documented; anything but the stub is refused. */
  function graph(received: { url: string; auth: string | null; body: Record<string, unknown> }[], { status = 200 } = {}) {
    return vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!request.url.startsWith(GRAPH)) throw new Error(`unexpected outbound request to ${request.url}`);
      received.push({ url: request.url, auth: request.headers.get("authorization"), body: await request.json() });
      if (status !== 200)
        return Response.json({ error: { message: "(#131030) Recipient phone number not in allowed list", code: 131030 } }, { status });
      return Response.json({ messaging_product: "whatsapp", contacts: [{ input: "x", wa_id: "x" }], messages: [{ id: "wamid.TEST" }] });
    });
  }

  it("is off without its secret: nothing is sent there and nothing recorded", async () => {
    const user = await withEmail({ phone_number: mobile() });
    const id = await written({ kind: "password_changed", to: user.id, payload: {} });
    const received: never[] = [];
    const fetch = graph(received);
    await consumeWith({ EMAIL: emailBinding().binding, WHATSAPP_PHONE_NUMBER_ID: "1234567890" }, [id]);
    expect(fetch).not.toHaveBeenCalled();
    expect((await deliveriesOf(id)).map((d) => d.channel)).toEqual(["email"]);
  });

  it("is on with it: the message goes to the Cloud API once, in the user's language, to the number with Egypt's code", async () => {
    const phone = mobile();
    const user = await withEmail({ phone_number: phone, language: "ar" });
    const id = await written({ kind: "password_changed", to: user.id, payload: {} });
    const received: { url: string; auth: string | null; body: Record<string, unknown> }[] = [];
    graph(received);
    await consumeWith({ EMAIL: emailBinding().binding, ...on }, [id, id]);
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe(`${GRAPH}/v21.0/1234567890/messages`);
    expect(received[0].auth).toBe("Bearer wa-token");
    expect(received[0].body).toMatchObject({ messaging_product: "whatsapp", to: `2${phone}`, type: "text" });
    expect((received[0].body.text as { body: string }).body).toContain("تم تغيير كلمة مرور حسابك");
    expect(await deliveriesOf(id)).toMatchObject([
      { channel: "email", status: "sent" },
      { channel: "whatsapp", status: "sent", recipient: phone, provider_id: "wamid.TEST" },
    ]);
  });

  it("records the Cloud API's refusal and retries only WhatsApp", async () => {
    const user = await withEmail({ phone_number: mobile() });
    const id = await written({ kind: "password_changed", to: user.id, payload: {} });
    graph([], { status: 400 });
    const email = emailBinding();
    const result = await consumeWith({ EMAIL: email.binding, ...on }, [id]);
    expect(result.retryMessages).toHaveLength(1);
    const rows = await deliveriesOf(id);
    expect(rows).toMatchObject([
      { channel: "email", status: "sent" },
      { channel: "whatsapp", status: "failed", last_error: "WhatsApp 400: (#131030) Recipient phone number not in allowed list" },
    ]);
    vi.restoreAllMocks();
    graph([]);
    await consumeWith({ EMAIL: email.binding, ...on }, [id], { attempts: 2 });
    expect(email.sent).toHaveLength(1);
    expect(
      await db
        .select()
        .from(notificationDeliveries)
        .where(inArray(notificationDeliveries.notification_id, [id])),
    ).toMatchObject([
      { channel: "email", status: "sent", attempts: 1 },
      { channel: "whatsapp", status: "sent", attempts: 2 },
    ]);
  });
});
