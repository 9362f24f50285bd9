// The wishlist: a visitor's hearts are kept in the browser, merged into the account on
// registering, and shown on /wishlist/ and as pressed hearts in any other browser signed in as
// that customer; remove and add to cart from the page; axe on the page. In both languages.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { PASSWORD, register, unique } from "./accounts";
import { screenshot } from "./page-checks";

const TEXT = {
  en: {
    save: (name: string) => `Save to wishlist: ${name}`,
    saved: (name: string) => `Saved to wishlist, remove: ${name}`,
    signIn: "Sign in",
    title: "Wishlist",
    empty: "Your wishlist is empty.",
    added: (name: string) => `${name} added to your cart`,
  },
  ar: {
    save: (name: string) => `احفظ في المفضلة: ${name}`,
    saved: (name: string) => `محفوظ في المفضلة، إزالة: ${name}`,
    signIn: "تسجيل الدخول",
    title: "المفضلة",
    empty: "قائمة المفضلة فارغة.",
    added: (name: string) => `تمت إضافة ${name} إلى سلتك`,
  },
} as const;
type Locale = keyof typeof TEXT;

interface ApiProduct {
  id: number;
  name: string;
  name_ar: string;
  offers: { is_available: boolean; stock: number }[];
}

/** Waits until the island around `inside` has hydrated (Astro drops `ssr` then). */
async function hydrated(inside: Locator) {
  await inside.scrollIntoViewIfNeeded();
  await expect(inside.locator("xpath=ancestor-or-self::astro-island[1]")).not.toHaveAttribute("ssr", /.*/);
}

/** A product card on the home page whose product some branch sells now, and that product. */
async function availableCard(page: Page, locale: Locale) {
  await page.goto(`/${locale}/`);
  const ids = await page
    .locator("article[data-product-id]")
    .evaluateAll((nodes) => [...new Set(nodes.map((n) => Number(n.getAttribute("data-product-id"))))]);
  for (const id of ids) {
    const product = (await (await page.request.get(`/api/products/${id}/`)).json()) as ApiProduct;
    if (product.offers.some((o) => o.is_available && o.stock > 0)) {
      return {
        card: page.locator(`article[data-product-id="${id}"]`).first(),
        product,
        name: locale === "ar" ? product.name_ar || product.name : product.name,
      };
    }
  }
  throw new Error("no card of an available product on the home page");
}

async function signIn(page: Page, username: string, locale: Locale, next: string) {
  await page.goto(`/${locale}/login/?next=${encodeURIComponent(next)}`);
  const form = page.getByTestId("login-form");
  await form.locator("input[autocomplete=username]").fill(username);
  await form.locator("input[autocomplete=current-password]").fill(PASSWORD);
  await form.getByRole("button", { name: TEXT[locale].signIn }).click();
  await expect(page).toHaveURL(next);
}

const savedOnServer = async (page: Page) => ((await (await page.request.get("/api/wishlist/ids/")).json()) as { product_ids: number[] }).product_ids;

for (const locale of ["en", "ar"] as const) {
  const text = TEXT[locale];

  test(`a visitor's heart follows them into their account, and the page removes and adds to cart (${locale})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    // A visitor saves a product; the heart says so.
    const { card, product, name } = await availableCard(page, locale);
    const heart = card.getByTestId("wishlist-toggle");
    await hydrated(heart);
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(heart).toHaveAccessibleName(text.save(name));
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toHaveAccessibleName(text.saved(name));

    // The visitor's page lists it from the browser.
    await page.goto(`/${locale}/wishlist/`);
    await expect(page.getByTestId("wishlist-item")).toHaveCount(1);
    await expect(page.getByTestId("wishlist-item-name")).toHaveText(name);
    await expect(page.getByTestId("wishlist-guest-hint")).toBeVisible();

    // Registering, then the first page that shows the wishlist merges the browser's list
    // into the new account (the store is loaded where hearts or the list are shown).
    const username = unique("wish");
    await register(page, username, locale);
    expect(await savedOnServer(page)).toEqual([]);
    await page.goto(`/${locale}/wishlist/`);
    await expect(page.getByTestId("wishlist-item-name")).toHaveText(name);
    await expect(page.getByTestId("wishlist-guest-hint")).toHaveCount(0);
    await expect.poll(() => savedOnServer(page)).toEqual([product.id]);

    // Another browser, signed in as the same customer, sees it on the page and on the heart.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL ?? process.env.ASWAQ_WEB });
    try {
      const page2 = await other.newPage();
      await signIn(page2, username, locale, `/${locale}/wishlist/`);
      await expect(page2.getByRole("heading", { level: 1 })).toHaveText(text.title);
      const item = page2.getByTestId("wishlist-item");
      await expect(item).toHaveCount(1);
      await expect(item.getByTestId("wishlist-item-name")).toHaveText(name);
      await expect(page2.getByTestId("wishlist-guest-hint")).toHaveCount(0);

      // Nothing serious for axe, laid out in the page's direction.
      await expect(page2.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      const serious = (await new AxeBuilder({ page: page2 }).analyze()).violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(serious).toEqual([]);
      for (const width of [1280, 390]) {
        await page2.setViewportSize({ width, height: 900 });
        await screenshot(page2, `wishlist-${locale}-${width}`, { fullPage: true });
      }
      await page2.setViewportSize({ width: 1280, height: 900 });

      // Add to cart from the page: the first available offer goes in.
      await item.getByTestId("wishlist-add").click();
      await expect(page2.getByText(text.added(name))).toBeVisible();
      await expect(page2.getByTestId("cart-badge")).toHaveText("1");

      // The heart on the home page is pressed in this browser too.
      await page2.goto(`/${locale}/`);
      const heart2 = page2.locator(`article[data-product-id="${product.id}"]`).first().getByTestId("wishlist-toggle");
      await hydrated(heart2);
      await expect(heart2).toHaveAttribute("aria-pressed", "true");
      await expect(heart2).toHaveAccessibleName(text.saved(name));

      // Remove on the page: gone here and on the server; the empty state says so.
      await page2.goto(`/${locale}/wishlist/`);
      await page2.getByTestId("wishlist-remove").click();
      await expect(page2.getByTestId("wishlist-empty")).toContainText(text.empty);
      await expect(page2.getByTestId("wishlist-empty").getByRole("link")).toHaveAttribute("href", `/${locale}/products/`);
      await expect.poll(() => savedOnServer(page2)).toEqual([]);
      await page2.reload();
      await expect(page2.getByTestId("wishlist-empty")).toBeVisible();
    } finally {
      await other.close();
    }
  });
}

test("the top bar links to the wishlist page, with a name, without JavaScript", async ({ page }) => {
  await page.goto("/ar/terms-conditions/");
  await page.getByRole("link", { name: "المفضلة", exact: true }).click();
  await expect(page).toHaveURL("/ar/wishlist/");
  await page.goto("/en/");
  await expect(page.getByTestId("wishlist-link")).toHaveAccessibleName("Wishlist");
  await expect(page.getByTestId("wishlist-link")).toHaveAttribute("href", "/en/wishlist/");
});

test("/wishlist redirects to the visitor's language", async ({ request }) => {
  const res = await request.get("/wishlist", { maxRedirects: 0, headers: { "accept-language": "ar" } });
  expect([301, 302, 303, 307, 308]).toContain(res.status());
  expect(res.headers().location).toMatch(/\/ar\/wishlist\/$/);
});
