// The bell and the inbox (issue 27 point 5), in both languages: the unread count on the bell,
// a new notification showing without a reload (the poller, whose interval the page's clock
// runs through), the panel by keyboard, "Mark all read", an item's link, and the inbox page's
// paging. Each test registers its own shopper; a change of e-mail address is the notification
// (a security notice, always sent).
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { POLL_INTERVAL_MS } from "../../src/lib/stores/bell";
import { register, unique } from "./accounts";
import { seriousViolations, screenshot } from "./page-checks";

let changes = 0;
/** Changes the signed-in user's e-mail address through the API, which notifies them. */
async function notify(api: APIRequestContext, times = 1) {
  const headers = { Origin: new URL(test.info().project.use.baseURL!).origin };
  for (let i = 0; i < times; i++) {
    const res = await api.patch("/api/auth/profile/", { data: { email: `${unique("bell")}-${changes++}@example.com` }, headers });
    expect(res.status(), await res.text()).toBe(200);
  }
}

const unreadOnServer = async (api: APIRequestContext) =>
  ((await (await api.get("/api/notifications/?page_size=1")).json()) as { unread_count: number }).unread_count;

/** One poll's wait on the page's clock: a new notification shows within it. */
const nextPoll = (page: Page) => page.clock.runFor(POLL_INTERVAL_MS + 500);

test.describe("the bell", () => {
  test("shows the count, updates without a reload, opens by keyboard, marks all read and follows a link (en)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await register(page, unique("bell"), "en");
    const bell = page.getByTestId("bell");
    await expect(bell).toHaveAccessibleName("Notifications");
    await expect(page.getByTestId("bell-badge")).toHaveCount(0);

    // A notification arrives while the page is open: the badge shows it at the next poll, no reload.
    await page.evaluate(() => {
      (window as unknown as { kept: boolean }).kept = true;
    });
    await notify(page.request);
    await nextPoll(page);
    await expect(page.getByTestId("bell-badge")).toHaveText("1");
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
    await notify(page.request, 2);
    await nextPoll(page);
    await expect(page.getByTestId("bell-badge")).toHaveText("3");
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

    // The panel by keyboard: it takes focus, lists the three, Escape gives focus back to the bell.
    await bell.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("bell-panel");
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    await expect(bell).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByTestId("notification")).toHaveCount(3);
    await expect(panel.getByTestId("notification").first()).toContainText("Your Aswaq e-mail address was changed");
    await expect(panel.locator("[data-unread]")).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "bell-en-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel).toBeVisible();
    await screenshot(page, "bell-en-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(bell).toBeFocused();

    // Open again with Space; Tab reaches "Mark all read".
    await page.keyboard.press(" ");
    await expect(panel).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("bell-read-all")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("bell-badge")).toHaveCount(0);
    await expect(panel.locator("[data-unread]")).toHaveCount(0);
    await expect(bell).toHaveAccessibleName("Notifications");
    expect(await unreadOnServer(page.request)).toBe(0);

    // A new one while the panel is open shows in it too.
    await notify(page.request);
    await nextPoll(page);
    await expect(page.getByTestId("bell-badge")).toHaveText("1");
    await expect(panel.getByTestId("notification")).toHaveCount(4);
    await expect(panel.locator("[data-unread]")).toHaveCount(1);

    // Its link leads to the item and marks it read.
    await panel.getByTestId("notification").first().click();
    await expect(page).toHaveURL(/\/en\/profile\/$/);
    await expect.poll(() => unreadOnServer(page.request)).toBe(0);
    await expect(page.getByTestId("bell")).toHaveAccessibleName("Notifications");

    // "See all" goes to the inbox.
    await page.getByTestId("bell").click();
    await page.getByTestId("bell-see-all").click();
    await expect(page).toHaveURL(/\/en\/notifications\/$/);
    await expect(page.getByTestId("inbox-items").getByTestId("notification")).toHaveCount(4);
  });

  test("speaks Arabic: its name counts in Arabic's forms and the panel's items are in Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await register(page, unique("bell"), "ar");
    await notify(page.request, 3);
    await page.reload();
    const bell = page.getByTestId("bell");
    await expect(page.getByTestId("bell-badge")).toHaveText("3");
    await expect(bell).toHaveAccessibleName("الإشعارات، 3 إشعارات غير مقروءة");
    await bell.press("Enter");
    const panel = page.getByTestId("bell-panel");
    await expect(panel.getByTestId("notification").first()).toContainText("تم تغيير البريد الإلكتروني لحسابك في أسواق");
    await expect(panel.getByRole("heading")).toHaveText("الإشعارات");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "bell-ar-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel).toBeVisible();
    await screenshot(page, "bell-ar-390");
    await page.getByTestId("bell-read-all").click();
    await expect(page.getByTestId("bell-badge")).toHaveCount(0);
    await expect(bell).toHaveAccessibleName("الإشعارات");
  });

  test("is for signed-in users only", async ({ page }) => {
    await page.goto("/en/");
    await expect(page.getByTestId("nav-login")).toBeVisible();
    await expect(page.getByTestId("bell")).toHaveCount(0);
  });
});

test.describe("the inbox page", () => {
  test("pages through every notification and marks one or all read (en, ar)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await register(page, unique("inbox"), "en");
    await page.goto("/en/notifications/");
    await expect(page.getByTestId("inbox-empty")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await notify(page.request, 14);
    await page.reload();
    const items = page.getByTestId("inbox-items").getByTestId("notification");
    await expect(items).toHaveCount(12);
    await expect(page.getByTestId("inbox-unread")).toHaveText("14 unread");
    await expect(page.getByTestId("inbox-previous")).toBeDisabled();
    await expect(page.getByTestId("bell-badge")).toHaveText("14");
    await screenshot(page, "inbox-en-1280");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("inbox-next").click();
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId("inbox-next")).toBeDisabled();
    await page.getByTestId("inbox-previous").click();
    await expect(items).toHaveCount(12);

    await page.getByTestId("inbox-read-one").first().click();
    await expect(page.getByTestId("inbox-unread")).toHaveText("13 unread");
    await expect(page.getByTestId("bell-badge")).toHaveText("13");
    await expect(page.getByTestId("inbox-items").locator("[data-unread]")).toHaveCount(11);
    await page.getByTestId("inbox-read-all").click();
    await expect(page.getByTestId("inbox-unread")).toHaveText("Nothing unread");
    await expect(page.getByTestId("bell-badge")).toHaveCount(0);

    await page.goto("/ar/notifications/");
    await expect(items).toHaveCount(12);
    await expect(items.first()).toContainText("تم تغيير البريد الإلكتروني لحسابك في أسواق");
    await expect(page.getByTestId("inbox-unread")).toHaveText("لا شيء غير مقروء");
    await expect(page.getByTestId("bell")).toHaveAccessibleName("الإشعارات");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "inbox-ar-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "inbox-ar-390");
    await page.goto("/en/notifications/");
    await expect(items).toHaveCount(12);
    await expect(page.getByTestId("bell")).toBeVisible();
    await screenshot(page, "inbox-en-390");
  });

  test("sends a guest to sign in and back", async ({ page }) => {
    await page.goto("/en/notifications/");
    await expect(page).toHaveURL(/\/en\/login\/\?next=%2Fen%2Fnotifications%2F$/);
  });
});
