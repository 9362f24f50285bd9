// Issue 26 point 3: with an area chosen in the top bar, the listing cards of a live grid say
// whether the product reaches it: "Delivers to Zamalek" for one whose branch delivers there,
// "Pickup only" for one whose branch does not but has pickup, nothing for one that does not
// reach it at all; in both languages, at phone and desktop width, the line always reserved so
// the cards keep their height.
// In the dashboard project (a name admin-*.spec.ts): it adds a store, its branches and products
// to the database the site was built from; its grid is the products page filtered by that store,
// which the island reads live (GET /api/products/?store=…&area_id=…).
import { expect, type Page, test } from "@playwright/test";
import { unique } from "./accounts";
import { apiSession, PNG_1PX } from "./admin-world";
import { setDelivery } from "./delivery";
import { ADMIN } from "./merchant";
import { hydrated, screenshot, seriousViolations } from "./page-checks";

const ZAMALEK = { id: 1002, name: "Zamalek", name_ar: "الزمالك" };
const TEXT = {
  en: { delivers: "Delivers to Zamalek", pickup: "Pickup only", deliverTo: "Deliver to Zamalek" },
  ar: { delivers: "يوصّل إلى الزمالك", pickup: "استلام من الفرع فقط", deliverTo: "التوصيل إلى الزمالك" },
} as const;

interface Made {
  store: number;
  /** Its branch delivers to all of Cairo (Zamalek is Cairo's). */
  delivered: number;
  /** Its branch delivers to Dokki (Giza) only, and has pickup. */
  pickup: number;
  /** Its branch was never set up: no delivery, no pickup. */
  none: number;
}
let made: Made;

test.beforeAll(async ({ baseURL }) => {
  const admin = await apiSession(baseURL!, ADMIN.identifier);
  const ok = async <T>(res: Awaited<ReturnType<typeof admin.get>>, what: string) => {
    expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const tag = unique("cards");
  const store = await ok<{ id: number }>(await admin.post("/api/stores/", { data: { name: `Store ${tag}`, name_ar: `متجر ${tag}` } }), "store");
  const branch = async (name: string) =>
    (
      await ok<{ id: number }>(
        await admin.post("/api/branches/", { data: { name: `${name} ${tag}`, name_ar: `${name} ${tag}`, city: "Cairo", store: store.id } }),
        "branch",
      )
    ).id;
  const [cairo, giza, unset] = [await branch("Cairo"), await branch("Giza"), await branch("Unset")];
  await setDelivery(admin, cairo, {
    free_over: null,
    governorates: [{ governorate_id: 1, fee: "30", estimate: "same_day", whole: true, areas: [] }],
    pickup: { enabled: false, address: "", hours: "", hold_days: 3 },
  });
  await setDelivery(admin, giza, {
    free_over: null,
    governorates: [{ governorate_id: 2, fee: "20", estimate: "1_2_days", whole: false, areas: [{ area_id: 2001, fee: null }] }],
    pickup: { enabled: true, address: "Tahrir St", hours: "10-22", hold_days: 3 },
  });
  const product = async (name: string, branchId: number) => {
    const { id } = await ok<{ id: number }>(
      await admin.post("/api/products/", {
        multipart: {
          name: `${name} ${tag}`,
          name_ar: `${name} ${tag}`,
          sku: unique("sku-"),
          base_price: "150",
          store: String(store.id),
          image: { name: "p.png", mimeType: "image/png", buffer: PNG_1PX },
        },
      }),
      "product",
    );
    await ok(await admin.post("/api/branch-products/", { data: { branch_id: branchId, product_id: id, price: "100.00", stock: 20 } }), "listing");
    return id;
  };
  made = { store: store.id, delivered: await product("Kettle", cairo), pickup: await product("Toaster", giza), none: await product("Mixer", unset) };
  await admin.dispose();
});

/** A live grid's card of this product. */
const card = (page: Page, id: number) => page.locator(`[data-listing-id="${id}"]`);
const line = (page: Page, id: number) => card(page, id).locator("[data-reach]");

for (const locale of ["en", "ar"] as const) {
  const text = TEXT[locale];

  test(`${locale}: with Zamalek chosen, the store's cards say which products reach it, on one line that keeps the card's height`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "aswaq_area", value: encodeURIComponent(`${ZAMALEK.id}|${ZAMALEK.name}|${ZAMALEK.name_ar}`), url: baseURL! }]);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/products/?")) asked.push(r.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/products/?store=${made.store}`);
    await hydrated(page, "ProductsBrowser");
    await expect(page.getByTestId("deliver-to")).toHaveText(text.deliverTo);
    await expect(line(page, made.delivered)).toHaveText(text.delivers);
    await expect(line(page, made.pickup)).toHaveText(text.pickup);
    await expect(line(page, made.none)).toHaveText("");
    // The grid's one live read asked with the area.
    expect(
      asked.some((url) => url.includes(`store=${made.store}`) && url.includes(`area_id=${ZAMALEK.id}`)),
      asked.join("\n"),
    ).toBe(true);

    // One line, reserved: the card without a line is as tall as those with one.
    const heights = await Promise.all([made.delivered, made.pickup, made.none].map(async (id) => (await card(page, id).boundingBox())!.height));
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
    const lineBox = (await line(page, made.none).boundingBox())!;
    expect(lineBox.height).toBeGreaterThan(10);
    // Green when it delivers, grey for pickup only.
    const colour = (id: number) => line(page, id).evaluate((el) => getComputedStyle(el).color);
    expect(await colour(made.delivered)).not.toBe(await colour(made.pickup));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `cards-zamalek-${locale}-390`, { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(line(page, made.delivered)).toHaveText(text.delivers);
    await screenshot(page, `cards-zamalek-${locale}-1280`);
  });
}

test("without an area the cards say nothing, and the grid asks without one", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/products/?")) asked.push(r.url());
  });
  await page.goto(`/en/products/?store=${made.store}`);
  await hydrated(page, "ProductsBrowser");
  await expect(card(page, made.delivered)).toBeVisible();
  for (const id of [made.delivered, made.pickup, made.none]) await expect(line(page, id)).toHaveText("");
  expect(asked.length).toBeGreaterThan(0);
  expect(
    asked.every((url) => !url.includes("area_id")),
    asked.join("\n"),
  ).toBe(true);
});
