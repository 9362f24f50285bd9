// The language toggle is a plain link (no JavaScript on any page): it stores the choice in
// a cookie for a year and goes to the same page in the chosen language.
import type { APIRoute } from "astro";
import { isLocale } from "../../lib/i18n";

export const prerender = false;

export const GET: APIRoute = ({ params, url, cookies, redirect }) => {
  const locale = params.locale;
  if (!isLocale(locale)) return new Response("Not found", { status: 404 });
  cookies.set("lang", locale, { path: "/", maxAge: 365 * 24 * 60 * 60, sameSite: "lax" });
  const next = url.searchParams.get("next") ?? "";
  // Only a path on this site, and only within the chosen language.
  const safe = /^\/(en|ar)(\/[^\s\\]*)?$/.test(next) && !next.startsWith("//") ? next.replace(/^\/(en|ar)/, `/${locale}`) : `/${locale}/`;
  return redirect(safe, 302);
};
