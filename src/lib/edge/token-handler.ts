// The edge worker's token handler (architecture.md "Edge worker"; docs/product.md "Tokens and
// session"). The browser talks to /api on the site's own origin with cookies; the API speaks
// bearer tokens. This module is the only place that sees both: it keeps the tokens in
// httpOnly cookies, adds the bearer header upstream, refreshes once on a 401 and retries,
// shares one refresh between concurrent requests, ends the session when refreshing fails,
// and refuses state-changing requests from other origins.
import { SESSION_ENDED_HEADER } from "../api/client";
import { AREA_COOKIE } from "../area-choice";
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  areaCookie,
  clearedCookies,
  deviceCookieHeader,
  deviceCookiesFrom,
  readCookies,
  sessionCookies,
  type Tokens,
} from "./cookies";

/** Sends a request to the API worker; `path` includes the query string. */
export type Upstream = (path: string, init: RequestInit) => Promise<Response>;

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host"];
// The runtime decodes the upstream body; compression towards the browser is negotiated
// again on the way out, so the upstream's encoding headers must not travel with it.
const ENCODING = ["content-encoding", "content-length"];
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// The API's routes are slash-tolerant; docs/product.md §7 writes them with a trailing slash.
const AUTH_PATH = /^\/api\/auth\/(login|register|logout|token\/refresh|change-password|password-reset\/confirm)\/?$/;

// One refresh per refresh token at a time, within this isolate: concurrent 401s wait for it.
// The API rotates refresh tokens: each refresh answers a new pair, and both become cookies (a
// race between isolates is covered by the API's grace period, docs/decisions/0010).
const refreshing = new Map<string, Promise<Tokens | null>>();

function refreshOnce(upstream: Upstream, refresh: string): Promise<Tokens | null> {
  let pending = refreshing.get(refresh);
  if (!pending) {
    pending = (async () => {
      const res = await upstream("/api/auth/token/refresh/", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ refresh }),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { access?: unknown; refresh?: unknown };
      if (typeof body.access !== "string") return null;
      return { access: body.access, refresh: typeof body.refresh === "string" ? body.refresh : undefined };
    })()
      .catch(() => null)
      .finally(() => refreshing.delete(refresh));
    refreshing.set(refresh, pending);
  }
  return pending;
}

/**
 * Requests that would change something are refused unless they show they come from this site.
 * Browsers send Origin with every such fetch or form post (and Sec-Fetch-Site with most): one
 * from another origin, or a cross-site Sec-Fetch-Site, is refused, and so is one with neither
 * header, which no page of ours sends.
 */
function crossSite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin) return origin !== new URL(request.url).origin;
  const site = request.headers.get("sec-fetch-site");
  return site === null || (site !== "same-origin" && site !== "none");
}

function upstreamHeaders(request: Request, access: string | undefined): Headers {
  const headers = new Headers(request.headers);
  for (const name of [...HOP_BY_HOP, "accept-encoding", "cookie"]) headers.delete(name);
  if (access) headers.set("authorization", `Bearer ${access}`);
  return headers;
}

function respond(upstream: Response, setCookies: string[] = [], extra: Record<string, string> = {}, body?: BodyInit | null): Response {
  // Most answers need nothing changed: handed on as they are, the runtime streams them
  // without copying headers or wrapping the body (bench section "proxy").
  const untouched = !setCookies.length && !Object.keys(extra).length && body === undefined && !upstream.headers.has("content-encoding");
  if (untouched) return upstream;
  const headers = new Headers(upstream.headers);
  for (const name of ENCODING) headers.delete(name);
  for (const line of setCookies) headers.append("set-cookie", line);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(body === undefined ? upstream.body : body, { status: upstream.status, statusText: upstream.statusText, headers });
}

function json(status: number, body: unknown, setCookies: string[] = [], extra: Record<string, string> = {}): Response {
  const headers = new Headers({ "content-type": "application/json" });
  for (const line of setCookies) headers.append("set-cookie", line);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(status === 204 || status === 205 ? null : JSON.stringify(body), { status, headers });
}

/**
 * The path as the API routes on it. Hono matches the percent-decoded path (decodeURI), so
 * `/api/auth/%6Cogin/` IS the login route there; deciding on the raw path here would hand its
 * tokens to the page. A path that cannot be decoded is refused (null).
 */
export function routedPath(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

export async function handleApi(request: Request, upstream: Upstream): Promise<Response> {
  if (crossSite(request)) return json(403, { detail: "Cross-site requests are not allowed." });
  const url = new URL(request.url);
  const routed = routedPath(url.pathname);
  if (routed === null) return json(400, { detail: "Malformed path." });
  const path = url.pathname + url.search;
  const secure = url.protocol === "https:";
  const jar = readCookies(request.headers.get("cookie"));
  const refresh = jar[REFRESH_COOKIE];
  const auth = request.method === "POST" || request.method === "PUT" ? AUTH_PATH.exec(routed)?.[1] : undefined;

  if (auth === "login" || auth === "register") return signIn(request, upstream, path, auth, secure);
  // A reset password signs this browser in (issue 28 point 2): its tokens become cookies like a login's.
  if (auth === "password-reset/confirm") return signIn(request, upstream, path, "reset", secure);
  if (auth === "logout") return signOut(upstream, jar[ACCESS_COOKIE], refresh, secure);
  if (auth === "token/refresh") {
    const tokens = refresh ? await refreshOnce(upstream, refresh) : null;
    if (!tokens)
      return json(401, { detail: "Your session has ended. Please sign in again." }, clearedCookies(secure), { [SESSION_ENDED_HEADER]: "1" });
    return json(204, null, sessionCookies(tokens, undefined, secure));
  }

  // The body is read once so that the retry after a refresh can send it again.
  const body = SAFE_METHODS.has(request.method) ? undefined : await request.arrayBuffer();
  const setCookies: string[] = [];
  let access = jar[ACCESS_COOKIE];
  let renewed: Tokens | null = null;
  let refreshed = false;
  let ended = false;
  // An expired access cookie is gone from the browser while the refresh cookie lives on.
  if (!access && refresh) {
    refreshed = true;
    renewed = await refreshOnce(upstream, refresh);
    access = renewed?.access;
    ended = !access;
  }
  const send = () => upstream(path, { method: request.method, headers: upstreamHeaders(request, access), body, redirect: "manual" });
  let res = await send();
  if (res.status === 401 && access && refresh && !refreshed) {
    refreshed = true;
    renewed = await refreshOnce(upstream, refresh);
    access = renewed?.access;
    if (access) res = await send();
    else ended = true;
  }
  if (auth === "change-password" && res.ok) {
    // The API ends every other session and hands this one new tokens.
    const { access: next, refresh: nextRefresh, detail } = (await res.json()) as Tokens & { detail?: string };
    return json(res.status, { detail }, sessionCookies({ access: next, refresh: nextRefresh }, undefined, secure));
  }
  if (ended) setCookies.push(...clearedCookies(secure));
  else if (renewed) setCookies.push(...sessionCookies(renewed, undefined, secure));
  return respond(res, setCookies, ended ? { [SESSION_ENDED_HEADER]: "1" } : {});
}

/**
 * Login, register, change-password and a password reset's confirmation answer with tokens: they
 * become cookies, and the browser gets the user instead (login is followed by the profile fetch
 * of docs/product.md §7), with the API's `detail` when it said one (the reset's "your new
 * password is set"). The device cookie the API sets with a sign-in becomes one of the site's own.
 */
async function signIn(request: Request, upstream: Upstream, path: string, kind: "login" | "register" | "reset", secure: boolean): Promise<Response> {
  const headers = upstreamHeaders(request, undefined);
  // The browser's device cookies go to the API with a login (and nothing else of its jar): a
  // browser that signed in to the account before keeps its own allowance (ADR 0027).
  const devices = deviceCookieHeader(readCookies(request.headers.get("cookie")));
  if (devices) headers.set("cookie", devices);
  const res = await upstream(path, { method: "POST", headers, body: await request.arrayBuffer() });
  if (!res.ok) return respond(res);
  const device = deviceCookiesFrom(res.headers, secure);
  const tokens = (await res.json()) as Tokens & { user?: { role?: string }; detail?: unknown };
  // An answer without an access token is not a sign-in: nothing of it reaches the page.
  if (typeof tokens.access !== "string") return json(502, { detail: "The sign-in answer had no session." });
  let user = tokens.user;
  if (!user) {
    const profile = await upstream("/api/auth/profile/", { headers: { accept: "application/json", authorization: `Bearer ${tokens.access}` } });
    if (!profile.ok) return respond(profile);
    user = (await profile.json()) as { role?: string };
  }
  const area = await areaAtSignIn(request, upstream, tokens.access, (user as { area?: Parameters<typeof areaCookie>[0] | null }).area);
  const detail = typeof tokens.detail === "string" ? { detail: tokens.detail } : {};
  return json(kind === "register" ? 201 : 200, { ...detail, user }, [
    ...sessionCookies(tokens, user.role, secure),
    ...device,
    ...(area ? [areaCookie(area, secure)] : []),
  ]);
}

/**
 * The shopper's area at sign-in (issue 26 point 3): the account's, which the page then shows; an
 * account without one takes the area this browser chose before signing in (the cookie stays).
 */
async function areaAtSignIn(request: Request, upstream: Upstream, access: string, area: Parameters<typeof areaCookie>[0] | null | undefined) {
  if (area) return area;
  const chosen = /^\d{1,9}(?=\|)/.exec(readCookies(request.headers.get("cookie"))[AREA_COOKIE] ?? "")?.[0];
  if (chosen) {
    await upstream("/api/auth/profile/", {
      method: "PATCH",
      headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${access}` },
      body: JSON.stringify({ area_id: Number(chosen) }),
    }).catch(() => undefined);
  }
  return null;
}

/** The session ends in the browser whatever the API says: the cookies are cleared either way. */
async function signOut(upstream: Upstream, access: string | undefined, refresh: string | undefined, secure: boolean): Promise<Response> {
  if (refresh) {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (access) headers.authorization = `Bearer ${access}`;
    await upstream("/api/auth/logout/", { method: "POST", headers, body: JSON.stringify({ refresh }) }).catch(() => undefined);
  }
  return json(205, null, clearedCookies(secure));
}
