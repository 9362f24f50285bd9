// The dashboard's Branches tab: the branches as cards, a page at a time. A super admin sees
// every branch (the view's `store` filters to one store); a merchant the branches they run
// (GET /api/branches/?managed=true), read-only. Also here: the stores and each store's themes
// (the filter, the form's choices, the cards' swatches), and what deleting a branch would do.
import { map } from "nanostores";
import type { Branch, Store, Theme } from "#contract/stores";
import { apiFetch, errorMessages } from "../../api/client";

export const BRANCHES_PAGE_SIZE = 12;

export interface BranchesView {
  /** A store's id, or "" for every store. */
  store: string;
  page: number;
}

type Status = "idle" | "loading" | "ready" | "error";

export interface BranchesTable {
  status: Status;
  rows: Branch[];
  count: number;
  /** The request the rows answer, so a late answer to an older view is dropped. */
  key: string;
}

export const $branchesTable = map<BranchesTable>({ status: "idle", rows: [], count: 0, key: "" });

export function readBranchesView(view: Record<string, string>): BranchesView {
  const page = Number(view.page);
  return {
    store: /^\d{1,12}$/.test(view.store ?? "") ? view.store : "",
    page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1,
  };
}

/** `all`: a super admin's every branch; `managed`: a merchant's own (the server decides which). */
export function branchesApiPath(view: BranchesView, scope: "all" | "managed"): string {
  const params = new URLSearchParams({ page_size: String(BRANCHES_PAGE_SIZE) });
  if (scope === "managed") params.set("managed", "true");
  if (view.store) params.set("store", view.store);
  if (view.page > 1) params.set("page", String(view.page));
  return `/api/branches/?${params}`;
}

/** Loads the page of branches `view` asks for, then the themes of their stores (the swatches). */
export async function loadBranches(view: BranchesView, scope: "all" | "managed"): Promise<void> {
  const key = branchesApiPath(view, scope);
  $branchesTable.setKey("status", "loading");
  $branchesTable.setKey("key", key);
  try {
    const res = await apiFetch(key);
    if ($branchesTable.get().key !== key) return;
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { count: number; results: Branch[] };
    if ($branchesTable.get().key !== key) return;
    $branchesTable.set({ status: "ready", rows: body.results, count: body.count, key });
    const stores = [...new Set(body.results.map((b) => b.store))];
    await Promise.all(stores.map((store) => themesOf(store, true)));
  } catch {
    if ($branchesTable.get().key === key) $branchesTable.set({ status: "error", rows: [], count: 0, key });
  }
}

// ---- Themes, by store ----

/** Each store's themes as far as they have been read; a store missing here is not read yet. */
export const $storeThemes = map<Record<string, Theme[]>>({});
const reading = new Map<number, Promise<Theme[] | null>>();

/**
 * The themes of one store (`GET /api/themes/?store=`), read once and then from memory unless
 * `fresh`; null when they could not be read.
 */
export function themesOf(store: number, fresh = false): Promise<Theme[] | null> {
  const known = $storeThemes.get()[store];
  if (known && !fresh) return Promise.resolve(known);
  const pending = reading.get(store);
  if (pending) return pending;
  const read = (async () => {
    try {
      const res = await apiFetch(`/api/themes/?store=${store}&page_size=100`);
      if (!res.ok) return null;
      const body = (await res.json()) as { results: Theme[] };
      $storeThemes.setKey(String(store), body.results);
      return body.results;
    } catch {
      return null;
    } finally {
      reading.delete(store);
    }
  })();
  reading.set(store, read);
  return read;
}

/** The theme a branch uses, once its store's themes are read. */
export function themeOfBranch(branch: Pick<Branch, "store" | "theme">, themes: Record<string, Theme[]>): Theme | undefined {
  return branch.theme === null ? undefined : themes[branch.store]?.find((t) => t.id === branch.theme);
}

// ---- Every store (the filter and the form's choices) ----

export const $storeChoices = map<{ status: Status; stores: Store[]; scope: "all" | "managed" }>({ status: "idle", stores: [], scope: "all" });

/**
 * The stores, page after page (at most 1000): every store for a super admin's filter and form,
 * or those a merchant works in (their names on the cards). Read once per `fresh` request.
 */
export async function loadStoreChoices(fresh = false, scope: "all" | "managed" = "all"): Promise<void> {
  const now = $storeChoices.get();
  if (now.scope === scope && (now.status === "loading" || (now.status === "ready" && !fresh))) return;
  $storeChoices.set({ status: "loading", stores: now.scope === scope ? now.stores : [], scope });
  try {
    const out: Store[] = [];
    for (let page = 1; page <= 10; page++) {
      const params = new URLSearchParams({ page_size: "100" });
      if (scope === "managed") params.set("managed", "true");
      if (page > 1) params.set("page", String(page));
      const res = await apiFetch(`/api/stores/?${params}`);
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { results: Store[]; next: string | null };
      out.push(...body.results);
      if (!body.next) break;
    }
    if ($storeChoices.get().scope === scope) $storeChoices.set({ status: "ready", stores: out, scope });
  } catch {
    if ($storeChoices.get().scope === scope) $storeChoices.set({ status: "error", stores: [], scope });
  }
}

// ---- Deleting ----

/** What deleting a branch takes with it (GET /api/branches/{id}/delete-impact/). */
export interface DeleteImpact {
  listings: number;
  open_orders: number;
  closed_orders: number;
}

export async function deleteImpact(id: number): Promise<DeleteImpact | null> {
  try {
    const res = await apiFetch(`/api/branches/${id}/delete-impact/`);
    return res.ok ? ((await res.json()) as DeleteImpact) : null;
  } catch {
    return null;
  }
}

/** Deletes a branch; a refusal carries the server's words (409 while it has open orders). */
export async function deleteBranch(id: number): Promise<{ ok: true } | { ok: false; status: number; message?: string }> {
  try {
    const res = await apiFetch(`/api/branches/${id}/`, { method: "DELETE" });
    if (res.ok) return { ok: true };
    return { ok: false, status: res.status, message: (await errorMessages(res)).detail };
  } catch {
    return { ok: false, status: 0 };
  }
}
