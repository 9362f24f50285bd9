// The Home tab's view (issue 31 §1): which period (today, the last 7 or 30 days, or a custom
// range) and which part of the business (every store, a store, a branch), as the address bar
// has them (/admin/?period=30d&store=4). Days are Cairo calendar days, as the reports API counts
// them (api/contract/reports.ts); the previous period is the same number of days just before.

/** As the API's contract has it (api/contract/reports.ts, which brings zod along); a test holds them equal. */
export const REPORT_MAX_DAYS = 366;

export const PERIODS = ["today", "7d", "30d", "custom"] as const;
export type PeriodChoice = (typeof PERIODS)[number];
/** What the tab shows when the address names no period: the API's own default, the last 7 days. */
export const DEFAULT_PERIOD: PeriodChoice = "7d";

export interface Period {
  from: string;
  to: string;
}

export interface HomeView {
  period: PeriodChoice;
  /** The custom range's days (YYYY-MM-DD); "" when the view has none or a bad one. */
  from: string;
  to: string;
  /** A store's or branch's id, or "" for everything the user may see. */
  store: string;
  branch: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,12}$/;
const MS_DAY = 86_400_000;

/** Today in Cairo (YYYY-MM-DD), where the branches are. */
export const cairoDay = (now = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(now);

/** Whether `day` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** `day` moved by `days` calendar days (UTC arithmetic on a date alone: no clock, no DST). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_DAY).toISOString().slice(0, 10);
}

/** How many days a period covers, both ends included. */
export const daysIn = ({ from, to }: Period): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_DAY) + 1;

/** Every day of a period, first to last. */
export function daysOf(period: Period): string[] {
  const n = Math.max(0, daysIn(period));
  return Array.from({ length: n }, (_, i) => addDays(period.from, i));
}

export function readHomeView(view: Record<string, string>): HomeView {
  const period = PERIODS.find((p) => p === view.period) ?? DEFAULT_PERIOD;
  return {
    period,
    from: isDay(view.from ?? "") ? view.from : "",
    to: isDay(view.to ?? "") ? view.to : "",
    store: ID.test(view.store ?? "") ? view.store : "",
    branch: ID.test(view.branch ?? "") ? view.branch : "",
  };
}

/**
 * The days a view covers, `today` being Cairo's: today alone, the last 7 or 30 days up to today,
 * or the custom range, put in order, never past today and at most REPORT_MAX_DAYS long (the
 * API's limit; a longer range keeps its end). A custom view missing a day falls back to 7 days.
 */
export function periodOf(view: Pick<HomeView, "period" | "from" | "to">, today: string): Period {
  if (view.period === "today") return { from: today, to: today };
  if (view.period === "30d") return { from: addDays(today, -29), to: today };
  if (view.period === "custom" && view.from && view.to) {
    let [from, to] = view.from <= view.to ? [view.from, view.to] : [view.to, view.from];
    if (to > today) to = today;
    if (from > to) from = to;
    if (daysIn({ from, to }) > REPORT_MAX_DAYS) from = addDays(to, -(REPORT_MAX_DAYS - 1));
    return { from, to };
  }
  return { from: addDays(today, -6), to: today };
}

/** The same number of days just before `period` (what the API compares with). */
export function previousOf(period: Period): Period {
  const n = daysIn(period);
  return { from: addDays(period.from, -n), to: addDays(period.from, -1) };
}

/** A change smaller than this share (0.05%; percentages show one decimal) is no change. */
export const SAME_BELOW = 0.0005;

export type Direction = "up" | "down" | "same" | "new";

export interface Change {
  direction: Direction;
  /** The change as a fraction of the previous value (0.125 is 12.5%); null when there was nothing before. */
  ratio: number | null;
}

/**
 * How `current` compares with `previous`: up or down by a fraction of the previous value, the
 * same, or "new" when the previous period had none (a percentage of nothing means nothing).
 * Money strings ("1250.00") are compared in piasters, so 0.1 + 0.2 never reads as a change.
 */
export function changeOf(current: number | string, previous: number | string): Change {
  const cur = toUnits(current);
  const prev = toUnits(previous);
  if (cur === prev) return { direction: "same", ratio: 0 };
  if (prev === 0) return { direction: "new", ratio: null };
  const ratio = (cur - prev) / Math.abs(prev);
  // Under half a tenth of a percent reads as no change: "Down 0%" would say nothing.
  if (Math.abs(ratio) < SAME_BELOW) return { direction: "same", ratio: 0 };
  return { direction: ratio > 0 ? "up" : "down", ratio };
}

const toUnits = (value: number | string) => (typeof value === "string" ? Math.round(Number(value) * 100) : Math.round(value * 100));

/** The scope's query parameters for the reports API, without empty ones. */
export function reportParams(period: Period, view: Pick<HomeView, "store" | "branch">): URLSearchParams {
  const params = new URLSearchParams({ from: period.from, to: period.to });
  if (view.store) params.set("store", view.store);
  if (view.branch) params.set("branch", view.branch);
  return params;
}
