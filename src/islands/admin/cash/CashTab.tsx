// The Cash tab (docs/decisions/0032): a branch's cash sheet for a day in Cairo. The totals
// (expected, collected, handed to the branch, owed), each courier's line (a table on wide
// screens, cards on phones), what does not add up, the parcels refused or returned, the day's
// handovers and deliveries; recording a handover (HandoverDialog) and the sheet as CSV. The
// view (branch, day) is the address bar's; data and calls live in admin-cash.ts.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState } from "react";
import type { CashSheet } from "#contract/cash";
import { saveBlob } from "../../../lib/admin/csv";
import { formatMoney, localName } from "../../../lib/format";
import { intlLocale } from "../../../lib/format-date";
import { $cashBranches, $cashSheet, cairoToday, cashCsv, loadCashBranches, loadCashSheet, readCashView } from "../../../lib/stores/admin/admin-cash";
import { adminRoute } from "../../../lib/stores/admin/admin-route";
import { showToast } from "../../../lib/stores/toasts";
import { fill } from "../../../lib/template";
import RowsTable, { Column } from "../RowsTable";
import TabStatus from "../TabStatus";
import { type TabProps, useText } from "../text";
import { useCollector } from "./collector";
import HandoverDialog from "./HandoverDialog";

export default function CashTab({ view: raw, user }: TabProps) {
  const { t, locale } = useText();
  const id = useId();
  const scope = user.role === "super_admin" ? "all" : "managed";
  const view = readCashView(raw);
  const branches = useStore($cashBranches);
  const state = useStore($cashSheet);
  const [recording, setRecording] = useState(false);
  const date = view.date || cairoToday();
  const branch = branches.rows.find((b) => String(b.id) === view.branch) ?? branches.rows[0];

  useEffect(() => void loadCashBranches(scope), [scope]);
  useEffect(() => {
    if (branch) void loadCashSheet(branch.id, date);
  }, [branch, date]);

  const sheet = branch && state.sheet && state.sheet.branch.id === branch.id && state.sheet.date === date ? state.sheet : null;
  const download = async () => {
    if (!branch) return;
    const csv = await cashCsv(branch.id, date);
    if (csv) saveBlob(csv, `aswaq-cash-${branch.id}-${date}.csv`);
    else showToast(t["admin.cash.csvFailed"], "error");
  };
  const control = "min-h-11 rounded border border-gray-300 bg-white px-3";

  return (
    <section aria-labelledby="cash-title">
      <div className="mb-2 flex flex-wrap items-center gap-3">
        <h2 id="cash-title" className="me-auto text-2xl font-bold">
          {t["admin.cash.title"]}
        </h2>
        {branch && (
          <>
            <button type="button" onClick={() => void download()} className={`${control} font-medium hover:bg-gray-50`} data-testid="cash-csv">
              {t["admin.cash.csv"]}
            </button>
            <button
              type="button"
              onClick={() => setRecording(true)}
              disabled={!sheet}
              className="min-h-11 rounded bg-primary px-4 font-medium text-white hover:opacity-90 disabled:opacity-60"
              data-testid="cash-record"
            >
              {t["admin.cash.record"]}
            </button>
          </>
        )}
      </div>
      <p className="mb-4 text-gray-700">{t["admin.cash.intro"]}</p>

      <TabStatus
        status={branches.status}
        count={branches.rows.length}
        loading={t["admin.cash.loading"]}
        error={t["admin.cash.error"]}
        empty={t["admin.cash.noBranch"]}
        onRetry={() => void loadCashBranches(scope)}
        testId="cash-branches"
      >
        <div className="mb-6 flex flex-wrap items-end gap-3">
          {/* A long branch and store name shrinks the list, never the page (390 px). */}
          <div className="min-w-0 max-w-full">
            <label htmlFor={`${id}-branch`} className="mb-1 block text-sm font-medium">
              {t["admin.cash.branch"]}
            </label>
            <select
              id={`${id}-branch`}
              value={branch ? String(branch.id) : ""}
              onChange={(e) => adminRoute.setView({ branch: e.target.value })}
              className={`${control} w-full`}
              data-testid="cash-branch"
            >
              {branches.rows.map((b) => (
                <option key={b.id} value={b.id}>
                  {`${localName(b, locale)} · ${locale === "ar" ? b.store_name_ar || b.store_name : b.store_name}`}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-date`} className="mb-1 block text-sm font-medium">
              {t["admin.cash.date"]}
            </label>
            <input
              id={`${id}-date`}
              type="date"
              value={date}
              max={cairoToday()}
              onChange={(e) => e.target.value && adminRoute.setView({ date: e.target.value === cairoToday() ? undefined : e.target.value })}
              className={control}
              data-testid="cash-date"
            />
          </div>
        </div>
        <TabStatus
          status={state.status}
          count={sheet ? 1 : 0}
          loading={t["admin.cash.loading"]}
          error={t["admin.cash.error"]}
          empty=""
          onRetry={() => branch && void loadCashSheet(branch.id, date)}
          testId="cash-sheet"
        >
          {sheet && <Sheet sheet={sheet} />}
        </TabStatus>
      </TabStatus>
      {recording && sheet && branch && (
        <HandoverDialog
          sheet={sheet}
          branchName={localName(branch, locale)}
          onClose={() => setRecording(false)}
          onSaved={() => {
            setRecording(false);
            void loadCashSheet(branch.id, date);
          }}
        />
      )}
    </section>
  );
}

function Figure({ label, amount, hint, testId, warn = false }: { label: string; amount: string; hint?: string; testId: string; warn?: boolean }) {
  const { locale } = useText();
  return (
    <div className={`rounded-lg border p-4 ${warn ? "border-amber-300 bg-amber-50" : "border-gray-200 bg-white"}`}>
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums" data-testid={testId}>
        {formatMoney(amount, locale)}
      </dd>
      {hint && <dd className="mt-1 text-xs text-gray-600">{hint}</dd>}
    </div>
  );
}

function Sheet({ sheet }: { sheet: CashSheet }) {
  const { t, locale } = useText();
  const who = useCollector();
  const money = (amount: string) => formatMoney(amount, locale);
  // Latin digits in both languages, on Cairo's clock, as the dashboard's other times.
  const time = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: "Africa/Cairo", hour: "numeric", minute: "2-digit", hour12: true });
  const list = new Intl.ListFormat(intlLocale(locale), { type: "conjunction" });
  const cell = "px-3 py-2 align-top max-md:flex max-md:justify-between max-md:gap-2 max-md:p-0";
  const label = (key: "collected" | "handed" | "outstanding" | "overdue") => (
    <span className="text-gray-600 md:hidden">{t[`admin.cash.columns.${key}`]}</span>
  );
  const heading = "mb-2 mt-8 text-lg font-semibold";
  const empty = "rounded border border-gray-200 bg-white p-4 text-gray-700";
  const orderLine = (o: CashSheet["delivered"][number]) => (
    <li key={`${o.status}-${o.id}`} className="flex flex-wrap justify-between gap-2 border-b border-gray-100 px-3 py-2 last:border-0">
      <span>
        <a href={`/${locale}/admin/orders/${o.id}/`} className="font-medium text-primary underline">
          {fill(t["admin.cash.order"], { id: o.id })}
        </a>{" "}
        <span className="text-sm text-gray-600">
          · {(t as Record<string, string>)[`orders.status.${o.status}`] ?? o.status} · {time.format(new Date(o.at))}
          {" · "}
          {o.collected_by === null ? <span className="text-amber-800">{t["admin.cash.notCollected"]}</span> : <bdi>{who(o.collected_by)}</bdi>}
        </span>
      </span>
      <span className="tabular-nums">{money(o.total)}</span>
    </li>
  );

  return (
    <div data-testid="cash-sheet">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={t["admin.cash.expected"]} amount={sheet.expected} hint={t["admin.cash.expectedHint"]} testId="cash-expected" />
        <Figure label={t["admin.cash.collected"]} amount={sheet.collected} testId="cash-collected" />
        <Figure label={t["admin.cash.handed"]} amount={sheet.handed_over} testId="cash-handed" />
        <Figure
          label={t["admin.cash.outstanding"]}
          amount={sheet.outstanding}
          hint={t["admin.cash.outstandingHint"]}
          testId="cash-outstanding"
          warn={Number(sheet.outstanding) !== 0}
        />
      </dl>

      <h3 className={heading}>{t["admin.cash.mismatches"]}</h3>
      {sheet.mismatches.length === 0 ? (
        <p className={empty} data-testid="cash-no-mismatches">
          {t["admin.cash.noMismatches"]}
        </p>
      ) : (
        <ul className="space-y-2" data-testid="cash-mismatches">
          {sheet.mismatches.map((m) => (
            <li
              key={`${m.kind}-${m.courier}-${m.order_id}-${m.handover_id}`}
              className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
              data-testid="cash-mismatch"
              data-kind={m.kind}
            >
              {fill(t[`admin.cash.mismatch.${m.kind}`], {
                courier: who(m.courier ?? ""),
                order: m.order_id ?? "",
                handover: m.handover_id ?? "",
                amount: money(m.amount ?? "0"),
              })}
            </li>
          ))}
        </ul>
      )}

      <h3 className={heading}>{t["admin.cash.couriers"]}</h3>
      {sheet.couriers.length === 0 ? (
        <p className={empty}>{t["admin.cash.noCouriers"]}</p>
      ) : (
        <RowsTable
          testId="cash-couriers"
          head={
            <>
              <Column>{t["admin.cash.columns.courier"]}</Column>
              <Column>{t["admin.cash.columns.collected"]}</Column>
              <Column>{t["admin.cash.columns.handed"]}</Column>
              <Column>{t["admin.cash.columns.outstanding"]}</Column>
              <Column>{t["admin.cash.columns.overdue"]}</Column>
            </>
          }
        >
          {sheet.couriers.map((c) => (
            <tr
              key={c.courier}
              className="border-b border-gray-100 md:last:border-0 max-md:flex max-md:flex-col max-md:gap-1 max-md:rounded max-md:border max-md:border-gray-200 max-md:bg-white max-md:p-3"
              data-testid="cash-courier"
            >
              <td className="px-3 py-2 align-top font-medium max-md:p-0">
                <bdi>{who(c.courier)}</bdi>
              </td>
              <td className={`${cell} tabular-nums`}>
                {label("collected")}
                {money(c.collected)}
              </td>
              <td className={`${cell} tabular-nums`}>
                {label("handed")}
                {money(c.handed_over)}
              </td>
              <td className={`${cell} tabular-nums font-semibold`}>
                {label("outstanding")}
                {money(c.outstanding)}
              </td>
              <td className={`${cell} tabular-nums ${Number(c.overdue) > 0 ? "text-amber-800 font-semibold" : ""}`}>
                {label("overdue")}
                {money(c.overdue)}
              </td>
            </tr>
          ))}
        </RowsTable>
      )}

      <div className="grid gap-x-6 lg:grid-cols-2">
        <div>
          <h3 className={heading}>{t["admin.cash.handovers"]}</h3>
          {sheet.handovers.length === 0 ? (
            <p className={empty}>{t["admin.cash.noHandovers"]}</p>
          ) : (
            <ul className="rounded border border-gray-200 bg-white" data-testid="cash-handovers">
              {sheet.handovers.map((h) => (
                <li key={h.id} className="border-b border-gray-100 px-3 py-2 last:border-0" data-testid="cash-handover">
                  <span className="font-medium">
                    {fill(t["admin.cash.handoverLine"], {
                      amount: money(h.amount),
                      courier: who(h.courier),
                      time: time.format(new Date(h.handed_at)),
                    })}
                  </span>
                  {h.order_ids.length > 0 && (
                    <span className="block text-sm text-gray-600">
                      {fill(t["admin.cash.handoverOrders"], { orders: list.format(h.order_ids.map((o) => `\u2066#${o}\u2069`)) })}
                    </span>
                  )}
                  {h.note && <span className="block text-sm text-gray-600">{h.note}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className={heading}>{t["admin.cash.returns"]}</h3>
          {sheet.returns.length === 0 ? (
            <p className={empty}>{t["admin.cash.noReturns"]}</p>
          ) : (
            <ul className="rounded border border-gray-200 bg-white" data-testid="cash-returns">
              {sheet.returns.map(orderLine)}
            </ul>
          )}
        </div>
      </div>

      <h3 className={heading}>{t["admin.cash.delivered"]}</h3>
      {sheet.delivered.length === 0 ? (
        <p className={empty}>{t["admin.cash.noDelivered"]}</p>
      ) : (
        <ul className="rounded border border-gray-200 bg-white" data-testid="cash-delivered">
          {sheet.delivered.map(orderLine)}
        </ul>
      )}
    </div>
  );
}
