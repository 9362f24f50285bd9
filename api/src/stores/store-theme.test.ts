import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createManager, createOwnedBranch, createStore, createUser, images, tokenFor, unique } from "../../test/factories";
import { form, mediaKeys, storeRow, storeState, storeWithTheme, themeRow } from "./test-helpers";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));
const prefix = (storeId: number) => `stores/${storeId}/theme/`;

describe("POST /stores/{id}/theme/", () => {
  it("stores colours, a PNG logo and a JPEG background, served back from /api/media", async () => {
    const { store, theme } = await storeWithTheme();
    const res = await api("POST", `/api/stores/${store.id}/theme/`, {
      token: await adminToken(),
      form: form({ primary_color: "#0f0f0f", secondary_color: "#f0f0f0", logo: images.png(), background_image_desktop: images.jpeg() }),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: theme.id, primary_color: "#0f0f0f", secondary_color: "#f0f0f0" });
    expect(res.data.logo).toMatch(new RegExp(`^/api/media/${prefix(store.id)}[0-9a-f-]+\\.png$`));
    expect(res.data.background_image_desktop).toMatch(/\.jpg$/);
    const logo = await api("GET", res.data.logo);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(Array.from(logo.data as Uint8Array)).toEqual(Array.from(new Uint8Array(await images.png().arrayBuffer())));
    // The storefront reads it from the store.
    expect((await api("GET", `/api/stores/${store.slug}/`)).data.theme.logo).toBe(res.data.logo);
  });

  it("replaces a logo and removes the old file; other fields stay", async () => {
    const { store, token } = await ownedStoreWithTheme();
    const first = await api("POST", `/api/stores/${store.id}/theme/`, { token, form: form({ logo: images.png() }) });
    const second = await api("POST", `/api/stores/${store.id}/theme/`, { token, form: form({ logo: images.jpeg() }) });
    expect(second.status).toBe(200);
    expect(second.data.logo).not.toBe(first.data.logo);
    expect(second.data.primary_color).toBe("#111111");
    expect(await mediaKeys(prefix(store.id))).toEqual([second.data.logo.replace("/api/media/", "")]);
  });

  it("creates the theme of a store that has none", async () => {
    const store = await createStore();
    const res = await api("POST", `/api/stores/${store.id}/theme/`, { token: await adminToken(), form: form({ secondary_color: "#00ff00" }) });
    expect(res.status).toBe(200);
    expect((await storeRow(store.id))!.theme_id).toBe(res.data.id);
    expect(res.data).toMatchObject({ name: store.name, primary_color: "#4F46E5", secondary_color: "#00ff00", logo: null });
  });

  it("treats an empty file input as no change", async () => {
    const { store, theme } = await storeWithTheme();
    const res = await api("POST", `/api/stores/${store.id}/theme/`, {
      token: await adminToken(),
      form: form({ primary_color: "#222222", logo: new File([], "") }),
    });
    expect(res.status).toBe(200);
    expect(await themeRow(theme.id)).toMatchObject({ primary_color: "#222222", logo: null });
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 403, otherManager: 403, superAdmin: 200 },
    {
      setup: ({ target }) => storeWithTheme(target.store),
      state: async ({ world }) => ({ store: await storeState(world.target.store.id), media: await mediaKeys(prefix(world.target.store.id)) }),
      call: ({ world, token }) =>
        api("POST", `/api/stores/${world.target.store.id}/theme/`, { token, form: form({ primary_color: "#999999", logo: images.png() }) }),
      allowed: async ({ world }) =>
        expect(await storeState(world.target.store.id)).toMatchObject({ theme: { primary_color: "#999999", logo: expect.stringMatching(/\.png$/) } }),
    },
  );

  it("refuses a manager of the store's branch who is not its owner, with the reason, though they own another store", async () => {
    const { store, branch } = await createOwnedBranch();
    await storeWithTheme(store);
    const { manager, token } = await createManager(branch);
    // Rights add up across stores, never into this one: owning a store elsewhere changes nothing here.
    await createStore({ owner_id: manager.id });
    const before = await storeState(store.id);
    const theme = await api("POST", `/api/stores/${store.id}/theme/`, { token, form: form({ primary_color: "#999999", logo: images.png() }) });
    expect(theme.status).toBe(403);
    expect(theme.data).toEqual({ detail: "Only the store's owner can change its themes." });
    const settings = await api("PATCH", `/api/stores/${store.id}/`, { token, json: { name: unique("Taken "), theme: { primary_color: "#999999" } } });
    expect(settings.status).toBe(403);
    expect(settings.data).toEqual({ detail: "Only the store's owner can change its settings." });
    expect(await storeState(store.id)).toEqual(before);
    expect(await mediaKeys(prefix(store.id))).toEqual([]);
    // What they may do is read it, as the dashboard's read-only tabs do.
    expect((await api("GET", `/api/stores/${store.id}/`, { token })).data.theme.primary_color).toBe("#111111");
  });

  it.each([
    ["a text file named .png", () => ({ logo: images.fakePng() }), "logo", "Please upload a JPEG or PNG image."],
    ["a GIF", () => ({ background_image_desktop: images.gif() }), "background_image_desktop", "Please upload a JPEG or PNG image."],
    ["a file over 5 MB", () => ({ logo: images.oversized() }), "logo", "Image size must be less than 5MB."],
    ["text where a file goes", () => ({ logo: "logo.png" }), "logo", "No file was submitted."],
    ["a bad colour", () => ({ primary_color: "blue", logo: images.png() }), "primary_color", "Enter a colour as #RRGGBB."],
    ["a short colour", () => ({ secondary_color: "#fff" }), "secondary_color", "Enter a colour as #RRGGBB."],
  ])("refuses %s with a field error, storing nothing", async (_case, fields, field, message) => {
    const { store } = await storeWithTheme();
    const before = await storeState(store.id);
    const res = await api("POST", `/api/stores/${store.id}/theme/`, { token: await adminToken(), form: form(fields()) });
    expect(res.status).toBe(400);
    expect(res.data[field]).toEqual([message]);
    expect(await storeState(store.id)).toEqual(before);
    expect(await mediaKeys(prefix(store.id))).toEqual([]);
  });

  it("refuses two logos, and reports every bad field at once", async () => {
    const { store } = await storeWithTheme();
    const before = await storeState(store.id);
    const data = form({ logo: images.png(), primary_color: "nope", background_image_desktop: images.fakePng() });
    data.append("logo", images.png());
    const res = await api("POST", `/api/stores/${store.id}/theme/`, { token: await adminToken(), form: data });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      logo: ["Upload a single file."],
      primary_color: ["Enter a colour as #RRGGBB."],
      background_image_desktop: ["Please upload a JPEG or PNG image."],
    });
    expect(await storeState(store.id)).toEqual(before);
    expect(await mediaKeys(prefix(store.id))).toEqual([]);
  });

  it("takes colours as JSON too, and refuses other bodies", async () => {
    const { store, theme } = await storeWithTheme();
    const token = await adminToken();
    const json = await api("POST", `/api/stores/${store.id}/theme/`, { token, json: { primary_color: "#343434" } });
    expect(json.status).toBe(200);
    expect((await themeRow(theme.id))!.primary_color).toBe("#343434");
    const text = await api("POST", `/api/stores/${store.id}/theme/`, { token, raw: "primary_color=#000000", contentType: "text/plain" });
    expect(text.status).toBe(400);
    expect((await themeRow(theme.id))!.primary_color).toBe("#343434");
  });

  it("answers 404 for an unknown store", async () => {
    const res = await api("POST", "/api/stores/999999999/theme/", { token: await adminToken(), form: form({ primary_color: "#000000" }) });
    expect(res.status).toBe(404);
  });
});

async function ownedStoreWithTheme() {
  const { store, token } = await createOwnedBranch();
  await storeWithTheme(store);
  return { store, token };
}
