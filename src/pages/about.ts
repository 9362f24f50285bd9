// /about (docs/product.md §2) -> /{locale}/about/.
import type { APIRoute } from "astro";
import { redirectToLocale } from "../lib/locale-redirect";

export const prerender = false;

export const GET: APIRoute = (context) => redirectToLocale(context, "/about/");
