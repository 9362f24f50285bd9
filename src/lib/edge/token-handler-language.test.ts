// The token handler passes the browser's Accept-Language to the API, which answers its
// messages in that language (docs/decisions/0008).
import { describe, expect, it } from "vitest";
import { handleApi, type Upstream } from "./token-handler";
import { detailAnswer } from "../api/answer.test-support";

function recording() {
  const sent: Array<{ path: string; headers: Headers }> = [];
  const upstream: Upstream = async (path, init) => {
    sent.push({ path, headers: new Headers(init.headers) });
    return detailAnswer(401, "x");
  };
  return { sent, upstream };
}

const request = (path: string, method = "GET") =>
  new Request(`https://shop.example${path}`, {
    method,
    headers: { "accept-language": "ar", origin: "https://shop.example", "content-type": "application/json" },
    body: method === "GET" ? undefined : "{}",
  });

describe("the token handler and Accept-Language", () => {
  it.each([
    ["an ordinary request", "/api/cart/", "GET"],
    ["a login", "/api/auth/login/", "POST"],
    ["a registration", "/api/auth/register/", "POST"],
  ])("forwards it on %s", async (_, path, method) => {
    const { sent, upstream } = recording();
    await handleApi(request(path, method), upstream);
    expect(sent[0].path).toBe(path);
    expect(sent[0].headers.get("accept-language")).toBe("ar");
  });
});
