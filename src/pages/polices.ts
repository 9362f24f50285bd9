// /polices (docs/product.md §2) -> /{locale}/polices/.
import type { APIRoute } from "astro";
import { redirectToLocale } from "../lib/locale-redirect";

export const prerender = false;

export const GET: APIRoute = (context) => redirectToLocale(context, "/polices/");
