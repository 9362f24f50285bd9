import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("page shell", () => {
  for (const [locale, dir] of [
    ["en", "ltr"],
    ["ar", "rtl"],
  ] as const) {
    test(`home in ${locale} has lang and dir, and no serious accessibility violations`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    });
  }

  test("the language toggle keeps the page, flips the direction and is remembered", async ({ page, context }) => {
    await page.goto("/en/");
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(/\/ar\/$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "lang")?.value).toBe("ar");
    await page.goto("/");
    await expect(page).toHaveURL(/\/ar\/$/);
  });

  test("before the top bar's script runs, the cart button still leads to the cart page", async ({ page }) => {
    await page.route(/\/_astro\/CartButton\.[^/?]*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto("/ar/");
    await page.getByTestId("cart-button").click();
    await expect(page).toHaveURL(/\/ar\/cart\/$/);
  });

  test("the cart drawer opens from the top bar, traps focus and closes on Escape", async ({ page }) => {
    await page.goto("/en/");
    await expect(page.locator('astro-island[component-url*="/CartButton."]')).not.toHaveAttribute("ssr", /.*/);
    await page.getByTestId("cart-button").click();
    const dialog = page.getByRole("dialog", { name: "Cart" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Your cart is empty.")).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
