// Terms, policies and about (static, no JavaScript), the product rules' routes without a language,
// the translation files, sitemap.xml, robots.txt and the share cards.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import ar from "../../src/locales/ar/translation.json" with { type: "json" };
import en from "../../src/locales/en/translation.json" with { type: "json" };
import { SITE } from "../../src/lib/site";
import { apiStores, builtStore, isBuilt, productsPage } from "./built-stores";
import { screenshot } from "./page-checks";

const strings = { en, ar } as const;
const LOCALES = [
  ["en", "ltr"],
  ["ar", "rtl"],
] as const;
const DOCS = [
  ["terms-conditions", "terms", 13],
  ["polices", "policies", 7],
] as const;

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}

test.describe("terms and policies", () => {
  for (const [locale, dir] of LOCALES) {
    for (const [route, doc, sections] of DOCS) {
      test(`${doc} in ${locale}: lang and dir, headings, contact, no script, accessible`, async ({ page }) => {
        const response = await page.goto(`/${locale}/${route}/`);
        expect(response?.status()).toBe(200);
        expect(await response?.text()).not.toContain("<script");
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings[locale].legal[doc].title);
        await expect(page.locator("article .legal-text h2")).toHaveCount(sections);
        expect(await page.locator("script").count()).toBe(0);
        // The contact details are the marketplace's own (src/lib/site.ts), not placeholders.
        await expect(page.locator(`article a[href="mailto:${SITE.email}"]`)).toHaveText(SITE.email);
        await expect(page.locator(`article a[href="tel:${SITE.phone.replace(/\s/g, "")}"]`)).toHaveText(SITE.phone);
        expect(await page.locator("article").textContent()).not.toContain("{{");
        // Every entry of the table of contents leads to a section on the page.
        const anchors = await page
          .locator("nav[aria-labelledby=legal-contents] a")
          .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
        expect(anchors).toHaveLength(sections);
        for (const id of anchors) expect(await page.evaluate((id) => !!document.getElementById(id), id)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `${doc}-${locale}`, { fullPage: true });
      });
    }

    test(`links between terms and policies in ${locale} land on existing sections`, async ({ page }) => {
      await page.goto(`/${locale}/terms-conditions/`);
      const targets = await page
        .locator("article .legal-text a[href*='polices']")
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        // Only the first visit loads the page; the others change the fragment (no response).
        await page.goto(target);
        await expect(page).toHaveURL(/\/polices\//);
        const id = decodeURIComponent(new URL(target).hash.slice(1));
        expect(await page.evaluate((id) => !!document.getElementById(id), id), `${target} has no #${id}`).toBe(true);
      }
    });

    test(`about in ${locale} is a static page that links the documents`, async ({ page }) => {
      const response = await page.goto(`/${locale}/about/`);
      expect(response?.status()).toBe(200);
      expect(await response?.text()).not.toContain("<script");
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings[locale].about.title);
      await expect(page.locator("main").getByRole("link", { name: strings[locale].legal.policies.title })).toHaveAttribute(
        "href",
        `/${locale}/polices/`,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `about-${locale}`, { fullPage: true });
    });
  }
});

test.describe("the product rules' routes lead to the visitor's language", () => {
  const cases = [
    ["/products?search=milk&store=1", "/products/?search=milk&store=1"],
    ["/products/?category=dairy", "/products/?category=dairy"],
    ["/product/12", "/product/12/"],
    ["/product/12?branch=2", "/product/12/?branch=2"],
    // A store's link as the product rules write it, by slug or by name (the redirect does not look the store up).
    ["/store/corner-shop", "/store/corner-shop/"],
    ["/store/Corner%20Shop", "/store/corner-shop/"],
    ["/terms-conditions", "/terms-conditions/"],
    ["/polices", "/polices/"],
    ["/about", "/about/"],
  ] as const;
  for (const [from, to] of cases) {
    test(`${from} answers 302 to the chosen language, then the browser's`, async ({ request }) => {
      const byCookie = await request.get(from, { maxRedirects: 0, headers: { Cookie: "lang=ar", "Accept-Language": "en-US,en;q=0.9" } });
      expect(byCookie.status()).toBe(302);
      expect(byCookie.headers().location).toMatch(new RegExp(`/ar${to.replace(/[?.]/g, "\\$&")}$`));
      expect(byCookie.headers()["cache-control"]).toContain("no-store");
      const byBrowser = await request.get(from, { maxRedirects: 0, headers: { "Accept-Language": "ar-EG,ar;q=0.9,en;q=0.8" } });
      expect(byBrowser.headers().location).toMatch(new RegExp(`/ar${to.replace(/[?.]/g, "\\$&")}$`));
      const byDefault = await request.get(from, { maxRedirects: 0, headers: { "Accept-Language": "fr-FR" } });
      expect(byDefault.headers().location).toMatch(new RegExp(`/en${to.replace(/[?.]/g, "\\$&")}$`));
    });
  }

  test("a browser following /terms-conditions and /polices ends on the page in its language", async ({ page, context }) => {
    await context.addCookies([{ name: "lang", value: "ar", url: test.info().project.use.baseURL as string }]);
    await page.goto("/terms-conditions");
    await expect(page).toHaveURL(/\/ar\/terms-conditions\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.legal.terms.title);
    await context.clearCookies();
    await page.goto("/polices");
    await expect(page).toHaveURL(/\/en\/polices\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.legal.policies.title);
  });

  test("a browser following a product, a store named as in the product rules and the product list lands on their pages", async ({
    browser,
    request,
  }) => {
    // A store the build made a page for, named by its name as written; a product linked to one of its offers' branches.
    const store = await builtStore(request, "with a name of several words", (s) => /\S\s+\S/.test(s.name));
    const product = (await productsPage(request, "")).results.find((p) => p.offers.length > 0)!;
    const branch = product.offers[0].branch.id;
    // The browser's own languages (Accept-Language), no stored choice.
    const context = await browser.newContext({ locale: "ar-EG" });
    const page = await context.newPage();
    for (const [from, to] of [
      [`/product/${product.id}?branch=${branch}`, new RegExp(`/ar/product/${product.id}/\\?branch=${branch}$`)],
      [`/store/${encodeURIComponent(store.name)}`, new RegExp(`/ar/store/${store.slug}/$`)],
      ["/products?search=milk", /\/ar\/products\/\?search=milk$/],
    ] as const) {
      const response = await page.goto(from);
      await expect(page).toHaveURL(to);
      expect(response?.status(), from).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    }
    await context.close();
  });
});

test.describe("files for machines", () => {
  const flatKeys = (o: object, prefix = ""): string[] =>
    Object.entries(o)
      .flatMap(([k, v]) => (v && typeof v === "object" ? flatKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
      .sort();

  test("/locales/{lng}/translation.json serves both languages with the same keys", async ({ request }) => {
    const [enRes, arRes] = await Promise.all([request.get("/locales/en/translation.json"), request.get("/locales/ar/translation.json")]);
    expect(arRes.status()).toBe(200);
    expect(arRes.headers()["content-type"]).toContain("application/json");
    const [enJson, arJson] = [await enRes.json(), await arRes.json()];
    // A counted key's forms are each language's own (Arabic has six, English one and other).
    const groups = (json: object) => [...new Set(flatKeys(json).map((k: string) => k.replace(/\.(zero|one|two|few|many|other)$/, "")))];
    expect(groups(arJson)).toEqual(groups(enJson));
    expect(arJson.legal.terms.title).toBe(ar.legal.terms.title);
  });

  test("sitemap.xml lists every page in both languages with hreflang alternates", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const path of [
      "/en/",
      "/ar/",
      "/en/terms-conditions/",
      "/ar/terms-conditions/",
      "/en/polices/",
      "/ar/polices/",
      "/en/about/",
      "/ar/about/",
    ]) {
      expect(locs).toContain(path);
    }
    // Every URL it lists is a page of this build (paths on the origin under test).
    const missing: string[] = [];
    for (let i = 0; i < locs.length; i += 12) {
      await Promise.all(
        locs.slice(i, i + 12).map(async (path) => {
          const status = (await request.get(path, { maxRedirects: 0 })).status();
          if (status !== 200) missing.push(`${path} ${status}`);
        }),
      );
    }
    expect(missing).toEqual([]);
    for (const kind of ["product", "store", "category"]) {
      expect(locs.filter((p) => p.startsWith(`/en/${kind}/`)).length, kind).toBeGreaterThan(0);
      expect(locs.filter((p) => p.startsWith(`/ar/${kind}/`)).length, kind).toBe(locs.filter((p) => p.startsWith(`/en/${kind}/`)).length);
    }
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="ar" href="[^"]+\/ar\/polices\/"\/>/);
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+\/en\/polices\/"\/>/);
  });

  test("robots.txt allows crawling, keeps out the API and the admin, and names the sitemap", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /admin");
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test("the home and store share cards are 1200x1200 PNG files", async ({ request }) => {
    // Two stores the build made cards for.
    const stores = [];
    for (const store of await apiStores(request)) if (stores.length < 2 && (await isBuilt(request, store))) stores.push(store);
    expect(stores).toHaveLength(2);
    for (const path of ["/og/home.png", ...stores.map((s) => `/og/store/${s.slug}.png`)]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
      const png = await res.body();
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 1200]);
    }
  });
});
