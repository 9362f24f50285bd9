import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createBranch, createListing, createOwnedBranch, createProduct } from "../../test/factories";
import { branchRows } from "./test-helpers";

async function ownedListing() {
  const owned = await createOwnedBranch();
  const product = await createProduct(owned.store);
  const listing = await createListing(owned.branch, product, { price: 9000, stock: 20 });
  return { ...owned, product, listing };
}

describe("PATCH /branch-products/{id}/", () => {
  it("changes price, stock and flags and returns the listing", async () => {
    const { branch, token, listing } = await ownedListing();
    const res = await api("PATCH", `/api/branch-products/${listing.id}/`, {
      token,
      json: { price: "150.5", stock: 0, is_available: false, is_featured: true },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: listing.id, price: "150.50", stock: 0, is_available: false, is_featured: true, featured: true });
    const [row] = await branchRows(branch.id);
    expect(row).toMatchObject({ price: 15050, stock: 0, is_available: false, is_featured: true });
    expect(row.updated_at > listing.updated_at).toBe(true);
    expect(row.created_at).toBe(listing.created_at);
  });

  it("changes the offer's low-stock line, answers it to the merchant and not on the public read", async () => {
    const { branch, token, listing } = await ownedListing();
    expect(listing.low_stock_threshold).toBe(5);
    const res = await api("PATCH", `/api/branch-products/${listing.id}/`, { token, json: { low_stock_threshold: "12" } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: listing.id, low_stock_threshold: 12, stock: 20 });
    expect((await branchRows(branch.id))[0].low_stock_threshold).toBe(12);
    const zero = await api("PATCH", `/api/branch-products/${listing.id}/`, { token, json: { low_stock_threshold: 0 } });
    expect(zero.data.low_stock_threshold).toBe(0);
    const shown = await api("GET", `/api/branch-products/${listing.id}/`);
    expect(shown.status).toBe(200);
    expect(shown.data).not.toHaveProperty("low_stock_threshold");
  });

  it("treats PUT as PATCH and leaves unsent fields alone", async () => {
    const { branch, token, listing } = await ownedListing();
    const res = await api("PUT", `/api/branch-products/${listing.id}/`, { token, json: { stock: 3 } });
    expect(res.status).toBe(200);
    expect(await branchRows(branch.id)).toEqual([expect.objectContaining({ price: 9000, stock: 3, is_available: true })]);
  });

  it("accepts the listing's own branch and product but refuses changing them", async () => {
    const { store, branch, token, product, listing } = await ownedListing();
    const same = await api("PATCH", `/api/branch-products/${listing.id}/`, {
      token,
      json: { branch_id: branch.id, product: product.id, price: "1.00" },
    });
    expect(same.status).toBe(200);
    expect(same.data.price).toBe("1.00");

    const before = await branchRows(branch.id);
    const otherProduct = await createProduct(store);
    const moved = await api("PATCH", `/api/branch-products/${listing.id}/`, {
      token,
      json: { branch: (await createBranch(store)).id, product_id: otherProduct.id, price: "2.00" },
    });
    expect(moved.status).toBe(400);
    expect(Object.keys(moved.data).sort()).toEqual(["branch_id", "product_id"]);
    expect(await branchRows(branch.id)).toEqual(before);
  });

  // A listing of the target branch: the store's owner and that branch's manager, not a sibling branch's.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 200, otherManager: 403, superAdmin: 200 },
    {
      setup: async ({ target }) => createListing(target.branch, await createProduct(target.store), { price: 9000 }),
      state: ({ world }) => branchRows(world.target.branch.id),
      call: ({ fixture, token }) => api("PATCH", `/api/branch-products/${fixture.id}/`, { token, json: { price: "55.00" } }),
      allowed: async ({ world }) => expect((await branchRows(world.target.branch.id))[0].price).toBe(5500),
    },
  );
  // The low-stock line: the same people, no one else.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 200, otherManager: 403, superAdmin: 200 },
    {
      setup: async ({ target }) => createListing(target.branch, await createProduct(target.store), { price: 9000 }),
      state: ({ world }) => branchRows(world.target.branch.id),
      call: ({ fixture, token }) => api("PATCH", `/api/branch-products/${fixture.id}/`, { token, json: { low_stock_threshold: 9 } }),
      allowed: async ({ world }) => expect((await branchRows(world.target.branch.id))[0].low_stock_threshold).toBe(9),
    },
  );

  it.each([
    ["price 0", { price: 0 }, { price: ["Ensure this value is greater than 0."] }],
    ["price -5", { price: "-5" }, { price: ["Ensure this value is greater than 0."] }],
    ["price abc", { price: "abc" }, { price: ["A valid number is required."] }],
    ["price 1.234", { price: 1.234 }, { price: ["Ensure that there are no more than 2 decimal places."] }],
    ["price null", { price: null }, { price: ["A valid number is required."] }],
    ["stock -1", { stock: -1 }, { stock: ["Ensure this value is greater than or equal to 0."] }],
    ["stock 1.5", { stock: 1.5 }, { stock: ["A valid integer is required."] }],
    ["stock x", { stock: "x" }, { stock: ["A valid integer is required."] }],
    ["is_available maybe", { is_available: "maybe" }, { is_available: ["Must be a valid boolean."] }],
    ["is_featured null", { is_featured: null }, { is_featured: ["Must be a valid boolean."] }],
    ["low_stock_threshold -1", { low_stock_threshold: -1 }, { low_stock_threshold: ["Ensure this value is greater than or equal to 0."] }],
    ["low_stock_threshold 2.5", { low_stock_threshold: 2.5 }, { low_stock_threshold: ["A valid integer is required."] }],
    ["low_stock_threshold null", { low_stock_threshold: null }, { low_stock_threshold: ["A valid integer is required."] }],
    [
      "low_stock_threshold 2^31",
      { low_stock_threshold: 2147483648 },
      { low_stock_threshold: ["Ensure this value is less than or equal to 2147483647."] },
    ],
  ])("refuses %s with 400 and changes nothing", async (_, json, errors) => {
    const { branch, token, listing } = await ownedListing();
    const res = await api("PATCH", `/api/branch-products/${listing.id}/`, { token, json });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await branchRows(branch.id)).toEqual([listing]);
  });

  it("refuses invalid JSON with 400 and changes nothing", async () => {
    const { branch, token, listing } = await ownedListing();
    const res = await api("PATCH", `/api/branch-products/${listing.id}/`, { token, raw: "{price: 1", contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "Request body must be valid JSON." });
    expect(await branchRows(branch.id)).toEqual([listing]);
  });

  it("answers 404 for an unknown listing and 400 for a malformed id", async () => {
    const { token } = await createOwnedBranch();
    expect((await api("PATCH", "/api/branch-products/999999999/", { token, json: { stock: 1 } })).status).toBe(404);
    expect((await api("PATCH", "/api/branch-products/abc/", { token, json: { stock: 1 } })).status).toBe(400);
  });

  it("keeps an empty PATCH a no-op", async () => {
    const { branch, token, listing } = await ownedListing();
    const res = await api("PATCH", `/api/branch-products/${listing.id}/`, { token, json: {} });
    expect(res.status).toBe(200);
    expect(await branchRows(branch.id)).toEqual([listing]);
  });
});

describe("DELETE /branch-products/{id}/", () => {
  it("removes the listing", async () => {
    const { branch, token, listing } = await ownedListing();
    const res = await api("DELETE", `/api/branch-products/${listing.id}/`, { token });
    expect(res.status).toBe(204);
    expect(await branchRows(branch.id)).toEqual([]);
    expect((await api("GET", `/api/branch-products/${listing.id}/`)).status).toBe(404);
    expect((await api("DELETE", `/api/branch-products/${listing.id}/`, { token })).status).toBe(404);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 204, manager: 204, otherManager: 403, superAdmin: 204 },
    {
      setup: async ({ target }) => createListing(target.branch, await createProduct(target.store)),
      state: ({ world }) => branchRows(world.target.branch.id),
      call: ({ fixture, token }) => api("DELETE", `/api/branch-products/${fixture.id}/`, { token }),
      allowed: async ({ world }) => expect(await branchRows(world.target.branch.id)).toEqual([]),
    },
  );
});
