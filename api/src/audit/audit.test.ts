// The audit log: every merchant or super admin change leaves one record, written with the
// change; refused and no-op requests leave none; GET /audit/ shows each reader their share.
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import {
  api,
  createBranch,
  createCategory,
  createListing,
  createManager,
  createOwnedBranch,
  createProduct,
  createUser,
  db,
  images,
  tokenFor,
  unique,
} from "../../test/factories";
import { accessMatrix, productAtTarget } from "../../test/access-matrix";
import { shop } from "../orders/test-orders";
import { form } from "../stores/test-helpers";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));
const recordsOf = (object: string, id: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.object_id, id))
    .orderBy(desc(auditLog.id))
    .all()
    .then((rows) => rows.filter((r) => r.object_type === object));

describe("listings", () => {
  it("records creation, each change with only what changed, and deletion, with the actor and the store", async () => {
    const { store, branch, owner, token } = await createOwnedBranch();
    const product = await createProduct(store);
    const created = await api("POST", "/api/branch-products/", {
      token,
      json: { branch_id: branch.id, product_id: product.id, price: "120.00", stock: 5 },
    });
    expect(created.status).toBe(201);
    const id = created.data.id;
    expect(await recordsOf("listing", id)).toMatchObject([
      {
        action: "create",
        actor_id: owner.id,
        actor_username: owner.username,
        store_id: store.id,
        before: null,
        after: { price: 12000, stock: 5, branch_id: branch.id },
      },
    ]);

    expect((await api("PATCH", `/api/branch-products/${id}/`, { token, json: { price: "99.50", stock: 5 } })).status).toBe(200);
    const [update] = await recordsOf("listing", id);
    expect(update).toMatchObject({ action: "update", before: { price: 12000 }, after: { price: 9950 } });

    // Nothing changed: nothing recorded.
    expect((await api("PATCH", `/api/branch-products/${id}/`, { token, json: { stock: 5 } })).status).toBe(200);
    expect(await recordsOf("listing", id)).toHaveLength(2);

    expect((await api("DELETE", `/api/branch-products/${id}/`, { token })).status).toBe(204);
    expect((await recordsOf("listing", id))[0]).toMatchObject({ action: "delete", before: { price: 9950, stock: 5 }, after: null });
  });

  it("records nothing for a refused change or a duplicate listing", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const listing = await createListing(branch, await createProduct(store));
    const stranger = (await createOwnedBranch()).token;
    expect((await api("PATCH", `/api/branch-products/${listing.id}/`, { token: stranger, json: { stock: 1 } })).status).toBe(403);
    expect((await api("PATCH", `/api/branch-products/${listing.id}/`, { token, json: { stock: -1 } })).status).toBe(400);
    const duplicate = await api("POST", "/api/branch-products/", {
      token,
      json: { branch_id: branch.id, product_id: listing.product_id, price: "1.00", stock: 1 },
    });
    expect(duplicate.status).toBe(409);
    expect(await recordsOf("listing", listing.id)).toEqual([]);
  });
});

describe("every kind of change", () => {
  it("products: creation, an edit with what changed, pictures added and removed, deletion", async () => {
    const { store, owner, token } = await createOwnedBranch();
    const sku = unique("SKU-");
    const created = await api("POST", "/api/products/", { token, form: form({ name: "Lamp", sku, base_price: "150.00", image: images.png() }) });
    expect(created.status).toBe(201);
    const id = created.data.id;
    expect((await recordsOf("product", id))[0]).toMatchObject({
      action: "create",
      actor_id: owner.id,
      store_id: store.id,
      after: { name: "Lamp", sku, base_price: 15000 },
    });
    expect((await api("PATCH", `/api/products/${id}/`, { token, json: { name: "Desk lamp", sku } })).status).toBe(200);
    expect((await recordsOf("product", id))[0]).toMatchObject({ action: "update", before: { name: "Lamp" }, after: { name: "Desk lamp" } });
    const added = await api("POST", `/api/products/${id}/add-images/`, { token, form: form({ images: images.png() }) });
    expect(added.status).toBe(201);
    expect((await recordsOf("product", id))[0].after).toMatchObject({ images_added: [expect.stringMatching(/\.png$/)] });
    const imageId = added.data.images.at(-1).id;
    expect((await api("DELETE", `/api/products/${id}/images/${imageId}/`, { token })).status).toBe(204);
    expect((await recordsOf("product", id))[0].before).toEqual({ image_removed: imageId });
    expect((await api("DELETE", `/api/products/${id}/`, { token })).status).toBe(204);
    expect((await recordsOf("product", id))[0]).toMatchObject({ action: "delete", before: { name: "Desk lamp", sku }, after: null });
    expect(await recordsOf("product", id)).toHaveLength(5);
  });

  it("orders: a shop's status change is recorded; a customer cancelling their own order is not a merchant change", async () => {
    const s = await shop();
    const order = await s.order();
    expect((await api("PATCH", `/api/orders/${order.id}/`, { token: s.token, json: { status: "confirmed" } })).status).toBe(200);
    expect(await recordsOf("order", order.id)).toMatchObject([
      { action: "update", actor_id: s.owner.id, store_id: s.store.id, before: { status: "pending" }, after: { status: "confirmed" } },
    ]);
    // A move the state machine refuses leaves no record.
    expect((await api("PATCH", `/api/orders/${order.id}/`, { token: s.token, json: { status: "pending" } })).status).toBe(409);
    const own = await s.order();
    expect((await api("PATCH", `/api/orders/${own.id}/`, { token: s.customerToken, json: { status: "cancelled" } })).status).toBe(200);
    expect(await recordsOf("order", own.id)).toEqual([]);
    expect(await recordsOf("order", order.id)).toHaveLength(1);
  });

  it("stores, branches, managers, themes and categories, by a super admin", async () => {
    const admin = await createUser({ role: "super_admin" });
    const token = await tokenFor(admin);
    const name = unique("Audited ");
    const store = (await api("POST", "/api/stores/", { token, json: { name } })).data;
    expect((await recordsOf("store", store.id))[0]).toMatchObject({ action: "create", actor_id: admin.id, store_id: store.id, after: { name } });
    expect(
      (await api("PATCH", `/api/stores/${store.id}/`, { token, json: { description: "New", theme: { primary_color: "#123456" } } })).status,
    ).toBe(200);
    expect((await recordsOf("store", store.id))[0]).toMatchObject({ action: "update", after: { description: "New", primary_color: "#123456" } });

    const branch = (await api("POST", "/api/branches/", { token, json: { store: store.id, name: unique("B ") } })).data;
    expect((await recordsOf("branch", branch.id))[0]).toMatchObject({ action: "create", store_id: store.id });
    const manager = await createUser();
    expect((await api("PATCH", `/api/branches/${branch.id}/`, { token, json: { manager: manager.id, city: "Giza" } })).status).toBe(200);
    expect((await recordsOf("branch", branch.id))[0]).toMatchObject({
      action: "update",
      before: { manager: null, city: "" },
      after: { manager: manager.id, city: "Giza" },
    });
    const row = (await api("GET", `/api/responsibles/?branch=${branch.id}`, { token })).data.results[0];
    expect((await api("DELETE", `/api/responsibles/${row.id}/`, { token })).status).toBe(204);
    expect((await recordsOf("manager", row.id))[0]).toMatchObject({ action: "delete", store_id: store.id, before: { user_id: manager.id } });
    const assigned = await api("POST", "/api/responsibles/", { token, json: { user: manager.id, branch: branch.id } });
    expect((await recordsOf("manager", assigned.data.id))[0]).toMatchObject({
      action: "create",
      store_id: store.id,
      after: { user_id: manager.id, branch_id: branch.id },
    });

    const theme = (await api("POST", "/api/themes/", { token, json: { name: unique("T "), store: store.id } })).data;
    expect((await recordsOf("theme", theme.id))[0]).toMatchObject({ action: "create", store_id: store.id });
    expect((await api("PATCH", `/api/themes/${theme.id}/`, { token, json: { secondary_color: "#abcdef" } })).status).toBe(200);
    expect((await recordsOf("theme", theme.id))[0]).toMatchObject({
      action: "update",
      before: { secondary_color: "#FF9900" },
      after: { secondary_color: "#abcdef" },
    });
    expect((await api("POST", `/api/stores/${store.id}/theme/`, { token, json: { primary_color: "#654321" } })).status).toBe(200);
    expect((await recordsOf("theme", store.theme.id))[0]).toMatchObject({ action: "update", after: { primary_color: "#654321" } });

    expect((await api("DELETE", `/api/branches/${branch.id}/`, { token })).status).toBe(204);
    expect((await recordsOf("branch", branch.id))[0]).toMatchObject({ action: "delete", before: { city: "Giza" } });
    expect((await api("DELETE", `/api/stores/${store.id}/`, { token })).status).toBe(204);
    expect((await recordsOf("store", store.id))[0]).toMatchObject({ action: "delete", before: { name } });

    const category = await createCategory();
    expect((await api("PATCH", `/api/products/categories/${category.id}/`, { token, json: { name_ar: "تجربة" } })).status).toBe(200);
    expect((await api("DELETE", `/api/products/categories/${category.id}/`, { token })).status).toBe(204);
    expect((await recordsOf("category", category.id)).map((r) => r.action)).toEqual(["delete", "update"]);
    const made = await api("POST", "/api/products/categories/", { token, json: { name: unique("Cat ") } });
    expect((await recordsOf("category", made.data.id))[0]).toMatchObject({ action: "create", store_id: null });
  });
});

describe("the object's name, kept with the record", () => {
  const entries = async (token: string, object: string, id: number) =>
    (await api("GET", `/api/audit/?object=${object}&object_id=${id}`, { token })).data.results as {
      action: string;
      object_name: string | null;
      object_name_ar: string | null;
      object_exists: boolean;
    }[];
  const named = (rows: Awaited<ReturnType<typeof entries>>) => rows.map((r) => [r.action, r.object_name, r.object_name_ar, r.object_exists]);

  it("names a branch as each change left it, and after its deletion still by the name it had, unlinked", async () => {
    const token = await adminToken();
    const store = (await api("POST", "/api/stores/", { token, json: { name: unique("Named "), name_ar: "متجر مسمى" } })).data;
    const name = unique("Maadi ");
    const branch = (await api("POST", "/api/branches/", { token, json: { store: store.id, name, name_ar: "فرع المعادي" } })).data;
    expect((await api("PATCH", `/api/branches/${branch.id}/`, { token, json: { city: "Giza" } })).status).toBe(200);
    expect((await api("PATCH", `/api/branches/${branch.id}/`, { token, json: { name: `${name} 2`, name_ar: "" } })).status).toBe(200);
    expect(named(await entries(token, "branch", branch.id))).toEqual([
      ["update", `${name} 2`, `${name} 2`, true],
      ["update", name, "فرع المعادي", true],
      ["create", name, "فرع المعادي", true],
    ]);
    expect((await api("DELETE", `/api/branches/${branch.id}/`, { token })).status).toBe(204);
    expect(named(await entries(token, "branch", branch.id))[0]).toEqual(["delete", `${name} 2`, `${name} 2`, false]);
    expect((await entries(token, "branch", branch.id)).every((r) => !r.object_exists)).toBe(true);
    expect(named(await entries(token, "store", store.id))[0]).toEqual(["create", store.name, "متجر مسمى", true]);
  });

  it("names products, listings (product and branch), managers and users; an order keeps its number", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const product = await createProduct(store, { name: unique("Kettle "), name_ar: "غلاية" });
    const listing = await api("POST", "/api/branch-products/", {
      token,
      json: { branch_id: branch.id, product_id: product.id, price: "10.00", stock: 1 },
    });
    expect(listing.status).toBe(201);
    expect(named(await entries(token, "listing", listing.data.id))).toEqual([
      ["create", `${product.name} · ${branch.name}`, `غلاية · ${branch.name}`, true],
    ]);
    expect((await api("PATCH", `/api/products/${product.id}/`, { token, json: { base_price: "12" } })).status).toBe(200);
    expect(named(await entries(token, "product", product.id))).toEqual([["update", product.name, "غلاية", true]]);
    expect((await api("DELETE", `/api/products/${product.id}/`, { token })).status).toBe(204);
    expect(named(await entries(token, "product", product.id))[0]).toEqual(["delete", product.name, "غلاية", false]);

    const admin = await adminToken();
    const person = await createUser({ first_name: "Mona", last_name: "Adel" });
    const assigned = await api("POST", "/api/responsibles/", { token: admin, json: { user: person.id, branch: (await createBranch(store)).id } });
    expect(assigned.status).toBe(201);
    expect(named(await entries(admin, "manager", assigned.data.id))).toEqual([["create", "Mona Adel", "Mona Adel", true]]);
    expect((await api("DELETE", `/api/responsibles/${assigned.data.id}/`, { token: admin })).status).toBe(204);
    expect(named(await entries(admin, "manager", assigned.data.id))[0]).toEqual(["delete", "Mona Adel", "Mona Adel", false]);
    // Named a manager, they were made a merchant: a change to the user, by their username when they have no name.
    const plain = await createUser();
    expect((await api("POST", "/api/responsibles/", { token: admin, json: { user: plain.id, branch: (await createBranch(store)).id } })).status).toBe(
      201,
    );
    expect(named(await entries(admin, "user", plain.id))[0]).toEqual(["update", plain.username, plain.username, true]);

    const s = await shop();
    const order = await s.order();
    expect((await api("PATCH", `/api/orders/${order.id}/`, { token: s.token, json: { status: "confirmed" } })).status).toBe(200);
    expect(named(await entries(s.token, "order", order.id))).toEqual([["update", null, null, true]]);
  });

  it("a record from before names were kept has none, and still says whether its object is there", async () => {
    const { store, owner, token } = await createOwnedBranch();
    const product = await createProduct(store);
    await db.insert(auditLog).values({
      actor_id: owner.id,
      actor_username: owner.username,
      action: "update",
      object_type: "product",
      object_id: product.id,
      store_id: store.id,
      after: { stock: 1 },
    });
    expect(named(await entries(token, "product", product.id))).toEqual([["update", null, null, true]]);
  });
});

describe("GET /audit/", () => {
  it("shows a store's owner their store's records only, a super admin all, filtered and paged", async () => {
    const mine = await createOwnedBranch();
    const theirs = await createOwnedBranch();
    for (const shop of [mine, theirs]) {
      const product = await createProduct(shop.store);
      await api("POST", "/api/branch-products/", {
        token: shop.token,
        json: { branch_id: shop.branch.id, product_id: product.id, price: "10.00", stock: 1 },
      });
    }
    const own = await api("GET", "/api/audit/", { token: mine.token });
    expect(own.status).toBe(200);
    expect(own.data.results.map((r: { store: number }) => r.store)).toEqual([mine.store.id]);
    expect(own.data.results[0]).toMatchObject({ action: "create", object: "listing", actor: { id: mine.owner.id, username: mine.owner.username } });

    const admin = await adminToken();
    const filtered = await api("GET", `/api/audit/?store=${theirs.store.id}&object=listing&actor=${theirs.owner.id}&action=create`, { token: admin });
    expect(filtered.data.count).toBe(1);
    expect((await api("GET", `/api/audit/?store=${theirs.store.id}`, { token: mine.token })).data.count).toBe(0);
  });

  it("shows a manager who owns no store nothing", async () => {
    const { store, branch } = await createOwnedBranch();
    const { token } = await createManager(branch);
    const product = await createProduct(store);
    expect(
      (await api("POST", "/api/branch-products/", { token, json: { branch_id: branch.id, product_id: product.id, price: "10.00", stock: 1 } }))
        .status,
    ).toBe(201);
    expect((await api("GET", "/api/audit/", { token })).data.count).toBe(0);
  });

  // The target store's log: its owner and a super admin read its records; other merchants an empty page.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async (world) => {
        const { listing } = await productAtTarget(world);
        const changed = await api("PATCH", `/api/branch-products/${listing.id}/`, { token: world.callers.owner, json: { stock: 3 } });
        expect(changed.status).toBe(200);
        return listing;
      },
      call: ({ world, token }) => api("GET", `/api/audit/?store=${world.target.store.id}`, { token }),
      allowed: ({ world, fixture, actor }, res) => {
        const readers = ["owner", "superAdmin"];
        expect(
          res.data.results.map((r: { object: string; object_id: number; actor: { id: number } }) => [r.object, r.object_id, r.actor.id]),
        ).toEqual(readers.includes(actor) ? [["listing", fixture.id, world.users.owner.id]] : []);
      },
    },
  );

  it("refuses bad filters with a field error", async () => {
    const admin = await adminToken();
    const bad = await api("GET", "/api/audit/?object=spaceship&actor=abc", { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      object: ["Select a valid choice. spaceship is not one of the available choices."],
      actor: ["A valid integer is required."],
    });
    expect((await api("GET", "/api/audit/?page=1e20", { token: admin })).status).toBe(404);
  });
});
