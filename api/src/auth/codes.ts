// One-time codes (ADR 0029): six digits that prove a contact (an e-mail address, a phone) or let
// a forgotten password be reset. The code itself travels only in the notification that carries it
// (contact_code, reset_code); the table keeps an HMAC of it under the signing secret, bound to the
// user and the purpose, so a code is worth nothing for another account or another purpose.
//
// Single use and a few tries, under any concurrency: spending is one UPDATE whose WHERE holds only
// while the code is live (not used, not expired, tries left); of two requests with the right code,
// one changes the row and the other finds it spent. A wrong guess counts a try the same way.
import { and, eq, gt, isNull, lt, type SQL, sql } from "drizzle-orm";
import { type CodePurpose, oneTimeCodes } from "../../db/schema";
import type { Db } from "../env";

/** How long a code lives. */
export const CODE_MINUTES = 15;
/** Wrong guesses a code survives; the next request needs a new code. */
export const CODE_TRIES = 5;
/** A code is six digits: what people read off a phone and type on another screen. */
export const CODE_PATTERN = /^\d{6}$/;

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Six random digits, uniform (rejection sampling: 4,294,000,000 is a multiple of 10^6). */
export function newCode(): string {
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0] >= 4_294_000_000);
  return String(word[0] % 1_000_000).padStart(6, "0");
}

/**
 * The stored form of a code: HMAC-SHA256 over purpose, user (and what it is bound to: an order's
 * code names the order's uuid, known before the checkout's batch gives it an id; ADR 0033) and
 * code, keyed by the signing secret. An account's codes (nothing bound) hash as before.
 */
export async function codeHash(secret: string, userId: number, purpose: CodePurpose, code: string, bind?: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const text = bind === undefined ? `${purpose}:${userId}:${code}` : `${purpose}:${userId}:${bind}:${code}`;
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The statement that stores a new code for `userId` and `purpose` sent to `target`, replacing any
 * code before it (spent or not): put it in the same batch as the notification that carries it.
 */
export function storeCode(
  db: Db,
  v: { userId: number; purpose: CodePurpose; target: string; hash: string; now?: number; subject?: number | SQL<number>; expiresAt?: string },
) {
  const now = v.now ?? Date.now();
  const expires = v.expiresAt ?? iso(now + CODE_MINUTES * 60_000);
  const row = { target: v.target, code_hash: v.hash, tries: 0, expires_at: expires, used_at: null, created_at: iso(now) };
  return db
    .insert(oneTimeCodes)
    .values({ user_id: v.userId, purpose: v.purpose, subject: v.subject ?? 0, ...row })
    .onConflictDoUpdate({ target: [oneTimeCodes.user_id, oneTimeCodes.purpose, oneTimeCodes.subject], set: row });
}

/** What a code was worth: spent now (and the address it was sent to), wrong (tries left), or no live code. */
export type Spent = { ok: true; target: string } | { ok: false; triesLeft: number };

/**
 * Spends the code if it is right and live; otherwise counts a wrong try against the live code.
 * `triesLeft: 0` means there is no live code any more (none sent, used, expired or out of tries).
 */
export async function spendCode(
  db: Db,
  secret: string,
  v: { userId: number; purpose: CodePurpose; code: string; now?: number; subject?: number; bind?: string },
): Promise<Spent> {
  const now = iso(v.now ?? Date.now());
  const subject = v.subject ?? 0;
  const live = and(
    eq(oneTimeCodes.user_id, v.userId),
    eq(oneTimeCodes.purpose, v.purpose),
    eq(oneTimeCodes.subject, subject),
    isNull(oneTimeCodes.used_at),
    gt(oneTimeCodes.expires_at, now),
    lt(oneTimeCodes.tries, CODE_TRIES),
  );
  if (CODE_PATTERN.test(v.code)) {
    const hash = await codeHash(secret, v.userId, v.purpose, v.code, v.bind);
    const [spent] = await db
      .update(oneTimeCodes)
      .set({ used_at: now })
      .where(and(live, eq(oneTimeCodes.code_hash, hash)))
      .returning({ target: oneTimeCodes.target });
    if (spent) return { ok: true, target: spent.target };
  }
  const [wrong] = await db
    .update(oneTimeCodes)
    .set({ tries: sql`${oneTimeCodes.tries} + 1` })
    .where(live)
    .returning({ tries: oneTimeCodes.tries });
  return { ok: false, triesLeft: wrong ? CODE_TRIES - wrong.tries : 0 };
}
