// The account's sessions (issue 28 point 5): each sign-in is listed with its device and place,
// and ending one signs that browser out on its next request while the others go on.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createUser, db, PASSWORD } from "../../test/factories";
import { parseUserAgent } from "./sessions";
import { address } from "./test-helpers";

const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A sign-in from a browser: its tokens. */
async function signIn(username: string, ua: string, country?: string) {
  const res = await api("POST", "/api/auth/login/", {
    json: { identifier: username, password: PASSWORD },
    headers: { "cf-connecting-ip": address(), "user-agent": ua, ...(country ? { "cf-ipcountry": country } : {}) },
  });
  expect(res.status).toBe(200);
  return res.data as { access: string; refresh: string };
}

const list = (token: string | undefined) => api("GET", "/api/auth/sessions/", { token });
const end = (id: string, token: string | undefined) => api("DELETE", `/api/auth/sessions/${encodeURIComponent(id)}/`, { token });
const sessionRow = (id: string) => db.select().from(sessions).where(eq(sessions.id, id)).get();

describe("reading the device from a User-Agent", () => {
  it.each([
    [CHROME_ANDROID, "Chrome", "Android"],
    [FIREFOX_WINDOWS, "Firefox", "Windows"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari",
      "iOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge",
      "Windows",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome", "macOS"],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      "Samsung Internet",
      "Android",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome", "Linux"],
    ["curl/8.5.0", null, null],
    ["", null, null],
  ])("%s", (ua, browser, os) => {
    expect(parseUserAgent(ua)).toEqual({ browser, os });
  });
});

describe("the account's sessions", () => {
  it("lists both sign-ins with their device and country, the caller's marked current", async () => {
    const user = await createUser();
    const phone = await signIn(user.username, CHROME_ANDROID, "EG");
    const laptop = await signIn(user.username, FIREFOX_WINDOWS);
    const res = await list(phone.access);
    expect(res.status).toBe(200);
    expect(res.data).toHaveLength(2);
    const mine = res.data.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({ device: "Chrome on Android", browser: "Chrome", os: "Android", country: "EG", current: true });
    const other = res.data.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ device: "Firefox on Windows", country: null, current: false });
    expect(Object.keys(other).sort()).toEqual(["browser", "country", "created_at", "current", "device", "id", "last_used_at", "os"]);
    // From the other browser, the other one is current.
    const fromLaptop = await list(laptop.access);
    expect(fromLaptop.data.find((s: { current: boolean }) => s.current).id).toBe(other.id);
  });

  it("ending one session refuses its access token on the next request and its refresh token; the other goes on", async () => {
    const user = await createUser();
    const phone = await signIn(user.username, CHROME_ANDROID);
    const laptop = await signIn(user.username, FIREFOX_WINDOWS);
    const other = (await list(phone.access)).data.find((s: { current: boolean }) => !s.current);

    expect((await api("GET", "/api/auth/profile/", { token: laptop.access })).status).toBe(200);
    const res = await end(other.id, phone.access);
    expect(res.status).toBe(204);

    expect((await api("GET", "/api/auth/profile/", { token: laptop.access })).status).toBe(401);
    const refused = await api("POST", "/api/auth/token/refresh/", { json: { refresh: laptop.refresh } });
    expect(refused.status).toBe(401);
    expect(refused.data.code).toBe("token_not_valid");

    // The phone is still signed in, refreshes, and its list shows itself only.
    expect((await api("GET", "/api/auth/profile/", { token: phone.access })).status).toBe(200);
    const renewed = await api("POST", "/api/auth/token/refresh/", { json: { refresh: phone.refresh } });
    expect(renewed.status).toBe(200);
    const after = await list(renewed.data.access);
    expect(after.data.map((s: { current: boolean }) => s.current)).toEqual([true]);
    // Ending it again is a 404: it is no longer active.
    expect((await end(other.id, renewed.data.access)).status).toBe(404);
  });

  it("a refresh moves the session's last use and keeps it the same session", async () => {
    const user = await createUser();
    const phone = await signIn(user.username, CHROME_ANDROID);
    const [before] = (await list(phone.access)).data;
    await new Promise((r) => setTimeout(r, 20));
    const renewed = await api("POST", "/api/auth/token/refresh/", { json: { refresh: phone.refresh } });
    const [after] = (await list(renewed.data.access)).data;
    expect(after.id).toBe(before.id);
    expect(after.current).toBe(true);
    expect(after.device).toBe("Chrome on Android");
    expect(after.last_used_at > before.last_used_at).toBe(true);
  });

  it("ending all others keeps the caller's own", async () => {
    const user = await createUser();
    const a = await signIn(user.username, CHROME_ANDROID);
    const b = await signIn(user.username, FIREFOX_WINDOWS);
    const c = await signIn(user.username, FIREFOX_WINDOWS);
    const res = await api("POST", "/api/auth/sessions/end-others/", { token: b.access });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ended: 2 });
    expect((await api("GET", "/api/auth/profile/", { token: a.access })).status).toBe(401);
    expect((await api("GET", "/api/auth/profile/", { token: c.access })).status).toBe(401);
    expect((await api("POST", "/api/auth/token/refresh/", { json: { refresh: a.refresh } })).status).toBe(401);
    expect((await api("GET", "/api/auth/profile/", { token: b.access })).status).toBe(200);
    expect((await list(b.access)).data).toHaveLength(1);
  });

  it("another user's session is a 404, as one that does not exist, and goes on", async () => {
    const [me, them] = await Promise.all([createUser(), createUser()]);
    const mine = await signIn(me.username, CHROME_ANDROID);
    const theirs = await signIn(them.username, FIREFOX_WINDOWS);
    const [target] = (await list(theirs.access)).data;
    const before = await sessionRow(target.id);
    const res = await end(target.id, mine.access);
    expect(res.status).toBe(404);
    expect(res.data).toEqual({ detail: "Not found." });
    expect((await end("no-such-session", mine.access)).status).toBe(404);
    expect(await sessionRow(target.id)).toEqual(before);
    expect((await api("GET", "/api/auth/profile/", { token: theirs.access })).status).toBe(200);
    expect((await api("POST", "/api/auth/sessions/end-others/", { token: mine.access })).data).toEqual({ ended: 0 });
    expect((await api("GET", "/api/auth/profile/", { token: theirs.access })).status).toBe(200);
  });

  it("logout ends every session, and they leave the list", async () => {
    const user = await createUser();
    const a = await signIn(user.username, CHROME_ANDROID);
    await signIn(user.username, FIREFOX_WINDOWS);
    expect((await api("POST", "/api/auth/logout/", { json: { refresh: a.refresh }, token: a.access })).status).toBe(205);
    const rows = await db.select().from(sessions).where(eq(sessions.user_id, user.id)).all();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.ended_at !== null)).toBe(true);
  });
});

describe("GET /api/auth/sessions/ access", () => {
  // Everyone signed in sees their own sessions only (the matrix signs each caller in once).
  accessMatrix(
    { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async () => {
        const victim = await createUser();
        await signIn(victim.username, CHROME_ANDROID);
        return { victim };
      },
      call: ({ token }) => list(token),
      allowed: async ({ user }, res) => {
        const own = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, user!.id)).all();
        expect(res.data.map((s: { id: string }) => s.id).sort()).toEqual(own.map((s) => s.id).sort());
        expect(res.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      },
    },
  );
});

describe("DELETE /api/auth/sessions/{id}/ access", () => {
  // Only the session's own user may end it; for everyone else it does not exist.
  accessMatrix(
    {
      guest: 401,
      customer: 404,
      otherOwner: 404,
      owner: 404,
      manager: 404,
      otherManager: 404,
      superAdmin: 404,
      "the session's user": 204,
    },
    {
      setup: async () => {
        const victim = await createUser();
        const tokens = await signIn(victim.username, CHROME_ANDROID);
        const [s] = (await list(tokens.access)).data;
        return { victim, tokens, id: s.id as string };
      },
      extra: { "the session's user": (_w, f) => f.victim },
      state: ({ fixture }) => sessionRow(fixture.id),
      call: ({ fixture, token }) => end(fixture.id, token),
      allowed: async ({ fixture }) => {
        expect((await sessionRow(fixture.id))?.ended_at).not.toBeNull();
        expect((await api("GET", "/api/auth/profile/", { token: fixture.tokens.access })).status).toBe(401);
      },
      refused: async ({ fixture }) => {
        expect((await api("GET", "/api/auth/profile/", { token: fixture.tokens.access })).status).toBe(200);
      },
    },
  );
});

describe("POST /api/auth/sessions/end-others/ access", () => {
  // Each caller ends their own other sessions, never another user's.
  accessMatrix(
    { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async () => {
        const victim = await createUser();
        return { victim, tokens: await signIn(victim.username, CHROME_ANDROID) };
      },
      state: ({ fixture }) => db.select().from(sessions).where(eq(sessions.user_id, fixture.victim.id)).all(),
      call: ({ token }) => api("POST", "/api/auth/sessions/end-others/", { token }),
      allowed: async ({ fixture, token }, res, before) => {
        expect(res.data).toEqual({ ended: 0 });
        expect(await db.select().from(sessions).where(eq(sessions.user_id, fixture.victim.id)).all()).toEqual(before);
        expect((await api("GET", "/api/auth/profile/", { token })).status).toBe(200);
      },
    },
  );
});
