import { describe, expect, it } from "vitest";
import { api, createUser, unique } from "../../test/factories";
import { verifyPassword } from "./password";
import { expectNoSecrets, login, phone, userRow, usersNamed } from "./test-helpers";

const GOOD = "Good-Pass-9";
const registerAsIs = (json: unknown) => api("POST", "/api/auth/register/", { json });
/** A registration with an e-mail of its own unless the test gives one (or `email: undefined`). */
const register = (json: Record<string, unknown>) => registerAsIs({ email: `${unique("reg")}@example.com`, ...json });

describe("POST /auth/register/", () => {
  it("creates a customer, answers 201 with the user and a signed-in session, and stores only a hash", async () => {
    const username = unique("New.User");
    const email = `${unique("reg")}@example.com`;
    const phone_number = phone();
    const res = await register({ username, password: GOOD, password2: GOOD, email: email.toUpperCase(), phone_number, role: "super_admin" });
    expect(res.status).toBe(201);
    expect(res.data.user).toEqual({ id: expect.any(Number), username, first_name: "", last_name: "", email, phone_number, role: "customer" });
    expect(Object.keys(res.data).sort()).toEqual(["access", "refresh", "user"]);
    expectNoSecrets(res, GOOD);

    const me = await api("GET", "/api/auth/profile/", { token: res.data.access });
    expect(me.data).toEqual({ ...res.data.user, email_verified: false, phone_verified: false, area: null, language: "en" });
    expect((await api("POST", "/api/auth/token/refresh/", { json: { refresh: res.data.refresh } })).status).toBe(200);

    const row = (await userRow(res.data.user.id))!;
    expect(row.password_hash).not.toContain(GOOD);
    expect(await verifyPassword(GOOD, row.password_hash)).toBe(true);
    expect((await login(username, GOOD)).status).toBe(200);
    // The e-mail signs in once it is proved (verify.test.ts).
    expect((await login(email, GOOD)).status).toBe(401);
  });

  it("treats a blank phone as none", async () => {
    const res = await register({ username: unique("blank"), password: GOOD, password2: GOOD, phone_number: "  " });
    expect(res.status).toBe(201);
    expect(res.data.user).toMatchObject({ phone_number: null });
  });

  it.each([
    ["missing", undefined, "This field is required."],
    ["blank", "  ", "This field may not be blank."],
    ["null", null, "This field may not be null."],
  ])("requires an e-mail (%s) and creates nothing", async (_, email, message) => {
    const username = unique("nomail");
    const res = await register({ username, password: GOOD, password2: GOOD, email });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ email: [message] });
    expect(await usersNamed(username)).toBe(0);
  });

  it.each([
    ["same case", (n: string) => n],
    ["other case", (n: string) => n.toUpperCase()],
  ])("refuses a taken username (%s) and creates nothing", async (_, variant) => {
    const taken = await createUser({ username: unique("taken") });
    const res = await register({ username: variant(taken.username), password: GOOD, password2: GOOD });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ username: ["A user with that username already exists."] });
    expect(await usersNamed(taken.username)).toBe(1);
  });

  it("refuses a taken e-mail and phone number together, with a message for each", async () => {
    const other = await createUser({ email: `${unique("own")}@example.com`, phone_number: phone() });
    const username = unique("dup");
    const res = await register({ username, password: GOOD, password2: GOOD, email: other.email, phone_number: other.phone_number });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      email: ["A user with that email already exists."],
      phone_number: ["A user with that phone number already exists."],
    });
    expect(await usersNamed(username)).toBe(0);
  });

  it.each([
    ["no passwords", {}, { password: ["This field is required."], password2: ["This field is required."] }],
    [
      "blank strings",
      { username: " ", password: "", password2: "" },
      { username: ["This field may not be blank."], password: ["This field may not be blank."], password2: ["This field may not be blank."] },
    ],
    [
      "numbers",
      { username: 12345, password: 12345678, password2: 12345678 },
      { username: ["Not a valid string."], password: ["Not a valid string."], password2: ["Not a valid string."] },
    ],
    [
      "arrays",
      { username: ["a"], password: [], password2: [GOOD] },
      { username: ["Not a valid string."], password: ["Not a valid string."], password2: ["Not a valid string."] },
    ],
    [
      "a username with spaces",
      { username: "two words", password: GOOD, password2: GOOD },
      { username: ["Enter a valid username: letters, digits and @ . + - _ only."] },
    ],
    [
      "a username over 150 characters",
      { username: "u".repeat(151), password: GOOD, password2: GOOD },
      { username: ["Ensure this field has no more than 150 characters."] },
    ],
    ["mismatched passwords", { password: GOOD, password2: "Good-Pass-8" }, { password2: ["Passwords do not match."] }],
    ["a bad e-mail", { password: GOOD, password2: GOOD, email: "not-an-email" }, { email: ["Enter a valid email address."] }],
    ["a short phone", { password: GOOD, password2: GOOD, phone_number: "12345" }, { phone_number: ["Enter a phone number of 10 to 15 digits."] }],
    ["a numeric phone", { password: GOOD, password2: GOOD, phone_number: 201001234567 }, { phone_number: ["Not a valid string."] }],
    ["a 3-letter password", { password: "abc", password2: "abc" }, { password: ["Password must be at least 8 characters long."] }],
    [
      "no uppercase letter",
      { password: "lower-case-1", password2: "lower-case-1" },
      { password: ["Password must contain at least one uppercase letter."] },
    ],
    [
      "no lowercase letter",
      { password: "UPPER-CASE-1", password2: "UPPER-CASE-1" },
      { password: ["Password must contain at least one lowercase letter."] },
    ],
    ["no number", { password: "No-Digits-Here", password2: "No-Digits-Here" }, { password: ["Password must contain at least one number."] }],
    [
      "a password over 128 characters",
      { password: `Aa1${"x".repeat(126)}`, password2: "x" },
      { password: ["Ensure this field has no more than 128 characters."] },
    ],
  ])("refuses %s with 400 field errors and creates no user", async (_, fields, errors) => {
    const username = unique("bad");
    const res = await register({ username, ...fields });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await usersNamed(username)).toBe(0);
    const password = (fields as Record<string, unknown>).password;
    if (typeof password === "string" && password.length >= 3) expectNoSecrets(res, password);
  });

  it("refuses an empty object with every required field named", async () => {
    const res = await registerAsIs({});
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      username: ["This field is required."],
      email: ["This field is required."],
      password: ["This field is required."],
      password2: ["This field is required."],
    });
  });

  it.each([
    ["invalid JSON", "{username:", "Request body must be valid JSON."],
    ["a JSON string", '"hello"', "Request body must be a JSON object."],
  ])("refuses %s with 400", async (_, raw, detail) => {
    const res = await api("POST", "/api/auth/register/", { raw, contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail });
  });
});
