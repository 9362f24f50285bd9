import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createStore, createUser, tokenFor, unique } from "../../test/factories";
import { storeRow, storesNamed, themeRow, themesNamed } from "./test-helpers";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));

describe("POST /stores/", () => {
  it("creates a store with its theme; the slug comes from the name", async () => {
    const owner = await createUser({ first_name: "Sara" });
    const name = unique("Fresh Market ");
    const res = await api("POST", "/api/stores/", {
      token: await adminToken(),
      json: {
        name: `  ${name}  `,
        name_ar: "سوق طازج",
        owner: owner.id,
        description: "Vegetables",
        phone_number: "01012345678",
        email: "SHOP@Example.com",
        theme: { primary_color: "#123456", secondary_color: "#abcdef" },
      },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name,
      name_ar: "سوق طازج",
      slug: name.toLowerCase().replace(/ /g, "-"),
      description: "Vegetables",
      phone_number: "01012345678",
      email: "shop@example.com",
      owner: { id: owner.id, first_name: "Sara", username: owner.username },
      branches: [],
      branches_count: 0,
      theme: { primary_color: "#123456", secondary_color: "#abcdef", logo: null, background_image_desktop: null },
    });
    const row = await storeRow(res.data.id);
    expect(row).toMatchObject({ name, owner_id: owner.id, theme_id: res.data.theme.id });
    expect(await themeRow(res.data.theme.id)).toMatchObject({ name, primary_color: "#123456" });
  });

  it("gives a store created without colours the default theme", async () => {
    const res = await api("POST", "/api/stores/", { token: await adminToken(), json: { name: unique("Plain ") } });
    expect(res.status).toBe(201);
    expect(res.data.theme).toMatchObject({ primary_color: "#4F46E5", secondary_color: "#FF9900" });
    expect(res.data.owner).toBeNull();
  });

  it("keeps slugs unique with -2, -3 and never all digits", async () => {
    const token = await adminToken();
    const tag = unique("dup");
    const slugs = [];
    for (const name of [`${tag} Market`, `${tag} Market!`, `${tag}-market`]) {
      slugs.push((await api("POST", "/api/stores/", { token, json: { name } })).data.slug);
    }
    expect(slugs).toEqual([`${tag}-market`, `${tag}-market-2`, `${tag}-market-3`]);
    const digits = String(Date.now());
    expect((await api("POST", "/api/stores/", { token, json: { name: digits } })).data.slug).toBe(`store-${digits}`);
    // An Arabic-only name (the unique suffix spelled in Arabic letters) has no Latin slug.
    const arabicName = `متجر ${unique("").replace(/[a-z0-9]/g, (ch) => String.fromCharCode(0x0628 + parseInt(ch, 36)))}`;
    const arabic = await api("POST", "/api/stores/", { token, json: { name: arabicName } });
    expect(arabic.status).toBe(201);
    expect(arabic.data.slug).toMatch(/^store(-\d+)?$/);
  });

  it("takes an explicit slug", async () => {
    const slug = unique("my-shop-");
    const res = await api("POST", "/api/stores/", { token: await adminToken(), json: { name: unique("Shop "), slug } });
    expect(res.status).toBe(201);
    expect(res.data.slug).toBe(slug);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 201 },
    {
      setup: () => unique("Matrix "),
      state: ({ fixture }) => storesNamed(fixture),
      call: ({ fixture, token }) => api("POST", "/api/stores/", { token, json: { name: fixture } }),
      allowed: async ({ fixture }) => expect(await storesNamed(fixture)).toHaveLength(1),
    },
  );

  it.each([
    ["no name", () => ({}), "name", "This field is required."],
    ["a blank name", () => ({ name: "   " }), "name", "This field may not be blank."],
    ["a numeric name", () => ({ name: 42 }), "name", "Not a valid string."],
    ["a null name", () => ({ name: null }), "name", "This field may not be null."],
    ["a long name", (n: string) => ({ name: n + "x".repeat(100) }), "name", "Ensure this field has no more than 100 characters."],
    ["a bad slug", (n: string) => ({ name: n, slug: "Bad Slug" }), "slug", "Enter a valid slug consisting of lowercase letters, numbers or hyphens."],
    ["an all-digit slug", (n: string) => ({ name: n, slug: "12345" }), "slug", "A slug cannot be only digits."],
    ["an unknown owner", (n: string) => ({ name: n, owner: 999999999 }), "owner", 'Invalid pk "999999999" - object does not exist.'],
    ["a text owner", (n: string) => ({ name: n, owner: "abc" }), "owner", "A valid integer is required."],
    ["a boolean owner", (n: string) => ({ name: n, owner: true }), "owner", "A valid integer is required."],
    ["a bad email", (n: string) => ({ name: n, email: "not-an-email" }), "email", "Enter a valid email address."],
    ["a short phone", (n: string) => ({ name: n, phone_number: "123" }), "phone_number", "Enter a phone number of 10 to 15 digits."],
    ["a bad colour", (n: string) => ({ name: n, theme: { primary_color: "red" } }), "theme", "Enter a colour as #RRGGBB."],
    ["a numeric colour", (n: string) => ({ name: n, theme: { secondary_color: 123456 } }), "theme", "Enter a colour as #RRGGBB."],
    ["a theme that is no object", (n: string) => ({ name: n, theme: "blue" }), "theme", "Expected an object with primary_color and secondary_color."],
  ])("refuses %s with a field error and creates nothing", async (_case, body, field, message) => {
    const name = unique("Bad ");
    const res = await api("POST", "/api/stores/", { token: await adminToken(), json: body(name) });
    expect(res.status).toBe(400);
    expect(res.data[field]).toEqual([message]);
    expect(await storesNamed(name)).toHaveLength(0);
    expect(await themesNamed(name)).toHaveLength(0);
  });

  it("refuses a duplicate name (any case) and a duplicate slug", async () => {
    const token = await adminToken();
    const existing = await createStore({ name: unique("Taken ") });
    const byName = await api("POST", "/api/stores/", { token, json: { name: existing.name.toUpperCase() } });
    expect(byName.status).toBe(400);
    expect(byName.data).toEqual({ name: ["store with this name already exists."] });
    expect(await storesNamed(existing.name.toUpperCase())).toHaveLength(0);
    const name = unique("Other ");
    const bySlug = await api("POST", "/api/stores/", { token, json: { name, slug: existing.slug } });
    expect(bySlug.status).toBe(400);
    expect(bySlug.data).toEqual({ slug: ["store with this slug already exists."] });
    expect(await storesNamed(name)).toHaveLength(0);
  });

  it("refuses a body that is not a JSON object", async () => {
    const token = await adminToken();
    const broken = await api("POST", "/api/stores/", { token, raw: '{"name": ', contentType: "application/json" });
    expect(broken.status).toBe(400);
    expect(broken.data).toEqual({ detail: "Request body must be valid JSON." });
    const list = await api("POST", "/api/stores/", { token, json: [{ name: "x" }] });
    expect(list.status).toBe(400);
    expect(list.data).toEqual({ detail: "Request body must be a JSON object." });
  });
});
