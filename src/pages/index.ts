// `/` has no language of its own: send the visitor to theirs (stored choice, then browser).
import type { APIRoute } from "astro";
import { detectLocale } from "../lib/i18n";

export const prerender = false;

export const GET: APIRoute = ({ cookies, request, redirect }) =>
  redirect(`/${detectLocale(cookies.get("lang")?.value, request.headers.get("accept-language"))}/`, 302);
