// Issue 26 point 3: a shopper chooses their area in the top bar ("Deliver to"), and a product's
// offers are ordered by whether the branch delivers there, then price, each with its fee and
// estimate, or saying it does not deliver there and that the branch has pickup; the choice is
// remembered across reloads. At phone width, in both languages.
// In the dashboard project (a name admin-*.spec.ts): it adds a store, two branches with their
// delivery settings and a product to the database the site was built from, after every
// storefront journey ran. The product is not in the build: its page is rendered on demand.
import { expect, type Page, test } from "@playwright/test";
import { unique } from "./accounts";
import { apiSession, PNG_1PX } from "./admin-world";
import { ADMIN } from "./merchant";
import { hydrated, screenshot, seriousViolations } from "./page-checks";

const TEXT = {
  en: {
    choose: "Choose your area",
    search: "zamalek",
    deliverTo: "Deliver to Zamalek",
    reaches: "Delivery LE 30.00 · Arrives today",
    far: "Does not deliver to Zamalek · Pickup at the branch available",
    prompt: "Choose your area to see which branches deliver to you",
  },
  ar: {
    choose: "اختر منطقتك",
    search: "الزمالك",
    deliverTo: "التوصيل إلى الزمالك",
    reaches: "التوصيل 30.00 جنيه · يصل اليوم",
    far: "لا يوصّل إلى الزمالك · الاستلام من الفرع متاح",
    prompt: "اختر منطقتك لتعرف أي الفروع توصّل إليك",
  },
} as const;

interface Made {
  product: number;
  /** Delivers to all of Cairo at LE 30, same day; the dearer offer. */
  cairo: number;
  /** Delivers to Dokki (Giza) only; pickup; the cheaper offer. */
  giza: number;
}
let made: Made;

test.beforeAll(async ({ baseURL }) => {
  const admin = await apiSession(baseURL!, ADMIN.identifier);
  const ok = async <T>(res: Awaited<ReturnType<typeof admin.get>>, what: string) => {
    expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const tag = unique("area");
  const store = await ok<{ id: number }>(await admin.post("/api/stores/", { data: { name: `Store ${tag}`, name_ar: `متجر ${tag}` } }), "store");
  const branch = async (name: string, name_ar: string) =>
    (
      await ok<{ id: number }>(
        await admin.post("/api/branches/", { data: { name: `${name} ${tag}`, name_ar: `${name_ar} ${tag}`, city: "Cairo", store: store.id } }),
        "branch",
      )
    ).id;
  const cairo = await branch("Cairo", "فرع القاهرة");
  const giza = await branch("Giza", "فرع الجيزة");
  const product = await ok<{ id: number }>(
    await admin.post("/api/products/", {
      multipart: {
        name: `Blender ${tag}`,
        name_ar: `خلاط ${tag}`,
        sku: unique("sku-"),
        base_price: "150",
        store: String(store.id),
        image: { name: "p.png", mimeType: "image/png", buffer: PNG_1PX },
      },
    }),
    "product",
  );
  for (const [branchId, price] of [
    [cairo, "120.00"],
    [giza, "100.00"],
  ] as const) {
    await ok(await admin.post("/api/branch-products/", { data: { branch_id: branchId, product_id: product.id, price, stock: 20 } }), "listing");
  }
  await ok(
    await admin.put(`/api/branches/${cairo}/delivery/`, {
      data: { governorates: [{ governorate_id: 1, fee: "30", estimate: "same_day" }], pickup: { enabled: false } },
    }),
    "Cairo's delivery",
  );
  await ok(
    await admin.put(`/api/branches/${giza}/delivery/`, {
      data: {
        governorates: [{ governorate_id: 2, fee: "20", estimate: "1_2_days", whole: false, areas: [{ area_id: 2001 }] }],
        pickup: { enabled: true, address: "Tahrir St", hours: "10-22", hold_days: 3 },
      },
    }),
    "Giza's delivery",
  );
  made = { product: product.id, cairo, giza };
  await admin.dispose();
});

const offerBranches = (page: Page) => page.getByTestId("offer").evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-branch-id"))));

for (const locale of ["en", "ar"] as const) {
  const text = TEXT[locale];

  test(`${locale}: choose an area in the top bar, see the offers that reach it first with their fees, and keep it on reload`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/product/${made.product}/`);
    await hydrated(page, "OfferPicker");
    const deliverTo = page.getByTestId("deliver-to");
    await expect(deliverTo).toHaveText(text.choose);
    // Without an area: the cheaper offer (Giza) is chosen, and a prompt asks for the area.
    await expect(page.getByTestId("area-prompt")).toContainText(text.prompt);
    await expect(page.getByTestId("offer-delivery")).toHaveCount(0);
    await screenshot(page, `product-no-area-${locale}-390`, { fullPage: true });

    // The dialog: its code loads on the click; search in the page's language.
    await deliverTo.click();
    const dialog = page.getByTestId("area-dialog");
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId("area-search")).toBeFocused();
    await expect(dialog.getByTestId("area-option").first()).toBeVisible(); // the governorates
    const targets = await dialog
      .getByTestId("area-option")
      .evaluateAll((buttons) => buttons.slice(0, 5).map((b) => b.getBoundingClientRect().height));
    for (const height of targets) expect(height).toBeGreaterThanOrEqual(44);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `dialog-${locale}-390`);
    // Escape closes it, and the button has the focus again.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(deliverTo).toBeFocused();

    await deliverTo.click();
    await page.getByTestId("area-search").fill(text.search);
    const zamalek = page.locator('[data-testid="area-option"][data-area-id="1002"]');
    await expect(zamalek).toBeVisible();
    // The keyboard reaches it: down from the search box, Enter chooses.
    await page.getByTestId("area-search").press("ArrowDown");
    await expect(zamalek).toBeFocused();
    await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);

    // After the reload: the top bar says where, and the offers that reach Zamalek come first.
    await hydrated(page, "OfferPicker");
    await expect(deliverTo).toHaveText(text.deliverTo);
    await expect(page.getByTestId("offer-delivery")).toHaveCount(2);
    expect(await offerBranches(page)).toEqual([made.cairo, made.giza]);
    const rows = page.getByTestId("offer");
    await expect(rows.nth(0).getByTestId("offer-delivery")).toHaveText(text.reaches);
    await expect(rows.nth(1).getByTestId("offer-delivery")).toHaveText(text.far);
    await expect(rows.nth(0).locator("input")).toBeChecked(); // the cheapest offer that reaches the shopper
    await expect(page.getByTestId("area-prompt")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `product-zamalek-${locale}-390`, { fullPage: true });

    // Remembered: another reload shows the same.
    await page.reload();
    await hydrated(page, "OfferPicker");
    await expect(deliverTo).toHaveText(text.deliverTo);
    await expect(page.getByTestId("offer-delivery")).toHaveCount(2);
    expect(await offerBranches(page)).toEqual([made.cairo, made.giza]);

    // The wide screen, for a person to look at: the top bar, the dialog and the product page.
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, `product-zamalek-${locale}-1280`);
    await deliverTo.click();
    await expect(dialog.getByTestId("area-option").first()).toBeVisible();
    await screenshot(page, `dialog-${locale}-1280`);
  });
}

test("use my location suggests the nearest governorate capital's area", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 24.09, longitude: 32.89 }); // Aswan's Nile front
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/product/${made.product}/`);
  await page.getByTestId("deliver-to").click();
  await page.getByTestId("area-locate").click();
  const suggestion = page.locator('[data-testid="area-option"][data-area-id="15001"]');
  await expect(suggestion).toBeVisible();
  await expect(page.getByTestId("area-list")).toContainText("Nearest to you: Aswan City, Aswan");
  await Promise.all([page.waitForEvent("load"), suggestion.click()]);
  await expect(page.getByTestId("deliver-to")).toHaveText("Deliver to Aswan City");
  // Neither branch reaches Aswan: both say so, cheapest first; Giza's has pickup.
  await hydrated(page, "OfferPicker");
  await expect(page.getByTestId("offer-delivery")).toHaveCount(2);
  expect(await offerBranches(page)).toEqual([made.giza, made.cairo]);
});
