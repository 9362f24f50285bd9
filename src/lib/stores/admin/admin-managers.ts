// The super admin's Managers tab: the branch managers (GET /api/responsibles/), found by a
// search, a page at a time (both the address bar's), every branch with its store and current manager (the
// table's store names and the form's choices), and removing a manager.
import { map } from "nanostores";
import type { Branch, Responsible } from "#contract/stores";
import { apiFetch, errorMessages } from "../../api/client";

export const MANAGERS_PAGE_SIZE = 20;
/** The API's longest search (an e-mail address's length); a longer one would be a 400. */
export const MANAGERS_SEARCH_MAX = 254;
/** Branches read for the form, at most this many pages of 100: far past any marketplace we host. */
const BRANCH_PAGES = 20;

type Status = "idle" | "loading" | "ready" | "error";

export interface ManagersTable {
  status: Status;
  rows: Responsible[];
  count: number;
  key: string;
}

export const $managersTable = map<ManagersTable>({ status: "idle", rows: [], count: 0, key: "" });

export interface ManagersView {
  /** Text in the manager's username, e-mail or name, or in the branch's or store's name; "" is all. */
  search: string;
  page: number;
}

export function readManagersView(view: Record<string, string>): ManagersView {
  const page = Number(view.page);
  return {
    search: (view.search ?? "").trim().slice(0, MANAGERS_SEARCH_MAX),
    page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1,
  };
}

export function managersApiPath({ search, page }: ManagersView): string {
  const query = new URLSearchParams({ page_size: String(MANAGERS_PAGE_SIZE) });
  if (search) query.set("search", search);
  if (page > 1) query.set("page", String(page));
  return `/api/responsibles/?${query}`;
}

export async function loadManagers(view: ManagersView): Promise<void> {
  const { page } = view;
  const key = managersApiPath(view);
  $managersTable.setKey("status", "loading");
  $managersTable.setKey("key", key);
  try {
    const res = await apiFetch(key);
    if ($managersTable.get().key !== key) return;
    // A page past the end (the last manager on it was removed) is an empty page.
    if (res.status === 404 && page > 1) {
      $managersTable.set({ status: "ready", rows: [], count: 0, key });
      return;
    }
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { count: number; results: Responsible[] };
    if ($managersTable.get().key === key) $managersTable.set({ status: "ready", rows: body.results, count: body.count, key });
  } catch {
    if ($managersTable.get().key === key) $managersTable.set({ status: "error", rows: [], count: 0, key });
  }
}

/**
 * Every branch, with its store's name and its manager: read when the tab opens and after each
 * change. A reread keeps the list it has on screen (an open form keeps its fields) until the
 * new one arrives.
 */
export const $managerBranches = map<{ status: Status; branches: Branch[] }>({ status: "idle", branches: [] });
let readingBranches: Promise<void> | null = null;

export function loadManagerBranches(): Promise<void> {
  readingBranches ??= readBranches().finally(() => {
    readingBranches = null;
  });
  return readingBranches;
}

async function readBranches(): Promise<void> {
  if ($managerBranches.get().status !== "ready") $managerBranches.setKey("status", "loading");
  try {
    const all: Branch[] = [];
    for (let page = 1; page <= BRANCH_PAGES; page++) {
      const res = await apiFetch(`/api/branches/?page_size=100${page > 1 ? `&page=${page}` : ""}`);
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { results: Branch[]; next: string | null };
      all.push(...body.results);
      if (!body.next) break;
    }
    $managerBranches.set({ status: "ready", branches: all });
  } catch {
    // A failed reread keeps the list it had: an older list beats none for the form's choices.
    if ($managerBranches.get().status !== "ready") $managerBranches.set({ status: "error", branches: [] });
  }
}

/** The branch a manager row names, as the branch list knows it (store name, current manager). */
export const branchOf = (branches: readonly Branch[], id: number | string) => branches.find((b) => String(b.id) === String(id));

/** The manager row of a branch (for "Edit instead" after a 409), or null. */
export async function managerOfBranch(branchId: number): Promise<Responsible | null> {
  try {
    const res = await apiFetch(`/api/responsibles/?branch=${branchId}`);
    if (!res.ok) return null;
    const body = (await res.json()) as { results: Responsible[] };
    return body.results[0] ?? null;
  } catch {
    return null;
  }
}

/** Removes a manager from their branch; the server's words when it refuses. */
export async function removeManager(id: number): Promise<{ ok: boolean; message?: string }> {
  try {
    const res = await apiFetch(`/api/responsibles/${id}/`, { method: "DELETE" });
    if (res.ok || res.status === 404) return { ok: true };
    return { ok: false, message: (await errorMessages(res)).detail };
  } catch {
    return { ok: false };
  }
}

/** After a change: the page again, and the branches (whose managers changed). */
export function refreshManagers(view: ManagersView) {
  void loadManagers(view);
  void loadManagerBranches();
}
