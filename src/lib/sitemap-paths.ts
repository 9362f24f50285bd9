// The pages the sitemap lists, read from the API once per build: every product (prerendered
// or on demand, ADR 0018), store and category with products, and the fixed pages.
import type { Category, Product } from "#contract/catalog";
import type { Store } from "#contract/stores";
import { apiGet, apiGetAll, once } from "./api/build-data";

export function sitemapPaths(): Promise<string[]> {
  return once("sitemap:paths", async () => {
    const [products, stores, categories] = await Promise.all([
      once("/api/products/", () => apiGetAll<Product>("/api/products/")),
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
      ...products.map((p) => `/product/${p.id}/`),
    ];
  });
}
