// The super admin's Stores tab: every store as a card (owner, branches with their managers),
// a page at a time, and Select: the same selected store (and its first branch) the storefront
// keeps in cookies (selection.ts), so the store profile link and the catalogue follow it.
import { map } from "nanostores";
import type { Store } from "#contract/stores";
import { apiFetch } from "../../api/client";
import { $selectedBranch, $selectedStore, selectBranch } from "../selection";

export const STORES_PAGE_SIZE = 12;

export interface StoresTable {
  status: "idle" | "loading" | "ready" | "error";
  rows: Store[];
  count: number;
  key: string;
}

export const $storesTable = map<StoresTable>({ status: "idle", rows: [], count: 0, key: "" });

export function readStoresView(view: Record<string, string>): { page: number } {
  const page = Number(view.page);
  return { page: Number.isInteger(page) && page > 1 && page < 1e6 ? page : 1 };
}

export const storesApiPath = (page: number) => `/api/stores/?page_size=${STORES_PAGE_SIZE}${page > 1 ? `&page=${page}` : ""}`;

export async function loadStores(page: number): Promise<void> {
  const key = storesApiPath(page);
  $storesTable.setKey("status", "loading");
  $storesTable.setKey("key", key);
  try {
    const res = await apiFetch(key);
    if ($storesTable.get().key !== key) return;
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { count: number; results: Store[] };
    if ($storesTable.get().key === key) $storesTable.set({ status: "ready", rows: body.results, count: body.count, key });
  } catch {
    if ($storesTable.get().key === key) $storesTable.set({ status: "error", rows: [], count: 0, key });
  }
}

/** A saved store in the cards at once: replaced where it is, or first when new. */
export function showSavedStore(store: Store) {
  const { rows, count } = $storesTable.get();
  const known = rows.some((row) => row.id === store.id);
  $storesTable.set({
    ...$storesTable.get(),
    rows: known ? rows.map((row) => (row.id === store.id ? store : row)) : [store, ...rows],
    count: known ? count : count + 1,
  });
}

/** Makes a store the selected one, with its first branch (none when it has no branches yet). */
export function chooseStore(store: Pick<Store, "id" | "branches">) {
  const first = store.branches[0];
  if (first) selectBranch(store.id, first.id);
  else {
    $selectedStore.set(store.id);
    $selectedBranch.set(null);
  }
}

export { $selectedStore };
