// A marketplace of the test's own for the dashboard's journeys: the seeded super admin (the
// one account a test cannot make: see merchant.ts) creates a store with two branches, a
// customer registers, and a manager is named for one branch. Everything goes through the
// site's own API with the site's Origin, as the browser would.
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from "@playwright/test";
import { emailOf, PASSWORD, unique } from "./accounts";
import { apiAddress, areaTree, type Place, setDelivery } from "./delivery";
import { ADMIN } from "./merchant";

export const PNG_1PX = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
export const GIF_1PX = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** Signs `page`'s browser context in (the edge keeps the tokens in its cookies). */
export async function signIn(page: Page, baseURL: string, identifier: string) {
  const data = identifier === ADMIN.identifier ? ADMIN : { identifier, password: PASSWORD };
  const res = await page.request.post("/api/auth/login/", { data, headers: { Origin: new URL(baseURL).origin } });
  expect(res.status(), await res.text()).toBe(200);
}

/** An API session with the site's Origin: signed in as `identifier`, or registered first when `register`. */
export async function apiSession(baseURL: string, identifier?: string, register = false) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL).origin } });
  if (register && identifier) {
    const res = await api.post("/api/auth/register/", {
      data: { username: identifier, email: emailOf(identifier), password: PASSWORD, password2: PASSWORD },
    });
    expect(res.status(), await res.text()).toBe(201);
  } else if (identifier) {
    const res = await api.post("/api/auth/login/", { data: identifier === ADMIN.identifier ? ADMIN : { identifier, password: PASSWORD } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return api;
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export interface World {
  admin: APIRequestContext;
  store: { id: number; name: string; slug: string };
  branches: { id: number; name: string }[];
  customer: { username: string; api: APIRequestContext };
  /** An area both branches deliver to (Cairo's first): branch 0 for LE 30, branch 1 for LE 20, which also offers pickup. */
  area: Place;
  /** An address in that area, as POST /api/orders/ takes it. */
  address: ReturnType<typeof apiAddress>;
  manager: { username: string };
  /** A product listed in branch `b` through the API, with its listing. */
  product(b: number, fields?: { name?: string; stock?: number; price?: string }): Promise<{ id: number; name: string; sku: string; listing: number }>;
  /** The customer checks out `quantity` of a listing; the order. */
  order(productId: number, branchId: number, price: string, quantity?: number): Promise<{ id: number; status: string }>;
  dispose(): Promise<void>;
}

export async function makeWorld(baseURL: string): Promise<World> {
  const admin = await apiSession(baseURL, ADMIN.identifier);
  const tag = unique("e2e");
  const store = await ok<World["store"]>(await admin.post("/api/stores/", { data: { name: `Store ${tag}`, name_ar: `متجر ${tag}` } }), "store");
  const branches = [];
  for (const name of ["Maadi", "Zamalek"]) {
    branches.push(
      await ok<{ id: number; name: string }>(
        await admin.post("/api/branches/", { data: { name: `${name} ${tag}`, name_ar: `فرع ${name}`, city: "Cairo", store: store.id } }),
        "branch",
      ),
    );
  }
  // Both deliver across Cairo (decisions: "Delivery"); the second also offers pickup.
  const [cairo] = await areaTree(admin);
  const { areas, ...governorate } = cairo;
  const area: Place = { governorate, area: areas[0] };
  for (const [i, branch] of branches.entries()) {
    await setDelivery(admin, branch.id, {
      free_over: null,
      governorates: [{ governorate_id: cairo.id, fee: i === 0 ? "30.00" : "20.00", estimate: "1_2_days", whole: true, areas: [] }],
      pickup:
        i === 0
          ? { enabled: false, address: "", hours: "", hold_days: 3 }
          : { enabled: true, address: `${branch.name}, 26th of July St`, hours: "10:00-22:00", hold_days: 3 },
    });
  }
  const address = apiAddress(area.area.id);
  const customerName = unique("buyer");
  const customer = await apiSession(baseURL, customerName, true);
  const managerName = unique("manager");
  (await apiSession(baseURL, managerName, true)).dispose();
  await ok(await admin.post("/api/responsibles/", { data: { username: managerName, branch: branches[1].id, role: "manager" } }), "manager");

  return {
    admin,
    store,
    branches,
    customer: { username: customerName, api: customer },
    area,
    address,
    manager: { username: managerName },
    async product(b, fields = {}) {
      const name = fields.name ?? unique("Lamp ");
      const form = {
        name,
        name_ar: `مصباح ${name}`,
        sku: unique("sku-"),
        base_price: "150",
        store: String(store.id),
        image: { name: "p.png", mimeType: "image/png", buffer: PNG_1PX },
      };
      const product = await ok<{ id: number; sku: string }>(await admin.post("/api/products/", { multipart: form }), "product");
      const listing = await ok<{ id: number }>(
        await admin.post("/api/branch-products/", {
          data: { branch_id: b, product_id: product.id, price: fields.price ?? "120.00", stock: fields.stock ?? 50 },
        }),
        "listing",
      );
      return { id: product.id, name, sku: product.sku, listing: listing.id };
    },
    async order(productId, branchId, price, quantity = 1) {
      const body = await ok<{ orders: { id: number; status: string }[] }>(
        await customer.post("/api/orders/", {
          data: {
            items: [{ product_id: productId, branch_id: branchId, quantity, price }],
            address,
            payment_method: "cash_on_delivery",
          },
        }),
        "checkout",
      );
      return body.orders[0];
    },
    async dispose() {
      await admin.dispose();
      await customer.dispose();
    },
  };
}
