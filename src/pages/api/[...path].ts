// The browser reaches the API only here, on the site's own origin; the token handler keeps
// the session in httpOnly cookies and speaks bearer tokens to the API.
import type { APIRoute } from "astro";
import { env } from "cloudflare:workers";
import { handleApi, type Upstream } from "../../lib/edge/token-handler";

export const prerender = false;

interface ProxyEnv {
  API?: Fetcher; // service binding in production
  API_ORIGIN?: string;
}

export const ALL: APIRoute = async ({ request }) => {
  const { API, API_ORIGIN } = env as unknown as ProxyEnv;
  const upstream: Upstream = (path, init) => {
    const target = new URL(path, API ? "https://api.internal" : API_ORIGIN);
    return API ? API.fetch(target, init) : fetch(target, init);
  };
  try {
    return await handleApi(request, upstream);
  } catch {
    return Response.json({ detail: "The service is unavailable. Please try again shortly." }, { status: 503 });
  }
};
