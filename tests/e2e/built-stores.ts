// The storefront's journeys run on the database the site was prerendered from, and a store's
// page exists only for a store the build knew: so a journey that needs a store page picks one
// the build made, by what the test needs of it (two branches, a second page of products,
// featured products...), read from the API. Never by a demo slug or name.
import { type APIRequestContext, expect } from "@playwright/test";
import type { Paged } from "#contract/common";
import type { Product } from "#contract/catalog";
import type { Store } from "#contract/stores";

export type { Store };

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** Every store the API lists, in its order. */
export const apiStores = async (request: APIRequestContext) => (await apiGet<Paged<Store>>(request, "/api/stores/?page_size=100")).results;

/** Whether the build made a page for the store (its English page answers 200, not the 404). */
export const isBuilt = async (request: APIRequestContext, store: Pick<Store, "slug">) =>
  (await request.get(`/en/store/${store.slug}/`, { maxRedirects: 0 })).status() === 200;

/**
 * The first store, in the API's order (or `order`'s), that the build made a page for and that
 * `fits`; fails the test, naming `what` it looked for, when none does.
 */
export async function builtStore(
  request: APIRequestContext,
  what: string,
  fits: (store: Store) => boolean | Promise<boolean> = () => true,
  order: (stores: Store[]) => Store[] = (stores) => stores,
): Promise<Store> {
  for (const store of order(await apiStores(request))) if ((await fits(store)) && (await isBuilt(request, store))) return store;
  throw new Error(`no store the build prerendered ${what}`);
}

/** A page of `GET /api/products/` with these query parameters. */
export const productsPage = (request: APIRequestContext, query: string) => apiGet<Paged<Product>>(request, `/api/products/?${query}`);

/**
 * A word of a product name (English: letters only, so it can stand in a URL as it is) that
 * finds some products but not all: what a shopper might type in the search box.
 */
export async function searchWord(request: APIRequestContext, locale: "en" | "ar"): Promise<string> {
  const everything = await productsPage(request, "");
  const tried = new Set<string>();
  for (const product of everything.results) {
    const name = locale === "ar" ? product.name_ar : product.name;
    for (const word of name.split(/\s+/)) {
      if (word.length < 3 || tried.has(word) || (locale === "en" && !/^[A-Za-z]+$/.test(word))) continue;
      tried.add(word);
      const found = await productsPage(request, `search=${encodeURIComponent(word)}`);
      if (found.count > 0 && found.count < everything.count) return word;
    }
  }
  throw new Error(`no word of a product's ${locale} name finds some products but not all`);
}
