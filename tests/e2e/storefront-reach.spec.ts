// Issue 26 point 3 on the prerendered grid: with an area chosen, the products page's built cards
// get their delivery line from the live offers the page reads anyway (LivePrices, GET
// /branch-products/?area_id=), saying what the product list says for that area, and no card
// moves or changes size when the line is filled (it is reserved in the HTML). The products and
// their list stay the build's: only the branches of the first page get an area they all deliver
// to, added to their settings as the cart's journeys do (delivery.ts areaServedBy).
import { expect, type Page, test } from "@playwright/test";
import type { Product } from "#contract/catalog";
import { productsPage } from "./built-stores";
import { areaServedBy, type Place } from "./delivery";
import { signInMerchant } from "./merchant";
import { screenshot } from "./page-checks";

const TEXT = {
  en: { delivers: "Delivers to {area}", pickup: "Pickup only" },
  ar: { delivers: "يوصّل إلى {area}", pickup: "استلام من الفرع فقط" },
} as const;

let served: Place;
test.beforeAll(async ({ playwright, request }) => {
  const first = (await productsPage(request, "page_size=12")).results;
  const merchant = await signInMerchant(playwright);
  try {
    served = await areaServedBy(
      merchant.api,
      request,
      first.slice(0, 3).flatMap((p) => p.offers.map((o) => o.branch.id)),
    );
  } finally {
    await merchant.dispose();
  }
});

const boxes = (page: Page) =>
  page.locator("main article[data-product-id]").evaluateAll((cards) =>
    cards.map((c) => {
      const r = c.getBoundingClientRect();
      return [Number((c as HTMLElement).dataset.productId), r.x, r.y, r.width, r.height];
    }),
  );

for (const locale of ["en", "ar"] as const) {
  for (const width of [390, 1280]) {
    test(`${locale} at ${width} px: the built cards say which products reach the chosen area once the live offers are in, and do not move`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const { area } = served;
      await context.addCookies([{ name: "aswaq_area", value: encodeURIComponent(`${area.id}|${area.name}|${area.name_ar}`), url: baseURL! }]);
      // The live offers wait until the built cards are measured.
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/branch-products/**", async (route) => {
        await gate;
        await route.continue();
      });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/${locale}/products/`);
      const lines = page.locator("main article[data-product-id] [data-reach]");
      await expect(lines.first()).toBeAttached();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(new Set(await lines.allTextContents())).toEqual(new Set([""]));
      const before = await boxes(page);
      expect(before.length).toBeGreaterThan(0);

      release();
      await expect(page.locator("main")).toHaveAttribute("data-live-prices", "loaded");
      // What the product list says for the area, card by card.
      const listed = (await productsPage(request, `page_size=50&area_id=${area.id}`)).results;
      const reach = new Map<number, Product>(listed.map((p) => [p.id, p]));
      let delivered = 0;
      for (const [id] of before) {
        const product = reach.get(id);
        if (!product) continue; // past the first 50 (not on a built first page of 12)
        const delivers = TEXT[locale].delivers.replace("{area}", locale === "ar" ? area.name_ar : area.name);
        const expected = product.delivers_to_area ? delivers : product.pickup_only ? TEXT[locale].pickup : "";
        if (product.delivers_to_area) delivered++;
        await expect(page.locator(`main article[data-product-id="${id}"] [data-reach]`), `product ${id}`).toHaveText(expected);
      }
      expect(delivered, "the first products reach the area their branches were given").toBeGreaterThan(0);
      expect(await boxes(page)).toEqual(before);
      await screenshot(page, `products-area-${locale}-${width}`);
    });
  }
}
