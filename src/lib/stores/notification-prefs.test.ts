import { describe, expect, it, vi } from "vitest";
import { CODE_KINDS, NOTIFICATION_KINDS, type NotificationPreferences, notificationPreferences, SECURITY_KINDS } from "#contract/notifications";
import { answer, fieldErrorsAnswer } from "../api/answer.test-support";
import { createNotificationPrefs, groupsFor, KIND_GROUPS } from "./notification-prefs";

// One-time codes (ADR 0029) are never in the preferences: the API leaves them out of its answer.
const PREFERENCE_KINDS = NOTIFICATION_KINDS.filter((kind) => !CODE_KINDS.includes(kind));

const prefs = (over: Partial<Record<string, { email: boolean; whatsapp: boolean }>> = {}, whatsapp = false): NotificationPreferences => ({
  whatsapp_available: whatsapp,
  kinds: PREFERENCE_KINDS.map((kind) => ({
    kind,
    security: SECURITY_KINDS.includes(kind),
    in_app: true as const,
    email: true,
    whatsapp: true,
    ...over[kind],
  })),
});

async function loaded(whatsapp = false) {
  const fetcher = vi.fn(async (_path: string, _init?: RequestInit) => answer(notificationPreferences, prefs({}, whatsapp)));
  const form = createNotificationPrefs(fetcher as unknown as typeof fetch);
  await form.load();
  return { form, fetcher };
}

describe("the kinds each role hears of", () => {
  it("groups every kind of the schema once, but the one-time codes", () => {
    expect(KIND_GROUPS.flatMap((g) => g.kinds).sort()).toEqual([...PREFERENCE_KINDS].sort());
  });
  it("a shopper: security and their orders; a merchant: their stores' too; the super admin: publishing as well", () => {
    expect(groupsFor("customer").map((g) => g.group)).toEqual(["security", "shopping"]);
    expect(groupsFor("branch_owner").map((g) => g.group)).toEqual(["security", "shopping", "selling"]);
    expect(groupsFor("super_admin").map((g) => g.group)).toEqual(["security", "shopping", "selling", "publishing"]);
  });
});

describe("the preferences form", () => {
  it("loads the server's switches, which security kinds are, and whether WhatsApp exists", async () => {
    const { form } = await loaded();
    const state = form.$prefs.get();
    expect(state.status).toBe("ready");
    expect(state.whatsappAvailable).toBe(false);
    expect([...state.security].sort()).toEqual(["email_changed", "password_changed"]);
    expect(state.values.order_status).toEqual({ email: true, whatsapp: true });
  });

  it("says so when the server cannot be reached", async () => {
    const form = createNotificationPrefs((async () => new Response("", { status: 500 })) as unknown as typeof fetch);
    await form.load();
    expect(form.$prefs.get().status).toBe("error");
  });

  it("will not turn a security notice off, nor WhatsApp where the deployment has none", async () => {
    const { form } = await loaded(false);
    form.set("password_changed", "email", false);
    form.set("order_status", "whatsapp", false);
    expect(form.$prefs.get().values.password_changed).toEqual({ email: true, whatsapp: true });
    expect(form.$prefs.get().values.order_status).toEqual({ email: true, whatsapp: true });
    expect(form.changes()).toEqual({});
  });

  it("sends only what changed, and a switch turned back is no change", async () => {
    const { form, fetcher } = await loaded(true);
    form.set("order_status", "email", false);
    form.set("order_placed", "whatsapp", false);
    form.set("order_placed", "whatsapp", true);
    expect(form.changes()).toEqual({ order_status: { email: false } });
    fetcher.mockImplementationOnce(async () => answer(notificationPreferences, prefs({ order_status: { email: false, whatsapp: true } }, true)));
    expect(await form.save()).toBe(true);
    const [path, init] = fetcher.mock.calls[1];
    expect(path).toBe("/api/notifications/preferences/");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ order_status: { email: false } });
    expect(form.$prefs.get()).toMatchObject({ outcome: "saved", saving: false, saved: { order_status: { email: false, whatsapp: true } } });
    expect(form.changes()).toEqual({});
  });

  it("sends nothing when nothing changed, and says so", async () => {
    const { form, fetcher } = await loaded();
    expect(await form.save()).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(form.$prefs.get().outcome).toBe("nothingChanged");
  });

  it("puts the server's refusal under its kind, and keeps the switches as they are on screen", async () => {
    const { form, fetcher } = await loaded();
    form.set("order_status", "email", false);
    fetcher.mockImplementationOnce(async () => fieldErrorsAnswer({ "order_status.email": ["Must be true or false."] }));
    expect(await form.save()).toBe(false);
    expect(form.$prefs.get()).toMatchObject({ outcome: "failed", errors: { order_status: "Must be true or false." }, detail: null });
    expect(form.$prefs.get().values.order_status?.email).toBe(false);
    // Changing the kind again clears its message.
    form.set("order_status", "email", true);
    expect(form.$prefs.get().errors).toEqual({});
  });

  it("a failure that names no kind is the form's", async () => {
    const { form, fetcher } = await loaded();
    form.set("order_status", "email", false);
    fetcher.mockImplementationOnce(async () => {
      throw new TypeError("offline");
    });
    expect(await form.save()).toBe(false);
    expect(form.$prefs.get()).toMatchObject({ outcome: "failed", errors: {}, saving: false });
  });
});
