// Every product has its page in both languages, whether it was prerendered (the catalogue's
// head) or is rendered on demand by the web worker (docs/decisions/0018), and the two kinds are
// the same page: the same head tags, structured data, islands and layout. The test build
// prerenders only a few products (PRERENDER_PRODUCTS, scripts/lib/product-under-test.mjs), so
// the demo catalogue has both kinds.
import { describe, expect, inject, it } from "vitest";

const api = inject("apiOrigin");
const web = inject("webOrigin");

interface Listed {
  id: number;
  name: string;
  name_ar: string;
}

async function allProducts(): Promise<Listed[]> {
  const items: Listed[] = [];
  let next: string | null = "/api/products/?page_size=100";
  while (next) {
    const page = (await (await fetch(`${api}${next}`)).json()) as { next: string | null; results: Listed[] };
    items.push(...page.results);
    next = page.next;
  }
  return items;
}

/** What a page is made of, without the product's own words: tags, attributes that name things, islands. */
function shape(html: string, id: number) {
  const ofProduct = (s: string) => s.replaceAll(`/product/${id}/`, "/product/ID/").replaceAll(`/product/${id}.png`, "/product/ID.png");
  const tags = [...html.matchAll(/<(meta|link)\s[^>]*?(?:name|property|rel|hreflang)="([^"]+)"[^>]*>/g)].map((m) => `${m[1]}:${m[2]}`);
  const links = [...html.matchAll(/<link\s[^>]*rel="(canonical|alternate)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]}:${ofProduct(m[2])}`);
  const islands = [...html.matchAll(/<astro-island[^>]*component-url="([^"]+)"/g)].map((m) => m[1]);
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const testIds = [...new Set([...html.matchAll(/data-testid="([^"]+)"/g)].map((m) => m[1]))];
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const types = jsonLd ? Object.keys(JSON.parse(jsonLd)).sort() : [];
  return {
    tags: tags.sort(),
    links: links.sort(),
    islands: islands.sort(),
    scripts: scripts.sort(),
    testIds: testIds.sort(),
    jsonLd: types,
    lang: /<html[^>]*lang="(\w+)"[^>]*dir="(\w+)"/.exec(html)?.slice(1),
  };
}

describe("product pages at any catalogue size", () => {
  it("answers every product in both languages, prerendered or made on demand, and the two kinds look alike", async () => {
    const products = await allProducts();
    expect(products.length).toBeGreaterThan(30);
    const kinds = { static: [] as number[], onDemand: [] as number[] };
    const shapes = new Map<string, { id: number; kind: string; shape: ReturnType<typeof shape> }[]>();
    for (const product of products) {
      for (const locale of ["en", "ar"]) {
        const res = await fetch(`${web}/${locale}/product/${product.id}/`);
        expect(res.status, `/${locale}/product/${product.id}/`).toBe(200);
        const html = await res.text();
        const kind = res.headers.get("x-page-cache") ? "onDemand" : "static";
        if (locale === "en") kinds[kind as keyof typeof kinds].push(product.id);
        expect(html).toContain(locale === "en" ? product.name : product.name_ar || product.name);
        const list = shapes.get(locale) ?? [];
        list.push({ id: product.id, kind, shape: shape(html, product.id) });
        shapes.set(locale, list);
      }
    }
    expect(kinds.static.length).toBeGreaterThan(0);
    expect(kinds.onDemand.length).toBeGreaterThan(0);
    // A prerendered page and an on-demand one of products alike (both with pictures and a store).
    for (const [locale, list] of shapes) {
      const a = list.find((p) => p.kind === "static");
      const b = list.find((p) => p.kind === "onDemand" && p.shape.islands.length === a?.shape.islands.length);
      expect(a && b, locale).toBeTruthy();
      const { testIds: ta, ...restA } = a!.shape;
      const { testIds: tb, ...restB } = b!.shape;
      expect(restB, `${locale}: product ${b!.id} (on demand) against ${a!.id} (prerendered)`).toEqual(restA);
      // The parts every product page has (offers, badges and the like differ by product).
      for (const part of ["back-link", "product-name", "product-sold", "add-to-cart"]) {
        expect(ta, part).toContain(part);
        expect(tb, part).toContain(part);
      }
    }
  });

  it("keeps an on-demand page in the cache until the next publish, with a static page's headers", async () => {
    const products = await allProducts();
    let path = "";
    for (const p of products.slice().reverse()) {
      const res = await fetch(`${web}/ar/product/${p.id}/`);
      await res.body?.cancel();
      if (res.headers.get("x-page-cache")) {
        path = `/ar/product/${p.id}/`;
        break;
      }
    }
    expect(path).not.toBe("");
    const first = await fetch(`${web}${path}?utm_source=test`);
    const again = await fetch(`${web}${path}`);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(again.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await again.text()).toBe(await first.text());
  });

  it("answers an unknown product or a malformed id with the not-found page of the path's language", async () => {
    for (const path of ["/ar/product/999999999/", "/ar/product/0/", "/ar/product/12abc/"]) {
      const res = await fetch(`${web}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('lang="ar"');
    }
  });
});
