// Helpers for the identity tests (the shared factories stay untouched).
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { loginAttempts, loginLocks, refreshTokens, users } from "../../db/schema";
import { api, db, unique } from "../../test/factories";

/** A client address of its own, so one test's failed logins never count against another's. */
export const address = () => unique("addr-");

/** A login from an address (a fresh one unless given), with a Cookie header when given (a device cookie). */
export function login(identifier: unknown, password: unknown, ip = address(), cookie?: string) {
  return api("POST", "/api/auth/login/", { json: { identifier, password }, headers: { "cf-connecting-ip": ip, ...(cookie ? { cookie } : {}) } });
}

/** No response may carry a password or its hash. */
export function expectNoSecrets(res: { data: unknown }, ...passwords: string[]) {
  const body = JSON.stringify(res.data ?? "");
  for (const p of passwords) expect(body).not.toContain(p);
  expect(body).not.toContain("pbkdf2");
  expect(body).not.toContain("password_hash");
}

export const userRow = (id: number) => db.select().from(users).where(eq(users.id, id)).get();

export const usersNamed = async (name: string) =>
  (await db
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .where(eq(sql`lower(${users.username})`, name.toLowerCase()))
    .get())!.n;

export const liveRefreshCount = async (userId: number) =>
  (await db
    .select({ n: sql<number>`count(*)` })
    .from(refreshTokens)
    .where(sql`${refreshTokens.user_id} = ${userId} and ${refreshTokens.revoked_at} is null`)
    .get())!.n;

export const attemptRow = (key: string) => db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).get();

export const lockRow = (key: string) => db.select().from(loginLocks).where(eq(loginLocks.key, key)).get();

/** The `name=value` of the device cookie an answer sets (for a Cookie header), and its whole Set-Cookie line. */
export function deviceCookie(res: { headers: Headers }): { pair: string; line: string } | undefined {
  const line = res.headers.getSetCookie().find((l) => l.startsWith("aswaq_device_"));
  return line ? { pair: line.split(";")[0], line } : undefined;
}

/** A phone number nobody else in the run has. */
export const phone = () => `+20${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
