// The API's OpenAPI document (api/src/openapi/) checked by a maintained OpenAPI 3.1 parser.
// It runs here, with the site's unit tests in Node, because the parser needs Node (its
// validators compile with `new Function`, which workerd refuses); the API's own tests check
// that the document covers every route.
import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../src/openapi/document";

describe("the API's OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document, its schemas included", async () => {
    // validate() dereferences in place: give it a copy.
    const doc = structuredClone(openApiDocument());
    const api = await SwaggerParser.validate(doc as never, { validate: { schema: true, spec: true } });
    expect((api as { openapi?: string }).openapi).toBe("3.1.0");
    expect(Object.keys(api.paths ?? {}).length).toBeGreaterThan(40);
  });

  it("is refused by the parser when broken (the check is real)", async () => {
    const doc = structuredClone(openApiDocument()) as unknown as { paths: Record<string, Record<string, { parameters?: unknown[] }>> };
    // A path parameter declared in the body: no such place in OpenAPI.
    doc.paths["/api/stores/{id}/"].get.parameters = [{ name: "id", in: "body", required: true, schema: { type: "string" } }];
    await expect(SwaggerParser.validate(doc as never)).rejects.toThrow();
  });
});
