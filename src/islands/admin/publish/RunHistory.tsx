// The last runs, newest first: a table on wide screens, a card per run on phones.
import type { PublishRun } from "#contract/publish";
import { runDuration } from "../../../lib/stores/admin/publish";
import RowsTable, { Column } from "../RowsTable";
import { useText } from "../text";
import { formatDateTime } from "../../../lib/format-date";
import { count, duration } from "./format";
import { STATE_BADGE, STATE_EDGE } from "./state-style";

const COLUMNS = ["requestedBy", "when", "state", "duration", "pages"] as const;

export default function RunHistory({ runs }: { runs: PublishRun[] }) {
  const { t, locale } = useText();
  const cell = "px-3 py-2 max-md:p-0";
  // On a phone each cell says what it is, as the header row is hidden there.
  const label = (column: (typeof COLUMNS)[number]) => <span className="text-gray-600 md:sr-only">{t[`admin.publish.columns.${column}`]}: </span>;
  return (
    <section aria-labelledby="publish-history-title" className="mt-8">
      <h3 id="publish-history-title" className="mb-3 text-lg font-semibold">
        {t["admin.publish.history"]}
      </h3>
      <RowsTable testId="publish-history" head={COLUMNS.map((c) => <Column key={c}>{t[`admin.publish.columns.${c}`]}</Column>)}>
        {runs.map((run) => {
          const took = runDuration(run);
          return (
            <tr
              key={run.id}
              className={`border-b border-gray-100 md:last:border-b-0 max-md:grid max-md:grid-cols-2 max-md:gap-2 max-md:rounded max-md:border max-md:border-s-4 max-md:border-y-gray-200 max-md:border-e-gray-200 max-md:bg-white max-md:p-3 ${STATE_EDGE[run.status]}`}
              data-testid="publish-history-row"
              data-status={run.status}
              data-cause={run.cause}
            >
              <td className={`${cell} font-medium max-md:order-1`}>
                {label("requestedBy")}
                {run.requested_by.username}
                {run.cause === "auto" && (
                  <span className="ms-2 inline-block rounded bg-gray-100 px-1.5 py-0.5 text-xs font-normal text-gray-700" data-testid="publish-auto">
                    {t["admin.publish.auto"]}
                  </span>
                )}
              </td>
              <td className={`${cell} whitespace-nowrap max-md:order-3 max-md:col-span-2`}>
                {label("when")}
                {formatDateTime(run.created_at, locale)}
              </td>
              <td className={`${cell} max-md:order-2 max-md:text-end`}>
                <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STATE_BADGE[run.status]}`}>
                  {t[`admin.publish.state.${run.status}`]}
                </span>
              </td>
              <td className={`${cell} whitespace-nowrap max-md:order-4`}>
                {label("duration")}
                {took === null ? t["admin.publish.none"] : duration(took, locale)}
              </td>
              <td className={`${cell} max-md:order-5`}>
                {label("pages")}
                {run.pages === null ? t["admin.publish.none"] : count(run.pages, locale)}
              </td>
            </tr>
          );
        })}
      </RowsTable>
    </section>
  );
}
