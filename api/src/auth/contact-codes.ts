// Codes that prove a contact (ADR 0029): the statements that send one, and how often they may be
// asked for. Registration, a changed profile and POST /auth/verify/ all send them the same way.
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { AppEnv, Db } from "../env";
import { ApiError } from "../lib/errors";
import { notify } from "../notifications/outbox";
import { CODE_MINUTES, codeHash, newCode, storeCode } from "./codes";
import { type AttemptKey, clientAddress, takeAttempt } from "./rate-limit";

export type ContactChannel = "email" | "phone";

/**
 * The two statements that send user `userId` a new code proving `address` on `channel`: the
 * code's row (replacing any earlier code for the channel) and the `contact_code` notification
 * that carries it. Put them in one batch, after the statement that writes the user's row.
 */
export async function contactCodeStatements(
  db: Db,
  secret: string,
  v: { userId: number; channel: ContactChannel; address: string },
): Promise<[BatchItem<"sqlite">, BatchItem<"sqlite">]> {
  const code = newCode();
  return [
    storeCode(db, { userId: v.userId, purpose: v.channel, target: v.address, hash: await codeHash(secret, v.userId, v.channel, code) }),
    notify(db, { kind: "contact_code", to: v.userId, payload: { channel: v.channel, address: v.address, code, minutes: CODE_MINUTES } }),
  ];
}

/** Codes an account may be sent per channel per 15-minute window (asked for, or sent by a profile change). */
export const CODES_PER_ACCOUNT = 5;
/** Codes one client address may ask for per 15-minute window, whatever the accounts. */
export const CODES_PER_ADDRESS = 20;

/** The limits a code for `channel` is charged to: the account's channel, and the client's address when it is known. */
export function codeRequestKeys(c: Context<AppEnv>, userId: number, channel: ContactChannel): AttemptKey[] {
  const address = clientAddress(c);
  return [
    { key: `code:${userId}:${channel}`, limit: CODES_PER_ACCOUNT },
    ...(address ? [{ key: `codeip:${address}`, limit: CODES_PER_ADDRESS }] : []),
  ];
}

/** Charges a code request, or throws 429 with Retry-After. */
export const takeCodeRequest = (c: Context<AppEnv>, userId: number, channel: ContactChannel) =>
  takeAttempt(c.var.db, codeRequestKeys(c, userId, channel), "code requests");

/** Like takeCodeRequest, but answers whether the code may be sent instead of refusing the request. */
export async function mayOfferCode(c: Context<AppEnv>, userId: number, channel: ContactChannel): Promise<boolean> {
  try {
    await takeCodeRequest(c, userId, channel);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) return false;
    throw err;
  }
}
