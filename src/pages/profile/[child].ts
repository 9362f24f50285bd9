// /profile/update, /profile/change-password, /profile/wallet, /profile/addresses (docs/product.md §1) -> the same page in the
// visitor's language, keeping the query.
import type { APIRoute } from "astro";
import { redirectToLocale } from "../../lib/locale-redirect";

export const prerender = false;

export const GET: APIRoute = (context) => redirectToLocale(context, `/profile/${encodeURIComponent(context.params.child ?? "")}/`);
