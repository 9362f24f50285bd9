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

/** The user id of a valid access token, else null. */
export async function readAccess(secret: string, token: string): Promise<number | null> {
  try {
    const payload = await verify(token, secret, ALG);
    return payload.typ === "access" ? Number(payload.sub) : null;
  } catch {
    return null;
  }
}

/** The refresh token's user and id when it is valid and not revoked, else null. */
export async function readRefresh(db: Db, secret: string, token: string): Promise<{ userId: number; jti: string } | null> {
  let payload;
  try {
    payload = await verify(token, secret, ALG);
  } catch {
    return null;
  }
  if (payload.typ !== "refresh" || typeof payload.jti !== "string") return null;
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

export async function revokeAllRefresh(db: Db, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date().toISOString() })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
}
