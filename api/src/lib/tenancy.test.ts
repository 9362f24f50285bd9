// The tenancy model end to end (access.ts): a store's owner and a branch's manager have
// different rights, the rights of one user add up, and themes never cross stores.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branchProducts, products, stores, themes, users } from "../../db/schema";
import {
  api,
  assignManager,
  createBranch,
  createListing,
  createManager,
  createOwnedBranch,
  createProduct,
  createStore,
  createTheme,
  createUser,
  db,
  tokenFor,
  unique,
} from "../../test/factories";
import { createOrder } from "../orders/test-orders";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));
const productRow = (id: number) => db.select().from(products).where(eq(products.id, id)).get();
const listingsOf = (productId: number) => db.select().from(branchProducts).where(eq(branchProducts.product_id, productId)).all();
const storeRow = (id: number) => db.select().from(stores).where(eq(stores.id, id)).get();

/** A store whose owner manages nothing, with two branches, each with its own manager. */
async function storeWithTwoManagers() {
  const owner = await createUser({ role: "branch_owner" });
  const store = await createStore({ owner_id: owner.id });
  const [a, b] = [await createBranch(store), await createBranch(store)];
  const [managerA, managerB] = [await createManager(a), await createManager(b)];
  return { store, a, b, owner, ownerToken: await tokenFor(owner), managerA, managerB };
}

describe("a branch manager who does not own the store", () => {
  it("reads the store's settings but cannot change them, its theme or its logo", async () => {
    const { store, managerA } = await storeWithTwoManagers();
    const before = await storeRow(store.id);
    const settings = await api("PATCH", `/api/stores/${store.id}/`, { token: managerA.token, json: { description: "mine now" } });
    expect(settings.status).toBe(403);
    expect(settings.data).toEqual({ detail: "Only the store's owner can change its settings." });
    const arabic = await api("PATCH", `/api/stores/${store.id}/`, {
      token: managerA.token,
      json: { description: "x" },
      headers: { "accept-language": "ar" },
    });
    expect(arabic.data).toEqual({ detail: "لا يغيّر إعدادات المتجر إلا مالكه." });
    expect((await api("POST", `/api/stores/${store.id}/theme/`, { token: managerA.token, json: { primary_color: "#123456" } })).status).toBe(403);
    expect(await storeRow(store.id)).toEqual(before);
    expect((await api("GET", `/api/stores/${store.id}/`, { token: managerA.token })).status).toBe(200);
  });

  it("cannot edit or delete a product only another branch of the store lists; its listing stays", async () => {
    const { store, a, b, managerA } = await storeWithTwoManagers();
    const product = await createProduct(store);
    const listing = await createListing(b, product);
    const before = await productRow(product.id);
    const edit = await api("PATCH", `/api/products/${product.id}/`, { token: managerA.token, json: { name: "Taken over" } });
    expect(edit.status).toBe(403);
    expect(edit.data).toEqual({ detail: "Only the store's owner can change a product listed in branches you do not manage." });
    expect((await api("DELETE", `/api/products/${product.id}/`, { token: managerA.token })).status).toBe(403);
    expect(await productRow(product.id)).toEqual(before);
    expect(await listingsOf(product.id)).toEqual([listing]);

    // Listed in both branches: still not theirs alone.
    await createListing(a, product);
    expect((await api("PATCH", `/api/products/${product.id}/`, { token: managerA.token, json: { name: "Still no" } })).status).toBe(403);
  });

  it("edits and deletes a product while every listing of it is in their branches", async () => {
    const { store, a, managerA } = await storeWithTwoManagers();
    const product = await createProduct(store);
    await createListing(a, product);
    const name = unique("Renamed ");
    const edit = await api("PATCH", `/api/products/${product.id}/`, { token: managerA.token, json: { name } });
    expect(edit.status).toBe(200);
    expect((await productRow(product.id))!.name).toBe(name);
    expect((await api("DELETE", `/api/products/${product.id}/`, { token: managerA.token })).status).toBe(204);
    expect(await productRow(product.id)).toBeUndefined();
  });

  it("changes only their own branch's listings and orders; another branch's orders do not exist for them", async () => {
    const { store, a, b, managerA } = await storeWithTwoManagers();
    const product = await createProduct(store);
    const [mine, theirs] = [await createListing(a, product), await createListing(b, product)];
    expect((await api("PATCH", `/api/branch-products/${mine.id}/`, { token: managerA.token, json: { stock: 4 } })).status).toBe(200);
    expect((await api("PATCH", `/api/branch-products/${theirs.id}/`, { token: managerA.token, json: { stock: 4 } })).status).toBe(403);

    const customer = await createUser();
    const order = await createOrder({ customer, branch: b, lines: [{ listing: theirs, product, quantity: 1 }] });
    expect((await api("GET", `/api/orders/${order.id}/`, { token: managerA.token })).status).toBe(404);
    expect((await api("PATCH", `/api/orders/${order.id}/`, { token: managerA.token, json: { status: "confirmed" } })).status).toBe(404);
    expect((await api("GET", `/api/orders/${order.id}/bill/`, { token: managerA.token })).status).toBe(404);
    expect((await api("GET", "/api/orders/", { token: managerA.token })).data.count).toBe(0);
  });
});

describe("a store's owner who manages no branch", () => {
  it("changes the settings, every branch's listings and orders, and any product of the store", async () => {
    const { store, b, ownerToken } = await storeWithTwoManagers();
    expect((await api("PATCH", `/api/stores/${store.id}/`, { token: ownerToken, json: { description: "Open late" } })).status).toBe(200);
    expect((await storeRow(store.id))!.description).toBe("Open late");

    const product = await createProduct(store);
    const listing = await createListing(b, product);
    expect((await api("PATCH", `/api/branch-products/${listing.id}/`, { token: ownerToken, json: { price: "99.00" } })).status).toBe(200);
    expect((await api("PATCH", `/api/products/${product.id}/`, { token: ownerToken, json: { name: unique("Owner's ") } })).status).toBe(200);

    const order = await createOrder({ customer: await createUser(), branch: b, lines: [{ listing, product, quantity: 1 }] });
    const list = await api("GET", "/api/orders/", { token: ownerToken });
    expect(list.data.results.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const moved = await api("PATCH", `/api/orders/${order.id}/`, { token: ownerToken, json: { status: "confirmed" } });
    expect(moved.status).toBe(200);
    expect(moved.data.status).toBe("confirmed");
  });

  it("keeps the orders of a branch that was deleted", async () => {
    const { store, b, ownerToken } = await storeWithTwoManagers();
    const product = await createProduct(store);
    const listing = await createListing(b, product);
    // Delivered: a branch with open orders is not deleted (409, api/src/stores/branch-delete.test.ts).
    const order = await createOrder({ customer: await createUser(), branch: b, status: "delivered", lines: [{ listing, product, quantity: 1 }] });
    expect((await api("DELETE", `/api/branches/${b.id}/`, { token: await adminToken() })).status).toBe(204);
    expect((await api("GET", `/api/orders/${order.id}/`, { token: ownerToken })).status).toBe(200);
  });
});

describe("rights add up", () => {
  it("an owner of one store who manages a branch of another runs both, and no more", async () => {
    const { store: own, owner, token } = await createOwnedBranch();
    const other = await createStore();
    const otherBranch = await createBranch(other);
    await assignManager(owner, otherBranch);
    const listing = await createListing(otherBranch, await createProduct(other));
    expect((await api("PATCH", `/api/branch-products/${listing.id}/`, { token, json: { stock: 2 } })).status).toBe(200);
    expect((await api("PATCH", `/api/stores/${own.id}/`, { token, json: { description: "ours" } })).status).toBe(200);
    expect((await api("PATCH", `/api/stores/${other.id}/`, { token, json: { description: "theirs" } })).status).toBe(403);
  });
});

describe("themes belong to one store", () => {
  it("a branch can only be given a theme of its own store", async () => {
    const admin = await adminToken();
    const { store, branch } = await createOwnedBranch();
    const own = await createTheme({ store_id: store.id });
    const foreign = await createTheme({ store_id: (await createStore()).id });
    const refused = await api("PATCH", `/api/branches/${branch.id}/`, { token: admin, json: { theme: foreign.id } });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ theme: ["A branch can only use a theme of its own store."] });
    const created = await api("POST", "/api/branches/", { token: admin, json: { store: store.id, name: unique("B "), theme: foreign.id } });
    expect(created.status).toBe(400);
    expect((await api("PATCH", `/api/branches/${branch.id}/`, { token: admin, json: { theme: own.id } })).data.theme).toBe(own.id);
  });

  it("a branch moved to another store leaves its old store's theme behind", async () => {
    const admin = await adminToken();
    const { store, branch } = await createOwnedBranch();
    const own = await createTheme({ store_id: store.id });
    await api("PATCH", `/api/branches/${branch.id}/`, { token: admin, json: { theme: own.id } });
    const moved = await api("PATCH", `/api/branches/${branch.id}/`, { token: admin, json: { store: (await createStore()).id } });
    expect(moved.status).toBe(200);
    expect(moved.data.theme).toBeNull();
  });

  it("a store created by a super admin gets its own theme", async () => {
    const name = unique("Themed ");
    const res = await api("POST", "/api/stores/", { token: await adminToken(), json: { name } });
    expect(res.status).toBe(201);
    const theme = await db.select().from(themes).where(eq(themes.id, res.data.theme.id)).get();
    expect(theme!.store_id).toBe(res.data.id);
  });
});

describe("making someone a store's owner", () => {
  it("makes a customer a branch owner", async () => {
    const customer = await createUser();
    const store = await createStore();
    const res = await api("PATCH", `/api/stores/${store.id}/`, { token: await adminToken(), json: { owner: customer.id } });
    expect(res.status).toBe(200);
    expect((await db.select().from(users).where(eq(users.id, customer.id)).get())!.role).toBe("branch_owner");
    expect((await api("PATCH", `/api/stores/${store.id}/`, { token: await tokenFor(customer), json: { description: "now mine" } })).status).toBe(200);
  });
});
