// The store and category pages' grid (CatalogGrid): its branch, availability and page, and
// the product list for them. The first page, all branches, any availability, is prerendered:
// no request for it. Any other view is loaded (only the latest answer counts, product-list.ts);
// choosing a branch also selects it (and its store) for the rest of the site. The island
// renders $filters, $grid and $list, and calls these actions.
import { computed, map } from "nanostores";
import { type Availability, type GridFilters, gridUrl, turnTo } from "../listing/urls";
import { createProductList } from "./product-list";
import { selectBranch } from "./selection";

const FIRST: GridFilters = { branch: null, availability: "all", page: 1, cursor: "" };

/** `scope`: what the grid lists (`{store: "1"}`, `{category: "pantry"}`); `storeId`: the store whose branches it offers. */
export function createCatalogView(scope: Record<string, string>, storeId?: number, fetcher?: typeof fetch) {
  const $filters = map<GridFilters>({ ...FIRST });
  const list = createProductList(fetcher);
  /** The request for the filters; null for the prerendered first page. */
  const $url = computed($filters, (f) => (f.branch === null && f.availability === "all" && f.page === 1 && !f.cursor ? null : gridUrl(scope, f)));
  /** What to show: the prerendered page, or the list for $url (the last answer stays, dimmed, while the next loads). */
  const $grid = computed([$url, list.$list], (url, state) => {
    const loading = url !== null && (state.url !== url || state.status === "loading");
    return {
      prerendered: url === null,
      loading,
      data: url === null ? null : state.data,
      failed: url !== null && !loading && state.status === "error",
      empty: url !== null && !loading && state.status === "ready" && state.data?.count === 0,
    };
  });

  /** Changes the filters and loads their list when the request changed (the same branch chosen twice asks nothing). */
  function show(change: Partial<GridFilters>) {
    const before = $url.get();
    $filters.set({ ...$filters.get(), ...change });
    const url = $url.get();
    if (url && url !== before) void list.load(url);
  }

  return {
    $filters,
    $grid,
    $list: list.$list,
    /** A branch (null: all of them); back to page 1. */
    chooseBranch(id: number | null) {
      show({ branch: id, page: 1, cursor: "" });
      if (id !== null && storeId !== undefined) selectBranch(storeId, id);
    },
    chooseAvailability: (availability: Availability) => show({ availability, page: 1, cursor: "" }),
    /** "Show all products" after an empty result: the prerendered first page again. */
    showAll: () => show(FIRST),
    /** Next or Previous, by the shown answer's links (a cursor past page 2, docs/decisions/0017). */
    turn(forward: boolean) {
      const shown = list.$list.get();
      const url = $url.get();
      show(turnTo($filters.get().page, url && shown.url === url ? shown.data : null, forward));
    },
  };
}
