import { afterEach, describe, expect, it, vi } from "vitest";
import { requireSignIn } from "./require-sign-in";
import { $session } from "./session";

afterEach(() => vi.unstubAllGlobals());

describe("pages for signed-in users", () => {
  it("send a guest to sign in and back to this page, query string too, until stopped", () => {
    const replace = vi.fn();
    vi.stubGlobal("location", { pathname: "/ar/profile/wallet/", search: "?x=1", replace });
    $session.set({ status: "signed-in", user: { id: 1, username: "mona" } as never });
    const stop = requireSignIn("ar");
    expect(replace).not.toHaveBeenCalled();
    $session.set({ status: "guest" });
    expect(replace).toHaveBeenCalledWith("/ar/login/?next=%2Far%2Fprofile%2Fwallet%2F%3Fx%3D1");
    stop();
    $session.set({ status: "loading" });
    $session.set({ status: "guest" });
    expect(replace).toHaveBeenCalledTimes(1);
  });
});
