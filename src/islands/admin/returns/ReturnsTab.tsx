// The Returns tab (issue 30): the returns of the branches the merchant runs (a super admin: all;
// the server decides), filtered by status and branch in the address bar, as a dense table on
// wide screens and cards on phones; each return's steps (approve with a pickup day, reject with a
// reason, receive with the goods' condition, refund to the wallet or as cash), a details dialog,
// and bulk approval of the requested returns ticked. Loaded when the tab opens (AdminShell).
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { localName } from "../../../lib/format";
import { plural } from "../../../lib/plural";
import { $myBranches, loadMyBranches } from "../../../lib/stores/admin/admin-products";
import {
  $returnsTable,
  $selectedReturns,
  loadReturns,
  RETURN_STATUSES,
  RETURNS_PAGE_SIZE,
  readReturnsView,
  selectReturns,
} from "../../../lib/stores/admin/admin-returns";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import { pageChange } from "../../../lib/stores/admin/page-links";
import Pager from "../Pager";
import RowsTable, { Column } from "../RowsTable";
import TabStatus from "../TabStatus";
import { type TabProps, useText } from "../text";
import BulkApprove from "./BulkApprove";
import ReturnDetailsDialog from "./ReturnDetailsDialog";
import ReturnRow from "./ReturnRow";

export default function ReturnsTab({ view: raw }: TabProps) {
  const { t, locale } = useText();
  const view = readReturnsView(raw);
  const table = useStore($returnsTable);
  const selected = useStore($selectedReturns);
  const branches = useStore($myBranches);
  const [details, setDetails] = useState<number | null>(null);
  const key = JSON.stringify(view);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view's serialised form is its identity
  useEffect(() => {
    void loadReturns(view);
  }, [key]);
  useEffect(() => void loadMyBranches(), []);

  const change = (patch: Record<string, string>) => adminRoute.setView({ ...patch, page: undefined, cursor: undefined });
  const reload = () => void loadReturns(view);
  const filtered = Boolean(view.status || view.branch);
  const requested = table.rows.filter((r) => r.status === "requested").map((r) => r.id);
  const allOnPage = requested.length > 0 && requested.every((id) => selected.has(id));
  const shown = details === null ? null : table.rows.find((r) => r.id === details);
  const field = "min-h-11 w-full rounded border border-gray-300 bg-white px-3";

  return (
    <section aria-labelledby="returns-title">
      <h2 id="returns-title" className="mb-2 text-2xl font-bold">
        {t["admin.returns.title"]}
      </h2>
      <p className="mb-4 text-gray-700">{t["admin.returns.intro"]}</p>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex min-w-0 flex-col text-sm">
          <span className="text-gray-600">{t["admin.returns.status"]}</span>
          <select value={view.status} onChange={(e) => change({ status: e.target.value })} className={field} data-testid="return-status-filter">
            <option value="">{t["admin.returns.anyStatus"]}</option>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t[`admin.returns.statuses.${s}`]}
              </option>
            ))}
          </select>
        </label>
        {/* A long branch name shrinks the list, never the page (390 px). */}
        <label className="flex min-w-0 flex-col text-sm">
          <span className="text-gray-600">{t["admin.returns.branch"]}</span>
          <select value={view.branch} onChange={(e) => change({ branch: e.target.value })} className={field} data-testid="return-branch-filter">
            <option value="">{t["admin.returns.anyBranch"]}</option>
            {branches.branches.map((b) => (
              <option key={b.id} value={b.id}>
                {localName(b, locale)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {filtered && (
        <button
          type="button"
          className="mb-4 min-h-11 rounded px-3 text-sm text-primary underline"
          onClick={() => adminRoute.setView({ status: undefined, branch: undefined, page: undefined, cursor: undefined })}
        >
          {t["admin.returns.clear"]}
        </button>
      )}

      <BulkApprove onDone={reload} />

      <TabStatus
        status={table.status}
        count={table.rows.length}
        loading={t["admin.returns.loading"]}
        error={t["admin.returns.error"]}
        empty={filtered ? t["admin.returns.emptyFiltered"] : t["admin.returns.empty"]}
        countText={plural(t, locale, table.countCapped ? "admin.returns.countMany" : "admin.returns.count", table.count)}
        onRetry={reload}
        testId="returns"
      >
        <RowsTable
          testId="returns-table"
          busy={table.status === "loading"}
          head={
            <>
              <th scope="col" className="w-12 px-3 py-2 text-start">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={allOnPage}
                  disabled={requested.length === 0}
                  onChange={(e) => selectReturns(requested, e.target.checked)}
                  aria-label={t["admin.returns.selectAll"]}
                  data-testid="select-all-returns"
                />
              </th>
              {(["return", "status", "customer", "items", "amount", "requested", "actions"] as const).map((c) => (
                <Column key={c}>{t[`admin.returns.columns.${c}`]}</Column>
              ))}
            </>
          }
        >
          {table.rows.map((ret) => (
            <ReturnRow key={`${ret.id}:${ret.updated_at}`} ret={ret} selected={selected.has(ret.id)} onDetails={() => setDetails(ret.id)} />
          ))}
        </RowsTable>
        <Pager
          page={view.page}
          pages={Math.max(1, Math.ceil(table.count / RETURNS_PAGE_SIZE))}
          capped={table.countCapped}
          hasNext={table.next !== null}
          busy={table.status === "loading"}
          onPage={(page) => adminRoute.setView(pageChange(view.page, table, page))}
        />
      </TabStatus>
      {shown && <ReturnDetailsDialog ret={shown} onClose={() => setDetails(null)} />}
    </section>
  );
}
