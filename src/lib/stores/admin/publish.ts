// The dashboard's Publish tab (super admin): the run under way and the last runs
// (GET /api/publish/), refreshed every couple of seconds while a run is queued or building;
// Publish (POST /api/publish/), which the server refuses with 409 while a run is under way and
// answers 502 with the failed run when GitHub would not start the workflow (ADR 0016).
import { map } from "nanostores";
import type { PublishOverview, PublishRun } from "#contract/publish";
import { apiFetch, errorMessages } from "../../api/client";

/** How often the tab asks again while a run is under way. */
export const POLL_MS = 2_000;

export interface PublishState {
  status: "idle" | "loading" | "ready" | "error";
  overview: PublishOverview | null;
  /** A press is on its way to the server. */
  pressing: boolean;
}

export const $publish = map<PublishState>({ status: "idle", overview: null, pressing: false });

export const isUnderWay = (run: PublishRun | null | undefined) => run?.status === "queued" || run?.status === "building";

/** A run storefront changes scheduled, not started: Publish takes it over and builds it at once. */
export const isScheduled = (run: PublishRun | null | undefined) => run?.status === "queued" && run.cause === "auto";

/** How often the tab asks again while a scheduled run waits out its few minutes. */
export const SCHEDULED_POLL_MS = 10_000;

/** The run the tab shows large: the one under way, else the last one. */
export const shownRun = (overview: PublishOverview | null) => overview?.current ?? overview?.runs[0] ?? null;

/** Whether Publish may be pressed now; the server decides anyway (409). */
export const canPublish = (state: PublishState) =>
  state.status === "ready" && !state.pressing && (!isUnderWay(state.overview?.current) || isScheduled(state.overview?.current));

/** How far a build is, 0 to 100, when its pages can say so; the last percent is the swap's. */
export function percentDone(run: PublishRun): number | null {
  if (run.status === "done") return 100;
  if (run.status !== "building" || !run.pages_total || run.pages_done === null) return null;
  return Math.min(99, Math.round((run.pages_done / run.pages_total) * 100));
}

/** How long a finished run took, in milliseconds (from when it started building, else from the press). */
export function runDuration(run: PublishRun): number | null {
  if (!run.finished_at) return null;
  return Math.max(0, Date.parse(run.finished_at) - Date.parse(run.started_at ?? run.created_at));
}

let timer: ReturnType<typeof setTimeout> | undefined;
let watching = 0;

async function load(): Promise<void> {
  if (!$publish.get().overview) $publish.setKey("status", "loading");
  try {
    const res = await apiFetch("/api/publish/");
    if (!res.ok) throw new Error(String(res.status));
    $publish.set({ ...$publish.get(), status: "ready", overview: (await res.json()) as PublishOverview });
  } catch {
    $publish.setKey("status", "error");
  }
}

/** Loads now, and again every POLL_MS while a run is under way and the tab is open. */
export async function refreshPublish(): Promise<void> {
  clearTimeout(timer);
  await load();
  const current = $publish.get().overview?.current;
  if (watching > 0 && isUnderWay(current)) timer = setTimeout(refreshPublish, isScheduled(current) ? SCHEDULED_POLL_MS : POLL_MS);
}

/** The tab is open: keeps the state fresh until the returned function is called. */
export function watchPublish(): () => void {
  watching++;
  void refreshPublish();
  return () => {
    watching--;
    if (watching === 0) clearTimeout(timer);
  };
}

export type PressResult = { ok: true; run: PublishRun } | { ok: false; reason: string | null; run?: PublishRun };

/** Presses Publish: the new run, or the server's reason (a run already under way, GitHub's refusal). */
export async function pressPublish(): Promise<PressResult> {
  if ($publish.get().pressing) return { ok: false, reason: null };
  $publish.setKey("pressing", true);
  let result: PressResult;
  try {
    const res = await apiFetch("/api/publish/", { method: "POST" });
    if (res.ok) result = { ok: true, run: (await res.json()) as PublishRun };
    else {
      const body = (await res
        .clone()
        .json()
        .catch(() => ({}))) as { run?: PublishRun };
      result = { ok: false, reason: (await errorMessages(res)).detail ?? null, run: body.run };
    }
  } catch {
    result = { ok: false, reason: null };
  }
  $publish.setKey("pressing", false);
  // Whatever the answer, the tab shows the runs as the server now has them.
  await refreshPublish();
  return result;
}
