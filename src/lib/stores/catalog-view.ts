// The store and category pages' grid (CatalogGrid): its branch, availability and page, and
// the product list for them. Every view is read live, the first page (all branches, any
// availability) too, once the island starts: the prerendered first page is the first paint
// and the crawler's copy until that answer is in, never a view of its own, so "All branches"
// shows what the API has now, as a branch does (a store's products added since the build
// were under their branch and missing under "All branches", issue 23). Next and Previous
// follow the links of the live answer on screen (docs/decisions/0017, 0019). Only the latest
// answer counts (product-list.ts); choosing a branch also selects it (and its store) for the
// rest of the site. The island renders $filters, $grid and $list, and calls these actions.
import { computed, map } from "nanostores";
import { type Availability, type GridFilters, gridUrl, followLink } from "../listing/urls";
import { createProductList, gridScreen } from "./product-list";
import { selectBranch } from "./selection";

const FIRST: GridFilters = { branch: null, availability: "all", page: 1, cursor: "" };

const isFirst = (f: GridFilters) => f.branch === null && f.availability === "all" && f.page === 1 && !f.cursor;

/**
 * `scope`: what the grid lists (`{store: "1"}`, `{category: "pantry"}`); `storeId`: the store
 * whose branches it offers; `firstIds`: the prerendered page's products, kept on screen when
 * the live first page lists the same.
 */
export function createCatalogView(scope: Record<string, string>, storeId?: number, fetcher?: typeof fetch, firstIds?: readonly number[]) {
  const $filters = map<GridFilters>({ ...FIRST });
  const list = createProductList(fetcher);
  let started = false;
  /** The request for the filters. */
  const $url = computed($filters, (f) => gridUrl(scope, f));
  /**
   * What to show: the prerendered page for the first view until a live answer is in (or when
   * it failed), else the list for $url (the last answer stays, dimmed, while the next loads).
   * `hasNext`: null while only the prerendered page can tell, else the live answer's next link.
   */
  const $grid = computed([$filters, $url, list.$list], (filters, url, state) => gridScreen(state, url, isFirst(filters), firstIds));

  /** Changes the filters and loads their list when the request changed (the same branch chosen twice asks nothing). */
  function show(change: Partial<GridFilters>) {
    const before = $url.get();
    $filters.set({ ...$filters.get(), ...change });
    const url = $url.get();
    if (started && url !== before) void list.load(url);
  }

  return {
    $filters,
    $grid,
    $list: list.$list,
    /** In the browser, once: reads the shown view live (the server renders the prerendered page and asks nothing). */
    start() {
      if (started) return;
      started = true;
      void list.load($url.get());
    },
    /** A branch (null: all of them); back to page 1. */
    chooseBranch(id: number | null) {
      show({ branch: id, page: 1, cursor: "" });
      if (id !== null && storeId !== undefined) selectBranch(storeId, id);
    },
    chooseAvailability: (availability: Availability) => show({ availability, page: 1, cursor: "" }),
    /** "Show all products" after an empty result: all branches, any availability, page 1, read live. */
    showAll: () => show(FIRST),
    /** Next or Previous, by the links of the live answer on screen (a cursor, docs/decisions/0017); nothing without one. */
    turn(forward: boolean) {
      const shown = list.$list.get();
      const url = $url.get();
      const to = followLink($filters.get().page, shown.url === url && shown.status === "ready" ? shown.data : null, forward);
      if (to) show(to);
    },
  };
}
