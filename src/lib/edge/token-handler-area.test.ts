// The shopper's area at sign-in (issue 26 point 3): the edge writes the area cookie from the
// account, so the top bar names it at once; an account without an area takes the one this
// browser chose before signing in.
import { describe, expect, it } from "vitest";
import { profile, tokenPair } from "#contract/auth";
import { answer } from "../api/answer.test-support";
import { handleApi, type Upstream } from "./token-handler";

const user = { id: 7, username: "mona", first_name: "", last_name: "", phone_number: null, email: null, role: "customer" as const };
const zamalek = { id: 1002, name: "Zamalek", name_ar: "الزمالك", governorate: { id: 1, code: "EG-C", name: "Cairo", name_ar: "القاهرة" } };

function api(area: typeof zamalek | null) {
  const sent: { path: string; method: string; body?: string }[] = [];
  const upstream: Upstream = async (path, init) => {
    sent.push({ path, method: init.method ?? "GET", body: typeof init.body === "string" ? init.body : undefined });
    if (path.startsWith("/api/auth/login")) return answer(tokenPair, { access: "a", refresh: "r" });
    return answer(profile, { ...user, email_verified: false, phone_verified: false, language: "ar", area });
  };
  return { sent, upstream };
}

const login = (cookie?: string) =>
  new Request("https://shop.example/api/auth/login/", {
    method: "POST",
    headers: { origin: "https://shop.example", "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ identifier: "mona", password: "x" }),
  });

const areaCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("aswaq_area="));

describe("the area at sign-in", () => {
  it("writes the account's area into the cookie the page reads (a year, readable, SameSite=Lax)", async () => {
    const { upstream } = api(zamalek);
    const res = await handleApi(login(), upstream);
    expect(res.status).toBe(200);
    const line = areaCookie(res)!;
    expect(line).toContain(`aswaq_area=${encodeURIComponent("1002|Zamalek|الزمالك")}`);
    expect(line).toMatch(/Max-Age=31536000/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).not.toMatch(/HttpOnly/);
  });

  it("gives an account without an area the one this browser chose, and keeps the browser's cookie", async () => {
    const { sent, upstream } = api(null);
    const res = await handleApi(login(`aswaq_area=${encodeURIComponent("2001|Dokki|الدقي")}`), upstream);
    expect(res.status).toBe(200);
    expect(sent.at(-1)).toEqual({ path: "/api/auth/profile/", method: "PATCH", body: JSON.stringify({ area_id: 2001 }) });
    expect(areaCookie(res)).toBeUndefined();
  });

  it("asks nothing more when neither has one", async () => {
    const { sent, upstream } = api(null);
    const res = await handleApi(login(), upstream);
    expect(res.status).toBe(200);
    expect(sent.map((s) => s.method)).toEqual(["POST", "GET"]);
    expect(areaCookie(res)).toBeUndefined();
  });
});
