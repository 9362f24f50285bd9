import { describe, expect, it } from "vitest";
import { api, createUser, tokenFor } from "../test/factories";

describe("the app shell", () => {
  it("answers health and unknown paths as JSON", async () => {
    expect((await api("GET", "/api/health")).data).toEqual({ status: "ok" });
    const missing = await api("GET", "/api/no-such-thing/");
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ detail: "Not found." });
  });

  it("rejects a malformed or forged bearer token with 401", async () => {
    expect((await api("GET", "/api/health", { headers: { authorization: "Token abc" } })).status).toBe(401);
    expect((await api("GET", "/api/health", { token: "not.a.jwt" })).status).toBe(401);
  });

  it("accepts a valid token", async () => {
    const user = await createUser();
    expect((await api("GET", "/api/health", { token: await tokenFor(user) })).status).toBe(200);
  });
});
