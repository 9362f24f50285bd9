// Login rate limiting (docs/decisions/0010, 0027).
//
// Per address: fixed 15-minute windows of failed attempts in `login_attempts`; an address over
// its limit gets 429 for any account.
//
// Per account, whatever the address (`login_locks`): every client without a device cookie for the
// account counts against the account (its username, e-mail and phone are one counter; a name
// nobody has is counted by its text, so probing is limited too). After LOCK_AFTER failures the
// account refuses such clients for FIRST_LOCK_SECONDS, doubling with every lock in a row up to
// MAX_LOCK_SECONDS; so a botnet with a fresh address per guess gets no more guesses than one
// address would. A browser that has signed in to the account before shows its device cookie
// (./device.ts) and is counted on its own key instead: the same allowance, its own lock, never
// the stranger's.
//
// An attempt takes its slot BEFORE the password is checked and gives it back when it
// succeeds. Counting only after a failed check would let a burst of parallel requests all
// pass the limit while the slow hash runs; taking the slot first in one atomic batch holds
// the limit under any concurrency. A refused attempt checks no password, so it says nothing
// about whether the password was right.
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Context } from "hono";
import { loginAttempts, loginLocks } from "../../db/schema";
import type { AppEnv, Db } from "../env";
import { ApiError } from "../lib/errors";
import { say } from "#contract/said";

export const WINDOW_SECONDS = 15 * 60;
export const ADDRESS_LIMIT = 20;
/** The address key of every request whose address is not known (or not trusted). */
export const UNKNOWN_ADDRESS = "unknown";

export interface AttemptKey {
  key: string;
  limit: number;
}

/** Failures per account (or per device) before it locks. */
export const LOCK_AFTER = 5;
/** The first lock; each further lock in a row doubles it, up to MAX_LOCK_SECONDS. */
export const FIRST_LOCK_SECONDS = 60;
export const MAX_LOCK_SECONDS = 60 * 60;
/** A day after the last lock ended, the doubling starts again from FIRST_LOCK_SECONDS. */
export const LOCK_MEMORY_SECONDS = 24 * 60 * 60;

export interface LoginKeys {
  /** The lock key: `acct:<id>`, `id:<name>`, or the device's `dev:<id>:<device id>`. */
  account: string;
  address: AttemptKey;
  /** Whether `account` is a device's key (a trusted browser: its own allowance, no address limit). */
  device: boolean;
}

/**
 * The client's address, or null. `CF-Connecting-IP` is Cloudflare's: set by its edge on every
 * request from outside, and passed on by our web worker through the service binding. Anyone
 * reaching the worker another way (`wrangler dev`'s port) can write it, so it counts only where
 * the deployment sets TRUST_CF_CONNECTING_IP=true (api/wrangler.jsonc; `.dev.vars` turns it off).
 */
export function clientAddress(c: Context<AppEnv>): string | null {
  if (c.env.TRUST_CF_CONNECTING_IP !== "true") return null;
  return c.req.header("cf-connecting-ip")?.trim().slice(0, 64) || null;
}

/**
 * What a login attempt is charged to: the device when the request showed a valid device cookie
 * for the account, else the account (or the unknown name) and the address.
 */
export function loginKeys(accountId: number | undefined, identifier: string, address: string | null, deviceId: string | null = null): LoginKeys {
  const account = accountId === undefined ? `id:${identifier.trim().toLowerCase()}` : `acct:${accountId}`;
  return {
    account: deviceId && accountId !== undefined ? `dev:${accountId}:${deviceId}` : account,
    address: { key: `ip:${address ?? UNKNOWN_ADDRESS}`, limit: ADDRESS_LIMIT },
    device: Boolean(deviceId && accountId !== undefined),
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

// One slot in the current window; a stale window restarts at 1. The count stops at limit + 1,
// which marks the window as full without growing on every refused attempt.
function takeSlot(db: Db, { key, limit }: AttemptKey, now: number) {
  const stale = sql`${loginAttempts.window_start} <= ${now - WINDOW_SECONDS}`;
  return db
    .insert(loginAttempts)
    .values({ key, window_start: now, count: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        window_start: sql`CASE WHEN ${stale} THEN ${now} ELSE ${loginAttempts.window_start} END`,
        count: sql`CASE WHEN ${stale} THEN 1 WHEN ${loginAttempts.count} <= ${limit} THEN ${loginAttempts.count} + 1 ELSE ${loginAttempts.count} END`,
      },
    })
    .returning({ count: loginAttempts.count, window_start: loginAttempts.window_start });
}

const giveBack = (db: Db, key: string) =>
  db
    .update(loginAttempts)
    .set({ count: sql`${loginAttempts.count} - 1` })
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.count, 0)));

/**
 * Charges an attempt to every key. When a key is over its limit, the others get their slot
 * back (a refused attempt checked no password, so it is no failure) and a 429 is thrown.
 */
export async function takeAttempt(db: Db, keys: AttemptKey[], what = "login attempts"): Promise<void> {
  const now = nowSeconds();
  const [first, ...rest] = keys.map((k) => takeSlot(db, k, now));
  const results = await db.batch([first, ...rest]);
  const over = results.map(([row], i) => (row.count > keys[i].limit ? row.window_start + WINDOW_SECONDS - now : 0));
  const retryAfter = Math.max(...over);
  if (retryAfter <= 0) return;
  const refunds = keys.filter((_, i) => over[i] === 0).map((k) => giveBack(db, k.key));
  if (refunds.length) await db.batch([refunds[0], ...refunds.slice(1)]);
  throw tooManyAttempts(Math.max(retryAfter, 1), what);
}

// The lock row's next state when an attempt takes a slot (SQLite's SET sees the old row): the
// count restarts after a quiet window; the LOCK_AFTER-th slot locks the key at once (a success
// of that very attempt deletes the lock again), for FIRST_LOCK_SECONDS << the locks in a row.
function lockSlot(db: Db, key: string, now: number, guard?: ReturnType<typeof sql>) {
  const t = loginLocks;
  const fresh = sql`${t.window_start} <= ${now - WINDOW_SECONDS}`;
  const n = sql`(CASE WHEN ${fresh} THEN 1 ELSE ${t.failures} + 1 END)`;
  const level = sql`(CASE WHEN ${t.locked_until} <= ${now - LOCK_MEMORY_SECONDS} THEN 0 ELSE ${t.level} END)`;
  const locks = sql`${n} >= ${LOCK_AFTER}`;
  const open = and(eq(t.key, key), lte(t.locked_until, now));
  return db
    .update(t)
    .set({
      failures: sql`CASE WHEN ${locks} THEN 0 ELSE ${n} END`,
      window_start: sql`CASE WHEN ${locks} OR ${fresh} THEN ${now} ELSE ${t.window_start} END`,
      level: sql`CASE WHEN ${locks} THEN ${level} + 1 ELSE ${level} END`,
      locked_until: sql`CASE WHEN ${locks} THEN ${now} + MIN(${FIRST_LOCK_SECONDS} << MIN(${level}, 12), ${MAX_LOCK_SECONDS}) ELSE ${t.locked_until} END`,
    })
    .where(guard ? and(open, guard) : open);
}

/**
 * Charges a login attempt, or throws 429 with Retry-After:
 * - a device's attempt: refused while the device is locked (its own failures only);
 * - any other: refused while the account (or unknown name) is locked, whatever the address, or
 *   when the address is over its own limit.
 * The account's slot is taken only when the address lets the attempt through; a refused attempt
 * checks no password, so it is no failure and the address gets its slot back.
 */
export async function takeLoginAttempt(db: Db, keys: LoginKeys): Promise<void> {
  const now = nowSeconds();
  const ensure = db.insert(loginLocks).values({ key: keys.account, window_start: now }).onConflictDoNothing();
  const read = db.select({ locked_until: loginLocks.locked_until }).from(loginLocks).where(eq(loginLocks.key, keys.account));
  let lockedUntil: number;
  let address: { count: number; window_start: number } | undefined;
  if (keys.device) {
    const [, [row]] = await db.batch([ensure, read, lockSlot(db, keys.account, now)]);
    lockedUntil = row.locked_until;
  } else {
    const { key, limit } = keys.address;
    const addressOpen = sql`(SELECT ${loginAttempts.count} FROM ${loginAttempts} WHERE ${loginAttempts.key} = ${key}) <= ${limit}`;
    const [[slot], , [row]] = await db.batch([takeSlot(db, keys.address, now), ensure, read, lockSlot(db, keys.account, now, addressOpen)]);
    lockedUntil = row.locked_until;
    address = slot;
  }
  const locked = lockedUntil > now;
  const addressOver = address !== undefined && address.count > keys.address.limit;
  if (!locked && !addressOver) return;
  if (address && !addressOver) await giveBack(db, keys.address.key);
  if (locked) throw accountLocked(Math.max(lockedUntil - now, addressOver && address ? address.window_start + WINDOW_SECONDS - now : 0, 1));
  throw tooManyAttempts(Math.max(address!.window_start + WINDOW_SECONDS - now, 1));
}

/** A failed attempt keeps its slots; a success clears its account's (or device's) lock state and returns the address slot. */
export async function loginSucceeded(db: Db, { account, address, device }: LoginKeys) {
  const clear = db.delete(loginLocks).where(eq(loginLocks.key, account));
  if (device) await clear;
  else await db.batch([clear, giveBack(db, address.key)]);
}

/** The answer while an account refuses clients it does not know: the same whatever the password. */
export function accountLocked(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError(429, { detail: say("accountLocked", { minutes }) }, { "retry-after": String(retryAfterSeconds) });
}

export function tooManyAttempts(retryAfterSeconds: number, what = "login attempts") {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError(429, { detail: say("tooManyAttempts", { what, minutes }) }, { "retry-after": String(retryAfterSeconds) });
}

/**
 * Password changes check the current password with the same slow hash: without a limit a
 * stolen session could guess the password behind it. 5 wrong guesses per user per window.
 */
export const PASSWORD_CHANGE_LIMIT = 5;
export const passwordChangeKey = (userId: number): AttemptKey => ({ key: `pw:${userId}`, limit: PASSWORD_CHANGE_LIMIT });

/** Old attempt windows say nothing any more; the scheduled clean-up drops them. */
export const pruneAttempts = (db: Db, now = nowSeconds()) => db.delete(loginAttempts).where(lte(loginAttempts.window_start, now - WINDOW_SECONDS));

/** Lock rows whose window has closed and whose last lock is beyond memory start over anyway. */
export const pruneLocks = (db: Db, now = nowSeconds()) =>
  db.delete(loginLocks).where(and(lte(loginLocks.window_start, now - WINDOW_SECONDS), lte(loginLocks.locked_until, now - LOCK_MEMORY_SECONDS)));
