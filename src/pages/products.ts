// /products?search=&store=&category= (docs/product.md §2) -> /{locale}/products/ with the same query.
import type { APIRoute } from "astro";
import { redirectToLocale } from "../lib/locale-redirect";

export const prerender = false;

export const GET: APIRoute = (context) => redirectToLocale(context, "/products/");
