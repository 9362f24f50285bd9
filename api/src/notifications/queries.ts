// The inbox's and the delivery log's reads and writes. Both are newest first and keyset-paged
// (lib/cursor.ts): a page costs its size, however long the list.
import { and, count, eq, inArray, isNull, notInArray, type SQL, sql } from "drizzle-orm";
import {
  type Language,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  notificationDeliveries,
  notificationPreferences,
  notifications,
} from "../../db/schema";
import { CODE_KINDS, type NotificationItem, type NotificationPreferences, PAYLOADS, type Payloads, SECURITY_KINDS } from "#contract/notifications";
import type { Db } from "../env";
import type { Cursor } from "../lib/cursor";
import { orderBy, pageIds } from "../lib/page-ids";
import type { Page } from "../lib/paging";
import { channelOn } from "./queue";
import { render } from "./templates";

/** Counting stops here (`count_capped` past it). */
export const COUNT_CAP = 100;
const NOW = sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

type Row = typeof notifications.$inferSelect;

/** The user's inbox: their notifications but the codes, which belong only to the address they were sent to (ADR 0029). */
const inboxOf = (userId: number) => and(eq(notifications.user_id, userId), notInArray(notifications.kind, [...CODE_KINDS]));

export function serializeNotification(r: Row, lang: Language): NotificationItem {
  const payload = PAYLOADS[r.kind].safeParse(JSON.parse(r.payload));
  const words = payload.success ? render(r.kind, payload.data as Payloads[NotificationKind], lang) : { title: r.kind, body: "", link: null };
  return { id: r.id, kind: r.kind, ...words, payload: JSON.parse(r.payload), created_at: r.created_at, read_at: r.read_at };
}

export const unreadCount = (db: Db, userId: number) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(inboxOf(userId), isNull(notifications.read_at)))
    .get()
    .then((r) => r?.n ?? 0);

/** One keyset page of `table` newest first, `where` applied: the rows, whether there are more, and the count up to the cap. */
async function newestFirst<T extends { id: number }>(
  db: Db,
  from: typeof notifications | typeof notificationDeliveries,
  where: SQL | undefined,
  page: Page,
  cursor: Cursor | undefined,
) {
  const id = from.id;
  const ids = pageIds(db, { from, where, key: id, id, descending: true }, page, cursor);
  const reverse = cursor?.before ?? false;
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(sql`(select 1 from ${from} ${where ? sql`where ${where}` : sql``} limit ${COUNT_CAP + 1})`),
    db
      .select()
      .from(from)
      .where(inArray(id, ids))
      .orderBy(...orderBy(id, id, !reverse)) as unknown as Promise<T[]>,
  ]);
  const shown = rows.slice(0, page.limit);
  if (reverse) shown.reverse();
  return { total, more: rows.length > page.limit, keys: shown.map((r) => ({ key: r.id, id: r.id })), shown };
}

export const inboxPage = (db: Db, userId: number, page: Page, cursor: Cursor | undefined) =>
  newestFirst<Row>(db, notifications, inboxOf(userId), page, cursor);

export const deliveriesPage = (db: Db, filters: { status?: string; channel?: string }, page: Page, cursor: Cursor | undefined) =>
  newestFirst<typeof notificationDeliveries.$inferSelect>(
    db,
    notificationDeliveries,
    and(
      filters.status ? eq(notificationDeliveries.status, filters.status as never) : undefined,
      filters.channel ? eq(notificationDeliveries.channel, filters.channel as never) : undefined,
    ),
    page,
    cursor,
  );

/** Marks the caller's notification read (once: the first time stays). Answers false when it is not theirs or not there. */
export async function markRead(db: Db, userId: number, id: number) {
  const [row] = await db.batch([
    db
      .update(notifications)
      .set({ read_at: sql`coalesce(${notifications.read_at}, ${NOW})` })
      .where(and(eq(notifications.id, id), inboxOf(userId)))
      .returning(),
  ]);
  return row[0];
}

export async function markAllRead(db: Db, userId: number) {
  const result = await db
    .update(notifications)
    .set({ read_at: NOW })
    .where(and(inboxOf(userId), isNull(notifications.read_at)));
  return result.meta.changes;
}

/** The caller's channels per kind: their choices over the kinds' defaults; security notices always on. */
export async function preferencesOf(db: Db, userId: number, whatsappAvailable: boolean): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
  const choices = new Map(rows.map((r) => [`${r.kind}:${r.channel}`, r.enabled]));
  return {
    whatsapp_available: whatsappAvailable,
    kinds: NOTIFICATION_KINDS.filter((kind) => !CODE_KINDS.includes(kind)).map((kind) => ({
      kind,
      security: SECURITY_KINDS.includes(kind),
      in_app: true as const,
      email: channelOn(kind, "email", choices),
      whatsapp: channelOn(kind, "whatsapp", choices),
    })),
  };
}

/** Saves the caller's choices (one upsert per kind and channel sent), in one batch. */
export async function savePreferences(db: Db, userId: number, changes: Partial<Record<NotificationKind, { email?: boolean; whatsapp?: boolean }>>) {
  const values = Object.entries(changes).flatMap(([kind, channels]) =>
    NOTIFICATION_CHANNELS.filter((ch) => channels?.[ch] !== undefined).map((channel) => ({
      user_id: userId,
      kind: kind as NotificationKind,
      channel,
      enabled: channels?.[channel] as boolean,
    })),
  );
  if (values.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [notificationPreferences.user_id, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled` },
    });
}
