import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginLocks } from "../../db/schema";
import { api, createUser, db, PASSWORD, unique } from "../../test/factories";
import worker from "../index";
import { ADDRESS_LIMIT, FIRST_LOCK_SECONDS, LOCK_AFTER, LOCK_MEMORY_SECONDS, loginKeys, MAX_LOCK_SECONDS, WINDOW_SECONDS } from "./rate-limit";
import { address, attemptRow, deviceCookie, lockRow, login, phone } from "./test-helpers";

const WRONG = "Wrong-Pass-1";
const fail = (identifier: string, ip = address(), cookie?: string) => login(identifier, WRONG, ip, cookie);
const now = () => Math.floor(Date.now() / 1000);

type Res = { status: number; data: { detail?: string }; headers: Headers };

/** The address limit's answer: 429, Retry-After within the 15-minute window. */
function expectTooMany(res: Res) {
  expect(res.status).toBe(429);
  expect(res.data.detail).toMatch(/^Too many login attempts\. Try again in (1[0-5]|[1-9]) minutes?\.$/);
  const retry = Number(res.headers.get("retry-after"));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(WINDOW_SECONDS);
}

/** The account lock's answer: 429 with Retry-After (at most `seconds`) and the lock's own message. */
function expectLocked(res: Res, seconds = FIRST_LOCK_SECONDS) {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get("retry-after"));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(seconds);
  expect(res.data.detail).toBe(
    `Too many failed sign-ins to this account. Try again in ${Math.ceil(retry / 60)} minute${Math.ceil(retry / 60) === 1 ? "" : "s"}, or sign in from a device you have used with it before.`,
  );
}

/** A customer whose own browser has signed in once (holding its device cookie), then LOCK_AFTER failures from as many addresses. */
async function lockedOut() {
  const user = await createUser();
  const own = await login(user.username, PASSWORD);
  expect(own.status).toBe(200);
  const device = deviceCookie(own)!;
  for (let i = 0; i < LOCK_AFTER; i++) expect((await fail(user.username)).status).toBe(401);
  return { user, device: device.pair };
}

/** Moves the key's lock into the past, as if its time had run out (the tests control time through the rows). */
const expire = (key: string, extra: Partial<typeof loginLocks.$inferInsert> = {}) =>
  db
    .update(loginLocks)
    .set({ locked_until: now() - 1, ...extra })
    .where(eq(loginLocks.key, key));

describe("login limits: counted per account whatever the address, and per address", () => {
  it("keys a known account by its id, a device by account and device, an unknown name by its text, an unknown address as 'unknown'", () => {
    expect(loginKeys(undefined, "  Some.One@Example.COM ", null)).toEqual({
      account: "id:some.one@example.com",
      address: { key: "ip:unknown", limit: ADDRESS_LIMIT },
      device: false,
    });
    expect(loginKeys(42, "bob", "203.0.113.9")).toEqual({
      account: "acct:42",
      address: { key: "ip:203.0.113.9", limit: ADDRESS_LIMIT },
      device: false,
    });
    expect(loginKeys(42, "bob", "203.0.113.9", "d".repeat(22))).toMatchObject({ account: `dev:42:${"d".repeat(22)}`, device: true });
    // A device id means nothing for a name nobody has.
    expect(loginKeys(undefined, "bob", null, "d".repeat(22))).toMatchObject({ account: "id:bob", device: false });
  });

  it("counts the username, e-mail and phone of one account together, from any addresses", async () => {
    const user = await createUser({ email: `${unique("mail")}@example.com`, phone_number: phone(), email_verified: true, phone_verified: true });
    for (const name of [user.username, user.email!, user.phone_number!, user.username.toUpperCase()]) {
      expect((await fail(name)).status).toBe(401);
    }
    expect(await lockRow(`acct:${user.id}`)).toMatchObject({ failures: LOCK_AFTER - 1, locked_until: 0 });
    expect(await lockRow(`id:${user.username.toLowerCase()}`)).toBeUndefined();
    expect((await fail(` ${user.email!.toUpperCase()}`)).status).toBe(401); // the 5th: checked, and the account locks
    expect(await lockRow(`acct:${user.id}`)).toMatchObject({ failures: 0, level: 1 });
    expectLocked(await login(user.phone_number!, PASSWORD)); // even the right password, from a fresh address
  });

  it("counts a name nobody has by its text and locks it the same way, so probing is limited and says nothing", async () => {
    const ghost = unique("ghost");
    for (let i = 0; i < LOCK_AFTER; i++) expect((await fail(ghost)).status).toBe(401);
    expect((await lockRow(`id:${ghost.toLowerCase()}`))?.level).toBe(1);
    expectLocked(await fail(ghost.toUpperCase()));
  });

  it("a success before the lock clears the account's count", async () => {
    const user = await createUser();
    for (let i = 0; i < LOCK_AFTER - 1; i++) await fail(user.username);
    expect((await login(user.username, PASSWORD)).status).toBe(200);
    expect(await lockRow(`acct:${user.id}`)).toBeUndefined();
    for (let i = 0; i < LOCK_AFTER; i++) expect((await fail(user.username)).status).toBe(401);
    expectLocked(await fail(user.username));
  });
});

describe("distributed guessing: many addresses, one account (issue 28)", () => {
  it("refuses a concurrent burst from 12 addresses after the limit: 5 checked, 7 refused", async () => {
    const user = await createUser();
    const results = await Promise.all(Array.from({ length: 12 }, () => fail(user.username)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(LOCK_AFTER).fill(401), ...Array(12 - LOCK_AFTER).fill(429)]);
    for (const r of results.filter((r) => r.status === 429)) expectLocked(r);
    expect((await lockRow(`acct:${user.id}`))?.level).toBe(1);
  });

  it("answers the right and a wrong password alike while locked, from fresh addresses", async () => {
    const { user } = await lockedOut();
    const right = await login(user.username, PASSWORD);
    const wrong = await fail(user.username);
    expectLocked(right);
    expectLocked(wrong);
    expect(right.data).toEqual(wrong.data);
    expect(Math.abs(Number(right.headers.get("retry-after")) - Number(wrong.headers.get("retry-after")))).toBeLessThanOrEqual(1);
    expect(deviceCookie(right)).toBeUndefined();
  });

  it("says so in Arabic too", async () => {
    const { user } = await lockedOut();
    const res = await api("POST", "/api/auth/login/", {
      json: { identifier: user.username, password: PASSWORD },
      headers: { "cf-connecting-ip": address(), "accept-language": "ar" },
    });
    expect(res.status).toBe(429);
    expect(res.data.detail).toBe(
      "محاولات دخول فاشلة كثيرة جدًا لهذا الحساب. حاول مرة أخرى بعد دقيقة واحدة، أو سجّل الدخول من جهاز استخدمته معه من قبل.",
    );
  });

  it("lets the owner's own browser in with the right password during the lock, and leaves the lock on for everyone else", async () => {
    const { user, device } = await lockedOut();
    const res = await login(user.username, PASSWORD, address(), device);
    expect(res.status).toBe(200);
    expect((await api("GET", "/api/auth/profile/", { token: res.data.access })).data.id).toBe(user.id);
    // The same device keeps its id: the cookie it gets back is the one it showed.
    expect(deviceCookie(res)?.pair).toBe(device);
    expectLocked(await login(user.username, PASSWORD));
  });

  it("gives a forged, altered or another account's device cookie no allowance", async () => {
    const { user, device } = await lockedOut();
    const other = await createUser();
    const otherDevice = deviceCookie(await login(other.username, PASSWORD))!.pair; // aswaq_device_<other id>=<other id>.<dev>.<sig>
    const [, value] = otherDevice.split("=");
    const [, deviceId, sig] = value.split(".");
    const mine = device.split("=")[1];
    const forged = [
      `aswaq_device_${user.id}=${user.id}.${deviceId}.${sig}`, // another account's device and signature, renamed
      `aswaq_device_${user.id}=${value}`, // another account's cookie under this account's name
      otherDevice, // another account's cookie as it is
      `aswaq_device_${user.id}=${user.id}.${"A".repeat(22)}.${"B".repeat(43)}`, // made up
      `aswaq_device_${user.id}=${mine.slice(0, -2)}${mine.endsWith("AA") ? "BA" : "AA"}`, // its signature altered
      `aswaq_device_${user.id}=${user.id}.${mine.split(".")[1].replace(/^./, (c) => (c === "x" ? "y" : "x"))}.${mine.split(".")[2]}`, // its device id altered
    ];
    for (const cookie of forged) expectLocked(await login(user.username, PASSWORD, address(), cookie));
  });

  it("gives a device its own allowance: its failures lock only itself, not the account nor another device", async () => {
    const user = await createUser();
    const first = deviceCookie(await login(user.username, PASSWORD))!.pair;
    const second = deviceCookie(await login(user.username, PASSWORD))!.pair;
    expect(first).not.toBe(second);
    const deviceId = first.split("=")[1].split(".")[1];
    for (let i = 0; i < LOCK_AFTER; i++) expect((await fail(user.username, address(), first)).status).toBe(401);
    expect((await lockRow(`dev:${user.id}:${deviceId}`))?.level).toBe(1);
    expectLocked(await login(user.username, PASSWORD, address(), first));
    expect(await lockRow(`acct:${user.id}`)).toBeUndefined(); // the account counted none of them
    expect((await login(user.username, PASSWORD, address(), second)).status).toBe(200);
    expect((await login(user.username, PASSWORD)).status).toBe(200);
  });

  it("holds a device's allowance under a concurrent burst", async () => {
    const user = await createUser();
    const device = deviceCookie(await login(user.username, PASSWORD))!.pair;
    const results = await Promise.all(Array.from({ length: 9 }, () => fail(user.username, address(), device)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(LOCK_AFTER).fill(401), ...Array(9 - LOCK_AFTER).fill(429)]);
  });

  it("a device's success does not lift the account's lock for strangers", async () => {
    const { user, device } = await lockedOut();
    expect((await login(user.username, PASSWORD, address(), device)).status).toBe(200);
    expect((await lockRow(`acct:${user.id}`))?.locked_until).toBeGreaterThan(now());
  });
});

describe("the lock grows and expires", () => {
  it("ends when its time is up: the right password from a fresh address gets in, and the state is cleared", async () => {
    const { user } = await lockedOut();
    await expire(`acct:${user.id}`);
    expect((await login(user.username, PASSWORD)).status).toBe(200);
    expect(await lockRow(`acct:${user.id}`)).toBeUndefined();
  });

  it("doubles with every lock in a row, from 1 minute up to 1 hour", async () => {
    const { user } = await lockedOut();
    const key = `acct:${user.id}`;
    const lockFor = async () => {
      const row = (await lockRow(key))!;
      return row.locked_until - row.window_start;
    };
    expect(await lockFor()).toBe(FIRST_LOCK_SECONDS);
    for (const seconds of [120, 240, 480]) {
      await expire(key);
      for (let i = 0; i < LOCK_AFTER; i++) expect((await fail(user.username)).status).toBe(401);
      expectLocked(await fail(user.username), seconds);
      expect(await lockFor()).toBe(seconds);
    }
    await expire(key, { level: 9 });
    for (let i = 0; i < LOCK_AFTER; i++) await fail(user.username);
    const longest = await fail(user.username);
    expectLocked(longest, MAX_LOCK_SECONDS);
    expect(Number(longest.headers.get("retry-after"))).toBeGreaterThan(MAX_LOCK_SECONDS - 5);
    expect(await lockFor()).toBe(MAX_LOCK_SECONDS);
  });

  it("starts again from 1 minute a day after the last lock ended", async () => {
    const { user } = await lockedOut();
    const key = `acct:${user.id}`;
    await expire(key, { locked_until: now() - LOCK_MEMORY_SECONDS - 1, level: 4, window_start: now() - LOCK_MEMORY_SECONDS - 61 });
    for (let i = 0; i < LOCK_AFTER; i++) expect((await fail(user.username)).status).toBe(401);
    expect(await lockRow(key)).toMatchObject({ level: 1 });
    expectLocked(await fail(user.username), FIRST_LOCK_SECONDS);
  });

  it("forgets failures older than the window: 4 failures, a quiet quarter of an hour, 4 more do not lock", async () => {
    const user = await createUser();
    const key = `acct:${user.id}`;
    for (let i = 0; i < LOCK_AFTER - 1; i++) await fail(user.username);
    await db
      .update(loginLocks)
      .set({ window_start: now() - WINDOW_SECONDS - 1 })
      .where(eq(loginLocks.key, key));
    for (let i = 0; i < LOCK_AFTER - 1; i++) expect((await fail(user.username)).status).toBe(401);
    expect(await lockRow(key)).toMatchObject({ failures: LOCK_AFTER - 1, locked_until: 0 });
  });
});

describe("login limits per address", () => {
  it("refuses any account from an address after 20 failures there, without charging the account; other addresses and the owner's device still sign in", async () => {
    const ip = address();
    for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await fail(unique("nobody"), ip)).status).toBe(401);
    const user = await createUser();
    const device = deviceCookie(await login(user.username, PASSWORD))!.pair;
    expectTooMany(await login(user.username, PASSWORD, ip));
    // The refused attempt checked no password, so it is not charged to the account.
    expect(await lockRow(`acct:${user.id}`)).toMatchObject({ failures: 0 });
    expect((await login(user.username, PASSWORD)).status).toBe(200);
    // A device the account knows is counted on its own allowance, not the shared address's.
    expect((await login(user.username, PASSWORD, ip, device)).status).toBe(200);
  });

  it("gives a locked account's refused attempt back to its address", async () => {
    const { user } = await lockedOut();
    const ip = address();
    expectLocked(await fail(user.username, ip));
    expect((await attemptRow(`ip:${ip}`))?.count).toBe(0);
  });

  it("ignores CF-Connecting-IP unless the deployment says Cloudflare sets it: every such request is one 'unknown' address", async () => {
    const spoofed = address();
    const ghost = unique("ghost");
    const untrusted = { ...env, TRUST_CF_CONNECTING_IP: undefined };
    const res = await worker.fetch!(
      new Request("http://api.test/api/auth/login/", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": spoofed },
        body: JSON.stringify({ identifier: ghost, password: WRONG }),
      }) as never,
      untrusted,
      createExecutionContext(),
    );
    expect(res.status).toBe(401);
    expect(await attemptRow(`ip:${spoofed}`)).toBeUndefined();
    expect((await attemptRow("ip:unknown"))?.count).toBeGreaterThan(0);
    expect((await lockRow(`id:${ghost.toLowerCase()}`))?.failures).toBe(1);
  });
});
