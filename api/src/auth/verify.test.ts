// Proving an e-mail or a phone (issue 28 point 1, ADR 0029): registration and a changed profile
// send a code to the new address, POST /auth/verify/ sends another, POST /auth/verify/confirm/
// spends it; only a verified contact signs in, and a code proves only the address it went to.
import { createExecutionContext, env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, oneTimeCodes, users } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createUser, db, PASSWORD, tokenFor, unique } from "../../test/factories";
import worker from "../index";
import { deliveriesOf } from "../notifications/test-helpers";
import { CODE_TRIES, codeHash, storeCode } from "./codes";
import { CODES_PER_ACCOUNT, CODES_PER_ADDRESS } from "./contact-codes";
import { address, login, phone, userRow } from "./test-helpers";

const GOOD = "Good-Pass-9";
const mail = () => `${unique("v")}@example.com`;
const ask = (token: string | undefined, channel: unknown, ip = address()) =>
  api("POST", "/api/auth/verify/", { token, json: { channel }, headers: { "cf-connecting-ip": ip } });
const confirm = (token: string | undefined, channel: unknown, code: unknown) =>
  api("POST", "/api/auth/verify/confirm/", { token, json: { channel, code } });

/** The codes sent to the user, newest first: what the contact_code notifications carried. */
async function codesSent(userId: number) {
  const rows = await db
    .select({ payload: notifications.payload })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, "contact_code")))
    .orderBy(desc(notifications.id))
    .all();
  return rows.map((r) => JSON.parse(r.payload) as { channel: string; address: string; code: string; minutes: number });
}
const lastCode = async (userId: number) => (await codesSent(userId))[0].code;
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** A signed-in customer with an unverified e-mail (and a phone when asked). */
async function customer(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser({ email: mail(), ...overrides });
  return { user, token: await tokenFor(user) };
}

/** Waits until the queue has dealt with notification `id` (the real queue, in workerd). */
async function settled(id: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await db.select({ done: notifications.done_at }).from(notifications).where(eq(notifications.id, id)).get();
    if (row?.done) return deliveriesOf(id);
    if (Date.now() > until) throw new Error(`notification ${id} not done`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("registering sends the e-mail its code", () => {
  it("in the same batch as the account; the e-mail signs in only once the code is sent back", async () => {
    const username = unique("reg");
    const email = mail();
    const res = await api("POST", "/api/auth/register/", { json: { username, email, password: GOOD, password2: GOOD } });
    expect(res.status).toBe(201);
    const id = res.data.user.id as number;
    const [sent] = await codesSent(id);
    expect(sent).toEqual({ channel: "email", address: email, code: expect.stringMatching(/^\d{6}$/), minutes: 15 });
    const row = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, id)).get();
    expect(row).toMatchObject({ purpose: "email", target: email, tries: 0, used_at: null });
    expect(row!.code_hash).not.toContain(sent.code);

    // Unverified: the e-mail names no account; the username does.
    expect((await login(email, GOOD)).status).toBe(401);
    const done = await confirm(res.data.access, "email", sent.code);
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ id, email, email_verified: true, phone_verified: false });
    expect((await login(email, GOOD)).status).toBe(200);
  });

  it("the code is delivered by e-mail to the new address", async () => {
    const email = mail();
    const res = await api("POST", "/api/auth/register/", { json: { username: unique("reg"), email, password: GOOD, password2: GOOD } });
    const [notice] = await db.select().from(notifications).where(eq(notifications.user_id, res.data.user.id)).all();
    expect(notice.kind).toBe("contact_code");
    expect((await settled(notice.id)).map((d) => [d.channel, d.recipient, d.status])).toEqual([["email", email, "sent"]]);
  });

  it("registrations at once each get their own id and code (a lost id is tried again)", async () => {
    const made = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(() =>
        api("POST", "/api/auth/register/", { json: { username: unique("par"), email: mail(), password: GOOD, password2: GOOD } }),
      ),
    );
    expect(made.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    for (const r of made) {
      const [sent] = await codesSent(r.data.user.id);
      expect(sent.address).toBe(r.data.user.email);
      expect((await confirm(r.data.access, "email", sent.code)).status).toBe(200);
    }
  });
});

describe("POST /auth/verify/ and /verify/confirm/", () => {
  it("sends a code to the profile's e-mail, which confirms once", async () => {
    const { user, token } = await customer();
    const res = await ask(token, "email");
    expect(res.status).toBe(202);
    expect(res.data).toEqual({ detail: `We sent a code to ${user.email}. It works once, for 15 minutes.`, expires_in: 900 });
    const code = await lastCode(user.id);
    const ok = await confirm(token, "email", code);
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ id: user.id, email_verified: true, area: null });
    const again = await confirm(token, "email", code);
    expect(again.status).toBe(400);
    expect(again.data).toEqual({ code: ["This code has expired, was already used or was tried too often. Ask for a new code."] });
    // In Arabic, with the minutes counted in Arabic.
    const { token: arToken, user: arUser } = await customer();
    const ar = await api("POST", "/api/auth/verify/", { token: arToken, json: { channel: "email" }, headers: { "accept-language": "ar" } });
    expect(ar.data.detail).toBe(`أرسلنا رمزًا إلى ${arUser.email}. يصلح الرمز مرة واحدة خلال 15 دقيقة.`);
    // Once verified, asking again says so.
    expect(await ask(token, "email")).toMatchObject({ status: 409, data: { detail: "This contact is already confirmed." } });
  });

  it("a wrong code counts down, then the right one is refused too", async () => {
    const { user, token } = await customer();
    await ask(token, "email");
    const code = await lastCode(user.id);
    for (let tries = CODE_TRIES - 1; tries >= 1; tries--) {
      expect((await confirm(token, "email", other(code))).data).toEqual({ code: [`This code is not right. Tries left: ${tries}.`] });
    }
    expect((await confirm(token, "email", other(code))).data.code[0]).toMatch(/^This code has expired/);
    expect((await confirm(token, "email", code)).status).toBe(400);
    expect((await userRow(user.id))!.email_verified).toBe(false);
  });

  it("an expired code is refused", async () => {
    const { user, token } = await customer();
    await ask(token, "email");
    await db
      .update(oneTimeCodes)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(oneTimeCodes.user_id, user.id));
    const res = await confirm(token, "email", await lastCode(user.id));
    expect(res.data.code[0]).toMatch(/^This code has expired/);
    expect((await userRow(user.id))!.email_verified).toBe(false);
  });

  it("a code sent to the old address does not verify the new one", async () => {
    const { user, token } = await customer();
    await ask(token, "email");
    const oldCode = await lastCode(user.id);
    // The address changes without a new code (as when the account is out of code requests).
    await db.update(users).set({ email: mail() }).where(eq(users.id, user.id));
    const res = await confirm(token, "email", oldCode);
    expect(res.status).toBe(400);
    expect(res.data.code[0]).toMatch(/^This code has expired/);
    expect((await userRow(user.id))!.email_verified).toBe(false);
  });

  it("a changed e-mail gets a code of its own; the old address's code is worth nothing", async () => {
    const { user, token } = await customer();
    await ask(token, "email");
    const oldCode = await lastCode(user.id);
    const email = mail();
    expect((await api("PATCH", "/api/auth/profile/", { token, json: { email } })).status).toBe(200);
    const [sent] = await codesSent(user.id);
    expect(sent.address).toBe(email);
    if (oldCode !== sent.code) expect((await confirm(token, "email", oldCode)).status).toBe(400);
    expect((await confirm(token, "email", sent.code)).data).toMatchObject({ email, email_verified: true });
  });

  it("a phone: 409 while WhatsApp is not set up; with it, the code goes by WhatsApp and proves the phone", async () => {
    const { user, token } = await customer({ phone_number: phone() });
    expect(await ask(token, "phone")).toMatchObject({
      status: 409,
      data: { detail: "Phone numbers cannot be confirmed here yet: codes go by WhatsApp, which is not set up." },
    });
    const whatsapp = { ...env, WHATSAPP_TOKEN: "wa-token", WHATSAPP_PHONE_NUMBER_ID: "1234567890", WHATSAPP_API_URL: "https://graph.stub" };
    const res = await worker.fetch!(
      new Request("http://api.test/api/auth/verify/", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ channel: "phone" }),
      }) as never,
      whatsapp,
      createExecutionContext(),
    );
    expect(res.status).toBe(202);
    const [sent] = await codesSent(user.id);
    expect(sent).toMatchObject({ channel: "phone", address: user.phone_number });
    expect((await confirm(token, "phone", sent.code)).data).toMatchObject({ phone_verified: true, email_verified: false });
    expect((await login(user.phone_number, PASSWORD)).status).toBe(200);
  });

  it("400 for a contact the profile does not have", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    expect(await ask(token, "email")).toMatchObject({ status: 400, data: { channel: ["Add this contact to your profile first."] } });
    expect(await ask(token, "phone")).toMatchObject({ status: 400, data: { channel: ["Add this contact to your profile first."] } });
    expect((await confirm(token, "email", "123456")).data.code[0]).toMatch(/^This code has expired/);
  });

  it.each([
    ["nothing", {}, { channel: ["This field is required."] }],
    ["another channel", { channel: "sms" }, { channel: ["Select a valid choice. sms is not one of the available choices."] }],
    ["a number", { channel: 1 }, { channel: ["Select a valid choice. 1 is not one of the available choices."] }],
  ])("asking with %s is a 400 on the field", async (_, json, errors) => {
    const { token } = await customer();
    const res = await api("POST", "/api/auth/verify/", { token, json });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
  });

  it.each([
    ["nothing", {}, { channel: ["This field is required."], code: ["This field is required."] }],
    ["five digits", { channel: "email", code: "12345" }, { code: ["Enter the six digits of the code we sent."] }],
    ["letters", { channel: "email", code: "12345a" }, { code: ["Enter the six digits of the code we sent."] }],
    ["a number", { channel: "email", code: 123456 }, { code: ["Not a valid string."] }],
    ["null", { channel: null, code: null }, { channel: ["This field may not be null."], code: ["This field may not be null."] }],
  ])("confirming with %s is a 400 on the fields and counts no try", async (_, json, errors) => {
    const { user, token } = await customer();
    await ask(token, "email");
    const res = await api("POST", "/api/auth/verify/confirm/", { token, json });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect((await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, user.id)).get())!.tries).toBe(0);
  });
});

describe("how often codes may be asked for", () => {
  it(`${CODES_PER_ACCOUNT} per account and channel per 15 minutes, from any addresses: then 429 with Retry-After`, async () => {
    const { user, token } = await customer();
    for (let i = 0; i < CODES_PER_ACCOUNT; i++) expect((await ask(token, "email")).status).toBe(202);
    const refused = await ask(token, "email");
    expect(refused.status).toBe(429);
    expect(refused.data.detail).toMatch(/^Too many code requests\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await codesSent(user.id)).toHaveLength(CODES_PER_ACCOUNT);
    // A changed e-mail is still saved, but no further code is sent until the window passes.
    const email = mail();
    expect((await api("PATCH", "/api/auth/profile/", { token, json: { email } })).data).toMatchObject({ email, email_verified: false });
    expect(await codesSent(user.id)).toHaveLength(CODES_PER_ACCOUNT);
  });

  it(`${CODES_PER_ADDRESS} per client address per 15 minutes, whatever the accounts`, async () => {
    const ip = address();
    for (let i = 0; i < CODES_PER_ADDRESS; i++) {
      const { token } = await customer();
      expect((await ask(token, "email", ip)).status).toBe(202);
    }
    const { user, token } = await customer();
    const refused = await ask(token, "email", ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await codesSent(user.id)).toEqual([]);
    expect((await ask(token, "email")).status).toBe(202); // from another address
  });
});

describe("the profile's contacts", () => {
  it("a changed e-mail is unverified, its code goes to the new address, and the verified old one is told", async () => {
    const { user, token } = await customer({ email_verified: true, phone_number: phone(), phone_verified: true });
    const email = mail();
    const res = await api("PATCH", "/api/auth/profile/", { token, json: { email } });
    expect(res.data).toMatchObject({ email, email_verified: false, phone_verified: true });
    const notices = await db.select().from(notifications).where(eq(notifications.user_id, user.id)).orderBy(notifications.id).all();
    expect(notices.map((n) => [n.kind, JSON.parse(n.payload)])).toEqual([
      ["email_changed", { old_email: user.email, new_email: email, old_verified: true }],
      ["contact_code", { channel: "email", address: email, code: expect.stringMatching(/^\d{6}$/), minutes: 15 }],
    ]);
    expect((await settled(notices[0].id)).map((d) => d.recipient)).toEqual([user.email]);
    expect((await settled(notices[1].id)).map((d) => d.recipient)).toEqual([email]);
    // The old e-mail signs in no more; the new one does once proved.
    expect((await login(user.email, PASSWORD)).status).toBe(401);
  });

  it("the notice does not reach an old address nobody proved", async () => {
    const { user, token } = await customer();
    await api("PATCH", "/api/auth/profile/", { token, json: { email: mail() } });
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, user.id), eq(notifications.kind, "email_changed")))
      .all();
    expect(JSON.parse(notice.payload)).toMatchObject({ old_email: user.email, old_verified: false });
    expect(await settled(notice.id)).toEqual([]);
  });

  it("the same e-mail sent again keeps it verified and sends nothing", async () => {
    const { user, token } = await customer({ email_verified: true });
    const res = await api("PUT", "/api/auth/profile/", { token, json: { username: user.username, email: user.email!.toUpperCase() } });
    expect(res.data).toMatchObject({ email: user.email, email_verified: true });
    expect(await db.select().from(notifications).where(eq(notifications.user_id, user.id)).all()).toEqual([]);
  });

  it("a changed or cleared phone is unverified; without WhatsApp no code is sent", async () => {
    const { user, token } = await customer({ email_verified: true, phone_number: phone(), phone_verified: true });
    const changed = await api("PATCH", "/api/auth/profile/", { token, json: { phone_number: phone() } });
    expect(changed.data).toMatchObject({ email_verified: true, phone_verified: false });
    expect(await codesSent(user.id)).toEqual([]);
    await db.update(users).set({ phone_verified: true }).where(eq(users.id, user.id));
    const cleared = await api("PATCH", "/api/auth/profile/", { token, json: { phone_number: "" } });
    expect(cleared.data).toMatchObject({ phone_number: null, phone_verified: false });
  });

  it("with WhatsApp set up, a changed phone is sent its code by WhatsApp", async () => {
    const { user, token } = await customer({ phone_number: phone(), phone_verified: true });
    const number = phone();
    const whatsapp = { ...env, WHATSAPP_TOKEN: "wa-token", WHATSAPP_PHONE_NUMBER_ID: "1234567890", WHATSAPP_API_URL: "https://graph.stub" };
    const res = await worker.fetch!(
      new Request("http://api.test/api/auth/profile/", {
        method: "PATCH",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ phone_number: number }),
      }) as never,
      whatsapp,
      createExecutionContext(),
    );
    expect(await res.json()).toMatchObject({ phone_number: number, phone_verified: false });
    const [sent] = await codesSent(user.id);
    expect(sent).toMatchObject({ channel: "phone", address: number });
    expect((await confirm(token, "phone", sent.code)).data).toMatchObject({ phone_number: number, phone_verified: true });
  });

  it("a cleared e-mail is unverified, and the verified old address is told", async () => {
    const { user, token } = await customer({ email_verified: true });
    const res = await api("PATCH", "/api/auth/profile/", { token, json: { email: null } });
    expect(res.data).toMatchObject({ email: null, email_verified: false });
    expect(await codesSent(user.id)).toEqual([]);
    const [notice] = await db.select().from(notifications).where(eq(notifications.user_id, user.id)).all();
    expect(JSON.parse(notice.payload)).toEqual({ old_email: user.email, new_email: null, old_verified: true });
  });
});

describe("POST /api/auth/verify/ access", () => {
  // Every signed-in caller asks for their own e-mail's code, never anyone else's.
  accessMatrix(
    { guest: 401, customer: 202, otherOwner: 202, owner: 202, manager: 202, otherManager: 202, superAdmin: 202 },
    {
      setup: async (world) => {
        for (const u of Object.values(world.users)) await db.update(users).set({ email: mail() }).where(eq(users.id, u.id));
        return { victim: await createUser({ email: mail() }) };
      },
      state: ({ fixture }) => db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, fixture.victim.id)).all(),
      call: ({ token }) => ask(token, "email"),
      allowed: async ({ user, fixture }, _res, before) => {
        const [sent] = await codesSent(user!.id);
        expect(sent.address).toBe((await userRow(user!.id))!.email);
        expect(await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.user_id, fixture.victim.id)).all()).toEqual(before);
      },
    },
  );
});

describe("POST /api/auth/verify/confirm/ access", () => {
  // Each caller proves their own e-mail with their own code; another account's code is nothing to them.
  const CODE = "424242";
  const give = async (userId: number, email: string) => {
    await db.batch([
      storeCode(db, { userId, purpose: "email", target: email, hash: await codeHash(env.JWT_SECRET as string, userId, "email", CODE) }),
    ]);
  };
  accessMatrix(
    { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async (world) => {
        for (const u of Object.values(world.users)) {
          const email = mail();
          await db.update(users).set({ email }).where(eq(users.id, u.id));
          await give(u.id, email);
        }
        const victim = await createUser({ email: mail() });
        await give(victim.id, victim.email!);
        return { victim };
      },
      state: ({ fixture }) => userRow(fixture.victim.id),
      call: ({ token }) => confirm(token, "email", CODE),
      allowed: async ({ user, fixture }, res) => {
        expect(res.data).toMatchObject({ id: user!.id, email_verified: true });
        expect((await userRow(fixture.victim.id))!.email_verified).toBe(false);
      },
    },
  );
});
