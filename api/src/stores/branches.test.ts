import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import {
  api,
  assignManager,
  createBranch,
  createManager,
  createOwnedBranch,
  createStore,
  createTheme,
  createUser,
  tokenFor,
  unique,
} from "../../test/factories";
import { branchesNamed, managersOf, userRow } from "./test-helpers";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));
const ids = (res: { data: { results: { id: number }[] } }) => res.data.results.map((b) => b.id);

describe("GET /branches/", () => {
  it("returns a branch with its store, manager and theme", async () => {
    const theme = await createTheme();
    const store = await createStore();
    const branch = await createBranch(store, { theme_id: theme.id, latitude: 30.0444, longitude: 31.2357, phone_number: "0223456789" });
    const manager = await createUser({ role: "branch_owner", email: `${unique("b")}@example.com` });
    await assignManager(manager, branch);
    const res = await api("GET", `/api/branches/${branch.id}/`);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      id: branch.id,
      name: branch.name,
      name_ar: "",
      city: "Cairo",
      address: "",
      phone_number: "0223456789",
      latitude: 30.0444,
      longitude: 31.2357,
      store: store.id,
      store_name: store.name,
      store_name_ar: store.name_ar,
      manager: { id: manager.id, username: manager.username, email: manager.email, phone_number: null },
      theme: theme.id,
      created_at: branch.created_at,
    });
  });

  it("filters by store, and ?managed=true gives the branches the caller runs: all of an owned store's, and the managed ones", async () => {
    const { store, branch, owner, token } = await createOwnedBranch();
    const second = await createBranch(store);
    const otherStore = await createStore();
    const elsewhere = await createBranch(otherStore);
    const notMine = await createBranch(otherStore);
    await assignManager(owner, elsewhere);
    expect(ids(await api("GET", `/api/branches/?store=${store.id}`))).toEqual([branch.id, second.id]);
    expect(ids(await api("GET", "/api/branches/?managed=true", { token }))).toEqual([branch.id, second.id, elsewhere.id]);
    const { token: managerToken } = await createManager(notMine);
    expect(ids(await api("GET", "/api/branches/?managed=true", { token: managerToken }))).toEqual([notMine.id]);
    const customer = await api("GET", "/api/branches/?managed=true", { token: await tokenFor(await createUser()) });
    expect(customer.data).toEqual({ count: 0, next: null, previous: null, results: [] });
    const admin = await api("GET", `/api/branches/?managed=true&store=${store.id}`, { token: await adminToken() });
    expect(ids(admin)).toEqual([branch.id, second.id]);
    expect((await api("GET", "/api/branches/?managed=true")).status).toBe(401);
  });

  it("refuses a malformed store filter and answers 404 for an unknown branch", async () => {
    expect((await api("GET", "/api/branches/?store=abc")).data).toEqual({ store: ["A valid integer is required."] });
    expect((await api("GET", "/api/branches/999999999/")).status).toBe(404);
  });
});

describe("POST /branches/", () => {
  it("creates a branch; a customer made its manager becomes a branch owner", async () => {
    const store = await createStore();
    const theme = await createTheme({ store_id: store.id });
    const customer = await createUser();
    const name = unique("Zamalek ");
    const res = await api("POST", "/api/branches/", {
      token: await adminToken(),
      json: {
        store: store.id,
        name,
        name_ar: "الزمالك",
        city: "Cairo",
        address: "26 July St",
        manager: customer.id,
        theme: theme.id,
        latitude: "30.06",
        longitude: 31.22,
      },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name,
      name_ar: "الزمالك",
      store: store.id,
      store_name: store.name,
      theme: theme.id,
      latitude: 30.06,
      longitude: 31.22,
      manager: { id: customer.id, username: customer.username },
    });
    expect((await managersOf(res.data.id)).map((r) => [r.user_id, r.role])).toEqual([[customer.id, "manager"]]);
    expect((await userRow(customer.id))!.role).toBe("branch_owner");
  });

  it("creates a branch without a manager, and a super admin stays super admin as manager", async () => {
    const token = await adminToken();
    const store = await createStore();
    const bare = await api("POST", "/api/branches/", { token, json: { store: String(store.id), name: unique("Bare ") } });
    expect(bare.status).toBe(201);
    expect(bare.data).toMatchObject({ manager: null, theme: null, latitude: null, city: "" });
    const admin = await createUser({ role: "super_admin" });
    const managed = await api("POST", "/api/branches/", { token, json: { store: store.id, name: unique("Admin run "), manager: admin.id } });
    expect(managed.data.manager.id).toBe(admin.id);
    expect((await userRow(admin.id))!.role).toBe("super_admin");
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 201 },
    {
      setup: () => unique("Matrix branch "),
      state: ({ fixture }) => branchesNamed(fixture),
      call: ({ world, fixture, token }) => api("POST", "/api/branches/", { token, json: { store: world.target.store.id, name: fixture } }),
      allowed: async ({ fixture }) => expect(await branchesNamed(fixture)).toHaveLength(1),
    },
  );

  type Ctx = { store: number; name: string; user: number };
  it.each([
    ["no name", (x: Ctx) => ({ store: x.store }), "name", "Branch name is required"],
    ["a blank name", (x: Ctx) => ({ store: x.store, name: "  " }), "name", "Branch name is required"],
    ["a null name", (x: Ctx) => ({ store: x.store, name: null }), "name", "Branch name is required"],
    ["a numeric name", (x: Ctx) => ({ store: x.store, name: 5 }), "name", "Not a valid string."],
    ["no store", (x: Ctx) => ({ name: x.name }), "store", "Store is required"],
    ["a null store", (x: Ctx) => ({ name: x.name, store: null }), "store", "Store is required"],
    ["a text store", (x: Ctx) => ({ name: x.name, store: "main" }), "store", "A valid integer is required."],
    ["a boolean store", (x: Ctx) => ({ name: x.name, store: true }), "store", "A valid integer is required."],
    ["an unknown store", (x: Ctx) => ({ name: x.name, store: 999999999 }), "store", 'Invalid pk "999999999" - object does not exist.'],
    ["an unknown manager", (x: Ctx) => ({ ...x, manager: 999999999 }), "manager", 'Invalid pk "999999999" - object does not exist.'],
    ["a text manager", (x: Ctx) => ({ ...x, manager: "boss" }), "manager", "A valid integer is required."],
    ["an unknown theme", (x: Ctx) => ({ ...x, theme: 999999999 }), "theme", 'Invalid pk "999999999" - object does not exist.'],
    ["a latitude past 90", (x: Ctx) => ({ ...x, latitude: 91 }), "latitude", "Ensure this value is less than or equal to 90."],
    ["a text longitude", (x: Ctx) => ({ ...x, longitude: "east" }), "longitude", "A valid number is required."],
    ["a short phone", (x: Ctx) => ({ ...x, phone_number: "12" }), "phone_number", "Enter a phone number of 10 to 15 digits."],
  ])("refuses %s with a field error and creates nothing", async (_case, body, field, message) => {
    const store = await createStore();
    const user = await createUser();
    const name = unique("Bad branch ");
    const res = await api("POST", "/api/branches/", { token: await adminToken(), json: body({ store: store.id, name, user: user.id }) });
    expect(res.status).toBe(400);
    expect(res.data[field]).toEqual([message]);
    expect(await branchesNamed(name)).toHaveLength(0);
    expect((await userRow(user.id))!.role).toBe("customer");
  });

  it("refuses a name the store already has (any case) but allows it in another store", async () => {
    const token = await adminToken();
    const store = await createStore();
    const existing = await createBranch(store);
    const res = await api("POST", "/api/branches/", { token, json: { store: store.id, name: existing.name.toUpperCase() } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ name: ["A branch with this name already exists in this store."] });
    expect(await branchesNamed(existing.name.toUpperCase())).toHaveLength(0);
    expect((await api("POST", "/api/branches/", { token, json: { store: (await createStore()).id, name: existing.name } })).status).toBe(201);
  });

  it("refuses invalid JSON", async () => {
    const res = await api("POST", "/api/branches/", { token: await adminToken(), raw: "{'name': 'x'}", contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "Request body must be valid JSON." });
  });
});
