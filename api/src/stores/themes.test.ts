import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branches } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createManager, createOwnedBranch, createStore, createTheme, createUser, db, images, tokenFor, unique } from "../../test/factories";
import { form, mediaKeys, storeWithTheme, themeRow, themesNamed } from "./test-helpers";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));

describe("GET /themes/", () => {
  it("shows a merchant the themes of the stores they work in, a super admin all, with image urls", async () => {
    const { store, token } = await createOwnedBranch();
    const mine = await createTheme({ logo: "themes/x/logo.png", store_id: store.id });
    const foreign = await storeWithTheme();
    const listed = await api("GET", "/api/themes/?page_size=100", { token });
    expect(listed.status).toBe(200);
    expect(listed.data.results.map((t: { id: number }) => t.id)).toEqual([mine.id]);
    expect((await api("GET", `/api/themes/${mine.id}/`, { token })).data).toEqual({
      id: mine.id,
      store: store.id,
      name: mine.name,
      primary_color: "#4F46E5",
      secondary_color: "#FF9900",
      logo: "/api/media/themes/x/logo.png",
      background_image_desktop: null,
    });
    expect((await api("GET", `/api/themes/${foreign.theme.id}/`, { token })).status).toBe(403);

    const admin = await adminToken();
    const all = await api("GET", `/api/themes/?store=${foreign.store.id}`, { token: admin });
    expect(all.data.results.map((t: { id: number }) => t.id)).toEqual([foreign.theme.id]);
    expect((await api("GET", "/api/themes/999999999/", { token: admin })).status).toBe(404);
  });

  it("shows a branch manager their store's themes, read-only", async () => {
    const { store, branch } = await createOwnedBranch();
    const { theme } = await storeWithTheme(store);
    const { token } = await createManager(branch);
    expect((await api("GET", "/api/themes/", { token })).data.results.map((t: { id: number }) => t.id)).toEqual([theme.id]);
    expect((await api("GET", `/api/themes/${theme.id}/`, { token })).status).toBe(200);
    const refused = await api("PATCH", `/api/themes/${theme.id}/`, { token, json: { primary_color: "#000000" } });
    expect(refused.status).toBe(403);
    expect(refused.data).toEqual({ detail: "Only the store's owner can change its themes." });
    expect(await themeRow(theme.id)).toEqual(theme);
  });

  it("is for merchants: 401 to a visitor, 403 to a customer", async () => {
    expect((await api("GET", "/api/themes/")).status).toBe(401);
    expect((await api("GET", "/api/themes/", { token: await tokenFor(await createUser()) })).status).toBe(403);
  });

  // Read-only for everyone who works in the store.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async ({ target }) => (await storeWithTheme(target.store)).theme,
      call: ({ fixture, token }) => api("GET", `/api/themes/${fixture.id}/`, { token }),
      allowed: ({ world, fixture }, res) => expect(res.data).toMatchObject({ id: fixture.id, store: world.target.store.id }),
    },
  );
});

describe("POST /themes/", () => {
  it("creates a theme of a store from JSON or from a form with a logo", async () => {
    const token = await adminToken();
    const store = await createStore();
    const name = unique("Theme ");
    const json = await api("POST", "/api/themes/", { token, json: { name, primary_color: "#010203", store: store.id } });
    expect(json.status).toBe(201);
    expect(json.data).toMatchObject({ name, store: store.id, primary_color: "#010203", secondary_color: "#FF9900", logo: null });
    const withLogo = await api("POST", "/api/themes/", { token, form: form({ name: unique("Logo "), store: String(store.id), logo: images.png() }) });
    expect(withLogo.status).toBe(201);
    expect(withLogo.data.logo).toMatch(new RegExp(`^/api/media/stores/${store.id}/theme/.+\\.png$`));
  });

  it("needs the store, and a known one", async () => {
    const token = await adminToken();
    const name = unique("Storeless ");
    expect((await api("POST", "/api/themes/", { token, json: { name } })).data).toEqual({ store: ["This field is required."] });
    expect((await api("POST", "/api/themes/", { token, json: { name, store: 999999999 } })).data).toEqual({
      store: ['Invalid pk "999999999" - object does not exist.'],
    });
    expect(await themesNamed(name)).toHaveLength(0);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 201, manager: 403, otherManager: 403, superAdmin: 201 },
    {
      setup: () => unique("Matrix theme "),
      state: ({ fixture }) => themesNamed(fixture),
      call: ({ world, fixture, token }) => api("POST", "/api/themes/", { token, json: { name: fixture, store: world.target.store.id } }),
      allowed: async ({ fixture }) => expect(await themesNamed(fixture)).toHaveLength(1),
    },
  );

  it.each([
    ["a bad colour", (n: string) => ({ json: { name: n, primary_color: "#GGGGGG" } }), "primary_color", "Enter a colour as #RRGGBB."],
    ["a numeric colour", (n: string) => ({ json: { name: n, secondary_color: 0 } }), "secondary_color", "Enter a colour as #RRGGBB."],
    ["a numeric name", () => ({ json: { name: 12 } }), "name", "Not a valid string."],
    ["a fake PNG logo", (n: string) => ({ form: form({ name: n, logo: images.fakePng() }) }), "logo", "Please upload a JPEG or PNG image."],
    ["an oversized logo", (n: string) => ({ form: form({ name: n, logo: images.oversized() }) }), "logo", "Image size must be less than 5MB."],
  ])("refuses %s and creates nothing", async (_case, body, field, message) => {
    const name = unique("Bad theme ");
    const res = await api("POST", "/api/themes/", { token: await adminToken(), ...body(name) });
    expect(res.status).toBe(400);
    expect(res.data[field]).toEqual([message]);
    expect(await themesNamed(name)).toHaveLength(0);
  });

  it("refuses invalid JSON", async () => {
    const res = await api("POST", "/api/themes/", { token: await adminToken(), raw: "{", contentType: "application/json" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ detail: "Request body must be valid JSON." });
  });
});

describe("PATCH /themes/{id}/", () => {
  it("lets the owner of a store edit its theme, with a logo", async () => {
    const { store, token } = await createOwnedBranch();
    const { theme } = await storeWithTheme(store);
    const res = await api("PATCH", `/api/themes/${theme.id}/`, { token, form: form({ primary_color: "#abcdef", logo: images.jpeg() }) });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: theme.id, primary_color: "#abcdef", secondary_color: "#222222" });
    expect(await mediaKeys(`themes/${theme.id}/`)).toEqual([res.data.logo.replace("/api/media/", "")]);
  });

  it("refuses a merchant another store's theme, even one a branch of theirs was given before the rule", async () => {
    const { branch, token } = await createOwnedBranch();
    const { theme } = await storeWithTheme();
    await db.update(branches).set({ theme_id: theme.id }).where(eq(branches.id, branch.id));
    const res = await api("PATCH", `/api/themes/${theme.id}/`, { token, json: { primary_color: "#000000" } });
    expect(res.status).toBe(403);
    expect(await themeRow(theme.id)).toEqual(theme);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 403, otherManager: 403, superAdmin: 200 },
    {
      setup: async ({ target }) => (await storeWithTheme(target.store)).theme,
      state: async ({ fixture }) => ({ theme: await themeRow(fixture.id), media: await mediaKeys(`themes/${fixture.id}/`) }),
      call: ({ fixture, token }) =>
        api("PATCH", `/api/themes/${fixture.id}/`, { token, form: form({ primary_color: "#787878", logo: images.png() }) }),
      allowed: async ({ fixture }) =>
        expect(await themeRow(fixture.id)).toMatchObject({ primary_color: "#787878", logo: expect.stringMatching(/\.png$/) }),
    },
  );

  it.each([
    ["a bad colour", () => ({ json: { primary_color: "rgb(0,0,0)" } }), "primary_color", "Enter a colour as #RRGGBB."],
    ["a null colour", () => ({ json: { secondary_color: null } }), "secondary_color", "Enter a colour as #RRGGBB."],
    ["a fake PNG", () => ({ form: form({ logo: images.fakePng() }) }), "logo", "Please upload a JPEG or PNG image."],
    [
      "an oversized background",
      () => ({ form: form({ background_image_desktop: images.oversized() }) }),
      "background_image_desktop",
      "Image size must be less than 5MB.",
    ],
  ])("refuses %s and changes nothing", async (_case, body, field, message) => {
    const { theme } = await storeWithTheme();
    const res = await api("PATCH", `/api/themes/${theme.id}/`, { token: await adminToken(), ...body() });
    expect(res.status).toBe(400);
    expect(res.data[field]).toEqual([message]);
    expect(await themeRow(theme.id)).toEqual(theme);
    expect(await mediaKeys(`themes/${theme.id}/`)).toEqual([]);
  });

  it("answers 404 for an unknown theme and 400 for a malformed id", async () => {
    const token = await adminToken();
    expect((await api("PATCH", "/api/themes/999999999/", { token, json: {} })).status).toBe(404);
    expect((await api("PATCH", "/api/themes/abc/", { token, json: {} })).status).toBe(400);
  });
});
