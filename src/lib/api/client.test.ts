// apiFetch sends the page's language, so the API's messages come back in it.
import { afterEach, describe, expect, it } from "vitest";
import { apiFetch } from "./client";

function recording() {
  const seen: Headers[] = [];
  const fetcher = (async (_path: string, init: RequestInit) => {
    seen.push(new Headers(init.headers));
    return new Response("{}", { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { seen, fetcher };
}

const withPageLang = (lang: string) => {
  (globalThis as { document?: unknown }).document = { documentElement: { lang } };
};

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe("apiFetch", () => {
  it("sends the page's language as Accept-Language", async () => {
    withPageLang("ar");
    const { seen, fetcher } = recording();
    await apiFetch("/api/auth/login/", { method: "POST", body: "{}" }, fetcher);
    expect(seen[0].get("accept-language")).toBe("ar");
    expect(seen[0].get("accept")).toBe("application/json");
  });

  it("keeps a language the caller chose", async () => {
    withPageLang("ar");
    const { seen, fetcher } = recording();
    await apiFetch("/api/cart/", { headers: { "accept-language": "en" } }, fetcher);
    expect(seen[0].get("accept-language")).toBe("en");
  });

  it("sends none outside a browser or on a page without a language", async () => {
    const { seen, fetcher } = recording();
    await apiFetch("/api/cart/", {}, fetcher);
    withPageLang("");
    await apiFetch("/api/cart/", {}, fetcher);
    expect(seen.map((h) => h.get("accept-language"))).toEqual([null, null]);
  });
});
