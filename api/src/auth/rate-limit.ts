// Login rate limiting (decisions.md): fixed 15-minute windows of failed attempts, per
// identifier and per client address, counted in `login_attempts`.
//
// An attempt takes its slot BEFORE the password is checked and gives it back when it
// succeeds. Counting only after a failed check would let a burst of parallel requests all
// pass the limit while the slow hash runs; taking the slot first in one atomic upsert holds
// the limit under any concurrency.
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { loginAttempts } from "../../db/schema";
import type { Db } from "../env";
import { ApiError } from "../lib/errors";

export const WINDOW_SECONDS = 15 * 60;
export const IDENTIFIER_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

export interface AttemptKey {
  key: string;
  limit: number;
}

/** The two counters a login attempt is charged to. */
export function attemptKeys(identifier: string, address: string | undefined): [AttemptKey, AttemptKey] {
  return [
    { key: `id:${identifier.trim().toLowerCase()}`, limit: IDENTIFIER_LIMIT },
    { key: `ip:${address?.trim() || "unknown"}`, limit: ADDRESS_LIMIT },
  ];
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

/** A failed attempt keeps its slots; a successful one clears the identifier and returns the address slot. */
export async function loginSucceeded(db: Db, [identifier, address]: [AttemptKey, AttemptKey]) {
  await db.batch([db.delete(loginAttempts).where(eq(loginAttempts.key, identifier.key)), giveBack(db, address.key)]);
}

export function tooManyAttempts(retryAfterSeconds: number, what = "login attempts") {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError(
    429,
    { detail: `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` },
    { "retry-after": String(retryAfterSeconds) },
  );
}

/**
 * Password changes check the current password with the same slow hash: without a limit a
 * stolen session could guess the password behind it. 5 wrong guesses per user per window.
 */
export const PASSWORD_CHANGE_LIMIT = 5;
export const passwordChangeKey = (userId: number): AttemptKey => ({ key: `pw:${userId}`, limit: PASSWORD_CHANGE_LIMIT });

/** Old attempt windows say nothing any more; the scheduled clean-up drops them. */
export const pruneAttempts = (db: Db, now = nowSeconds()) => db.delete(loginAttempts).where(lte(loginAttempts.window_start, now - WINDOW_SECONDS));
