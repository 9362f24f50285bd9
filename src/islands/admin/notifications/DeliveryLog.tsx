// The delivery log (super admin): each e-mail and WhatsApp delivery, newest first, with its
// event, recipient, status, attempts, last error and dates, filtered by status and channel
// from the address bar and turned by cursor. A table on wide screens, a card per row on phones;
// long unbroken values (an address, a provider's error) wrap inside their cell.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { formatDateTime } from "../../../lib/format-date";
import { plural } from "../../../lib/plural";
import {
  $deliveriesTable,
  DELIVERIES_PAGE_SIZE,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  type Delivery,
  deliveriesApiPath,
  loadDeliveries,
  readDeliveriesView,
} from "../../../lib/stores/admin/admin-deliveries";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import { pageChange } from "../../../lib/stores/admin/page-links";
import Pager from "../Pager";
import RowsTable, { Column } from "../RowsTable";
import TabStatus from "../TabStatus";
import { useTabText } from "../text";

const STATUS_BADGE: Record<Delivery["status"], string> = {
  sending: "bg-blue-100 text-blue-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-amber-100 text-amber-900",
  dead: "bg-red-100 text-red-900",
};
const COLUMNS = ["kind", "channel", "recipient", "status", "attempts", "error", "created", "sent"] as const;

export default function DeliveryLog({ view: raw }: { view: Record<string, string> }) {
  const { t, locale } = useTabText();
  const view = readDeliveriesView(raw);
  const table = useStore($deliveriesTable);
  const key = deliveriesApiPath(view);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view's request is its identity
  useEffect(() => {
    void loadDeliveries(view);
  }, [key]);

  const change = (patch: Record<string, string>) => adminRoute.setView({ ...patch, page: undefined, cursor: undefined });
  const filtered = Boolean(view.status || view.channel);
  const field = "min-h-11 w-full rounded border border-gray-300 bg-white px-3";
  const cell = "px-3 py-2 align-top max-md:p-0";
  const label = "text-xs text-gray-600 md:hidden";
  const countText = plural(t, locale, table.countCapped ? "admin.notifications.log.countMany" : "admin.notifications.log.count", table.count);

  return (
    <section aria-labelledby="delivery-log-title" data-testid="delivery-log">
      <h2 id="delivery-log-title" className="mb-2 text-2xl font-bold">
        {t["admin.notifications.log.title"]}
      </h2>
      <p className="mb-4 text-sm text-gray-700">{t["admin.notifications.log.intro"]}</p>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="flex w-44 flex-col text-sm">
          <span className="text-gray-600">{t["admin.notifications.log.filters.status"]}</span>
          <select value={view.status} onChange={(e) => change({ status: e.target.value })} className={field} data-testid="deliveries-status-filter">
            <option value="">{t["admin.notifications.log.filters.anyStatus"]}</option>
            {DELIVERY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t[`admin.notifications.log.statuses.${s}`]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex w-44 flex-col text-sm">
          <span className="text-gray-600">{t["admin.notifications.log.filters.channel"]}</span>
          <select
            value={view.channel}
            onChange={(e) => change({ channel: e.target.value })}
            className={field}
            data-testid="deliveries-channel-filter"
          >
            <option value="">{t["admin.notifications.log.filters.anyChannel"]}</option>
            {DELIVERY_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t[`notificationPrefs.channels.${c}`]}
              </option>
            ))}
          </select>
        </label>
        {filtered && (
          <button
            type="button"
            className="min-h-11 rounded px-3 text-sm text-primary underline"
            onClick={() => change({ status: "", channel: "" })}
            data-testid="deliveries-clear"
          >
            {t["admin.notifications.log.filters.clear"]}
          </button>
        )}
      </div>
      <TabStatus
        status={table.status}
        count={table.rows.length}
        loading={t["admin.notifications.log.loading"]}
        error={t["admin.notifications.log.error"]}
        empty={filtered ? t["admin.notifications.log.emptyFiltered"] : t["admin.notifications.log.empty"]}
        countText={countText}
        onRetry={() => void loadDeliveries(view)}
        testId="deliveries"
      >
        <RowsTable
          testId="deliveries-table"
          busy={table.status === "loading"}
          head={COLUMNS.map((c) => <Column key={c}>{t[`admin.notifications.log.columns.${c}`]}</Column>)}
        >
          {table.rows.map((d) => (
            <tr
              key={d.id}
              className="border-b border-gray-100 [overflow-wrap:anywhere] last:border-0 max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:rounded max-md:border max-md:border-gray-200 max-md:bg-white max-md:p-3"
              data-testid="delivery-row"
              data-delivery={d.id}
            >
              <td className={`${cell} font-medium max-md:col-span-2`} data-testid="delivery-kind">
                {t[`notificationPrefs.kinds.${d.kind}.name`]}
              </td>
              <td className={cell} data-testid="delivery-channel">
                <span className={label}>{t["admin.notifications.log.columns.channel"]}: </span>
                {t[`notificationPrefs.channels.${d.channel}`]}
              </td>
              <td className={`${cell} max-md:col-span-2 md:max-w-56`} data-testid="delivery-recipient">
                <span className={label}>{t["admin.notifications.log.columns.recipient"]}: </span>
                <bdi dir="ltr" className="max-md:block">
                  {d.recipient}
                </bdi>
              </td>
              <td className={`${cell} max-md:order-first max-md:col-span-2`}>
                <span
                  className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_BADGE[d.status]}`}
                  data-testid="delivery-status"
                  data-status={d.status}
                >
                  {t[`admin.notifications.log.statuses.${d.status}`]}
                </span>
              </td>
              <td className={`${cell} tabular-nums`} data-testid="delivery-attempts">
                <span className={label}>{t["admin.notifications.log.columns.attempts"]}: </span>
                {d.attempts}
              </td>
              <td
                className={`${cell} max-md:col-span-2 md:min-w-24 md:max-w-64 ${d.last_error ? "text-red-800" : "text-gray-500"}`}
                data-testid="delivery-error"
              >
                <span className={label}>{t["admin.notifications.log.columns.error"]}: </span>
                {d.last_error ? (
                  <bdi dir="ltr" className="max-md:block">
                    {d.last_error}
                  </bdi>
                ) : (
                  t["admin.notifications.log.noError"]
                )}
              </td>
              <td className={`${cell} text-gray-700 max-md:col-span-2 md:whitespace-nowrap`}>
                <span className={label}>{t["admin.notifications.log.columns.created"]}: </span>
                <time dateTime={d.created_at}>{formatDateTime(d.created_at, locale)}</time>
              </td>
              <td className={`${cell} text-gray-700 max-md:col-span-2 md:whitespace-nowrap`}>
                <span className={label}>{t["admin.notifications.log.columns.sent"]}: </span>
                {d.sent_at ? <time dateTime={d.sent_at}>{formatDateTime(d.sent_at, locale)}</time> : t["admin.notifications.log.notSent"]}
              </td>
            </tr>
          ))}
        </RowsTable>
        <Pager
          page={view.page}
          pages={Math.max(1, Math.ceil(table.count / DELIVERIES_PAGE_SIZE))}
          capped={table.countCapped}
          hasNext={table.next !== null}
          busy={table.status === "loading"}
          onPage={(page) => adminRoute.setView(pageChange(view.page, table, page))}
        />
      </TabStatus>
    </section>
  );
}
