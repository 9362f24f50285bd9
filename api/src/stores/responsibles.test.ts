import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import {
  api,
  createBranch,
  createListing,
  createManager,
  createOwnedBranch,
  createProduct,
  createStore,
  createUser,
  tokenFor,
  unique,
} from "../../test/factories";
import { managersOf, responsibleRow, userRow } from "./test-helpers";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));
type Ctx = { user: number; branch: number };

describe("GET /responsibles/", () => {
  it("shows a super admin every row and a branch owner only their own", async () => {
    const { branch, owner, token } = await createOwnedBranch();
    const other = await createOwnedBranch();
    const all = await api("GET", `/api/responsibles/?branch=${branch.id}`, { token: await adminToken() });
    expect(all.status).toBe(200);
    expect(all.data.results).toEqual([
      {
        id: (await managersOf(branch.id))[0].id,
        user: { id: owner.id, email: null, username: owner.username, first_name: "", last_name: "" },
        branch: { id: branch.id, name: branch.name, store: branch.store_id },
        role: "manager",
      },
    ]);
    const own = await api("GET", "/api/responsibles/", { token });
    expect(own.data.results.map((r: { user: { id: number } }) => r.user.id)).toEqual([owner.id]);
    const theirs = (await managersOf(other.branch.id))[0];
    expect((await api("GET", `/api/responsibles/${theirs.id}/`, { token })).status).toBe(404);
    expect((await api("GET", `/api/responsibles/${theirs.id}/`, { token: other.token })).data.branch.id).toBe(other.branch.id);
  });

  // The list: every merchant gets one, scoped to the branches they run.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    { call: ({ token }) => api("GET", "/api/responsibles/", { token }) },
  );

  // One row, the target branch's: seen by those who run that branch, not found for the others.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200 },
    {
      setup: async ({ target }) => (await managersOf(target.branch.id))[0],
      call: ({ fixture, token }) => api("GET", `/api/responsibles/${fixture.id}/`, { token }),
      allowed: ({ world, fixture }, res) =>
        expect(res.data).toMatchObject({ id: fixture.id, user: { id: world.users.manager.id }, branch: { id: world.target.branch.id } }),
    },
  );
});

describe("POST /responsibles/", () => {
  it("assigns a manager by user id, by email or by username, promoting customers", async () => {
    const token = await adminToken();
    const store = await createStore();
    const byId = await createUser();
    const byEmail = await createUser({ email: `${unique("e")}@example.com` });
    const byName = await createUser();
    const cases = [{ user: byId.id }, { email: byEmail.email!.toUpperCase() }, { username: byName.username }];
    for (const [i, who] of cases.entries()) {
      const branch = await createBranch(store);
      const res = await api("POST", "/api/responsibles/", { token, json: { ...who, branch: branch.id } });
      expect(res.status).toBe(201);
      const expected = [byId, byEmail, byName][i];
      expect(res.data).toMatchObject({ user: { id: expected.id }, branch: { id: branch.id, store: store.id }, role: "manager" });
      expect((await userRow(expected.id))!.role).toBe("branch_owner");
    }
  });

  it("answers 409 when the branch already has a manager, changing nothing", async () => {
    const { branch } = await createOwnedBranch();
    const before = await managersOf(branch.id);
    const newcomer = await createUser();
    const res = await api("POST", "/api/responsibles/", { token: await adminToken(), json: { user: newcomer.id, branch: branch.id } });
    expect(res.status).toBe(409);
    expect(res.data.detail).toMatch(/already has a manager/);
    expect(await managersOf(branch.id)).toEqual(before);
    expect((await userRow(newcomer.id))!.role).toBe("customer");
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 201 },
    {
      setup: async ({ target }) => ({ branch: await createBranch(target.store), user: await createUser() }),
      state: async ({ fixture }) => ({ managers: await managersOf(fixture.branch.id), user: await userRow(fixture.user.id) }),
      call: ({ fixture, token }) => api("POST", "/api/responsibles/", { token, json: { user: fixture.user.id, branch: fixture.branch.id } }),
      allowed: async ({ fixture }) => {
        expect((await managersOf(fixture.branch.id)).map((r) => r.user_id)).toEqual([fixture.user.id]);
        expect((await userRow(fixture.user.id))!.role).toBe("branch_owner");
      },
    },
  );

  it.each([
    ["no user", (x: Ctx) => ({ branch: x.branch }), "user", "This field is required."],
    ["no branch", (x: Ctx) => ({ user: x.user }), "branch", "This field is required."],
    ["an unknown user", (x: Ctx) => ({ branch: x.branch, user: 999999999 }), "user", 'Invalid pk "999999999" - object does not exist.'],
    ["an unknown email", (x: Ctx) => ({ branch: x.branch, email: `${unique("nobody")}@example.com` }), "email", "No user with this email address."],
    ["an unknown username", (x: Ctx) => ({ branch: x.branch, username: unique("ghost") }), "username", "No user with this username."],
    ["an unknown branch", (x: Ctx) => ({ user: x.user, branch: 999999999 }), "branch", 'Invalid pk "999999999" - object does not exist.'],
    ["a text user", (x: Ctx) => ({ branch: x.branch, user: "me" }), "user", "A valid integer is required."],
    ["a boolean branch", (x: Ctx) => ({ user: x.user, branch: false }), "branch", "A valid integer is required."],
    ["a blank role", (x: Ctx) => ({ ...x, role: " " }), "role", "This field may not be blank."],
  ])("refuses %s and creates nothing", async (_case, body, field, message) => {
    const branch = await createBranch(await createStore());
    const user = await createUser();
    const res = await api("POST", "/api/responsibles/", { token: await adminToken(), json: body({ user: user.id, branch: branch.id }) });
    expect(res.status).toBe(400);
    expect(res.data[field]).toEqual([message]);
    expect(await managersOf(branch.id)).toEqual([]);
    expect((await userRow(user.id))!.role).toBe("customer");
  });

  it("refuses invalid JSON", async () => {
    const res = await api("POST", "/api/responsibles/", { token: await adminToken(), raw: "user=1", contentType: "application/json" });
    expect(res.status).toBe(400);
  });
});

describe("PATCH/PUT /responsibles/{id}/ (Managers tab Edit)", () => {
  it("changes the user of a row", async () => {
    const { branch } = await createOwnedBranch();
    const [row] = await managersOf(branch.id);
    const next = await createUser();
    const res = await api("PATCH", `/api/responsibles/${row.id}/`, { token: await adminToken(), json: { user: next.id, role: "supervisor" } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: row.id, user: { id: next.id }, branch: { id: branch.id }, role: "supervisor" });
    expect((await userRow(next.id))!.role).toBe("branch_owner");
  });

  it("moving a row onto a managed branch replaces that branch's manager", async () => {
    const first = await createOwnedBranch();
    const second = await createOwnedBranch();
    const [row] = await managersOf(first.branch.id);
    const res = await api("PUT", `/api/responsibles/${row.id}/`, {
      token: await adminToken(),
      json: { user: first.owner.id, branch: second.branch.id },
    });
    expect(res.status).toBe(200);
    expect((await managersOf(second.branch.id)).map((r) => [r.id, r.user_id])).toEqual([[row.id, first.owner.id]]);
    expect(await managersOf(first.branch.id)).toEqual([]);
  });

  describe.each(["PATCH", "PUT"])("%s access", (method) => {
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 200 },
      {
        setup: async ({ target }) => ({ row: (await managersOf(target.branch.id))[0], next: await createUser() }),
        state: ({ fixture }) => responsibleRow(fixture.row.id),
        call: ({ world, fixture, token }) =>
          api(method, `/api/responsibles/${fixture.row.id}/`, { token, json: { user: fixture.next.id, branch: world.target.branch.id } }),
        allowed: async ({ fixture }) => expect(await responsibleRow(fixture.row.id)).toEqual({ ...fixture.row, user_id: fixture.next.id }),
      },
    );
  });

  it.each([
    ["PATCH", "an unknown user", () => ({ user: 999999999 }), "user", 'Invalid pk "999999999" - object does not exist.'],
    ["PATCH", "an unknown branch", () => ({ branch: 999999999 }), "branch", 'Invalid pk "999999999" - object does not exist.'],
    ["PATCH", "a text branch", () => ({ branch: "x" }), "branch", "A valid integer is required."],
    ["PATCH", "a numeric email", () => ({ email: 5 }), "email", "Not a valid string."],
    ["PUT", "no branch", (x: Ctx) => ({ user: x.user }), "branch", "This field is required."],
    ["PUT", "no user", (x: Ctx) => ({ branch: x.branch }), "user", "This field is required."],
  ] as const)("%s refuses %s and changes nothing", async (method, _case, body, field, message) => {
    const { branch } = await createOwnedBranch();
    const [row] = await managersOf(branch.id);
    const user = await createUser();
    const res = await api(method, `/api/responsibles/${row.id}/`, { token: await adminToken(), json: body({ user: user.id, branch: branch.id }) });
    expect(res.status).toBe(400);
    expect(res.data[field]).toEqual([message]);
    expect(await responsibleRow(row.id)).toEqual(row);
    expect((await userRow(user.id))!.role).toBe("customer");
  });

  it("answers 404 for an unknown row", async () => {
    expect((await api("PATCH", "/api/responsibles/999999999/", { token: await adminToken(), json: {} })).status).toBe(404);
  });
});

describe("DELETE /responsibles/{id}/ (Managers tab Remove)", () => {
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 204 },
    {
      setup: async ({ target }) => (await managersOf(target.branch.id))[0],
      state: ({ fixture }) => responsibleRow(fixture.id),
      call: ({ fixture, token }) => api("DELETE", `/api/responsibles/${fixture.id}/`, { token }),
      allowed: async ({ fixture }) => expect(await responsibleRow(fixture.id)).toBeUndefined(),
    },
  );

  it("answers 404 for an unknown row", async () => {
    expect((await api("DELETE", "/api/responsibles/999999999/", { token: await adminToken() })).status).toBe(404);
  });
});

describe("a branch manager's rights follow the responsibles table", () => {
  it("loses the branch's listings when their row is removed, and regains them when assigned again", async () => {
    const { store, branch } = await createOwnedBranch();
    const { manager, token } = await createManager(branch);
    // createManager replaced the owner as the branch's manager; the owner keeps the store.
    const listing = await createListing(branch, await createProduct(store));
    const admin = await adminToken();
    const edit = (stock: number) => api("PATCH", `/api/branch-products/${listing.id}/`, { token, json: { stock } });
    expect((await edit(7)).status).toBe(200);
    const [row] = await managersOf(branch.id);
    expect(row.user_id).toBe(manager.id);
    expect((await api("DELETE", `/api/responsibles/${row.id}/`, { token: admin })).status).toBe(204);
    // Their last link gone, they are a customer again (manager.ts), with the same token.
    expect((await userRow(manager.id))!.role).toBe("customer");
    expect((await edit(8)).status).toBe(403);
    expect((await api("GET", `/api/branch-products/${listing.id}/`)).data.stock).toBe(7);
    expect((await api("GET", "/api/branches/?managed=true", { token })).data.count).toBe(0);
    expect((await api("POST", "/api/responsibles/", { token: admin, json: { user: manager.id, branch: branch.id } })).status).toBe(201);
    expect((await userRow(manager.id))!.role).toBe("branch_owner");
    expect((await edit(9)).status).toBe(200);
  });
});
