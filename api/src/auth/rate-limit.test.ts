import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAttempts } from "../../db/schema";
import { createUser, db, PASSWORD, unique } from "../../test/factories";
import { ADDRESS_LIMIT, attemptKeys, IDENTIFIER_LIMIT, WINDOW_SECONDS } from "./rate-limit";
import { attemptRow, login } from "./test-helpers";

const fail = (identifier: string, ip = unique("addr-")) => login(identifier, "Wrong-Pass-1", ip);

function expectTooMany(res: { status: number; data: any; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.data.detail).toMatch(/^Too many login attempts\. Try again in (1[0-5]|[1-9]) minutes?\.$/);
  const retry = Number(res.headers.get("retry-after"));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(res.data.detail).toContain(`in ${Math.ceil(retry / 60)} minute`);
}

describe("login rate limiting", () => {
  it("keys an identifier case- and space-insensitively and falls back to 'unknown' without an address", () => {
    expect(attemptKeys("  Some.One@Example.COM ", undefined).map((k) => k.key)).toEqual(["id:some.one@example.com", "ip:unknown"]);
    expect(attemptKeys("bob", "203.0.113.9").map((k) => [k.key, k.limit])).toEqual([
      ["id:bob", IDENTIFIER_LIMIT],
      ["ip:203.0.113.9", ADDRESS_LIMIT],
    ]);
  });

  it("refuses the 6th attempt after 5 failures for one identifier, even with the right password and from another address", async () => {
    const user = await createUser();
    for (let i = 0; i < IDENTIFIER_LIMIT; i++) expect((await fail(user.username)).status).toBe(401);
    const locked = await login(user.username.toUpperCase(), PASSWORD);
    expectTooMany(locked);
    expect((await attemptRow(`id:${user.username.toLowerCase()}`))?.count).toBe(IDENTIFIER_LIMIT + 1);
  });

  it("refuses any identifier from an address after 20 failures there, while other addresses still sign in", async () => {
    const ip = unique("addr-");
    for (let i = 0; i < ADDRESS_LIMIT; i++) expect((await fail(unique("nobody"), ip)).status).toBe(401);
    const user = await createUser();
    expectTooMany(await login(user.username, PASSWORD, ip));
    // The refused attempt checked no password, so it is not charged to the identifier.
    expect(await attemptRow(`id:${user.username.toLowerCase()}`)).toMatchObject({ count: 0 });
    expect((await login(user.username, PASSWORD)).status).toBe(200);
  });

  it("clears the identifier's counter on success and gives the address its slot back", async () => {
    const user = await createUser();
    const ip = unique("addr-");
    for (let i = 0; i < IDENTIFIER_LIMIT - 1; i++) await fail(user.username, ip);
    expect((await login(user.username, PASSWORD, ip)).status).toBe(200);
    expect(await attemptRow(`id:${user.username.toLowerCase()}`)).toBeUndefined();
    expect((await attemptRow(`ip:${ip}`))?.count).toBe(IDENTIFIER_LIMIT - 1);
    // A fresh allowance of 5 failures, then the lock.
    for (let i = 0; i < IDENTIFIER_LIMIT; i++) expect((await fail(user.username)).status).toBe(401);
    expectTooMany(await fail(user.username));
  });

  it("opens again once the 15-minute window has passed", async () => {
    const user = await createUser();
    for (let i = 0; i < IDENTIFIER_LIMIT; i++) await fail(user.username);
    expect((await login(user.username, PASSWORD)).status).toBe(429);
    const key = `id:${user.username.toLowerCase()}`;
    await db
      .update(loginAttempts)
      .set({ window_start: Math.floor(Date.now() / 1000) - WINDOW_SECONDS - 1 })
      .where(eq(loginAttempts.key, key));
    expect((await login(user.username, PASSWORD)).status).toBe(200);
  });

  it("holds the limit for a burst of parallel attempts", async () => {
    const user = await createUser();
    const results = await Promise.all(Array.from({ length: 8 }, () => fail(user.username)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(IDENTIFIER_LIMIT).fill(401), ...Array(8 - IDENTIFIER_LIMIT).fill(429)]);
  });
});
