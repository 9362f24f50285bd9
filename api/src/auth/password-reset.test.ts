// A forgotten password (issue 28 point 2, ADR 0029): the code travels from the route through the
// outbox, the queue hand-over and the consumer to the e-mail binding, and is read from the e-mail
// as a customer would; the answer to asking never says whether an account exists.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeCodes } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createUser, db, PASSWORD, unique } from "../../test/factories";
import worker from "../index";
import { consumeWith, emailBinding, noticesOf, queueBinding } from "../notifications/test-helpers";
import { CODE_TRIES, codeHash, newCode, storeCode } from "./codes";
import { LOCK_AFTER } from "./rate-limit";
import { RESET_ACCOUNT_LIMIT, RESET_ADDRESS_LIMIT, RESET_CONFIRM_ADDRESS_LIMIT } from "./reset-routes";
import { address, deviceCookie, lockRow, login, phone, userRow } from "./test-helpers";

const NEW = "Brand-New-7";
const SENT_EN = "If this names an account with a confirmed e-mail or phone, we sent a code to it. It works once, for 15 minutes.";
const SENT_AR = "إن كان هذا يخص حسابًا له بريد إلكتروني أو هاتف مؤكَّد، فقد أرسلنا إليه رمزًا. يصلح الرمز مرة واحدة خلال 15 دقيقة.";
const GONE = { code: ["This code has expired, was already used or was tried too often. Ask for a new code."] };
const WHATSAPP = { WHATSAPP_TOKEN: "wa-token", WHATSAPP_PHONE_NUMBER_ID: "1234567890", WHATSAPP_API_URL: "https://graph.stub" };

/** A customer with a verified e-mail address (the factories' users have none). */
const withEmail = (overrides: Parameters<typeof createUser>[0] = {}) =>
  createUser({ email: `${unique("r")}@example.com`, email_verified: true, ...overrides });

/**
 * Asks for a code as a client would, through the worker's fetch handler, with a stand-in for the
 * queue producer (a platform binding): answers the response and the notifications it handed over.
 */
async function ask(identifier: unknown, opts: { ip?: string; language?: string; env?: Record<string, string> } = {}) {
  const queue = queueBinding();
  const ctx = createExecutionContext();
  const res = await worker.fetch!(
    new Request("http://api.test/api/auth/password-reset/", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "cf-connecting-ip": opts.ip ?? address(),
        ...(opts.language ? { "accept-language": opts.language } : {}),
      },
      body: JSON.stringify({ identifier }),
    }) as never,
    { ...env, NOTIFY_QUEUE: queue.binding, ...opts.env },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, data: await res.json<Record<string, unknown>>(), headers: res.headers, handed: queue.messages.map((m) => m.id) };
}

/** The queue's consumer hands the notifications to the e-mail binding: the one e-mail, and the code read from it. */
async function mailed(handed: number[]) {
  const email = emailBinding();
  await consumeWith({ EMAIL: email.binding }, handed);
  expect(email.sent).toHaveLength(1);
  const [mail] = email.sent;
  const code = /\b(\d{6})\b/.exec(mail.subject)![1];
  expect(mail.text).toContain(code);
  return { mail, code };
}

function confirm(json: unknown, ip = address(), headers: Record<string, string> = {}) {
  return api("POST", "/api/auth/password-reset/confirm/", { json, headers: { "cf-connecting-ip": ip, ...headers } });
}

/** A code stored for the user as the route stores one (`now` moves its clock). */
async function storedCode(userId: number, now = Date.now()) {
  const code = newCode();
  await db.batch([
    storeCode(db, {
      userId,
      purpose: "password_reset",
      target: "x@example.com",
      hash: await codeHash(env.JWT_SECRET as string, userId, "password_reset", code),
      now,
    }),
  ]);
  return code;
}
const resetCodeRow = (userId: number) => db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, userId)).get();
const kindsOf = async (userId: number) => (await noticesOf(userId)).map((n) => n.kind);
const profile = (access: string) => api("GET", "/api/auth/profile/", { token: access });
const refresh = (token: string) => api("POST", "/api/auth/token/refresh/", { json: { refresh: token } });
/** A code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("a forgotten password, from the e-mail to signed in", () => {
  it("in English: the code in the e-mail sets the new password, ends every session, tells the owner and signs this browser in", async () => {
    const user = await withEmail();
    const before = await login(user.username, PASSWORD);
    expect(before.status).toBe(200);

    const asked = await ask(user.email);
    expect(asked.status).toBe(202);
    expect(asked.data).toEqual({ detail: SENT_EN, expires_in: 900 });
    const { mail, code } = await mailed(asked.handed);
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe(`${code} is your Aswaq password reset code`);

    const res = await confirm({ identifier: user.email, code, new_password: NEW });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      detail: "Your new password is set and every other device was signed out.",
      access: expect.any(String),
      refresh: expect.any(String),
    });
    expect(JSON.stringify(res.data)).not.toContain(NEW);
    // The browser that proved the contact gets the account's device cookie, as a sign-in does.
    expect(deviceCookie(res)?.line).toMatch(new RegExp(`^aswaq_device_${user.id}=.+HttpOnly`, "i"));
    expect((await profile(res.data.access)).data.id).toBe(user.id);

    // Every session from before has ended: its access token at once, its refresh token too.
    expect((await profile(before.data.access)).status).toBe(401);
    expect((await refresh(before.data.refresh)).status).toBe(401);
    expect((await refresh(res.data.refresh)).status).toBe(200);
    expect((await login(user.username, PASSWORD)).status).toBe(401);
    expect((await login(user.username, NEW)).status).toBe(200);
    expect(await kindsOf(user.id)).toEqual(["password_changed", "reset_code"]);

    // The code is spent.
    expect(await confirm({ identifier: user.email, code, new_password: "Another-New-8" })).toMatchObject({ status: 400, data: GONE });
    expect((await login(user.username, NEW)).status).toBe(200);
  });

  it("in Arabic: the answer in the request's language, the e-mail in the account's", async () => {
    const user = await withEmail({ language: "ar" });
    const asked = await ask(user.username, { language: "ar" });
    expect(asked.status).toBe(202);
    expect(asked.data).toEqual({ detail: SENT_AR, expires_in: 900 });
    const { mail, code } = await mailed(asked.handed);
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe(`${code} هو رمز استعادة كلمة المرور في أسواق`);
    expect(mail.html).toContain('dir="rtl"');

    const res = await confirm({ identifier: user.username.toUpperCase(), code, new_password: NEW }, address(), { "accept-language": "ar" });
    expect(res.status).toBe(200);
    expect(res.data.detail).toBe("تم تعيين كلمة المرور الجديدة وتسجيل الخروج من كل الأجهزة الأخرى.");
    expect((await login(user.username, NEW)).status).toBe(200);
  });

  it("a wrong code says how many tries are left, then the code is gone; the answers are Arabic when asked", async () => {
    const user = await withEmail();
    const code = await storedCode(user.id);
    const wrong = otherThan(code);
    const first = await confirm({ identifier: user.username, code: wrong, new_password: NEW });
    expect(first).toMatchObject({ status: 400, data: { code: [`This code is not right. Tries left: ${CODE_TRIES - 1}.`] } });
    const arabic = await confirm({ identifier: user.username, code: wrong, new_password: NEW }, address(), { "accept-language": "ar" });
    expect(arabic.data).toEqual({ code: [`هذا الرمز غير صحيح. المحاولات المتبقية: ${CODE_TRIES - 2}.`] });
    for (let i = 2; i < CODE_TRIES; i++) expect((await confirm({ identifier: user.username, code: wrong, new_password: NEW })).status).toBe(400);
    // Out of tries: even the right code is worth nothing now.
    expect(await confirm({ identifier: user.username, code, new_password: NEW })).toMatchObject({ status: 400, data: GONE });
    expect((await userRow(user.id))!.password_hash).toBe(user.password_hash);
  });
});

describe("the same answer whoever is named", () => {
  it("an unknown identifier, an account without a verified contact and one over its limit get the answer a real account gets, and nothing is sent", async () => {
    const real = await ask((await withEmail()).username);
    const unverified = await createUser({ email: `${unique("u")}@example.com`, phone_number: phone() });
    const noContact = await createUser();
    // A verified phone counts only where WhatsApp is configured.
    const phoneOnly = await createUser({ phone_number: phone(), phone_verified: true });
    const answers = [
      await ask(unique("nobody")),
      await ask(`${unique("nobody")}@example.com`),
      await ask(unverified.username),
      await ask(unverified.email),
      await ask(unverified.phone_number),
      await ask(noContact.username),
      await ask(phoneOnly.phone_number),
    ];
    for (const a of answers) {
      expect([a.status, a.data]).toEqual([real.status, real.data]);
      expect(a.handed).toEqual([]);
    }
    for (const u of [unverified, noContact, phoneOnly]) {
      expect(await noticesOf(u.id)).toEqual([]);
      expect(await resetCodeRow(u.id)).toBeUndefined();
    }
  });

  it("a verified phone gets the code by WhatsApp where it is configured; an unverified e-mail used as the identifier names no account", async () => {
    const user = await createUser({ email: `${unique("u")}@example.com`, phone_number: phone(), phone_verified: true });
    const byEmail = await ask(user.email, { env: WHATSAPP });
    expect(byEmail.status).toBe(202);
    expect(byEmail.handed).toEqual([]);
    const byPhone = await ask(user.phone_number, { env: WHATSAPP });
    expect([byPhone.status, byPhone.data]).toEqual([byEmail.status, byEmail.data]);
    expect(byPhone.handed).toHaveLength(1);
    expect(await kindsOf(user.id)).toEqual(["reset_code"]);
    expect((await resetCodeRow(user.id))?.target).toBe(user.phone_number);
  });
});

describe("codes that are worth nothing", () => {
  it("a code from an e-mail is refused for another account, and still works for its own", async () => {
    const [mine, theirs] = await Promise.all([withEmail(), withEmail()]);
    const theirCode = await storedCode(theirs.id);
    const { code } = await mailed((await ask(mine.username)).handed);
    expect(await confirm({ identifier: theirs.username, code, new_password: NEW })).toMatchObject({
      status: 400,
      data: { code: [`This code is not right. Tries left: ${CODE_TRIES - 1}.`] },
    });
    const other = await withEmail();
    expect(await confirm({ identifier: other.username, code, new_password: NEW })).toMatchObject({ status: 400, data: GONE });
    expect((await userRow(theirs.id))!.password_hash).toBe(theirs.password_hash);
    expect((await confirm({ identifier: mine.username, code, new_password: NEW })).status).toBe(200);
    expect((await confirm({ identifier: theirs.username, code: theirCode, new_password: NEW })).status).toBe(200);
  });

  it("an expired code is refused", async () => {
    const user = await withEmail();
    const code = await storedCode(user.id, Date.now() - 16 * 60_000);
    expect(await confirm({ identifier: user.username, code, new_password: NEW })).toMatchObject({ status: 400, data: GONE });
    expect((await userRow(user.id))!.password_hash).toBe(user.password_hash);
  });

  it("asking again replaces the code: the first one is worth nothing", async () => {
    const user = await withEmail();
    const first = await mailed((await ask(user.username)).handed);
    const second = await mailed((await ask(user.username)).handed);
    if (first.code !== second.code) {
      expect((await confirm({ identifier: user.username, code: first.code, new_password: NEW })).status).toBe(400);
    }
    expect((await confirm({ identifier: user.username, code: second.code, new_password: NEW })).status).toBe(200);
  });

  it("an identifier that names no account is the answer for no live code", async () => {
    expect(await confirm({ identifier: unique("nobody"), code: "123456", new_password: NEW })).toMatchObject({ status: 400, data: GONE });
    expect(await confirm({ identifier: `${unique("n")}@example.com`, code: "123456", new_password: NEW })).toMatchObject({ status: 400, data: GONE });
  });
});

describe("the new password", () => {
  it.each(["Password1", "Qwerty123"])("%s is refused before the code is tried: the code still works", async (weak) => {
    const user = await withEmail();
    const code = await storedCode(user.id);
    const res = await confirm({ identifier: user.username, code, new_password: weak });
    expect(res.status).toBe(400);
    expect(Object.keys(res.data)).toEqual(["new_password"]);
    expect(res.data.new_password[0]).toMatch(/too common/);
    expect((await resetCodeRow(user.id))?.tries).toBe(0);
    expect((await confirm({ identifier: user.username, code, new_password: NEW })).status).toBe(200);
  });

  it.each([
    ["nothing", {}, { identifier: ["This field is required."] }],
    ["a blank identifier", { identifier: "" }, { identifier: ["This field may not be blank."] }],
    ["a number", { identifier: 5 }, { identifier: ["Not a valid string."] }],
    ["a list", { identifier: ["a"] }, { identifier: ["Not a valid string."] }],
  ])("asking with %s is a 400 on the field", async (_, json, errors) => {
    const res = await api("POST", "/api/auth/password-reset/", { json, headers: { "cf-connecting-ip": address() } });
    expect(res).toMatchObject({ status: 400, data: errors });
  });

  it.each([
    ["nothing", {}, { identifier: ["This field is required."], code: ["This field is required."], new_password: ["This field is required."] }],
    ["a code of letters", { identifier: "someone", code: "12ab56", new_password: NEW }, { code: ["Enter the six digits of the code we sent."] }],
    ["a short code", { identifier: "someone", code: "12345", new_password: NEW }, { code: ["Enter the six digits of the code we sent."] }],
    ["a code as a number", { identifier: "someone", code: 123456, new_password: NEW }, { code: ["Not a valid string."] }],
    [
      "a short password",
      { identifier: "someone", code: "123456", new_password: "Ab1" },
      { new_password: ["Password must be at least 8 characters long."] },
    ],
    ["a blank identifier", { identifier: " ", code: "123456", new_password: NEW }, { identifier: ["This field may not be blank."] }],
  ])("confirming with %s is a 400 on each field", async (_, json, errors) => {
    const res = await confirm(json);
    expect(res).toMatchObject({ status: 400, data: errors });
  });

  it("broken JSON is a 400", async () => {
    const res = await api("POST", "/api/auth/password-reset/confirm/", { raw: "{", contentType: "application/json" });
    expect(res).toMatchObject({ status: 400, data: { detail: "Request body must be valid JSON." } });
  });
});

describe("limits", () => {
  it(`an address may ask ${RESET_ADDRESS_LIMIT} times in 15 minutes, named accounts or not; then 429 with Retry-After`, async () => {
    const ip = address();
    const user = await withEmail();
    for (let i = 0; i < RESET_ADDRESS_LIMIT; i++) expect((await ask(i % 2 ? user.username : unique("nobody"), { ip })).status).toBe(202);
    const refused = await ask(user.username, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect(refused.data.detail).toMatch(/^Too many password reset requests\. Try again in \d+ minutes?\.$/);
    expect(refused.handed).toEqual([]);
    // Another address is not held up.
    expect((await ask(user.username)).status).toBe(202);
  });

  it("says so in Arabic too", async () => {
    const ip = address();
    for (let i = 0; i < RESET_ADDRESS_LIMIT; i++) await ask(unique("nobody"), { ip });
    const refused = await ask(unique("nobody"), { ip, language: "ar" });
    expect(refused.status).toBe(429);
    expect(refused.data.detail).toMatch(/^طلبات استعادة كلمة المرور كثيرة جدًا\. حاول مرة أخرى بعد /);
  });

  it(`an account gets ${RESET_ACCOUNT_LIMIT} codes in 15 minutes whatever the address and the name used; beyond, the same 202 and nothing sent`, async () => {
    const user = await withEmail();
    const names = [user.username, user.email, user.username.toUpperCase()];
    for (let i = 0; i < RESET_ACCOUNT_LIMIT; i++) {
      const a = await ask(names[i % names.length]);
      expect(a.status).toBe(202);
      expect(a.handed).toHaveLength(1);
    }
    const row = await resetCodeRow(user.id);
    const beyond = await ask(user.username);
    expect([beyond.status, beyond.data]).toEqual([202, { detail: SENT_EN, expires_in: 900 }]);
    expect(beyond.handed).toEqual([]);
    expect((await kindsOf(user.id)).filter((k) => k === "reset_code")).toHaveLength(RESET_ACCOUNT_LIMIT);
    // The last code sent is still the live one.
    expect(await resetCodeRow(user.id)).toEqual(row);
  });

  it(`an address may try ${RESET_CONFIRM_ADDRESS_LIMIT} codes in 15 minutes; then 429 with Retry-After, even with the right code`, async () => {
    const ip = address();
    for (let i = 0; i < RESET_CONFIRM_ADDRESS_LIMIT; i++) {
      expect((await confirm({ identifier: unique("nobody"), code: "123456", new_password: NEW }, ip)).status).toBe(400);
    }
    const user = await withEmail();
    const code = await storedCode(user.id);
    const refused = await confirm({ identifier: user.username, code, new_password: NEW }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.data.detail).toMatch(/^Too many password reset attempts\./);
    // The refused attempt spent nothing: from elsewhere the code works.
    expect((await confirm({ identifier: user.username, code, new_password: NEW })).status).toBe(200);
  });
});

describe("an account locked by guessing", () => {
  it("is open to its owner again after a reset", async () => {
    const user = await withEmail();
    for (let i = 0; i < LOCK_AFTER; i++) expect((await login(user.username, "Wrong-Pass-9")).status).toBe(401);
    expect((await login(user.username, PASSWORD)).status).toBe(429);
    expect((await lockRow(`acct:${user.id}`))?.locked_until).toBeGreaterThan(Date.now() / 1000);

    const { code } = await mailed((await ask(user.username)).handed);
    expect((await confirm({ identifier: user.username, code, new_password: NEW })).status).toBe(200);
    expect(await lockRow(`acct:${user.id}`)).toBeUndefined();
    expect((await login(user.username, NEW)).status).toBe(200);
  });
});

describe("POST /api/auth/password-reset/ access", () => {
  // Anyone may ask (a token is read if sent, and changes nothing): roles are irrelevant.
  accessMatrix(
    { guest: 202, customer: 202, otherOwner: 202, owner: 202, manager: 202, otherManager: 202, superAdmin: 202 },
    {
      setup: () => withEmail(),
      call: ({ fixture, token }) =>
        api("POST", "/api/auth/password-reset/", { token, json: { identifier: fixture.username }, headers: { "cf-connecting-ip": address() } }),
      allowed: async ({ fixture }, res) => {
        expect(res.data).toEqual({ detail: SENT_EN, expires_in: 900 });
        expect(await kindsOf(fixture.id)).toEqual(["reset_code"]);
      },
    },
  );
});

describe("POST /api/auth/password-reset/confirm/ access", () => {
  // The code is what counts, whoever is signed in: the caller's own session is not the account's.
  accessMatrix(
    { guest: 200, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async () => {
        const victim = await withEmail();
        return { victim, code: await storedCode(victim.id) };
      },
      call: ({ fixture, token }) =>
        api("POST", "/api/auth/password-reset/confirm/", {
          token,
          json: { identifier: fixture.victim.username, code: fixture.code, new_password: NEW },
          headers: { "cf-connecting-ip": address() },
        }),
      allowed: async ({ fixture, user, token }, res) => {
        expect((await profile(res.data.access)).data.id).toBe(fixture.victim.id);
        expect((await login(fixture.victim.username, NEW)).status).toBe(200);
        // The caller's own session is someone else's account: it goes on.
        if (token && user) expect((await profile(token)).data.id).toBe(user.id);
      },
    },
  );
});
