// Helpers for the identity tests (the shared factories stay untouched).
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { loginAttempts, refreshTokens, users } from "../../db/schema";
import { api, db, unique } from "../../test/factories";

/** A client address of its own, so one test's failed logins never count against another's. */
export const address = () => unique("addr-");

export function login(identifier: unknown, password: unknown, ip = address()) {
  return api("POST", "/api/auth/login/", { json: { identifier, password }, headers: { "cf-connecting-ip": ip } });
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

/** A phone number nobody else in the run has. */
export const phone = () => `+20${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
