import { request } from "node:http";
import { describe, expect, inject, it } from "vitest";

const api = inject("apiOrigin");
const web = inject("webOrigin");

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.json() };
}

describe("the running product (seeded demo, both workers)", () => {
  it("serves the seeded catalogue from the API, paged and searchable", async () => {
    const all = await json(`${api}/api/products/`);
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThanOrEqual(60);
    expect(all.body.results).toHaveLength(12);
    expect(all.body.next).toMatch(/^\/api\/products\/\?cursor=[\w-]+$/);
    const first = all.body.results[0];
    const search = await json(`${api}/api/products/?search=${encodeURIComponent(first.name.split(" ")[0])}`);
    expect(search.body.results.map((p: { id: number }) => p.id)).toContain(first.id);
  });

  it("finds Arabic names whatever the alef or taa marbuta form", async () => {
    const withHamza = await json(`${api}/api/products/?search=${encodeURIComponent("أ")}`);
    expect(withHamza.status).toBe(200);
    const plain = await json(`${api}/api/products/?search=${encodeURIComponent("ا")}`);
    expect(plain.body.count).toBeGreaterThanOrEqual(withHamza.body.count);
    expect(withHamza.body.count).toBe(plain.body.count);
  });

  it("has the demo stores, with themes and branches", async () => {
    const stores = await json(`${api}/api/stores/`);
    expect(stores.body.count).toBeGreaterThanOrEqual(4);
    const branchCounts = stores.body.results.map((s: { branches: unknown[] }) => s.branches.length);
    expect(branchCounts).toContain(1);
    expect(branchCounts).toContain(3);
    for (const store of stores.body.results) expect(store.theme?.logo).toMatch(/^\/api\/media\//);
  });

  it("signs a customer in and refuses an unauthorised write", async () => {
    // A customer of the test's own (the demo customer is left to people trying the demo).
    const username = `smoke${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const password = "Own-Smoke-Pass-7";
    const registered = await json(`${api}/api/auth/register/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, email: `${username}@example.com`, password, password2: password }),
    });
    expect(registered.status).toBe(201);
    const login = await json(`${api}/api/auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identifier: username, password }),
    });
    expect(login.status).toBe(200);
    const store = (await json(`${api}/api/stores/`)).body.results[0];
    const write = await json(`${api}/api/branches/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${login.body.access}` },
      body: JSON.stringify({ name: "Not allowed", store: store.id }),
    });
    expect(write.status).toBe(403);
    const anonymous = await json(`${api}/api/branches/`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(anonymous.status).toBe(401);
  });

  it("serves a seeded image with long cache headers", async () => {
    const product = (await json(`${api}/api/products/`)).body.results[0];
    const res = await fetch(`${api}${product.images[0].image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/(png|jpeg)$/);
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
  });
});

describe("the site", () => {
  it("serves a page per locale with the right lang and dir", async () => {
    for (const [locale, dir] of [
      ["en", "ltr"],
      ["ar", "rtl"],
    ]) {
      const res = await fetch(`${web}/${locale}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`<html lang="${locale}" dir="${dir}">`);
    }
  });

  it("sends / to the visitor's language: stored choice first, then the browser's", async () => {
    const arabic = await fetch(`${web}/`, { redirect: "manual", headers: { "accept-language": "ar-EG,ar;q=0.9,en;q=0.5" } });
    expect(arabic.status).toBe(302);
    expect(arabic.headers.get("location")).toBe("/ar/");
    const stored = await fetch(`${web}/`, { redirect: "manual", headers: { "accept-language": "ar", cookie: "lang=en" } });
    expect(stored.headers.get("location")).toBe("/en/");
  });

  it("answers an unknown path with the 404 page and status 404", async () => {
    const res = await fetch(`${web}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
  });

  it("reaches the API through /api on its own origin", async () => {
    const direct = await json(`${api}/api/products/?page=2`);
    const proxied = await json(`${web}/api/products/?page=2`);
    expect(proxied.status).toBe(200);
    expect(proxied.body).toEqual(direct.body);
    // As a page of the site sends it: with its Origin (a write without one is refused).
    const login = await json(`${web}/api/auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: new URL(web).origin },
      body: JSON.stringify({ identifier: `nobody${Date.now()}`, password: "wrong-password" }),
    });
    expect(login.status).toBe(401);
  });

  it("answers a client that accepts no compression with plain bytes through the proxy", async () => {
    const raw = await new Promise<{ encoding?: string; body: string }>((resolve, reject) => {
      // Like curl: no Accept-Encoding at all (Node's http client sends none).
      request(`${web}/api/health`, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body }));
      })
        .on("error", reject)
        .end();
    });
    expect(raw.encoding).toBeUndefined();
    expect(JSON.parse(raw.body)).toEqual({ status: "ok" });
  });
});
