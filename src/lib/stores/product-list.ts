// A product list loaded from GET /api/products/ for an island (store page grid, products
// page). Each island makes its own with createProductList(); only the latest request counts,
// so a slow answer to an old filter never replaces a newer one.
import { atom } from "nanostores";
import type { Paged } from "#contract/common";
import type { Product } from "#contract/catalog";
import { fetchWithArea } from "../area-choice";

export interface ProductListState {
  status: "idle" | "loading" | "ready" | "error";
  url: string | null;
  data: Paged<Product> | null;
}

/**
 * Whether a live answer lists exactly the prerendered page's products, in its order: then the
 * prerendered cards stay on screen (their prices refreshed by LivePrices) and nothing is
 * swapped under the shopper's pointer; the paging still follows the live answer's links.
 * `ids` undefined: there is no prerendered page to keep.
 */
export const listsSame = (data: Pick<Paged<Pick<Product, "id">>, "results"> | null, ids: readonly number[] | undefined) =>
  ids !== undefined && data !== null && data.results.length === ids.length && data.results.every((p, i) => p.id === ids[i]);

/**
 * What a live grid shows (docs/decisions/0019), one rule for the products page and the store and
 * category grids: on its first page (`first`) the prerendered cards while the live answer for
 * `url` is on its way or lists the same products (`firstIds`), else the live answer; Next is
 * offered only from a live answer's link (null: not known yet).
 */
export function gridScreen(state: ProductListState, url: string | null, first: boolean, firstIds: readonly number[] | undefined) {
  const answered = url !== null && state.url === url && (state.status === "ready" || state.status === "error");
  const loading = !answered;
  const same = first && answered && state.status === "ready" && listsSame(state.data, firstIds);
  const prerendered = first && (state.data === null || same);
  const data = prerendered ? null : state.data;
  return {
    prerendered,
    loading,
    data,
    failed: !prerendered && answered && state.status === "error",
    empty: !prerendered && answered && state.status === "ready" && state.data?.count === 0,
    hasNext: same ? Boolean(state.data?.next) : prerendered ? (loading ? null : false) : Boolean(data?.next) && !loading,
  };
}

const EMPTY: Paged<Product> = { count: 0, next: null, previous: null, results: [] };

export function createProductList(fetcher: typeof fetch = (...args) => fetch(...args)) {
  const $list = atom<ProductListState>({ status: "idle", url: null, data: null });
  let latest: AbortController | null = null;

  async function load(url: string) {
    latest?.abort();
    const mine = new AbortController();
    latest = mine;
    $list.set({ ...$list.get(), status: "loading", url });
    try {
      // With the shopper's area the answer says which products reach it; `url` stays the view's key.
      const res = await fetchWithArea(fetcher, url, { signal: mine.signal, headers: { accept: "application/json" } });
      // The API answers 404 for a page past the end: nothing to show, not a failure (docs/product.md §8).
      const data = res.status === 404 ? EMPTY : res.ok ? ((await res.json()) as Paged<Product>) : null;
      if (latest !== mine) return;
      $list.set(data ? { status: "ready", url, data } : { status: "error", url, data: null });
    } catch {
      if (latest === mine) $list.set({ status: "error", url, data: null });
    }
  }

  /** Back to nothing loaded (a view the page has prerendered); an answer still on its way is dropped. */
  function reset() {
    latest?.abort();
    latest = null;
    $list.set({ status: "idle", url: null, data: null });
  }

  return { $list, load, reset };
}
