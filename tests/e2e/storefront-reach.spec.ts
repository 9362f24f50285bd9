// Issue 26 point 3 on the prerendered grid: with an area chosen, the products page's built cards
// get their delivery line from the live offers the page reads anyway (LivePrices, GET
// /branch-products/?area_id=), saying what the product list says for that area, and no card
// moves or changes size when the line is filled (it is reserved in the HTML). Reads only: the
// build's world and its branches' delivery settings, whatever they are.
import { expect, type Page, test } from "@playwright/test";
import type { Product } from "#contract/catalog";
import { productsPage } from "./built-stores";
import { screenshot } from "./page-checks";

const ZAMALEK = { id: 1002, name: "Zamalek", name_ar: "الزمالك" };
const TEXT = {
  en: { delivers: "Delivers to Zamalek", pickup: "Pickup only" },
  ar: { delivers: "يوصّل إلى الزمالك", pickup: "استلام من الفرع فقط" },
} as const;

const boxes = (page: Page) =>
  page.locator("main article[data-product-id]").evaluateAll((cards) =>
    cards.map((c) => {
      const r = c.getBoundingClientRect();
      return [Number((c as HTMLElement).dataset.productId), r.x, r.y, r.width, r.height];
    }),
  );

for (const locale of ["en", "ar"] as const) {
  for (const width of [390, 1280]) {
    test(`${locale} at ${width} px: the built cards say which products reach Zamalek once the live offers are in, and do not move`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      await context.addCookies([
        { name: "aswaq_area", value: encodeURIComponent(`${ZAMALEK.id}|${ZAMALEK.name}|${ZAMALEK.name_ar}`), url: baseURL! },
      ]);
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
      const listed = (await productsPage(request, `page_size=50&area_id=${ZAMALEK.id}`)).results;
      const reach = new Map<number, Product>(listed.map((p) => [p.id, p]));
      let delivered = 0;
      for (const [id] of before) {
        const product = reach.get(id);
        if (!product) continue; // past the first 50 (not on a built first page of 12)
        const expected = product.delivers_to_area ? TEXT[locale].delivers : product.pickup_only ? TEXT[locale].pickup : "";
        if (product.delivers_to_area) delivered++;
        await expect(page.locator(`main article[data-product-id="${id}"] [data-reach]`), `product ${id}`).toHaveText(expected);
      }
      expect(delivered, "some built product reaches Zamalek (the seed's branches deliver across Cairo)").toBeGreaterThan(0);
      expect(await boxes(page)).toEqual(before);
      await screenshot(page, `products-zamalek-${locale}-${width}`);
    });
  }
}
