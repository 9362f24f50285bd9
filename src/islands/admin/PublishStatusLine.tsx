// A merchant's line above the dashboard's tabs: when their changes reach the storefront, that
// they are being published, since when they are live, or that publishing them failed
// (ADR 0016, addendum). Nothing when none of their changes was ever published this way, or
// when they have been live for over a day.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { formatNearTime } from "../../lib/format-date";
import { $publishStatus, watchPublishStatus } from "../../lib/stores/admin/publish-status";
import { fill } from "../../lib/template";
import { useText } from "./text";

const STYLE = {
  waiting: "border-amber-300 bg-amber-50 text-amber-950",
  publishing: "border-sky-300 bg-sky-50 text-sky-950",
  live: "border-green-300 bg-green-50 text-green-950",
  failed: "border-red-300 bg-red-50 text-red-900",
} as const;
const LIVE_SHOWN_MS = 24 * 60 * 60_000;
const ICON = { waiting: "◷", publishing: "↻", live: "✓", failed: "!" } as const;

export default function PublishStatusLine() {
  const { t, locale } = useText();
  const view = useStore($publishStatus);
  useEffect(() => watchPublishStatus(), []);
  if (!view || view.state === "none") return null;
  // Changes live for a day are old news: the line goes until the next change.
  if (view.state === "live" && view.since && Date.now() - Date.parse(view.since) > LIVE_SHOWN_MS) return null;
  const state = view.state;
  const at = (iso: string) => formatNearTime(iso, locale);
  let text: string;
  if (state === "waiting") {
    const when = view.expected_at ?? view.due_at;
    text = when && Date.parse(when) > Date.now() ? fill(t["admin.publishStatus.waiting"], { time: at(when) }) : t["admin.publishStatus.waitingSoon"];
  } else if (state === "publishing") {
    text =
      view.expected_at && Date.parse(view.expected_at) > Date.now()
        ? fill(t["admin.publishStatus.publishingUntil"], { time: at(view.expected_at) })
        : t["admin.publishStatus.publishing"];
  } else if (state === "live") {
    text = fill(t["admin.publishStatus.live"], { time: at(view.since ?? new Date().toISOString()) });
  } else text = t["admin.publishStatus.failed"];
  return (
    <section
      aria-label={t["admin.publishStatus.label"]}
      aria-live="polite"
      className={`mb-4 flex items-start gap-3 rounded border px-4 py-3 text-sm ${STYLE[state]}`}
      data-testid="publish-status"
      data-state={state}
    >
      <span aria-hidden="true" className="text-base font-bold leading-5">
        {ICON[state]}
      </span>
      <div>
        <p className="font-medium">{text}</p>
        {state === "waiting" && <p className="mt-0.5 opacity-80">{t["admin.publishStatus.waitingNote"]}</p>}
      </div>
    </section>
  );
}
