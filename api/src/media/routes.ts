// Serves stored images. Keys are random and never reused, so responses are immutable.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";

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
  // R2 throws on a malformed ETag in If-None-Match / If-Match; such a condition is ignored.
  const object = await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers }).catch(() => c.env.MEDIA.get(key));
  if (!object) throw notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", "public, max-age=31536000, immutable");
  headers.set("x-content-type-options", "nosniff");
  // A conditional request that matched: R2 returns the object without a body.
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
