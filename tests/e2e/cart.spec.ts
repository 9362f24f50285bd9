// The cart page and checkout: the drawer's View cart, lines with +/−/remove and the total, a
// visitor signing in at Checkout and coming back, a customer's real order (field errors
// first) and its confirmation, a merchant's price or stock change landing in the cart at
// checkout, a retried checkout placing one order, accessibility and right-to-left layout.
// Each test gets its own customer. A signed-in customer's cart is the server's: a test fills
// the cart cookie while still a visitor and registers, which merges it into the server cart.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { emailOf, PASSWORD, register as registerAs, unique } from "./accounts";
import type { ApiProduct, CookieLine } from "./catalogue";
import { areaServedBy, chooseArea, fillLines, type Place } from "./delivery";
import { signInMerchant } from "./merchant";

type Locale = "en" | "ar";

const number = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (amount: number | string, locale: Locale) =>
  locale === "ar" ? `${number.format(Number(amount))} جنيه` : `LE ${number.format(Number(amount))}`;
const cents = (price: string) => Math.round(Number(price) * 100);

type Line = CookieLine;

/** An offer several tests at once can still buy from (plenty of stock). */
const plentiful = (o: ApiProduct["offers"][number]) => o.is_available && o.stock >= 30 && cents(o.price) > 100;

const availableProducts = async (request: APIRequestContext) =>
  (await (await request.get("/api/products/?available=true&page_size=50")).json()).results as ApiProduct[];

/** Every product with a plentiful offer, as a cart line. */
async function allLines(request: APIRequestContext, locale: Locale): Promise<Line[]> {
  const picked: Line[] = [];
  for (const product of await availableProducts(request)) {
    const offer = product.offers.find(plentiful);
    if (!offer) continue;
    picked.push({
      productId: product.id,
      branchId: offer.branch.id,
      name: locale === "ar" ? product.name_ar || product.name : product.name,
      image: product.images[0]?.image ?? null,
      price: offer.price,
      quantity: 1,
    });
  }
  return picked;
}

/** `count` products that several tests at once can still buy from, as cart lines. */
async function lines(request: APIRequestContext, count: number, locale: Locale, skip = 0): Promise<Line[]> {
  const picked = await allLines(request, locale);
  expect(picked.length).toBeGreaterThanOrEqual(skip + count);
  return picked.slice(skip, skip + count);
}

/** The cart cookie as the cart store writes it. */
async function setCart(context: BrowserContext, items: Line[]) {
  const { hostname } = new URL(test.info().project.use.baseURL!);
  await context.addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify(items)), domain: hostname, path: "/" }]);
}

async function cartCookie(context: BrowserContext): Promise<Line[]> {
  const raw = (await context.cookies()).find((c) => c.name === "cart")?.value;
  return raw ? JSON.parse(decodeURIComponent(raw)) : [];
}

async function register(page: Page, locale: Locale) {
  const username = unique("buyer");
  await registerAs(page, username, locale);
  return username;
}

const cartHydrated = (page: Page) => expect(page.locator('astro-island[component-url*="/CartPage."]')).not.toHaveAttribute("ssr", /.*/);

async function openCart(page: Page, locale: Locale) {
  await page.goto(`/${locale}/cart/`);
  await cartHydrated(page);
}

const ADDRESS = {
  street: "90th Street",
  building: "Villa 12",
  landmark: "Near the Waterway mall",
  mobile: "+20 101 234 5678",
};

/** An area the branches deliver to (set up by the tests' super admin when the demo's do not share one). */
async function servedArea(playwright: Parameters<typeof signInMerchant>[0], request: APIRequestContext, lines: Line[]): Promise<Place> {
  const merchant = await signInMerchant(playwright);
  try {
    return await areaServedBy(
      merchant.api,
      request,
      lines.map((l) => l.branchId),
    );
  } finally {
    await merchant.dispose();
  }
}

/** The checkout form filled in: the area, then the lines. */
async function fillAddress(page: Page, where: Place, locale: Locale = "en") {
  await chooseArea(page, where, locale);
  await fillLines(page, ADDRESS);
}

const orders = (page: Page) => page.evaluate(async () => (await fetch("/api/orders/")).json());

/** Where a successful checkout lands: the confirmation of that checkout. */
const orderPlaced = (locale: Locale) => new RegExp(`/${locale}/order-placed/\\?checkout=[^&]+$`);

test.describe("the cart page", () => {
  for (const locale of ["en", "ar"] as const) {
    test(`View cart reaches the page; +, −, remove and the total (${locale})`, async ({ page, context, request }) => {
      const [a, b] = await lines(request, 2, locale);
      await setCart(context, [a, { ...b, quantity: 2 }]);
      await page.goto(`/${locale}/`);
      await expect(page.locator('astro-island[component-url*="/CartButton."]')).not.toHaveAttribute("ssr", /.*/);
      await page.getByTestId("cart-button").click();
      await page
        .getByRole("dialog")
        .getByRole("link", { name: locale === "en" ? "View cart" : "عرض السلة" })
        .click();
      await expect(page).toHaveURL(`/${locale}/cart/`);
      await cartHydrated(page);

      const rows = page.getByTestId("cart-row");
      await expect(rows).toHaveCount(2);
      const total = page.getByTestId("cart-total");
      await expect(total).toHaveText(money((cents(a.price) + 2 * cents(b.price)) / 100, locale));
      const first = rows.nth(0);
      await expect(first.getByTestId("cart-row-name")).toHaveText(a.name);
      await expect(first.getByTestId("cart-row-price")).toHaveText(`${money(a.price, locale)} × 1`);

      const minus = first.getByRole("button", { name: locale === "en" ? `Decrease quantity of ${a.name}` : `تقليل كمية ${a.name}` });
      const plus = first.getByRole("button", { name: locale === "en" ? `Increase quantity of ${a.name}` : `زيادة كمية ${a.name}` });
      await expect(minus).toBeDisabled();
      await plus.click();
      await plus.click();
      await expect(first.getByTestId("quantity")).toHaveText("3");
      await expect(first.getByTestId("cart-row-subtotal")).toHaveText(money((3 * cents(a.price)) / 100, locale));
      await minus.click();
      await expect(first.getByTestId("quantity")).toHaveText("2");
      await expect(total).toHaveText(money((2 * cents(a.price) + 2 * cents(b.price)) / 100, locale));
      await expect(page.getByTestId("cart-badge")).toHaveText("4");

      await rows.nth(1).getByTestId("cart-row-remove").click();
      await expect(page.getByTestId("toast")).toContainText(locale === "en" ? `${b.name} removed` : `تمت إزالة ${b.name}`);
      await expect(rows).toHaveCount(1);
      await expect(total).toHaveText(money((2 * cents(a.price)) / 100, locale));
      expect((await cartCookie(context)).map((i) => [i.productId, i.quantity])).toEqual([[a.productId, 2]]);

      await rows.nth(0).getByTestId("cart-row-remove").click();
      await expect(page.getByTestId("cart-empty")).toBeVisible();
      await expect(page.getByTestId("cart-empty").getByRole("link")).toHaveAttribute("href", `/${locale}/products/`);
    });
  }

  for (const locale of ["en", "ar"] as const) {
    test(`the drawer sums its lines, and counts them in the language's plural forms (${locale})`, async ({ page, context }) => {
      // Lines of the test's own (no product behind them: the drawer reads the cookie).
      const line = (n: number, price: string, quantity: number): Line => ({
        productId: 990_000 + n,
        branchId: 990_000,
        name: `Drawer line ${n}`,
        image: null,
        price,
        quantity,
      });
      await setCart(context, [line(1, "12.50", 2), line(2, "100.00", 1)]);
      const openDrawer = async () => {
        await expect(page.locator('astro-island[component-url*="/CartButton."]')).not.toHaveAttribute("ssr", /.*/);
        await page.getByTestId("cart-button").click();
      };
      await page.goto(`/${locale}/products/`);
      await openDrawer();
      const subtotal = page.getByRole("dialog").getByTestId("cart-drawer-subtotal");
      await expect(subtotal).toHaveText(locale === "en" ? "Subtotal (3 items)LE 125.00" : "المجموع الفرعي (3 منتجات)125.00 جنيه");
      await expect(page.getByTestId("cart-button")).toHaveAccessibleName(locale === "en" ? "Cart: 3 items" : "السلة، عدد المنتجات: 3");

      await setCart(context, [line(1, "12.50", 1), line(2, "100.00", 1)]);
      await page.reload();
      await openDrawer();
      await expect(subtotal).toHaveText(locale === "en" ? "Subtotal (2 items)LE 112.50" : "المجموع الفرعي (منتجان)112.50 جنيه");
      await setCart(context, [line(1, "12.50", 1)]);
      await page.reload();
      await expect(page.getByTestId("cart-button")).toHaveAccessibleName(locale === "en" ? "Cart: 1 item" : "السلة، عدد المنتجات: 1");
    });
  }

  test("the product rules' /cart sends the visitor to the cart in their language", async ({ page, request }) => {
    const redirect = await request.get("/cart?from=footer", { maxRedirects: 0, headers: { "Accept-Language": "ar-EG,ar;q=0.9" } });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe("/ar/cart/?from=footer");
    await page.goto("/ar/cart/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("a visitor's Checkout goes to sign in and comes back to the cart", async ({ page, context, request }) => {
    const username = unique("guest");
    const made = await request.post("/api/auth/register/", {
      headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
      data: { username, email: emailOf(username), password: PASSWORD, password2: PASSWORD },
    });
    expect(made.ok()).toBe(true);
    const [a] = await lines(request, 1, "ar");
    await setCart(context, [a]);
    await openCart(page, "ar");
    await expect(page.getByText("ستسجّل الدخول قبل إتمام الشراء.")).toBeVisible();
    await page.getByTestId("checkout-button").click();
    await expect(page).toHaveURL(`/ar/login/?next=${encodeURIComponent("/ar/cart/")}`);

    const form = page.getByTestId("login-form");
    await form.locator("input[autocomplete=username]").fill(username);
    await form.locator("input[autocomplete=current-password]").fill(PASSWORD);
    await form.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page).toHaveURL("/ar/cart/");
    await cartHydrated(page);
    await expect(page.getByTestId("cart-row")).toHaveCount(1);
    await page.getByTestId("checkout-button").click();
    await expect(page.getByRole("dialog", { name: "إتمام الشراء" })).toBeVisible();
  });

  for (const locale of ["en", "ar"] as const) {
    test(`a customer checks out: field errors, then a real order and its confirmation (${locale})`, async ({
      page,
      context,
      request,
      playwright,
    }) => {
      const ar = locale === "ar";
      const [a, b] = await lines(request, 2, locale, ar ? 2 : 0);
      const where = await servedArea(playwright, request, [a, b]);
      await setCart(context, [{ ...a, quantity: 2 }, b]);
      await register(page, locale);
      await openCart(page, locale);
      await page.getByTestId("checkout-button").click();
      const dialog = page.getByRole("dialog", { name: ar ? "إتمام الشراء" : "Checkout" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("checkout-total")).toHaveText(money((2 * cents(a.price) + cents(b.price)) / 100, locale));
      await expect(dialog.getByRole("radio", { name: ar ? "الدفع عند الاستلام" : "Cash on delivery" })).toBeChecked();

      const submit = dialog.getByTestId("checkout-submit");
      await submit.click();
      const errors = dialog.getByTestId("field-error");
      await expect(errors).toHaveText(
        ar
          ? ["اختر منطقتك.", "اسم الشارع مطلوب.", "رقم العمارة مطلوب.", "رقم الموبايل مطلوب."]
          : ["Choose your area.", "Street is required.", "Building is required.", "Mobile number is required."],
      );
      const area = dialog.getByTestId("area-input");
      await expect(area).toBeFocused();
      await expect(area).toHaveAttribute("aria-invalid", "true");
      await chooseArea(page, where, locale);
      await expect(errors).toHaveCount(3);
      await expect(area).not.toHaveAttribute("aria-invalid", /.*/);
      // Once the area is known, each branch's part has its delivery from the server's quote.
      await expect(dialog.getByTestId("quote-part")).toHaveCount(a.branchId === b.branchId ? 1 : 2);
      await expect(dialog.getByTestId("checkout-delivery")).not.toHaveText(ar ? "يُحسب عند إتمام الشراء" : "Calculated at checkout");

      await fillLines(page, { street: ADDRESS.street, building: ADDRESS.building, mobile: "0131234567" });
      await submit.click();
      await expect(errors).toHaveText([ar ? "أدخل رقم موبايل مصريًا صحيحًا." : "Enter a valid Egyptian mobile number."]);
      await fillLines(page, { mobile: ADDRESS.mobile, floor: "  " });
      await submit.click();

      await expect(page).toHaveURL(orderPlaced(locale));
      const made = a.branchId === b.branchId ? 1 : 2;
      await expect(page.getByTestId("order-placed")).toBeVisible();
      await expect(page.getByTestId("placed-order")).toHaveCount(made);
      const placed = (await orders(page)).results;
      expect(placed).toHaveLength(made);
      expect((await page.getByTestId("placed-order").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-order-id"))))).sort()).toEqual(
        placed.map((o: { id: number }) => o.id).sort(),
      );
      const items = placed.flatMap((o: { items: { product_id: number; quantity: number; price: string }[] }) =>
        o.items.map((i) => [i.product_id, i.quantity, i.price]),
      );
      expect(items).toEqual(
        expect.arrayContaining([
          [a.productId, 2, a.price],
          [b.productId, 1, b.price],
        ]),
      );
      expect(placed[0].address).toMatchObject({
        street: ADDRESS.street,
        building: ADDRESS.building,
        floor: "",
        mobile: "01012345678",
        // The spec's older fields, filled from the area and the lines.
        city: where.governorate.name,
        neighborhood: where.area.name,
        building_or_house: ADDRESS.building,
      });
      expect(placed[0].area.id).toBe(where.area.id);
      for (const o of placed as { subtotal: string; delivery_fee: string; total: string; delivery_method: string }[]) {
        expect(o.delivery_method).toBe("delivery");
        expect(cents(o.total)).toBe(cents(o.subtotal) + cents(o.delivery_fee));
      }
      expect(placed[0].payment_method).toBe("cash_on_delivery");
      expect(await cartCookie(context)).toEqual([]);
      await openCart(page, locale);
      await expect(page.getByTestId("cart-empty")).toBeVisible();
    });
  }

  test("a changed price comes back from checkout into the cart, and the next try uses it", async ({ page, context, request, playwright }) => {
    // The last plentiful product: no other test here buys it, and its price changes for a while.
    const all = await allLines(request, "en");
    expect(all.length).toBeGreaterThan(6);
    const a = all[all.length - 1];
    const where = await servedArea(playwright, request, [a]);
    await setCart(context, [{ ...a, quantity: 2 }]);
    await register(page, "en");
    await openCart(page, "en");
    // The cart shows today's price.
    const row = page.getByTestId("cart-row");
    await expect(row.getByTestId("cart-row-price")).toHaveText(`${money(a.price, "en")} × 2`);
    await expect(page.getByTestId("cart-total")).toHaveText(money((2 * cents(a.price)) / 100, "en"));

    // Meanwhile the merchant changes the price.
    const merchant = await signInMerchant(playwright);
    const listing = await merchant.listing(a.productId, a.branchId);
    expect(listing.price).toBe(a.price);
    const price = ((cents(a.price) + 125) / 100).toFixed(2);
    try {
      await merchant.patchListing(listing.id, { price });
      await page.getByTestId("checkout-button").click();
      await fillAddress(page, where);
      await page.getByTestId("checkout-submit").click();

      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByTestId("cart-notice")).toContainText("Some prices have changed.");
      await expect(row.getByTestId("cart-row-price")).toHaveText(`${money(price, "en")} × 2`);
      await expect(row.getByTestId("cart-row-price-changed")).toHaveText(`Price changed (was ${money(a.price, "en")})`);
      // The goods at the new price; the total now adds the delivery to the area just chosen.
      await expect(page.getByTestId("cart-subtotal")).toHaveText(money((2 * cents(price)) / 100, "en"));
      expect((await cartCookie(context))[0].price).toBe(price);
      expect((await orders(page)).count).toBe(0);

      // The address typed before is still there; this time the order goes through.
      await page.getByTestId("checkout-button").click();
      await expect(page.getByTestId("checkout-form").getByTestId("area-input")).toHaveValue(where.area.name);
      await expect(page.getByTestId("checkout-form").locator("input[name=street]")).toHaveValue(ADDRESS.street);
      await page.getByTestId("checkout-submit").click();
      await expect(page).toHaveURL(orderPlaced("en"));
      await expect(page.getByTestId("placed-order")).toHaveCount(1);
      const [order] = (await orders(page)).results;
      expect(order.items.map((i: { price: string; quantity: number }) => [i.price, i.quantity])).toEqual([[price, 2]]);
    } finally {
      await merchant.patchListing(listing.id, { price: listing.price });
      await merchant.dispose();
    }
  });

  for (const locale of ["en", "ar"] as const) {
    test(`a line asking for more than is left is flagged, and checkout brings it down to the stock (${locale})`, async ({
      page,
      context,
      request,
      playwright,
    }) => {
      const ar = locale === "ar";
      // A short listing of a product no other test buys (none of its offers is plentiful); each
      // language its own, so the two runs at once never share one.
      const short = (o: ApiProduct["offers"][number]) => o.is_available && o.stock >= 2 && o.stock <= 20;
      const candidates = (await availableProducts(request)).filter((p) => !p.offers.some(plentiful) && p.offers.some(short));
      expect(candidates.length).toBeGreaterThanOrEqual(2);
      const product = candidates[ar ? 1 : 0];
      const offer = product.offers.find(short)!;
      const name = ar ? product.name_ar || product.name : product.name;
      const line = { productId: product.id, branchId: offer.branch.id, name, image: null, price: offer.price, quantity: 2 };
      const where = await servedArea(playwright, request, [line]);
      await setCart(context, [line]);
      await register(page, locale);
      await openCart(page, locale);
      const row = page.getByTestId("cart-row");
      await expect(row.getByTestId("quantity")).toHaveText("2");
      await expect(row.getByTestId("cart-row-short")).toHaveCount(0);

      // Meanwhile the merchant sells all but one.
      const merchant = await signInMerchant(playwright);
      const listing = await merchant.listing(product.id, offer.branch.id);
      try {
        await merchant.patchListing(listing.id, { stock: 1 });
        await page.reload();
        await cartHydrated(page);
        // The live stock is known before checkout: the line says so and "+" stops.
        await expect(row.getByTestId("cart-row-short")).toHaveText(ar ? "متبقٍّ 1 فقط" : "Only 1 left");
        await expect(row.getByRole("button", { name: ar ? `زيادة كمية ${name}` : `Increase quantity of ${name}` })).toBeDisabled();
        await page.getByTestId("checkout-button").click();
        await fillAddress(page, where, locale);
        await page.getByTestId("checkout-submit").click();
        await expect(page.getByTestId("cart-notice")).toContainText(
          ar ? "لا يتوفر مخزون كافٍ من بعض المنتجات." : "Some items do not have enough stock.",
        );
        await expect(row.getByTestId("quantity")).toHaveText("1");
        await expect(row.getByTestId("cart-row-short")).toHaveCount(0);
        expect((await cartCookie(context))[0].quantity).toBe(1);
        expect((await orders(page)).count).toBe(0);
      } finally {
        await merchant.patchListing(listing.id, { stock: listing.stock });
        await merchant.dispose();
      }
    });
  }

  test("an answer lost on the way: the retry sends the same key and one order is placed", async ({ page, context, request, playwright }) => {
    const [a] = await lines(request, 1, "en", 5);
    const where = await servedArea(playwright, request, [a]);
    await setCart(context, [a]);
    await register(page, "en");
    await openCart(page, "en");
    const keys: string[] = [];
    let lose = true;
    await page.route("**/api/orders/", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      keys.push(route.request().headers()["idempotency-key"]);
      // The first order reaches the server, but its answer never reaches the page.
      const response = await route.fetch();
      if (lose) {
        lose = false;
        expect(response.status()).toBe(201);
        return route.abort("connectionreset");
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      return route.fulfill({ response });
    });
    await page.getByTestId("checkout-button").click();
    await fillAddress(page, where);
    const submit = page.getByTestId("checkout-submit");
    await submit.click();
    await expect(page.getByTestId("checkout-error")).toHaveText("Checkout failed. Please try again.");
    await expect(page.getByTestId("cart-row")).toHaveCount(1);
    await submit.click();
    // Disabled while the retry is on its way.
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveText("Placing order...");
    await expect(page).toHaveURL(orderPlaced("en"));
    await expect(page.getByTestId("placed-order")).toHaveCount(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await orders(page)).count).toBe(1);
  });

  test("Escape closes the checkout dialog", async ({ page, context, request }) => {
    await setCart(context, await lines(request, 1, "en"));
    await register(page, "en");
    await openCart(page, "en");
    await page.getByTestId("checkout-button").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByTestId("checkout-button")).toBeFocused();
  });

  for (const locale of ["en", "ar"] as const) {
    test(`the cart page and its dialog have no serious accessibility violations, laid out ${locale === "ar" ? "right to left" : "left to right"} (${locale})`, async ({
      page,
      context,
      request,
    }) => {
      // Two full axe scans and four screenshots after registering: more than the default budget on a busy machine.
      test.slow();
      const [a, b] = await lines(request, 2, locale);
      await setCart(context, [a, b]);
      await register(page, locale);
      await openCart(page, locale);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      const serious = async () =>
        (await new AxeBuilder({ page }).analyze()).violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(await serious()).toEqual([]);

      // The image starts the row: on the right in Arabic, on the left in English.
      const row = page.getByTestId("cart-row").nth(0);
      const image = (await row.locator("img").boundingBox())!;
      const remove = (await row.getByTestId("cart-row-remove").boundingBox())!;
      expect(locale === "ar" ? image.x > remove.x : image.x < remove.x).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`cart-${locale}.png`), fullPage: true });

      await page.getByTestId("checkout-button").click();
      await page.getByTestId("checkout-submit").click();
      await expect(page.getByTestId("field-error")).toHaveCount(4);
      expect(await serious()).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`checkout-${locale}.png`) });
      await page.getByTestId("checkout-submit").scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`checkout-end-${locale}.png`) });
      await page.keyboard.press("Escape");
      await page.setViewportSize({ width: 375, height: 740 });
      await page.screenshot({ path: test.info().outputPath(`cart-small-${locale}.png`), fullPage: true });
    });
  }
});
