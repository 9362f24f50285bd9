// The wishlist page's products: the account's saved products (GET /api/wishlist/, paged) when
// signed in, else the browser's saved ids fetched one by one (GET /api/products/{id}/; the
// product list has no id filter), the first VISITOR_MAX of them.
import { atom } from "nanostores";
import type { Product } from "#contract/catalog";
import { apiFetch } from "../api/client";

export const VISITOR_MAX = 50;
const PAGE_SIZE = 48;

export type WishlistPageState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; products: Product[]; next: string | null; loadingMore: boolean; moreFailed: boolean };

export const $wishlistPage = atom<WishlistPageState>({ status: "idle" });

let fetcher: typeof fetch = (...args) => fetch(...args);
export function setWishlistPageFetcher(f: typeof fetch) {
  fetcher = f;
}

let run = 0;

async function json<T>(path: string): Promise<T | null> {
  const res = await apiFetch(path, {}, fetcher);
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Loads the products of `ids` (a visitor) or of the account (`ids` null). */
export async function loadWishlistPage(ids: number[] | null): Promise<void> {
  const mine = ++run;
  $wishlistPage.set({ status: "loading" });
  try {
    if (ids === null) {
      const page = await json<{ results: Product[]; next: string | null }>(`/api/wishlist/?page_size=${PAGE_SIZE}`);
      if (mine !== run) return;
      $wishlistPage.set({ status: "ready", products: page?.results ?? [], next: page?.next ?? null, loadingMore: false, moreFailed: false });
      return;
    }
    // A product deleted since it was saved answers 404 and is left out.
    const found = await Promise.all(ids.slice(0, VISITOR_MAX).map((id) => json<Product>(`/api/products/${id}/`)));
    if (mine !== run) return;
    $wishlistPage.set({
      status: "ready",
      products: found.filter((p): p is Product => p !== null),
      next: null,
      loadingMore: false,
      moreFailed: false,
    });
  } catch {
    if (mine === run) $wishlistPage.set({ status: "error" });
  }
}

/** The account's next page, added below. */
export async function loadMoreWishlist(): Promise<void> {
  const state = $wishlistPage.get();
  if (state.status !== "ready" || !state.next || state.loadingMore) return;
  const mine = run;
  $wishlistPage.set({ ...state, loadingMore: true, moreFailed: false });
  try {
    const page = await json<{ results: Product[]; next: string | null }>(state.next);
    const now = $wishlistPage.get();
    if (mine !== run || now.status !== "ready") return;
    const seen = new Set(now.products.map((p) => p.id));
    $wishlistPage.set({
      ...now,
      products: [...now.products, ...(page?.results ?? []).filter((p) => !seen.has(p.id))],
      next: page?.next ?? null,
      loadingMore: false,
    });
  } catch {
    const now = $wishlistPage.get();
    if (mine === run && now.status === "ready") $wishlistPage.set({ ...now, loadingMore: false, moreFailed: true });
  }
}
