// A password reset's confirmation through the edge (issue 28 point 2): the API answers
// `{detail, access, refresh}` and the browser is signed in with them. As with a login, the tokens
// become httpOnly cookies under /api and the page gets the user and the API's sentence, never a token.
import { describe, expect, it } from "vitest";
import { codeSent, passwordChanged, profile } from "#contract/auth";
import { answer, detailAnswer, fieldErrorsAnswer } from "../api/answer.test-support";
import { handleApi, type Upstream } from "./token-handler";

const user = { id: 7, username: "mona", first_name: "", last_name: "", phone_number: null, email: "mona@example.com", role: "customer" as const };
const ACCESS = "access-token-of-the-new-session";
const REFRESH = "refresh-token-of-the-new-session";
const DONE = "Your new password is set and every other device was signed out.";

function api(confirmAnswer: () => Response) {
  const sent: { path: string; authorization: string | null; cookie: string | null }[] = [];
  const upstream: Upstream = async (path, init) => {
    const headers = new Headers(init.headers);
    sent.push({ path, authorization: headers.get("authorization"), cookie: headers.get("cookie") });
    if (path.startsWith("/api/auth/password-reset/confirm")) return confirmAnswer();
    if (path.startsWith("/api/auth/password-reset")) return answer(codeSent, { detail: "sent", expires_in: 900 }, 202);
    return answer(profile, { ...user, email_verified: true, phone_verified: false, language: "en", area: null });
  };
  return { sent, upstream };
}

const reset = () => answer(passwordChanged, { detail: DONE, access: ACCESS, refresh: REFRESH });

const post = (path: string, cookie?: string, site = "https://shop.example") =>
  new Request(`${site}${path}`, {
    method: "POST",
    headers: { origin: site, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ identifier: "mona@example.com", code: "123456", new_password: "Fresh-Start-42" }),
  });

const cookieNamed = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

describe("a password reset's confirmation through the edge", () => {
  it("keeps the new tokens in httpOnly cookies and hands the page the user and the sentence only", async () => {
    const { sent, upstream } = api(reset);
    const res = await handleApi(post("/api/auth/password-reset/confirm/"), upstream);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(ACCESS);
    expect(text).not.toContain(REFRESH);
    expect(JSON.parse(text)).toEqual({ detail: DONE, user: expect.objectContaining({ id: 7, username: "mona", role: "customer" }) });
    expect(cookieNamed(res, "aswaq_access")).toBe(`aswaq_access=${ACCESS}; Max-Age=840; Path=/api; HttpOnly; Secure; SameSite=Lax`);
    expect(cookieNamed(res, "aswaq_refresh")).toBe(`aswaq_refresh=${REFRESH}; Max-Age=604800; Path=/api; HttpOnly; Secure; SameSite=Lax`);
    // The readable hint that someone is signed in (and as what), so the pages draw a member's top bar.
    expect(cookieNamed(res, "aswaq_session")).toMatch(/^aswaq_session=customer; .*Path=\/; Secure; SameSite=Lax$/);
    // The user is asked for with the new access token; the reset itself went without any.
    expect(sent.map((s) => s.path)).toEqual(["/api/auth/password-reset/confirm/", "/api/auth/profile/"]);
    expect(sent[0].authorization).toBeNull();
    expect(sent[1].authorization).toBe(`Bearer ${ACCESS}`);
  });

  it("replaces the session of whoever was signed in in this browser before", async () => {
    const { sent, upstream } = api(reset);
    const res = await handleApi(post("/api/auth/password-reset/confirm", "aswaq_access=old; aswaq_refresh=old-r"), upstream);
    expect(res.status).toBe(200);
    expect(sent[0].authorization).toBeNull(); // the old session's token is not sent with the reset
    expect(cookieNamed(res, "aswaq_access")).toContain(`aswaq_access=${ACCESS};`);
  });

  it("passes a refusal on as it is, with no cookie", async () => {
    const wrong = () => fieldErrorsAnswer({ code: ["This code is not right. Tries left: 4."] });
    const { upstream } = api(wrong);
    const res = await handleApi(post("/api/auth/password-reset/confirm/"), upstream);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: ["This code is not right. Tries left: 4."] });
    expect(res.headers.getSetCookie()).toEqual([]);
    const limited = () => {
      const r = detailAnswer(429, "Too many tries. Try again in 10 minutes.");
      r.headers.set("retry-after", "600");
      return r;
    };
    const res429 = await handleApi(post("/api/auth/password-reset/confirm/"), api(limited).upstream);
    expect(res429.status).toBe(429);
    expect(res429.headers.get("retry-after")).toBe("600");
  });

  it("never hands the page tokens from an answer that slips past as ordinary, however the path is written", async () => {
    const { upstream } = api(reset);
    for (const path of ["/api/auth/password-reset/confirm", "/api/auth/password-reset/%63onfirm/"]) {
      const res = await handleApi(post(path), upstream);
      expect(await res.text()).not.toContain(ACCESS);
    }
  });

  it("leaves the request for a code alone: it carries no token", async () => {
    const { upstream } = api(reset);
    const res = await handleApi(post("/api/auth/password-reset/"), upstream);
    expect(res.status).toBe(202);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a confirmation posted from another site", async () => {
    const { sent, upstream } = api(reset);
    const req = new Request("https://shop.example/api/auth/password-reset/confirm/", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect((await handleApi(req, upstream)).status).toBe(403);
    expect(sent).toEqual([]);
  });
});
