// Login rate limiting (docs/decisions/0010): fixed 15-minute windows of failed attempts, per
// account and per client address, counted in `login_attempts`.
//
// Failures are counted per ACCOUNT (its username, e-mail and phone are one counter; a name
// nobody has is counted by its text, so probing is limited too) and per address. Over the
// account's limit the account is slowed down, not locked: an address with no other attempt in
// its window still gets its password checked, so a customer is not shut out by a stranger's
// failures; an address that has been failing gets 429. An address over its own limit gets 429
// for any account.
//
// An attempt takes its slot BEFORE the password is checked and gives it back when it
// succeeds. Counting only after a failed check would let a burst of parallel requests all
// pass the limit while the slow hash runs; taking the slot first in one atomic upsert holds
// the limit under any concurrency.
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Context } from "hono";
import { loginAttempts } from "../../db/schema";
import type { AppEnv, Db } from "../env";
import { ApiError } from "../lib/errors";
import { say } from "#contract/said";

export const WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
/** The address key of every request whose address is not known (or not trusted). */
export const UNKNOWN_ADDRESS = "unknown";

export interface AttemptKey {
  key: string;
  limit: number;
}

export interface LoginKeys {
  account: AttemptKey;
  address: AttemptKey;
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

/** The two counters a login attempt is charged to: the account (or the unknown name) and the address. */
export function loginKeys(accountId: number | undefined, identifier: string, address: string | null): LoginKeys {
  return {
    account: { key: accountId === undefined ? `id:${identifier.trim().toLowerCase()}` : `acct:${accountId}`, limit: ACCOUNT_LIMIT },
    address: { key: `ip:${address ?? UNKNOWN_ADDRESS}`, limit: ADDRESS_LIMIT },
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

/**
 * Charges a login attempt to its account and address, or throws 429 with Retry-After:
 * - the address is over its limit: refused, whatever the account;
 * - the account is over its limit: refused unless this attempt is the only one of the address's
 *   window (the failures are someone else's; the right password from here gets in).
 * A refused attempt checks no password, so it is no failure: counters that grew are given back.
 */
export async function takeLoginAttempt(db: Db, keys: LoginKeys): Promise<void> {
  const now = nowSeconds();
  const [[account], [address]] = await db.batch([takeSlot(db, keys.account, now), takeSlot(db, keys.address, now)]);
  const accountOver = account.count > keys.account.limit;
  const addressOver = address.count > keys.address.limit;
  const addressClean = address.count === 1;
  if (!addressOver && (!accountOver || addressClean)) return;
  const ends = (row: { window_start: number }) => row.window_start + WINDOW_SECONDS;
  // An address over its limit waits for its window; a failing address on a busy account may
  // try again when either window closes (the account's count restarts, or the address is clean).
  const retryAfter = (addressOver ? ends(address) : Math.min(ends(account), ends(address))) - now;
  const refunds = [!accountOver && giveBack(db, keys.account.key), !addressOver && giveBack(db, keys.address.key)].filter((q) => q !== false);
  if (refunds.length) await db.batch([refunds[0], ...refunds.slice(1)]);
  throw tooManyAttempts(Math.max(retryAfter, 1));
}

/** A failed attempt keeps its slots; a successful one clears the account and returns the address slot. */
export async function loginSucceeded(db: Db, { account, address }: LoginKeys) {
  await db.batch([db.delete(loginAttempts).where(eq(loginAttempts.key, account.key)), giveBack(db, address.key)]);
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
