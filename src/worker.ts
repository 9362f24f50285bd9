// The web worker's entry point. `/api/*` is answered here, before Astro's router, middleware
// and page machinery run: the token handler is all an API call needs, and every microsecond
// it spends is added to every API call (bench section "proxy"). Everything else is Astro's.
import astro from "@astrojs/cloudflare/entrypoints/server";
import { goneProductPage, isProductPath, productGone, productPageId } from "./lib/edge/gone-products";
import { localizeNotFound } from "./lib/edge/not-found";
import { cachedProductPage } from "./lib/edge/page-cache";
import { orderShellPath } from "./lib/edge/order-pages";
import { storeNameRedirect } from "./lib/edge/store-names";
import { handleApi, type Upstream } from "./lib/edge/token-handler";

interface Env {
  ASSETS: Fetcher;
  API?: Fetcher; // service binding in production
  API_ORIGIN?: string;
  [key: string]: unknown;
}

declare const __BUILD_ID__: string;

const unavailable = () => Response.json({ detail: "The service is unavailable. Please try again shortly." }, { status: 503 });

export default {
  async fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    const { pathname } = url;
    const shell = orderShellPath(pathname);
    if (shell) return env.ASSETS.fetch(new URL(shell, url), { headers: request.headers });
    const upstream: Upstream = env.API
      ? (path, init) => env.API!.fetch(new URL(path, "https://api.internal"), init)
      : (path, init) => fetch(new URL(path, env.API_ORIGIN), init);
    if (!pathname.startsWith("/api/") && pathname !== "/api") {
      // Product paths come here before the static files (run_worker_first): a deleted
      // product's page, prerendered or cached, is a 404 from the first request after the
      // delete (lib/edge/gone-products.ts, docs/decisions/0019); any other is served as before.
      if (isProductPath(pathname) && (request.method === "GET" || request.method === "HEAD")) {
        // The check and the static file are asked for side by side: the page waits for the
        // slower of the two, not for both in turn.
        const id = productPageId(pathname);
        const ask = (path: string) => upstream(path, { headers: { accept: "application/json" } });
        const [gone, asset] = await Promise.all([id !== null && productGone(id, ask), env.ASSETS.fetch(request)]);
        if (gone || asset.status === 404) await asset.body?.cancel();
        if (gone) return goneProductPage(request, env.ASSETS);
        if (asset.status !== 404) return asset;
      }
      // Only paths no static page answered get here: a store named instead of slugged.
      const store = await storeNameRedirect(pathname, (path) => upstream(path, { headers: { accept: "application/json" } }));
      if (store) return new Response(null, { status: 302, headers: { Location: `${store}${url.search}`, "Cache-Control": "no-store" } });
      const page = () => astro.fetch(request as never, env as never, context as never) as Promise<Response>;
      return localizeNotFound(request, await cachedProductPage(request, __BUILD_ID__, page, (work) => context.waitUntil(work)), env.ASSETS);
    }
    try {
      return await handleApi(request, upstream);
    } catch {
      return unavailable();
    }
  },
} satisfies ExportedHandler<Env>;
