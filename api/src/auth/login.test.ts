import { describe, expect, it } from "vitest";
import { api, createUser, PASSWORD, unique } from "../../test/factories";
import { attemptRow, deviceCookie, expectNoSecrets, lockRow, login, phone } from "./test-helpers";

const refused = { detail: "No active account found with the given credentials" };

describe("POST /auth/login/", () => {
  it.each([
    ["username", (u: { username: string }) => u.username],
    ["username in another case", (u: { username: string }) => u.username.toUpperCase()],
    ["e-mail", (u: { email: string | null }) => u.email!],
    ["e-mail in capitals with spaces", (u: { email: string | null }) => `  ${u.email!.toUpperCase()} `],
    ["phone number", (u: { phone_number: string | null }) => u.phone_number!],
  ])("signs in by %s and the access token opens the profile", async (_, pick) => {
    const user = await createUser({ email: `${unique("mail")}@example.com`, phone_number: phone(), email_verified: true, phone_verified: true });
    const res = await login(pick(user as never), PASSWORD);
    expect(res.status).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(["access", "refresh"]);
    expectNoSecrets(res, PASSWORD);
    const me = await api("GET", "/api/auth/profile/", { token: res.data.access });
    expect(me.data.id).toBe(user.id);
  });

  it("hands the browser a device cookie: signed, httpOnly, Secure, SameSite=Lax, under /api, for a year, one per account", async () => {
    const user = await createUser();
    const res = await login(user.username, PASSWORD);
    const device = deviceCookie(res)!;
    expect(device.line).toMatch(
      new RegExp(
        `^aswaq_device_${user.id}=${user.id}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=/api; HttpOnly; Secure; SameSite=Lax$`,
      ),
    );
    // Registering signs that browser in too, so it gets one as well.
    const registered = await api("POST", "/api/auth/register/", {
      json: { username: unique("dev"), email: `${unique("dev")}@example.com`, password: PASSWORD, password2: PASSWORD },
    });
    expect(registered.status).toBe(201);
    expect(deviceCookie(registered)?.pair).toMatch(new RegExp(`^aswaq_device_${registered.data.user.id}=${registered.data.user.id}\\.`));
    // A failure sets none.
    expect(deviceCookie(await login(user.username, "Wrong-Pass-1"))).toBeUndefined();
  });

  it("finds a username that looks like an e-mail or a phone number when no account has that e-mail or phone", async () => {
    const atName = await createUser({ username: `${unique("at")}@name` });
    expect((await login(atName.username, PASSWORD)).status).toBe(200);
    const digits = await createUser({ username: String(Date.now()).padEnd(12, "7") + Math.floor(Math.random() * 100) });
    expect((await login(digits.username, PASSWORD)).status).toBe(200);
  });

  it("prefers the account whose e-mail or phone matches over one whose username looks the same", async () => {
    const email = `${unique("clash")}@example.com`;
    await createUser({ username: email });
    const owner = await createUser({ email, email_verified: true });
    const res = await login(email, PASSWORD);
    const me = await api("GET", "/api/auth/profile/", { token: res.data.access });
    expect(me.data.id).toBe(owner.id);
    // An unverified e-mail names no account: the username that looks the same is the one found.
    const clash = `${unique("clash")}@example.com`;
    const other = await createUser({ username: clash });
    await createUser({ email: clash });
    const byName = await login(clash, PASSWORD);
    expect((await api("GET", "/api/auth/profile/", { token: byName.data.access })).data.id).toBe(other.id);
  });

  it.each([
    ["e-mail", { email_verified: false, phone_verified: true }, (u: { email: string | null }) => u.email!],
    ["phone number", { email_verified: true, phone_verified: false }, (u: { phone_number: string | null }) => u.phone_number!],
  ])("does not sign in by an unverified %s (ADR 0029); the username still works", async (_, flags, pick) => {
    const user = await createUser({ email: `${unique("mail")}@example.com`, phone_number: phone(), ...flags });
    const res = await login(pick(user as never), PASSWORD);
    expect(res.status).toBe(401);
    expect(res.data).toEqual(refused);
    expect((await login(user.username, PASSWORD)).status).toBe(200);
  });

  it("answers a wrong password and an unknown account with the same 401", async () => {
    const user = await createUser();
    const wrong = await login(user.username, "Wrong-Pass-1");
    const unknown = await login(unique("ghost"), PASSWORD);
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.data).toEqual(refused);
    expect(unknown.data).toEqual(refused);
    expectNoSecrets(wrong, "Wrong-Pass-1");
  });

  it("counts a failed attempt against the account (or the unknown name) and the address", async () => {
    const ident = unique("count");
    const ip = unique("addr-");
    await login(ident, "whatever", ip);
    expect((await lockRow(`id:${ident.toLowerCase()}`))?.failures).toBe(1);
    expect((await attemptRow(`ip:${ip}`))?.count).toBe(1);
    const user = await createUser();
    await login(user.username, "Wrong-Pass-1", ip);
    expect((await lockRow(`acct:${user.id}`))?.failures).toBe(1);
    expect((await attemptRow(`ip:${ip}`))?.count).toBe(2);
  });

  it.each([
    ["no fields", {}, { identifier: ["This field is required."], password: ["This field is required."] }],
    ["blank identifier", { identifier: "   ", password: "x" }, { identifier: ["This field may not be blank."] }],
    ["blank password", { identifier: "someone", password: "" }, { password: ["This field may not be blank."] }],
    ["numbers", { identifier: 42, password: 42 }, { identifier: ["Not a valid string."], password: ["Not a valid string."] }],
    ["arrays", { identifier: ["a"], password: [] }, { identifier: ["Not a valid string."], password: ["Not a valid string."] }],
    ["nulls", { identifier: null, password: null }, { identifier: ["This field may not be null."], password: ["This field may not be null."] }],
    [
      "a password over 128 characters",
      { identifier: "someone", password: "A1a".repeat(43) },
      { password: ["Ensure this field has no more than 128 characters."] },
    ],
  ])("refuses %s with 400 field errors and counts no attempt", async (_, json, errors) => {
    const ip = unique("addr-");
    const res = await api("POST", "/api/auth/login/", { json, headers: { "cf-connecting-ip": ip } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await attemptRow(`ip:${ip}`)).toBeUndefined();
  });

  it.each([
    ["invalid JSON", "{identifier:", "application/json", "Request body must be valid JSON."],
    ["a JSON array", "[]", "application/json", "Request body must be a JSON object."],
    ["no body", "", "application/json", "Request body must be valid JSON."],
  ])("refuses %s with 400", async (_, raw, contentType, detail) => {
    const res = await api("POST", "/api/auth/login/", { raw, contentType, headers: { "cf-connecting-ip": unique("addr-") } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail });
  });
});
