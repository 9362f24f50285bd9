import { describe, expect, it } from "vitest";
import { api, assignManager, createBranch, createStore, createUser, tokenFor, unique } from "../../test/factories";
import { storeWithTheme } from "./test-helpers";

describe("GET /stores/", () => {
  it("returns a store with its owner, branches, managers, theme and branch count", async () => {
    const owner = await createUser({ first_name: "Mona", last_name: "Adel", email: `${unique("m")}@example.com`, phone_number: "01012345678" });
    const plain = await createStore({ owner_id: owner.id, description: "Fresh food", phone_number: "01000000000" });
    const { store, theme } = await storeWithTheme(plain);
    const managed = await createBranch(store, { name: unique("Maadi "), address: "Road 9" });
    const unmanaged = await createBranch(store);
    const manager = await createUser({ role: "branch_owner", email: `${unique("mgr")}@example.com`, phone_number: "01111111111" });
    await assignManager(manager, managed);

    const res = await api("GET", `/api/stores/?slug=${store.slug}`);
    expect(res.status).toBe(200);
    expect(res.data.count).toBe(1);
    expect(res.data.results[0]).toEqual({
      id: store.id,
      name: store.name,
      name_ar: "",
      slug: store.slug,
      description: "Fresh food",
      description_ar: "",
      phone_number: "01000000000",
      email: "",
      created_at: store.created_at,
      owner: { id: owner.id, first_name: "Mona", last_name: "Adel", phone_number: "01012345678", email: owner.email },
      branches: [
        {
          id: managed.id,
          name: managed.name,
          name_ar: "",
          city: "Cairo",
          address: "Road 9",
          phone_number: "",
          manager: { id: manager.id, phone_number: "01111111111", email: manager.email },
        },
        { id: unmanaged.id, name: unmanaged.name, name_ar: "", city: "Cairo", address: "", phone_number: "", manager: null },
      ],
      theme: { id: theme.id, primary_color: "#111111", secondary_color: "#222222", logo: null, background_image_desktop: null },
      branches_count: 2,
    });
  });

  describe("login names: never public, only for staff", () => {
    async function world() {
      const owner = await createUser({ role: "branch_owner" });
      const store = await createStore({ owner_id: owner.id });
      const branch = await createBranch(store);
      const manager = await createUser({ role: "branch_owner" });
      await assignManager(manager, branch);
      const customer = await createUser();
      const admin = await createUser({ role: "super_admin" });
      return { owner, store, manager, customer, admin };
    }
    const logins = (s: { owner: { username?: string } | null; branches: { manager: { username?: string } | null }[] }) => [
      s.owner?.username,
      ...s.branches.map((b) => b.manager?.username),
    ];

    it.each([
      ["a visitor", null],
      ["a customer", "customer"],
      ["the store's owner", "owner"],
      ["a branch manager", "manager"],
    ] as const)("%s reads the store by id, by slug and in the list without any username", async (_, who) => {
      const w = await world();
      const token = who ? await tokenFor(w[who]) : undefined;
      for (const path of [`/api/stores/${w.store.id}/`, `/api/stores/${w.store.slug}/`, `/api/stores/?slug=${w.store.slug}`]) {
        const res = await api("GET", path, { token });
        expect(res.status).toBe(200);
        const store = res.data.results?.[0] ?? res.data;
        expect(logins(store)).toEqual([undefined, undefined]);
        expect(JSON.stringify(res.data)).not.toContain(w.owner.username);
        expect(JSON.stringify(res.data)).not.toContain(w.manager.username);
      }
    });

    it("a super admin, and anyone reading the stores they work in, gets them", async () => {
      const w = await world();
      const admin = await tokenFor(w.admin);
      const byId = await api("GET", `/api/stores/${w.store.id}/`, { token: admin });
      expect(logins(byId.data)).toEqual([w.owner.username, w.manager.username]);
      const listed = await api("GET", `/api/stores/?slug=${w.store.slug}`, { token: admin });
      expect(logins(listed.data.results[0])).toEqual([w.owner.username, w.manager.username]);
      for (const who of ["owner", "manager"] as const) {
        const managed = await api("GET", "/api/stores/?managed=true", { token: await tokenFor(w[who]) });
        expect(managed.status).toBe(200);
        expect(logins(managed.data.results.find((s: { id: number }) => s.id === w.store.id))).toEqual([w.owner.username, w.manager.username]);
      }
    });
  });

  it("gives a store without owner, theme or branches nulls and an empty list", async () => {
    const store = await createStore();
    const res = await api("GET", `/api/stores/${store.id}/`);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: store.id, owner: null, theme: null, branches: [], branches_count: 0 });
  });

  it("pages by 12 with relative links that keep the filters", async () => {
    const tag = unique("pg");
    const made = [];
    for (let i = 0; i < 14; i++) made.push(await createStore({ name: `${tag} store ${i}` }));
    const first = await api("GET", `/api/stores/?search=${tag}`);
    expect(first.status).toBe(200);
    expect(first.data.count).toBe(14);
    expect(first.data.results.map((s: { id: number }) => s.id)).toEqual(made.slice(0, 12).map((s) => s.id));
    expect(first.data.previous).toBeNull();
    expect(first.data.next).toBe(`/api/stores/?search=${tag}&page=2`);
    const second = await api("GET", first.data.next);
    expect(second.data.results.map((s: { id: number }) => s.id)).toEqual(made.slice(12).map((s) => s.id));
    expect(second.data.next).toBeNull();
    expect(second.data.previous).toBe(`/api/stores/?search=${tag}`);
    expect((await api("GET", `/api/stores/?search=${tag}&page=3`)).status).toBe(404);
    expect((await api("GET", `/api/stores/?search=${tag}&page=zero`)).status).toBe(404);
  });

  it("filters by exact name (case-insensitive), by slug and by search over both languages", async () => {
    const tag = unique("flt");
    const target = await createStore({ name: `${tag} Fresh Market`, name_ar: `سوق ${tag}` });
    await createStore({ name: `${tag} Fresh Market Two` });
    const ids = async (query: string) => (await api("GET", `/api/stores/?${query}`)).data.results.map((s: { id: number }) => s.id);
    expect(await ids(`name=${encodeURIComponent(`${tag} fresh MARKET`)}`)).toEqual([target.id]);
    expect(await ids(`slug=${target.slug}`)).toEqual([target.id]);
    expect(await ids(`search=${encodeURIComponent(`سوق ${tag}`)}`)).toEqual([target.id]);
    expect((await ids(`search=${tag}`)).length).toBe(2);
    expect(await ids(`search=${tag}%25`)).toEqual([]); // a literal % is not a wildcard
  });
});

describe("GET /stores/{id or slug}/", () => {
  it("finds a store by id and by slug", async () => {
    const store = await createStore({ slug: unique("fresh-market-") });
    expect((await api("GET", `/api/stores/${store.id}/`)).data.id).toBe(store.id);
    const bySlug = await api("GET", `/api/stores/${store.slug}/`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.data.id).toBe(store.id);
  });

  it("tries a number that is no store id as a slug", async () => {
    const digits = String(900000000 + Math.floor(Math.random() * 99999999));
    const store = await createStore({ slug: digits });
    expect((await api("GET", `/api/stores/${digits}/`)).data.id).toBe(store.id);
  });

  it("answers 404 for an unknown id or slug", async () => {
    expect((await api("GET", "/api/stores/999999999/")).status).toBe(404);
    expect((await api("GET", `/api/stores/${unique("no-such-")}/`)).data).toEqual({ detail: "Not found." });
  });
});
