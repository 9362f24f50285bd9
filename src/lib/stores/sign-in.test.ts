import { afterEach, describe, expect, it, vi } from "vitest";
import { $session } from "./session";
import { leaveForNext, login, nextPath } from "./sign-in";

afterEach(() => vi.unstubAllGlobals());

describe("signing in", () => {
  it("goes on to ?next= when it names a path on this site, else home", () => {
    for (const [search, expected] of [
      ["?next=%2Fen%2Fcart%2F", "/en/cart/"],
      ["?next=%2F%2Fevil.example%2F", "/ar/"],
      ["?next=https%3A%2F%2Fevil.example%2F", "/ar/"],
      ["", "/ar/"],
    ]) {
      vi.stubGlobal("location", { search });
      expect(nextPath("ar")).toBe(expected);
    }
    const replace = vi.fn();
    vi.stubGlobal("location", { search: "?next=%2Fen%2Fwallet%2F", replace });
    leaveForNext("en");
    expect(replace).toHaveBeenCalledWith("/en/wallet/");
  });

  it("signs the user in and merges the cart; a refusal keeps the server's messages", async () => {
    const asked: string[] = [];
    const user = { id: 3, username: "mona" };
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      if (url === "/api/auth/login/") return new Response(JSON.stringify({ user }));
      return new Response(JSON.stringify({ items: [] }));
    });
    expect(await login("mona", "pw")).toEqual({ ok: true, user });
    expect($session.get()).toEqual({ status: "signed-in", user });
    expect(asked).toEqual(["/api/auth/login/", "/api/cart/sync/"]);

    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ detail: "Wrong." }), { status: 401 }));
    expect(await login("mona", "no")).toEqual({ ok: false, status: 401, errors: { detail: "Wrong." } });
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("offline")));
    expect(await login("mona", "no")).toEqual({ ok: false, status: 0, errors: {} });
  });
});
