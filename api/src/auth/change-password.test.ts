import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, createUser, db, PASSWORD, tokenFor } from "../../test/factories";
import { issueTokens } from "./tokens";
import { expectNoSecrets, liveRefreshCount, login, userRow } from "./test-helpers";

const NEW = "Brand-New-7";
const change = (token: string | undefined, json: unknown) => api("PUT", "/api/auth/change-password/", { token, json });

describe("PUT /auth/change-password/", () => {
  it("changes the password, signs out every other session and hands this one new tokens", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const elsewhere = await issueTokens(db, env.JWT_SECRET, user.id);
    const res = await change(token, { old_password: PASSWORD, new_password: NEW });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ detail: "Password updated successfully.", access: expect.any(String), refresh: expect.any(String) });
    expectNoSecrets(res, PASSWORD, NEW);

    expect((await api("POST", "/api/auth/token/refresh/", { json: { refresh: elsewhere.refresh } })).status).toBe(401);
    expect((await api("POST", "/api/auth/token/refresh/", { json: { refresh: res.data.refresh } })).status).toBe(200);
    expect(await liveRefreshCount(user.id)).toBe(1);
    expect((await login(user.username, PASSWORD)).status).toBe(401);
    expect((await login(user.username, NEW)).status).toBe(200);
  });

  it("ends every access token issued before at once, this session's old one included; the new one works", async () => {
    const user = await createUser();
    const token = await tokenFor(user);
    const elsewhere = await issueTokens(db, env.JWT_SECRET, user.id);
    const profile = (access: string) => api("GET", "/api/auth/profile/", { token: access });
    expect((await profile(elsewhere.access)).status).toBe(200);
    const res = await change(token, { old_password: PASSWORD, new_password: NEW });
    expect(res.status).toBe(200);
    expect((await profile(elsewhere.access)).status).toBe(401);
    expect((await profile(token)).status).toBe(401);
    expect((await profile(res.data.access)).data.id).toBe(user.id);
    expect((await userRow(user.id))!.token_version).toBe(user.token_version + 1);
  });

  it("refuses a wrong current password with 400, keeps the hash and the sessions", async () => {
    const user = await createUser();
    const other = await issueTokens(db, env.JWT_SECRET, user.id);
    const res = await change(await tokenFor(user), { old_password: "Not-The-One-1", new_password: NEW });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ old_password: ["Current password is incorrect."] });
    expectNoSecrets(res, "Not-The-One-1", NEW);
    expect((await userRow(user.id))!.password_hash).toBe(user.password_hash);
    expect(await liveRefreshCount(user.id)).toBe(2);
    expect((await api("GET", "/api/auth/profile/", { token: other.access })).status).toBe(200);
  });

  it.each([
    ["no new password", {}, { new_password: ["This field is required."] }],
    [
      "blank fields",
      { old_password: "", new_password: "" },
      { old_password: ["This field may not be blank."], new_password: ["This field may not be blank."] },
    ],
    ["numbers", { old_password: 1, new_password: 12345678 }, { old_password: ["Not a valid string."], new_password: ["Not a valid string."] }],
    ["arrays", { old_password: [PASSWORD], new_password: [NEW] }, { old_password: ["Not a valid string."], new_password: ["Not a valid string."] }],
    ["7 characters", { new_password: "Abcde1!" }, { new_password: ["Password must be at least 8 characters long."] }],
    ["no uppercase letter", { new_password: "abcdefg1" }, { new_password: ["Password must contain at least one uppercase letter."] }],
    ["no lowercase letter", { new_password: "ABCDEFG1" }, { new_password: ["Password must contain at least one lowercase letter."] }],
    ["no number", { new_password: "Abcdefgh" }, { new_password: ["Password must contain at least one number."] }],
    ["only the first failing rule for 'abc'", { new_password: "abc" }, { new_password: ["Password must be at least 8 characters long."] }],
  ])("refuses %s with 400 and keeps the hash", async (_, fields, errors) => {
    const user = await createUser();
    const res = await change(await tokenFor(user), { old_password: PASSWORD, ...fields });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect((await userRow(user.id))!.password_hash).toBe(user.password_hash);
  });

  it("refuses an empty object with both fields named", async () => {
    const user = await createUser();
    const res = await change(await tokenFor(user), {});
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ old_password: ["This field is required."], new_password: ["This field is required."] });
    expect((await userRow(user.id))!.password_hash).toBe(user.password_hash);
  });

  it("refuses invalid JSON with 400 and keeps the hash", async () => {
    const user = await createUser();
    const res = await api("PUT", "/api/auth/change-password/", { token: await tokenFor(user), raw: "nope", contentType: "application/json" });
    expect(res).toMatchObject({ status: 400, data: { detail: "Request body must be valid JSON." } });
    expect((await userRow(user.id))!.password_hash).toBe(user.password_hash);
  });

  it.each([
    ["a visitor", undefined],
    ["a garbage token", "garbage"],
  ])("refuses %s with 401", async (_, token) => {
    expect((await change(token, { old_password: PASSWORD, new_password: NEW })).status).toBe(401);
  });
});
