// The Home tab's figures (issue 31 §1, docs/decisions/0036): a period's summary compared with
// the period before, its days and its best sellers, for everything the user may see or one of
// their stores or branches (GET /api/reports/summary/, /by-day/, /top-products/ with
// ?from=&to=&store=&branch=; the server decides what the user may see and answers 403 past it).
// Also the scope's choices: the stores the user works in (selected-store.ts) and their branches.
import { map } from "nanostores";
import type { ReportByDay, ReportSummary } from "#contract/reports";
import type { Branch } from "#contract/stores";
import { apiFetch } from "../../api/client";
import { type Period, reportParams } from "./report-period";

export type TopProducts = {
  period: Period;
  results: { product: { id: number; name: string; name_ar: string; sku: string }; units: number; goods: string }[];
};

export const TOP_LIMIT = 10;

type Status = "idle" | "loading" | "ready" | "error";

export interface HomeFigures {
  status: Status;
  summary: ReportSummary | null;
  days: ReportByDay | null;
  top: TopProducts | null;
  /** The request the figures answer, so a late answer to another view is dropped. */
  key: string;
}

export const $homeFigures = map<HomeFigures>({ status: "idle", summary: null, days: null, top: null, key: "" });

export const reportPaths = (period: Period, scope: { store: string; branch: string }) => {
  const query = reportParams(period, scope).toString();
  return {
    summary: `/api/reports/summary/?${query}`,
    days: `/api/reports/by-day/?${query}`,
    top: `/api/reports/top-products/?${query}&limit=${TOP_LIMIT}`,
  };
};

async function read<T>(path: string): Promise<T> {
  const res = await apiFetch(path);
  if (!res.ok) throw new Error(String(res.status));
  return (await res.json()) as T;
}

/** Loads the three answers together; the figures shown stay until the new ones are in. */
export async function loadHomeFigures(period: Period, scope: { store: string; branch: string }): Promise<void> {
  const paths = reportPaths(period, scope);
  const key = paths.summary;
  const { summary, days, top } = $homeFigures.get();
  $homeFigures.set({ status: "loading", summary, days, top, key });
  try {
    const [s, d, tp] = await Promise.all([read<ReportSummary>(paths.summary), read<ReportByDay>(paths.days), read<TopProducts>(paths.top)]);
    if ($homeFigures.get().key === key) $homeFigures.set({ status: "ready", summary: s, days: d, top: tp, key });
  } catch {
    if ($homeFigures.get().key === key) $homeFigures.set({ status: "error", summary: null, days: null, top: null, key });
  }
}

/** The branches the scope picker offers: a merchant's own (managed=true), or a super admin's chosen store's. */
export const $scopeBranches = map<{ status: Status; rows: Branch[]; key: string }>({ status: "idle", rows: [], key: "" });

export const scopeBranchesPath = (superAdmin: boolean, store: string): string | null =>
  superAdmin ? (store ? `/api/branches/?store=${store}&page_size=100` : null) : "/api/branches/?managed=true&page_size=100";

export async function loadScopeBranches(superAdmin: boolean, store: string): Promise<void> {
  const key = scopeBranchesPath(superAdmin, store);
  if (key === null) {
    $scopeBranches.set({ status: "ready", rows: [], key: "" });
    return;
  }
  const current = $scopeBranches.get();
  if (current.key === key && (current.status === "ready" || current.status === "loading")) return;
  $scopeBranches.set({ status: "loading", rows: [], key });
  try {
    const body = await read<{ results: Branch[] }>(key);
    if ($scopeBranches.get().key === key) $scopeBranches.set({ status: "ready", rows: body.results, key });
  } catch {
    if ($scopeBranches.get().key === key) $scopeBranches.set({ status: "error", rows: [], key });
  }
}

/** The branches of `store` among those offered ("" for all of them). */
export const branchesOf = (rows: readonly Branch[], store: string): Branch[] => (store ? rows.filter((b) => String(b.store) === store) : [...rows]);
