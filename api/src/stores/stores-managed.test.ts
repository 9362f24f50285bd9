// GET /stores/?managed=true: the stores the caller works in, each with their access to it
// (the Themes and Settings tabs offer these, read-only where the access is "manager").
import { describe, expect, it } from "vitest";
import { accessMatrix, type Actor } from "../../test/access-matrix";
import { api, assignManager, createBranch, createOwnedBranch, createStore, createUser, tokenFor } from "../../test/factories";

type Listed = { id: number; access?: string };
const listed = (res: { data: { results: Listed[] } }) => res.data.results.map((s) => ({ id: s.id, access: s.access }));

describe("GET /stores/?managed=true", () => {
  it("gives a merchant the stores they own and those they manage a branch of, with their access, oldest first", async () => {
    const mine = await createOwnedBranch();
    const theirs = await createOwnedBranch();
    const elsewhere = await createBranch(theirs.store);
    await assignManager(mine.owner, elsewhere);
    await createStore();
    const res = await api("GET", "/api/stores/?managed=true", { token: mine.token });
    expect(res.status).toBe(200);
    expect(res.data.count).toBe(2);
    expect(listed(res)).toEqual([
      { id: mine.store.id, access: "owner" },
      { id: theirs.store.id, access: "manager" },
    ]);
    // The usual store beside the access: owner, branches and theme as staff read them (with the
    // usernames the public answer leaves out).
    const staff = await api("GET", `/api/stores/${theirs.store.id}/`, { token: await tokenFor(await createUser({ role: "super_admin" })) });
    expect(res.data.results[1]).toEqual({ ...staff.data, access: "manager" });
    expect(res.data.results[1].owner.username).toBe(theirs.owner.username);
  });

  it("gives a super admin every store as its owner, and the list's filters still apply", async () => {
    const token = await tokenFor(await createUser({ role: "super_admin" }));
    const store = await createStore();
    const res = await api("GET", `/api/stores/?managed=true&slug=${store.slug}`, { token });
    expect(listed(res)).toEqual([{ id: store.id, access: "owner" }]);
  });

  it("gives a customer nothing, even one a store names (their links count only as a merchant)", async () => {
    const customer = await createUser();
    await createStore({ owner_id: customer.id });
    const res = await api("GET", "/api/stores/?managed=true", { token: await tokenFor(customer) });
    expect(res.data).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("leaves the list without managed (or with managed=false) as it was: every store, no access", async () => {
    const { store, token } = await createOwnedBranch();
    for (const query of ["", "&managed=false", "&managed=0", "&managed=yes"]) {
      const res = await api("GET", `/api/stores/?slug=${store.slug}${query}`, { token });
      expect(res.data.results).toHaveLength(1);
      expect(res.data.results[0]).not.toHaveProperty("access");
    }
  });

  it("asks a guest to sign in", async () => {
    expect((await api("GET", "/api/stores/?managed=1")).status).toBe(401);
  });

  const access: Record<Exclude<Actor, "guest">, string[]> = {
    customer: [],
    otherOwner: [],
    owner: ["owner"],
    manager: ["manager"],
    otherManager: ["manager"],
    superAdmin: ["owner"],
  };
  accessMatrix(
    { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      call: ({ world, token }) => api("GET", `/api/stores/?managed=true&slug=${world.target.store.slug}`, { token }),
      allowed: ({ actor }, res) => expect(res.data.results.map((s: Listed) => s.access)).toEqual(access[actor as Exclude<Actor, "guest">]),
    },
  );
});
