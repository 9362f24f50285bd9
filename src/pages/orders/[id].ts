// /orders/{id} (docs/product.md §1) -> /{locale}/orders/{id}/, keeping the query.
import type { APIRoute } from "astro";
import { redirectToLocale } from "../../lib/locale-redirect";

export const prerender = false;

export const GET: APIRoute = (context) => redirectToLocale(context, `/orders/${encodeURIComponent(context.params.id ?? "")}/`);
