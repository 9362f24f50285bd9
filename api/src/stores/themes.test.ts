import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { branches } from "../../db/schema";
import { accessMatrix, api, createOwnedBranch, createTheme, createUser, db, images, tokenFor, unique } from "../../test/factories";
import { form, mediaKeys, storeWithTheme, themeRow, themesNamed } from "./test-helpers";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));

describe("GET /themes/", () => {
  it("lists themes to anyone, paged, with image urls", async () => {
    const theme = await createTheme({ logo: "themes/x/logo.png" });
    const res = await api("GET", "/api/themes/?page_size=100");
    expect(res.status).toBe(200);
    expect(res.data.count).toBeGreaterThanOrEqual(1);
    const last = await api("GET", `/api/themes/${theme.id}/`);
    expect(last.data).toEqual({
      id: theme.id,
      name: theme.name,
      primary_color: "#4F46E5",
      secondary_color: "#FF9900",
      logo: "/api/media/themes/x/logo.png",
      background_image_desktop: null,
    });
    expect((await api("GET", "/api/themes/999999999/")).status).toBe(404);
  });
});

describe("POST /themes/", () => {
  it("creates a theme from JSON or from a form with a logo", async () => {
    const token = await adminToken();
    const name = unique("Theme ");
    const json = await api("POST", "/api/themes/", { token, json: { name, primary_color: "#010203" } });
    expect(json.status).toBe(201);
    expect(json.data).toMatchObject({ name, primary_color: "#010203", secondary_color: "#FF9900", logo: null });
    const withLogo = await api("POST", "/api/themes/", { token, form: form({ name: unique("Logo "), logo: images.png() }) });
    expect(withLogo.status).toBe(201);
    expect(withLogo.data.logo).toMatch(/^\/api\/media\/themes\/.+\.png$/);
  });

  it.each([
    ["visitor", 401],
    ["customer", 403],
    ["otherOwner", 403],
    ["owner", 403],
    ["superAdmin", 201],
  ] as const)("access: %s gets %i", async (who, status) => {
    const { callers } = await accessMatrix();
    const name = unique("Matrix theme ");
    const res = await api("POST", "/api/themes/", { token: callers[who], json: { name } });
    expect(res.status).toBe(status);
    expect(await themesNamed(name)).toHaveLength(status === 201 ? 1 : 0);
  });

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

  it("lets the manager of a branch edit the branch's own theme", async () => {
    const { branch, token } = await createOwnedBranch();
    const theme = await createTheme();
    await db.update(branches).set({ theme_id: theme.id }).where(eq(branches.id, branch.id));
    const res = await api("PATCH", `/api/themes/${theme.id}/`, { token, json: { secondary_color: "#0000ff" } });
    expect(res.status).toBe(200);
    expect((await themeRow(theme.id))!.secondary_color).toBe("#0000ff");
  });

  it("refuses a branch owner a theme no store or branch of theirs uses", async () => {
    const { token } = await createOwnedBranch();
    const theme = await createTheme();
    const res = await api("PATCH", `/api/themes/${theme.id}/`, { token, json: { primary_color: "#000000" } });
    expect(res.status).toBe(403);
    expect(await themeRow(theme.id)).toEqual(theme);
  });

  it.each([
    ["visitor", 401],
    ["customer", 403],
    ["otherOwner", 403],
    ["owner", 200],
    ["superAdmin", 200],
  ] as const)("access: %s gets %i", async (who, status) => {
    const { target, callers } = await accessMatrix();
    const { theme } = await storeWithTheme(target.store);
    const res = await api("PATCH", `/api/themes/${theme.id}/`, { token: callers[who], form: form({ primary_color: "#787878", logo: images.png() }) });
    expect(res.status).toBe(status);
    if (status === 200) expect(await themeRow(theme.id)).toMatchObject({ primary_color: "#787878", logo: expect.stringMatching(/\.png$/) });
    else {
      expect(await themeRow(theme.id)).toEqual(theme);
      expect(await mediaKeys(`themes/${theme.id}/`)).toEqual([]);
    }
  });

  it.each([
    ["a bad colour", () => ({ json: { primary_color: "rgb(0,0,0)" } }), "primary_color", "Enter a colour as #RRGGBB."],
    ["a null colour", () => ({ json: { secondary_color: null } }), "secondary_color", "Enter a colour as #RRGGBB."],
    ["a fake PNG", () => ({ form: form({ logo: images.fakePng() }) }), "logo", "Please upload a JPEG or PNG image."],
    ["an oversized background", () => ({ form: form({ background_image_desktop: images.oversized() }) }), "background_image_desktop", "Image size must be less than 5MB."],
  ])("refuses %s and changes nothing", async (_case, body, field, message) => {
    const theme = await createTheme();
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
