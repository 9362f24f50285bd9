import { describe, expect, it } from "vitest";
import { localizeNotFound, notFoundPagePath } from "./not-found";

const html = (body: string, status: number) => new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });
const assets = { fetch: async (url: URL) => (url.pathname === "/ar/404/" ? html("arabic", 200) : html("none", 404)) };

describe("the not-found page by the path's language", () => {
  it("picks the page of the path's language, and the root (English) one without a language", () => {
    expect(notFoundPagePath("/ar/no/such/page")).toBe("/ar/404/");
    expect(notFoundPagePath("/ar")).toBe("/ar/404/");
    expect(notFoundPagePath("/en/nothing")).toBe("/en/404/");
    expect(notFoundPagePath("/arabic/nothing")).toBeNull();
    expect(notFoundPagePath("/nothing")).toBeNull();
  });

  it("swaps the body of a 404 page and keeps the status", async () => {
    const answer = await localizeNotFound(new Request("http://x/ar/nothing/"), html("english", 404), assets);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe("arabic");
  });

  it("leaves other answers alone", async () => {
    const ok = html("page", 200);
    expect(await localizeNotFound(new Request("http://x/ar/"), ok, assets)).toBe(ok);
    const plain = new Response("Not found", { status: 404 });
    expect(await localizeNotFound(new Request("http://x/ar/x"), plain, assets)).toBe(plain);
    const post = html("english", 404);
    expect(await localizeNotFound(new Request("http://x/ar/x", { method: "POST" }), post, assets)).toBe(post);
  });
});
