// The home page in both languages: store hero slider, Shop by Category, Featured Products
// with search and paging, and the product card's quick view, add to cart (badge, drawer,
// toast, kept over a reload) and wishlist.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { screenshot } from "./page-checks";

const TEXT = {
  en: {
    search: "rice",
    searchHit: /Basmati Rice/,
    searchToggle: "Search featured products",
    page: (n: number) => `Page ${n}`,
    next: "Next",
    previous: "Previous",
    browse: "Browse",
    quickView: "Quick view",
    add: "Add to cart",
    increase: "Increase quantity",
    added: (name: string, n: number) => `${name} × ${n} added to your cart`,
    shopNow: "Shop Now",
  },
  ar: {
    search: "أرز",
    searchHit: /أرز بسمتي/,
    searchToggle: "ابحث في المنتجات المميزة",
    page: (n: number) => `صفحة ${n}`,
    next: "التالي",
    previous: "السابق",
    browse: "تصفّح",
    quickView: "عرض سريع",
    add: "أضف إلى السلة",
    increase: "زيادة الكمية",
    added: (name: string, n: number) => `تمت إضافة ${name} × ${n} إلى سلتك`,
    shopNow: "تسوّق الآن",
  },
} as const;

/** Waits until the island around `inside` has hydrated (Astro drops `ssr` then). */
async function hydrated(inside: Locator) {
  await inside.scrollIntoViewIfNeeded();
  await expect(inside.locator("xpath=ancestor-or-self::astro-island[1]")).not.toHaveAttribute("ssr", /.*/);
}

const featured = (page: Page) => page.getByTestId("featured-products");
const cardNames = (scope: Locator) => scope.locator("article:visible h3").allTextContents();

async function openFeaturedSearch(page: Page, locale: keyof typeof TEXT) {
  const toggle = featured(page).getByRole("button", { name: TEXT[locale].searchToggle, exact: true });
  await hydrated(toggle);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  return featured(page).getByRole("searchbox");
}

for (const locale of ["en", "ar"] as const) {
  const text = TEXT[locale];

  test.describe(`home in ${locale}`, () => {
    test("shows a slide per store, and the dots switch slides", async ({ page }) => {
      const stores = (await (await page.request.get("/api/stores/")).json()).results as { id: number; name: string; name_ar: string }[];
      await page.goto(`/${locale}/`);
      const slides = page.getByTestId("hero-slide");
      await expect(slides).toHaveCount(stores.length);
      const name = (s: (typeof stores)[number]) => (locale === "ar" ? s.name_ar : s.name);
      // (The slider may have moved on by now: read the slides whether shown or not.)
      for (const [i, store] of stores.entries()) {
        await expect(slides.nth(i).locator("h2")).toHaveText(name(store));
        await expect(slides.nth(i).locator("a")).toHaveText(text.shopNow);
        await expect(slides.nth(i).locator("a")).toHaveAttribute("href", `/${locale}/products/?store=${store.id}`);
      }
      // The first slide's image is the page's LCP element: it must not wait for anything.
      const lcp = slides.nth(0).locator("img");
      await expect(lcp).toHaveAttribute("fetchpriority", "high");
      await expect(lcp).toHaveAttribute("loading", "eager");

      const dots = page.getByTestId("hero-dot");
      await expect(dots).toHaveCount(stores.length);
      await dots.nth(2).click();
      await expect(slides.nth(2)).toHaveAttribute("data-active", "");
      await expect(slides.nth(0)).not.toHaveAttribute("data-active", /.*/);
      await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
      await expect(slides.nth(2).getByRole("heading", { name: name(stores[2]) })).toBeVisible();
      await expect(slides.nth(0).getByRole("heading")).toBeHidden();
    });

    test("shows categories with products, each a link to its category page", async ({ page }) => {
      await page.goto(`/${locale}/`);
      const cards = page.getByTestId("category-card");
      expect(await cards.count()).toBeGreaterThan(0);
      for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
        expect(href).toMatch(new RegExp(`^/${locale}/category/[a-z0-9-]+/$`));
      await expect(cards.first().getByText(text.browse, { exact: true })).toBeVisible();
      // Keyboard: the card is a link, so Enter follows it.
      const href = await cards.first().getAttribute("href");
      await cards.first().focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    });

    test("featured products: search narrows the results and clearing the box resets them", async ({ page }) => {
      await page.goto(`/${locale}/`);
      const section = featured(page);
      const before = await cardNames(section);
      expect(before.length).toBeGreaterThan(0);
      expect(before.some((n) => text.searchHit.test(n))).toBe(false); // rice is on page 2

      const box = await openFeaturedSearch(page, locale);
      await box.pressSequentially(text.search, { delay: 50 });
      // After the 500 ms pause the island shows the search's results, and no paging.
      await expect(section.getByTestId("featured-results")).toBeVisible();
      await expect(section.getByTestId("featured-results").locator("article h3").first()).toHaveText(text.searchHit);
      const found = await cardNames(section);
      expect(found.length).toBeLessThan(before.length);
      expect(found.every((n) => text.searchHit.test(n))).toBe(true);
      await expect(section.getByTestId("featured-page")).toBeHidden();

      await box.fill("");
      await expect(section.getByTestId("featured-prerendered")).toBeVisible();
      expect(await cardNames(section)).toEqual(before);
      await expect(section.getByTestId("featured-page")).toHaveText(text.page(1));
    });

    test("featured products: Enter searches at once", async ({ page }) => {
      // The page's clock stands still from before the typing: the search's 500 ms pause in
      // typing never passes, so results can only come from Enter. How soon Enter's request
      // starts is a figure of `npm run bench` (section 2, home's featured search), not a test.
      await page.clock.install();
      await page.goto(`/${locale}/`);
      const box = await openFeaturedSearch(page, locale);
      const searches: string[] = [];
      page.on("request", (request) => request.url().includes("featured=true&search=") && searches.push(request.url()));
      await page.clock.pauseAt(Date.now() + 1000);
      await box.fill(text.search);
      await box.press("Enter");
      await expect(featured(page).getByTestId("featured-results").locator("article h3").first()).toHaveText(text.searchHit);
      await page.clock.runFor(600); // the debounce the Enter cancelled would have fired by now
      await page.waitForTimeout(300); // for a request it started to reach the test
      expect(searches).toHaveLength(1);
    });

    test("featured products: Next and Previous change the page", async ({ page }) => {
      await page.goto(`/${locale}/`);
      const section = featured(page);
      const pageLabel = section.getByTestId("featured-page");
      await hydrated(pageLabel);
      await expect(pageLabel).toHaveText(text.page(1));
      const first = await cardNames(section);
      await section.getByRole("button", { name: text.next }).click();
      await expect(pageLabel).toHaveText(text.page(2));
      await expect(section.getByTestId("featured-results")).toBeVisible();
      const second = await cardNames(section);
      expect(second.length).toBeGreaterThan(0);
      expect(second).not.toEqual(first);
      await expect(section.getByRole("button", { name: text.next })).toBeDisabled(); // 22 featured: two pages
      await section.getByRole("button", { name: text.previous }).click();
      await expect(pageLabel).toHaveText(text.page(1));
      expect(await cardNames(section)).toEqual(first);
      await expect(section.getByRole("button", { name: text.previous })).toBeDisabled();
    });

    test("quick view adds to the cart: badge, drawer, toast, and the cart survives a reload", async ({ page }) => {
      await page.goto(`/${locale}/`);
      const card = featured(page).locator("article").first();
      const name = (await card.locator("h3").textContent())!.trim();
      const quickView = card.getByTestId("quick-view");
      await expect(quickView).toHaveAccessibleName(new RegExp(`^${text.quickView}.*${name}$`));
      await hydrated(quickView);
      await quickView.click();

      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("img")).toBeVisible();
      await expect(dialog.getByTestId("quick-view-content").locator("[lang] li").first()).toBeVisible(); // the description, from the API
      await dialog.getByRole("button", { name: text.increase }).click();
      await dialog.getByRole("button", { name: text.add }).click();
      await expect(dialog).toBeHidden();

      await expect(page.getByTestId("toast")).toContainText(text.added(name, 2));
      await expect(page.getByTestId("cart-badge")).toHaveText("2");
      await page.getByTestId("cart-button").click();
      await expect(page.getByRole("dialog").getByTestId("cart-drawer-items")).toContainText(name);

      await page.reload();
      await expect(page.getByTestId("cart-badge")).toHaveText("2");
    });

    test("add to cart on a card shows a toast naming the product and quantity", async ({ page }) => {
      await page.goto(`/${locale}/`);
      const card = featured(page)
        .locator("article")
        .filter({ has: page.getByRole("button", { name: text.add, exact: true }) })
        .first();
      const name = (await card.locator("h3").textContent())!.trim();
      const add = card.getByRole("button", { name: text.add, exact: true });
      await hydrated(add);
      await add.click();
      const toast = page.getByTestId("toast");
      await expect(toast).toHaveText(new RegExp(text.added(name, 1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(page.getByTestId("cart-badge")).toHaveText("1");
      await toast.getByRole("button").click();
      await expect(toast).toBeHidden();
    });

    test("the wishlist heart toggles and survives a reload", async ({ page }) => {
      await page.goto(`/${locale}/`);
      const heart = featured(page).locator("article").nth(1).getByTestId("wishlist-toggle");
      await hydrated(heart);
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await page.reload();
      const again = featured(page).locator("article").nth(1).getByTestId("wishlist-toggle");
      await hydrated(again);
      await expect(again).toHaveAttribute("aria-pressed", "true");
      await again.click();
      await expect(again).toHaveAttribute("aria-pressed", "false");
    });

    test("has no serious accessibility violations (also with the quick view open), and a screenshot", async ({ page }) => {
      test.setTimeout(90_000); // axe twice and a full-page screenshot
      // A still slider: mid-fade (every 5 s), axe reads the half-transparent slides' colours.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(`/${locale}/`);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const serious = async () =>
        (await new AxeBuilder({ page }).analyze()).violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
      // Hydrate the featured section (and its cards) before checking.
      await hydrated(featured(page).getByTestId("featured-page"));
      expect(await serious()).toEqual([]);
      // Scroll through once so the lazy images below the fold are in the full-page picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
        window.scrollTo(0, 0);
      });
      // Animations off: the category images show their first picture, not a moment of a fade.
      // The first screen only: a full-page shot decodes every product picture of the long page
      // at once, which took over a minute on a loaded machine.
      await screenshot(page, `home-${locale}`, { animations: "disabled" });

      const quickView = featured(page).locator("article").first().getByTestId("quick-view");
      await hydrated(quickView);
      await quickView.click();
      await expect(page.getByTestId("quick-view-content").locator("[lang]").first()).toBeVisible();
      expect(await serious()).toEqual([]);
      await screenshot(page, `home-quick-view-${locale}`);
    });
  });
}

test.describe("home images", () => {
  const deferred = (page: Page) => page.locator("img[data-deferred-src]");
  const attributes = (images: Locator, name: string) => images.evaluateAll((els, n) => els.map((e) => e.getAttribute(n)!), name);

  test("until the page has loaded, only the pictures on its first screen are fetched", async ({ page }) => {
    // Without the page's scripts nothing deferred is loaded: what the HTML alone asks for.
    await page.route(/\/_astro\/[^?]*\.js(\?.*)?$/, (route) => route.abort());
    const early: string[] = [];
    page.on("request", (r) => void (r.url().includes("/api/media/") && early.push(new URL(r.url()).pathname)));
    await page.goto("/en/", { waitUntil: "networkidle" });
    const slides = page.getByTestId("hero-slide");
    // By picture (the address without ?w=): the browser fetches the variant its srcset picks.
    const picturePath = (src: string) => new URL(src, page.url()).pathname;
    const firstSlide = picturePath((await slides.nth(0).locator("img").getAttribute("src"))!);
    const loaded = (await attributes(page.locator("img[src]"), "src")).map(picturePath);
    const waiting = await attributes(deferred(page), "data-deferred-src");
    expect(early).toContain(firstSlide);
    expect(early.filter((src) => !loaded.includes(src))).toEqual([]);
    // Those that waited: the other slides' pictures and every category picture but each card's first.
    const cards = page.getByTestId("category-card");
    const firsts = cards.locator(".cat-first img");
    expect(waiting.length).toBe((await slides.locator("img").count()) - 1 + (await cards.locator("img").count()) - (await firsts.count()));
    expect(waiting.length).toBeGreaterThan(0);
  });

  test("the hero loads each slide's picture one turn ahead: the second after the page has loaded, the third when the second shows", async ({
    page,
  }) => {
    await page.goto("/en/", { waitUntil: "load" });
    const pictures = page.getByTestId("hero-slide").locator("img");
    test.skip((await pictures.count()) < 3, "fewer than three slides with a picture");
    await expect(pictures.nth(1)).toHaveAttribute("src", /^\/api\/media\//);
    await expect(pictures.nth(2)).toHaveAttribute("data-deferred-src", /.+/);
    await page.getByTestId("hero-dot").nth(1).click();
    await expect(pictures.nth(2)).toHaveAttribute("src", /^\/api\/media\//);
  });

  test("a category card's later pictures load one turn ahead, and only while the card is on screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en/", { waitUntil: "load" });
    const rotating = page.getByTestId("category-card").filter({ has: page.locator("[data-rotating]") });
    test.skip((await rotating.count()) < 2, "fewer than two category cards with several pictures");
    // The last card is far below a phone's first screen: a whole turn passes and its second picture still waits.
    const card = rotating.last();
    const second = card.locator("[data-turn='1'] img");
    const turnPassed = () => page.evaluate(() => document.getAnimations().some((a) => Number(a.currentTime) > 4500));
    await expect.poll(turnPassed, { timeout: 10_000 }).toBe(true);
    await expect(second).toHaveAttribute("data-deferred-src", /.+/);
    await card.scrollIntoViewIfNeeded();
    await expect(second).toHaveAttribute("src", /^\/api\/media\//);
  });

  test("without motion, no later picture is fetched at all", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/en/", { waitUntil: "load" });
    const waiting = await deferred(page).count();
    expect(waiting).toBeGreaterThan(0);
    for (const card of await page.getByTestId("category-card").all()) await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
    await expect(deferred(page)).toHaveCount(waiting);
  });

  for (const locale of ["en", "ar"] as const) {
    test(`every category card shows its first picture with the page, without a script (${locale})`, async ({ page }) => {
      await page.route(/\/_astro\/[^?]*\.js(\?.*)?$/, (route) => route.abort());
      await page.goto(`/${locale}/`, { waitUntil: "networkidle" });
      const cards = page.getByTestId("category-card");
      const pictured = cards.filter({ has: page.locator("img") });
      expect(await pictured.count()).toBeGreaterThan(0);
      for (const card of await pictured.all()) {
        const first = card.locator("img").first();
        await expect(first).toHaveAttribute("src", /^\/api\/media\//);
        await expect(first).toHaveAttribute("width", "800");
        await expect(first).toHaveAttribute("height", "600");
        await expect(first).not.toHaveAttribute("data-deferred-src", /.*/);
        await card.scrollIntoViewIfNeeded();
        await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
    });
  }

  test("a dot shows its slide's picture at once, even before the page has loaded", async ({ page }) => {
    const stores = (await (await page.request.get("/api/stores/")).json()).results as { theme: { background_image_desktop: string | null } | null }[];
    const firstSlide = stores[0].theme?.background_image_desktop;
    test.skip(!firstSlide, "the first store has no background picture");
    // Hold the first slide's picture: the page's load event waits for it, the slider does not.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === firstSlide,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto("/en/", { waitUntil: "domcontentloaded" });
    const second = page.getByTestId("hero-slide").nth(1).locator("img");
    await expect(second).toHaveAttribute("data-deferred-src", /.+/);
    await page.getByTestId("hero-dot").nth(1).click();
    await expect(second).toHaveAttribute("src", /^\/api\/media\//);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    release();
  });
});
