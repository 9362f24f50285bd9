// A merchant changing the catalogue while a customer shops: the tests' super admin, signed in
// through the site's own edge token handler in an API context of its own (the tokens stay in
// that context's cookies), changes a listing's price or stock. Every write sends the site's
// Origin, as a browser would.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";

/**
 * The tests' own super admin, made by the harness with a password of the run
 * (scripts/lib/product-under-test.mjs, passed on in the environment; global-setup.ts asks for
 * one against a product started some other way): a super admin cannot be made through the public API.
 */
export const ADMIN = { identifier: process.env.ASWAQ_ADMIN_USERNAME ?? "", password: process.env.ASWAQ_ADMIN_PASSWORD ?? "" };

export interface Listing {
  id: number;
  price: string;
  stock: number;
  is_available: boolean;
  is_featured: boolean;
  branch: { id: number };
  product: { id: number };
}

export type ListingChanges = Partial<Pick<Listing, "price" | "stock" | "is_available" | "is_featured">>;

export interface Merchant {
  /** The signed-in API context (cookies hold the session). */
  api: APIRequestContext;
  /** The listing of `productId` in `branchId`. */
  listing(productId: number, branchId: number): Promise<Listing>;
  /** PATCH /api/branch-products/{id}/ and the listing as it is now. */
  patchListing(id: number, changes: ListingChanges): Promise<Listing>;
  dispose(): Promise<void>;
}

/**
 * Signs the super admin in through POST /api/auth/login/. Pass the test's `playwright` fixture
 * (its `request` makes the context); by default Playwright's own is used. Dispose when done.
 */
export async function signInMerchant(
  playwright: { request: typeof playwrightRequest } = { request: playwrightRequest },
  baseURL = test.info().project.use.baseURL!,
): Promise<Merchant> {
  const origin = new URL(baseURL).origin;
  const headers = { Origin: origin };
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post("/api/auth/login/", { data: ADMIN, headers });
  expect(login.status(), `admin sign-in: ${await login.text()}`).toBe(200);

  return {
    api,
    async listing(productId, branchId) {
      const res = await api.get(`/api/branch-products/?product=${productId}&branch=${branchId}`);
      expect(res.ok()).toBe(true);
      const { results } = (await res.json()) as { results: Listing[] };
      expect(results, `a listing of product ${productId} in branch ${branchId}`).toHaveLength(1);
      return results[0];
    },
    async patchListing(id, changes) {
      const res = await api.patch(`/api/branch-products/${id}/`, { data: changes, headers });
      expect(res.status(), `PATCH listing ${id}: ${await res.text()}`).toBe(200);
      return (await res.json()) as Listing;
    },
    dispose: () => api.dispose(),
  };
}
