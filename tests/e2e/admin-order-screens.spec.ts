// Issue 23, the order screens in both languages with a store of the test's own (admin-world.ts;
// in the dashboard project, since it adds stores to the database the site was built from):
// - the store's and branch's names in the page's language on the confirmation, the history,
//   the order page, the dashboard's order list and the orders CSV;
// - the customer's timeline says "by the store", never a staff username; staff see who;
// - a cancelled unpaid order's payment is "not due";
// - the CSV's dates are ISO with the time, without direction marks, with the address;
// - the history shows the items' pictures, named in the page's language;
// - a second review updates the first, shown in the form; a delivered buyer's review is verified.
// ASWAQ_SHOTS=1 also saves screenshots of each screen at 1280x900 and 390x844 (in each test's output folder).
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { makeWorld, signIn, type World } from "./admin-world";
import { ADMIN } from "./merchant";
import { hydrated, screenshot, seriousViolations } from "./page-checks";

let world: World;
test.beforeAll(async ({ playwright: _ }, info) => {
  world = await makeWorld(info.project.use.baseURL!);
});
test.afterAll(async () => world?.dispose());

type Locale = "en" | "ar";

const TEXT = {
  en: {
    byStore: "by the store",
    notDue: "Not due",
    updated: "Thank you! Your review has been updated.",
    submitted: "Thank you! Your review has been submitted.",
  },
  ar: { byStore: "بواسطة المتجر", notDue: "غير مستحق", updated: "شكرًا لك! تم تحديث تقييمك.", submitted: "شكرًا لك! تم إرسال تقييمك." },
} as const;

/** The store's and branch's names as the page's language shows them (admin-world names both). */
const names = (locale: Locale, branch = world.branches[0]) =>
  locale === "ar"
    ? { store: `متجر ${world.store.name.replace(/^Store /, "")}`, branch: `فرع ${branch.name.split(" ")[0]}` }
    : { store: world.store.name, branch: branch.name };

/** The customer checks out; the whole answer (checkout id, orders). */
async function checkout(items: { id: number }[], branchId: number) {
  const res = await world.customer.api.post("/api/orders/", {
    data: { items: items.map((p) => ({ product_id: p.id, branch_id: branchId, quantity: 1, price: "120.00" })), address: world.address },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { checkout_id: string; orders: { id: number }[] };
}

async function move(id: number, ...statuses: string[]) {
  for (const status of statuses) expect((await world.admin.patch(`/api/orders/${id}/`, { data: { status } })).status()).toBe(200);
}

/** With ASWAQ_SHOTS=1: the page at a desktop's and a phone's size, into the test's output folder. */
async function shots(page: Page, name: string, ready: () => Promise<void>) {
  if (!process.env.ASWAQ_SHOTS) return;
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await ready();
    await screenshot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];

  test(`a customer's order screens name the store and branch in ${locale}, say "by the store" and "not due"`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const branch = world.branches[0];
    const [lamp, kettle] = [await world.product(branch.id), await world.product(branch.id)];
    const placed = await checkout([lamp, kettle], branch.id);
    const orderId = placed.orders[0].id;
    await move(orderId, "confirmed");
    const { store: storeName, branch: branchName } = names(locale);
    await signIn(page, baseURL!, world.customer.username);

    // The confirmation.
    await page.goto(`/${locale}/order-placed/?checkout=${placed.checkout_id}`);
    const line = page.locator(`[data-testid=placed-order][data-order-id="${orderId}"]`);
    await expect(line).toContainText(storeName);
    await expect(line).toContainText(branchName);
    await shots(page, `order-placed-${locale}`, () => expect(line).toBeVisible());

    // The history: the names, and the items' pictures named in the page's language.
    await page.goto(`/${locale}/profile/`);
    const card = page.locator(`[data-testid=order-card][data-order-id="${orderId}"]`);
    await expect(card).toContainText(storeName);
    await expect(card).toContainText(branchName);
    const pictures = card.getByTestId("order-thumbnail");
    await expect(pictures).toHaveCount(2);
    const alt = (p: { name: string }) => (locale === "ar" ? `مصباح ${p.name}` : p.name);
    expect((await pictures.evaluateAll((els) => els.map((el) => el.getAttribute("alt")))).sort()).toEqual([alt(lamp), alt(kettle)].sort());
    await expect(pictures.nth(0)).toHaveAttribute("width", "56");
    await expect(pictures.nth(0)).toHaveAttribute("height", "56");
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `order-history-${locale}`, () => expect(card).toBeVisible());

    // The order page: the names, and the shop's step by "the store", with no staff name anywhere.
    await page.goto(`/${locale}/orders/${orderId}/`);
    const detail = page.getByTestId("order-detail");
    await expect(detail.locator("header")).toContainText(`${storeName} · ${branchName}`);
    const confirmed = page.locator("[data-testid=order-timeline] [data-step=confirmed]");
    await expect(confirmed).toContainText(t.byStore);
    await expect(detail).not.toContainText(ADMIN.identifier);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `order-page-${locale}`, () => expect(confirmed).toBeVisible());

    // A cancelled order that was never paid owes nothing.
    const other = await checkout([lamp], branch.id);
    const cancelled = other.orders[0].id;
    expect((await world.customer.api.patch(`/api/orders/${cancelled}/`, { data: { status: "cancelled" } })).status()).toBe(200);
    await page.goto(`/${locale}/orders/${cancelled}/`);
    await expect(page.getByTestId("order-detail").locator("section", { has: page.locator("#order-summary") })).toContainText(t.notDue);
    await shots(page, `order-cancelled-${locale}`, () => expect(page.getByTestId("order-detail")).toBeVisible());
  });

  test(`the dashboard's order list and CSV in ${locale}: names in the language, ISO times, the address; staff see who`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const branch = world.branches[1];
    const item = await world.product(branch.id);
    const order = (await checkout([item], branch.id)).orders[0].id;
    await move(order, "cancelled");
    const { store: storeName, branch: branchName } = names(locale, branch);
    await signIn(page, baseURL!, ADMIN.identifier);

    await page.goto(`/${locale}/admin/orders/?branch=${branch.id}`);
    const row = page.locator(`[data-testid=order-row][data-order="${order}"]`);
    await expect(row).toContainText(branchName);
    const download = page.waitForEvent("download");
    await page.getByTestId("export-orders").click();
    const csv = readFileSync(await (await download).path(), "utf8");
    expect(csv).not.toMatch(/[\u200e\u200f\u061c]/);
    const line = csv.split("\r\n").find((l) => l.startsWith(`${order},`))!;
    expect(line).toMatch(new RegExp(`^${order},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},`));
    expect(line).toContain(storeName);
    expect(line).toContain(branchName);
    expect(line).toContain("26th of July St");
    expect(line).toContain(t.notDue);

    // Staff read who moved the order.
    await page.goto(`/${locale}/admin/orders/${order}/`);
    await expect(page.locator("[data-testid=order-timeline] [data-step=cancelled]")).toContainText(ADMIN.identifier);
  });

  test(`a second review updates the first, shown in the form; a delivered buyer's review is verified (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const branch = world.branches[0];
    const item = await world.product(branch.id);
    await move((await checkout([item], branch.id)).orders[0].id, "confirmed", "shipped", "delivered");
    await signIn(page, baseURL!, world.customer.username);

    await page.goto(`/${locale}/product/${item.id}/`);
    const form = page.getByTestId("review-form");
    await form.scrollIntoViewIfNeeded();
    await hydrated(page, "Reviews");
    // Page-rooted: as a filter's `has`, a locator is looked for inside the label.
    const star = (n: number) => page.getByLabel(locale === "ar" ? `${n} من 5 نجوم` : `${n} out of 5 stars`);
    const submit = form.locator("button[type=submit]");
    await expect(form.getByRole("textbox")).toHaveValue("");
    await form
      .locator("label")
      .filter({ has: star(4) })
      .click();
    await form.getByRole("textbox").fill(`First thoughts (${locale}).`);
    await submit.click();
    await expect(page.getByTestId("review-message")).toHaveText(t.submitted);

    // Back later: the form holds the review; sending again says "updated".
    await page.reload();
    await form.scrollIntoViewIfNeeded();
    await hydrated(page, "Reviews");
    await expect(form.getByRole("textbox")).toHaveValue(`First thoughts (${locale}).`);
    await expect(form.getByLabel(locale === "ar" ? "4 من 5 نجوم" : "4 out of 5 stars")).toBeChecked();
    await expect(submit).toHaveText(locale === "ar" ? "تحديث التقييم" : "Update review");
    await form
      .locator("label")
      .filter({ has: star(2) })
      .click();
    await form.getByRole("textbox").fill(`Changed my mind (${locale}).`);
    await submit.click();
    await expect(page.getByTestId("review-message")).toHaveText(t.updated);
    const mine = page.getByTestId("review").filter({ hasText: `Changed my mind (${locale}).` });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId("review-verified")).toHaveText(locale === "ar" ? "شراء موثّق" : "Verified purchase");
    await expect(page.getByTestId("review").filter({ hasText: "First thoughts" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `review-form-${locale}`, () => form.scrollIntoViewIfNeeded());
  });
}
