import { describe, expect, it } from "vitest";
import { api, unique } from "../../test/factories";
import { expectNoSecrets, login } from "./test-helpers";

describe("a whole session", () => {
  it("registers, logs in, reads the profile, refreshes (rotating), logs out, and the tokens are then dead", async () => {
    const username = unique("Round");
    const password = "Round-trip-1";
    const reg = await api("POST", "/api/auth/register/", {
      json: { username, email: `${username.toLowerCase()}@example.com`, password, password2: password },
    });
    expect(reg.status).toBe(201);
    expectNoSecrets(reg, password);

    const signedIn = await login(username, password);
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.data).sort()).toEqual(["access", "refresh"]);
    expectNoSecrets(signedIn, password);

    const profile = await api("GET", "/api/auth/profile/", { token: signedIn.data.access });
    expect(profile.status).toBe(200);
    expect(profile.data).toMatchObject({ id: reg.data.user.id, username, role: "customer" });

    const refreshed = await api("POST", "/api/auth/token/refresh/", { json: { refresh: signedIn.data.refresh } });
    expect(refreshed.status).toBe(200);
    expect((await api("GET", "/api/auth/profile/", { token: refreshed.data.access })).data.username).toBe(username);

    // The refresh token was spent; logout takes the one that replaced it.
    const out = await api("POST", "/api/auth/logout/", { json: { refresh: refreshed.data.refresh }, token: refreshed.data.access });
    expect(out.status).toBe(205);
    const dead = await api("POST", "/api/auth/token/refresh/", { json: { refresh: refreshed.data.refresh } });
    expect(dead.status).toBe(401);
    expect(dead.data).toEqual({ detail: "Token is invalid or expired", code: "token_not_valid" });
    expect((await api("GET", "/api/auth/profile/", { token: refreshed.data.access })).status).toBe(401);
  });
});
