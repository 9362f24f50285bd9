// The account's sessions (issue 28 point 5): list the signed-in browsers, end one, or end all but
// this one. Another user's session answers 404 like one that never existed.
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { sessions } from "../../db/schema";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { requireUser } from "./middleware";
import { describeDevice } from "./sessions";
import { endSessionsOf } from "./tokens";

export const sessionsRoutes = new Hono<AppEnv>()
  .get("/sessions", async (c) => {
    const me = requireUser(c);
    const rows = await c.var.db
      .select({
        id: sessions.id,
        browser: sessions.browser,
        os: sessions.os,
        country: sessions.country,
        created_at: sessions.created_at,
        last_used_at: sessions.last_used_at,
      })
      .from(sessions)
      .where(and(eq(sessions.user_id, me.id), isNull(sessions.ended_at), gt(sessions.expires_at, new Date().toISOString())))
      .orderBy(desc(sessions.last_used_at))
      .limit(100)
      .all();
    return c.json(
      rows.map((r) => ({
        id: r.id,
        device: describeDevice(r.browser, r.os),
        browser: r.browser,
        os: r.os,
        country: r.country,
        created_at: r.created_at,
        last_used_at: r.last_used_at,
        current: r.id === me.session,
      })),
    );
  })

  // Every session but the caller's: {ended: how many}.
  .post("/sessions/end-others", async (c) => {
    const me = requireUser(c);
    const ended = await endSessionsOf(c.var.db, me.id, { keep: me.session ?? "" });
    return c.json({ ended: ended.length });
  })

  // Ending the caller's own session is allowed too: it is signed out on its next request.
  .delete("/sessions/:id", async (c) => {
    const me = requireUser(c);
    const id = c.req.param("id");
    const ended = id.length <= 64 ? await endSessionsOf(c.var.db, me.id, { id }) : [];
    if (!ended.length) throw notFound();
    return c.body(null, 204);
  });
