// /product/{id} (docs/product.md §2) -> /{locale}/product/{id}/, keeping ?branch=.
import type { APIRoute } from "astro";
import { redirectToLocale } from "../../lib/locale-redirect";

export const prerender = false;

export const GET: APIRoute = (context) => redirectToLocale(context, `/product/${encodeURIComponent(context.params.id ?? "")}/`);
