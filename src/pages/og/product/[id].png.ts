// A product's 1200x1200 share card, drawn on demand by the web worker: 10,000 products would
// be 10,000 PNG files and minutes of build (docs/decisions/0006-prerender-at-scale.md), and
// only shared products are ever asked for. Each card is drawn once per week and location:
// the Workers cache keeps it, and the Cache-Control lets browsers and crawlers keep it too.
import type { APIRoute } from "astro";
import { env } from "cloudflare:workers";
import type { Product } from "#contract/catalog";
import { t } from "../../../lib/i18n";
import { responseDataUri } from "../../../lib/og/fetch-image";
import { productCard, productCardSvg } from "../../../lib/og/product-card-svg";
import { renderPng, textMeasure } from "../../../lib/og/render-worker";

export const prerender = false;

// A card shows a price, which may change: a week is how stale a shared card may get.
const CACHE_CONTROL = "public, max-age=604800";

interface Env {
  API?: Fetcher;
  API_ORIGIN?: string;
}

/** The API as the worker reaches it (as src/worker.ts does): the service binding, else its origin. */
function api(path: string): Promise<Response> {
  const { API, API_ORIGIN } = env as Env;
  return API ? API.fetch(new URL(path, "https://api.internal")) : fetch(new URL(path, API_ORIGIN));
}

const answer = (status: number, detail: string, cacheControl: string) =>
  Response.json({ detail }, { status, headers: { "Cache-Control": cacheControl } });

export const GET: APIRoute = async ({ params, request, locals }) => {
  const id = params.id ?? "";
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return answer(404, "Not found.", "public, max-age=300");

  const cache = typeof caches === "undefined" ? undefined : (caches as unknown as { default?: Cache }).default;
  // One entry per product, whatever query string was added to the URL.
  const key = new Request(new URL(`/og/product/${id}.png`, request.url));
  const cached = await cache?.match(key);
  if (cached) return cached;

  let res: Response;
  try {
    res = await api(`/api/products/${id}/`);
  } catch {
    return answer(503, "The service is unavailable. Please try again shortly.", "no-store");
  }
  // A product added later may take this id: "not found" is kept for minutes, not a week.
  if (res.status === 404) return answer(404, "Not found.", "public, max-age=300");
  if (!res.ok) return answer(503, "The service is unavailable. Please try again shortly.", "no-store");
  const product = (await res.json()) as Product;

  const src = product.images[0]?.image;
  // Pictures are the API's (/api/media/...); one elsewhere is fetched from where it is.
  const picture = !src ? undefined : /^https?:\/\//.test(src) ? fetch(src) : api(src);
  const image = await picture?.then(responseDataUri, () => undefined);
  const card = productCard(product, image, `${t("ar", "brand.name")} · ${t("en", "brand.name")}`);
  const png = await renderPng(productCardSvg(card, await textMeasure()));
  const response = new Response(png, { headers: { "Content-Type": "image/png", "Cache-Control": CACHE_CONTROL } });
  if (cache) locals.cfContext?.waitUntil(cache.put(key, response.clone()));
  return response;
};
