// /store/{slug} (docs/product.md §2) -> /{locale}/store/{slug}/. The product rules' links use the store's name
// (/store/Fresh Market); its slug is the same name slugified (docs/product.md).
import type { APIRoute } from "astro";
import { slugify } from "#shared/slug";
import { redirectToLocale } from "../../lib/locale-redirect";

export const prerender = false;

export const GET: APIRoute = (context) => {
  const given = context.params.slug ?? "";
  return redirectToLocale(context, `/store/${encodeURIComponent(slugify(given) || given)}/`);
};
