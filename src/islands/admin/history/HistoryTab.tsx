// The History tab: the audit log, newest first (who changed what, when, before and after),
// filtered by object, user, action and store from the address bar, a page at a time. A super
// admin sees every record; a store's owner their stores' (the server decides), and a merchant
// who owns no store is told why the list is empty rather than shown a bare one.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { localName } from "../../../lib/format";
import {
  $historyStores,
  $historyTable,
  HISTORY_PAGE_SIZE,
  historyQuery,
  isFiltered,
  loadHistory,
  loadHistoryStores,
  readHistoryView,
} from "../../../lib/stores/admin/admin-history";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import { fill } from "../../../lib/template";
import Pager from "../Pager";
import RowsTable, { Column } from "../RowsTable";
import TabStatus from "../TabStatus";
import { type TabProps, useText } from "../text";
import HistoryFilters from "./HistoryFilters";
import HistoryRow from "./HistoryRow";
import { plural } from "../../../lib/plural";

export default function HistoryTab({ view: raw, user }: TabProps) {
  const { t, locale } = useText();
  const view = readHistoryView(raw);
  const table = useStore($historyTable);
  const stores = useStore($historyStores);
  const superAdmin = user.role === "super_admin";
  const key = JSON.stringify(historyQuery(view));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view's query is its identity
  useEffect(() => {
    void loadHistory(view);
  }, [key]);
  useEffect(() => {
    if (superAdmin) void loadHistoryStores();
  }, [superAdmin]);

  const storeName = (id: number | null) => {
    if (!superAdmin || id === null) return null;
    const store = stores.stores.find((s) => s.id === id);
    return store ? localName(store, locale) : fill(t["admin.history.storeLabel"], { id });
  };
  const filtered = isFiltered(view);
  const empty = filtered ? t["admin.history.emptyFiltered"] : superAdmin ? t["admin.history.emptyAll"] : t["admin.history.emptyOwner"];

  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="mb-2 text-2xl font-bold">
        {t["admin.history.title"]}
      </h2>
      <p className="mb-4 text-sm text-gray-700" data-testid="history-scope">
        {superAdmin ? t["admin.history.introAdmin"] : t["admin.history.introOwner"]}
      </p>
      <HistoryFilters view={view} superAdmin={superAdmin} />
      <TabStatus
        status={table.status}
        count={table.rows.length}
        loading={t["admin.history.loading"]}
        error={t["admin.history.error"]}
        empty={empty}
        countText={plural(t, locale, "admin.history.count", table.count)}
        onRetry={() => void loadHistory(view)}
        testId="history"
      >
        <RowsTable
          testId="history-table"
          busy={table.status === "loading"}
          head={(["when", "who", "what", "changes"] as const).map((c) => <Column key={c}>{t[`admin.history.columns.${c}`]}</Column>)}
        >
          {table.rows.map((entry) => (
            <HistoryRow
              key={entry.id}
              entry={entry}
              superAdmin={superAdmin}
              storeName={storeName(entry.store)}
              onlyObject={view.object === entry.object && view.object_id === String(entry.object_id)}
              onlyActor={view.actor === String(entry.actor.id)}
              onObject={() => adminRoute.setView({ object: entry.object, object_id: String(entry.object_id), page: undefined })}
              onActor={() => adminRoute.setView({ actor: String(entry.actor.id), actor_name: entry.actor.username, page: undefined })}
            />
          ))}
        </RowsTable>
        <Pager
          page={view.page}
          pages={Math.max(1, Math.ceil(table.count / HISTORY_PAGE_SIZE))}
          onPage={(page) => adminRoute.setView({ page: page > 1 ? String(page) : undefined })}
        />
      </TabStatus>
    </section>
  );
}
