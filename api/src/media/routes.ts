// Serves stored images. Keys are random and never reused, so responses are immutable: the
// first request in a data centre reads R2 and keeps the picture in its cache (edge-cache.ts).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { matchesEtag, mediaCache, mediaCacheKey } from "./edge-cache";

/** A malformed escape (`%E0%A4%A`) names no stored object: null, answered as 404. */
function decodeKey(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export const mediaRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = decodeKey(c.req.path.replace(/^\/api\/media\//, ""));
  if (!key || key.includes("..")) throw notFound();
  const cache = mediaCache();
  const cacheKey = mediaCacheKey(c.req.url);
  const cached = await cache?.match(cacheKey);
  if (cached) {
    const headers = new Headers(cached.headers);
    headers.set("x-media-cache", "hit");
    if (matchesEtag(c.req.header("if-none-match") ?? null, cached.headers.get("etag"))) return new Response(null, { status: 304, headers });
    return new Response(cached.body, { headers });
  }
  // R2 throws on a malformed ETag in If-None-Match / If-Match; such a condition is ignored.
  const object = await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers }).catch(() => c.env.MEDIA.get(key));
  if (!object) throw notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", "public, max-age=31536000, immutable");
  headers.set("x-content-type-options", "nosniff");
  headers.set("x-media-cache", "miss");
  // A conditional request that matched: R2 returns the object without a body (nothing to keep).
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  if (!cache) return new Response(object.body, { headers });
  const [kept, sent] = object.body.tee();
  const keep = cache.put(cacheKey, new Response(kept, { headers })).catch(() => undefined);
  // Hono's executionCtx throws where the runtime gave none: then the copy is awaited by nobody, which is fine.
  try {
    c.executionCtx.waitUntil(keep);
  } catch {
    void keep;
  }
  return new Response(sent, { headers });
});
