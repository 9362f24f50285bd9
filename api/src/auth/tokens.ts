// Access tokens are short-lived signed JWTs; refresh tokens are JWTs whose id (jti) is
// stored, so logout and password changes can revoke them.
import { and, eq, isNull } from "drizzle-orm";
import { sign, verify } from "hono/jwt";
import { refreshTokens } from "../../db/schema";
import type { Db } from "../env";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;
const ALG = "HS256";

const now = () => Math.floor(Date.now() / 1000);

export async function issueTokens(db: Db, secret: string, userId: number) {
  const jti = crypto.randomUUID();
  const exp = now() + REFRESH_TTL_SECONDS;
  await db.insert(refreshTokens).values({ jti, user_id: userId, expires_at: new Date(exp * 1000).toISOString() });
  return {
    access: await signAccess(secret, userId),
    refresh: await sign({ sub: String(userId), jti, typ: "refresh", exp }, secret, ALG),
  };
}

export function signAccess(secret: string, userId: number) {
  return sign({ sub: String(userId), typ: "access", exp: now() + ACCESS_TTL_SECONDS }, secret, ALG);
}

/**
 * The claims of a token of the given type that we signed, else null. Stricter than a bare
 * signature check: the header must say HS256 (no `none`, no other algorithm), the token must
 * expire (a token without `exp` would be good forever), and an access token cannot stand in
 * for a refresh token or the other way round.
 */
async function claims(secret: string, token: string, typ: "access" | "refresh") {
  try {
    const [head] = token.split(".");
    const header = JSON.parse(atob(head.replace(/-/g, "+").replace(/_/g, "/"))) as { alg?: unknown };
    if (header.alg !== ALG) return null;
    const payload = await verify(token, secret, ALG);
    if (payload.typ !== typ || typeof payload.exp !== "number" || payload.exp <= now()) return null;
    if (typeof payload.sub !== "string" || !/^\d{1,12}$/.test(payload.sub)) return null;
    return payload;
  } catch {
    return null;
  }
}

/** The user id of a valid access token, else null. */
export async function readAccess(secret: string, token: string): Promise<number | null> {
  const payload = await claims(secret, token, "access");
  return payload ? Number(payload.sub) : null;
}

/** The refresh token's user and id when it is valid and not revoked, else null. */
export async function readRefresh(db: Db, secret: string, token: string): Promise<{ userId: number; jti: string } | null> {
  const payload = await claims(secret, token, "refresh");
  if (!payload || typeof payload.jti !== "string") return null;
  const row = await db
    .select({ user_id: refreshTokens.user_id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.jti, payload.jti), isNull(refreshTokens.revoked_at)))
    .get();
  return row ? { userId: row.user_id, jti: payload.jti } : null;
}

export async function revokeRefresh(db: Db, jti: string) {
  await db.update(refreshTokens).set({ revoked_at: new Date().toISOString() }).where(eq(refreshTokens.jti, jti));
}
