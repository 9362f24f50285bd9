// The product detail page in both languages: gallery, offers with live price and stock,
// ?branch=, add to cart, the review form, structured data and accessibility. The products
// it needs (several images, a struck base price, an out-of-stock offer) are found through
// the API, so the test follows the seed instead of hard-coding ids.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { register, unique } from "./accounts";
import { hydrated, screenshot } from "./page-checks";

interface Offer {
  id: number;
  branch: { id: number; name: string; name_ar: string };
  price: string;
  stock: number;
  is_available: boolean;
}
interface Product {
  id: number;
  name: string;
  name_ar: string;
  badge: string;
  badge_ar: string;
  base_price: string;
  images: { image: string }[];
  offers: Offer[];
  reviews_count: number;
}

const TEXT = {
  en: {
    out: "Out of stock",
    signIn: "Please sign in to write a review.",
    validation: "Please choose a rating and write a comment.",
    success: "Thank you! Your review has been submitted.",
    star: "4.5 out of 5 stars",
    next: "Next image",
    previous: "Previous image",
  },
  ar: {
    out: "نفد من المخزون",
    signIn: "يرجى تسجيل الدخول لكتابة تقييم.",
    validation: "يرجى اختيار التقييم وكتابة تعليق.",
    success: "شكرًا لك! تم إرسال تقييمك.",
    star: "4.5 من 5 نجوم",
    next: "الصورة التالية",
    previous: "الصورة السابقة",
  },
} as const;

const money = (amount: string, locale: "en" | "ar") => {
  const text = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(Number(amount));
  return locale === "ar" ? `${text} جنيه` : `LE ${text}`;
};
const outOfStock = (o: Offer) => !o.is_available || o.stock <= 0;

let catalogue: Product[] | undefined;
async function products(request: APIRequestContext): Promise<Product[]> {
  if (!catalogue) {
    const res = await request.get("/api/products/?page_size=100");
    expect(res.ok()).toBe(true);
    catalogue = (await res.json()).results as Product[];
  }
  return catalogue;
}

for (const locale of ["en", "ar"] as const) {
  const text = TEXT[locale];

  test.describe(`product page (${locale})`, () => {
    test("the gallery wraps both ways, thumbnails switch the image, a click zooms", async ({ page, request }) => {
      const product = (await products(request)).find((p) => p.images.length >= 3)!;
      // The gallery shows each picture's variants (?w=, docs/decisions/0023): matched by the picture's address.
      const srcs = product.images.map((i) => new RegExp(`^${i.image.replace(/[.?]/g, "\\$&")}\\?w=\\d+$`));
      await page.goto(`/${locale}/product/${product.id}/`);
      await hydrated(page, "Gallery");
      const image = page.getByTestId("gallery-image");
      await expect(image).toHaveAttribute("src", srcs[0]);
      await expect(image).toHaveAttribute("loading", "eager");
      await expect(image).toHaveAttribute("width", /\d+/);

      await page.getByRole("button", { name: text.previous }).click();
      await expect(image).toHaveAttribute("src", srcs.at(-1)!);
      await page.getByRole("button", { name: text.next }).click();
      await expect(image).toHaveAttribute("src", srcs[0]);
      await page.getByRole("button", { name: text.next }).click();
      await expect(image).toHaveAttribute("src", srcs[1]);

      await page.getByTestId("gallery-thumbnail").nth(2).click();
      await expect(image).toHaveAttribute("src", srcs[2]);
      await expect(page.getByTestId("gallery-thumbnail").nth(2)).toHaveAttribute("aria-current", "true");

      // The arrow keys follow the reading direction: "forward" is left in Arabic.
      await page.getByTestId("gallery-zoom").focus();
      await page.keyboard.press(locale === "ar" ? "ArrowLeft" : "ArrowRight");
      await expect(image).toHaveAttribute("src", srcs[3 % srcs.length]);

      const zoom = page.getByTestId("gallery-zoom");
      await zoom.click();
      await expect(zoom).toHaveAttribute("aria-pressed", "true");
      await expect(image).toHaveClass(/scale-200/);
      await zoom.click();
      await expect(zoom).toHaveAttribute("aria-pressed", "false");
    });

    test("offers show branch prices in the page's currency, the base price struck where higher", async ({ page, request }) => {
      const product = (await products(request)).find(
        (p) => p.offers.some((o) => Number(o.price) < Number(p.base_price)) && p.offers.some((o) => Number(o.price) >= Number(p.base_price)),
      )!;
      await page.goto(`/${locale}/product/${product.id}/`);
      for (const offer of product.offers) {
        const row = page.locator(`[data-testid="offer"][data-branch-id="${offer.branch.id}"]`);
        await expect(row).toContainText(locale === "ar" ? offer.branch.name_ar : offer.branch.name);
        await expect(row.getByTestId("offer-price")).toHaveText(money(offer.price, locale));
        if (Number(offer.price) < Number(product.base_price)) {
          await expect(row.getByTestId("offer-base-price")).toContainText(money(product.base_price, locale));
          expect(await row.getByTestId("offer-base-price").evaluate((el) => el.tagName)).toBe("S");
        } else {
          await expect(row.getByTestId("offer-base-price")).toHaveCount(0);
        }
      }
    });

    test("?branch= preselects that branch's offer; without it the cheapest available one", async ({ page, request }) => {
      const product = (await products(request)).find((p) => p.offers.filter((o) => !outOfStock(o)).length >= 2)!;
      const available = product.offers.filter((o) => !outOfStock(o)).sort((a, b) => Number(a.price) - Number(b.price));
      const dearest = available.at(-1)!;
      await page.goto(`/${locale}/product/${product.id}/`);
      await expect(page.locator(`[data-testid="offer"][data-branch-id="${available[0].branch.id}"] input`)).toBeChecked();
      await page.goto(`/${locale}/product/${product.id}/?branch=${dearest.branch.id}`);
      await hydrated(page, "OfferPicker");
      await expect(page.locator(`[data-testid="offer"][data-branch-id="${dearest.branch.id}"] input`)).toBeChecked();
      await expect(page.getByTestId("offer-picker").getByTestId("offer-price").first()).toHaveText(money(dearest.price, locale));
    });

    test("add to cart raises the badge at once and the drawer lists the item", async ({ page, request }) => {
      const product = (await products(request)).find((p) => p.offers.some((o) => o.stock > 5 && o.is_available))!;
      const offer = product.offers.find((o) => o.stock > 5 && o.is_available)!;
      await page.goto(`/${locale}/product/${product.id}/?branch=${offer.branch.id}`);
      await hydrated(page, "OfferPicker");
      await expect(page.getByTestId("cart-badge")).toHaveCount(0);
      const stepper = page.getByTestId("quantity-stepper");
      await stepper.getByRole("button").last().click();
      await expect(page.getByTestId("quantity")).toHaveText("2");
      await page.getByTestId("add-to-cart").click();
      await expect(page.getByTestId("cart-badge")).toHaveText("2");
      await expect(page.getByTestId("toast")).toContainText(`${locale === "ar" ? product.name_ar : product.name} × 2`);
      await page.getByTestId("cart-button").click();
      const drawer = page.getByTestId("cart-drawer-items");
      await expect(drawer).toContainText(locale === "ar" ? product.name_ar : product.name);
      await expect(drawer).toContainText(`${money(offer.price, locale)} × 2`);
    });

    test("an out-of-stock offer disables add to cart", async ({ page, request }) => {
      const res = await request.get("/api/branch-products/?page_size=100");
      const listing = ((await res.json()).results as (Offer & { product: { id: number } })[]).find(outOfStock)!;
      expect(listing, "the seed has an out-of-stock listing").toBeTruthy();
      await page.goto(`/${locale}/product/${listing.product.id}/?branch=${listing.branch.id}`);
      await hydrated(page, "OfferPicker");
      const button = page.getByTestId("add-to-cart");
      await expect(button).toBeDisabled();
      await expect(button).toHaveText(text.out);
      await expect(page.locator(`[data-testid="offer"][data-branch-id="${listing.branch.id}"] [data-stock]`)).toHaveAttribute("data-stock", "out");
    });

    test("price and stock are refreshed after load with one request", async ({ page, request }) => {
      const product = (await products(request)).find((p) => p.offers.some((o) => o.stock > 5 && o.is_available))!;
      const offer = product.offers.find((o) => o.stock > 5 && o.is_available)!;
      let calls = 0;
      // The live answer says this branch now sells it cheaper and has 3 left.
      await page.route(/\/api\/branch-products\/\?product=/, async (route) => {
        calls += 1;
        const response = await route.fetch();
        const body = await response.json();
        for (const row of body.results) if (row.id === offer.id) Object.assign(row, { price: "1.50", stock: 3 });
        await route.fulfill({ response, json: body });
      });
      await page.goto(`/${locale}/product/${product.id}/?branch=${offer.branch.id}`);
      const row = page.locator(`[data-testid="offer"][data-branch-id="${offer.branch.id}"]`);
      await expect(row.getByTestId("offer-price")).toHaveText(money("1.50", locale));
      await expect(row.locator("[data-stock]")).toHaveAttribute("data-stock", "low");
      const plus = page.getByTestId("quantity-stepper").getByRole("button").last();
      for (let i = 0; i < 2; i++) await plus.click();
      await expect(page.getByTestId("quantity")).toHaveText("3");
      await expect(plus).toBeDisabled();
      expect(calls).toBe(1);
    });

    test("the review form checks its input and asks a visitor to sign in", async ({ page, request }) => {
      const product = (await products(request))[0];
      await page.goto(`/${locale}/product/${product.id}/`);
      const form = page.getByTestId("review-form");
      await form.scrollIntoViewIfNeeded();
      await hydrated(page, "Reviews");
      const message = page.getByTestId("review-message");
      await form.getByRole("button", { name: locale === "ar" ? "إرسال التقييم" : "Submit review" }).click();
      await expect(message).toHaveText(text.validation);

      await form
        .locator("label")
        .filter({ has: page.getByLabel(text.star) })
        .click(); // the half star, as a mouse user picks it
      await expect(form.getByLabel(text.star)).toBeChecked();
      await expect(page.getByTestId("rating-value")).toHaveText("4.5 / 5");
      await form.getByRole("textbox").fill("Good value for the price.");
      await form.getByRole("button", { name: locale === "ar" ? "إرسال التقييم" : "Submit review" }).click();
      await expect(message).toContainText(text.signIn);
      await expect(message).toHaveAttribute("data-outcome", "validation_error_register");
      await expect(page.getByTestId("review-sign-in")).toHaveAttribute(
        "href",
        `/${locale}/login/?next=${encodeURIComponent(`/${locale}/product/${product.id}/`)}`,
      );
    });

    test("a signed-in customer's review is saved, stays in the form to update and appears in the list", async ({ page, request }) => {
      const product = (await products(request))[0];
      // A fresh customer, signed in through the site (one review per customer per product).
      const username = unique("rev");
      await register(page, username, locale);

      await page.goto(`/${locale}/product/${product.id}/`);
      const form = page.getByTestId("review-form");
      await form.scrollIntoViewIfNeeded();
      await hydrated(page, "Reviews");
      await form
        .locator("label")
        .filter({ has: page.getByLabel(text.star) })
        .click();
      const comment = `Arrived fast, ${username}.`;
      await form.getByRole("textbox").fill(comment);
      await form.getByRole("button", { name: locale === "ar" ? "إرسال التقييم" : "Submit review" }).click();
      await expect(page.getByTestId("review-message")).toHaveText(text.success);
      // The form now holds the shopper's review, to update (one review per customer per product).
      await expect(form.getByRole("textbox")).toHaveValue(comment);
      await expect(page.getByTestId("rating-value")).toHaveText("4.5 / 5");
      await expect(form.getByRole("heading")).toHaveText(locale === "ar" ? "تقييمك" : "Your review");
      await expect(page.getByTestId("review").getByText(comment)).toBeVisible();
      const saved = await (await request.get(`/api/products/${product.id}/reviews/?page_size=100`)).json();
      expect(saved.results.find((r: { comment: string }) => r.comment === comment)).toMatchObject({ rating: 4.5, user: username });
    });

    test("the product's badge is in the page's language", async ({ page, request }) => {
      const product = (await products(request)).find((p) => p.badge && p.badge_ar)!;
      await page.goto(`/${locale}/product/${product.id}/`);
      await expect(page.getByTestId("product-badge")).toHaveText(locale === "ar" ? product.badge_ar : product.badge);
    });

    test("title, social tags, JSON-LD, axe, and a screenshot", async ({ page, request }) => {
      const product = (await products(request)).find((p) => p.images.length > 1 && p.offers.length > 1 && p.reviews_count > 0)!;
      await page.goto(`/${locale}/product/${product.id}/`);
      const name = locale === "ar" ? product.name_ar : product.name;
      await expect(page).toHaveTitle(`${name} | ${locale === "ar" ? "أسواق" : "Aswaq"}`);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/og/product/${product.id}\\.png$`));
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(ld["@type"]).toBe("Product");
      expect(ld.name).toBe(name);
      expect(ld.offers.priceCurrency).toBe("EGP");
      expect(ld.offers.offers).toHaveLength(product.offers.length);
      expect(ld.aggregateRating.reviewCount).toBe(product.reviews_count);

      await page.getByTestId("review-form").scrollIntoViewIfNeeded();
      await hydrated(page, "Reviews");
      await expect(page.getByText(locale === "ar" ? "جارٍ تحميل التقييمات..." : "Loading reviews...")).toHaveCount(0);
      await hydrated(page, "OfferPicker");
      await hydrated(page, "Gallery");
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      ).toEqual([]);
      await screenshot(page, `product-${locale}`, { fullPage: true });
    });
  });
}
