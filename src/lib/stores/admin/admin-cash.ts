// The dashboard's Cash tab (docs/decisions/0032): a branch's cash sheet for a day in Cairo
// (GET /api/branches/{id}/cash-sheet/?date=), its CSV file, and recording a handover
// (POST /api/branches/{id}/handovers/). The view (branch, day) lives in the address bar; the
// branches offered are those the caller runs (a super admin: every branch).
import { map } from "nanostores";
import type { CashSheet, Handover } from "#contract/cash";
import type { Branch } from "#contract/stores";
import { apiFetch } from "../../api/client";
import { sendForm, type Sent } from "./form-store";

/** As the API's contract has it (COLLECTOR_MAX, api/db/schema.ts); a test holds them equal. */
export const COURIER_MAX = 100;
/** The neutral collectors the API stores when nobody was named (api/src/cash/collect.ts). */
export const BRANCH_COURIER = "@branch_courier";
export const BRANCH_COUNTER = "@branch_counter";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Cairo (YYYY-MM-DD), where the branches are. */
export const cairoToday = (now = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(now);

export interface CashView {
  /** A branch id, or "" for the first branch offered. */
  branch: string;
  /** YYYY-MM-DD, or "" for today in Cairo. */
  date: string;
}

export function readCashView(view: Record<string, string>): CashView {
  return {
    branch: /^\d{1,12}$/.test(view.branch ?? "") ? view.branch : "",
    date: DAY.test(view.date ?? "") ? view.date : "",
  };
}

type Status = "idle" | "loading" | "ready" | "error";

export const $cashBranches = map<{ status: Status; rows: Branch[] }>({ status: "idle", rows: [] });

/** The branches the user runs (`managed`), or every branch for a super admin: the choice of the tab. */
export async function loadCashBranches(scope: "all" | "managed"): Promise<void> {
  $cashBranches.setKey("status", "loading");
  try {
    const res = await apiFetch(`/api/branches/?page_size=100${scope === "managed" ? "&managed=true" : ""}`);
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { results: Branch[] };
    $cashBranches.set({ status: "ready", rows: body.results });
  } catch {
    $cashBranches.set({ status: "error", rows: [] });
  }
}

export const cashSheetPath = (branch: number | string, date: string, csv = false) =>
  `/api/branches/${branch}/cash-sheet${csv ? ".csv" : "/"}?date=${encodeURIComponent(date)}`;

export interface CashSheetState {
  status: Status;
  sheet: CashSheet | null;
  /** The request the sheet answers, so a late answer to another view is dropped. */
  key: string;
}

export const $cashSheet = map<CashSheetState>({ status: "idle", sheet: null, key: "" });

export async function loadCashSheet(branch: number, date: string): Promise<void> {
  const key = cashSheetPath(branch, date);
  const keep = $cashSheet.get().key === key ? $cashSheet.get().sheet : null;
  $cashSheet.set({ status: "loading", sheet: keep, key });
  try {
    const res = await apiFetch(key);
    if ($cashSheet.get().key !== key) return;
    if (!res.ok) throw new Error(String(res.status));
    const sheet = (await res.json()) as CashSheet;
    if ($cashSheet.get().key === key) $cashSheet.set({ status: "ready", sheet, key });
  } catch {
    if ($cashSheet.get().key === key) $cashSheet.set({ status: "error", sheet: null, key });
  }
}

/** The sheet's CSV as the API writes it (BOM, CRLF, headed in the page's language), or null. */
export async function cashCsv(branch: number, date: string): Promise<Blob | null> {
  try {
    const res = await apiFetch(cashSheetPath(branch, date, true), { headers: { accept: "text/csv" } });
    return res.ok ? await res.blob() : null;
  } catch {
    return null;
  }
}

export interface HandoverValues {
  courier: string;
  amount: string;
  order_ids: number[];
  note: string;
}

export type HandoverProblem = "courierRequired" | "courierTooLong" | "amountFormat";

/** The form's own checks, as the API has them: a courier, and an amount above zero with at most 2 decimals. */
export function handoverProblems(values: HandoverValues): Partial<Record<"courier" | "amount", HandoverProblem>> {
  const out: Partial<Record<"courier" | "amount", HandoverProblem>> = {};
  const courier = values.courier.replace(/\s+/g, " ").trim();
  if (!courier) out.courier = "courierRequired";
  else if (courier.length > COURIER_MAX) out.courier = "courierTooLong";
  const amount = values.amount.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) out.amount = "amountFormat";
  return out;
}

export function recordHandover(branch: number, values: HandoverValues): Promise<Sent<Handover, never>> {
  return sendForm<Handover>(`/api/branches/${branch}/handovers/`, "POST", {
    courier: values.courier,
    amount: values.amount.trim(),
    order_ids: values.order_ids,
    note: values.note,
  });
}

/** The orders of the day a new handover may still cover: delivered, not named by one of the day's handovers. */
export function uncovered(sheet: CashSheet): CashSheet["delivered"] {
  const covered = new Set(sheet.handovers.flatMap((h) => h.order_ids));
  return sheet.delivered.filter((o) => !covered.has(o.id));
}
