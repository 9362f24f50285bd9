// Device cookies through the edge (issue 28 point 3, ADR 0027): the API sets one with a sign-in;
// the edge makes it one of the site's own httpOnly cookies under /api and sends it back to the
// API with later logins, and with nothing else: so the customer's own browser keeps its
// allowance while the account is locked for strangers.
import { describe, expect, it } from "vitest";
import { profile, registered, tokenPair } from "#contract/auth";
import { answer, detailAnswer } from "../api/answer.test-support";
import { deviceCookieHeader } from "./cookies";
import { handleApi, type Upstream } from "./token-handler";

const user = { id: 7, username: "mona", first_name: "", last_name: "", phone_number: null, email: null, role: "customer" as const };
const DEVICE = "7.AAAAAAAAAAAAAAAAAAAAAA.c2lnbmF0dXJlLW9mLTQzLWNoYXJhY3RlcnMtYmFzZTY0dXJs";
/** The line the API writes (api/src/auth/device.ts): Secure whatever the site's scheme. */
const apiLine = `aswaq_device_7=${DEVICE}; Max-Age=31536000; Path=/api; HttpOnly; Secure; SameSite=Lax`;

function api(loginAnswer: () => Response) {
  const sent: { path: string; cookie: string | null }[] = [];
  const upstream: Upstream = async (path, init) => {
    sent.push({ path, cookie: new Headers(init.headers).get("cookie") });
    if (path.startsWith("/api/auth/login")) return loginAnswer();
    if (path.startsWith("/api/auth/register")) return answer(registered, { user, access: "a", refresh: "r" }, 201, { "set-cookie": apiLine });
    return answer(profile, { ...user, email_verified: false, phone_verified: false, language: "ar", area: null });
  };
  return { sent, upstream };
}

const signedIn = () => answer(tokenPair, { access: "a", refresh: "r" }, 200, { "set-cookie": apiLine });

const post = (path: string, cookie?: string, site = "https://shop.example") =>
  new Request(`${site}${path}`, {
    method: "POST",
    headers: { origin: site, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ identifier: "mona", password: "x" }),
  });

const deviceLine = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("aswaq_device_"));

describe("device cookies through the edge", () => {
  it("keeps the API's device cookie as the site's own: httpOnly, under /api, a year, Secure when the site is", async () => {
    const { upstream } = api(signedIn);
    const res = await handleApi(post("/api/auth/login/"), upstream);
    expect(res.status).toBe(200);
    expect(deviceLine(res)).toBe(`aswaq_device_7=${DEVICE}; Max-Age=31536000; Path=/api; HttpOnly; Secure; SameSite=Lax`);
    const body = JSON.stringify(await res.json());
    expect(body).not.toContain(DEVICE); // never handed to the page's scripts
    // Over plain http (npm start on localhost) the site's cookies are not Secure, this one neither.
    const local = await handleApi(post("/api/auth/login/", undefined, "http://localhost:4321"), upstream);
    expect(deviceLine(local)).toBe(`aswaq_device_7=${DEVICE}; Max-Age=31536000; Path=/api; HttpOnly; SameSite=Lax`);
  });

  it("keeps the one a registration sets too", async () => {
    const { upstream } = api(signedIn);
    const res = await handleApi(post("/api/auth/register/"), upstream);
    expect(res.status).toBe(201);
    expect(deviceLine(res)).toContain(`aswaq_device_7=${DEVICE}; Max-Age=31536000; Path=/api; HttpOnly; Secure`);
  });

  it("sends the browser's device cookies back with a login, and none of its other cookies", async () => {
    const { sent, upstream } = api(signedIn);
    const jar = `aswaq_access=tok; aswaq_refresh=ref; aswaq_device_7=${DEVICE}; aswaq_device_12=12.x.y; lang=ar; aswaq_area=1%7CA%7CB`;
    await handleApi(post("/api/auth/login/", jar), upstream);
    expect(sent[0]).toEqual({ path: "/api/auth/login/", cookie: `aswaq_device_7=${DEVICE}; aswaq_device_12=12.x.y` });
    // Other API requests carry no cookie at all: the device cookie is for logins only.
    await handleApi(new Request("https://shop.example/api/cart/", { headers: { cookie: jar } }), upstream);
    expect(sent.at(-1)).toMatchObject({ path: "/api/cart/", cookie: null });
  });

  it("passes the API's refusal on as it is (429 with Retry-After), and sets no device cookie", async () => {
    const locked = () => {
      const res = detailAnswer(
        429,
        "Too many failed sign-ins to this account. Try again in 1 minute, or sign in from a device you have used with it before.",
      );
      res.headers.set("retry-after", "60");
      return res;
    };
    const { upstream } = api(locked);
    const res = await handleApi(post("/api/auth/login/", `aswaq_device_7=${DEVICE}`), upstream);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(deviceLine(res)).toBeUndefined();
  });

  it("ignores cookies that only look like device cookies, and values that could break the header", () => {
    expect(deviceCookieHeader({ aswaq_device_x: "1.a.b", aswaq_device_7: "a;b", aswaq_device_8: "8.a.b", aswaq_devices: "z" })).toBe(
      "aswaq_device_8=8.a.b",
    );
    expect(deviceCookieHeader({ lang: "ar" })).toBeNull();
  });
});
