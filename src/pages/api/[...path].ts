// The browser reaches the API only here, on the site's own origin. This is a plain
// pass-through for now; the token handler (httpOnly cookies, refresh) wraps it later.
import type { APIRoute } from "astro";
import { env } from "cloudflare:workers";

export const prerender = false;

interface ProxyEnv {
  API?: Fetcher; // service binding in production
  API_ORIGIN?: string;
}

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host"];
// The runtime decodes the upstream body; compression towards the browser is negotiated
// again on the way out, so the upstream's encoding headers must not travel with it.
const ENCODING = ["content-encoding", "content-length"];

export const ALL: APIRoute = async ({ request }) => {
  const { API, API_ORIGIN } = env as unknown as ProxyEnv;
  const incoming = new URL(request.url);
  const target = new URL(incoming.pathname + incoming.search, API ? "https://api.internal" : API_ORIGIN);
  const headers = new Headers(request.headers);
  for (const name of [...HOP_BY_HOP, "accept-encoding"]) headers.delete(name);
  const init: RequestInit = {
    method: request.method,
    headers,
    body: request.method === "GET" || request.method === "HEAD" ? undefined : request.body,
    redirect: "manual",
  };
  try {
    const upstream = await (API ? API.fetch(target, init) : fetch(target, init));
    const outgoing = new Headers(upstream.headers);
    for (const name of ENCODING) outgoing.delete(name);
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: outgoing });
  } catch {
    return Response.json({ detail: "The service is unavailable. Please try again shortly." }, { status: 503 });
  }
};
