import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branchProducts } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createListing, createOwnedBranch, createProduct, createStore, createUser, db, tokenFor } from "../../test/factories";
import { branchRows } from "./test-helpers";

describe("POST /branch-products/", () => {
  it("lists a product in a branch and returns the listing", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const product = await createProduct(store);
    const res = await api("POST", "/api/branch-products/", {
      token,
      json: { branch_id: branch.id, product_id: product.id, price: "120", stock: 5 },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      price: "120.00",
      stock: 5,
      is_available: true,
      is_featured: false,
      featured: false,
      branch: { id: branch.id, store: store.id },
      product: { id: product.id, name: product.name },
    });
    const rows = await branchRows(branch.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: res.data.id, product_id: product.id, price: 12000, stock: 5, is_available: true });
  });

  it("takes an offer's own low-stock line, 5 when left out", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const [p1, p2] = [await createProduct(store), await createProduct(store)];
    const own = await api("POST", "/api/branch-products/", {
      token,
      json: { branch_id: branch.id, product_id: p1.id, price: "10", stock: 50, low_stock_threshold: 20 },
    });
    expect(own.status).toBe(201);
    expect(own.data.low_stock_threshold).toBe(20);
    const plain = await api("POST", "/api/branch-products/", { token, json: { branch_id: branch.id, product_id: p2.id, price: "10", stock: 50 } });
    expect(plain.data.low_stock_threshold).toBe(5);
    expect((await branchRows(branch.id)).map((r) => r.low_stock_threshold)).toEqual([20, 5]);
  });

  it("accepts the Django names `branch` and `product`, numbers and string flags", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const product = await createProduct(store);
    const res = await api("POST", "/api/branch-products/", {
      token,
      json: { branch: branch.id, product: String(product.id), price: 99.5, stock: "3", is_available: "false", is_featured: true },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ price: "99.50", stock: 3, is_available: false, is_featured: true, featured: true });
  });

  // Listing in the target branch: the store's owner and that branch's manager, not a sibling branch's.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 201, manager: 201, otherManager: 403, superAdmin: 201 },
    {
      setup: ({ target }) => createProduct(target.store),
      state: async ({ world }) => [await branchRows(world.target.branch.id), await branchRows(world.target.sibling.id)],
      call: ({ world, fixture, token }) =>
        api("POST", "/api/branch-products/", {
          token,
          json: { branch_id: world.target.branch.id, product_id: fixture.id, price: "10.00", stock: 1 },
        }),
      allowed: async ({ world }) => expect(await branchRows(world.target.branch.id)).toHaveLength(1),
    },
  );

  const valid = { price: "10.00", stock: 1 };
  it.each([
    [
      "nothing",
      {},
      {
        branch_id: ["This field is required."],
        product_id: ["This field is required."],
        price: ["This field is required."],
        stock: ["This field is required."],
      },
    ],
    ["price 0", { price: 0 }, { price: ["Ensure this value is greater than 0."] }],
    ["price -5", { price: -5 }, { price: ["Ensure this value is greater than 0."] }],
    ["price abc", { price: "abc" }, { price: ["A valid number is required."] }],
    ["price 1.234", { price: "1.234" }, { price: ["Ensure that there are no more than 2 decimal places."] }],
    ["price as a boolean", { price: true }, { price: ["A valid number is required."] }],
    ["price too large", { price: "100000000" }, { price: ["Ensure that there are no more than 8 digits before the decimal point."] }],
    ["stock -1", { stock: -1 }, { stock: ["Ensure this value is greater than or equal to 0."] }],
    ["stock 1.5", { stock: 1.5 }, { stock: ["A valid integer is required."] }],
    ["stock x", { stock: "x" }, { stock: ["A valid integer is required."] }],
    ["stock null", { stock: null }, { stock: ["A valid integer is required."] }],
    ["is_available maybe", { is_available: "maybe" }, { is_available: ["Must be a valid boolean."] }],
    ["is_featured 2", { is_featured: 2 }, { is_featured: ["Must be a valid boolean."] }],
    ["branch_id text", { branch_id: "x" }, { branch_id: ["A valid integer is required."] }],
    ["product_id a boolean", { product_id: true }, { product_id: ["A valid integer is required."] }],
  ])("refuses %s with 400 and writes nothing", async (_, patch, errors) => {
    const { store, branch, token } = await createOwnedBranch();
    const product = await createProduct(store);
    const body = Object.keys(patch).length ? { branch_id: branch.id, product_id: product.id, ...valid, ...patch } : {};
    const res = await api("POST", "/api/branch-products/", { token, json: body });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await branchRows(branch.id)).toEqual([]);
  });

  it("refuses unknown branches and products as field errors", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const product = await createProduct(store);
    const admin = await tokenFor(await createUser({ role: "super_admin" }));

    const noBranch = await api("POST", "/api/branch-products/", { token: admin, json: { branch_id: 999999999, product_id: 999999998, ...valid } });
    expect(noBranch.status).toBe(400);
    expect(noBranch.data).toEqual({
      branch_id: ['Invalid pk "999999999" - object does not exist.'],
      product_id: ['Invalid pk "999999998" - object does not exist.'],
    });
    const noProduct = await api("POST", "/api/branch-products/", { token, json: { branch_id: branch.id, product_id: 999999998, ...valid } });
    expect(noProduct.status).toBe(400);
    expect(noProduct.data).toEqual({ product_id: ['Invalid pk "999999998" - object does not exist.'] });
    expect(await db.select().from(branchProducts).where(eq(branchProducts.product_id, product.id))).toEqual([]);
    expect(await branchRows(branch.id)).toEqual([]);
  });

  it("refuses a product of another store, even for a super admin", async () => {
    const { branch, token } = await createOwnedBranch();
    const foreign = await createProduct(await createStore());
    const admin = await tokenFor(await createUser({ role: "super_admin" }));
    for (const t of [token, admin]) {
      const res = await api("POST", "/api/branch-products/", { token: t, json: { branch_id: branch.id, product_id: foreign.id, ...valid } });
      expect(res.status).toBe(400);
      expect(res.data).toEqual({ product_id: ["Product belongs to another store."] });
    }
    expect(await branchRows(branch.id)).toEqual([]);
  });

  it("refuses a second listing of the same product in a branch with 409", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const product = await createProduct(store);
    const first = await createListing(branch, product, { price: 5000 });
    const res = await api("POST", "/api/branch-products/", { token, json: { branch_id: branch.id, product_id: product.id, price: "70", stock: 2 } });
    expect(res.status).toBe(409);
    expect(res.data).toEqual({ detail: "This product is already listed in this branch." });
    expect(await branchRows(branch.id)).toEqual([first]);
  });

  it.each([
    ["invalid JSON", "{not json", { detail: "Request body must be valid JSON." }],
    ["a JSON array", "[1,2]", { detail: "Request body must be a JSON object." }],
  ])("refuses %s with 400", async (_, raw, body) => {
    const { branch, token } = await createOwnedBranch();
    const res = await api("POST", "/api/branch-products/", { token, raw, contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual(body);
    expect(await branchRows(branch.id)).toEqual([]);
  });
});
