import { env } from "cloudflare:test";
import { sign } from "hono/jwt";
import { describe, expect, it } from "vitest";
import { refreshTokens } from "../../db/schema";
import { api, createUser, db, tokenFor } from "../../test/factories";
import { issueTokens } from "./tokens";
import { liveRefreshCount } from "./test-helpers";

const invalid = { detail: "Token is invalid or expired", code: "token_not_valid" };
const refresh = (token: unknown) => api("POST", "/api/auth/token/refresh/", { json: { refresh: token } });
const logout = (token: unknown, access?: string) => api("POST", "/api/auth/logout/", { json: { refresh: token }, token: access });
const session = async () => {
  const user = await createUser();
  return { user, ...(await issueTokens(db, env.JWT_SECRET, user.id)) };
};
const past = () => Math.floor(Date.now() / 1000) - 60;

async function expiredRefresh() {
  const user = await createUser();
  const jti = crypto.randomUUID();
  await db.insert(refreshTokens).values({ jti, user_id: user.id, expires_at: new Date(past() * 1000).toISOString() });
  return sign({ sub: String(user.id), jti, typ: "refresh", exp: past() }, env.JWT_SECRET, "HS256");
}

describe("POST /auth/token/refresh/", () => {
  it("answers a new access token that opens the profile", async () => {
    const s = await session();
    const res = await refresh(s.refresh);
    expect(res.status).toBe(200);
    expect(Object.keys(res.data)).toEqual(["access"]);
    expect((await api("GET", "/api/auth/profile/", { token: res.data.access })).data.id).toBe(s.user.id);
  });

  it.each([
    ["garbage", async () => "not.a.token"],
    ["an access token", async () => (await session()).access],
    ["a token signed with another secret", async () => sign({ sub: "1", jti: crypto.randomUUID(), typ: "refresh", exp: past() + 3600 }, "other-secret", "HS256")],
    ["an expired refresh token the server issued", expiredRefresh],
    ["a well-signed token the server never issued", async () => sign({ sub: "1", jti: crypto.randomUUID(), typ: "refresh", exp: past() + 3600 }, env.JWT_SECRET, "HS256")],
  ])("refuses %s with 401 token_not_valid", async (_, make) => {
    const res = await refresh(await make());
    expect(res.status).toBe(401);
    expect(res.data).toEqual(invalid);
  });

  it.each([
    ["a missing field", {}, { refresh: ["This field is required."] }],
    ["a blank field", { refresh: "" }, { refresh: ["This field may not be blank."] }],
    ["a number", { refresh: 5 }, { refresh: ["Not a valid string."] }],
    ["an array", { refresh: ["x"] }, { refresh: ["Not a valid string."] }],
  ])("refuses %s with 400", async (_, json, errors) => {
    const res = await api("POST", "/api/auth/token/refresh/", { json });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
  });

  it("refuses invalid JSON with 400", async () => {
    const res = await api("POST", "/api/auth/token/refresh/", { raw: "{", contentType: "application/json" });
    expect(res).toMatchObject({ status: 400, data: { detail: "Request body must be valid JSON." } });
  });
});

describe("bearer tokens", () => {
  it.each([
    ["no token", undefined, 401],
    ["garbage", "garbage", 401],
  ])("GET /auth/profile/ with %s is 401", async (_, token, status) => {
    expect((await api("GET", "/api/auth/profile/", { token })).status).toBe(status);
  });

  it("refuses a refresh token used as an access token", async () => {
    const s = await session();
    const res = await api("GET", "/api/auth/profile/", { token: s.refresh });
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ detail: "Given token not valid for any token type" });
  });

  it("refuses an expired access token", async () => {
    const user = await createUser();
    const stale = await sign({ sub: String(user.id), typ: "access", exp: past() }, env.JWT_SECRET, "HS256");
    expect((await api("GET", "/api/auth/profile/", { token: stale })).status).toBe(401);
  });
});

describe("POST /auth/logout/", () => {
  it("revokes the refresh token for its signed-in owner with 205 and no body; the token is then refused", async () => {
    const s = await session();
    const res = await logout(s.refresh, s.access);
    expect(res.status).toBe(205);
    expect(res.data).toEqual(new Uint8Array());
    expect((await refresh(s.refresh)).data).toEqual(invalid);
    expect((await logout(s.refresh, s.access)).status).toBe(401);
  });

  it("lets a visitor revoke a token they hold, and leaves the user's other sessions alive", async () => {
    const s = await session();
    const other = await issueTokens(db, env.JWT_SECRET, s.user.id);
    expect((await logout(s.refresh)).status).toBe(205);
    expect((await refresh(s.refresh)).status).toBe(401);
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it("refuses to revoke another user's token for a signed-in caller, and the token keeps working", async () => {
    const victim = await session();
    const caller = await createUser();
    const res = await logout(victim.refresh, await tokenFor(caller));
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ detail: "This token does not belong to you." });
    expect((await refresh(victim.refresh)).status).toBe(200);
    expect(await liveRefreshCount(victim.user.id)).toBe(1);
  });

  it.each([
    ["garbage", "garbage", 401],
    ["an access token", "ACCESS", 401],
  ])("refuses %s as the token to revoke", async (_, token, status) => {
    const s = await session();
    const res = await logout(token === "ACCESS" ? s.access : token);
    expect(res.status).toBe(status);
    expect(res.data).toEqual(invalid);
    expect(await liveRefreshCount(s.user.id)).toBe(1);
  });

  it.each([
    ["a missing field", {}, { refresh: ["This field is required."] }],
    ["a number", { refresh: 1 }, { refresh: ["Not a valid string."] }],
  ])("refuses %s with 400", async (_, json, errors) => {
    const res = await api("POST", "/api/auth/logout/", { json });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
  });
});

describe("tokens the API did not mean to accept", () => {
  const future = () => Math.floor(Date.now() / 1000) + 3600;
  /** A token with any header, signed HS256 with the real secret (what a forger with the header trick would send). */
  async function forge(header: Record<string, unknown>, payload: Record<string, unknown>) {
    const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const body = `${b64(header)}.${b64(payload)}`;
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(env.JWT_SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
    return `${body}.${btoa(String.fromCharCode(...signature)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_")}`;
  }
  const profile = (token: string) => api("GET", "/api/auth/profile/", { token });

  it("refuses an access token without exp, which would never expire", async () => {
    const user = await createUser({ role: "super_admin" });
    const forever = await sign({ sub: String(user.id), typ: "access" }, env.JWT_SECRET, "HS256");
    expect((await profile(forever)).status).toBe(401);
    // The same token with an expiry is fine: the refusal is about exp alone.
    expect((await profile(await sign({ sub: String(user.id), typ: "access", exp: future() }, env.JWT_SECRET, "HS256"))).status).toBe(200);
  });

  it("refuses a header naming another algorithm, or none", async () => {
    const user = await createUser();
    for (const alg of ["none", "HS512", "RS256", undefined]) {
      expect([alg, (await profile(await forge({ alg, typ: "JWT" }, { sub: String(user.id), typ: "access", exp: future() }))).status]).toEqual([alg, 401]);
    }
    expect((await profile(await forge({ alg: "HS256", typ: "JWT" }, { sub: String(user.id), typ: "access", exp: future() }))).status).toBe(200);
  });

  it("refuses a refresh token used as an access token, and the other way round", async () => {
    const s = await session();
    expect((await profile(s.refresh)).status).toBe(401);
    expect((await refresh(s.access)).status).toBe(401);
  });

  it("refuses an access token whose subject is not a user id", async () => {
    for (const sub of ["", "1 OR 1=1", "-1", 5]) {
      expect([sub, (await profile(await sign({ sub, typ: "access", exp: future() } as never, env.JWT_SECRET, "HS256"))).status]).toEqual([sub, 401]);
    }
  });
});
