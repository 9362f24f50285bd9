// The home page's Featured Products after the shopper searches or pages (docs/product.md §2, §4). The
// first page is prerendered; this store takes over only then, and gives the prerendered
// page back ("initial") when the search is emptied or paging returns to page 1.
// Search waits for a 500 ms pause in typing; Enter or the magnifier searches at once.
// Next/Previous follow the links of the previous response; the page counter starts at 1.
import { atom } from "nanostores";
import type { Paged } from "#contract/common";
import type { Product } from "#contract/catalog";

export const SEARCH_DEBOUNCE_MS = 500;
export const FEATURED_URL = "/api/products/?featured=true";

export interface FeaturedLinks {
  next: string | null;
  previous: string | null;
  count: number;
}

export interface FeaturedState extends FeaturedLinks {
  status: "initial" | "loading" | "ready" | "error";
  /** The fetched page (empty while the prerendered page is on screen). */
  products: Product[];
  page: number;
  /** The search applied (trimmed); "" = none. */
  search: string;
}

export function createFeaturedProducts(first: FeaturedLinks, fetcher: typeof fetch = (...args) => fetch(...args)) {
  const initial = (): FeaturedState => ({ status: "initial", products: [], page: 1, search: "", ...first });
  const $state = atom<FeaturedState>(initial());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let last: { url: string; page: number; search: string } | undefined;

  async function load(url: string, page: number, search: string) {
    inFlight?.abort(); // a slower earlier answer must not overwrite a newer one
    const controller = (inFlight = new AbortController());
    last = { url, page, search };
    $state.set({ ...$state.get(), status: "loading", page, search });
    try {
      const res = await fetcher(url, { signal: controller.signal, headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
      const body = (await res.json()) as Paged<Product>;
      if (controller.signal.aborted) return;
      $state.set({ status: "ready", products: body.results, next: body.next, previous: body.previous, count: body.count, page, search });
    } catch {
      if (!controller.signal.aborted) $state.set({ ...$state.get(), status: "error" });
    }
  }

  function reset() {
    clearTimeout(timer);
    inFlight?.abort();
    $state.set(initial());
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
    if (link && status !== "loading") void load(link, page + 1, query);
  }

  function previous() {
    const { previous: link, page, search: query, status } = $state.get();
    if (!link || status === "loading") return;
    // Page 1 of the unfiltered list is the prerendered one: no request needed.
    if (page - 1 === 1 && !query) return reset();
    void load(link, page - 1, query);
  }

  function retry() {
    if (last) void load(last.url, last.page, last.search);
  }

  return { $state, search, type, next, previous, retry, reset };
}
export type FeaturedProducts = ReturnType<typeof createFeaturedProducts>;
