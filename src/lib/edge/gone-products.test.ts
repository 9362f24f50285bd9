import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { existsPath, goneProductPage, isProductPath, productGone, productPageId } from "./gone-products";

const html = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8", etag: '"x"' } });

describe("product pages of deleted products", () => {
  it("knows a product page's id, and which paths the worker sees first", () => {
    expect(productPageId("/en/product/12/")).toBe(12);
    expect(productPageId("/ar/product/7/")).toBe(7);
    for (const path of ["/en/product/12", "/en/product/0/", "/en/product/abc/", "/fr/product/1/", "/en/products/", "/en/product/1/x/"])
      expect(productPageId(path), path).toBeNull();
    expect(isProductPath("/en/product/12")).toBe(true);
    expect(isProductPath("/ar/product/x/")).toBe(true);
    expect(isProductPath("/en/products/")).toBe(false);
    expect(isProductPath("/en/store/a/")).toBe(false);
  });

  it("asks the API once and calls a product gone only on its 404", async () => {
    const asked: string[] = [];
    const answering = (status: number) => async (path: string) => {
      asked.push(path);
      return new Response("{}", { status });
    };
    expect(await productGone(5, answering(404))).toBe(true);
    expect(await productGone(5, answering(200))).toBe(false);
    // The API down or failing: the page is served as before, never a false "not found".
    expect(await productGone(5, answering(503))).toBe(false);
    expect(await productGone(5, answering(500))).toBe(false);
    expect(
      await productGone(5, async () => {
        throw new Error("no route");
      }),
    ).toBe(false);
    expect(asked).toEqual([existsPath(5), existsPath(5), existsPath(5), existsPath(5)]);
    expect(existsPath(5)).toBe("/api/products/5/exists/");
  });

  it("answers the site's 404 page in the path's language, status 404, not to be kept", async () => {
    const seen: string[] = [];
    const assets = {
      fetch: async (url: URL) => {
        seen.push(url.pathname);
        return html(url.pathname === "/ar/404/" ? "غير موجود" : "Not found");
      },
    };
    const ar = await goneProductPage(new Request("http://x/ar/product/5/"), assets);
    expect(ar.status).toBe(404);
    expect(await ar.text()).toBe("غير موجود");
    expect(ar.headers.get("cache-control")).toBe("no-store");
    expect(ar.headers.get("etag")).toBeNull();
    const head = await goneProductPage(new Request("http://x/en/product/5/", { method: "HEAD" }), assets);
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
    expect(seen).toEqual(["/ar/404/", "/en/404/"]);
  });

  it("is what wrangler.jsonc sends to the worker before the static files, in both languages", () => {
    // Whole-line comments only in that file (a value holds "http://").
    const text = readFileSync(new URL("../../../wrangler.jsonc", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => !line.trim().startsWith("//"))
      .join("\n");
    const patterns: string[] = JSON.parse(text).assets.run_worker_first;
    for (const locale of ["en", "ar"]) {
      expect(patterns).toContain(`/${locale}/product/*`);
      expect(isProductPath(`/${locale}/product/1/`)).toBe(true);
    }
    expect(patterns).toContain("/api/*");
  });
});
