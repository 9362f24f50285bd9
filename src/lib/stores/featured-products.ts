// The home page's Featured Products (docs/product.md §2, §4). The first page is prerendered:
// the first paint and the crawler's copy. Once started in the browser, this store reads page 1
// live and shows it, and Next/Previous follow the links of the live answers, so no page mixes
// the build's list with today's (docs/decisions/0019); emptying the search brings back the
// live page 1 (the prerendered one only if it never came).
// Search waits for a 500 ms pause in typing; Enter or the magnifier searches at once.
// Next/Previous follow the links of the previous response; the page counter starts at 1.
import { atom } from "nanostores";
import type { Paged } from "#contract/common";
import type { Product } from "#contract/catalog";
import { fetchWithArea } from "../area-choice";
import { listsSame } from "./product-list";

export const SEARCH_DEBOUNCE_MS = 500;
export const FEATURED_URL = "/api/products/?featured=true";

export interface FeaturedLinks {
  next: string | null;
  previous: string | null;
  count: number;
  /** The prerendered page's products: kept on screen when the live page 1 lists the same. */
  ids?: number[];
}

export interface FeaturedState extends FeaturedLinks {
  /** "initial": the prerendered page is on screen (its links are the live page 1's once `live`). */
  status: "initial" | "loading" | "ready" | "error";
  /** The links are a live answer's. */
  live: boolean;
  /** The fetched page (empty while the prerendered page is on screen). */
  products: Product[];
  page: number;
  /** The search applied (trimmed); "" = none. */
  search: string;
}

export function createFeaturedProducts(first: FeaturedLinks, fetcher: typeof fetch = (...args) => fetch(...args)) {
  const initial = (): FeaturedState => ({ status: "initial", live: false, products: [], page: 1, search: "", ...first });
  const $state = atom<FeaturedState>(initial());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let last: { url: string; page: number; search: string } | undefined;
  /** The live page 1 once it came: what an emptied search shows again. */
  let home: FeaturedState | undefined;

  /** `quiet`: the prerendered page stays on screen until the answer replaces it (start()). */
  async function load(url: string, page: number, search: string, quiet = false) {
    inFlight?.abort(); // a slower earlier answer must not overwrite a newer one
    const controller = (inFlight = new AbortController());
    last = { url, page, search };
    if (!quiet) $state.set({ ...$state.get(), status: "loading", page, search });
    try {
      const res = await fetchWithArea(fetcher, url, { signal: controller.signal, headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
      const body = (await res.json()) as Paged<Product>;
      if (controller.signal.aborted) return;
      const links = { next: body.next, previous: body.previous, count: body.count, live: true };
      const state: FeaturedState =
        quiet && listsSame(body, first.ids)
          ? { ...initial(), ...links } // the same products: the prerendered cards stay, paging by the live links
          : { status: "ready", products: body.results, ...links, page, search };
      if (page === 1 && !search) home = state;
      $state.set(state);
    } catch {
      if (controller.signal.aborted) return;
      // The live page 1 failed: the prerendered page stays, without paging (its links are the build's list).
      if (quiet) $state.set({ ...initial(), next: null, previous: null });
      else $state.set({ ...$state.get(), status: "error" });
    }
  }

  /** In the browser, once: reads page 1 live (the prerendered page stays until it is in). */
  function start() {
    if (!last) void load(FEATURED_URL, 1, "", true);
  }

  /** Back to the unfiltered page 1: the live one if it came, else the prerendered one. */
  function reset() {
    clearTimeout(timer);
    inFlight?.abort();
    $state.set(home ?? initial());
  }

  /** Searches now (Enter, the magnifier); blank text brings back the unfiltered first page. */
  function search(text: string) {
    clearTimeout(timer);
    const query = text.trim();
    if (!query) return reset();
    const state = $state.get();
    if (query === state.search && (state.status === "ready" || state.status === "loading")) return;
    void load(`${FEATURED_URL}&search=${encodeURIComponent(query)}`, 1, query);
  }

  /** Typing: searches after a pause; emptying the box resets at once. */
  function type(text: string) {
    clearTimeout(timer);
    if (!text.trim()) return reset();
    timer = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
  }

  function next() {
    const { next: link, page, search: query, status } = $state.get();
    // Started: page 2 only from the live page 1's link, never the build's.
    if (status === "initial" && last && !$state.get().live) return;
    if (link && status !== "loading") void load(link, page + 1, query);
  }

  function previous() {
    const { previous: link, page, search: query, status } = $state.get();
    if (!link || status === "loading") return;
    // Page 1 of the unfiltered list: the one read at start, which page 2 continued from.
    if (page - 1 === 1 && !query) return reset();
    void load(link, page - 1, query);
  }

  function retry() {
    if (last) void load(last.url, last.page, last.search);
  }

  return { $state, start, search, type, next, previous, retry, reset };
}
export type FeaturedProducts = ReturnType<typeof createFeaturedProducts>;
