// The API itself: its liveness check (app.ts) and this folder's document and reference page.
import { z } from "zod";
import { type Operation, tagged } from "./define";

const { op } = tagged("Meta");

export const metaOperations: readonly Operation[] = [
  op({
    id: "health",
    method: "get",
    path: "/api/health/",
    summary: "Liveness check",
    access: "public",
    ok: [{ status: 200, schema: z.object({ status: z.literal("ok") }), description: "The API is up." }],
  }),
  op({
    id: "openapiDocument",
    method: "get",
    path: "/api/openapi.json",
    summary: "This OpenAPI 3.1 document",
    access: "public",
    ok: [{ status: 200, schema: z.looseObject({ openapi: z.string() }), description: "The document." }],
  }),
  op({
    id: "apiReference",
    method: "get",
    path: "/api/docs/",
    summary: "The API reference as a readable page",
    access: "public",
    ok: [{ status: 200, media: "text/html", description: "An HTML page rendered from this document." }],
  }),
];
