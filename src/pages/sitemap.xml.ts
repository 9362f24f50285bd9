// /sitemap.xml, made at build time from the same API the pages are made from: the sitemap
// itself while it fits one file, else the index of /sitemap-{n}.xml (ADR 0018).
import type { APIRoute } from "astro";
import { sitemapChunks, sitemapIndexXml, sitemapXml } from "../lib/sitemap";
import { sitemapPaths } from "../lib/sitemap-paths";

export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL("http://localhost:4321");
  const chunks = sitemapChunks(await sitemapPaths());
  const xml = chunks.length === 1 ? sitemapXml(base, chunks[0]) : sitemapIndexXml(base, chunks.length);
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
