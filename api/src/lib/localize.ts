// The API's messages in the visitor's language, applied once on the way out: every error body,
// and a success body's `detail`, is answered in Arabic when Accept-Language prefers Arabic
// (docs/decisions/0008). English requests, and bodies that are not JSON, pass untouched.
import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { accepts } from "hono/accepts";
import { LANGUAGES, matchLanguage } from "#shared/accept-language";
import { inArabic, type Memory, rememberPerRequest } from "#contract/said";

// Each request remembers what it said (said.ts), English ones too: otherwise their texts would
// be kept for good.
const requests = new AsyncLocalStorage<Memory>();
rememberPerRequest(() => requests.getStore());

export const localizeMessages: MiddlewareHandler = (c, next) =>
  requests.run(new Map(), async () => {
    await next();
    if (accepts(c, { header: "Accept-Language", supports: [...LANGUAGES], default: "en", match: matchLanguage }) !== "ar") return;
    const res = c.res;
    if (!res.body || !(res.headers.get("content-type") ?? "").startsWith("application/json")) return;

    // Success answers carry no message but the odd write's `detail` ("Password updated
    // successfully."): reads (lists, products: the big bodies) are passed without a look.
    if (res.status < 400 && (c.req.method === "GET" || c.req.method === "HEAD")) return;
    const text = await res.clone().text();
    if (res.status < 400 && !text.includes('"detail"')) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return;
    }
    const translated =
      res.status >= 400
        ? errorBodyInArabic(body)
        : body !== null && typeof body === "object" && typeof (body as { detail?: unknown }).detail === "string"
          ? { ...body, detail: inArabic((body as { detail: string }).detail) }
          : body;

    const headers = new Headers(res.headers);
    headers.delete("content-length");
    headers.set("content-language", "ar");
    // Unset first: Hono's setter would otherwise copy the old answer's headers onto the new one.
    c.res = undefined;
    c.res = new Response(JSON.stringify(translated), { status: res.status, statusText: res.statusText, headers });
  });

/**
 * An error body's messages in Arabic: `detail`, and every string in a list (field errors,
 * `non_field_errors`), also one level down for nested field errors. Other strings (a `code`,
 * a value) are data and stay.
 */
export function errorBodyInArabic(body: unknown, depth = 0): unknown {
  if (Array.isArray(body)) return body.map((item) => (typeof item === "string" ? inArabic(item) : errorBodyInArabic(item, depth + 1)));
  if (body === null || typeof body !== "object" || depth > 2) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      key === "detail" && typeof value === "string" ? inArabic(value) : errorBodyInArabic(value, depth + 1),
    ]),
  );
}
