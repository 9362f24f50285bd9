// The Home tab (issue 31 §1, docs/decisions/0036): the first thing a merchant or a super admin
// sees. A period's figures (today, the last 7 or 30 days, or a range) against the period just
// before, for everything the user may see or one store or branch; the orders waiting on them by
// status (links into Orders filtered), the COD cash outstanding and the offers running low (links
// to the Cash and Low stock tabs); sales by day, branch and category as charts that are also
// tables; the best sellers. The view is the address bar's (report-period.ts), the data and calls
// admin-reports.ts; the server decides what the user may see.
import { useStore } from "@nanostores/react";
import { type MouseEvent, type ReactNode, useEffect } from "react";
import type { ReportFigures, ReportSummary } from "#contract/reports";
import { formatCount, formatDay, formatPercent } from "../../../lib/admin/figures-format";
import { formatMoney, localName } from "../../../lib/format";
import { $homeFigures, loadHomeFigures } from "../../../lib/stores/admin/admin-reports";
import { type AdminTab, adminPath, adminRoute } from "../../../lib/stores/admin/admin-route";
import { cairoDay, changeOf, daysIn, periodOf, previousOf, readHomeView } from "../../../lib/stores/admin/report-period";
import { fill } from "../../../lib/template";
import TabStatus from "../TabStatus";
import { type TabProps, useText } from "../text";
import { ChartFrame, DataTable, DayColumns, StartBars } from "./Charts";
import PeriodPicker from "./PeriodPicker";
import ScopePicker from "./ScopePicker";

const WAITING = ["pending", "confirmed", "processing", "ready_for_pickup"] as const;

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to another tab's view, opened in place on a plain click (a middle click opens a new browser tab). */
function TabLink({
  tab,
  view,
  className,
  children,
  testId,
}: {
  tab: AdminTab;
  view: Record<string, string>;
  className: string;
  children: ReactNode;
  testId: string;
}) {
  const { locale } = useText();
  const clean = Object.fromEntries(Object.entries(view).filter(([, v]) => v));
  return (
    <a
      href={adminPath(locale, tab, clean)}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        adminRoute.openTab(tab, clean);
      }}
      className={className}
      data-testid={testId}
    >
      {children}
    </a>
  );
}

export default function HomeTab({ view: raw, user }: TabProps) {
  const { t, locale } = useText();
  const view = readHomeView(raw);
  const today = cairoDay();
  const period = periodOf(view, today);
  const state = useStore($homeFigures);
  const key = JSON.stringify([period, view.store, view.branch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the period and scope, serialised, are the request
  useEffect(() => {
    void loadHomeFigures(period, view);
  }, [key]);

  const summary = state.summary;
  const range = (p: { from: string; to: string }) =>
    p.from === p.to
      ? formatDay(p.from, locale, true)
      : fill(t["admin.home.range"], { from: formatDay(p.from, locale, true), to: formatDay(p.to, locale, true) });
  const shown = summary?.period ?? period;
  const previous = summary?.previous_period ?? previousOf(period);

  return (
    <section aria-labelledby="home-title" className="space-y-6">
      <div>
        <h2 id="home-title" className="mb-4 text-2xl font-bold">
          {t["admin.home.title"]}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          {/* Keyed by the period, so back and forward refill the range's fields. */}
          <PeriodPicker key={`${period.from}:${period.to}`} view={view} period={period} today={today} />
          <ScopePicker view={view} superAdmin={user.role === "super_admin"} />
        </div>
        <p className="mt-3 text-sm text-gray-700" data-testid="home-period">
          <span className="font-medium">{range(shown)}</span>
          {" · "}
          {fill(t["admin.home.compared"], { previous: range(previous) })}
        </p>
      </div>

      <TabStatus
        status={state.status}
        count={summary ? 1 : 0}
        loading={t["admin.home.loading"]}
        error={t["admin.home.error"]}
        empty=""
        onRetry={() => void loadHomeFigures(period, view)}
        testId="home"
      >
        {summary && (
          <div
            className={`space-y-6 ${state.status === "loading" ? "opacity-60" : ""}`}
            aria-busy={state.status === "loading"}
            data-testid="home-figures"
          >
            <Figures summary={summary} />
            <Now summary={summary} scope={view} />
            <Charts summary={summary} oneDay={daysIn(shown) === 1} />
            <TopProducts />
          </div>
        )}
      </TabStatus>
    </section>
  );
}

function Figures({ summary }: { summary: ReportSummary }) {
  const { t, locale } = useText();
  const f = summary.figures;
  const p = summary.previous;
  const money = (a: string) => formatMoney(a, locale);
  const count = (n: number) => formatCount(n, locale);
  const card = (id: keyof ReportFigures, label: string, value: string, upIsGood: boolean, extra?: ReactNode, compare: keyof ReportFigures = id) => (
    <Card key={id} label={label} value={value} current={f[compare]} previous={p[compare]} upIsGood={upIsGood} testId={`home-${id}`}>
      {extra}
    </Card>
  );
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {card("goods", t["admin.home.sales"], money(f.goods), true, fill(t["admin.home.delivery"], { amount: money(f.delivery) }))}
      {card("orders", t["admin.home.orders"], count(f.orders), true, fill(t["admin.home.sold"], { n: count(f.sold_orders) }))}
      {card("average_order_value", t["admin.home.average"], money(f.average_order_value), true)}
      {card("units", t["admin.home.units"], count(f.units), true)}
      {card(
        "cancelled",
        t["admin.home.cancelled"],
        count(f.cancelled),
        false,
        fill(t["admin.home.rate"], { rate: formatPercent(f.cancellation_rate, locale) }),
      )}
      {card("refused", t["admin.home.refused"], count(f.refused), false, fill(t["admin.home.rate"], { rate: formatPercent(f.refusal_rate, locale) }))}
      {card("cashback", t["admin.home.cashback"], money(f.cashback), true)}
    </dl>
  );
}

interface CardProps {
  label: string;
  value: string;
  current: string | number;
  previous: string | number;
  /** Whether more is better (sales) or worse (cancellations): the colour, and a word for those who do not see it. */
  upIsGood: boolean;
  testId: string;
  children?: ReactNode;
}

function Card({ label, value, current, previous, upIsGood, testId, children }: CardProps) {
  const { t, locale } = useText();
  const change = changeOf(current, previous);
  const better = change.direction === "up" ? upIsGood : change.direction === "down" ? !upIsGood : null;
  const tone = better === null ? "text-gray-600" : better ? "text-green-800" : "text-red-800";
  const arrow = change.direction === "up" ? "▲" : change.direction === "down" ? "▼" : "";
  const words =
    change.direction === "up" || change.direction === "down"
      ? fill(t[`admin.home.change.${change.direction}`], { pct: formatPercent(change.ratio ?? 0, locale) })
      : t[`admin.home.change.${change.direction}`];
  return (
    <div className="min-w-0 rounded-lg border border-gray-200 bg-white p-4" data-testid={testId}>
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums [overflow-wrap:anywhere]" data-testid={`${testId}-value`}>
        {value}
      </dd>
      {children && <dd className="mt-1 text-xs text-gray-600">{children}</dd>}
      <dd className={`mt-1 text-xs font-medium ${tone}`} data-testid={`${testId}-change`} data-direction={change.direction}>
        {arrow && <span aria-hidden="true">{arrow} </span>}
        {words}
        {better !== null && <span className="sr-only"> ({t[better ? "admin.home.change.good" : "admin.home.change.bad"]})</span>}
      </dd>
    </div>
  );
}

/** What is true now, whatever the period: orders waiting by status, COD cash outstanding, low stock. */
function Now({ summary, scope }: { summary: ReportSummary; scope: { store: string; branch: string } }) {
  const { t, locale } = useText();
  const waiting = WAITING.map((status) => ({ status, n: summary.waiting[status] }));
  const link = "inline-flex min-h-11 items-center font-medium text-primary underline";
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
      <section
        className="rounded-lg border border-gray-200 bg-white p-4 lg:col-span-1"
        aria-labelledby="home-waiting-title"
        data-testid="home-waiting"
      >
        <h3 id="home-waiting-title" className="font-semibold">
          {t["admin.home.waiting.title"]}
        </h3>
        <p className="text-xs text-gray-600">{t["admin.home.waiting.hint"]}</p>
        <ul className="mt-2 divide-y divide-gray-100">
          {waiting.map(({ status, n }) => {
            const name = t[`orders.status.${status}`];
            return (
              <li key={status} className="flex items-center justify-between gap-2">
                <TabLink
                  tab="orders"
                  view={{ status, branch: scope.branch }}
                  className={`${link} no-underline hover:underline`}
                  testId={`home-waiting-${status}`}
                >
                  <span className="sr-only">{fill(t["admin.home.waiting.open"], { status: name })}</span>
                  <span aria-hidden="true">{name}</span>
                </TabLink>
                <span className={`tabular-nums ${n > 0 ? "font-bold" : "text-gray-600"}`} data-testid={`home-waiting-${status}-count`}>
                  {formatCount(n, locale)}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="rounded-lg border border-gray-200 bg-white p-4" data-testid="home-cod">
        <h3 className="font-semibold">{t["admin.home.cod"]}</h3>
        <p className="mt-1 text-xl font-bold tabular-nums" data-testid="home-cod-value">
          {formatMoney(summary.cod_outstanding, locale)}
        </p>
        <p className="text-xs text-gray-600">{t["admin.home.codHint"]}</p>
        <TabLink tab="cash" view={{ branch: scope.branch }} className={link} testId="home-cod-link">
          {t["admin.home.codLink"]}
        </TabLink>
      </div>
      <div
        className={`rounded-lg border p-4 ${summary.low_stock > 0 ? "border-amber-300 bg-amber-50" : "border-gray-200 bg-white"}`}
        data-testid="home-low-stock"
      >
        <h3 className="font-semibold">{t["admin.home.lowStock"]}</h3>
        <p className="mt-1 text-xl font-bold tabular-nums" data-testid="home-low-stock-value">
          {formatCount(summary.low_stock, locale)}
        </p>
        <p className="text-xs text-gray-700">{t["admin.home.lowStockHint"]}</p>
        <TabLink tab="stock" view={{ store: scope.store, branch: scope.branch }} className={link} testId="home-low-stock-link">
          {t["admin.home.lowStockLink"]}
        </TabLink>
      </div>
    </div>
  );
}

function Charts({ summary, oneDay }: { summary: ReportSummary; oneDay: boolean }) {
  const { t, locale } = useText();
  const days = useStore($homeFigures).days?.results ?? [];
  const money = (a: string) => formatMoney(a, locale);
  const count = (n: number) => formatCount(n, locale);
  const c = (k: "day" | "goods" | "orders" | "units" | "branch" | "category" | "cancelled" | "delivery") => t[`admin.home.columns.${k}`];
  const manyStores = new Set(summary.by_branch.map((b) => b.store.id)).size > 1;
  const branchRows = [...summary.by_branch].sort((a, b) => Number(b.goods) - Number(a.goods));
  const categoryRows = [...summary.by_category].sort((a, b) => Number(b.goods) - Number(a.goods));
  const branchName = (b: ReportSummary["by_branch"][number]) =>
    manyStores ? `${localName(b.branch, locale)} · ${localName(b.store, locale)}` : localName(b.branch, locale);
  const categoryName = (cat: ReportSummary["by_category"][number]["category"]) => (cat ? localName(cat, locale) : t["admin.home.charts.noCategory"]);
  const noSales = (rows: { goods: string }[]) => rows.every((r) => Number(r.goods) === 0);

  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {!oneDay && (
        <div className="min-w-0 lg:col-span-2">
          <ChartFrame
            title={t["admin.home.charts.byDay"]}
            testId="chart-days"
            empty={days.length === 0 || noSales(days)}
            chart={<DayColumns points={days.map((d) => ({ day: d.day, goods: Number(d.goods) }))} />}
            table={
              <DataTable
                caption={t["admin.home.charts.byDay"]}
                head={[c("day"), c("goods"), c("delivery"), c("orders"), c("units"), c("cancelled")]}
                rows={days.map((d) => ({
                  key: d.day,
                  cells: [formatDay(d.day, locale, true), money(d.goods), money(d.delivery), count(d.orders), count(d.units), count(d.cancelled)],
                }))}
              />
            }
          />
        </div>
      )}
      <ChartFrame
        title={t["admin.home.charts.byBranch"]}
        testId="chart-branches"
        empty={branchRows.length === 0 || noSales(branchRows)}
        chart={
          <StartBars
            testId="chart-branches-bars"
            rows={branchRows.map((b) => ({ key: String(b.branch.id), label: branchName(b), value: Number(b.goods), text: money(b.goods) }))}
          />
        }
        table={
          <DataTable
            caption={t["admin.home.charts.byBranch"]}
            head={[c("branch"), c("goods"), c("orders"), c("units")]}
            rows={branchRows.map((b) => ({ key: String(b.branch.id), cells: [branchName(b), money(b.goods), count(b.orders), count(b.units)] }))}
          />
        }
      />
      <ChartFrame
        title={t["admin.home.charts.byCategory"]}
        testId="chart-categories"
        empty={categoryRows.length === 0 || noSales(categoryRows)}
        chart={
          <StartBars
            testId="chart-categories-bars"
            rows={categoryRows.map((r) => ({
              key: String(r.category?.id ?? "none"),
              label: categoryName(r.category),
              value: Number(r.goods),
              text: money(r.goods),
            }))}
          />
        }
        table={
          <DataTable
            caption={t["admin.home.charts.byCategory"]}
            head={[c("category"), c("goods"), c("units")]}
            rows={categoryRows.map((r) => ({
              key: String(r.category?.id ?? "none"),
              cells: [categoryName(r.category), money(r.goods), count(r.units)],
            }))}
          />
        }
      />
    </div>
  );
}

function TopProducts() {
  const { t, locale } = useText();
  const top = useStore($homeFigures).top?.results ?? [];
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" aria-labelledby="home-top-title" data-testid="home-top">
      <h3 id="home-top-title" className="mb-2 text-lg font-semibold">
        {t["admin.home.top.title"]}
      </h3>
      {top.length === 0 ? (
        <p className="py-4 text-center text-gray-700">{t["admin.home.top.empty"]}</p>
      ) : (
        <ol className="divide-y divide-gray-100">
          {top.map((row, i) => (
            <li key={row.product.id} className="flex items-center gap-3 py-2" data-testid="home-top-row">
              <span className="w-6 shrink-0 text-center font-bold text-gray-500 tabular-nums" aria-hidden="true">
                {formatCount(i + 1, locale)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium [overflow-wrap:anywhere]">{localName(row.product, locale)}</span>
                <span className="block font-mono text-xs text-gray-600">
                  <bdi dir="ltr">{row.product.sku}</bdi>
                </span>
              </span>
              <span className="shrink-0 text-end text-sm">
                <span className="block font-semibold tabular-nums">{formatMoney(row.goods, locale)}</span>
                <span className="block text-gray-600">
                  {t["admin.home.columns.units"]}: <span className="tabular-nums">{formatCount(row.units, locale)}</span>
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
