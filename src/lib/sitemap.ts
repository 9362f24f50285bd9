// sitemap.xml: every page in every language, each with its hreflang alternates.
import { LOCALES } from "./i18n";

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string);

/** `paths` are page paths without the locale ("/product/12/"). */
export function sitemapXml(site: URL, paths: string[]): string {
  const href = (locale: string, path: string) => escapeXml(new URL(`/${locale}${path}`, site).href);
  const urls = paths.flatMap((path) => {
    const alternates =
      LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l, path)}"/>`).join("") +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href("en", path)}"/>`;
    return LOCALES.map((locale) => `<url><loc>${href(locale, path)}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
