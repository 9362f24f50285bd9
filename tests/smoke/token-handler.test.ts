// The edge worker's token handler driven directly against the running API worker: the
// upstream is the real API over HTTP, wrapped only to count what the handler sends it.
import { describe, expect, inject, it } from "vitest";
import { handleApi, type Upstream } from "../../src/lib/edge/token-handler";

const api = inject("apiOrigin");
const SITE = "https://shop.example";
/** The password of the customers the test makes (never a demo account's). */
const PASSWORD = "Own-Smoke-Pass-7";

function counting() {
  const calls: string[] = [];
  const upstream: Upstream = (path, init) => {
    calls.push(`${init.method ?? "GET"} ${path}`);
    return fetch(new URL(path, api), init);
  };
  return { upstream, calls, refreshes: () => calls.filter((c) => c.includes("/auth/token/refresh/")).length };
}

const browser = (
  path: string,
  { method = "GET", cookie = "", body, origin = SITE }: { method?: string; cookie?: string; body?: unknown; origin?: string | null } = {},
) => {
  const headers = new Headers({ accept: "application/json" });
  if (cookie) headers.set("cookie", cookie);
  if (origin && method !== "GET") headers.set("origin", origin);
  if (body !== undefined) headers.set("content-type", "application/json");
  return new Request(new URL(path, SITE), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
};

/** The cookies a response sets, by name (an empty value means cleared). */
function setCookies(res: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    out.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
  }
  return out;
}

async function register() {
  const username = `edge${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const { upstream } = counting();
  const res = await handleApi(
    browser("/api/auth/register/", { method: "POST", body: { username, email: `${username}@example.com`, password: PASSWORD, password2: PASSWORD } }),
    upstream,
  );
  expect(res.status).toBe(201);
  const jar = setCookies(res);
  const device = [...jar].find(([name]) => name.startsWith("aswaq_device_"));
  return {
    username,
    access: jar.get("aswaq_access")!,
    refresh: jar.get("aswaq_refresh")!,
    device: device && `${device[0]}=${device[1]}`,
    body: await res.json(),
  };
}

describe("the token handler (src/lib/edge) against the running API", () => {
  it("turns a login into httpOnly cookies and answers with the user, never the tokens", async () => {
    const { username } = await register(); // a customer of this test's own, not the demo's
    const { upstream, calls } = counting();
    const res = await handleApi(browser("/api/auth/login/", { method: "POST", body: { identifier: username, password: PASSWORD } }), upstream);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ user: expect.objectContaining({ username, role: "customer" }) });
    expect(JSON.stringify(body)).not.toMatch(/access|refresh/);
    const lines = res.headers.getSetCookie();
    expect(lines.find((l) => l.startsWith("aswaq_access="))).toMatch(/HttpOnly/);
    expect(lines.find((l) => l.startsWith("aswaq_access="))).toMatch(/Path=\/api/);
    expect(lines.find((l) => l.startsWith("aswaq_access="))).toMatch(/Secure/);
    expect(lines.find((l) => l.startsWith("aswaq_refresh="))).toMatch(/HttpOnly/);
    expect(lines.find((l) => l.startsWith("aswaq_session="))).not.toMatch(/HttpOnly/);
    expect(setCookies(res).get("aswaq_session")).toBe("customer"); // the hint holds the role, never the name
    expect(calls).toEqual(["POST /api/auth/login/", "GET /api/auth/profile/"]);
  });

  it("the access probes' cases (issue 28): a locked account refuses fresh addresses, the owner's own browser still gets in", async () => {
    const me = await register(); // signed in through the edge: this browser holds the account's device cookie
    expect(me.device).toMatch(/^aswaq_device_\d+=\d+\.[\w-]{22}\.[\w-]{43}$/);
    const { upstream } = counting();
    const attempt = (password: string, ip: string, cookie = "") => {
      const req = browser("/api/auth/login/", { method: "POST", cookie, body: { identifier: me.username, password } });
      req.headers.set("cf-connecting-ip", ip); // a new address per guess, as a botnet's would be
      return handleApi(req, upstream);
    };
    for (let i = 0; i < 5; i++) expect((await attempt("Wrong-Guess-9", `198.51.100.${i + 1}`)).status).toBe(401);
    const stranger = await attempt(PASSWORD, "198.51.100.77");
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(stranger.headers.getSetCookie()).toEqual([]);
    const owner = await attempt(PASSWORD, "203.0.113.5", me.device);
    expect(owner.status).toBe(200);
    expect(setCookies(owner).get("aswaq_access")).toMatch(/^ey/);
  });

  it("passes a failed login through unchanged and sets nothing", async () => {
    const { upstream } = counting();
    const res = await handleApi(
      browser("/api/auth/login/", { method: "POST", body: { identifier: `nobody${Date.now()}`, password: "wrong-password" } }),
      upstream,
    );
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("adds the bearer header from the cookie and keeps the cookie header from the API", async () => {
    const me = await register();
    expect(me.body.user.username).toBe(me.username);
    const { upstream } = counting();
    const res = await handleApi(browser("/api/auth/profile/", { cookie: `aswaq_access=${me.access}; aswaq_refresh=${me.refresh}` }), upstream);
    expect(res.status).toBe(200);
    expect((await res.json()).username).toBe(me.username);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("refreshes once for many concurrent requests whose access cookie has expired", async () => {
    const me = await register();
    const { upstream, refreshes } = counting();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => handleApi(browser("/api/cart/", { cookie: `aswaq_refresh=${me.refresh}` }), upstream)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(refreshes()).toBe(1);
    for (const res of answers) expect(setCookies(res).get("aswaq_access")).toMatch(/^ey/);
    // The API rotates refresh tokens: every answer carries the new one.
    const rotated = new Set(answers.map((res) => setCookies(res).get("aswaq_refresh")));
    expect(rotated.size).toBe(1);
    expect([...rotated][0]).toMatch(/^ey/);
    expect(rotated.has(me.refresh)).toBe(false);
  });

  it("on a 401 refreshes, then sends the same body again", async () => {
    const me = await register();
    const listing = (await (await fetch(`${api}/api/branch-products/?page_size=50`)).json()).results.find(
      (l: { stock: number; is_available: boolean }) => l.stock > 2 && l.is_available,
    );
    const { upstream, calls } = counting();
    const res = await handleApi(
      browser("/api/cart/sync/", {
        method: "POST",
        cookie: `aswaq_access=not-a-valid-token; aswaq_refresh=${me.refresh}`,
        body: { items: [{ product_id: listing.product.id, branch_id: listing.branch.id, quantity: 2 }] },
      }),
      upstream,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).count).toBe(2);
    expect(calls).toEqual(["POST /api/cart/sync/", "POST /api/auth/token/refresh/", "POST /api/cart/sync/"]);
    expect(setCookies(res).get("aswaq_access")).toMatch(/^ey/);
  });

  it("ends the session when the refresh token is refused, and says so", async () => {
    const { upstream } = counting();
    const res = await handleApi(browser("/api/cart/", { cookie: "aswaq_access=stale; aswaq_refresh=not-a-token" }), upstream);
    expect(res.status).toBe(401);
    expect(res.headers.get("x-session-ended")).toBe("1");
    const jar = setCookies(res);
    expect([jar.get("aswaq_access"), jar.get("aswaq_refresh"), jar.get("aswaq_session")]).toEqual(["", "", ""]);
    expect(res.headers.getSetCookie().every((l) => l.includes("Max-Age=0"))).toBe(true);
  });

  it("refuses state-changing requests from another origin before reaching the API", async () => {
    const { username } = await register(); // a real customer's sign-in, refused all the same
    const { upstream, calls } = counting();
    const forged = await handleApi(
      browser("/api/auth/login/", { method: "POST", origin: "https://evil.example", body: { identifier: username, password: PASSWORD } }),
      upstream,
    );
    expect(forged.status).toBe(403);
    const crossSite = new Request(new URL("/api/cart/", SITE), { method: "DELETE", headers: { "sec-fetch-site": "cross-site" } });
    expect((await handleApi(crossSite, upstream)).status).toBe(403);
    // Neither Origin nor Sec-Fetch-Site: not from a page of this site (browsers send one).
    const bare = new Request(new URL("/api/auth/login/", SITE), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identifier: username, password: PASSWORD }),
    });
    const refused = await handleApi(bare, upstream);
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(calls).toEqual([]);
    const sameSite = new Request(new URL("/api/cart/", SITE), { method: "DELETE", headers: { "sec-fetch-site": "same-origin" } });
    expect((await handleApi(sameSite, upstream)).status).not.toBe(403);

    // Reading is never refused, whatever the origin.
    const read = await handleApi(new Request(new URL("/api/products/?page_size=1", SITE), { headers: { origin: "https://evil.example" } }), upstream);
    expect(read.status).toBe(200);
  });

  it("logout revokes the refresh token at the API and clears the cookies", async () => {
    const me = await register();
    const { upstream } = counting();
    const res = await handleApi(
      browser("/api/auth/logout/", { method: "POST", cookie: `aswaq_access=${me.access}; aswaq_refresh=${me.refresh}` }),
      upstream,
    );
    expect(res.status).toBe(205);
    expect(setCookies(res).get("aswaq_refresh")).toBe("");
    const reuse = await fetch(`${api}/api/auth/token/refresh/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh: me.refresh }),
    });
    expect(reuse.status).toBe(401);
  });

  it("change-password hands the new tokens to the cookies, not to the page", async () => {
    const me = await register();
    const { upstream } = counting();
    const res = await handleApi(
      browser("/api/auth/change-password/", {
        method: "PUT",
        cookie: `aswaq_access=${me.access}; aswaq_refresh=${me.refresh}`,
        body: { old_password: PASSWORD, new_password: "Changed-Pass-2" },
      }),
      upstream,
    );
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(Object.keys(body)).toEqual(["detail"]);
    const jar = setCookies(res);
    expect(jar.get("aswaq_refresh")).toMatch(/^ey/);
    expect(jar.get("aswaq_refresh")).not.toBe(me.refresh);
  });

  // The API routes on the decoded path: %6Cogin is login there, so it must be login here too.
  it("treats percent-encoded auth paths as the routes they decode to: tokens still never reach the page", async () => {
    const { upstream } = counting();
    const username = `enc${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const tokenish = /"(access|refresh)"\s*:/;
    const made = await handleApi(
      browser("/api/auth/%72egister/", {
        method: "POST",
        body: { username, email: `${username}@example.com`, password: PASSWORD, password2: PASSWORD },
      }),
      upstream,
    );
    const madeBody = await made.text();
    expect(made.status, madeBody).toBe(201);
    expect(madeBody).not.toMatch(tokenish);
    expect(setCookies(made).get("aswaq_refresh")).toMatch(/^ey/);

    const login = await handleApi(browser("/api/auth/%6C%6Fgin/", { method: "POST", body: { identifier: username, password: PASSWORD } }), upstream);
    const loginBody = await login.text();
    expect(login.status, loginBody).toBe(200);
    expect(loginBody).not.toMatch(tokenish);
    const jar = setCookies(login);

    const changed = await handleApi(
      browser("/api/auth/%63hange-password/", {
        method: "PUT",
        cookie: `aswaq_access=${jar.get("aswaq_access")}; aswaq_refresh=${jar.get("aswaq_refresh")}`,
        body: { old_password: PASSWORD, new_password: "Changed-Pass-2" },
      }),
      upstream,
    );
    const changedBody = await changed.text();
    expect(changed.status, changedBody).toBe(200);
    expect(changedBody).not.toMatch(tokenish);
  });

  it("refuses a path it cannot decode, before reaching the API", async () => {
    const { upstream, calls } = counting();
    const res = await handleApi(browser("/api/auth/%E0%A4%A/", { method: "POST", body: {} }), upstream);
    expect(res.status).toBe(400);
    expect(calls).toEqual([]);
  });
});
