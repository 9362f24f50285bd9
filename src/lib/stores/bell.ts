// The top bar's bell (issue 27 point 5): how many notifications are unread and the newest one's
// id, polled politely while a signed-in user's tab is visible. One request every POLL_INTERVAL_MS
// (GET /api/notifications/?page_size=1: the unread count and the newest id), at once when the
// tab comes back into view, none while it is hidden and none for guests (the bell starts the
// poller only when signed in). Tabs of one browser share what each learns (BroadcastChannel):
// a tab that hears a fresh answer waits a whole interval before asking itself, and a "mark
// read" in one tab moves every tab's badge. The panel and the inbox page (loaded on demand)
// read the list itself; they tell this store what they learn, so the badge follows at once.
import { atom } from "nanostores";
import { apiFetch } from "../api/client";
import { POLL_INTERVAL_MS } from "./bell-interval";

export { POLL_INTERVAL_MS };
/** An answer younger than this is fresh enough when the tab comes back into view. */
export const FRESH_MS = 2_000;

export interface BellState {
  /** Unread notifications (null: not known yet). */
  unread: number | null;
  /** The newest notification's id (0: none): a change means something new arrived. */
  latest: number;
}

export const $bell = atom<BellState>({ unread: null, latest: 0 });

/** How long to wait before the next poll, `last` being when the last answer came (or was heard). */
export const dueIn = (last: number, now: number, interval = POLL_INTERVAL_MS) => Math.max(0, last + interval - now);

/** Whether a tab coming back into view should ask at once, or wait for its turn. */
export const askAtOnce = (last: number, now: number) => now - last >= FRESH_MS;

/** The badge's text: the count, "99+" beyond, nothing when none are unread. */
export const badgeText = (unread: number | null) => (!unread ? "" : unread > 99 ? "99+" : String(unread));

const CHANNEL = "aswaq-bell";
let channel: BroadcastChannel | undefined;
let last = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let users = 0;

/** Adopts what a poll, the panel, the inbox page or another tab learnt; `share` tells the other tabs. */
export function learn(state: Partial<BellState>, share = true) {
  const next = { ...$bell.get(), ...state };
  $bell.set(next);
  if (state.latest !== undefined) last = Date.now();
  if (share) channel?.postMessage(next);
  if (state.latest !== undefined) schedule();
}

export async function poll() {
  clearTimeout(timer);
  last = Date.now();
  try {
    const res = await apiFetch("/api/notifications/?page_size=1");
    if (res.ok) {
      const page = (await res.json()) as { unread_count: number; results: { id: number }[] };
      learn({ unread: page.unread_count, latest: page.results[0]?.id ?? 0 });
      return;
    }
  } catch {
    // Offline or the API is down: try again at the next turn.
  }
  schedule();
}

function schedule() {
  clearTimeout(timer);
  if (!users || document.hidden) return;
  timer = setTimeout(() => void poll(), dueIn(last, Date.now()));
}

function onVisible() {
  if (document.hidden) clearTimeout(timer);
  else if (askAtOnce(last, Date.now())) void poll();
  else schedule();
}

/** Starts polling (the bell, once the user is signed in); the function it returns stops it. */
export function startBell(): () => void {
  if (users++ === 0) {
    if (typeof BroadcastChannel !== "undefined") {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event: MessageEvent<BellState>) => learn(event.data, false);
    }
    document.addEventListener("visibilitychange", onVisible);
    addEventListener("focus", onVisible);
    onVisible();
  }
  return () => {
    if (--users > 0) return;
    clearTimeout(timer);
    channel?.close();
    channel = undefined;
    document.removeEventListener("visibilitychange", onVisible);
    removeEventListener("focus", onVisible);
  };
}
