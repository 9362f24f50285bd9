// The bell in the dashboard's own bar (issue 27 point 5): a branch's manager sees the unread
// count there and a new notification without a reload, and opens the panel; Arabic too. First
// a change of the manager's e-mail address (a security notice, always sent), then a customer's
// order at the manager's branch ("new order", issue 27's done-when).
import { expect, test } from "@playwright/test";
import { POLL_INTERVAL_MS } from "../../src/lib/stores/bell";
import { unique } from "./accounts";
import { apiSession, makeWorld, signIn, type World } from "./admin-world";
import { screenshot, seriousViolations } from "./page-checks";

let world: World;
test.beforeAll(async ({ baseURL }) => {
  world = await makeWorld(baseURL!);
});
test.afterAll(() => world.dispose());

test("a manager's dashboard bar has the bell: the count, a new one without reload, the panel", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  await signIn(page, baseURL!, world.manager.username);
  const manager = await apiSession(baseURL!, world.manager.username);
  await page.goto("/en/admin/orders/");
  const bell = page.getByTestId("admin-header").getByTestId("bell");
  await expect(bell).toHaveAccessibleName("Notifications");

  expect((await manager.patch("/api/auth/profile/", { data: { email: `${unique("mgr")}@example.com` } })).status()).toBe(200);
  await page.clock.runFor(POLL_INTERVAL_MS + 500);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const panel = page.getByTestId("bell-panel");
  await expect(panel.getByTestId("notification")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "admin-bell-en-1280");

  await page.goto("/ar/admin/orders/");
  await expect(bell).toHaveAccessibleName("الإشعارات، إشعار واحد غير مقروء");
  await page.setViewportSize({ width: 390, height: 844 });
  await bell.click();
  await expect(panel.getByTestId("notification").first()).toContainText("تم تغيير البريد الإلكتروني");
  await screenshot(page, "admin-bell-ar-390");
  await panel.getByTestId("bell-read-all").click();
  await expect(bell).toHaveAccessibleName("الإشعارات");
  await manager.dispose();
});

test("a new order at the manager's branch rings the dashboard's bell without a reload, in Arabic too", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  await signIn(page, baseURL!, world.manager.username);
  const manager = await apiSession(baseURL!, world.manager.username);
  // Nothing unread to start from: whatever the other test left is read.
  expect((await manager.post("/api/notifications/read-all/")).status()).toBe(200);
  await page.goto("/ar/admin/orders/");
  const bell = page.getByTestId("admin-header").getByTestId("bell");
  await expect(bell).toHaveAccessibleName("الإشعارات");

  // The manager runs branch 1; a customer buys there.
  const product = await world.product(world.branches[1].id, { stock: 40 });
  const order = await world.order(product.id, world.branches[1].id, "120.00");
  await page.clock.runFor(POLL_INTERVAL_MS + 500);
  await expect(bell).toHaveAccessibleName("الإشعارات، إشعار واحد غير مقروء");
  await bell.click();
  const item = page.getByTestId("bell-panel").getByTestId("notification").first();
  await expect(item).toContainText(`طلب جديد رقم ${order.id}`);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/ar/admin/orders/${order.id}/$`));
  await manager.dispose();
});
