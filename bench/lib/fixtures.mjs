// What the benchmark reads from (and prepares in) the running API: demo accounts, synthetic
// products and their listings, listings with the stock a load test needs. Writes go through
// the API itself (as the admin), never straight to the database the worker has open.

/** @import { Fixtures, Listing } from "./types.ts" */

const PASSWORD = "Demo-Pass-1";
const SYNTHETIC_SKU = "bench-";

/**
 * @typedef {{ token?: string, json?: unknown }} CallOptions
 * @param {string} origin
 * @param {string} method
 * @param {string} path
 * @param {CallOptions} [options]
 */
async function call(origin, method, path, { token, json } = {}) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(origin + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const text = await res.text();
  /** @type {any} the API's JSON, read as each caller expects it */
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

/**
 * @param {string} origin
 * @param {string} method
 * @param {string} path
 * @param {CallOptions} [options]
 */
async function expectOk(origin, method, path, options) {
  const res = await call(origin, method, path, options);
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}

/**
 * A fresh access token for a demo account (15 minutes; take one per section).
 * @param {string} origin
 * @param {string} identifier
 * @returns {Promise<string>}
 */
export async function login(origin, identifier) {
  const body = await expectOk(origin, "POST", "/api/auth/login/", { json: { identifier, password: PASSWORD } });
  return body.access;
}

/**
 * Listings of synthetic products (newest first), enough for the load cases to cycle over.
 * @param {string} origin
 * @param {number} pages
 */
async function syntheticListings(origin, pages) {
  /** @type {Listing[]} */
  const out = [];
  for (let start = 1; start <= pages; start += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, pages - start + 1) }, (_, i) => expectOk(origin, "GET", `/api/branch-products/?page=${start + i}`)),
    );
    for (const page of batch) {
      for (const l of page.results) {
        if (l.product.sku.startsWith(SYNTHETIC_SKU)) out.push({ id: l.id, product_id: l.product.id, branch_id: l.branch.id, price: l.price });
      }
    }
  }
  return out;
}

/**
 * Ids and slugs the page URLs and the load cases use.
 * @param {string} origin
 * @returns {Promise<Fixtures>}
 */
export async function readFixtures(origin) {
  const [listings, stores, categories] = await Promise.all([
    syntheticListings(origin, 40),
    expectOk(origin, "GET", "/api/stores/"),
    expectOk(origin, "GET", "/api/products/categories/"),
  ]);
  if (listings.length < 60) throw new Error(`only ${listings.length} synthetic listings found: was the synthetic catalogue seeded?`);
  const productIds = [...new Set(listings.map((l) => l.product_id))];
  const branchIds = [...new Set(listings.map((l) => l.branch_id))];
  await deliverToBench(origin, branchIds);
  return {
    listings,
    productIds,
    branchIds,
    productId: productIds[0],
    storeSlug: stores.results[0].slug,
    // Category pages are built for categories that have products.
    categorySlug: (categories.results.find((/** @type {{ product_count: number }} */ c) => c.product_count > 0) ?? categories.results[0]).slug,
  };
}

/**
 * Sets a listing's stock (and makes it available) as the super admin; returns it with its price.
 * @param {string} origin
 * @param {string} adminToken
 * @param {Listing} listing
 * @param {number} stock
 * @returns {Promise<Listing>}
 */
export async function setStock(origin, adminToken, listing, stock) {
  const body = await expectOk(origin, "PATCH", `/api/branch-products/${listing.id}/`, { token: adminToken, json: { stock, is_available: true } });
  return { ...listing, price: body.price, stock: body.stock };
}

/**
 * The current stock of a listing.
 * @param {string} origin
 * @param {number} listingId
 * @returns {Promise<number>}
 */
export async function stockOf(origin, listingId) {
  return (await expectOk(origin, "GET", `/api/branch-products/${listingId}/`)).stock;
}

/** Zamalek, Cairo: every branch the load cases buy from delivers there (deliverToBench). */
const BENCH_AREA = 1002;
export const ADDRESS = { area_id: BENCH_AREA, street: "Bench Street", building: "Building 1", landmark: "Near the bench", mobile: "01012345678" };

/**
 * Has the branches the checkouts buy from deliver across Cairo (governorate 1) for 20 EGP, as a
 * checkout needs a branch that reaches the address's area (issue 26).
 * @param {string} origin
 * @param {number[]} branchIds
 */
export async function deliverToBench(origin, branchIds) {
  const token = await login(origin, "admin");
  const settings = {
    free_over: null,
    governorates: [{ governorate_id: 1, fee: "20.00", estimate: "same_day", whole: true, areas: [] }],
    pickup: { enabled: false },
  };
  await Promise.all(branchIds.map((id) => expectOk(origin, "PUT", `/api/branches/${id}/delivery/`, { token, json: settings })));
}

/**
 * A checkout payload for one unit of a listing at its current price.
 * @param {Listing} listing
 */
export const checkoutBody = (listing) => ({
  items: [{ product_id: listing.product_id, branch_id: listing.branch_id, quantity: 1, price: listing.price }],
  address: ADDRESS,
  payment_method: "cash_on_delivery",
});
