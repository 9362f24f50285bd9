// /profile (docs/product.md §1) -> /{locale}/profile/, keeping the query (a sign-in's `next`).
import type { APIRoute } from "astro";
import { redirectToLocale } from "../lib/locale-redirect";

export const prerender = false;

export const GET: APIRoute = (context) => redirectToLocale(context, "/profile/");
