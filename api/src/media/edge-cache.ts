// Pictures from the data centre's cache (Workers Cache API, `caches.default`): a stored key is
// random and never reused, so a picture never changes and the first request in a data centre
// reads R2 while the rest are answered from its cache, without an R2 read (docs/performance.md).
// Local runs (workerd under wrangler) have the same cache, so tests and the benchmark see it.
export type EdgeCache = { match(key: Request): Promise<Response | undefined>; put(key: Request, response: Response): Promise<void> };

export function mediaCache(): EdgeCache | undefined {
  return typeof caches === "undefined" ? undefined : (caches as unknown as { default?: EdgeCache }).default;
}

/** The cache's key for a picture: its address alone, whatever headers or query came with the request. */
export const mediaCacheKey = (url: string) => {
  const { origin, pathname } = new URL(url);
  return new Request(`${origin}${pathname}`);
};

/** Whether `ifNoneMatch` names `etag` (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
