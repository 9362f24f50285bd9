// Test support: whole API objects for stubbed answers (answer.test-support.ts parses them with
// the contract), each with every field the contract has; a test gives only what it looks at.
import { type Product, type ProductOffer, productSearchPage } from "#contract/catalog";
import type { Listing } from "#contract/listings";
import { answer } from "./answer.test-support";

const WHEN = "2026-11-01T10:00:00Z";

/** A branch's offer of a product, as GET /products/ nests it. */
export const anOffer = (id: number, over: Partial<ProductOffer> = {}): ProductOffer => ({
  id,
  branch: { id: 10, name: "Maadi", name_ar: "المعادي", store: 1 },
  price: "10.00",
  stock: 5,
  is_available: true,
  is_featured: false,
  ...over,
});

/** A product as GET /products/ answers it. */
export const aProduct = (id: number, over: Partial<Product> = {}): Product => ({
  id,
  name: `Product ${id}`,
  name_ar: `منتج ${id}`,
  sku: `sku-${id}`,
  description: "",
  description_ar: "",
  short_description: "",
  short_description_ar: "",
  base_price: "10.00",
  is_featured: false,
  badge: "",
  badge_ar: "",
  total_sold: 0,
  average_rating: 0,
  reviews_count: 0,
  store: { id: 1, name: "Store", name_ar: "متجر", slug: "store" },
  category_ids: [],
  categories: [],
  images: [],
  offers: [],
  created_at: WHEN,
  updated_at: WHEN,
  ...over,
});

/** A listing as GET /branch-products/ answers it (its product: the catalogue's, whole). */
export const aListing = (id: number, over: Partial<Listing> = {}): Listing => ({
  id,
  price: "10.00",
  stock: 5,
  is_available: true,
  is_featured: false,
  featured: false,
  branch: { id: 10, name: "Maadi", name_ar: "المعادي", store: 1 },
  product: aProduct(1),
  description: "",
  descriptionAR: "",
  created_at: WHEN,
  updated_at: WHEN,
  ...over,
});

/** GET /products/'s answer: a page of products (by id, or whole), counted in full unless `count_capped`. */
export function productsAnswer(page: { count: number; next?: string | null; previous?: string | null; results: (number | Product)[]; count_capped?: boolean }) {
  const results = page.results.map((p) => (typeof p === "number" ? aProduct(p) : p));
  return answer(productSearchPage, { count: page.count, next: page.next ?? null, previous: page.previous ?? null, results, count_capped: page.count_capped ?? false });
}
