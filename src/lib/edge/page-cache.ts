// On-demand product pages (src/pages/[locale]/product/[productId].astro) are made once per
// publish and language: the web worker keeps each in the Workers cache (Cache API, the data
// centre's cache), keyed by path and build, so the next publish's worker never answers from
// the last one's pages (docs/decisions/0018). Shoppers get the headers a static page has, so
// they cannot tell a cached page from a prerendered one.
const PRODUCT_PAGE = /^\/(en|ar)\/product\/[1-9][0-9]{0,9}\/$/;

/** What static HTML is served with (Workers static assets): revalidated on every visit. */
const PAGE_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** How long the data centre keeps a page: a day, or until the next publish changes the key. */
const EDGE_CACHE_CONTROL = "public, max-age=86400";

export const isOnDemandProductPage = (pathname: string) => PRODUCT_PAGE.test(pathname);

type Cache = { match(key: Request): Promise<Response | undefined>; put(key: Request, response: Response): Promise<void> };

function edgeCache(): Cache | undefined {
  return typeof caches === "undefined" ? undefined : (caches as unknown as { default?: Cache }).default;
}

const forShopper = (response: Response, state: "hit" | "miss", etag: string) => {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", PAGE_CACHE_CONTROL);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("ETag", etag);
  // Says where the page came from, for the benchmark and the tests; no shopper sees it.
  headers.set("X-Page-Cache", state);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** A product page from the cache, else made by `render` and kept (200s only) while it is sent. */
export async function cachedProductPage(
  request: Request,
  build: string,
  render: () => Promise<Response>,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<Response> {
  const url = new URL(request.url);
  const cache = edgeCache();
  if (request.method !== "GET" || !cache || !isOnDemandProductPage(url.pathname)) return render();
  // The query string is dropped: the page is the same whatever tracking parameters follow it.
  const key = new Request(`${url.origin}${url.pathname}?build=${encodeURIComponent(build)}`);
  // One page per path and build: the ETag says both, and a browser that has it is told so.
  const etag = `"${build}-${url.pathname.replaceAll("/", "-")}"`;
  if (request.headers.get("If-None-Match") === etag)
    return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": PAGE_CACHE_CONTROL } });
  const hit = await cache.match(key);
  if (hit) return forShopper(hit, "hit", etag);
  const response = await render();
  if (response.status !== 200) return response;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", EDGE_CACHE_CONTROL);
  headers.delete("Set-Cookie");
  const [kept, sent] = response.body ? response.body.tee() : [null, null];
  waitUntil(cache.put(key, new Response(kept, { status: 200, headers })));
  return forShopper(new Response(sent, response), "miss", etag);
}
