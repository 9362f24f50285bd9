// /notifications/: the signed-in user's inbox, their choice of channels, and the delivery log
// (docs/decisions/0025). Every user sees only their own notifications: another's answers 404 as
// a missing one does.
//   GET  /notifications/               newest first, cursor-paged, with unread_count (any user)
//   POST /notifications/{id}/read/     one read (any user, their own)
//   POST /notifications/read-all/      all read (any user)
//   GET  /notifications/preferences/   which kinds reach which channel (any user)
//   PUT  /notifications/preferences/   change them; security notices cannot be turned off (400)
//   GET  /notifications/deliveries/    every delivery attempt, filter by status or channel (super admin)
import { type Context, Hono } from "hono";
import { deliveryFilters, notificationPreferencesInput, SECURITY_KINDS } from "#contract/notifications";
import { say } from "#contract/said";
import { preferredLanguage } from "#shared/accept-language";
import { requireRole, requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { decodeCursor } from "../lib/cursor";
import { badRequest, notFound } from "../lib/errors";
import { keysetResponse, readPage } from "../lib/paging";
import { check, jsonBody, pathId } from "../lib/validate";
import { whatsappOn } from "./channels";
import {
  COUNT_CAP,
  deliveriesPage,
  inboxPage,
  markAllRead,
  markRead,
  preferencesOf,
  savePreferences,
  serializeNotification,
  unreadCount,
} from "./queries";

/** The deepest row a numbered page may start at; deeper pages follow the `next` cursor (ADR 0017). */
const MAX_OFFSET = 1200;

function pageAndCursor(c: Context<AppEnv>) {
  const cursor = decodeCursor(c.req.query("cursor"));
  const page = readPage(c);
  if (!cursor && page.offset > MAX_OFFSET) throw notFound(say("invalidPage"));
  return { page, cursor };
}

export const notificationRoutes = new Hono<AppEnv>()
  .get("/notifications", async (c) => {
    const user = requireUser(c);
    const db = c.var.db;
    const { page, cursor } = pageAndCursor(c);
    const lang = preferredLanguage(c.req.header("accept-language"));
    const [{ total, more, keys, shown }, unread] = await Promise.all([inboxPage(db, user.id, page, cursor), unreadCount(db, user.id)]);
    const body = keysetResponse(
      c,
      { page, cursor, more, total, cap: COUNT_CAP, keys },
      shown.map((r) => serializeNotification(r, lang)),
    );
    return c.json({ ...body, unread_count: unread });
  })
  .post("/notifications/read-all", async (c) => {
    const user = requireUser(c);
    const marked = await markAllRead(c.var.db, user.id);
    return c.json({ marked, unread_count: await unreadCount(c.var.db, user.id) });
  })
  .post("/notifications/:id{[0-9]+}/read", async (c) => {
    const user = requireUser(c);
    const row = await markRead(c.var.db, user.id, pathId(c));
    if (!row) throw notFound();
    return c.json(serializeNotification(row, preferredLanguage(c.req.header("accept-language"))));
  })
  .get("/notifications/preferences", async (c) => {
    const user = requireUser(c);
    return c.json(await preferencesOf(c.var.db, user.id, whatsappOn(c.env)));
  })
  .put("/notifications/preferences", async (c) => {
    const user = requireUser(c);
    const input = await jsonBody(c, notificationPreferencesInput);
    const errors: Record<string, string[]> = {};
    for (const kind of SECURITY_KINDS) {
      const sent = input[kind];
      if (sent && (sent.email === false || sent.whatsapp === false)) errors[kind] = [say("securityNoticeAlwaysOn")];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    await savePreferences(c.var.db, user.id, input);
    return c.json(await preferencesOf(c.var.db, user.id, whatsappOn(c.env)));
  })
  .get("/notifications/deliveries", async (c) => {
    requireRole(c, "super_admin");
    const filters = check(deliveryFilters, { status: c.req.query("status") || undefined, channel: c.req.query("channel") || undefined });
    const { page, cursor } = pageAndCursor(c);
    const { total, more, keys, shown } = await deliveriesPage(c.var.db, filters, page, cursor);
    return c.json(
      keysetResponse(
        c,
        { page, cursor, more, total, cap: COUNT_CAP, keys },
        shown.map(({ lease_until: _l, provider_id: _p, idempotency_key: _k, ...row }) => row),
      ),
    );
  });
