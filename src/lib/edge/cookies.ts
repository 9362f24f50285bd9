// The cookies the edge worker keeps for the browser. The two tokens are httpOnly, so no
// script on the page can read them (docs/product.md "Tokens and session"); the third is only
// a hint ("someone is signed in, with this role") that lets a prerendered page draw the
// right top bar at once and skip the profile request for visitors. It grants nothing: every
// right is still checked by the API against the access token.
export const ACCESS_COOKIE = "aswaq_access";
export const REFRESH_COOKIE = "aswaq_refresh";
export const HINT_COOKIE = "aswaq_session";

// The access token lives 15 minutes at the API; the cookie goes a minute earlier so the
// edge refreshes before the API would answer 401.
export const ACCESS_MAX_AGE = 14 * 60;
export const REFRESH_MAX_AGE = 7 * 24 * 60 * 60;

export function readCookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  if (!header) return jar;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    try {
      jar.set(name, decodeURIComponent(value));
    } catch {
      jar.set(name, value);
    }
  }
  return jar;
}

interface CookieOptions {
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  path: string;
}

export function setCookie(name: string, value: string, { maxAge, httpOnly, secure, path }: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAge}`,
    `Path=${path}`,
    "SameSite=Lax",
    httpOnly ? "HttpOnly" : "",
    secure ? "Secure" : "",
  ]
    .filter(Boolean)
    .join("; ");
}

export interface Tokens {
  access: string;
  refresh?: string;
}

/** Set-Cookie lines for a fresh session (or a refreshed access token when `refresh` is absent). */
export function sessionCookies(tokens: Tokens, role: string | undefined, secure: boolean): string[] {
  // Path=/api: the tokens travel only with API calls, never with page or image requests.
  const lines = [setCookie(ACCESS_COOKIE, tokens.access, { maxAge: ACCESS_MAX_AGE, httpOnly: true, secure, path: "/api" })];
  if (tokens.refresh) lines.push(setCookie(REFRESH_COOKIE, tokens.refresh, { maxAge: REFRESH_MAX_AGE, httpOnly: true, secure, path: "/api" }));
  if (role) lines.push(setCookie(HINT_COOKIE, role, { maxAge: REFRESH_MAX_AGE, httpOnly: false, secure, path: "/" }));
  return lines;
}

export function clearedCookies(secure: boolean): string[] {
  return [
    setCookie(ACCESS_COOKIE, "", { maxAge: 0, httpOnly: true, secure, path: "/api" }),
    setCookie(REFRESH_COOKIE, "", { maxAge: 0, httpOnly: true, secure, path: "/api" }),
    setCookie(HINT_COOKIE, "", { maxAge: 0, httpOnly: false, secure, path: "/" }),
  ];
}
