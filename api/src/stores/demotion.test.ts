// Stopping being a merchant: whoever loses their last link (no branch managed, no store owned)
// goes back to customer in the batch that took the link, whichever way it went; someone with
// a link left stays a branch owner; a super admin stays a super admin. Each role change is
// an audit row of its own, and only a change that happened has one.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { api, assignManager, createBranch, createManager, createOwnedBranch, createStore, createUser, db, tokenFor } from "../../test/factories";
import { managersOf, userRow } from "./test-helpers";

const admin = async () => {
  const user = await createUser({ role: "super_admin" });
  return { user, token: await tokenFor(user) };
};
const roleOf = async (id: number) => (await userRow(id))!.role;
const roleRecords = (userId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.object_type, "user"), eq(auditLog.object_id, userId)))
    .orderBy(auditLog.id)
    .all();

/** A merchant who manages one branch of a store someone else owns, and owns nothing. */
async function soleManager() {
  const { store, branch, owner } = await createOwnedBranch();
  const { manager } = await createManager(branch);
  const [row] = await managersOf(branch.id);
  return { store, branch, owner, manager, row };
}

describe("losing the last link makes a merchant a customer again", () => {
  it("by removing their manager row (Managers tab Remove), recorded with who did it; their token then reaches nothing", async () => {
    const { manager, row } = await soleManager();
    const { user, token } = await admin();
    expect((await api("DELETE", `/api/responsibles/${row.id}/`, { token })).status).toBe(204);
    expect(await roleOf(manager.id)).toBe("customer");
    expect(await roleRecords(manager.id)).toMatchObject([
      { action: "update", actor_id: user.id, store_id: null, before: { role: "branch_owner" }, after: { role: "customer" } },
    ]);
    expect((await api("GET", "/api/responsibles/", { token: await tokenFor(manager) })).status).toBe(403);
  });

  it("by their row moving to another user (Managers tab Edit), who becomes a merchant", async () => {
    const { manager, row } = await soleManager();
    const next = await createUser();
    const { token } = await admin();
    expect((await api("PATCH", `/api/responsibles/${row.id}/`, { token, json: { user: next.id } })).status).toBe(200);
    expect([await roleOf(manager.id), await roleOf(next.id)]).toEqual(["customer", "branch_owner"]);
    expect(await roleRecords(next.id)).toMatchObject([{ before: { role: "customer" }, after: { role: "branch_owner" } }]);
  });

  it("by another manager's row moving onto their branch (which replaces them)", async () => {
    const { manager, branch } = await soleManager();
    const other = await soleManager();
    const { token } = await admin();
    const res = await api("PATCH", `/api/responsibles/${other.row.id}/`, { token, json: { branch: branch.id } });
    expect(res.status).toBe(200);
    expect((await managersOf(branch.id)).map((r) => r.user_id)).toEqual([other.manager.id]);
    expect([await roleOf(manager.id), await roleOf(other.manager.id)]).toEqual(["customer", "branch_owner"]);
  });

  it("by their branch getting another manager, or none (Branches tab)", async () => {
    const { token } = await admin();
    const replaced = await soleManager();
    const next = await createUser();
    expect((await api("PATCH", `/api/branches/${replaced.branch.id}/`, { token, json: { manager: next.id } })).status).toBe(200);
    expect([await roleOf(replaced.manager.id), await roleOf(next.id)]).toEqual(["customer", "branch_owner"]);
    const removed = await soleManager();
    expect((await api("PATCH", `/api/branches/${removed.branch.id}/`, { token, json: { manager: null } })).status).toBe(200);
    expect(await roleOf(removed.manager.id)).toBe("customer");
  });

  it("by their branch being deleted", async () => {
    const { manager, branch } = await soleManager();
    const { token } = await admin();
    expect((await api("DELETE", `/api/branches/${branch.id}/`, { token })).status).toBe(204);
    expect(await roleOf(manager.id)).toBe("customer");
  });

  it("by their store getting another owner, or none (Stores tab)", async () => {
    const { token } = await admin();
    const first = await createUser({ role: "branch_owner" });
    const store = await createStore({ owner_id: first.id });
    const second = await createUser();
    expect((await api("PATCH", `/api/stores/${store.id}/`, { token, json: { owner: second.id } })).status).toBe(200);
    expect([await roleOf(first.id), await roleOf(second.id)]).toEqual(["customer", "branch_owner"]);
    expect((await api("PATCH", `/api/stores/${store.id}/`, { token, json: { owner: null } })).status).toBe(200);
    expect(await roleOf(second.id)).toBe("customer");
    expect((await roleRecords(second.id)).map((r) => r.after)).toEqual([{ role: "branch_owner" }, { role: "customer" }]);
  });

  it("by their store being deleted: its owner and its branches' managers", async () => {
    const { store, owner, manager } = await soleManager();
    const sibling = await createBranch(store);
    const siblingManager = await createUser({ role: "branch_owner" });
    await assignManager(siblingManager, sibling);
    const { token } = await admin();
    expect((await api("DELETE", `/api/stores/${store.id}/`, { token })).status).toBe(204);
    expect([await roleOf(owner.id), await roleOf(manager.id), await roleOf(siblingManager.id)]).toEqual(["customer", "customer", "customer"]);
  });
});

describe("no demotion while a link remains", () => {
  it("keeps a manager of another branch, and a store's owner, a merchant, with no role record", async () => {
    const { token } = await admin();
    const twice = await soleManager();
    const elsewhere = await createOwnedBranch();
    await assignManager(twice.manager, await createBranch(elsewhere.store));
    expect((await api("DELETE", `/api/responsibles/${twice.row.id}/`, { token })).status).toBe(204);
    expect(await roleOf(twice.manager.id)).toBe("branch_owner");
    expect(await roleRecords(twice.manager.id)).toEqual([]);

    // createOwnedBranch's owner also manages the branch: removing that leaves the store.
    const owned = await createOwnedBranch();
    expect((await api("PATCH", `/api/branches/${owned.branch.id}/`, { token, json: { manager: null } })).status).toBe(200);
    expect(await roleOf(owned.owner.id)).toBe("branch_owner");
    expect((await api("DELETE", `/api/branches/${owned.branch.id}/`, { token })).status).toBe(204);
    expect(await roleOf(owned.owner.id)).toBe("branch_owner");
    expect(await roleRecords(owned.owner.id)).toEqual([]);
  });

  it("keeps an owner who also manages a branch of another store a merchant when their store goes to someone else", async () => {
    const { token } = await admin();
    const { store, owner } = await createOwnedBranch();
    const other = await createOwnedBranch();
    await assignManager(owner, await createBranch(other.store));
    expect((await api("PATCH", `/api/stores/${store.id}/`, { token, json: { owner: (await createUser()).id } })).status).toBe(200);
    expect(await roleOf(owner.id)).toBe("branch_owner");
  });

  it("never changes a super admin's role", async () => {
    const { token } = await admin();
    const boss = await createUser({ role: "super_admin" });
    const { branch, store } = await createOwnedBranch();
    expect((await api("PATCH", `/api/branches/${branch.id}/`, { token, json: { manager: boss.id } })).status).toBe(200);
    expect((await api("PATCH", `/api/stores/${store.id}/`, { token, json: { owner: boss.id } })).status).toBe(200);
    expect(await roleOf(boss.id)).toBe("super_admin");
    expect((await api("PATCH", `/api/branches/${branch.id}/`, { token, json: { manager: null } })).status).toBe(200);
    expect((await api("PATCH", `/api/stores/${store.id}/`, { token, json: { owner: null } })).status).toBe(200);
    expect(await roleOf(boss.id)).toBe("super_admin");
    expect(await roleRecords(boss.id)).toEqual([]);
  });

  it("demotes nobody when a refused change leaves the links as they were", async () => {
    const { manager, row } = await soleManager();
    const { token } = await admin();
    const res = await api("PATCH", `/api/responsibles/${row.id}/`, { token, json: { user: 999999999 } });
    expect(res.status).toBe(400);
    expect(await roleOf(manager.id)).toBe("branch_owner");
    expect(await roleRecords(manager.id)).toEqual([]);
  });
});
