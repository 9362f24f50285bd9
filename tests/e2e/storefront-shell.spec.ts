// The storefront's shell everywhere: one top bar on the pages without JavaScript too, the 404
// in the path's language inside the shell, the favicon, app icons and web manifest, the
// language toggle keeping the query string, and Latin values in Arabic (login fields, footer).
// SHELL_SHOTS=1 writes screenshots (1280 and 390 wide) of terms, 404 and login into the test's output folder.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import ar from "../../src/locales/ar/translation.json" with { type: "json" };
import en from "../../src/locales/en/translation.json" with { type: "json" };
import { SITE } from "../../src/lib/site";
import { builtStore } from "./built-stores";
import { screenshot } from "./page-checks";

const strings = { en, ar } as const;
const LOCALES = [
  ["en", "ltr"],
  ["ar", "rtl"],
] as const;
// Forgot password has its form since issue 28: an interactive page now, with the islands' bar.
const STATIC_PAGES = ["/terms-conditions/", "/polices/", "/about/"];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox({ timeout: 5_000 });
  expect(b, `${selector} on ${page.url()}`).not.toBeNull();
  return { x: Math.round(b!.x), y: Math.round(b!.y), width: Math.round(b!.width), height: Math.round(b!.height) };
};

/** The top bar's geometry: header height and where the brand, toggle, wishlist and cart sit. */
const barLayout = async (page: Page) => ({
  header: (await box(page, "header")).height,
  toggle: await box(page, "[data-testid=language-toggle]"),
  wishlist: await box(page, "[data-testid=wishlist-link]"),
  cart: await box(page, "header [data-testid=cart-button]"),
});

test.describe("one top bar everywhere", () => {
  for (const [locale] of LOCALES) {
    for (const width of [1280, 390]) {
      test(`the bar of the pages without JavaScript is the guest's bar (${locale}, ${width} wide)`, async ({ page }) => {
        test.setTimeout(90_000); // four pages and an axe run, on a busy machine
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${locale}/products/`);
        if (width > 640) await expect(page.getByTestId("nav-login")).toBeVisible();
        else await expect(page.getByTestId("nav-hamburger")).toBeVisible();
        const interactive = await barLayout(page);
        for (const path of STATIC_PAGES) {
          const response = await page.goto(`/${locale}${path}`);
          expect(await response?.text()).not.toContain("<script");
          expect(await barLayout(page), path).toEqual(interactive);
          const cart = page.locator("header [data-testid=cart-button]");
          await expect(cart).toHaveAttribute("href", `/${locale}/cart/`);
          await expect(cart).toHaveAccessibleName(strings[locale].cart.title);
          await expect(cart.locator("svg path")).toHaveAttribute("d", /^M3 3h2l2\.4 12\.2/);
          await expect(page.getByRole("banner")).not.toContainText(strings[locale].nav.account);
          if (width > 640) {
            await expect(page.getByTestId("nav-products")).toHaveAttribute("href", `/${locale}/products/`);
            await expect(page.getByTestId("nav-login")).toHaveAttribute("href", `/${locale}/login/?next=${encodeURIComponent(`/${locale}${path}`)}`);
            await expect(page.getByTestId("nav-register")).toHaveAttribute(
              "href",
              `/${locale}/register/?next=${encodeURIComponent(`/${locale}${path}`)}`,
            );
          } else {
            await page.getByTestId("nav-hamburger").click();
            await expect(page.getByTestId("nav-menu").getByRole("link")).toHaveText([
              strings[locale].nav.products,
              strings[locale].nav.login,
              strings[locale].nav.register,
            ]);
          }
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});

test.describe("the not-found page", () => {
  const cases = [
    ["/ar/no/such/page", "ar", "rtl"],
    ["/ar/product/999999999/", "ar", "rtl"],
    ["/en/no-such-page", "en", "ltr"],
    ["/no/such/page", "en", "ltr"],
  ] as const;
  for (const [path, locale, dir] of cases) {
    test(`${path}: status 404, ${locale} ${dir}, in the shell with a search box, no script`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await response?.text()).not.toContain("<script");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(strings[locale].notFound.title);
      await expect(page.getByRole("banner").getByTestId("cart-button")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: strings[locale].notFound.home })).toHaveAttribute("href", `/${locale}/`);
      await expect(main.getByRole("link", { name: strings[locale].notFound.products })).toHaveAttribute("href", `/${locale}/products/`);
      expect(await seriousViolations(page)).toEqual([]);
      await main.getByRole("searchbox").fill("vase");
      await main.getByRole("button", { name: strings[locale].products.searchButton }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/\\?search=vase$`));
    });
  }
});

test.describe("favicon, app icons and web manifest", () => {
  const pngSize = (body: Buffer) => [body.readUInt32BE(16), body.readUInt32BE(20)];

  test("every icon and the manifest answer with the right type and size", async ({ request }) => {
    const ico = await request.get("/favicon.ico");
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await ico.body()).readUInt16LE(2)).toBe(1); // an icon resource
    const svg = await request.get("/icon.svg");
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    for (const [path, size] of [
      ["/apple-touch-icon.png", 180],
      ["/icon-192.png", 192],
      ["/icon-512.png", 512],
    ] as const) {
      const png = await request.get(path);
      expect(png.status(), path).toBe(200);
      expect(png.headers()["content-type"], path).toMatch(/^image\/png/);
      expect(pngSize(await png.body()), path).toEqual([size, size]);
    }
    const manifest = await request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const body = await manifest.json();
    expect(body).toMatchObject({
      short_name: expect.any(String),
      start_url: "/",
      display: "standalone",
      theme_color: "#4f46e5",
      background_color: "#ffffff",
    });
    expect(body.name).toContain("أسواق");
    expect(body.name).toContain("Aswaq");
    expect(body.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  });

  for (const path of ["/en/terms-conditions/", "/ar/products/", "/ar/login/", "/ar/no/such/page"]) {
    test(`${path} links the icons and manifest, and no request fails`, async ({ page }) => {
      const failed: string[] = [];
      page.on("requestfailed", (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
      // The page itself may be the 404; what it loads may not fail.
      page.on("response", (r) => r.status() >= 400 && !r.request().isNavigationRequest() && failed.push(`${r.url()} ${r.status()}`));
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const head = page.locator("head");
      await expect(head.locator("link[rel=icon][href='/favicon.ico']")).toHaveCount(1);
      await expect(head.locator("link[rel=icon][type='image/svg+xml']")).toHaveAttribute("href", "/icon.svg");
      await expect(head.locator("link[rel=apple-touch-icon]")).toHaveAttribute("href", "/apple-touch-icon.png");
      await expect(head.locator("link[rel=manifest]")).toHaveAttribute("href", "/manifest.webmanifest");
      // The browser fetches the favicon by itself; make sure it is asked for once here too.
      const ico = await page.request.get("/favicon.ico");
      expect(ico.status()).toBe(200);
      expect(failed).toEqual([]);
    });
  }
});

test.describe("the language toggle keeps the query string", () => {
  test("/en/products/?search=vase switches to /ar/products/?search=vase", async ({ page }) => {
    await page.goto("/en/products/?search=vase");
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(/\/ar\/products\/\?search=vase$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(/\/en\/products\/\?search=vase$/);
  });

  test("a query the page changed after load goes along too", async ({ page }) => {
    await page.goto("/ar/products/");
    await page.evaluate(() => history.replaceState(null, "", "/ar/products/?branch=11"));
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(/\/en\/products\/\?branch=11$/);
  });

  test("without JavaScript the toggle still switches, keeping the path", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL ?? process.env.ASWAQ_WEB });
    const page = await context.newPage();
    await page.goto("/en/products/?search=vase");
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(/\/ar\/products\/$/);
    await context.close();
  });
});

test.describe("Latin values in Arabic", () => {
  test("the login fields are aligned and directed alike", async ({ page }) => {
    await page.goto("/ar/login/");
    const form = page.getByTestId("login-form");
    await expect(form.locator("button[type=submit]")).toBeEnabled();
    const look = (name: string) =>
      form.locator(`input[name=${name}]`).evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const side =
          style.textAlign === "start"
            ? style.direction === "rtl"
              ? "right"
              : "left"
            : style.textAlign === "end"
              ? style.direction === "rtl"
                ? "left"
                : "right"
              : style.textAlign;
        return { direction: style.direction, side };
      });
    const identifier = await look("identifier");
    const password = await look("password");
    expect(password).toEqual(identifier);
    // Latin values read left to right, lined up with the labels on the page's start side.
    expect(identifier).toEqual({ direction: "ltr", side: "right" });
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const [locale] of LOCALES) {
    test(`the footer's e-mail is isolated left to right (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/terms-conditions/`);
      const email = page.getByRole("contentinfo").locator(`a[href="mailto:${SITE.email}"]`);
      await expect(email).toHaveText(SITE.email);
      expect(await email.evaluate((a) => a.closest("footer [dir]")?.getAttribute("dir"))).toBe("ltr");
    });
  }

  test("the store footer's e-mail and phones are isolated left to right", async ({ page, request }) => {
    // A store with an e-mail or a phone of its own, its owner's or a branch's.
    const store = await builtStore(
      request,
      "with an e-mail or a phone",
      (s) =>
        !!(s.email || s.phone_number || s.owner?.email || s.owner?.phone_number) || s.branches.some((b) => b.phone_number || b.manager?.phone_number),
    );
    await page.goto(`/ar/store/${store.slug}/`);
    const footer = page.getByTestId("store-footer");
    const values = footer.locator("a[href^='mailto:'], a[href^='tel:']");
    expect(await values.count()).toBeGreaterThan(0);
    for (const dir of await values.evaluateAll((links) => links.map((a) => a.closest("[dir]")?.getAttribute("dir")))) expect(dir).toBe("ltr");
  });
});

test("screenshots of terms, 404 and login", async ({ page }) => {
  test.skip(!process.env.SHELL_SHOTS, "set SHELL_SHOTS=1 to write them");
  test.setTimeout(90_000);
  for (const [locale] of LOCALES) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ["terms", "/terms-conditions/"],
        ["products", "/products/"],
        ["404", "/no/such/page"],
        ["login", "/login/"],
      ]) {
        await page.goto(`/${locale}${path}`);
        await page.waitForLoadState("networkidle");
        await screenshot(page, `shell-${name}-${locale}-${width}`);
      }
    }
  }
});
