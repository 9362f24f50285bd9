import { describe, expect, it } from "vitest";
import { api, createUser, tokenFor, unique } from "../../test/factories";
import { expectNoSecrets, phone, userRow } from "./test-helpers";

const signedIn = async (overrides: Parameters<typeof createUser>[0] = {}) => {
  const user = await createUser({ email: `${unique("p")}@example.com`, phone_number: phone(), first_name: "Old", ...overrides });
  return { user, token: await tokenFor(user) };
};
const put = (token: string | undefined, json: unknown) => api("PUT", "/api/auth/profile/", { token, json });
const patch = (token: string | undefined, json: unknown) => api("PATCH", "/api/auth/profile/", { token, json });
const publicFields = (row: Awaited<ReturnType<typeof userRow>>) => {
  const { id, username, first_name, last_name, phone_number, email, role, email_verified, phone_verified, language } = row!;
  return { id, username, first_name, last_name, phone_number, email, role, email_verified, phone_verified, language };
};

describe("GET /auth/profile/", () => {
  it.each(["customer", "branch_owner", "super_admin"] as const)("answers a %s with their own user, without secrets", async (role) => {
    const { user, token } = await signedIn({ role, last_name: "Last" });
    const res = await api("GET", "/api/auth/profile/", { token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      id: user.id,
      username: user.username,
      first_name: "Old",
      last_name: "Last",
      phone_number: user.phone_number,
      email: user.email,
      role,
      email_verified: false,
      phone_verified: false,
      area: null,
      language: "en",
    });
    expectNoSecrets(res);
  });

  it("refuses a visitor with 401", async () => {
    const res = await api("GET", "/api/auth/profile/");
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ detail: "Authentication credentials were not provided." });
  });
});

describe("PUT and PATCH /auth/profile/", () => {
  it("PUT updates the profile, keeps absent fields and ignores a role", async () => {
    const { user, token } = await signedIn();
    const username = unique("Renamed");
    const res = await put(token, { username, last_name: "  New  ", phone_number: "", role: "super_admin", password_hash: "x", id: 1 });
    expect(res.status).toBe(200);
    const expected = {
      id: user.id,
      username,
      first_name: "Old",
      last_name: "New",
      phone_number: null,
      email: user.email,
      role: "customer",
      email_verified: false,
      phone_verified: false,
      language: "en",
    };
    expect(res.data).toEqual({ ...expected, area: null });
    expect(publicFields(await userRow(user.id))).toEqual(expected);
    expect((await userRow(user.id))!.password_hash).toBe(user.password_hash);
  });

  it("PATCH changes only what it is given and lower-cases the e-mail", async () => {
    const { user, token } = await signedIn();
    const email = `${unique("Mixed")}@Example.com`;
    const res = await patch(token, { email });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ...publicFields(user), email: email.toLowerCase(), area: null });
    expect((await patch(token, {})).data).toEqual({ ...publicFields(user), email: email.toLowerCase(), area: null });
  });

  it("lets a user keep their own username in another case", async () => {
    const { user, token } = await signedIn();
    const res = await put(token, { username: user.username.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.data.username).toBe(user.username.toUpperCase());
  });

  it.each([
    [
      "username in another case",
      (o: { username: string }) => ({ username: o.username.toUpperCase() }),
      { username: ["A user with that username already exists."] },
    ],
    ["email", (o: { email: string | null }) => ({ email: o.email }), { email: ["A user with that email already exists."] }],
    [
      "phone number",
      (o: { phone_number: string | null }) => ({ phone_number: o.phone_number }),
      { phone_number: ["A user with that phone number already exists."] },
    ],
  ])("refuses another user's %s with 400 and changes nothing", async (_, take, errors) => {
    const { user, token } = await signedIn();
    const other = (await signedIn()).user;
    const res = await put(token, { username: user.username, first_name: "Changed", ...take(other as never) });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await userRow(user.id)).toEqual(user);
  });

  it.each([
    ["PUT without a username", "PUT", { first_name: "X" }, { username: ["This field is required."] }],
    ["a blank username", "PATCH", { username: "  " }, { username: ["This field may not be blank."] }],
    ["a numeric username", "PUT", { username: 7 }, { username: ["Not a valid string."] }],
    ["a list as a first name", "PATCH", { first_name: ["a"] }, { first_name: ["Not a valid string."] }],
    ["a null last name", "PATCH", { last_name: null }, { last_name: ["This field may not be null."] }],
    ["a long first name", "PATCH", { first_name: "n".repeat(151) }, { first_name: ["Ensure this field has no more than 150 characters."] }],
    ["a bad e-mail", "PATCH", { email: "nope@" }, { email: ["Enter a valid email address."] }],
    ["a bad phone", "PATCH", { phone_number: "01-23" }, { phone_number: ["Enter a phone number of 10 to 15 digits."] }],
  ])("refuses %s with 400 and changes nothing", async (_, method, json, errors) => {
    const { user, token } = await signedIn();
    const res = await api(method, "/api/auth/profile/", { token, json });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await userRow(user.id)).toEqual(user);
  });

  it.each(["PUT", "PATCH"])("%s refuses invalid JSON with 400 and changes nothing", async (method) => {
    const { user, token } = await signedIn();
    const res = await api(method, "/api/auth/profile/", { token, raw: "{bad", contentType: "application/json" });
    expect(res).toMatchObject({ status: 400, data: { detail: "Request body must be valid JSON." } });
    expect(await userRow(user.id)).toEqual(user);
  });

  it.each([
    ["a visitor", undefined],
    ["a garbage token", "garbage"],
  ])("%s gets 401 from PUT and PATCH", async (_, token) => {
    expect((await put(token, { username: unique("x") })).status).toBe(401);
    expect((await patch(token, { username: unique("x") })).status).toBe(401);
  });
});
