// Test support: whole API objects for stubbed answers (answer.test-support.ts parses them with
// the contract), each with every field the contract has; a test gives only what it looks at.
import { type Product, type ProductOffer, productSearchPage } from "#contract/catalog";
import type { Listing } from "#contract/listings";
import { type Order, orderPage } from "#contract/orders";
import type { Branch, ManagedStore, Responsible, Store, Theme } from "#contract/stores";
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
export function productsAnswer(page: {
  count: number;
  next?: string | null;
  previous?: string | null;
  results: (number | Product)[];
  count_capped?: boolean;
}) {
  const results = page.results.map((p) => (typeof p === "number" ? aProduct(p) : p));
  return answer(productSearchPage, {
    count: page.count,
    next: page.next ?? null,
    previous: page.previous ?? null,
    results,
    count_capped: page.count_capped ?? false,
  });
}

/** An order as GET /orders/ and /orders/{id}/ answer it: pending, one line, cash on delivery. */
export const anOrder = (id: number, over: Partial<Order> = {}): Order => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
  checkout_id: `checkout-${id}`,
  status: "pending",
  payment_status: "pending",
  payment_method: "cash_on_delivery",
  subtotal: "10.00",
  delivery_fee: "0.00",
  cod_fee: "0.00",
  total: "10.00",
  wallet_amount: "0.00",
  cash_due: "10.00",
  needs_confirmation: false,
  currency: "EGP",
  delivery_method: "delivery",
  delivery_estimate: "1_2_days",
  area: { id: 7, name: "Maadi", name_ar: "المعادي", governorate: { id: 1, code: "C", name: "Cairo", name_ar: "القاهرة" } },
  created_at: WHEN,
  updated_at: WHEN,
  customer: { id: 1, username: "mona", email: null },
  store: { id: 1, name: "Store", name_ar: "متجر" },
  branch: { id: 10, name: "Maadi", name_ar: "المعادي" },
  address: {
    city: "Cairo",
    neighborhood: "Maadi",
    center: null,
    street: "Road 9",
    compound: "",
    building_or_house: "12",
    mobile: "01012345678",
    latitude: null,
    longitude: null,
    building: "12",
    floor: "3",
    apartment: "",
    landmark: "Near the metro",
    recipient: "",
  },
  pickup: null,
  items: [
    {
      id: id * 10,
      product: { id: 1, name: "Product 1", name_ar: "منتج 1", sku: "sku-1" },
      image: null,
      product_id: 1,
      branch_id: 10,
      quantity: 1,
      price: "10.00",
      subtotal: "10.00",
    },
  ],
  history: [{ status: "pending", from_status: null, at: WHEN, by: "customer", actor: null }],
  delivery_attempts: [],
  confirmation: null,
  allowed_statuses: ["cancelled"],
  ...over,
});

/** GET /orders/'s answer: a page of orders, counted in full unless `count_capped`. */
export function ordersAnswer(
  page: { count?: number; next?: string | null; previous?: string | null; results: Order[]; count_capped?: boolean },
  status = 200,
) {
  return answer(
    orderPage,
    {
      count: page.count ?? page.results.length,
      next: page.next ?? null,
      previous: page.previous ?? null,
      results: page.results,
      count_capped: page.count_capped ?? false,
    },
    status,
  );
}

/** A theme as GET /themes/ answers it. */
export const aTheme = (id: number, over: Partial<Theme> = {}): Theme => ({
  id,
  store: 1,
  name: `Theme ${id}`,
  primary_color: "#112233",
  secondary_color: "#445566",
  logo: null,
  background_image_desktop: null,
  ...over,
});

/** A store as GET /stores/ answers it: no owner, no branches, no theme. */
export const aStore = (id: number, over: Partial<Store> = {}): Store => ({
  id,
  name: `Store ${id}`,
  name_ar: `متجر ${id}`,
  slug: `store-${id}`,
  description: "",
  description_ar: "",
  phone_number: "",
  email: "",
  created_at: WHEN,
  owner: null,
  branches: [],
  theme: null,
  branches_count: 0,
  ...over,
});

/** A store as GET /stores/?managed=true answers it: with the caller's access. */
export const aManagedStore = (id: number, over: Partial<ManagedStore> = {}): ManagedStore => ({ ...aStore(id), access: "owner", ...over });

/** A branch as GET /branches/ answers it. */
export const aBranch = (id: number, over: Partial<Branch> = {}): Branch => ({
  id,
  name: `Branch ${id}`,
  name_ar: `فرع ${id}`,
  city: "Cairo",
  address: "",
  phone_number: "",
  latitude: null,
  longitude: null,
  store: 1,
  store_name: "Store 1",
  store_name_ar: "متجر 1",
  manager: null,
  theme: null,
  created_at: WHEN,
  ...over,
});

/** A branch manager as GET /responsibles/ answers it. */
export const aResponsible = (id: number, over: Partial<Responsible> = {}): Responsible => ({
  id,
  user: { id: 100 + id, email: null, username: `manager${id}`, first_name: "", last_name: "" },
  branch: { id: 10, name: "Maadi", store: 1 },
  role: "manager",
  ...over,
});
