// The run the tab shows large: the one under way (queued, or building with its step and pages),
// else the last one (published with its time and page count, or failed with the reason).
import type { PublishRun } from "#contract/publish";
import { isScheduled, percentDone, runDuration } from "../../../lib/stores/admin/publish";
import { fill } from "../../../lib/template";
import { useText } from "../text";
import { formatDateTime, formatNearTime } from "../../../lib/format-date";
import { changes, count, duration } from "./format";
import { STATE_BADGE, STATE_EDGE } from "./state-style";
import { plural } from "../../../lib/plural";

export default function RunCard({ run, current }: { run: PublishRun; current: boolean }) {
  const { t, locale } = useText();
  const percent = percentDone(run);
  const took = runDuration(run);
  const pages =
    run.pages_done === null
      ? null
      : run.pages_total
        ? fill(t["admin.publish.pagesOf"], { done: count(run.pages_done, locale), total: count(run.pages_total, locale) })
        : plural(t, locale, "admin.publish.pagesSoFar", run.pages_done, { done: count(run.pages_done, locale) });
  return (
    <section
      aria-labelledby="publish-run-title"
      aria-live="polite"
      className={`rounded border border-s-4 border-gray-200 bg-white p-4 ${STATE_EDGE[run.status]}`}
      data-testid="publish-run"
      data-status={run.status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="publish-run-title" className="me-auto text-lg font-semibold">
          {isScheduled(run) ? t["admin.publish.next"] : current ? t["admin.publish.current"] : t["admin.publish.latest"]}
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATE_BADGE[run.status]}`} data-testid="publish-state" data-state={run.status}>
          {t[`admin.publish.state.${run.status}`]}
        </span>
      </div>
      <p className="mt-1 text-sm text-gray-600">
        {run.cause === "auto"
          ? fill(t["admin.publish.autoRequested"], {
              changes: changes(t, locale, run.change_count),
              name: run.requested_by.username,
              when: formatDateTime(run.created_at, locale),
            })
          : fill(t["admin.publish.requested"], { name: run.requested_by.username, when: formatDateTime(run.created_at, locale) })}
      </p>

      {run.status === "queued" && (
        <p className="mt-3" data-testid="publish-due">
          {isScheduled(run) && run.due_at && Date.parse(run.due_at) > Date.now()
            ? fill(t["admin.publish.dueAt"], { time: formatNearTime(run.due_at, locale) })
            : t["admin.publish.waiting"]}
        </p>
      )}

      {run.status === "building" && (
        <div className="mt-3">
          <p className="font-medium" data-testid="publish-step">
            {run.step ? t[`admin.publish.step.${run.step}`] : t["admin.publish.state.building"]}
          </p>
          <div
            role="progressbar"
            aria-label={t["admin.publish.progress"]}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            aria-valuetext={pages ?? undefined}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-gray-200"
          >
            <div
              className={`h-full rounded-full bg-primary transition-[width] ${percent === null ? "w-1/3 animate-pulse" : ""}`}
              style={percent === null ? undefined : { width: `${percent}%` }}
            />
          </div>
          {pages && (
            <p className="mt-1 text-sm text-gray-700" data-testid="publish-pages-done">
              {pages}
            </p>
          )}
        </div>
      )}

      {(run.status === "done" || run.status === "failed") && run.finished_at && (
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
          <li>{fill(t["admin.publish.finished"], { when: formatDateTime(run.finished_at, locale) })}</li>
          {run.status === "done" && run.pages !== null && (
            <li className="font-semibold" data-testid="publish-pages">
              {fill(t["admin.publish.pages"], { count: count(run.pages, locale) })}
            </li>
          )}
          {took !== null && <li>{fill(t["admin.publish.took"], { duration: duration(took, locale) })}</li>}
        </ul>
      )}

      {run.status === "failed" && run.error && (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-red-900">{t["admin.publish.reason"]}</h4>
          {/* The rebuilder's own words (a build log's last lines), as it wrote them. */}
          <pre
            dir="ltr"
            className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-red-50 p-3 text-start text-xs text-red-950"
            data-testid="publish-error"
          >
            {run.error}
          </pre>
        </div>
      )}

      {run.log_url && (
        <a href={run.log_url} target="_blank" rel="noopener noreferrer" className="mt-2 inline-flex min-h-11 items-center text-primary underline">
          {t["admin.publish.log"]}
        </a>
      )}
    </section>
  );
}
