// The product page and product cards as a shopper meets them: the rating summary follows the
// live data and the shopper's own review, reviews that fail to load offer a retry, adding at
// the stock limit says so, and phones get two cards a row with touch targets big enough.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { register, unique } from "./accounts";
import { builtStore, productsPage } from "./built-stores";
import { hydrated, screenshot, seriousViolations } from "./page-checks";

interface Offer {
  id: number;
  branch: { id: number };
  price: string;
  stock: number;
  is_available: boolean;
}
interface Product {
  id: number;
  name: string;
  name_ar: string;
  offers: Offer[];
  reviews_count: number;
}

const TEXT = {
  en: {
    noRating: "No ratings yet",
    oneReview: "1 review",
    star: "4.5 out of 5 stars",
    submit: "Submit review",
    success: "Thank you! Your review has been submitted.",
    loading: "Loading reviews...",
    error: "The reviews could not be loaded.",
    retry: "Try again",
    added: (name: string, n: number) => `${name} × ${n} added to your cart`,
    some: (name: string, n: number) => `Only ${n} more of ${name} added: your cart now holds the most we can sell you`,
    limit: (name: string) => `You already have the most we can sell you of ${name} in your cart`,
  },
  ar: {
    noRating: "لا توجد تقييمات بعد",
    oneReview: "تقييم واحد",
    star: "4.5 من 5 نجوم",
    submit: "إرسال التقييم",
    success: "شكرًا لك! تم إرسال تقييمك.",
    loading: "جارٍ تحميل التقييمات...",
    error: "تعذر تحميل التقييمات.",
    retry: "إعادة المحاولة",
    added: (name: string, n: number) => `تمت إضافة ${name} × ${n} إلى سلتك`,
    some: (name: string, n: number) => `أضفنا ${n} فقط من ${name}: في سلتك الآن أقصى كمية يمكننا بيعها لك`,
    limit: (name: string) => `في سلتك بالفعل أقصى كمية يمكننا بيعها لك من ${name}`,
  },
} as const;

let catalogue: Product[] | undefined;
async function products(request: APIRequestContext): Promise<Product[]> {
  if (!catalogue) {
    const res = await request.get("/api/products/?page_size=100");
    expect(res.ok()).toBe(true);
    catalogue = (await res.json()).results as Product[];
  }
  return catalogue;
}

async function noSeriousAxe(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

for (const locale of ["en", "ar"] as const) {
  const text = TEXT[locale];

  test.describe(`product page (${locale})`, () => {
    test("the rating summary follows the live data and the shopper's own review", async ({ page, request }) => {
      // A product nobody has reviewed, a different one per language (both run at once), and
      // not the first one, which product.spec.ts reviews.
      const unrated = (await products(request)).slice(1).filter((p) => p.reviews_count === 0);
      const product = unrated[locale === "en" ? unrated.length - 1 : unrated.length - 2];
      expect(product, "the seed has products without reviews").toBeTruthy();
      await register(page, unique("rate"), locale);
      await page.goto(`/${locale}/product/${product.id}/`);
      await expect(page.getByTestId("product-no-rating")).toHaveText(text.noRating);

      const form = page.getByTestId("review-form");
      await form.scrollIntoViewIfNeeded();
      await hydrated(page, "Reviews");
      await hydrated(page, "RatingSummary");
      await form
        .locator("label")
        .filter({ has: page.getByLabel(text.star) })
        .click();
      await form.getByRole("textbox").fill("Fresh and well packed.");
      await form.getByRole("button", { name: text.submit }).click();
      await expect(page.getByTestId("review-message")).toHaveText(text.success);
      // At once, without a reload.
      await expect(page.getByTestId("product-reviews-count")).toHaveText(text.oneReview);
      await expect(page.getByTestId("product-rating")).toContainText("4.5");

      // The page is prerendered with no rating; after a reload the live data brings it.
      await page.reload();
      await expect(page.getByTestId("product-reviews-count")).toHaveText(text.oneReview);
      await expect(page.getByTestId("product-rating").getByRole("img")).toHaveAccessibleName(locale === "ar" ? /4\.5/ : "Rated 4.5 out of 5");
      await expect(page.getByTestId("product-no-rating")).toHaveCount(0);
    });

    test("reviews that fail to load say so and offer a retry that works", async ({ page, request }) => {
      const product = (await products(request)).find((p) => p.reviews_count > 0)!;
      let failures = 0;
      await page.route(/\/api\/products\/\d+\/reviews\//, async (route) => {
        if (failures++ === 0) return route.abort("failed"); // the network drops the first try
        return route.continue();
      });
      await page.goto(`/${locale}/product/${product.id}/`);
      await page.locator("#reviews").scrollIntoViewIfNeeded();
      await hydrated(page, "Reviews");
      const alert = page.getByTestId("reviews-error");
      await expect(alert).toHaveText(`${text.error} ${text.retry}`);
      await expect(alert).toHaveAttribute("role", "alert");
      await expect(page.getByText(text.loading)).toHaveCount(0);
      await noSeriousAxe(page);
      await alert.getByRole("button", { name: text.retry }).click();
      await expect(page.getByTestId("review").first()).toBeVisible();
      await expect(alert).toHaveCount(0);
      expect(failures).toBe(2);
    });

    test("a reviews request that never answers ends in the error too, not 'Loading' for ever", async ({ page, request }) => {
      const product = (await products(request)).find((p) => p.reviews_count > 0)!;
      let calls = 0;
      await page.route(/\/api\/products\/\d+\/reviews\//, async (route) => {
        if (calls++ === 0) return; // the first one stalls: never answered
        return route.continue();
      });
      await page.goto(`/${locale}/product/${product.id}/`);
      await page.locator("#reviews").scrollIntoViewIfNeeded();
      await hydrated(page, "Reviews");
      await expect(page.getByText(text.loading)).toBeVisible();
      await expect(page.getByTestId("reviews-error")).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(text.loading)).toHaveCount(0);
      await page.getByTestId("reviews-retry").click();
      await expect(page.getByTestId("review").first()).toBeVisible();
    });

    test("adding at the stock limit says how many were added, or that none could be", async ({ page, request }) => {
      const product = (await products(request)).find((p) => p.offers.some((o) => o.stock > 5 && o.is_available))!;
      const offer = product.offers.find((o) => o.stock > 5 && o.is_available)!;
      const name = locale === "ar" ? product.name_ar : product.name;
      // The live answer says this branch has 3 left.
      await page.route(/\/api\/branch-products\/\?product=/, async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        for (const row of body.results) if (row.id === offer.id) Object.assign(row, { stock: 3 });
        await route.fulfill({ response, json: body });
      });
      await page.goto(`/${locale}/product/${product.id}/?branch=${offer.branch.id}`);
      await hydrated(page, "OfferPicker");
      await expect(page.locator(`[data-testid="offer"][data-branch-id="${offer.branch.id}"] [data-stock]`)).toHaveAttribute("data-stock", "low");
      const plus = page.getByTestId("quantity-stepper").getByRole("button").last();
      const toast = page.getByTestId("toast").last();
      await plus.click();
      await expect(page.getByTestId("quantity")).toHaveText("2");
      await page.getByTestId("add-to-cart").click();
      await expect(toast).toContainText(text.added(name, 2));
      await plus.click();
      await expect(page.getByTestId("quantity")).toHaveText("2");
      await page.getByTestId("add-to-cart").click();
      await expect(toast).toContainText(text.some(name, 1));
      await expect(page.getByTestId("cart-badge")).toHaveText("3");
      await page.getByTestId("add-to-cart").click();
      await expect(toast).toContainText(text.limit(name));
      await expect(page.getByTestId("cart-badge")).toHaveText("3");
    });
  });
}

/** Every element's box is at least `min` px both ways (their names, for a readable failure). */
async function expectTargets(page: Page, selector: string, min: number, atLeast = 1) {
  const boxes = await page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === "fixed")
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName,
          width: Math.round(r.width),
          height: Math.round(r.height),
        };
      }),
  );
  expect(boxes.length, `${selector} on the page`).toBeGreaterThanOrEqual(atLeast);
  expect(
    boxes.filter((b) => b.width < min || b.height < min),
    `${selector} smaller than ${min} px`,
  ).toEqual([]);
}

test.describe("phones (390 x 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 60_000 }); // axe on a phone-sized page is slow on a busy machine

  for (const locale of ["en", "ar"] as const) {
    test(`products in two columns, card actions 44 px (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/products/`);
      const cards = page.locator("main article");
      await expect(cards.nth(1)).toBeVisible();
      const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
      expect(Math.abs(a.y - b.y), "the first two cards share a row").toBeLessThan(2);
      expect(a.width).toBeLessThan(195);
      expect(b.width).toBeLessThan(195);
      expect(a.x + a.width <= b.x || b.x + b.width <= a.x, "side by side, not overlapping").toBe(true);
      // The name takes two lines at most.
      const name = cards.nth(0).locator("h3");
      const lineHeight = parseFloat(await name.evaluate((el) => getComputedStyle(el).lineHeight));
      expect((await name.boundingBox())!.height).toBeLessThanOrEqual(2 * lineHeight + 1);
      await cards.nth(0).scrollIntoViewIfNeeded();
      await hydrated(page, "CardActions");
      await expectTargets(page, "main article:first-of-type button", 44, 4);
      await noSeriousAxe(page);
      await screenshot(page, `product-products-390-${locale}`);
    });

    test(`product page: stepper 44 px, each half star at least 24 px (${locale})`, async ({ page, request }) => {
      const product = (await products(request)).find((p) => p.offers.some((o) => o.stock > 5 && o.is_available) && p.reviews_count > 0)!;
      await page.goto(`/${locale}/product/${product.id}/`);
      await hydrated(page, "OfferPicker");
      await expectTargets(page, "[data-testid=quantity-stepper] button", 44, 2);
      await page.getByTestId("review-form").scrollIntoViewIfNeeded();
      await hydrated(page, "Reviews");
      await expectTargets(page, "[data-testid=rating-input] label", 24, 10);
      // The whole star is 44 px or more wide.
      await expectTargets(page, "[data-testid=rating-input] > span", 44, 5);
      await noSeriousAxe(page);
      await screenshot(page, `product-product-390-${locale}`, { fullPage: true });
    });

    test(`home hero: dots and pause 44 px (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      await expectTargets(page, ".hero button", 44, 2);
      await noSeriousAxe(page);
    });

    test(`store carousel: dots and arrows 44 px, the dot itself small (${locale})`, async ({ page, request }) => {
      // A store whose carousel has two slides or more (so it has arrows and dots).
      const store = await builtStore(
        request,
        "with two featured products or more",
        async (s) => (await productsPage(request, `store=${s.id}&featured=true`)).count > 1,
      );
      await page.goto(`/${locale}/store/${store.slug}/`);
      const carousel = page.locator("[data-featured-carousel]");
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveAttribute("data-ready", "true");
      await expectTargets(page, "[data-featured-carousel] button", 44, 3);
      // The dot a shopper sees stays small.
      const dot = await page
        .locator("[data-carousel-dots] button")
        .first()
        .evaluate((el) => getComputedStyle(el, "::before").width);
      expect(parseFloat(dot)).toBeLessThanOrEqual(14);
      await noSeriousAxe(page);
      await screenshot(page, `product-store-390-${locale}`, { fullPage: true });
    });
  }
});
