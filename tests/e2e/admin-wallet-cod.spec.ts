// A store's cash on delivery cap bounds the cash the courier takes, so the wallet can bring an
// order over the cap within it (issue 30, ADR 0034): a new store capped at LE 100, an order of
// LE 150 (LE 120 and LE 30 delivery) held back at checkout; with LE 49.99 from the wallet it is
// still over (LE 100.01 cash due), with all the wallet's LE 80 it is within (LE 70) and is placed.
// A dashboard journey: it makes its own store (admin-world.ts), which the storefront's must not meet.
import { expect, test } from "@playwright/test";
import { register, unique } from "./accounts";
import { makeWorld, type World } from "./admin-world";
import { chooseArea, fillLines } from "./delivery";
import { hydrated, seriousViolations } from "./page-checks";

const number = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (amount: number, locale: "en" | "ar") => (locale === "ar" ? `${number.format(amount)} جنيه` : `LE ${number.format(amount)}`);

for (const locale of ["en", "ar"] as const) {
  test.describe(`the wallet and the COD cap (${locale})`, () => {
    let world: World;
    test.beforeAll(async ({ playwright: _ }, info) => {
      world = await makeWorld(info.project.use.baseURL!);
      const res = await world.admin.put(`/api/stores/${world.store.id}/cod-policy/`, { data: { max_order: "100.00" } });
      expect(res.status(), await res.text()).toBe(200);
    });
    test.afterAll(async () => world?.dispose());

    test(`an order over the store's cap is placed once the wallet brings its cash due within it (${locale})`, async ({ page, context, baseURL }) => {
      test.slow();
      const [branch] = world.branches;
      const lamp = await world.product(branch.id, { price: "120.00" });
      const { hostname } = new URL(baseURL!);
      const line = { productId: lamp.id, branchId: branch.id, name: lamp.name, image: null, price: "120.00", quantity: 1 };
      await context.addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify([line])), domain: hostname, path: "/" }]);
      await register(page, unique("capped"), locale);
      const me = (await (await page.request.get("/api/auth/profile/")).json()) as { id: number };
      const given = await world.admin.post(`/api/users/${me.id}/wallet-adjustments/`, { data: { amount: "80.00", reason: "Goodwill" } });
      expect([200, 201], await given.text()).toContain(given.status());

      await page.goto(`/${locale}/cart/`);
      await hydrated(page, "CartPage");
      await page.getByTestId("checkout-button").click();
      await fillLines(page, { street: "Road 9", building: "Villa 12", mobile: "01012345678" });
      await chooseArea(page, world.area, locale);
      const part = page.getByTestId("quote-part");
      await expect(part).toHaveCount(1);
      await expect(page.getByTestId("checkout-total")).toHaveText(money(150, locale));
      await expect(part.getByTestId("part-problem")).toBeVisible();

      // LE 49.99 from the wallet leaves LE 100.01 in cash: still over, nothing is sent.
      await page.getByTestId("wallet-use").check();
      await page.getByTestId("wallet-some").check();
      await page.getByTestId("wallet-amount").fill("49.99");
      await expect(part.getByTestId("part-problem")).toBeVisible();
      await page.getByTestId("checkout-submit").click();
      await expect(page.getByTestId("checkout-error")).not.toHaveText("");
      await expect(page).toHaveURL(new RegExp(`/${locale}/cart/$`));

      // All of it (LE 80) leaves LE 70: within the cap, and the part says so.
      await page.getByTestId("wallet-all").check();
      await expect(part.getByTestId("part-problem")).toHaveCount(0);
      await expect(part.getByTestId("part-cod-covered")).toBeVisible();
      await expect(page.getByTestId("checkout-cash-due")).toHaveText(money(70, locale));
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId("checkout-submit").click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/order-placed/\\?checkout=`));
      await expect(page.getByTestId("placed-cash-due")).toHaveText(money(70, locale));
    });
  });
}
