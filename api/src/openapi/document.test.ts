// The published contract covers the app: every route Hono knows is in the document (and
// nothing else), every reference resolves, and the reference page shows it all, escaped.
import { describe, expect, it } from "vitest";
import { api } from "../../test/factories";
import { app } from "../app";
import { escapeHtml, renderSchema } from "./page";

/** A path with its parameters as {}: ":id", ":id{[0-9]+}", "{id}" and "*" alike; no trailing slash. */
interface DocumentedOperation {
  operationId: string;
  parameters: { in: string; name: string }[];
  responses: Record<string, unknown>;
  security: unknown[];
  requestBody: { content: Record<string, unknown> };
}

function pathShape(path: string): string {
  return (
    path
      .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, "{}")
      .replace(/\{[A-Za-z_]+\}/g, "{}")
      .replace(/\/\*$/, "/{}")
      .replace(/\/+$/, "") || "/"
  );
}

const appRoutes = () =>
  [
    ...new Set(
      app.routes
        // app.use() middleware is registered for every method on /*: not an operation.
        .filter((r) => r.method !== "ALL")
        .map((r) => `${r.method.toLowerCase()} ${pathShape(r.path)}`),
    ),
  ].sort();

async function document() {
  const res = await api("GET", "/api/openapi.json");
  expect(res.status).toBe(200);
  return res.data as {
    openapi: string;
    paths: Record<string, Record<string, DocumentedOperation>>;
    components: Record<string, Record<string, unknown>>;
  };
}

describe("GET /api/openapi.json", () => {
  it("documents every route of the app, and only those", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${pathShape(path)}`))
      .sort();
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(
      routes.filter((r) => !documented.includes(r)),
      "routes missing from the document",
    ).toEqual([]);
    expect(
      documented.filter((d) => !routes.includes(d)),
      "documented operations with no route",
    ).toEqual([]);
  });

  it("normalises Hono's path forms as the comparison needs", () => {
    expect(pathShape("/api/products/:id{[0-9]+}/images/:imageId{[0-9]+}")).toBe("/api/products/{}/images/{}");
    expect(pathShape("/api/products/{id}/images/{imageId}/")).toBe("/api/products/{}/images/{}");
    expect(pathShape("/api/media/*")).toBe("/api/media/{}");
    expect(pathShape("/api/stores/")).toBe("/api/stores");
  });

  it("resolves every $ref, gives each operation an id, responses and security", async () => {
    const doc = await document();
    const refs = new Set<string>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") {
        for (const [k, x] of Object.entries(v)) {
          if (k === "$ref" && typeof x === "string") refs.add(x);
          else walk(x);
        }
      }
    };
    walk(doc);
    for (const r of refs) {
      const [, section, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(r) ?? [];
      expect(doc.components[section]?.[name], r).toBeDefined();
    }
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        expect(
          Object.keys(op.responses).some((s) => /^[23]/.test(s)),
          `${op.operationId}: a success`,
        ).toBe(true);
        expect(op.responses["401"], `${op.operationId}: 401`).toBeDefined();
        expect(op.security.length).toBeGreaterThan(0);
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          expect(
            op.parameters.some((p) => p.in === "path" && `{${p.name}}` === name),
            `${op.operationId} ${name}`,
          ).toBe(true);
        }
      }
    }
    // Paged lists take page and page_size.
    expect(doc.paths["/api/products/"].get.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(["search", "page", "page_size"]));
    // Multipart where routes take files.
    expect(doc.paths["/api/products/"].post.requestBody.content["multipart/form-data"]).toBeDefined();
    expect(doc.paths["/api/products/{id}/"].patch.requestBody.content["application/json"]).toBeDefined();
    expect(doc.components.securitySchemes).toMatchObject({ bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } });
  });
});

describe("GET /api/docs/", () => {
  it("renders every operation grouped by tag, with nothing from another origin", async () => {
    const [doc, res] = await Promise.all([document(), api("GET", "/api/docs/")]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = res.data as string;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) expect(html).toContain(`${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>`);
    }
    for (const tag of ["Auth", "Stores", "Catalogue", "Orders", "Cart", "Wishlist"]) expect(html).toContain(`<h2 id="tag-${tag}">`);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script/i);
  });

  it("escapes what it shows", () => {
    expect(escapeHtml(`<b a="1">&'`)).toBe("&lt;b a=&quot;1&quot;&gt;&amp;&#39;");
    const html = renderSchema({
      type: "object",
      description: "<script>x</script>",
      properties: { "<i>": { type: "string", pattern: "^<a>$" } },
      required: ["<i>"],
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<i>");
    expect(html).toContain("&lt;i&gt;");
  });
});
