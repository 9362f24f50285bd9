// Astro answers every unknown path with the one prerendered /404.html (English). Under /ar/…
// the visitor reads Arabic, so the web worker swaps in the page prerendered for the path's
// language (src/pages/[locale]/404.astro, at /{locale}/404/), keeping the status 404.
const LOCALE_PREFIX = /^\/(en|ar)(?:\/|$)/;

/** The prerendered not-found page for a path's language, or null to keep the root one (English). */
export function notFoundPagePath(pathname: string): string | null {
  const locale = LOCALE_PREFIX.exec(pathname)?.[1];
  return locale ? `/${locale}/404/` : null;
}

/** Astro's 404 answer for a page, with the body of the path's own language when there is one. */
export async function localizeNotFound(
  request: Request,
  response: Response,
  assets: { fetch: (input: URL, init?: RequestInit) => Promise<Response> },
): Promise<Response> {
  if (response.status !== 404 || (request.method !== "GET" && request.method !== "HEAD")) return response;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const path = notFoundPagePath(new URL(request.url).pathname);
  if (!path) return response;
  const page = await assets.fetch(new URL(path, request.url));
  if (!page.ok) return response;
  await response.body?.cancel();
  return new Response(page.body, { status: 404, headers: page.headers });
}
