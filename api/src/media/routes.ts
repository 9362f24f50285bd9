// Serves stored images. Keys are random and never reused, so responses are immutable: the
// first request in a data centre reads R2 and keeps the picture in its cache (edge-cache.ts).
// With `?w=` the answer is a variant (variants.ts, docs/decisions/0023): the picture at one of
// MEDIA_WIDTHS, in the format the browser's Accept names, made once per data centre.
import { type Context, Hono } from "hono";
import { mediaQuery } from "#contract/media";
import type { AppEnv } from "../env";
import { notFound } from "../lib/errors";
import { check } from "../lib/validate";
import { type EdgeCache, matchesEtag, mediaCache, mediaCacheKey } from "./edge-cache";
import { imagesBinding, makeVariant, type VariantShape, variantCacheKey, variantEtag, variantFormat } from "./variants";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A malformed escape (`%E0%A4%A`) names no stored object: null, answered as 404. */
function decodeKey(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** An answer from the cache, or a 304 when the request already holds it. */
function fromCache(c: Context<AppEnv>, cached: Response, vary: boolean): Response {
  const headers = new Headers(cached.headers);
  headers.set("x-media-cache", "hit");
  if (vary) headers.set("vary", "Accept");
  if (matchesEtag(c.req.header("if-none-match") ?? null, cached.headers.get("etag"))) return new Response(null, { status: 304, headers });
  return new Response(cached.body, { headers });
}

/** Sends `body` and keeps a copy in the cache meanwhile (without the answer's Vary: the key already says the format). */
function keepAndSend(
  c: Context<AppEnv>,
  cache: EdgeCache | undefined,
  cacheKey: Request,
  body: ReadableStream,
  headers: Headers,
  vary: boolean,
): Response {
  const sentHeaders = new Headers(headers);
  if (vary) sentHeaders.set("vary", "Accept");
  if (!cache) return new Response(body, { headers: sentHeaders });
  const [kept, sent] = body.tee();
  const keep = cache.put(cacheKey, new Response(kept, { headers })).catch(() => undefined);
  // Hono's executionCtx throws where the runtime gave none: then the copy is awaited by nobody, which is fine.
  try {
    c.executionCtx.waitUntil(keep);
  } catch {
    void keep;
  }
  return new Response(sent, { headers: sentHeaders });
}

/** The picture at `shape` in the format `Accept` names (a 400 for a width not in MEDIA_WIDTHS, before anything is read). */
async function variant(c: Context<AppEnv>, key: string, shape: VariantShape): Promise<Response> {
  const images = imagesBinding(c.env);
  const format = variantFormat(c.req.header("accept"));
  const cache = mediaCache();
  const cacheKey = variantCacheKey(c.req.url, shape, format);
  const cached = await cache?.match(cacheKey);
  if (cached) return fromCache(c, cached, true);
  const object = await c.env.MEDIA.get(key);
  if (!object) throw notFound();
  const headers = new Headers();
  headers.set("etag", variantEtag(object.etag, shape, format));
  headers.set("cache-control", IMMUTABLE);
  headers.set("x-content-type-options", "nosniff");
  headers.set("x-media-cache", "miss");
  if (matchesEtag(c.req.header("if-none-match") ?? null, headers.get("etag"))) {
    await object.body.cancel();
    headers.set("vary", "Accept");
    return new Response(null, { status: 304, headers });
  }
  const originalType = object.httpMetadata?.contentType ?? "application/octet-stream";
  const made = await makeVariant(images, object.body, originalType, shape, format);
  headers.set("content-type", made?.type ?? originalType);
  return keepAndSend(c, cache, cacheKey, made?.body ?? object.body, headers, true);
}

export const mediaRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const { w, crop } = check(mediaQuery, c.req.query());
  const key = decodeKey(c.req.path.replace(/^\/api\/media\//, ""));
  if (!key || key.includes("..")) throw notFound();
  if (w) return variant(c, key, { width: w, crop });
  const cache = mediaCache();
  const cacheKey = mediaCacheKey(c.req.url);
  const cached = await cache?.match(cacheKey);
  if (cached) return fromCache(c, cached, false);
  // R2 throws on a malformed ETag in If-None-Match / If-Match; such a condition is ignored.
  const object = await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers }).catch(() => c.env.MEDIA.get(key));
  if (!object) throw notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", IMMUTABLE);
  headers.set("x-content-type-options", "nosniff");
  headers.set("x-media-cache", "miss");
  // A conditional request that matched: R2 returns the object without a body (nothing to keep).
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  return keepAndSend(c, cache, cacheKey, object.body, headers, false);
});
