// The pages the sitemap lists, read from the API once per build: every product (prerendered
// or on demand, ADR 0018), store and category with products, and the fixed pages.
import { type Category, PRODUCT_IDS_PAGE } from "#contract/catalog";
import type { Store } from "#contract/stores";
import { apiGet, apiGetAll, once } from "./api/build-data";

/**
 * Every product's id, from the ids-only list, as many an answer as it gives: whole products,
 * 100 an answer, made the build read and serialise the whole catalogue (docs/performance.md §1).
 */
const productIds = () => apiGetAll<number>("/api/products/ids/", PRODUCT_IDS_PAGE);

export function sitemapPaths(): Promise<string[]> {
  return once("sitemap:paths", async () => {
    const [ids, stores, categories] = await Promise.all([
      productIds(),
      once("all:/api/stores/", () => apiGetAll<Store>("/api/stores/")),
      // Only categories with products get a page worth listing (as on the home page).
      once("/api/products/categories/?with_products=true", () => apiGet<{ results: Category[] }>("/api/products/categories/?with_products=true")),
    ]);
    return [
      "/",
      "/about/",
      "/terms-conditions/",
      "/polices/",
      ...stores.map((s) => `/store/${encodeURIComponent(s.slug)}/`),
      ...categories.results.map((c) => `/category/${encodeURIComponent(c.slug)}/`),
      ...ids.map((id) => `/product/${id}/`),
    ];
  });
}
