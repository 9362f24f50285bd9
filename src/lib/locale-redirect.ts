// The product rules' routes carry no language (/products, /product/12, /store/fresh-market, ...):
// they send the visitor to the same page in their language, keeping the query string.
import type { APIContext } from "astro";
import { detectLocale } from "./i18n";

/** A 302 to `/{locale}{path}{query}`; `path` starts and ends with "/". */
export function redirectToLocale({ cookies, request, url }: Pick<APIContext, "cookies" | "request" | "url">, path: string): Response {
  const locale = detectLocale(cookies.get("lang")?.value, request.headers.get("accept-language"));
  return new Response(null, {
    status: 302,
    headers: {
      Location: `/${locale}${path}${url.search}`,
      // The answer depends on the visitor: no shared cache may keep one visitor's language.
      "Cache-Control": "private, no-store",
      Vary: "Cookie, Accept-Language",
    },
  });
}
