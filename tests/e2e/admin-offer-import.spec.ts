// Offers from a spreadsheet in the dashboard (issue 31 §3): a branch's manager exports their
// offers, edits the file and uploads it with one bad row: the dry run names the row and its
// problem, and Apply is refused. The corrected file's dry run shows before → after; applying it
// (asked first, with the counts) changes the Products tab's prices and stock. In English at
// desktop width and in Arabic on a phone; axe on each step; screenshots at both widths.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { makeWorld, signIn, type World } from "./admin-world";
import { screenshot, seriousViolations } from "./page-checks";

let world: World;
test.beforeAll(async ({ baseURL }) => {
  world = await makeWorld(baseURL!);
});
test.afterAll(() => world.dispose());

const WORDS = {
  en: {
    products: "Products",
    title: "Import offers",
    zeroPrice: "The price must be above 0.",
    blocked: "Apply is off while the file has errors.",
    question: "Change 2 offers and add 1 new offer?",
    applied: "The file is applied",
    rowOf: "Row",
    money: (v: string) => `LE ${v}`,
  },
  ar: {
    products: "المنتجات",
    title: "استيراد العروض",
    zeroPrice: "يجب أن يكون السعر أكبر من 0.",
    blocked: "التطبيق غير متاح ما دام في الملف أخطاء.",
    question: "تعديل عرضين وإضافة عرض جديد واحد؟",
    applied: "تم تطبيق الملف",
    rowOf: "الصف",
    money: (v: string) => `${v} جنيه`,
  },
} as const;

/** The export's lines (BOM dropped), split into cells: the names hold no commas here. */
const linesOf = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
const csv = (rows: string[][]) => Buffer.from(`\uFEFF${rows.map((r) => r.join(",")).join("\r\n")}\r\n`);

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The page at desktop and phone widths (nothing wider than the screen), then back to the width it had. */
async function shots(page: Page, name: string) {
  const was = page.viewportSize();
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => fits(page)).toBe(true);
    await screenshot(page, `${name}-${width}`, { fullPage: true });
  }
  if (was) await page.setViewportSize(was);
}

async function upload(page: Page, name: string, body: Buffer) {
  await page.getByTestId("import-file").setInputFiles({ name, mimeType: "text/csv", buffer: body });
  await page.getByTestId("import-upload").click();
  await expect(page.getByTestId("import-counts")).toBeVisible({ timeout: 30_000 });
}

for (const locale of ["en", "ar"] as const) {
  test(`a manager exports, imports a file with a bad row (refused), then the corrected file (applied) (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const w = WORDS[locale];
    const branch = world.branches[1];
    // Two offers in the manager's branch, and a product of the store not offered there yet.
    const lamp = await world.product(branch.id, { price: "120.00", stock: 50 });
    const kettle = await world.product(branch.id, { price: "80.00", stock: 10 });
    const fan = await world.product(world.branches[0].id, { price: "300.00", stock: 3 });

    await page.setViewportSize(locale === "en" ? { width: 1280, height: 900 } : { width: 390, height: 844 });
    await signIn(page, baseURL!, world.manager.username);
    await page.goto(`/${locale}/admin/products/`);
    await expect(page.getByRole("heading", { name: w.products, level: 2 })).toBeVisible({ timeout: 15_000 });

    // The export: the API's, BOM first, in the columns the import reads.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-products").click()]);
    expect(download.suggestedFilename()).toMatch(/^aswaq-products-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [head, ...rows] = linesOf(bytes.toString("utf8"));
    expect(head).toEqual(["sku", "branch", "price", "stock", "available", "product", "branch_name"]);
    const lampRow = rows.find((r) => r[0] === lamp.sku);
    expect(lampRow?.slice(0, 5)).toEqual([lamp.sku, String(branch.id), "120.00", "50", "yes"]);
    expect(
      rows.some((r) => r[0] === fan.sku),
      "another branch's offer",
    ).toBe(false);

    // Edited: the lamp cheaper with less stock, the kettle at a price of 0 (the bad row), the fan added.
    const edit = (kettlePrice: string) => [
      head,
      ...rows.map((r) =>
        r[0] === lamp.sku
          ? [r[0], r[1], "99.50", "40", r[4], r[5], r[6]]
          : r[0] === kettle.sku
            ? [r[0], r[1], kettlePrice, r[3], r[4], r[5], r[6]]
            : r,
      ),
      [fan.sku, String(branch.id), "75", "5", "yes"],
    ];
    const bad = edit("0");
    const badRow = bad.findIndex((r) => r[0] === kettle.sku) + 1;

    await page.getByTestId("import-offers").click();
    await expect(page).toHaveURL(/[?&]import=new/);
    await expect(page.getByRole("heading", { name: w.title, level: 2 })).toBeFocused();
    await expect(page.getByTestId("import-help")).toContainText("sku");
    // Nothing chosen: said at the field, nothing sent.
    await page.getByTestId("import-upload").click();
    await expect(page.getByTestId("import-upload-error")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `import-upload-${locale}`);

    await upload(page, "offers.csv", csv(bad));
    await expect(page).toHaveURL(/[?&]import=\d+/);
    // Errors first: the row's number and its problem in the page's language.
    await expect(page.getByTestId("import-count-error")).toContainText("1");
    await expect(page.getByTestId("import-kind-error")).toHaveAttribute("aria-selected", "true");
    const error = page.getByTestId("import-row").and(page.locator(`[data-row="${badRow}"]`));
    await expect(error.getByTestId("import-row-error")).toHaveText(w.zeroPrice);
    await expect(error).toContainText(String(badRow));
    await expect(page.getByTestId("import-apply")).toBeDisabled();
    await expect(page.getByTestId("import-apply-why")).toContainText(w.blocked);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `import-errors-${locale}`);

    // The corrected file.
    await page.getByTestId("import-another").click();
    await upload(page, "offers-fixed.csv", csv(edit("85")));
    await expect(page.getByTestId("import-count-error")).toContainText("0");
    await expect(page.getByTestId("import-count-change")).toContainText("2");
    await expect(page.getByTestId("import-count-add")).toContainText("1");
    await expect(page.getByTestId("import-kind-change")).toHaveAttribute("aria-selected", "true");
    const changed = page.getByTestId("import-row").filter({ hasText: lamp.sku });
    await expect(changed.getByTestId("import-changed-price")).toContainText(w.money("120.00"));
    await expect(changed.getByTestId("import-changed-price")).toContainText(w.money("99.50"));
    await expect(changed.getByTestId("import-changed-stock")).toContainText("40");
    await shots(page, `import-changes-${locale}`);
    // The tabs answer the arrow keys.
    await page.getByTestId("import-kind-change").focus();
    await page.keyboard.press(locale === "ar" ? "ArrowLeft" : "ArrowRight");
    await expect(page.getByTestId("import-kind-add")).toBeFocused();
    await expect(page.getByTestId("import-row").filter({ hasText: fan.sku })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `import-dry-run-${locale}`);

    await page.getByTestId("import-apply").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("import-confirm-question")).toHaveText(w.question);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `import-confirm-${locale}-${page.viewportSize()?.width}`);
    await page.getByTestId("import-confirm").click();
    await expect(page.getByTestId("import-applied")).toContainText(w.applied);
    await expect(page.getByTestId("import-apply")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `import-applied-${locale}`);

    // Back in the Products tab: the new price and stock, and the fan now offered in the branch.
    await page.getByTestId("import-done").click();
    await expect(page).not.toHaveURL(/import=/);
    const lampOffer = page.locator(`[data-testid="offer-row"][data-listing="${lamp.listing}"]`);
    await expect(lampOffer.getByTestId("offer-price")).toHaveValue("99.50");
    await expect(lampOffer.getByTestId("offer-stock")).toHaveValue("40");
    await expect(page.locator(`[data-testid="offer-row"][data-listing="${kettle.listing}"]`).getByTestId("offer-price")).toHaveValue("85.00");
    await expect(page.getByTestId("offer-row").filter({ hasText: fan.name })).toHaveCount(1);
  });
}
