// A deleted product's page must be gone from the first request after the delete, whether the
// page is a static file of the last publish (the catalogue's head, ADR 0018) or one rendered
// on demand and kept in the Workers cache. So product paths reach the web worker before the
// static-asset lookup (`assets.run_worker_first` in wrangler.jsonc), and the worker asks the
// API whether the product is still there (GET /api/products/{id}/exists/, one primary-key
// read) before it serves either kind; a product that is not answers the site's 404 page in
// the path's language (docs/decisions/0019). Products have no hidden state: a product is in
// the catalogue, and listed, until it or its store is deleted.
import { notFoundPagePath } from "./not-found";

const PRODUCT_PAGE = /^\/(en|ar)\/product\/([1-9][0-9]{0,9})\/$/;
/** Every path `run_worker_first` sends here for the product pages (their static files included). */
const PRODUCT_PATHS = /^\/(en|ar)\/product\//;

/** The product id of a product page's path (`/en/product/12/`), or null for any other path. */
export function productPageId(pathname: string): number | null {
  const match = PRODUCT_PAGE.exec(pathname);
  return match ? Number(match[2]) : null;
}

/** Whether the path is one the worker sees before the static files (wrangler.jsonc `run_worker_first`). */
export const isProductPath = (pathname: string) => PRODUCT_PATHS.test(pathname);

/** Where the worker asks. */
export const existsPath = (id: number) => `/api/products/${id}/exists/`;

/**
 * Whether the product is gone: only the API's 404 says so. When the API cannot be asked (an
 * error, a timeout, a 5xx) the page is served as it would have been: a shopper is never shown
 * "not found" for a product that is there.
 */
export async function productGone(id: number, get: (path: string) => Promise<Response>): Promise<boolean> {
  try {
    const res = await get(existsPath(id));
    await res.body?.cancel();
    return res.status === 404;
  } catch {
    return false;
  }
}

/** The site's own not-found page in the path's language, with the status 404 (never cached as a page). */
export async function goneProductPage(request: Request, assets: { fetch: (input: URL, init?: RequestInit) => Promise<Response> }): Promise<Response> {
  const url = new URL(request.url);
  const page = await assets.fetch(new URL(notFoundPagePath(url.pathname) ?? "/404.html", url));
  const headers = new Headers(page.headers);
  headers.delete("ETag");
  headers.set("Cache-Control", "no-store");
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(request.method === "HEAD" ? null : page.body, { status: 404, headers });
}
