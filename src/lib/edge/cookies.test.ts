// The edge's cookies, read and written by Hono's cookie utilities.
import { describe, expect, it } from "vitest";
import { clearedCookies, readCookies, sessionCookies } from "./cookies";
import { handleApi, type Upstream } from "./token-handler";

describe("readCookies", () => {
  it("reads every cookie, decoded", () => {
    expect({ ...readCookies("aswaq_access=ey.a.b; lang=ar; cart=%5B%5D") }).toEqual({ aswaq_access: "ey.a.b", lang: "ar", cart: "[]" });
    expect({ ...readCookies(null) }).toEqual({});
  });

  it("keeps the first of two cookies with one name, as the standard does (the longer path comes first)", () => {
    expect(readCookies("aswaq_access=first; aswaq_access=second").aswaq_access).toBe("first");
  });

  it("sends the API the first of two access cookies", async () => {
    const seen: (string | null)[] = [];
    const upstream: Upstream = async (_path, init) => {
      seen.push(new Headers(init.headers).get("authorization"));
      return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
    };
    await handleApi(
      new Request("https://shop.example/api/cart/", { headers: { cookie: "aswaq_access=first; aswaq_refresh=r; aswaq_access=second" } }),
      upstream,
    );
    expect(seen).toEqual(["Bearer first"]);
  });
});

describe("Set-Cookie lines", () => {
  it("keeps the tokens httpOnly under /api and the hint readable on every page", () => {
    expect(sessionCookies({ access: "a.b", refresh: "r.s" }, "customer", true)).toEqual([
      "aswaq_access=a.b; Max-Age=840; Path=/api; HttpOnly; Secure; SameSite=Lax",
      "aswaq_refresh=r.s; Max-Age=604800; Path=/api; HttpOnly; Secure; SameSite=Lax",
      "aswaq_session=customer; Max-Age=604800; Path=/; Secure; SameSite=Lax",
    ]);
  });

  it("clears all three", () => {
    expect(clearedCookies(false)).toEqual([
      "aswaq_access=; Max-Age=0; Path=/api; HttpOnly; SameSite=Lax",
      "aswaq_refresh=; Max-Age=0; Path=/api; HttpOnly; SameSite=Lax",
      "aswaq_session=; Max-Age=0; Path=/; SameSite=Lax",
    ]);
  });
});
