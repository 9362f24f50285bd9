// The Orders tab: filters (status, branch, Cairo days, search) in the address bar, the orders
// as a dense table on wide screens and cards on phones, next-step buttons per order, bulk
// moves and bills for a selection, CSV export, and a details dialog.
import { plural } from "../../../lib/plural";
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { Order } from "#contract/orders";
import { downloadText, toCsv } from "../../../lib/admin/csv";
import { ordersCsvRows } from "../../../lib/admin/orders-csv";
import { $myBranches, loadMyBranches } from "../../../lib/stores/admin/admin-products";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import { pageChange } from "../../../lib/stores/admin/page-links";
import {
  $ordersTable,
  $selectedOrders,
  allOrders,
  loadOrders,
  ORDERS_PAGE_SIZE,
  readOrdersView,
  selectOrders,
} from "../../../lib/stores/admin/admin-orders";
import { ORDER_STATUSES } from "#shared/order-rules";
import { localName } from "../../../lib/format";
import { showToast } from "../../../lib/stores/toasts";
import Pager from "../Pager";
import RowsTable, { Column } from "../RowsTable";
import TabStatus from "../TabStatus";
import { useSearchText } from "../use-search-text";
import { type TabProps, useText } from "../text";
import BulkBar from "./BulkBar";
import OrderDetailsDialog from "./OrderDetailsDialog";
import OrderRow from "./OrderRow";

export default function OrdersTab({ view: raw }: TabProps) {
  const { t, locale } = useText();
  const view = readOrdersView(raw);
  const table = useStore($ordersTable);
  const selected = useStore($selectedOrders);
  const branches = useStore($myBranches);
  const search = useSearchText(view.search);
  const [details, setDetails] = useState<Order | null>(null);
  const [exporting, setExporting] = useState(false);
  const key = JSON.stringify(view);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view's serialised form is its identity
  useEffect(() => {
    void loadOrders(view);
  }, [key]);
  useEffect(() => void loadMyBranches(), []);

  const change = (patch: Record<string, string>) => adminRoute.setView({ ...patch, page: undefined, cursor: undefined });
  const reload = () => void loadOrders(view);

  const onExport = async () => {
    setExporting(true);
    const orders = await allOrders(view);
    setExporting(false);
    if (!orders) {
      showToast(t["admin.orders.exportFailed"], "error");
      return;
    }
    downloadText(`aswaq-orders-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(ordersCsvRows(orders, t, locale)));
  };

  const filtered = Boolean(view.status || view.branch || view.from || view.to || view.search);
  const pageIds = table.rows.map((o) => o.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const field = "min-h-11 rounded border border-gray-300 bg-white px-3";

  return (
    <section aria-labelledby="orders-title">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="orders-title" className="me-auto text-2xl font-bold">
          {t["admin.orders.title"]}
        </h2>
        <button
          type="button"
          onClick={onExport}
          disabled={exporting || table.count === 0}
          className="min-h-11 rounded border border-gray-300 bg-white px-4 font-medium hover:bg-gray-50 disabled:opacity-50"
          data-testid="export-orders"
        >
          {exporting ? t["admin.orders.exporting"] : t["admin.orders.export"]}
        </button>
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <label className="flex flex-col text-sm lg:col-span-2">
          <span className="text-gray-600">{t["admin.orders.search"]}</span>
          <input type="search" value={search.text} onChange={(e) => search.type(e.target.value)} className={field} data-testid="admin-order-search" />
        </label>
        <label className="flex flex-col text-sm">
          <span className="text-gray-600">{t["admin.orders.status"]}</span>
          <select value={view.status} onChange={(e) => change({ status: e.target.value })} className={field} data-testid="order-status-filter">
            <option value="">{t["admin.orders.anyStatus"]}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t[`orders.status.${s}`]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          <span className="text-gray-600">{t["admin.orders.branch"]}</span>
          <select value={view.branch} onChange={(e) => change({ branch: e.target.value })} className={field} data-testid="order-branch-filter">
            <option value="">{t["admin.orders.anyBranch"]}</option>
            {branches.branches.map((b) => (
              <option key={b.id} value={b.id}>
                {localName(b, locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          <span className="text-gray-600">{t["admin.orders.from"]}</span>
          <input
            type="date"
            value={view.from}
            max={view.to || undefined}
            onChange={(e) => change({ from: e.target.value })}
            className={field}
            dir="ltr"
          />
        </label>
        <label className="flex flex-col text-sm">
          <span className="text-gray-600">{t["admin.orders.to"]}</span>
          <input
            type="date"
            value={view.to}
            min={view.from || undefined}
            onChange={(e) => change({ to: e.target.value })}
            className={field}
            dir="ltr"
          />
        </label>
      </div>
      {filtered && (
        <button
          type="button"
          className="mb-4 min-h-11 rounded px-3 text-sm text-primary underline"
          onClick={() => {
            search.setText("");
            adminRoute.setView({
              status: undefined,
              branch: undefined,
              from: undefined,
              to: undefined,
              search: undefined,
              page: undefined,
              cursor: undefined,
            });
          }}
        >
          {t["admin.orders.clear"]}
        </button>
      )}

      <BulkBar rows={table.rows} />

      <TabStatus
        status={table.status}
        count={table.rows.length}
        loading={t["admin.orders.loading"]}
        error={t["admin.orders.error"]}
        empty={filtered ? t["admin.orders.emptyFiltered"] : t["admin.orders.empty"]}
        countText={plural(t, locale, table.countCapped ? "admin.orders.countMany" : "admin.orders.count", table.count)}
        onRetry={reload}
        testId="orders"
      >
        <RowsTable
          testId="orders-table"
          busy={table.status === "loading"}
          head={
            <>
              <th scope="col" className="w-12 px-3 py-2 text-start">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={allOnPage}
                  onChange={(e) => selectOrders(pageIds, e.target.checked)}
                  aria-label={t["admin.orders.selectAll"]}
                  data-testid="select-all-orders"
                />
              </th>
              {(["order", "status", "customer", "branch", "total", "placed", "actions"] as const).map((c) => (
                <Column key={c}>{t[`admin.orders.columns.${c}`]}</Column>
              ))}
            </>
          }
        >
          {table.rows.map((order) => (
            <OrderRow key={`${order.id}:${order.updated_at}`} order={order} selected={selected.has(order.id)} onDetails={() => setDetails(order)} />
          ))}
        </RowsTable>
        <Pager
          page={view.page}
          pages={Math.max(1, Math.ceil(table.count / ORDERS_PAGE_SIZE))}
          capped={table.countCapped}
          hasNext={table.next !== null}
          busy={table.status === "loading"}
          onPage={(page) => adminRoute.setView(pageChange(view.page, table, page))}
        />
      </TabStatus>
      {details && <OrderDetailsDialog order={table.rows.find((o) => o.id === details.id) ?? details} onClose={() => setDetails(null)} />}
    </section>
  );
}
