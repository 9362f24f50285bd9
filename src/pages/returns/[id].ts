// /returns/{id} -> /{locale}/returns/{id}/ (the return's page, issue 30), keeping the query.
import type { APIRoute } from "astro";
import { redirectToLocale } from "../../lib/locale-redirect";

export const prerender = false;

export const GET: APIRoute = (context) => redirectToLocale(context, `/returns/${encodeURIComponent(context.params.id ?? "")}/`);
