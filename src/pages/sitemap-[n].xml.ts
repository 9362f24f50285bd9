// /sitemap-{n}.xml: the files of the sitemap index, once the catalogue is too large for one
// (src/lib/sitemap.ts); none while /sitemap.xml holds every URL.
import type { APIRoute, GetStaticPaths } from "astro";
import { sitemapChunks, sitemapXml } from "../lib/sitemap";
import { sitemapPaths } from "../lib/sitemap-paths";

export const getStaticPaths = (async () => {
  const chunks = sitemapChunks(await sitemapPaths());
  return chunks.length === 1 ? [] : chunks.map((paths, i) => ({ params: { n: String(i + 1) }, props: { paths } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ site, props }) =>
  new Response(sitemapXml(site ?? new URL("http://localhost:4321"), (props as { paths: string[] }).paths), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
