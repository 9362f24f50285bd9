// /sitemap.xml, made at build time from the same API the pages are made from.
import type { APIRoute } from "astro";
import { apiGet, apiGetAll, once } from "../lib/api/build-data";
import type { Category, Product } from "#contract/catalog";
import type { Store } from "#contract/stores";
import { sitemapXml } from "../lib/sitemap";

export const GET: APIRoute = async ({ site }) => {
  const [products, stores, categories] = await Promise.all([
    // The product pages' own read of the catalogue (same key): fetched once per build.
    once("/api/products/", () => apiGetAll<Product>("/api/products/")),
    once("all:/api/stores/", () => apiGetAll<Store>("/api/stores/")),
    // Only categories with products get a page worth listing (as on the home page).
    once("/api/products/categories/?with_products=true", () => apiGet<{ results: Category[] }>("/api/products/categories/?with_products=true")),
  ]);
  const paths = [
    "/",
    "/about/",
    "/terms-conditions/",
    "/polices/",
    ...stores.map((s) => `/store/${encodeURIComponent(s.slug)}/`),
    ...categories.results.map((c) => `/category/${encodeURIComponent(c.slug)}/`),
    ...products.map((p) => `/product/${p.id}/`),
  ];
  return new Response(sitemapXml(site ?? new URL("http://localhost:4321"), paths), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
