import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAttempts } from "../../db/schema";
import { api, createUser, db, PASSWORD, unique } from "../../test/factories";
import worker from "../index";
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, loginKeys, WINDOW_SECONDS } from "./rate-limit";
import { address, attemptRow, login, phone } from "./test-helpers";

const fail = (identifier: string, ip = address()) => login(identifier, "Wrong-Pass-1", ip);

function expectTooMany(res: { status: number; data: { detail?: string }; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.data.detail).toMatch(/^Too many login attempts\. Try again in (1[0-5]|[1-9]) minutes?\.$/);
  const retry = Number(res.headers.get("retry-after"));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(res.data.detail).toContain(`in ${Math.ceil(retry / 60)} minute`);
}

/** An account that has had ACCOUNT_LIMIT failures from one (attacker's) address. */
async function attacked(overrides = {}) {
  const user = await createUser(overrides);
  const attacker = address();
  for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await fail(user.username, attacker)).status).toBe(401);
  return { user, attacker };
}

describe("login limits: counted per account and per address", () => {
  it("keys a known account by its id, an unknown name by its text (case- and space-insensitively), an unknown address as 'unknown'", () => {
    expect(loginKeys(undefined, "  Some.One@Example.COM ", null)).toEqual({
      account: { key: "id:some.one@example.com", limit: ACCOUNT_LIMIT },
      address: { key: "ip:unknown", limit: ADDRESS_LIMIT },
    });
    expect(loginKeys(42, "bob", "203.0.113.9")).toEqual({
      account: { key: "acct:42", limit: ACCOUNT_LIMIT },
      address: { key: "ip:203.0.113.9", limit: ADDRESS_LIMIT },
    });
  });

  it("counts the username, e-mail and phone of one account together", async () => {
    const user = await createUser({ email: `${unique("mail")}@example.com`, phone_number: phone() });
    const ip = address();
    for (const name of [user.username, user.email!, user.phone_number!, user.username.toUpperCase(), ` ${user.email!.toUpperCase()}`]) {
      expect((await fail(name, ip)).status).toBe(401);
    }
    expect((await attemptRow(`acct:${user.id}`))?.count).toBe(ACCOUNT_LIMIT);
    expect(await attemptRow(`id:${user.username.toLowerCase()}`)).toBeUndefined();
    // The 6th try from that address is refused, by any of the names, even with the right password.
    expectTooMany(await login(user.phone_number!, PASSWORD, ip));
  });

  it("counts a name nobody has by its text, so probing is limited too", async () => {
    const ghost = unique("ghost");
    const ip = address();
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await fail(ghost, ip)).status).toBe(401);
    expect((await attemptRow(`id:${ghost.toLowerCase()}`))?.count).toBe(ACCOUNT_LIMIT);
    expectTooMany(await fail(ghost.toUpperCase(), ip));
  });
});

describe("login limits slow an attacker down without locking the customer out", () => {
  it("lets the right password in from an address with no recent failures, after 5 failures elsewhere", async () => {
    const { user, attacker } = await attacked();
    expectTooMany(await login(user.username, PASSWORD, attacker)); // the failing address: refused
    const customer = address();
    const res = await login(user.username, PASSWORD, customer);
    expect(res.status).toBe(200);
    expect((await api("GET", "/api/auth/profile/", { token: res.data.access })).data.id).toBe(user.id);
    // Success clears the account's count and gives the address its slot back.
    expect(await attemptRow(`acct:${user.id}`)).toBeUndefined();
    expect((await attemptRow(`ip:${customer}`))?.count).toBe(0);
  });

  it("checks one password from a clean address, then refuses that address too while the account is over its limit", async () => {
    const { user } = await attacked();
    const elsewhere = address();
    expect((await fail(user.username, elsewhere)).status).toBe(401); // checked: a clean address
    const refused = await login(user.username, PASSWORD, elsewhere);
    expectTooMany(refused);
    // The refused attempt checked no password: it is not counted against the address.
    expect((await attemptRow(`ip:${elsewhere}`))?.count).toBe(1);
    // Still, a third address gets in with the right password.
    expect((await login(user.username, PASSWORD, address())).status).toBe(200);
  });

  it("lets the failing address try again when the account's window has passed", async () => {
    const { user, attacker } = await attacked();
    expectTooMany(await login(user.username, PASSWORD, attacker));
    const stale = Math.floor(Date.now() / 1000) - WINDOW_SECONDS - 1;
    await db
      .update(loginAttempts)
      .set({ window_start: stale })
      .where(eq(loginAttempts.key, `acct:${user.id}`));
    expect((await login(user.username, PASSWORD, attacker)).status).toBe(200);
  });

  it("a success clears the account's count: 5 more failures are allowed before the slow-down", async () => {
    const user = await createUser();
    const ip = address();
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) await fail(user.username, ip);
    expect((await login(user.username, PASSWORD, ip)).status).toBe(200);
    expect(await attemptRow(`acct:${user.id}`)).toBeUndefined();
    expect((await attemptRow(`ip:${ip}`))?.count).toBe(ACCOUNT_LIMIT - 1);
    const other = address();
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await fail(user.username, other)).status).toBe(401);
    expectTooMany(await fail(user.username, other));
  });

  it("holds the limit for a burst of parallel attempts from one address", async () => {
    const user = await createUser();
    const ip = address();
    const results = await Promise.all(Array.from({ length: 8 }, () => fail(user.username, ip)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(ACCOUNT_LIMIT).fill(401), ...Array(8 - ACCOUNT_LIMIT).fill(429)]);
    expect((await attemptRow(`ip:${ip}`))?.count).toBe(ACCOUNT_LIMIT);
  });
});

describe("login limits per address", () => {
  it("refuses any account from an address after 20 failures there, while other addresses still sign in", async () => {
    const ip = address();
    for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await fail(unique("nobody"), ip)).status).toBe(401);
    const user = await createUser();
    expectTooMany(await login(user.username, PASSWORD, ip));
    // The refused attempt checked no password, so it is not charged to the account.
    expect(await attemptRow(`acct:${user.id}`)).toMatchObject({ count: 0 });
    expect((await login(user.username, PASSWORD)).status).toBe(200);
  });

  it("ignores CF-Connecting-IP unless the deployment says Cloudflare sets it: every such request is one 'unknown' address", async () => {
    const spoofed = address();
    const ghost = unique("ghost");
    const untrusted = { ...env, TRUST_CF_CONNECTING_IP: undefined };
    const res = await worker.fetch!(
      new Request("http://api.test/api/auth/login/", {
        method: "POST",
        headers: { "content-type": "application/json", "cf-connecting-ip": spoofed },
        body: JSON.stringify({ identifier: ghost, password: "Wrong-Pass-1" }),
      }) as never,
      untrusted,
      createExecutionContext(),
    );
    expect(res.status).toBe(401);
    expect(await attemptRow(`ip:${spoofed}`)).toBeUndefined();
    expect((await attemptRow("ip:unknown"))?.count).toBeGreaterThan(0);
    expect((await attemptRow(`id:${ghost.toLowerCase()}`))?.count).toBe(1);
  });
});
