// The Publish tab (super admin): rebuild the prerendered storefront, follow the run (queued,
// building with its step and pages, published with its time and page count, or failed with the
// reason), and the last runs. The store asks the server every couple of seconds while a run is
// under way; the server refuses a second run while one is (ADR 0016).
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import {
  $publish,
  canPublish,
  isScheduled,
  isUnderWay,
  pressPublish,
  refreshPublish,
  shownRun,
  watchPublish,
} from "../../../lib/stores/admin/publish";
import { showToast } from "../../../lib/stores/toasts";
import TabStatus from "../TabStatus";
import { type TabProps, useText } from "../text";
import NextRun from "./NextRun";
import RunCard from "./RunCard";
import RunHistory from "./RunHistory";

export default function PublishTab(_: TabProps) {
  const { t } = useText();
  const state = useStore($publish);
  useEffect(() => watchPublish(), []);

  const overview = state.overview;
  const run = shownRun(overview);
  const underWay = isUnderWay(overview?.current);
  // A run that changes scheduled may be published at once: only a started run keeps Publish busy.
  const busy = underWay && !isScheduled(overview?.current);

  const onPublish = async () => {
    const result = await pressPublish();
    if (result.ok) showToast(t["admin.publish.started"], "success");
    else showToast(result.reason ?? t["admin.publish.startFailed"], "error");
  };

  return (
    <section aria-labelledby="publish-title">
      <div className="mb-6 flex flex-wrap items-start gap-4">
        <div className="me-auto max-w-prose">
          <h2 id="publish-title" className="text-2xl font-bold">
            {t["admin.publish.title"]}
          </h2>
          <p className="mt-2 text-gray-700">{t["admin.publish.intro"]}</p>
          {overview && <p className="mt-1 text-sm text-gray-600">{t[`admin.publish.how.${overview.trigger}`]}</p>}
        </div>
        <div className="flex flex-col gap-2 max-sm:w-full sm:max-w-xs sm:items-end">
          <button
            type="button"
            onClick={onPublish}
            disabled={!canPublish(state)}
            aria-describedby={busy ? "publish-busy" : undefined}
            className="min-h-11 rounded bg-primary px-6 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
            data-testid="publish-button"
          >
            {state.pressing ? t["admin.publish.starting"] : t["admin.publish.publish"]}
          </button>
          {busy && (
            <p id="publish-busy" className="text-sm text-gray-600 sm:text-end" data-testid="publish-busy">
              {t["admin.publish.busy"]}
            </p>
          )}
        </div>
      </div>

      <TabStatus
        status={state.status}
        count={overview ? 1 : 0}
        loading={t["admin.publish.loading"]}
        error={t["admin.publish.error"]}
        empty={t["admin.publish.empty"]}
        onRetry={() => void refreshPublish()}
        testId="publish"
      >
        {run ? (
          <>
            <RunCard run={run} current={underWay} />
            {overview?.next && <NextRun run={overview.next} />}
            <RunHistory runs={overview?.runs ?? []} />
          </>
        ) : (
          <p className="rounded border border-gray-200 bg-white p-6 text-center text-gray-700" data-testid="publish-empty">
            {t["admin.publish.empty"]}
          </p>
        )}
      </TabStatus>
    </section>
  );
}
