import { describe, expect, it } from "vitest";
import { PATHS_PER_SITEMAP, sitemapChunks, sitemapIndexXml, sitemapXml } from "./sitemap";

const site = new URL("https://aswaq.example");

describe("the sitemap", () => {
  it("is one file while its URLs fit, each path in both languages with its alternates", () => {
    expect(sitemapChunks(["/", "/about/"])).toEqual([["/", "/about/"]]);
    expect(sitemapChunks([])).toEqual([[]]);
    const xml = sitemapXml(site, ["/product/1/"]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://aswaq.example/ar/product/1/</loc>");
    expect(xml).toContain('hreflang="x-default" href="https://aswaq.example/en/product/1/"');
  });

  it("splits past 25,000 URLs, and the index names every file", () => {
    const paths = Array.from({ length: PATHS_PER_SITEMAP * 2 + 1 }, (_, i) => `/product/${i + 1}/`);
    const chunks = sitemapChunks(paths);
    expect(chunks.map((c) => c.length)).toEqual([PATHS_PER_SITEMAP, PATHS_PER_SITEMAP, 1]);
    expect(chunks.flat()).toEqual(paths);
    expect(sitemapXml(site, chunks[0]).match(/<url>/g)).toHaveLength(25_000);
    const index = sitemapIndexXml(site, chunks.length);
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain("<loc>https://aswaq.example/sitemap-3.xml</loc>");
  });
});
