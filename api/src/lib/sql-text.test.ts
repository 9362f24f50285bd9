// User text in SQL: words longer than D1 allows in a LIKE pattern (50 bytes) and names whose
// slug would be long once answered 500; `%` and `_` are plain characters; a malformed media
// path is not there.
import { describe, expect, it } from "vitest";
import { api, createStore, createUser, tokenFor, unique } from "../../test/factories";

const LATIN_49 = "a".repeat(49);
const ARABIC_25 = "سوق".repeat(9);

describe("long words and names", async () => {
  const token = await tokenFor(await createUser({ role: "super_admin" }));

  it.each([LATIN_49, ARABIC_25, "x".repeat(300)])("GET /api/stores/?search= a word of %#: 200, no 500", async (word) => {
    const res = await api("GET", `/api/stores/?search=${encodeURIComponent(word)}`);
    expect(res.status).toBe(200);
    expect(res.data.count).toBe(0);
  });

  it("finds a store by a long word in its name", async () => {
    const word = `${unique("w")}${"q".repeat(60)}`;
    const store = await createStore({ name: `Shop ${word}`.slice(0, 100) });
    const res = await api("GET", `/api/stores/?search=${encodeURIComponent(word.slice(0, 60))}`);
    expect(res.data.results.map((s: { id: number }) => s.id)).toEqual([store.id]);
  });

  it("reads % and _ in a search as themselves", async () => {
    const store = await createStore({ name: `${unique("Pct ")} 100%_off` });
    expect((await api("GET", "/api/stores/?search=%25_off")).data.results.map((s: { id: number }) => s.id)).toEqual([store.id]);
    const all = (await api("GET", "/api/stores/?search=%25")).data.results.map((s: { id: number }) => s.id);
    expect(all).toEqual([store.id]);
  });

  it("creates stores and categories whose long names make long slugs, twice over", async () => {
    const name = `${unique("L")} ${"Long ".repeat(14)}`.slice(0, 90).trim();
    const first = await api("POST", "/api/stores/", { token, json: { name } });
    expect(first.status, JSON.stringify(first.data)).toBe(201);
    const second = await api("POST", "/api/stores/", { token, json: { name: `${name.slice(0, 80)} B` } });
    expect(second.status, JSON.stringify(second.data)).toBe(201);
    const category = await api("POST", "/api/products/categories/", { token, json: { name } });
    expect(category.status, JSON.stringify(category.data)).toBe(201);
    const again = await api("POST", "/api/products/categories/", { token, json: { name: `${name}!` } });
    expect([again.status, again.data.slug]).toEqual([201, `${category.data.slug}-2`]);
  });
});

describe("media paths", () => {
  it.each(["%E0%A4%A", "%", "%zz", "a%E0"])("GET /api/media/%s is a 404", async (path) => {
    expect((await api("GET", `/api/media/${path}`)).status).toBe(404);
  });
});
