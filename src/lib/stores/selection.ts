// The selected store and branch (docs/product.md §4): kept in cookies for 7 days; when nothing is
// chosen, the first store and its first branch. Islands read them; only these functions
// change them, so the pair never points at a branch of another store.
import { cookieAtom } from "./cookie-atom";

/** What a page knows about the stores, enough to check and default a selection. */
export interface StoreBranches {
  id: number;
  slug: string;
  branches: number[];
}

const id = (raw: unknown): number | null => (Number.isInteger(raw) && (raw as number) > 0 ? (raw as number) : null);

export const $selectedStore = cookieAtom<number | null>("selected_store", null, id);
export const $selectedBranch = cookieAtom<number | null>("selected_branch", null, id);

/** Chooses a branch, and with it the store it belongs to. */
export function selectBranch(storeId: number, branchId: number) {
  if ($selectedStore.get() !== storeId) $selectedStore.set(storeId);
  if ($selectedBranch.get() !== branchId) $selectedBranch.set(branchId);
}

/**
 * Fills in the default (first store, its first branch) when nothing valid is chosen, and
 * repairs a selection the catalogue no longer has (a deleted store or branch in an old cookie).
 */
export function ensureSelection(stores: StoreBranches[]) {
  if (stores.length === 0) return;
  const store = stores.find((s) => s.id === $selectedStore.get()) ?? stores[0];
  const branch = store.branches.includes($selectedBranch.get() ?? -1) ? $selectedBranch.get() : (store.branches[0] ?? null);
  if ($selectedStore.get() !== store.id) $selectedStore.set(store.id);
  if ($selectedBranch.get() !== branch) $selectedBranch.set(branch);
}

/** The selected branch when it belongs to the store named by `store` (an id or a slug), else null. */
export function branchFor(store: string | null | undefined, stores: StoreBranches[]): number | null {
  if (!store) return null;
  const match = stores.find((s) => String(s.id) === store || s.slug === store);
  const branch = $selectedBranch.get();
  return match && $selectedStore.get() === match.id && branch !== null && match.branches.includes(branch) ? branch : null;
}
