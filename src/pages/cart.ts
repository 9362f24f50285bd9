// /cart (docs/product.md §1) -> /{locale}/cart/, keeping the query.
import type { APIRoute } from "astro";
import { redirectToLocale } from "../lib/locale-redirect";

export const prerender = false;

export const GET: APIRoute = (context) => redirectToLocale(context, "/cart/");
