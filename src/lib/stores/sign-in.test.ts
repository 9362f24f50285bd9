import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type User, user as userSchema } from "#contract/auth";
import { cartChange } from "#contract/cart";
import { answer, detailAnswer } from "../api/answer.test-support";
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
    const user: User = { id: 3, username: "mona", first_name: "", last_name: "", phone_number: null, email: null, role: "customer" };
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      // The edge's answer to a login: the user, the tokens kept in its cookies (src/lib/edge/token-handler.ts).
      if (url === "/api/auth/login/") return answer(z.object({ user: userSchema }), { user });
      return answer(cartChange, { items: [], count: 0, total: "0.00", rejected: [], adjusted: [] });
    });
    expect(await login("mona", "pw")).toEqual({ ok: true, user });
    expect($session.get()).toEqual({ status: "signed-in", user });
    expect(asked).toEqual(["/api/auth/login/", "/api/cart/sync/"]);

    vi.stubGlobal("fetch", async () => detailAnswer(401, "Wrong."));
    expect(await login("mona", "no")).toEqual({ ok: false, status: 401, errors: { detail: "Wrong." } });
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("offline")));
    expect(await login("mona", "no")).toEqual({ ok: false, status: 0, errors: {} });
  });
});
