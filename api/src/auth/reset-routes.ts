// A forgotten password (issue 28 point 2, ADR 0029): a one-time code sent to the account's
// verified e-mail (or verified phone, by WhatsApp where configured), then the code and a new
// password, which ends every session and signs this browser in.
//
// Asking says nothing about the account: a well-formed identifier is always answered 202 with the
// same words, and the work done is the same shape whether or not it names an account with a
// verified contact (the same reads, the same rate-limit slots, the same HMAC, one batch: the code
// and its notification, or a write that changes nothing). Only the address limit answers 429,
// which tells nothing about any account; over the account's limit nothing more is sent.
import { eq, like, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { passwordResetInput } from "#contract/auth";
import { say } from "#contract/said";
import { loginLocks, oneTimeCodes, users } from "../../db/schema";
import type { AppEnv, Db, Env } from "../env";
import { ApiError, badRequest } from "../lib/errors";
import { jsonBody } from "../lib/validate";
import { whatsappOn } from "../notifications/channels";
import { handOverAfterResponse, notify } from "../notifications/outbox";
import { requestDevice, setDeviceCookie } from "./device";
import { CODE_MINUTES, codeHash, newCode, spendCode, storeCode } from "./codes";
import { passwordResetConfirmRequest } from "./inputs";
import { hashPassword } from "./password";
import { type AttemptKey, clientAddress, takeAttempt, UNKNOWN_ADDRESS } from "./rate-limit";
import { sessionMeta } from "./sessions";
import { endSessions, issueTokens, signingKey } from "./tokens";
import { findByIdentifier } from "./users";

/** Requests for a code per client address per 15-minute window (429 beyond). */
export const RESET_ADDRESS_LIMIT = 10;
/** Codes sent per account per 15-minute window; beyond it nothing is sent (the answer stays 202). */
export const RESET_ACCOUNT_LIMIT = 3;
/** Confirm attempts (right or wrong) per client address per 15-minute window (429 beyond). */
export const RESET_CONFIRM_ADDRESS_LIMIT = 20;

const addressOf = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c) ?? UNKNOWN_ADDRESS;
export const resetAddressKey = (address: string): AttemptKey => ({ key: `reset:ip:${address}`, limit: RESET_ADDRESS_LIMIT });
export const confirmAddressKey = (address: string): AttemptKey => ({ key: `reset-confirm:ip:${address}`, limit: RESET_CONFIRM_ADDRESS_LIMIT });
/** An account's key counts its username, e-mail and phone as one; a name nobody has is counted by its text. */
export const resetAccountKey = (accountId: number | undefined, identifier: string): AttemptKey => ({
  key: accountId === undefined ? `reset:id:${identifier.trim().toLowerCase()}` : `reset:acct:${accountId}`,
  limit: RESET_ACCOUNT_LIMIT,
});

/** Whether another slot was free: the account's limit refuses silently. */
async function slotFree(db: Db, key: AttemptKey): Promise<boolean> {
  try {
    await takeAttempt(db, [key], "password reset requests");
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) return false;
    throw err;
  }
}

/** The contacts a reset code may go to, read the same way whether or not there is an account (id 0 is nobody). */
const contactsOf = (db: Db, userId: number) =>
  db
    .select({
      username: users.username,
      email: users.email,
      email_verified: users.email_verified,
      phone_number: users.phone_number,
      phone_verified: users.phone_verified,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();

type Contacts = NonNullable<Awaited<ReturnType<typeof contactsOf>>>;

/**
 * Where the code goes (the address recorded with it), or null when it cannot go anywhere: a
 * verified e-mail, else a verified phone when WhatsApp is configured. An identifier that names
 * the account by an e-mail or phone nobody proved names no account here (ADR 0029), even before
 * the login lookup itself is that strict.
 */
function resetTarget(contacts: Contacts | undefined, identifier: string, env: Env): string | null {
  if (!contacts) return null;
  const id = identifier.trim();
  const lower = id.toLowerCase();
  if (lower !== contacts.username.toLowerCase()) {
    if (contacts.email === lower && !contacts.email_verified) return null;
    if (contacts.phone_number === id && !contacts.phone_verified) return null;
  }
  if (contacts.email && contacts.email_verified) return contacts.email;
  if (contacts.phone_number && contacts.phone_verified && whatsappOn(env)) return contacts.phone_number;
  return null;
}

const stamp = () => new Date().toISOString();

export const resetRoutes = new Hono<AppEnv>()
  // 202 {detail, expires_in} for every well-formed identifier.
  .post("/password-reset", async (c) => {
    const secret = signingKey(c.env.JWT_SECRET);
    const { identifier } = await jsonBody(c, passwordResetInput);
    const db = c.var.db;
    await takeAttempt(db, [resetAddressKey(addressOf(c))], "password reset requests");
    const account = await findByIdentifier(db, identifier);
    const free = await slotFree(db, resetAccountKey(account?.id, identifier));
    const contacts = await contactsOf(db, account?.id ?? 0);
    const code = newCode();
    const hash = await codeHash(secret, account?.id ?? 0, "password_reset", code);
    const target = account && free ? resetTarget(contacts, identifier, c.env) : null;
    if (account && target) {
      await db.batch([
        storeCode(db, { userId: account.id, purpose: "password_reset", target, hash }),
        notify(db, { kind: "reset_code", to: account.id, payload: { code, minutes: CODE_MINUTES } }),
      ]);
      handOverAfterResponse(c, [account.id]);
    } else {
      // The same round trip as the code's batch, changing nothing: no timing says which it was.
      await db.batch([
        db
          .update(oneTimeCodes)
          .set({ tries: sql`${oneTimeCodes.tries}` })
          .where(eq(oneTimeCodes.user_id, 0)),
      ]);
    }
    return c.json({ detail: say("resetCodeSent", { minutes: CODE_MINUTES }), expires_in: CODE_MINUTES * 60 }, 202);
  })

  // 200 {detail, access, refresh}: the password is set, every session ends, this browser signs in.
  .post("/password-reset/confirm", async (c) => {
    const secret = signingKey(c.env.JWT_SECRET);
    // The body first: a weak new password is refused before any code is spent.
    const { identifier, code, new_password } = await jsonBody(c, passwordResetConfirmRequest);
    const db = c.var.db;
    await takeAttempt(db, [confirmAddressKey(addressOf(c))], "password reset attempts");
    const account = await findByIdentifier(db, identifier);
    // An unknown identifier spends for nobody (id 0): the same work, the same answer as no live code.
    const spent = await spendCode(db, secret, { userId: account?.id ?? 0, purpose: "password_reset", code });
    if (!spent.ok || !account) {
      const triesLeft = spent.ok ? 0 : spent.triesLeft;
      throw badRequest({ code: [triesLeft > 0 ? say("wrongCode", { tries: triesLeft }) : say("codeGone")] });
    }
    const [[changed]] = await db.batch([
      ...endSessions(db, account.id, { password_hash: await hashPassword(new_password), updated_at: stamp() }),
      // A security notice, committed with the new password or not at all.
      notify(db, { kind: "password_changed", to: account.id, payload: {} }),
      // The owner proved their contact: guessing by others no longer keeps them out.
      db.delete(loginLocks).where(or(eq(loginLocks.key, `acct:${account.id}`), like(loginLocks.key, `dev:${account.id}:%`))),
    ]);
    handOverAfterResponse(c, [account.id]);
    // This browser proved the account's contact: it counts as one that has signed in (ADR 0027).
    await setDeviceCookie(c, account.id, (await requestDevice(c, account.id)) ?? undefined);
    return c.json({ detail: say("passwordResetDone"), ...(await issueTokens(db, secret, account.id, changed.ver, sessionMeta(c))) });
  });
