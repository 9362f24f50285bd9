import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createOwnedBranch, createStore, createTheme, createUser, tokenFor, unique } from "../../test/factories";
import { branchRow, managersOf, storeRow, storeState, storeWithTheme, themeRow } from "./test-helpers";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));

describe("PATCH /stores/{id}/", () => {
  it("lets a super admin change name, owner, slug and theme colours", async () => {
    const { store, theme } = await storeWithTheme();
    const owner = await createUser();
    const name = unique("Renamed ");
    const slug = unique("renamed-");
    const res = await api("PATCH", `/api/stores/${store.id}/`, {
      token: await adminToken(),
      json: { name, owner: owner.id, slug, theme: { id: theme.id, primary_color: "#000000", secondary_color: "#ffffff" } },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name,
      slug,
      owner: { id: owner.id },
      theme: { id: theme.id, primary_color: "#000000", secondary_color: "#ffffff" },
    });
    expect(await storeRow(store.id)).toMatchObject({ name, slug, owner_id: owner.id, theme_id: theme.id });
  });

  it("lets a branch owner edit their store's texts and colours (the settings tab's payload)", async () => {
    const { store, token } = await createOwnedBranch();
    const { theme } = await storeWithTheme(store);
    const name = unique("Mine ");
    const res = await api("PATCH", `/api/stores/${store.id}/`, {
      token,
      json: {
        name,
        description: "Open late",
        phone_number: "01234567890",
        email: "hello@shop.eg",
        theme: { id: theme.id, primary_color: "#0a0b0c", secondary_color: "#FF9900", logo: "/api/media/ignored.png" },
      },
    });
    expect(res.status).toBe(200);
    expect(await storeRow(store.id)).toMatchObject({ name, description: "Open late", phone_number: "01234567890", email: "hello@shop.eg" });
    expect(await themeRow(theme.id)).toMatchObject({ primary_color: "#0a0b0c", secondary_color: "#FF9900", logo: null });
  });

  it("creates the theme of a store that has none", async () => {
    const store = await createStore();
    const res = await api("PATCH", `/api/stores/${store.id}/`, { token: await adminToken(), json: { theme: { primary_color: "#101010" } } });
    expect(res.status).toBe(200);
    const after = await storeRow(store.id);
    expect(after!.theme_id).toBe(res.data.theme.id);
    expect(await themeRow(after!.theme_id!)).toMatchObject({ name: store.name, primary_color: "#101010", secondary_color: "#FF9900" });
  });

  it("lets a super admin switch a store to another of its own themes, never to another store's", async () => {
    const { store } = await storeWithTheme();
    const other = await createTheme({ primary_color: "#333333", store_id: store.id });
    const res = await api("PATCH", `/api/stores/${store.id}/`, { token: await adminToken(), json: { theme: { id: other.id } } });
    expect(res.status).toBe(200);
    expect(res.data.theme).toMatchObject({ id: other.id, primary_color: "#333333" });

    const foreign = await storeWithTheme();
    const before = await storeState(store.id);
    const refused = await api("PATCH", `/api/stores/${store.id}/`, { token: await adminToken(), json: { theme: { id: foreign.theme.id } } });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ theme: ["A store can only use one of its own themes."] });
    expect(await storeState(store.id)).toEqual(before);
  });

  it("accepts the slug in place of the id", async () => {
    const store = await createStore();
    const res = await api("PATCH", `/api/stores/${store.slug}/`, { token: await adminToken(), json: { description: "by slug" } });
    expect(res.status).toBe(200);
    expect((await storeRow(store.id))!.description).toBe("by slug");
  });

  it.each([
    ["owner", (ids: { user: number }) => ({ owner: ids.user })],
    ["slug", () => ({ slug: unique("stolen-") })],
    ["owner set to null", () => ({ owner: null })],
  ])("refuses a branch owner who sends %s (403) and changes nothing", async (_case, body) => {
    const { store, token } = await createOwnedBranch();
    const someone = await createUser();
    const before = await storeState(store.id);
    const res = await api("PATCH", `/api/stores/${store.id}/`, { token, json: { name: unique("Sneaky "), ...body({ user: someone.id }) } });
    expect(res.status).toBe(403);
    expect(await storeState(store.id)).toEqual(before);
  });

  it("refuses a branch owner who points their store at another theme", async () => {
    const { store, token } = await createOwnedBranch();
    await storeWithTheme(store);
    const other = await createTheme();
    const before = await storeState(store.id);
    const res = await api("PATCH", `/api/stores/${store.id}/`, { token, json: { theme: { id: other.id, primary_color: "#000000" } } });
    expect(res.status).toBe(403);
    expect(await storeState(store.id)).toEqual(before);
    expect(await themeRow(other.id)).toEqual(other);
  });

  it("answers 404 for an unknown store", async () => {
    expect((await api("PATCH", "/api/stores/999999999/", { token: await adminToken(), json: { name: "x" } })).status).toBe(404);
  });

  describe.each(["PATCH", "PUT"])("%s access", (method) => {
    accessMatrix(
      { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 403, otherManager: 403, superAdmin: 200 },
      {
        setup: async ({ target }) => ({ theme: (await storeWithTheme(target.store)).theme, name: unique("Access ") }),
        state: ({ world }) => storeState(world.target.store.id),
        call: ({ world, fixture, token }) =>
          api(method, `/api/stores/${world.target.store.id}/`, {
            token,
            json: { name: fixture.name, theme: { id: fixture.theme.id, primary_color: "#abcabc" } },
          }),
        allowed: async ({ world, fixture }) =>
          expect(await storeState(world.target.store.id)).toMatchObject({ store: { name: fixture.name }, theme: { primary_color: "#abcabc" } }),
      },
    );
  });

  it.each([
    ["a blank name", () => ({ name: "" }), "name", "This field may not be blank."],
    ["a numeric name", () => ({ name: 7 }), "name", "Not a valid string."],
    ["a bad slug", () => ({ slug: "UPPER case" }), "slug", "Enter a valid slug consisting of lowercase letters, numbers or hyphens."],
    ["an unknown owner", () => ({ owner: 999999999 }), "owner", 'Invalid pk "999999999" - object does not exist.'],
    ["an owner given as a list", () => ({ owner: [1] }), "owner", "A valid integer is required."],
    ["a bad primary colour", () => ({ theme: { primary_color: "#12345" } }), "theme", "Enter a colour as #RRGGBB."],
    ["a bad secondary colour", () => ({ theme: { secondary_color: "orange" } }), "theme", "Enter a colour as #RRGGBB."],
    ["an unknown theme id", () => ({ theme: { id: 999999999 } }), "theme", 'Invalid pk "999999999" - object does not exist.'],
    ["a text theme id", () => ({ theme: { id: "blue" } }), "theme", "A valid integer is required."],
    ["a bad email", () => ({ email: "a@b" }), "email", "Enter a valid email address."],
    ["a numeric description", () => ({ description: 5 }), "description", "Not a valid string."],
  ])("refuses %s with a field error and changes nothing", async (_case, body, field, message) => {
    const { store } = await storeWithTheme();
    const before = await storeState(store.id);
    const res = await api("PATCH", `/api/stores/${store.id}/`, { token: await adminToken(), json: body() });
    expect(res.status).toBe(400);
    expect(res.data[field]).toEqual([message]);
    expect(await storeState(store.id)).toEqual(before);
  });

  it("refuses a name or slug another store has, and invalid JSON, changing nothing", async () => {
    const token = await adminToken();
    const other = await createStore();
    const { store } = await storeWithTheme();
    const before = await storeState(store.id);
    const byName = await api("PATCH", `/api/stores/${store.id}/`, { token, json: { name: other.name.toLowerCase() } });
    expect(byName.data).toEqual({ name: ["store with this name already exists."] });
    const bySlug = await api("PATCH", `/api/stores/${store.id}/`, { token, json: { slug: other.slug } });
    expect(bySlug.data).toEqual({ slug: ["store with this slug already exists."] });
    const broken = await api("PATCH", `/api/stores/${store.id}/`, { token, raw: "name=x", contentType: "application/json" });
    expect([byName.status, bySlug.status, broken.status]).toEqual([400, 400, 400]);
    expect(await storeState(store.id)).toEqual(before);
    // Its own name and slug are not a clash.
    expect((await api("PATCH", `/api/stores/${store.id}/`, { token, json: { name: store.name, slug: store.slug } })).status).toBe(200);
  });

  it("PUT requires the name", async () => {
    const { store } = await storeWithTheme();
    const before = await storeState(store.id);
    const res = await api("PUT", `/api/stores/${store.id}/`, { token: await adminToken(), json: { description: "no name" } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ name: ["This field is required."] });
    expect(await storeState(store.id)).toEqual(before);
  });
});

describe("DELETE /stores/{id}/", () => {
  it("deletes the store, its branches, their managers and its theme", async () => {
    const { store, branch } = await createOwnedBranch();
    const { theme } = await storeWithTheme(store);
    const res = await api("DELETE", `/api/stores/${store.id}/`, { token: await adminToken() });
    expect(res.status).toBe(204);
    expect(await storeRow(store.id)).toBeUndefined();
    expect(await branchRow(branch.id)).toBeUndefined();
    expect(await managersOf(branch.id)).toEqual([]);
    expect(await themeRow(theme.id)).toBeUndefined();
  });

  it("takes every theme of the store along, and no other store's", async () => {
    const { store, theme } = await storeWithTheme();
    const spare = await createTheme({ store_id: store.id });
    const other = await storeWithTheme();
    expect((await api("DELETE", `/api/stores/${store.id}/`, { token: await adminToken() })).status).toBe(204);
    expect(await themeRow(theme.id)).toBeUndefined();
    expect(await themeRow(spare.id)).toBeUndefined();
    expect(await themeRow(other.theme.id)).toEqual(other.theme);
  });

  it("answers 404 for an unknown store", async () => {
    expect((await api("DELETE", "/api/stores/999999999/", { token: await adminToken() })).status).toBe(404);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 204 },
    {
      state: async ({ world }) => ({
        store: await storeRow(world.target.store.id),
        branches: [await branchRow(world.target.branch.id), await branchRow(world.target.sibling.id)],
      }),
      call: ({ world, token }) => api("DELETE", `/api/stores/${world.target.store.id}/`, { token }),
      allowed: async ({ world }) => {
        expect(await storeRow(world.target.store.id)).toBeUndefined();
        expect(await branchRow(world.target.branch.id)).toBeUndefined();
      },
    },
  );
});
