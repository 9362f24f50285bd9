import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createBranch, createOwnedBranch, createStore, createTheme, createUser, tokenFor, unique } from "../../test/factories";
import { branchRow, managersOf, userRow } from "./test-helpers";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));

/** A branch and everything a branch write could touch. */
const branchState = async (id: number) => ({ branch: await branchRow(id), managers: await managersOf(id) });

describe("PUT/PATCH /branches/{id}/", () => {
  it("renames with PUT (the product rules' payload is just the name)", async () => {
    const { branch } = await createOwnedBranch();
    const name = unique("Renamed ");
    const res = await api("PUT", `/api/branches/${branch.id}/`, { token: await adminToken(), json: { name } });
    expect(res.status).toBe(200);
    expect(res.data.name).toBe(name);
    expect((await branchRow(branch.id))!.name).toBe(name);
  });

  it("replaces the manager, promoting the new one and leaving the old one's role", async () => {
    const { branch, owner } = await createOwnedBranch();
    const next = await createUser();
    const res = await api("PATCH", `/api/branches/${branch.id}/`, { token: await adminToken(), json: { manager: next.id } });
    expect(res.status).toBe(200);
    expect(res.data.manager).toMatchObject({ id: next.id, username: next.username });
    expect((await managersOf(branch.id)).map((r) => r.user_id)).toEqual([next.id]);
    expect((await userRow(next.id))!.role).toBe("branch_owner");
    expect((await userRow(owner.id))!.role).toBe("branch_owner");
  });

  it("removes the manager with null, and moves a branch to another store with a theme", async () => {
    const { branch } = await createOwnedBranch();
    const store = await createStore();
    const theme = await createTheme({ store_id: store.id });
    const res = await api("PATCH", `/api/branches/${branch.id}/`, {
      token: await adminToken(),
      json: { manager: null, store: store.id, theme: theme.id, city: "Giza", latitude: null },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ manager: null, store: store.id, store_name: store.name, theme: theme.id, city: "Giza", latitude: null });
    expect(await managersOf(branch.id)).toEqual([]);
  });

  describe.each(["PATCH", "PUT"])("%s access", (method) => {
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 200 },
      {
        setup: () => unique("Access branch "),
        state: ({ world }) => branchState(world.target.branch.id),
        call: ({ world, fixture, token }) => api(method, `/api/branches/${world.target.branch.id}/`, { token, json: { name: fixture } }),
        allowed: async ({ world, fixture }) => expect((await branchRow(world.target.branch.id))!.name).toBe(fixture),
      },
    );
  });

  it.each([
    ["a blank name", () => ({ name: "" }), "name", "Branch name is required"],
    ["a null name", () => ({ name: null }), "name", "Branch name is required"],
    ["a null store", () => ({ store: null }), "store", "Store is required"],
    ["an unknown store", () => ({ store: 999999999 }), "store", 'Invalid pk "999999999" - object does not exist.'],
    ["an unknown manager", () => ({ manager: 999999999 }), "manager", 'Invalid pk "999999999" - object does not exist.'],
    ["a list as manager", () => ({ manager: [1] }), "manager", "A valid integer is required."],
    ["an unknown theme", () => ({ theme: 999999999 }), "theme", 'Invalid pk "999999999" - object does not exist.'],
    ["a latitude below -90", () => ({ latitude: -90.5 }), "latitude", "Ensure this value is greater than or equal to -90."],
    ["a numeric city", () => ({ city: 12 }), "city", "Not a valid string."],
  ])("PATCH refuses %s and changes nothing", async (_case, body, field, message) => {
    const { branch } = await createOwnedBranch();
    const before = await branchState(branch.id);
    const res = await api("PATCH", `/api/branches/${branch.id}/`, { token: await adminToken(), json: body() });
    expect(res.status).toBe(400);
    expect(res.data[field]).toEqual([message]);
    expect(await branchState(branch.id)).toEqual(before);
  });

  it("PUT requires the name; a sibling's name and invalid JSON are refused; nothing changes", async () => {
    const token = await adminToken();
    const { store, branch } = await createOwnedBranch();
    const sibling = await createBranch(store);
    const before = await branchState(branch.id);
    const noName = await api("PUT", `/api/branches/${branch.id}/`, { token, json: { city: "Alex" } });
    expect(noName.data).toEqual({ name: ["Branch name is required"] });
    const clash = await api("PATCH", `/api/branches/${branch.id}/`, { token, json: { name: sibling.name } });
    expect(clash.data).toEqual({ name: ["A branch with this name already exists in this store."] });
    const broken = await api("PATCH", `/api/branches/${branch.id}/`, { token, raw: "[", contentType: "application/json" });
    expect([noName.status, clash.status, broken.status]).toEqual([400, 400, 400]);
    expect(await branchState(branch.id)).toEqual(before);
  });

  it("moving to a store that has a branch of the same name is refused", async () => {
    const token = await adminToken();
    const { branch } = await createOwnedBranch();
    const other = await createStore();
    await createBranch(other, { name: branch.name });
    const before = await branchState(branch.id);
    const res = await api("PATCH", `/api/branches/${branch.id}/`, { token, json: { store: other.id } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ name: ["A branch with this name already exists in this store."] });
    expect(await branchState(branch.id)).toEqual(before);
  });

  it("answers 404 for an unknown branch", async () => {
    expect((await api("PATCH", "/api/branches/999999999/", { token: await adminToken(), json: { name: "x" } })).status).toBe(404);
  });
});

describe("DELETE /branches/{id}/", () => {
  it("deletes the branch and its manager row, and answers 404 the second time", async () => {
    const token = await adminToken();
    const { branch } = await createOwnedBranch();
    expect((await api("DELETE", `/api/branches/${branch.id}/`, { token })).status).toBe(204);
    expect(await branchState(branch.id)).toEqual({ branch: undefined, managers: [] });
    expect((await api("DELETE", `/api/branches/${branch.id}/`, { token })).status).toBe(404);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 204 },
    {
      state: ({ world }) => branchState(world.target.branch.id),
      call: ({ world, token }) => api("DELETE", `/api/branches/${world.target.branch.id}/`, { token }),
      allowed: async ({ world }) => expect(await branchState(world.target.branch.id)).toEqual({ branch: undefined, managers: [] }),
    },
  );
});
