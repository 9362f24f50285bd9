// The dashboard's Notifications tab (issue 27 points 3 and 6): a super admin reads the delivery
// log, where a password change's e-mail appears once the local queue has delivered it, and
// filters it; a branch manager sets their own channels there and sees no log. Axe on both.
import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, unique } from "./accounts";
import { apiSession, makeWorld, signIn } from "./admin-world";
import { ADMIN } from "./merchant";
import { mailbox } from "./mailbox";
import { hydrated, seriousViolations } from "./page-checks";

/** A customer with a confirmed e-mail address who changes their password: a security notice by e-mail. */
async function passwordChanged(baseURL: string) {
  const username = unique("notify");
  const email = `${username}-${"x".repeat(40)}@example.com`;
  const api = await apiSession(baseURL, username, true);
  // Only a confirmed address is written to (ADR 0029): the new address gets its code first.
  const inbox = await mailbox(email);
  const profile = await api.patch("/api/auth/profile/", { data: { email } });
  expect(profile.status(), await profile.text()).toBe(200);
  const confirmed = await api.post("/api/auth/verify/confirm/", { data: { channel: "email", code: await inbox.nextCode() } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const changed = await api.put("/api/auth/change-password/", { data: { old_password: PASSWORD, new_password: "Changed-Pass-8" } });
  expect(changed.status(), await changed.text()).toBe(200);
  await api.dispose();
  return email;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a super admin finds a password change's e-mail in the delivery log and filters the log", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = await passwordChanged(baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto("/en/admin/notifications/?channel=email");
  await hydrated(page, "AdminApp");
  await expect(page.getByTestId("admin-tab-notifications")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("prefs-group-publishing")).toBeVisible();
  const log = page.getByTestId("delivery-log");
  await expect(log).toBeVisible();
  const ours = log.getByTestId("delivery-row").filter({ hasText: email });
  // The queue runs in workerd beside the API: the row comes within seconds.
  await expect(async () => {
    await page.reload();
    await expect(ours.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
  const kinds = await ours.getByTestId("delivery-kind").allTextContents();
  expect(kinds).toContain("Password changed");
  const row = ours.filter({ has: page.getByTestId("delivery-kind").filter({ hasText: "Password changed" }) }).first();
  await expect(row.getByTestId("delivery-channel")).toContainText("E-mail");
  await expect(row.getByTestId("delivery-status")).toHaveText(/Sent|Sending|Failed, will retry/);
  expect(await noSidewaysScroll(page), "the log fits 1280 px").toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // Filters live in the address bar: sent e-mails only, then the dead ones (ours is not among them).
  await log.getByTestId("deliveries-status-filter").selectOption("sent");
  await expect(page).toHaveURL(/[?&]status=sent/);
  await expect(page).toHaveURL(/[?&]channel=email/);
  await expect(log.getByTestId("delivery-row").first()).toBeVisible();
  for (const status of await log.getByTestId("delivery-status").evaluateAll((els) => els.map((e) => e.getAttribute("data-status"))))
    expect(status).toBe("sent");
  await log.getByTestId("deliveries-status-filter").selectOption("dead");
  await expect(page).toHaveURL(/[?&]status=dead/);
  await expect(ours).toHaveCount(0);
  await log.getByTestId("deliveries-clear").click();
  await expect(page).not.toHaveURL(/status=|channel=/);
  await expect(ours.first()).toBeVisible();
});

test("a branch manager's Notifications tab: their own channels, with their stores' kinds, and no delivery log", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const world = await makeWorld(baseURL!);
  try {
    await signIn(page, baseURL!, world.manager.username);
    await page.goto("/en/admin/");
    await hydrated(page, "AdminApp");
    await page.getByTestId("admin-tab-notifications").click();
    await expect(page).toHaveURL(/\/en\/admin\/notifications\/$/);
    await expect(page.getByRole("heading", { level: 2, name: "Notifications" })).toBeVisible();
    await expect(page.getByTestId("prefs-group-selling")).toBeVisible();
    await expect(page.getByTestId("prefs-group-publishing")).toHaveCount(0);
    await expect(page.getByTestId("delivery-log")).toHaveCount(0);
    const stock = page.getByTestId("pref-stock_low-email");
    await expect(stock).toBeChecked();
    await stock.click();
    await page.getByTestId("prefs-save").click();
    await expect(page.getByTestId("prefs-outcome")).toHaveText("Your notification settings are saved.");
    expect(await seriousViolations(page)).toEqual([]);
    // The log's API is the super admin's alone.
    expect((await page.request.get("/api/notifications/deliveries/")).status()).toBe(403);
  } finally {
    await world.dispose();
  }
});

test("the Notifications tab in Arabic at phone width: the manager's and the super admin's, axe finds nothing serious", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await passwordChanged(baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto("/ar/admin/notifications/");
  await hydrated(page, "AdminApp");
  await expect(page.getByRole("heading", { level: 2, name: "سجل الإرسال" })).toBeVisible();
  await expect(page.getByTestId("delivery-row").first()).toBeVisible({ timeout: 30_000 });
  expect(await noSidewaysScroll(page), "no sideways scroll at 390 px").toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

// Pictures for a person to look at (ASWAQ_SHOTS=1): the tab for a manager and for a super admin with the log.
test("screenshots of the Notifications tab", async ({ page, baseURL }) => {
  test.skip(!process.env.ASWAQ_SHOTS, "ASWAQ_SHOTS=1 takes them");
  test.setTimeout(180_000);
  await passwordChanged(baseURL!);
  const world = await makeWorld(baseURL!);
  try {
    for (const [who, name] of [
      ["manager", world.manager.username],
      ["admin", ADMIN.identifier],
    ] as const) {
      await page.context().clearCookies();
      await signIn(page, baseURL!, name);
      for (const locale of ["en", "ar"]) {
        for (const [w, h] of [
          [1280, 900],
          [390, 844],
        ]) {
          await page.setViewportSize({ width: w, height: h });
          await page.goto(`/${locale}/admin/notifications/`);
          await hydrated(page, "AdminApp");
          await expect(page.getByTestId("notification-prefs")).toBeVisible();
          if (who === "admin") await expect(page.getByTestId("delivery-row").first()).toBeVisible({ timeout: 30_000 });
          await page.screenshot({ path: `test-results/shots/admin-notifications-${who}-${locale}-${w}.png`, fullPage: true });
        }
      }
    }
  } finally {
    await world.dispose();
  }
});
