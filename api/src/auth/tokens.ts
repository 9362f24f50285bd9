// Access tokens are short-lived signed JWTs; refresh tokens are JWTs whose id (jti) is
// stored. Both carry the user's token version (claim `ver`): logout and a password change
// raise it, which ends every token issued before at once. Refresh tokens rotate on every use;
// a rotated token used again ends its whole family (docs/decisions/0010).
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { sign, verify } from "hono/jwt";
import { refreshTokens, sessions, users } from "../../db/schema";
import type { Db } from "../env";
import { ApiError } from "../lib/errors";
import { say } from "#contract/said";
import type { SessionMeta } from "./sessions";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;
/** The shortest signing secret the API will use (32 characters: `npm start` makes 43). */
export const MIN_SECRET_LENGTH = 32;
/**
 * A rotated refresh token sent again within this many seconds gets the family's current token
 * instead of ending the family: two tabs (or two edge isolates) refreshing with the same token
 * at the same moment are one browser, not a thief.
 */
export const ROTATION_GRACE_SECONDS = 30;
const ALG = "HS256";

const now = () => Math.floor(Date.now() / 1000);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export interface TokenPair {
  access: string;
  refresh: string;
}

let warned = false;
/**
 * The signing secret, or a 503: with no secret (or a short one, which could be guessed) the API
 * neither issues nor accepts tokens. Production sets it with `wrangler secret put JWT_SECRET`
 * (wrangler.jsonc declares it required); `npm start` and the tests generate one.
 */
export function signingKey(secret: string | undefined): string {
  if (typeof secret === "string" && secret.length >= MIN_SECRET_LENGTH) return secret;
  if (!warned) {
    warned = true;
    console.error(
      `JWT_SECRET is ${secret ? `only ${secret.length} characters` : "not set"}: sign-in is off until a secret of ${MIN_SECRET_LENGTH}+ characters is configured`,
    );
  }
  throw new ApiError(503, { detail: say("signInUnavailable") });
}

/** The user's current token version (0 for a user that does not exist: their tokens fail anyway). */
async function currentVersion(db: Db, userId: number): Promise<number> {
  const row = await db.select({ ver: users.token_version }).from(users).where(eq(users.id, userId)).get();
  return row?.ver ?? 0;
}

const signRefresh = (key: string, userId: number, jti: string, exp: number, ver: number) =>
  sign({ sub: String(userId), jti, typ: "refresh", ver, exp }, key, ALG);

/** An access token; `sid` names its session (the refresh family), which can be ended on its own. */
export function signAccess(secret: string | undefined, userId: number, ver: number, sid?: string) {
  return sign({ sub: String(userId), typ: "access", ver, ...(sid ? { sid } : {}), exp: now() + ACCESS_TTL_SECONDS }, signingKey(secret), ALG);
}

/**
 * A new session: a refresh token starting a family of its own, and an access token. `ver` is the
 * user's token version when the caller has just read or set it; otherwise it is read here.
 */
export async function issueTokens(
  db: Db,
  secret: string | undefined,
  userId: number,
  ver?: number,
  meta: SessionMeta = { browser: null, os: null, country: null },
): Promise<TokenPair> {
  const key = signingKey(secret);
  const version = ver ?? (await currentVersion(db, userId));
  const jti = crypto.randomUUID();
  const exp = now() + REFRESH_TTL_SECONDS;
  const stamp = new Date().toISOString();
  // The session is the family: it shares the first token's id.
  await db.batch([
    db.insert(refreshTokens).values({ jti, user_id: userId, family: jti, expires_at: iso(exp) }),
    db.insert(sessions).values({ id: jti, user_id: userId, ...meta, last_used_at: stamp, expires_at: iso(exp) }),
  ]);
  return { access: await signAccess(key, userId, version, jti), refresh: await signRefresh(key, userId, jti, exp, version) };
}

/**
 * The claims of a token of the given type that we signed, else null. Stricter than a bare
 * signature check: the header must say HS256 (no `none`, no other algorithm), the token must
 * expire (a token without `exp` would be good forever), it must carry a token version, and an
 * access token cannot stand in for a refresh token or the other way round.
 */
async function claims(key: string, token: string, typ: "access" | "refresh") {
  try {
    const [head] = token.split(".");
    const header = JSON.parse(atob(head.replace(/-/g, "+").replace(/_/g, "/"))) as { alg?: unknown };
    if (header.alg !== ALG) return null;
    const payload = await verify(token, key, ALG);
    if (payload.typ !== typ || typeof payload.exp !== "number" || payload.exp <= now()) return null;
    if (typeof payload.sub !== "string" || !/^\d{1,12}$/.test(payload.sub)) return null;
    if (typeof payload.ver !== "number" || !Number.isSafeInteger(payload.ver) || payload.ver < 0) return null;
    const sid = typeof payload.sid === "string" && payload.sid.length <= 64 ? payload.sid : undefined;
    return { userId: Number(payload.sub), ver: payload.ver, jti: payload.jti, sid };
  } catch {
    return null;
  }
}

/**
 * The user, token version and session of a well-formed access token, else null (the caller
 * compares the version and checks the session). Tokens signed before sessions existed have no
 * session; they end within 15 minutes.
 */
export async function readAccess(
  secret: string | undefined,
  token: string,
): Promise<{ userId: number; ver: number; sid: string | undefined } | null> {
  const payload = await claims(signingKey(secret), token, "access");
  return payload ? { userId: payload.userId, ver: payload.ver, sid: payload.sid } : null;
}

/** The stored row of a refresh token with its user's current version, when the token is ours. */
async function refreshRow(db: Db, key: string, token: string) {
  const payload = await claims(key, token, "refresh");
  if (!payload || typeof payload.jti !== "string") return null;
  const row = await db
    .select({
      jti: refreshTokens.jti,
      user_id: refreshTokens.user_id,
      family: refreshTokens.family,
      revoked_at: refreshTokens.revoked_at,
      replaced_by: refreshTokens.replaced_by,
      ver: users.token_version,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.user_id))
    .where(eq(refreshTokens.jti, payload.jti))
    .get();
  // A token from before the last logout or password change is dead whatever its row says.
  if (!row || row.user_id !== payload.userId || row.ver !== payload.ver) return null;
  return row;
}

/** The refresh token's user and id when it is valid, current and not revoked, else null. */
export async function readRefresh(db: Db, secret: string | undefined, token: string): Promise<{ userId: number; jti: string } | null> {
  const row = await refreshRow(db, signingKey(secret), token);
  return row && row.revoked_at === null ? { userId: row.user_id, jti: row.jti } : null;
}

/**
 * Uses a refresh token: it is revoked and replaced by a new one of the same family, and a new
 * access token comes with it. A token that was already rotated is a reuse: within the grace
 * period the family's current token is handed out again (a race of one browser with itself);
 * after it, the family and every other session of the user end (the version goes up) and null
 * is returned: someone else holds a copy.
 */
export async function rotateRefresh(db: Db, secret: string | undefined, token: string): Promise<TokenPair | null> {
  const key = signingKey(secret);
  const row = await refreshRow(db, key, token);
  if (!row) return null;
  const pair = async (jti: string, exp: number) => ({
    access: await signAccess(key, row.user_id, row.ver, row.family || undefined),
    refresh: await signRefresh(key, row.user_id, jti, exp, row.ver),
  });

  if (row.revoked_at === null) {
    const next = crypto.randomUUID();
    const exp = now() + REFRESH_TTL_SECONDS;
    // One batch: the old token is revoked only if nobody else rotated it meanwhile, and the new
    // row is written only if this request is the one that revoked it.
    // The session's last use moves here, once per access token's life, not on every request; a
    // family from before sessions existed gets its row now (it ended with no row to list it).
    const stamp = new Date().toISOString();
    const touch = db
      .insert(sessions)
      .values({ id: row.family, user_id: row.user_id, last_used_at: stamp, expires_at: iso(exp) })
      .onConflictDoUpdate({ target: sessions.id, set: { last_used_at: stamp, expires_at: iso(exp) } });
    const [revoked] = await db.batch([
      db
        .update(refreshTokens)
        .set({ revoked_at: new Date().toISOString(), replaced_by: next })
        .where(and(eq(refreshTokens.jti, row.jti), isNull(refreshTokens.revoked_at)))
        .returning({ jti: refreshTokens.jti }),
      db.insert(refreshTokens).select(
        db
          .select({
            jti: sql<string>`${next}`.as("jti"),
            user_id: refreshTokens.user_id,
            expires_at: sql<string>`${iso(exp)}`.as("expires_at"),
            revoked_at: sql<null>`null`.as("revoked_at"),
            family: refreshTokens.family,
            replaced_by: sql<null>`null`.as("replaced_by"),
            created_at: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as("created_at"),
          })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.jti, row.jti), eq(refreshTokens.replaced_by, next))),
      ),
      ...(row.family ? [touch] : []),
    ]);
    if (revoked.length) return pair(next, exp);
    // A concurrent request rotated it first: this is the race the grace period is for.
    return current(db, row.family, pair);
  }

  const rotatedAgo = now() - Math.floor(Date.parse(row.revoked_at) / 1000);
  if (row.replaced_by !== null && rotatedAgo <= ROTATION_GRACE_SECONDS) return current(db, row.family, pair);
  // Someone else holds a copy. Revoking the family would leave the copy's access token alive
  // for up to 15 minutes; raising the version ends it too, with every session of the user.
  if (row.replaced_by !== null) await db.batch([...endSessions(db, row.user_id)]);
  return null;
}

/** The family's live token, signed again (a refresh token is known by its jti), or null when the family has ended. */
async function current(db: Db, family: string, pair: (jti: string, exp: number) => Promise<TokenPair>): Promise<TokenPair | null> {
  const live = await db
    .select({ jti: refreshTokens.jti, expires_at: refreshTokens.expires_at })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at), gt(refreshTokens.expires_at, new Date().toISOString())))
    .orderBy(desc(refreshTokens.created_at))
    .get();
  return live ? pair(live.jti, Math.floor(Date.parse(live.expires_at) / 1000)) : null;
}

/**
 * Ends every session of the user: the token version goes up (every access and refresh token
 * issued so far is refused from now on) and the stored refresh tokens are revoked. `alsoSet`
 * changes the user in the same statement (a new password). Returns the statements, for the
 * caller's batch; the first returns the new version.
 */
export function endSessions(db: Db, userId: number, alsoSet: Partial<typeof users.$inferInsert> = {}) {
  return [
    db
      .update(users)
      .set({ ...alsoSet, token_version: sql`${users.token_version} + 1` })
      .where(eq(users.id, userId))
      .returning({ ver: users.token_version }),
    db
      .update(refreshTokens)
      .set({ revoked_at: new Date().toISOString() })
      .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at))),
    db
      .update(sessions)
      .set({ ended_at: new Date().toISOString() })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at))),
  ] as const;
}

/**
 * Ends one session of the user, or every one but `keep` (issue 28 point 5): the sessions are
 * marked ended, which refuses their access tokens on the next request (the middleware reads the
 * session with the user), and their refresh tokens are revoked. The token version stays: the
 * user's other sessions go on. Returns the ids ended (none when `id` is not the user's or has ended).
 */
export async function endSessionsOf(db: Db, userId: number, which: { id: string } | { keep: string }): Promise<string[]> {
  const stamp = new Date().toISOString();
  const chosen = "id" in which ? eq(sessions.id, which.id) : ne(sessions.id, which.keep);
  const [ended] = await db.batch([
    db
      .update(sessions)
      .set({ ended_at: stamp })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at), chosen))
      .returning({ id: sessions.id }),
    db
      .update(refreshTokens)
      .set({ revoked_at: stamp })
      .where(
        and(
          eq(refreshTokens.user_id, userId),
          isNull(refreshTokens.revoked_at),
          "id" in which ? eq(refreshTokens.family, which.id) : ne(refreshTokens.family, which.keep),
        ),
      ),
  ]);
  return ended.map((r) => r.id);
}
