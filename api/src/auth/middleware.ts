// Who is asking: a bearer access token is read on every request (no token = visitor);
// the role comes from the database, so a changed role applies at once, and so does the token
// version: a token issued before the user's last logout or password change is refused, and so is
// one whose session was ended from the profile (read in the same query as the user).
import { and, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { sessions, users } from "../../db/schema";
import type { AppEnv, AuthUser } from "../env";
import { forbidden, unauthorized } from "../lib/errors";
import { say } from "#contract/said";
import { readAccess } from "./tokens";

export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  const header = c.req.header("authorization");
  if (header) {
    const [scheme, token] = header.split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token) throw unauthorized(say("badAuthorization"));
    const claims = await readAccess(c.env.JWT_SECRET, token);
    if (claims === null) throw unauthorized(say("tokenNotValid"));
    const row = await c.var.db
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        ver: users.token_version,
        session: sessions.id,
        ended: sessions.ended_at,
      })
      .from(users)
      .leftJoin(sessions, and(eq(sessions.id, claims.sid ?? ""), eq(sessions.user_id, users.id)))
      .where(eq(users.id, claims.userId))
      .get();
    if (!row) throw unauthorized(say("userNotFound"));
    if (row.ver !== claims.ver) throw unauthorized(say("tokenNotValid"));
    if (claims.sid !== undefined && (row.session === null || row.ended !== null)) throw unauthorized(say("tokenNotValid"));
    c.set("user", { id: row.id, username: row.username, role: row.role, session: claims.sid });
  }
  await next();
});

/** The signed-in user, or a 401. */
export function requireUser(c: { var: { user: AuthUser | null } }): AuthUser {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user if their role is one of `roles`; 401 for visitors, 403 otherwise. */
export function requireRole(c: { var: { user: AuthUser | null } }, ...roles: AuthUser["role"][]): AuthUser {
  const user = requireUser(c);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}
