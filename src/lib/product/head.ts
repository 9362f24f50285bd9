// The catalogue's head: the products whose pages are prerendered (docs/decisions/0018). The
// featured ones, then the best selling, then the newest, up to HEAD_PRODUCTS, so the static
// files stay under the Workers limit of 20,000 per version in both languages at any catalogue
// size (docs/performance.md); every other product's page is rendered on demand. Runs at build
// time, in Node.
import type { Product } from "#contract/catalog";
import type { Paged } from "#contract/common";
import { apiGet, once } from "../api/build-data";
import { HEAD_PRODUCTS } from "./head-cap";

/** The cap for this build: PRERENDER_PRODUCTS (tests and the benchmark set it), else HEAD_PRODUCTS. */
function cap(): number {
  const raw = typeof process === "undefined" ? undefined : process.env.PRERENDER_PRODUCTS;
  const n = Number(raw);
  return raw !== undefined && raw !== "" && Number.isInteger(n) && n >= 0 ? n : HEAD_PRODUCTS;
}

export function headProducts(): Promise<Product[]> {
  return once("head:/api/products/", async () => {
    const max = cap();
    const chosen = new Map<number, Product>();
    for (const list of ["/api/products/?featured=true", "/api/products/?ordering=-total_sold", "/api/products/"]) {
      // Each list is followed through its `next` links (cursors), 100 at a time.
      let next: string | null = `${list}${list.includes("?") ? "&" : "?"}page_size=100`;
      while (next && chosen.size < max) {
        const page: Paged<Product> = await apiGet<Paged<Product>>(next);
        for (const product of page.results) if (chosen.size < max) chosen.set(product.id, product);
        next = page.next;
      }
    }
    return [...chosen.values()];
  });
}
