// The Home tab's charts (issue 31 §1): sales by day as columns, by branch and by category as
// bars, drawn in plain SVG at the width they are given (no chart library: the dashboard's
// JavaScript is budgeted). In Arabic they are mirrored: the first day at the right edge and
// bars growing from the right (src/lib/admin/chart.ts). The drawing is hidden from screen
// readers; each chart's numbers are also a table, read out always and shown on "Show as table".
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { columns, labelled, mirrorX, niceMax, scaled, startBar, ticks } from "../../../lib/admin/chart";
import { formatCompact, formatDay } from "../../../lib/admin/figures-format";
import { useText } from "../text";

/**
 * The element's width in CSS pixels, followed as it changes (a phone turned, the sidebar opened).
 * 0 until measured: nothing is drawn before, so a drawing never widens the box it is measured by.
 */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface FrameProps {
  title: string;
  testId: string;
  /** The chart (hidden from screen readers) and the same numbers as a table. */
  chart: ReactNode;
  table: ReactNode;
  empty: boolean;
}

/** A chart's box: its title, the "Show as table" toggle, and the chart or the table in view. */
export function ChartFrame({ title, testId, chart, table, empty }: FrameProps) {
  const { t } = useText();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className="min-w-0 rounded-lg border border-gray-200 bg-white p-4" aria-labelledby={`${id}-title`} data-testid={testId}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="me-auto text-lg font-semibold">
          {title}
        </h3>
        {!empty && (
          <button
            type="button"
            className="min-h-11 rounded border border-gray-300 px-3 text-sm font-medium hover:bg-gray-50"
            aria-pressed={asTable}
            onClick={() => setAsTable(!asTable)}
            data-testid={`${testId}-toggle`}
          >
            {asTable ? t["admin.home.charts.showChart"] : t["admin.home.charts.showTable"]}
          </button>
        )}
      </div>
      {empty ? (
        <p className="py-6 text-center text-gray-700">{t["admin.home.charts.empty"]}</p>
      ) : (
        <>
          {!asTable && chart}
          {/* Always there for screen readers; on screen when asked for. */}
          <div className={asTable ? "overflow-x-auto" : "sr-only"} data-testid={`${testId}-table`}>
            {table}
          </div>
        </>
      )}
    </section>
  );
}

export interface DayPoint {
  day: string;
  goods: number;
}

const AXIS = 52;
/** Room past the last column for its day's label (the end edge: right in English, left in Arabic). */
const END = 28;
const HEIGHT = 200;
const BOTTOM = 24;
const TOP = 8;

/** Sales by day as columns, the earliest day at the start (the right edge in Arabic). */
export function DayColumns({ points }: { points: DayPoint[] }) {
  const { locale } = useText();
  const rtl = locale === "ar";
  const [ref, width] = useWidth<HTMLDivElement>();
  const plot = Math.max(40, width - AXIS - END);
  const top = niceMax(Math.max(0, ...points.map((p) => p.goods)));
  const steps = ticks(top);
  const slots = columns(points.length, plot, rtl, points.length > 40 ? 0.15 : 0.3);
  const shown = labelled(points.length, Math.max(2, Math.floor(plot / 64)));
  // The axis is at the start edge (left in English, right in Arabic), the plot beside it.
  const plotStart = rtl ? END : AXIS;
  const y = (v: number) => TOP + (HEIGHT - TOP - BOTTOM) - scaled(v, top, HEIGHT - TOP - BOTTOM);
  const drawing = (
    <svg
      width={width}
      height={HEIGHT}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      aria-hidden="true"
      className="block text-primary"
      style={{ direction: "ltr" }}
    >
      {steps.map((v) => (
        <g key={v}>
          <line x1={plotStart} x2={plotStart + plot} y1={y(v)} y2={y(v)} stroke="#e5e7eb" />
          <text x={mirrorX(AXIS - 6, width, rtl)} y={y(v)} dy="0.32em" textAnchor={rtl ? "start" : "end"} className="fill-gray-600 text-[11px]">
            {formatCompact(v, locale)}
          </text>
        </g>
      ))}
      {points.map((p, i) => {
        const slot = slots[i];
        const h = scaled(p.goods, top, HEIGHT - TOP - BOTTOM);
        return (
          <g key={p.day} data-day={p.day}>
            <rect x={plotStart + slot.x} y={y(p.goods)} width={Math.max(1, slot.width)} height={h} rx={2} fill="currentColor" />
            {shown[i] && (
              <text x={plotStart + slot.center} y={HEIGHT - 6} textAnchor="middle" className="fill-gray-600 text-[11px]">
                {formatDay(p.day, locale)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
  return (
    <div ref={ref} className="h-[200px] w-full min-w-0 overflow-hidden" data-testid="chart-days-svg">
      {width > 0 && drawing}
    </div>
  );
}

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** The value as written beside the bar ("LE 1,200.00"). */
  text: string;
}

/** Labelled bars growing from the start edge (the right in Arabic), longest first. */
export function StartBars({ rows, testId }: { rows: BarRow[]; testId: string }) {
  const { locale } = useText();
  const rtl = locale === "ar";
  const [ref, width] = useWidth<HTMLDivElement>();
  const top = Math.max(0, ...rows.map((r) => r.value));
  return (
    <div ref={ref} className="w-full min-w-0 overflow-hidden">
      <ul className="space-y-3" aria-hidden="true" data-testid={testId}>
        {rows.map((row) => {
          const bar = startBar(scaled(row.value, top, width), width, rtl);
          return (
            <li key={row.key}>
              <div className="flex justify-between gap-2 text-sm">
                <span className="min-w-0 truncate">{row.label}</span>
                <span className="shrink-0 tabular-nums text-gray-700">{row.text}</span>
              </div>
              <div className="mt-1 h-3 w-full">
                {width > 0 && (
                  <svg width={width} height={12} viewBox={`0 0 ${width} 12`} className="block text-primary" aria-hidden="true">
                    <rect x={0} y={0} width={width} height={12} rx={3} fill="#f3f4f6" />
                    <rect x={bar.x} y={0} width={bar.width} height={12} rx={3} fill="currentColor" />
                  </svg>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A chart's numbers as a table (the visually hidden one, or shown on "Show as table"). */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: { key: string; cells: string[] }[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-gray-200 bg-gray-50">
        <tr>
          {head.map((h, i) => (
            <th key={h} scope="col" className={`px-3 py-2 font-semibold ${i === 0 ? "text-start" : "text-end"}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [first, ...rest] }) => (
          <tr key={key} className="border-b border-gray-100 last:border-0">
            <th scope="row" className="px-3 py-2 text-start font-normal">
              {first}
            </th>
            {rest.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
              <td key={i} className="px-3 py-2 text-end tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
