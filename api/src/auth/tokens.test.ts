import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { sign } from "hono/jwt";
import { describe, expect, it } from "vitest";
import { refreshTokens } from "../../db/schema";
import { api, createUser, db, PASSWORD, tokenFor } from "../../test/factories";
import worker from "../index";
import { issueTokens, MIN_SECRET_LENGTH, ROTATION_GRACE_SECONDS } from "./tokens";
import { liveRefreshCount, lockRow, login, userRow } from "./test-helpers";

const SECRET = env.JWT_SECRET!;
const invalid = { detail: "Token is invalid or expired", code: "token_not_valid" };
const refresh = (token: unknown) => api("POST", "/api/auth/token/refresh/", { json: { refresh: token } });
const logout = (token: unknown, access?: string) => api("POST", "/api/auth/logout/", { json: { refresh: token }, token: access });
const profile = (token?: string) => api("GET", "/api/auth/profile/", { token });
const session = async () => {
  const user = await createUser();
  return { user, ...(await issueTokens(db, SECRET, user.id)) };
};
const past = () => Math.floor(Date.now() / 1000) - 60;
const future = () => Math.floor(Date.now() / 1000) + 3600;
const jtiOf = (token: string) => JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))).jti as string;

/** Makes a rotated token look as if it had been rotated `seconds` ago. */
const rotatedAgo = (token: string, seconds: number) =>
  db
    .update(refreshTokens)
    .set({ revoked_at: new Date(Date.now() - seconds * 1000).toISOString() })
    .where(eq(refreshTokens.jti, jtiOf(token)));

async function expiredRefresh() {
  const user = await createUser();
  const jti = crypto.randomUUID();
  await db.insert(refreshTokens).values({ jti, user_id: user.id, family: jti, expires_at: new Date(past() * 1000).toISOString() });
  return sign({ sub: String(user.id), jti, typ: "refresh", ver: 0, exp: past() }, SECRET, "HS256");
}

describe("POST /auth/token/refresh/ rotates the refresh token", () => {
  it("answers a new access token that opens the profile and a new refresh token; the one sent is spent", async () => {
    const s = await session();
    const res = await refresh(s.refresh);
    expect(res.status).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual(["access", "refresh"]);
    expect(res.data.refresh).not.toBe(s.refresh);
    expect((await profile(res.data.access)).data.id).toBe(s.user.id);
    expect(await liveRefreshCount(s.user.id)).toBe(1);
    // The new one works in turn, and keeps the family going.
    const again = await refresh(res.data.refresh);
    expect(again.status).toBe(200);
    const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.user_id, s.user.id));
    expect(new Set(rows.map((r) => r.family)).size).toBe(1);
    expect(rows.filter((r) => r.revoked_at === null).map((r) => r.jti)).toEqual([jtiOf(again.data.refresh)]);
  });

  it("ends the family, its access tokens and the user's other sessions when a rotated token is used again after the grace period", async () => {
    const s = await session();
    const other = await issueTokens(db, SECRET, s.user.id); // another sign-in: another family
    const next = (await refresh(s.refresh)).data;
    await rotatedAgo(s.refresh, ROTATION_GRACE_SECONDS + 5);
    const reuse = await refresh(s.refresh);
    expect([reuse.status, reuse.data]).toEqual([401, invalid]);
    // The holder of the newest pair is out at once, access token included...
    expect((await profile(next.access)).status).toBe(401);
    expect((await refresh(next.refresh)).status).toBe(401);
    // ...and so is every other sign-in of the user: a copy of a token is about.
    expect((await refresh(other.refresh)).status).toBe(401);
    expect(await liveRefreshCount(s.user.id)).toBe(0);
    expect((await userRow(s.user.id))!.token_version).toBe(1);
    // The user signs in again as usual.
    expect((await login(s.user.username, PASSWORD)).status).toBe(200);
  });

  it("refuses a token revoked without a rotation, and ends nothing else", async () => {
    const user = await createUser();
    const s = await issueTokens(db, SECRET, user.id);
    await db
      .update(refreshTokens)
      .set({ revoked_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where(eq(refreshTokens.jti, jtiOf(s.refresh)));
    const other = await issueTokens(db, SECRET, user.id);
    expect((await refresh(s.refresh)).status).toBe(401);
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it("hands the family's current token again to a rotated one used within the grace period", async () => {
    const s = await session();
    const first = await refresh(s.refresh);
    const second = await refresh(s.refresh);
    expect(second.status).toBe(200);
    expect(jtiOf(second.data.refresh)).toBe(jtiOf(first.data.refresh));
    expect((await profile(second.data.access)).data.id).toBe(s.user.id);
    expect(await liveRefreshCount(s.user.id)).toBe(1);
  });

  it("lets concurrent refreshes with one token all through, leaving exactly one live token", async () => {
    const s = await session();
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(s.refresh)));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => jtiOf(r.data.refresh))).size).toBe(1);
    expect(await liveRefreshCount(s.user.id)).toBe(1);
  });

  it.each([
    ["garbage", async () => "not.a.token"],
    ["an access token", async () => (await session()).access],
    [
      "a token signed with another secret",
      async () =>
        sign({ sub: "1", jti: crypto.randomUUID(), typ: "refresh", ver: 0, exp: future() }, "other-secret-of-at-least-32-characters", "HS256"),
    ],
    ["an expired refresh token the server issued", expiredRefresh],
    [
      "a well-signed token the server never issued",
      async () => sign({ sub: "1", jti: crypto.randomUUID(), typ: "refresh", ver: 0, exp: future() }, SECRET, "HS256"),
    ],
    [
      "an issued refresh token re-signed without its version",
      async () => {
        const s = await session();
        return sign({ sub: String(s.user.id), jti: jtiOf(s.refresh), typ: "refresh", exp: future() }, SECRET, "HS256");
      },
    ],
    [
      "an issued refresh token re-signed with typ access",
      async () => {
        const s = await session();
        return sign({ sub: String(s.user.id), jti: jtiOf(s.refresh), typ: "access", ver: 0, exp: future() }, SECRET, "HS256");
      },
    ],
    [
      "an issued refresh token re-signed for another user",
      async () => {
        const [s, other] = [await session(), await createUser()];
        return sign({ sub: String(other.id), jti: jtiOf(s.refresh), typ: "refresh", ver: 0, exp: future() }, SECRET, "HS256");
      },
    ],
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
    expect((await profile(token)).status).toBe(status);
  });

  it("refuses a refresh token used as an access token", async () => {
    const s = await session();
    const res = await profile(s.refresh);
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ detail: "Given token not valid for any token type" });
  });

  it("refuses an expired access token", async () => {
    const user = await createUser();
    const stale = await sign({ sub: String(user.id), typ: "access", ver: 0, exp: past() }, SECRET, "HS256");
    expect((await profile(stale)).status).toBe(401);
  });
});

describe("POST /auth/logout/ ends the user's sessions at once", () => {
  it("answers 205 with no body; this session's access and refresh tokens are refused from then on", async () => {
    const s = await session();
    expect((await profile(s.access)).status).toBe(200);
    const res = await logout(s.refresh, s.access);
    expect(res.status).toBe(205);
    expect(res.data).toEqual(new Uint8Array());
    expect((await profile(s.access)).status).toBe(401);
    expect((await refresh(s.refresh)).data).toEqual(invalid);
    expect((await logout(s.refresh, s.access)).status).toBe(401);
    expect((await userRow(s.user.id))!.token_version).toBe(1);
  });

  it("lets a visitor end the sessions of a token they hold; the user's other sessions end too", async () => {
    const s = await session();
    const other = await issueTokens(db, SECRET, s.user.id);
    expect((await logout(s.refresh)).status).toBe(205);
    expect((await refresh(s.refresh)).status).toBe(401);
    expect((await refresh(other.refresh)).status).toBe(401);
    expect((await profile(other.access)).status).toBe(401);
    expect(await liveRefreshCount(s.user.id)).toBe(0);
    // Signing in again works, with tokens of the new version.
    const back = await login(s.user.username, PASSWORD);
    expect(back.status).toBe(200);
    expect((await profile(back.data.access)).data.id).toBe(s.user.id);
  });

  it("leaves other users' sessions alone", async () => {
    const [mine, theirs] = [await session(), await session()];
    await logout(mine.refresh, mine.access);
    expect((await profile(theirs.access)).status).toBe(200);
    expect((await refresh(theirs.refresh)).status).toBe(200);
  });

  it("refuses to revoke another user's token for a signed-in caller, and the token keeps working", async () => {
    const victim = await session();
    const caller = await createUser();
    const res = await logout(victim.refresh, await tokenFor(caller));
    expect(res.status).toBe(403);
    expect(res.data).toEqual({ detail: "This token does not belong to you." });
    expect((await profile(victim.access)).status).toBe(200);
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
    expect((await profile(s.access)).status).toBe(200);
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
  /** A token with any header, signed HS256 with the real secret (what a forger with the header trick would send). */
  async function forge(header: Record<string, unknown>, payload: Record<string, unknown>) {
    const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const body = `${b64(header)}.${b64(payload)}`;
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(SECRET), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
    return `${body}.${btoa(String.fromCharCode(...signature))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_")}`;
  }

  it("refuses an access token without exp, which would never expire", async () => {
    const user = await createUser({ role: "super_admin" });
    const forever = await sign({ sub: String(user.id), typ: "access", ver: 0 }, SECRET, "HS256");
    expect((await profile(forever)).status).toBe(401);
    // The same token with an expiry is fine: the refusal is about exp alone.
    expect((await profile(await sign({ sub: String(user.id), typ: "access", ver: 0, exp: future() }, SECRET, "HS256"))).status).toBe(200);
  });

  it("refuses a header naming another algorithm, or none", async () => {
    const user = await createUser();
    for (const alg of ["none", "HS512", "RS256", undefined]) {
      expect([alg, (await profile(await forge({ alg, typ: "JWT" }, { sub: String(user.id), typ: "access", ver: 0, exp: future() }))).status]).toEqual(
        [alg, 401],
      );
    }
    expect((await profile(await forge({ alg: "HS256", typ: "JWT" }, { sub: String(user.id), typ: "access", ver: 0, exp: future() }))).status).toBe(
      200,
    );
  });

  it("refuses a refresh token used as an access token, and the other way round", async () => {
    const s = await session();
    expect((await profile(s.refresh)).status).toBe(401);
    expect((await refresh(s.access)).status).toBe(401);
    // Nor does a token of no type, or an unknown one, pass as either.
    for (const typ of [undefined, "id", "ACCESS"]) {
      const token = await sign({ sub: String(s.user.id), jti: jtiOf(s.refresh), typ, ver: 0, exp: future() } as never, SECRET, "HS256");
      expect([typ, (await profile(token)).status, (await refresh(token)).status]).toEqual([typ, 401, 401]);
    }
    expect((await profile(s.access)).status).toBe(200);
  });

  it("refuses an access token without a version, or with one other than the user's", async () => {
    const user = await createUser();
    for (const ver of [undefined, 1, -1, "0", 0.5]) {
      const token = await sign({ sub: String(user.id), typ: "access", ver, exp: future() } as never, SECRET, "HS256");
      expect([ver, (await profile(token)).status]).toEqual([ver, 401]);
    }
  });

  it("refuses an access token whose subject is not a user id", async () => {
    for (const sub of ["", "1 OR 1=1", "-1", 5]) {
      expect([sub, (await profile(await sign({ sub, typ: "access", ver: 0, exp: future() } as never, SECRET, "HS256"))).status]).toEqual([sub, 401]);
    }
  });
});

describe("without a real signing secret", () => {
  /** The API worker as deployed with this JWT_SECRET (undefined: none set). */
  const withSecret = (secret: string | undefined, path: string, init: RequestInit = {}) =>
    worker.fetch!(new Request(`http://api.test${path}`, init) as never, { ...env, JWT_SECRET: secret }, createExecutionContext());

  it.each([
    ["no secret", undefined],
    ["an empty secret", ""],
    [`a secret shorter than ${MIN_SECRET_LENGTH} characters`, "x".repeat(MIN_SECRET_LENGTH - 1)],
  ])("with %s the API issues and accepts no token (503), and still serves visitors", async (_, secret) => {
    const user = await createUser();
    const valid = await tokenFor(user); // signed with the real secret, which this worker does not have
    const json = { "content-type": "application/json" };
    const attempts = [
      await withSecret(secret, "/api/auth/login/", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ identifier: user.username, password: PASSWORD }),
      }),
      await withSecret(secret, "/api/auth/register/", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ username: `${user.username}x`, password: PASSWORD, password2: PASSWORD }),
      }),
      await withSecret(secret, "/api/auth/profile/", { headers: { authorization: `Bearer ${valid}` } }),
      await withSecret(secret, "/api/auth/token/refresh/", { method: "POST", headers: json, body: JSON.stringify({ refresh: "x.y.z" }) }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ detail: "Sign-in is temporarily unavailable." });
    }
    expect((await withSecret(secret, "/api/health")).status).toBe(200);
    // Nothing was written: no account registered, no token issued, no attempt counted.
    expect(await liveRefreshCount(user.id)).toBe(1);
    expect(await lockRow(`acct:${user.id}`)).toBeUndefined();
    expect((await api("GET", `/api/auth/check-username/?username=${user.username}x`)).data).toEqual({ available: true });
  });

  it("answers the 503 in Arabic too", async () => {
    const res = await withSecret(undefined, "/api/auth/login/", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "ar" },
      body: JSON.stringify({ identifier: "someone", password: PASSWORD }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: "تسجيل الدخول غير متاح مؤقتًا." });
  });

  it("refuses to sign in code too: issueTokens throws rather than sign with a short key", async () => {
    const user = await createUser();
    await expect(issueTokens(db, "short", user.id)).rejects.toMatchObject({ status: 503 });
    expect(await liveRefreshCount(user.id)).toBe(0);
  });
});
