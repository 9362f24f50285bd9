// The products page's view (search, store, category, page) lives in its URL, so a reload or
// a shared link shows the same thing and back/forward step through the visitor's views. This
// store reads and writes the URL, keeps the search box's words, works out the request (with
// the selected branch when it belongs to the store asked for) and loads it; the island
// renders $view, $text, $request, $screen and $list, and calls type(), apply() and go().
// Every view is read live, the unfiltered page 1 too: the prerendered page is the first paint
// and the crawler's copy until that answer is in, and Next and Previous follow the links of
// the live answer on screen, so no page is ever read by OFFSET against a list that changed
// since the build (docs/decisions/0019).
import { atom, computed } from "nanostores";
import { FILTERED_ATTR, isFiltered, productsUrl, readProductsQuery, withQuery, type ProductsQuery } from "../listing/products-query";
import { followLink } from "../listing/urls";
import { createProductList, gridScreen } from "./product-list";
import { $selectedBranch, $selectedStore, branchFor, ensureSelection, type StoreBranches } from "./selection";

type Win = Pick<Window, "location" | "history" | "addEventListener" | "removeEventListener" | "document">;

/**
 * `win` and `fetcher` for tests; the browser's otherwise (read only once started: the server
 * has none). `firstIds`: the prerendered page's products, kept on screen when the live first
 * page lists the same.
 */
export function createProductsView(
  stores: StoreBranches[],
  { win, fetcher, firstIds }: { win?: Win; fetcher?: typeof fetch; firstIds?: readonly number[] } = {},
) {
  const w = () => win ?? window;
  /** Null until the URL has been read in the browser (the server cannot know it). */
  const $view = atom<ProductsQuery | null>(null);
  /** The search box: the URL's words, then what the visitor types. */
  const $text = atom("");
  const list = createProductList(fetcher);
  /** The branch shown and the request; `url` is null until the URL has been read (the server, the first render). */
  const $request = computed([$view, $selectedStore, $selectedBranch], (view) => {
    const branch = view ? branchFor(view.store, stores) : null;
    return { branch, url: view ? productsUrl(view, branch) : null };
  });
  /**
   * What the grid shows. `prerendered`: the page's own first page, for the unfiltered view
   * until a live answer is in (or when it failed), and when the live first page lists the same
   * products (`firstIds`); otherwise the grid shows live answers only, the last one dimmed
   * while the next loads. `hasNext`: null while only the
   * prerendered page can tell (the island falls back on it), else whether the live answer on
   * screen has a next link.
   */
  const $screen = computed([$view, $request, list.$list], (view, { url }, state) =>
    gridScreen(state, url, view === null || !isFiltered(view), firstIds),
  );

  const read = () => {
    const view = readProductsQuery(w().location.search);
    $view.set(view);
    $text.set(view.search);
  };
  const address = (search: string) => `${w().location.pathname}${search}`;

  /**
   * Reads the URL, tidies it (`?search=++rice+&page=1` reads as `?search=rice`), follows
   * back/forward and loads each new request. `typed`: words typed into the server's box before
   * the island ran, which are the visitor's and stay.
   */
  function start(typed = "") {
    const { location, history, document } = w();
    ensureSelection(stores);
    read();
    const tidy = withQuery(location.search, $view.get()!);
    if (tidy !== location.search) history.replaceState(history.state, "", address(tidy));
    if (typed) $text.set(typed);
    document.documentElement.removeAttribute(FILTERED_ATTR);
    w().addEventListener("popstate", read);
    let loaded: string | null = null;
    const unload = $request.subscribe(({ url }) => {
      if (url === loaded || url === null) return;
      loaded = url;
      void list.load(url);
    });
    return () => {
      unload();
      w().removeEventListener("popstate", read);
    };
  }

  /** A new view: a changed search or filter starts again at page 1; the same view adds no history entry. */
  function go(change: Partial<ProductsQuery>) {
    const { location, history } = w();
    const next = withQuery(location.search, { ...readProductsQuery(location.search), page: 1, cursor: "", ...change });
    if (next !== location.search) history.pushState(null, "", address(next));
    read();
  }

  return {
    $view,
    $text,
    $request,
    $screen,
    $list: list.$list,
    start,
    go,
    type: (text: string) => $text.set(text),
    /** Next or Previous: by the links of the live answer on screen, so page 500 costs what page 2 does; nothing without one. */
    turn(forward: boolean) {
      const view = $view.get();
      if (!view) return;
      const { url } = $request.get();
      const shown = list.$list.get();
      const to = followLink(view.page, url && shown.url === url && shown.status === "ready" ? shown.data : null, forward);
      if (to) go(to);
    },
    /** The search form and the pickers: the words in the box apply with the change, as submitting the form would. */
    apply: (change: Partial<ProductsQuery> = {}) => go({ search: $text.get(), ...change }),
  };
}
