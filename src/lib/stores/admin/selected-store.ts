// The store the Themes and Settings tabs act on: the storefront's selection (selection.ts, a
// cookie the Stores tab's Select button sets) when it is a store the user works in, else the
// first store they work in. The stores come from GET /api/stores/?managed=true, each with the
// user's access to it: its owner may change its theme and settings, a manager of one of its
// branches only reads them (the server refuses them the writes anyway).
import { computed, map } from "nanostores";
import type { ManagedStore, Store, StoreAccess } from "#contract/stores";
import { apiFetch } from "../../api/client";
import { $selectedStore, ensureSelection } from "../selection";

export type { StoreAccess };
export type WorkedStore = ManagedStore;

export interface WorkedStores {
  status: "idle" | "loading" | "ready" | "error";
  stores: WorkedStore[];
}

export const $workedStores = map<WorkedStores>({ status: "idle", stores: [] });

/** More stores than a picker can sensibly offer; a super admin with more picks in the Stores tab. */
const MAX_STORES = 1000;

/** The selected store when the user works in it, else their first store; null when they have none. */
export function chooseStore(stores: readonly WorkedStore[], selected: number | null): WorkedStore | null {
  return stores.find((s) => s.id === selected) ?? stores[0] ?? null;
}

export const $currentStore = computed([$workedStores, $selectedStore], ({ stores }, selected) => chooseStore(stores, selected));

/** Whether the user may change the store's theme and settings: only its owner (a super admin is answered "owner"). */
export const canEdit = (store: Pick<WorkedStore, "access"> | null): boolean => store?.access === "owner";

/**
 * What a form made from the store depends on: a new answer (a reload, a save, the other tab's
 * save) that changes it makes a fresh form, one that does not leaves what is being typed alone.
 */
export const formKey = (store: Pick<Store, "id" | "name" | "name_ar" | "theme">) =>
  JSON.stringify([store.id, store.name, store.name_ar, store.theme]);

/** Loads the stores the user works in, every page; kept once loaded unless `force`. */
export async function loadWorkedStores(force = false): Promise<void> {
  const { status } = $workedStores.get();
  if (status === "loading" || (status === "ready" && !force)) return;
  $workedStores.setKey("status", "loading");
  try {
    const stores: WorkedStore[] = [];
    for (let page = 1; stores.length < MAX_STORES; page++) {
      const res = await apiFetch(`/api/stores/?managed=true&page_size=100${page > 1 ? `&page=${page}` : ""}`);
      if (!res.ok) throw new Error(String(res.status));
      const body = (await res.json()) as { results: WorkedStore[]; next: string | null };
      stores.push(...body.results);
      if (!body.next) break;
    }
    $workedStores.set({ status: "ready", stores });
  } catch {
    $workedStores.set({ status: "error", stores: [] });
  }
}

/** Makes `store` the selected one, as the storefront does, keeping the branch only if it is the store's. */
export function pickStore(store: Pick<Store, "id" | "slug" | "branches">) {
  // With one store to choose from, ensureSelection selects it and repairs the branch.
  ensureSelection([{ id: store.id, slug: store.slug, branches: store.branches.map((b) => b.id) }]);
}

/** A saved store (the API's answer) replaces the one in the list; the user's access to it stays. */
export function storeChanged(changed: Partial<Store> & { id: number }) {
  const stores = $workedStores.get().stores.map((s) => (s.id === changed.id ? { ...s, ...changed } : s));
  $workedStores.setKey("stores", stores);
}
