// The dashboard's Home tab (issue 31 §1) and its Low stock view (§2): a super admin narrows the
// figures to a store of their own making and reads today's sales, orders, cancellations, the
// orders waiting (a link into Orders filtered), the best seller and the sales by branch (also as
// a table); follows the low-stock card to the Low stock tab and restocks an offer in place and
// changes its level. A branch's manager reads only their branch's figures, in Arabic on a phone,
// with the day chart running right to left. Screenshots in both languages at both widths, axe.
// Needs the reports API (GET /api/reports/summary/, /by-day/, /top-products/).
import { expect, type Page, test } from "@playwright/test";
import { makeWorld, signIn, type World } from "./admin-world";
import { ADMIN } from "./merchant";
import { screenshot, seriousViolations } from "./page-checks";

let world: World;
test.beforeAll(async ({ baseURL }) => {
  world = await makeWorld(baseURL!);
});
test.afterAll(() => world.dispose());

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Moves an order on as its shop (the super admin). */
async function move(id: number, ...statuses: string[]) {
  for (const status of statuses) {
    const res = await world.admin.patch(`/api/orders/${id}/`, { data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test("a super admin reads a store's day, follows the waiting orders and low stock, and restocks in place; a manager reads their branch in Arabic on a phone", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [maadi, zamalek] = world.branches;
  // Maadi: a lamp (LE 120, plenty); Zamalek: a kettle (LE 200) with 3 left, under the default level of 5.
  const lamp = await world.product(maadi.id, { price: "120.00", stock: 50 });
  const kettle = await world.product(zamalek.id, { price: "200.00", stock: 3 });
  const one = await world.order(lamp.id, maadi.id, "120.00", 1);
  const two = await world.order(lamp.id, maadi.id, "120.00", 2);
  const cancelled = await world.order(kettle.id, zamalek.id, "200.00", 1);
  await move(one.id, "confirmed");
  await move(cancelled.id, "cancelled");

  // Today, the test's own store: 3 orders, 1 cancelled; goods 120 + 240 (the cancelled kettle is
  // not sold), 3 units, Maadi's delivery LE 30 twice. Nothing the day before.
  await page.setViewportSize(WIDE);
  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto(`/en/admin/?period=today&store=${world.store.id}`);
  await expect(page.getByTestId("admin-tab-home")).toHaveAttribute("aria-current", "page", { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Figures", level: 2 })).toBeVisible();
  const figures = page.getByTestId("home-figures");
  await expect(figures).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("home-goods-value")).toHaveText("LE 360.00");
  await expect(page.getByTestId("home-goods")).toContainText("Delivery fees: LE 60.00");
  await expect(page.getByTestId("home-goods-change")).toHaveText("None in the previous period");
  await expect(page.getByTestId("home-orders-value")).toHaveText("3");
  await expect(page.getByTestId("home-orders")).toContainText("Sold: 2");
  await expect(page.getByTestId("home-units-value")).toHaveText("3");
  await expect(page.getByTestId("home-average_order_value-value")).toHaveText("LE 180.00");
  await expect(page.getByTestId("home-cancelled-value")).toHaveText("1");
  await expect(page.getByTestId("home-cancelled")).toContainText("33.3% of orders");
  await expect(page.getByTestId("home-waiting-pending-count")).toHaveText("1");
  await expect(page.getByTestId("home-waiting-confirmed-count")).toHaveText("1");
  await expect(page.getByTestId("home-low-stock-value")).toHaveText("1");
  await expect(page.getByTestId("home-top-row").first()).toContainText(lamp.name);
  // One day: no day chart; by branch as bars, and as a table on asking.
  await expect(page.getByTestId("chart-days")).toHaveCount(0);
  const branches = page.getByTestId("chart-branches");
  await expect(branches.getByTestId("chart-branches-bars")).toContainText(maadi.name);
  await branches.getByTestId("chart-branches-toggle").click();
  await expect(branches.getByTestId("chart-branches-toggle")).toHaveAttribute("aria-pressed", "true");
  await expect(branches.getByRole("row", { name: new RegExp(maadi.name) })).toContainText("LE 360.00");
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "home-en-1280", { fullPage: true });
  await page.setViewportSize(PHONE);
  await expect.poll(() => fits(page)).toBe(true);
  await screenshot(page, "home-en-390", { fullPage: true });
  await page.setViewportSize(WIDE);

  // Narrowed to Maadi by the picker: the address says so, the kettle's cancellation is gone.
  await page.getByTestId("home-branch").selectOption(String(maadi.id));
  await expect(page).toHaveURL(new RegExp(`branch=${maadi.id}`));
  await expect(page.getByTestId("home-cancelled-value")).toHaveText("0");
  await expect(page.getByTestId("home-orders-value")).toHaveText("2");

  // The pending orders: the Orders tab, filtered, in place.
  await page.getByTestId("home-waiting-pending").click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/\\?status=pending&branch=${maadi.id}$`));
  await expect(page.locator(`[data-order="${two.id}"]`).first()).toBeVisible({ timeout: 15_000 });
  await page.goBack();
  await expect(page.getByTestId("home-figures")).toBeVisible();

  // Low stock: the kettle, restocked in place and its level lowered.
  await page.goto(`/en/admin/?period=today&store=${world.store.id}`);
  await page.getByTestId("home-low-stock-link").click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/stock/\\?store=${world.store.id}$`));
  await expect(page.getByRole("heading", { name: "Low stock", level: 2 })).toBeVisible();
  const row = page.locator(`[data-testid="stock-row"][data-listing="${kettle.listing}"]`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("stock-row")).toHaveCount(1);
  await expect(row.getByTestId("stock-input")).toHaveValue("3");
  await expect(row.getByTestId("stock-threshold")).toHaveValue("5");
  await expect(row.getByTestId("stock-save")).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "stock-en-1280", { fullPage: true });
  await row.getByTestId("stock-input").fill("-1");
  await row.getByTestId("stock-save").click();
  await expect(row.getByTestId("stock-input")).toHaveAttribute("aria-invalid", "true");
  await row.getByTestId("stock-input").fill("20");
  await row.getByTestId("stock-threshold").fill("2");
  await row.getByTestId("stock-save").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Stock saved." })).toBeVisible();
  await expect(row.getByTestId("stock-restocked")).toBeVisible();
  const saved = (await (await world.admin.get(`/api/branch-products/${kettle.listing}/?managed=true`)).json()) as { stock: number };
  expect(saved.stock).toBe(20);
  // Read again, it is no longer low.
  await page.reload();
  await expect(page.getByTestId("stock-empty")).toHaveText("Nothing is running low.", { timeout: 15_000 });

  // A kettle sold at Zamalek too, so that its manager's week has a day of sales to chart (a
  // period without sales shows the charts' empty state instead).
  await world.order(kettle.id, zamalek.id, "200.00", 1);

  // The manager of Zamalek, in Arabic on a phone: their one branch, no store or branch to pick.
  await page.context().clearCookies();
  await page.setViewportSize(PHONE);
  await signIn(page, baseURL!, world.manager.username);
  await page.goto("/ar/admin/?period=today");
  await expect(page.getByRole("heading", { name: "الأرقام", level: 2 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("home-figures")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("home-orders-value")).toHaveText("2");
  await expect(page.getByTestId("home-cancelled-value")).toHaveText("1");
  await expect(page.getByTestId("home-goods-value")).toHaveText("200.00 جنيه");
  await expect(page.getByTestId("home-waiting-pending-count")).toHaveText("1");
  await expect(page.getByTestId("home-store")).toHaveCount(0);
  await expect(page.getByTestId("home-branch")).toHaveCount(0);
  await expect(page.getByTestId("home-cancelled")).toContainText("من الطلبات");
  expect(await fits(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "home-ar-390", { fullPage: true });

  // Seven days: the day chart, today at the left edge (time runs right to left), and as a table.
  await page.getByTestId("home-period-choice").selectOption("7d");
  await expect(page).toHaveURL(/period=7d/);
  const days = page.getByTestId("chart-days-svg").locator("g[data-day]");
  await expect(days).toHaveCount(7);
  const x = async (i: number) => Number(await days.nth(i).locator("rect").getAttribute("x"));
  expect(await x(0)).toBeGreaterThan(await x(6));
  await page.getByTestId("chart-days-toggle").click();
  await expect(page.getByTestId("chart-days-table").getByRole("row")).toHaveCount(8);
  expect(await fits(page)).toBe(true);
  await page.setViewportSize(WIDE);
  await screenshot(page, "home-ar-1280", { fullPage: true });
  await page.goto("/ar/admin/stock/");
  await expect(page.getByRole("heading", { name: "المخزون المنخفض", level: 2 })).toBeVisible({ timeout: 15_000 });
  await page.setViewportSize(PHONE);
  expect(await fits(page)).toBe(true);
  await screenshot(page, "stock-ar-390", { fullPage: true });
});
