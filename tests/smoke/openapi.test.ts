// The published contract in the running product: the document and the reference page reach
// a browser through the site's /api proxy, and the seeded demo's real answers (richer than the
// API tests' factory rows) match the documented schemas.
import { Validator } from "@cfworker/json-schema";
import { describe, expect, inject, it } from "vitest";
import { deref } from "../../api/src/openapi/fuzz-support";

const api = inject("apiOrigin");
const web = inject("webOrigin");

type Doc = { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

function schemaFor(doc: Doc, path: string, method: string, status: string) {
  const res = deref(doc.paths[path][method].responses[status], doc) as { content: Record<string, { schema: unknown }> };
  return new Validator(res.content["application/json"].schema as never, "2020-12", false);
}

describe("the API's contract in the running product", () => {
  it("serves the document and the reference page through the site", async () => {
    const doc = await fetch(`${web}/api/openapi.json`);
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as Doc).openapi).toBe("3.1.0");
    const page = await fetch(`${web}/api/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("/api/products/");
  });

  it("describes the seeded demo's answers", async () => {
    const doc = (await (await fetch(`${api}/api/openapi.json`)).json()) as Doc;
    const first = (await (await fetch(`${api}/api/products/`)).json()) as { results: { id: number }[] };
    const checks: [string, string][] = [
      ["/api/products/", "/api/products/?page=2"],
      ["/api/products/{id}/", `/api/products/${first.results[0].id}/`],
      ["/api/stores/", "/api/stores/"],
      ["/api/products/categories/", "/api/products/categories/"],
      ["/api/branch-products/", "/api/branch-products/?page_size=100"],
      ["/api/branches/", "/api/branches/"],
      ["/api/products/{id}/reviews/", `/api/products/${first.results[0].id}/reviews/`],
    ];
    for (const [documented, url] of checks) {
      const res = await fetch(`${api}${url}`);
      expect(res.status, url).toBe(200);
      const result = schemaFor(doc, documented, "get", "200").validate(await res.json());
      expect(result.errors.slice(-3), url).toEqual([]);
    }
  });
});
