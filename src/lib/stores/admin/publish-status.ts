// The merchant's publishing status line (ADR 0016, addendum): a change to the storefront
// publishes by itself a few minutes later, and GET /api/publish/status/ says where the caller's
// stores' changes are. Asked again while something waits (more often while it builds), after
// every change the dashboard makes, and when the page is looked at again.
import { atom } from "nanostores";
import type { PublishStatusView } from "#contract/publish";
import { apiFetch, onApiWrite } from "../../api/client";

/** How often the line asks again while changes wait for their run, and while it builds. */
export const WAITING_POLL_MS = 20_000;
export const PUBLISHING_POLL_MS = 3_000;

export const $publishStatus = atom<PublishStatusView | null>(null);

/** How long until the next look, or null when nothing is on its way. */
export function nextPollMs(view: PublishStatusView | null, now = Date.now()): number | null {
  if (view?.state === "publishing") return PUBLISHING_POLL_MS;
  if (view?.state !== "waiting") return null;
  // Soon after the run is due (it starts then), else at the usual pace.
  const untilDue = view.due_at ? Date.parse(view.due_at) - now + 1_000 : WAITING_POLL_MS;
  return Math.max(PUBLISHING_POLL_MS, Math.min(WAITING_POLL_MS, untilDue));
}

let timer: ReturnType<typeof setTimeout> | undefined;
let watching = 0;

export async function refreshPublishStatus(fetcher?: typeof fetch): Promise<void> {
  clearTimeout(timer);
  try {
    const res = await apiFetch("/api/publish/status/", {}, fetcher);
    // The line is a courtesy: when it cannot be had, it is not shown.
    $publishStatus.set(res.ok ? ((await res.json()) as PublishStatusView) : null);
  } catch {
    $publishStatus.set(null);
  }
  const wait = nextPollMs($publishStatus.get());
  if (watching > 0 && wait !== null) timer = setTimeout(() => void refreshPublishStatus(fetcher), wait);
}

/** The line is on screen: keeps it fresh until the returned function is called. */
export function watchPublishStatus(fetcher?: typeof fetch): () => void {
  watching++;
  void refreshPublishStatus(fetcher);
  // A change just made schedules a publish; the server needs a moment only in theory.
  const stopWrites = onApiWrite(() => void refreshPublishStatus(fetcher));
  const onVisible = () => {
    if (document.visibilityState === "visible") void refreshPublishStatus(fetcher);
  };
  if (typeof document !== "undefined") document.addEventListener("visibilitychange", onVisible);
  return () => {
    watching--;
    stopWrites();
    if (typeof document !== "undefined") document.removeEventListener("visibilitychange", onVisible);
    if (watching === 0) clearTimeout(timer);
  };
}
