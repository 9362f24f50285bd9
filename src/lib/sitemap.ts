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

/**
 * Paths per sitemap file: each path is a URL in each language, and a file holds at most 25,000
 * URLs (the protocol allows 50,000 and 50 MB; an <url> with its alternates is about 600 bytes).
 * Past that, /sitemap.xml is an index of /sitemap-1.xml, /sitemap-2.xml... (ADR 0018).
 */
export const PATHS_PER_SITEMAP = 25_000 / LOCALES.length;

/** The paths split into the sitemap files that hold them (one file when they fit). */
export function sitemapChunks(paths: string[]): string[][] {
  const chunks: string[][] = [];
  for (let i = 0; i < paths.length; i += PATHS_PER_SITEMAP) chunks.push(paths.slice(i, i + PATHS_PER_SITEMAP));
  return chunks.length ? chunks : [[]];
}

/** /sitemap.xml as an index of `count` files. */
export function sitemapIndexXml(site: URL, count: number): string {
  const entries = Array.from({ length: count }, (_, i) => `<sitemap><loc>${escapeXml(new URL(`/sitemap-${i + 1}.xml`, site).href)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}
