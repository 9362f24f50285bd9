// GET /api/openapi.json (the contract as OpenAPI 3.1) and GET /api/docs/ (the same, readable).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { openApiDocument } from "./document";
import { renderPage } from "./page";

let page: string | undefined;

export const openApiRoutes = new Hono<AppEnv>()
  .get("/openapi.json", (c) => {
    c.header("cache-control", "public, max-age=300");
    return c.json(openApiDocument());
  })
  .get("/docs", (c) => {
    c.header("cache-control", "public, max-age=300");
    c.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    return c.html((page ??= renderPage(openApiDocument())));
  });
