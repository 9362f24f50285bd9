// The notifications themselves (issue 27 point 5), for the bell's panel and the inbox page, both
// loaded on demand: a page of the inbox, and marking one or all read. What they learn about the
// unread count goes to the bell's store (bell.ts), so every badge follows at once.
import type { NotificationItem } from "#contract/notifications";
import { apiFetch } from "../api/client";
import { $bell, learn } from "./bell";

export interface InboxPage {
  items: NotificationItem[];
  unread: number;
  /** The API's links to the pages after and before this one (cursor-paged), or null. */
  next: string | null;
  previous: string | null;
}

/** A page of the inbox: the first `size`, or the page at `url` (a `next`/`previous` link). */
export async function readInbox(url = "/api/notifications/", size?: number): Promise<InboxPage> {
  const res = await apiFetch(size ? `${url}${url.includes("?") ? "&" : "?"}page_size=${size}` : url);
  if (!res.ok) throw new Error(`notifications answered ${res.status}`);
  const page = (await res.json()) as { results: NotificationItem[]; unread_count: number; next: string | null; previous: string | null };
  // Only the first page knows the newest notification.
  const first = !page.previous;
  learn(first ? { unread: page.unread_count, latest: page.results[0]?.id ?? 0 } : { unread: page.unread_count });
  return { items: page.results, unread: page.unread_count, next: page.next, previous: page.previous };
}

const readNow = () => new Date().toISOString();

/**
 * Marks one read. `leaving`: the click follows the item's link, so the request is kept alive
 * past the page (keepalive) and the badge moves at once, before the answer.
 */
export async function markRead(item: NotificationItem, leaving = false): Promise<NotificationItem> {
  if (item.read_at) return item;
  const unread = $bell.get().unread;
  if (leaving && unread) learn({ unread: unread - 1 });
  const res = await apiFetch(`/api/notifications/${item.id}/read/`, { method: "POST", keepalive: leaving }).catch(() => null);
  if (!res?.ok) return item;
  if (!leaving && unread) learn({ unread: Math.max(0, unread - 1) });
  return { ...item, read_at: readNow() };
}

/** Marks every notification read; true when the API did. */
export async function markAllRead(): Promise<boolean> {
  const res = await apiFetch("/api/notifications/read-all/", { method: "POST" }).catch(() => null);
  if (!res?.ok) return false;
  learn({ unread: ((await res.json()) as { unread_count: number }).unread_count });
  return true;
}

/** The items as read, from now. */
export const allRead = (items: NotificationItem[]) => items.map((i) => (i.read_at ? i : { ...i, read_at: readNow() }));
