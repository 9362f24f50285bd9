// The store page, the category page and the products page, in both languages, against the
// catalogue the site was built from. Expected values come from the API at test time, not from
// constants, and each test picks the store it needs by what it needs of it (built-stores.ts).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { builtStore, productsPage, searchWord } from "./built-stores";
import { ADMIN } from "./merchant";
import { screenshot } from "./page-checks";

type Locale = "en" | "ar";
interface Named {
  name: string;
  name_ar: string;
}
interface Offer {
  id: number;
  branch: { id: number };
  price: string;
  stock: number;
  is_available: boolean;
}
interface Product extends Named {
  id: number;
  offers: Offer[];
}
interface Paged<T> {
  count: number;
  next: string | null;
  results: T[];
}
interface Store extends Named {
  id: number;
  slug: string;
  owner: { first_name: string; last_name: string } | null;
  branches: (Named & { id: number; manager: { phone_number: string | null } | null })[];
  theme: { primary_color: string } | null;
}

const LOCALES: Locale[] = ["en", "ar"];
const local = (item: Named, locale: Locale) => (locale === "ar" ? item.name_ar || item.name : item.name || item.name_ar);
const names = (items: Named[], locale: Locale) => items.map((i) => local(i, locale));

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}
/** The first page of a store's products (narrowed to a branch, or to more query parameters). */
const storePage = (request: APIRequestContext, store: Store, more = "") => productsPage(request, `store=${store.id}${more}`);

/** Names of the product cards on screen in the store grid (prerendered or fetched). */
const gridNames = (page: Page) => page.locator("#catalog article:visible h3").allTextContents();

/** Holds the products page island's script until `release()`: the page as it is before hydration. */
async function holdProductsIsland(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/ProductsBrowser\.[^/?]*\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

/** Waits until the store grid island is interactive (it hydrates when the browser is idle). */
const hydrated = (page: Page) => expect(page.locator("astro-island[component-url*=CatalogGrid]")).not.toHaveAttribute("ssr", "");

test.describe("store page", () => {
  for (const locale of LOCALES) {
    test(`a store with branches in ${locale}: branch buttons filter the grid and set the selected branch`, async ({ page, request, context }) => {
      // A store with two branches or more, one of which shows a first page unlike the store's own.
      let all: Paged<Product> = { count: 0, next: null, results: [] };
      let pages: Paged<Product>[] = [];
      let index = -1;
      const store = await builtStore(request, "with a branch whose first page differs from the store's", async (s) => {
        if (s.branches.length < 2) return false;
        all = await storePage(request, s);
        pages = await Promise.all(s.branches.map((b) => storePage(request, s, `&branch=${b.id}`)));
        index = pages.findIndex((p) => names(p.results, locale).join() !== names(all.results, locale).join());
        return index >= 0;
      });
      const branch = store.branches[index];

      await page.goto(`/${locale}/store/${store.slug}/`);
      await hydrated(page);
      const buttons = page.getByTestId("branch-buttons").getByRole("button");
      await expect(buttons).toHaveText([locale === "ar" ? "كل الفروع" : "All branches", ...names(store.branches, locale)]);
      await expect(buttons.first()).toHaveAttribute("aria-pressed", "true");
      expect(await gridNames(page)).toEqual(names(all.results, locale));

      await page.getByRole("button", { name: local(branch, locale), exact: true }).click();
      await expect(page.getByRole("button", { name: local(branch, locale), exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("catalog-grid")).not.toHaveAttribute("aria-busy", "true");
      expect(await gridNames(page)).toEqual(names(pages[index].results, locale));
      // Each card shows that branch's own price.
      const first = pages[index].results[0];
      const price = Number(first.offers.find((o) => o.branch.id === branch.id)!.price).toFixed(2);
      await expect(page.getByTestId("catalog-grid").locator("article").first()).toContainText(price);

      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
      expect([cookies.selected_store, cookies.selected_branch]).toEqual([String(store.id), String(branch.id)]);
    });

    test(`a store with branches in ${locale}: "unavailable" matches nothing, and "show all products" resets both filters`, async ({
      page,
      request,
    }) => {
      // Two branches or more, a full first page, and no product unavailable.
      const store = await builtStore(
        request,
        "with two branches, twelve products or more and none unavailable",
        async (s) =>
          s.branches.length >= 2 && (await storePage(request, s)).count >= 12 && (await storePage(request, s, "&available=false")).count === 0,
      );
      await page.goto(`/${locale}/store/${store.slug}/`);
      await hydrated(page);
      await page.getByRole("button", { name: local(store.branches[1], locale), exact: true }).click();
      await page.getByTestId("availability-filter").selectOption("unavailable");
      await page.getByRole("button", { name: locale === "ar" ? "كل الفروع" : "All branches" }).click();
      const noMatch = page.getByTestId("no-match");
      await expect(noMatch).toContainText(locale === "ar" ? "لا توجد منتجات تطابق" : "No products match the selected filters");
      await noMatch.getByRole("button").click();
      await expect(page.getByTestId("availability-filter")).toHaveValue("all");
      await expect(page.getByTestId("branch-buttons").getByRole("button").first()).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator("#catalog article:visible")).toHaveCount(12);
    });

    test(`a store of two pages in ${locale}: Next and Previous page through the store's products`, async ({ page, request }) => {
      // A second page of products, and no third.
      const store = await builtStore(
        request,
        "with two pages of products",
        async (s) => (await storePage(request, s)).count > 12 && (await storePage(request, s, "&page=2")).next === null,
      );
      const first = await storePage(request, store);
      expect(first.count).toBeGreaterThan(12);
      const second = await storePage(request, store, "&page=2");
      await page.goto(`/${locale}/store/${store.slug}/`);
      await hydrated(page);
      const pager = page.getByTestId("pager");
      const [previous, next] = locale === "ar" ? ["السابق", "التالي"] : ["Previous", "Next"];
      await expect(pager.getByTestId("page-number")).toHaveText(locale === "ar" ? "صفحة 1" : "Page 1");
      await expect(pager.getByRole("button", { name: previous })).toBeDisabled();
      await pager.getByRole("button", { name: next }).click();
      await expect(pager.getByTestId("page-number")).toHaveText(locale === "ar" ? "صفحة 2" : "Page 2");
      await expect(page.getByTestId("catalog-grid")).not.toHaveAttribute("aria-busy", "true");
      expect(await gridNames(page)).toEqual(names(second.results, locale));
      await expect(pager.getByRole("button", { name: next })).toBeDisabled();
      await pager.getByRole("button", { name: previous }).click();
      await expect(pager.getByTestId("page-number")).toHaveText(locale === "ar" ? "صفحة 1" : "Page 1");
      expect(await gridNames(page)).toEqual(names(first.results, locale));
    });

    test(`a store with featured products in ${locale}: the carousel shows them and its arrows move it`, async ({ page, request }) => {
      const store = await builtStore(
        request,
        "with two featured products or more",
        async (s) => (await storePage(request, s, "&featured=true")).count > 1,
      );
      const featured = await storePage(request, store, "&featured=true&page_size=10");
      expect(featured.count).toBeGreaterThan(1);
      await page.goto(`/${locale}/store/${store.slug}/`);
      const carousel = page.locator("[data-featured-carousel]");
      // The first slide is in the HTML before any script runs.
      await expect(carousel.locator(".swiper-slide").first().locator("h3")).toHaveText(local(featured.results[0], locale));
      await expect(carousel).toHaveAttribute("data-ready", "true");
      // Pictures load a turn ahead: the showing slide's and the next one's, no others yet.
      const picture = (product: Product) => carousel.locator(`[data-product-id="${product.id}"] img`).first();
      const loaded = (product: Product) => expect(picture(product)).toHaveAttribute("src", /^\/api\/media\/|\/images\//);
      const waiting = (product: Product) => expect(picture(product)).toHaveAttribute("data-deferred-src", /.+/);
      await loaded(featured.results[0]);
      await loaded(featured.results[1]);
      if (featured.results.length > 2) await waiting(featured.results[2]);
      await carousel.locator(".swiper").hover(); // pauses autoplay
      const active = carousel.locator(".swiper-slide-active h3");
      await expect(active).toHaveText(local(featured.results[0], locale));
      const prev = page.getByRole("button", { name: locale === "ar" ? "الشريحة السابقة" : "Previous slide" });
      const next = page.getByRole("button", { name: locale === "ar" ? "الشريحة التالية" : "Next slide" });
      // Arrows sit on the reading direction's sides.
      const [prevBox, nextBox] = [await prev.boundingBox(), await next.boundingBox()];
      expect(locale === "ar" ? prevBox!.x > nextBox!.x : prevBox!.x < nextBox!.x).toBe(true);
      // Swiper ignores a click while a slide is still fading in (800 ms): wait for each to settle.
      const settled = async (product: Product) => {
        await expect(active).toHaveText(local(product, locale));
        await expect(carousel.locator(".swiper-slide-active")).toHaveCSS("opacity", "1");
      };
      await next.click();
      await settled(featured.results[1]);
      if (featured.results.length > 2) await loaded(featured.results[2]);
      await prev.click();
      await settled(featured.results[0]);
      await prev.click(); // loops to the last
      await settled(featured.results[featured.results.length - 1]);
      await expect(carousel.locator(".swiper-slide-active a")).toHaveAttribute("href", `/${locale}/product/${featured.results.at(-1)!.id}/`);
    });

    test(`a store with a theme and an owner in ${locale}: theme colour, logo, footer with owner and branches; no serious axe violations`, async ({
      page,
      request,
    }) => {
      // Its own colour, a named owner, a phone (the call and chat links), branches, and featured products (the carousel's button).
      const store = await builtStore(
        request,
        "with a theme colour, a named owner, a phone, branches and featured products",
        async (s) =>
          !!s.theme?.primary_color &&
          !!s.owner?.first_name &&
          !!s.owner.last_name &&
          !!(s.phone_number || s.owner.phone_number) &&
          s.branches.length > 0 &&
          (await storePage(request, s, "&featured=true")).count > 0,
      );
      await page.goto(`/${locale}/store/${store.slug}/`);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByTestId("store-name")).toHaveText(local(store, locale));
      const hex = store.theme!.primary_color;
      const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
      await expect(page.getByTestId("store-name")).toHaveCSS("color", rgb);
      await expect(page.locator("[data-featured-carousel] .swiper-slide").first().locator("a.bg-primary")).toHaveCSS("background-color", rgb);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/og/store/${store.slug}\\.png$`));

      const footer = page.getByTestId("store-footer");
      await expect(footer.getByTestId("store-owner")).toHaveText(`${store.owner!.first_name} ${store.owner!.last_name}`);
      await expect(footer.getByTestId("store-branches").locator("li")).toHaveCount(store.branches.length);
      for (const b of store.branches) await expect(footer.getByTestId("store-branches")).toContainText(local(b, locale));
      await expect(footer.locator('a[href^="tel:+20"]').first()).toBeVisible();
      await expect(footer.locator('a[href^="https://wa.me/20"]')).toHaveCount(1);
      await expect(page.locator("main")).toHaveAttribute("data-live-prices", "loaded");
      await expectNoSeriousViolations(page);
      await screenshot(page, `store-${locale}`, { fullPage: true });
    });

    test(`a store with one branch in ${locale} has no branch buttons`, async ({ page, request }) => {
      const store = await builtStore(request, "with one branch", (s) => s.branches.length === 1);
      expect(store.branches.length).toBe(1);
      await page.goto(`/${locale}/store/${store.slug}/`);
      await hydrated(page);
      await expect(page.getByTestId("availability-filter")).toBeVisible();
      await expect(page.getByTestId("branch-buttons")).toHaveCount(0);
    });
  }

  for (const locale of LOCALES) {
    test(`Aswaq's logo keeps its own colour on a store's page; the store's colour is its header's (${locale})`, async ({ page, request }) => {
      const store = await builtStore(request, "at all");
      // The live theme brings a colour of the test's own (amber), whatever the store's is.
      await page.route(`**/api/stores/${store.id}/`, async (route) => {
        const res = await route.fetch();
        const body = await res.json();
        await route.fulfill({ response: res, json: { ...body, theme: { ...body.theme, primary_color: "#F59E0B" } } });
      });
      await page.goto(`/${locale}/store/${store.slug}/`);
      await expect(page.locator("html")).toHaveAttribute("data-live-theme", "loaded");
      await expect(page.getByTestId("store-name")).toHaveCSS("color", "rgb(245, 158, 11)");
      await expect(page.getByRole("banner").getByTestId("brand")).toHaveCSS("color", "rgb(79, 70, 229)");
    });
  }

  test("prices and stock on the prerendered cards are refreshed from the API after load, in one request", async ({ page, request }) => {
    // Change a product's price in every branch, then load the page built before. The product is
    // the last card of the last store's first page: the other journeys pick the first that fits.
    const store = await builtStore(
      request,
      "with products",
      async (s) => (await storePage(request, s)).count > 0,
      (stores) => stores.toReversed(),
    );
    const product = (await storePage(request, store)).results.at(-1)!;
    const apiOrigin = process.env.ASWAQ_API!;
    const login = await request.post(`${apiOrigin}/api/auth/login/`, { data: ADMIN });
    const { access } = await login.json();
    const setPrice = (offer: Offer, price: string) =>
      request.patch(`${apiOrigin}/api/branch-products/${offer.id}/`, { data: { price }, headers: { authorization: `Bearer ${access}` } });
    try {
      for (const offer of product.offers) expect((await setPrice(offer, "4321.50")).ok()).toBe(true);
      const listingRequests: string[] = [];
      page.on("request", (r) => void (r.url().includes("/api/branch-products/") && listingRequests.push(r.url())));
      const html = await (await request.get(`/en/store/${store.slug}/`)).text();
      expect(html).not.toContain("4,321.50");
      await page.goto(`/en/store/${store.slug}/`);
      const card = page.locator(`[data-testid=grid-static] [data-product-id="${product.id}"]`);
      await expect(card.locator("[data-price]")).toHaveText("LE 4,321.50");
      await expect(card).toHaveAttribute("data-live", "fresh");
      expect(listingRequests).toHaveLength(1);
    } finally {
      for (const offer of product.offers) await setPrice(offer, offer.price);
    }
  });
});

test.describe("category page", () => {
  for (const locale of LOCALES) {
    test(`lists the category's products in ${locale}`, async ({ page, request }) => {
      const { results } = await api<{ results: (Named & { slug: string; product_count: number })[] }>(
        request,
        "/api/products/categories/?with_products=true",
      );
      const category = results[0];
      const products = await api<Paged<Product>>(request, `/api/products/?category=${category.slug}&page_size=100`);
      await page.goto(`/${locale}/category/${category.slug}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(local(category, locale));
      await expect(page.locator("#catalog article:visible h3")).toHaveText(names(products.results, locale).slice(0, 12));
      await expect(page.locator("#catalog-heading")).toContainText(String(products.count));
      await expect(page.locator("main")).toHaveAttribute("data-live-prices", "loaded");
      await expectNoSeriousViolations(page);
      if (locale === "en") await screenshot(page, "category-en", { fullPage: true });
    });
  }
});

test.describe("products page", () => {
  for (const locale of LOCALES) {
    test(`search narrows the results and sets the query string, in ${locale}`, async ({ page, request }) => {
      const everything = await api<Paged<Product>>(request, "/api/products/");
      const term = await searchWord(request, locale);
      const found = await api<Paged<Product>>(request, `/api/products/?search=${encodeURIComponent(term)}`);
      expect(found.count).toBeGreaterThan(0);
      expect(found.count).toBeLessThan(everything.count);

      await page.goto(`/${locale}/products/`);
      const grid = page.getByTestId("products-grid");
      await expect(grid.locator("article h3")).toHaveText(names(everything.results, locale));
      await page.getByTestId("products-search").fill(`  ${term} `);
      await page.getByTestId("products-search").press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/\\?search=${encodeURIComponent(term)}$`));
      await expect(grid.locator("article h3")).toHaveText(names(found.results, locale));
      // A blank search removes the parameter and shows everything again.
      await page.getByTestId("products-search").fill("   ");
      await page.getByRole("button", { name: locale === "ar" ? "بحث" : "Search", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/$`));
      await expect(grid.locator("article h3")).toHaveText(names(everything.results, locale));
      await expectNoSeriousViolations(page);
    });

    test(`?store= shows only that store's products, in ${locale}`, async ({ page, request }) => {
      const store = await builtStore(request, "with products", async (s) => (await storePage(request, s)).count > 0);
      const expected = await api<Paged<Product>>(request, `/api/products/?store=${store.slug}`);
      await page.goto(`/${locale}/products/?store=${store.slug}`);
      const grid = page.getByTestId("products-grid");
      await expect(grid.locator("article h3")).toHaveText(names(expected.results, locale));
      await expect(page.getByTestId("active-filters")).toContainText(local(store, locale));
      if (locale === "ar") await screenshot(page, "products-ar", { fullPage: true });
    });
  }

  test("the unfiltered first page is prerendered, then read live once hydrated; Next and Previous follow the live answers' cursors", async ({
    page,
    request,
  }) => {
    const first = await api<Paged<Product>>(request, "/api/products/");
    const second = await api<Paged<Product>>(request, first.next!);
    const listRequests: string[] = [];
    page.on("request", (r) => void (new URL(r.url()).pathname === "/api/products/" && listRequests.push(new URL(r.url()).search)));
    await page.goto("/en/products/");
    const grid = page.getByTestId("products-grid");
    await expect(grid.locator("article h3")).toHaveText(names(first.results, "en"));
    await expect(page.locator("astro-island[component-url*=ProductsBrowser]")).not.toHaveAttribute("ssr", /.*/);
    await page.getByTestId("pager").getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("page-number")).toHaveText("Page 2");
    await expect(grid.locator("article h3")).toHaveText(names(second.results, "en"));
    await page.getByTestId("pager").getByRole("button", { name: "Previous" }).click();
    await expect(page.getByTestId("page-number")).toHaveText("Page 1");
    await expect(grid.locator("article h3")).toHaveText(names(first.results, "en"));
    // Page 1 read live after hydration, page 2 by its next link's cursor, page 1 read afresh: never a page by number.
    expect(listRequests).toEqual(["", new URL(first.next!, "http://x").search, ""]);
  });

  test("a filtered URL shows placeholder cards, never the unfiltered page, until its results come", async ({ page, request }) => {
    const store = await builtStore(request, "with products", async (s) => (await storePage(request, s)).count > 0);
    const expected = await api<Paged<Product>>(request, `/api/products/?store=${store.slug}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/products\/\?store=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/en/products/?store=${store.slug}`);
    await expect(page.getByTestId("products-loading")).toBeVisible();
    await expect(page.locator("[data-products-first]")).toBeHidden();
    await expect(page.getByTestId("active-filters")).toBeVisible();
    release();
    await expect(page.getByTestId("products-grid").locator("article h3")).toHaveText(names(expected.results, "en"));
    await expect(page.getByTestId("products-loading")).toHaveCount(0);
  });

  test("before the island runs, a filtered URL shows placeholders and an unfiltered one the prerendered page", async ({ page, request }) => {
    const word = await searchWord(request, "en");
    // (Astro retries a failed island import with ?astro-retry=.)
    await page.route(/\/_astro\/ProductsBrowser\.[^/?]*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(`/en/products/?search=${word}`);
    await expect(page.getByTestId("products-loading")).toBeVisible();
    await expect(page.locator("[data-products-first]")).toBeHidden();
    await page.goto("/en/products/?search=%20");
    await expect(page.locator("[data-products-first] article").first()).toBeVisible();
    await expect(page.getByTestId("products-loading")).toBeHidden();
  });

  test("a search sent before the island runs still works, and its query string is tidied", async ({ page, request }) => {
    const word = await searchWord(request, "en");
    const found = await api<Paged<Product>>(request, `/api/products/?search=${word}`);
    const release = await holdProductsIsland(page);
    await page.goto("/en/products/", { waitUntil: "domcontentloaded" });
    await page.getByTestId("products-search").fill(`  ${word} `);
    await page.getByTestId("products-search").press("Enter"); // the browser's own GET form, pickers included
    await page.waitForURL(new RegExp(`\\?search=\\+\\+${word}\\+&store=&category=$`), { waitUntil: "domcontentloaded" });
    release();
    await expect(page).toHaveURL(new RegExp(`/en/products/\\?search=${word}$`));
    await expect(page.getByTestId("products-grid").locator("article h3")).toHaveText(names(found.results, "en"));
    await expect(page.getByTestId("products-search")).toHaveValue(word);
  });

  test("words typed before the island runs stay in the box and are what Enter searches for", async ({ page, request }) => {
    const word = await searchWord(request, "en");
    const release = await holdProductsIsland(page);
    await page.goto("/en/products/", { waitUntil: "domcontentloaded" });
    await page.getByTestId("products-search").fill(word);
    release();
    await expect(page.locator("astro-island[component-url*=ProductsBrowser]")).not.toHaveAttribute("ssr", /.*/);
    await expect(page.getByTestId("products-search")).toHaveValue(word);
    await page.getByTestId("products-search").press("Enter");
    await expect(page).toHaveURL(new RegExp(`/en/products/\\?search=${word}$`));
  });

  test("the selected branch narrows a store's products and Next follows the API's link", async ({ page, request, context }) => {
    // A store with a branch of two pages or more.
    let branchIndex = -1;
    const store = await builtStore(request, "with a branch of two pages of products", async (s) => {
      const pages = await Promise.all(s.branches.map((b) => storePage(request, s, `&branch=${b.id}`)));
      branchIndex = pages.findIndex((p) => p.next !== null);
      return branchIndex >= 0;
    });
    const branch = store.branches[branchIndex];
    const expected = await api<Paged<Product>>(request, `/api/products/?store=${store.id}&branch=${branch.id}`);
    const second = await api<Paged<Product>>(request, `/api/products/?store=${store.id}&branch=${branch.id}&page=2`);
    const origin = process.env.ASWAQ_WEB!;
    await context.addCookies([
      { name: "selected_store", value: String(store.id), url: origin },
      { name: "selected_branch", value: String(branch.id), url: origin },
    ]);
    await page.goto(`/en/products/?store=${store.slug}`);
    const grid = page.getByTestId("products-grid");
    await expect(grid.locator("article h3")).toHaveText(names(expected.results, "en"));
    await expect(page.getByTestId("active-filters")).toContainText(branch.name);
    await page.getByTestId("pager").getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("page-number")).toHaveText("Page 2");
    await expect(grid.locator("article h3")).toHaveText(names(second.results, "en"));
  });
});
