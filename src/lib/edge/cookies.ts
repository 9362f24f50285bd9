// The cookies the edge worker keeps for the browser. The two tokens are httpOnly, so no
// script on the page can read them (docs/product.md "Tokens and session"); the third is only
// a hint ("someone is signed in, with this role") that lets a prerendered page draw the
// right top bar at once and skip the profile request for visitors. It grants nothing: every
// right is still checked by the API against the access token.
import { parse, serialize } from "hono/utils/cookie";
import { HINT_COOKIE } from "#shared/session-hint";
import { AREA_COOKIE } from "../area-choice";

export const ACCESS_COOKIE = "aswaq_access";
export const REFRESH_COOKIE = "aswaq_refresh";

// The access token lives 15 minutes at the API; the cookie goes a minute earlier so the
// edge refreshes before the API would answer 401.
export const ACCESS_MAX_AGE = 14 * 60;
export const REFRESH_MAX_AGE = 7 * 24 * 60 * 60;

/** The request's cookies by name; of two with one name, the first (RFC 6265 §5.4 puts the longer path first). */
export const readCookies = (header: string | null): Partial<Record<string, string>> => parse(header ?? "");

const cookie = (name: string, value: string, maxAge: number, httpOnly: boolean, secure: boolean, path: string) =>
  serialize(name, value, { maxAge, path, sameSite: "Lax", httpOnly, secure });

export interface Tokens {
  access: string;
  refresh?: string;
}

/** Set-Cookie lines for a fresh session (or a refreshed access token when `refresh` is absent). */
export function sessionCookies(tokens: Tokens, role: string | undefined, secure: boolean): string[] {
  // Path=/api: the tokens travel only with API calls, never with page or image requests.
  const lines = [cookie(ACCESS_COOKIE, tokens.access, ACCESS_MAX_AGE, true, secure, "/api")];
  if (tokens.refresh) lines.push(cookie(REFRESH_COOKIE, tokens.refresh, REFRESH_MAX_AGE, true, secure, "/api"));
  if (role) lines.push(cookie(HINT_COOKIE, role, REFRESH_MAX_AGE, false, secure, "/"));
  return lines;
}

export function clearedCookies(secure: boolean): string[] {
  return [
    cookie(ACCESS_COOKIE, "", 0, true, secure, "/api"),
    cookie(REFRESH_COOKIE, "", 0, true, secure, "/api"),
    cookie(HINT_COOKIE, "", 0, false, secure, "/"),
  ];
}

// Device cookies (api/src/auth/device.ts, ADR 0027): one per account this browser has signed in
// to, made and signed by the API. The edge keeps them as it keeps the tokens (httpOnly, under
// /api) and sends them back to the API with logins only, where they give this browser its own
// allowance of failures instead of the account's lock.
export const DEVICE_COOKIE = /^aswaq_device_\d{1,12}$/;
export const DEVICE_MAX_AGE = 365 * 24 * 60 * 60;

/** The Cookie header for the API on a login: the browser's device cookies and nothing else, or null. */
export function deviceCookieHeader(jar: Partial<Record<string, string>>): string | null {
  const pairs = Object.entries(jar).filter(([name, value]) => DEVICE_COOKIE.test(name) && value && /^[\w.-]{1,200}$/.test(value));
  return pairs.length ? pairs.map(([name, value]) => `${name}=${value}`).join("; ") : null;
}

/** The device cookies the API set on an answer, as this site's own Set-Cookie lines (its Secure flag, /api, a year). */
export function deviceCookiesFrom(upstream: Headers, secure: boolean): string[] {
  const lines: string[] = [];
  for (const line of upstream.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
    if (eq > 0 && DEVICE_COOKIE.test(name) && /^[\w.-]{1,200}$/.test(value)) lines.push(cookie(name, value, DEVICE_MAX_AGE, true, secure, "/api"));
  }
  return lines;
}

/** The shopper's area as lib/area-choice.ts keeps it (a year, readable by the page), from their account at sign-in. */
export function areaCookie(area: { id: number; name: string; name_ar: string }, secure: boolean): string {
  return cookie(AREA_COOKIE, `${area.id}|${area.name}|${area.name_ar}`, 365 * 24 * 60 * 60, false, secure, "/");
}
