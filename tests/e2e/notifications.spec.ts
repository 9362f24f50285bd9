// The account's notification settings and the language messages are written in (issue 27
// points 4 and 6): a shopper turns e-mail off for order status and finds it off after a
// reload; security notices and in-app cannot be turned off; WhatsApp says it is not available
// (the local product has no WhatsApp secret); the profile's language saves. Axe in both languages.
import { expect, type Page, test } from "@playwright/test";
import { register, unique } from "./accounts";
import { hydrated, seriousViolations } from "./page-checks";

const sw = (page: Page, kind: string, channel: string) => page.getByTestId(`pref-${kind}-${channel}`);

test("a shopper turns e-mail off for order status: only that change is sent, it is said, and it survives a reload", async ({ page }) => {
  test.setTimeout(60_000);
  await register(page, unique("prefs"));
  await page.goto("/en/profile/notifications/");
  await hydrated(page, "AccountNotifications");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notification settings");
  await expect(page.getByTestId("account-nav-notifications")).toHaveAttribute("aria-current", "page");
  // A shopper hears of their account and their orders, not of stores' stock or publishing.
  await expect(page.getByTestId("prefs-group-security")).toBeVisible();
  await expect(page.getByTestId("prefs-group-shopping")).toBeVisible();
  await expect(page.getByTestId("prefs-group-selling")).toHaveCount(0);
  await expect(page.getByTestId("prefs-group-publishing")).toHaveCount(0);

  const email = sw(page, "order_status", "email");
  await expect(email).toBeChecked();
  await expect(email).toHaveAccessibleName("E-mail: Order status");
  await email.click();
  await expect(email).not.toBeChecked();
  await expect(page.getByTestId("prefs-outcome")).toHaveText("You have changes that are not saved yet.");
  const put = page.waitForRequest((r) => r.url().includes("/api/notifications/preferences/") && r.method() === "PUT");
  await page.getByTestId("prefs-save").click();
  expect((await put).postDataJSON()).toEqual({ order_status: { email: false } });
  await expect(page.getByTestId("prefs-outcome")).toHaveText("Your notification settings are saved.");
  await expect(page.getByTestId("prefs-outcome")).toHaveAttribute("aria-live", "polite");

  await page.reload();
  await hydrated(page, "AccountNotifications");
  await expect(sw(page, "order_status", "email")).not.toBeChecked();
  await expect(sw(page, "order_placed", "email")).toBeChecked();
  // The keyboard turns a switch: Space on the focused box.
  await sw(page, "order_placed", "email").focus();
  await page.keyboard.press("Space");
  await expect(sw(page, "order_placed", "email")).not.toBeChecked();
});

test("security notices, in-app and the missing WhatsApp cannot be turned off, and each says why", async ({ page }) => {
  await register(page, unique("prefsec"));
  await page.goto("/en/profile/notifications/");
  await hydrated(page, "AccountNotifications");
  for (const kind of ["password_changed", "email_changed"]) {
    await expect(sw(page, kind, "email")).toBeChecked();
    await expect(sw(page, kind, "email")).toBeDisabled();
  }
  await expect(page.getByTestId("prefs-group-security")).toContainText("Security notices always reach you on every channel");
  await expect(page.getByTestId("prefs-group-security")).toContainText("Always on");
  await expect(sw(page, "order_status", "in_app")).toBeChecked();
  await expect(sw(page, "order_status", "in_app")).toBeDisabled();
  await expect(sw(page, "order_status", "in_app")).toHaveAccessibleDescription(/In-app is always on/);
  await expect(page.getByTestId("prefs-whatsapp-off")).toHaveText("WhatsApp messages are not available on this marketplace yet.");
  await expect(sw(page, "order_status", "whatsapp")).toBeDisabled();
  await expect(sw(page, "order_status", "whatsapp")).not.toBeChecked();
  await expect(sw(page, "order_status", "whatsapp")).toHaveAccessibleDescription("WhatsApp messages are not available on this marketplace yet.");
  // The server refuses it too, naming the kind.
  const res = await page.request.put("/api/notifications/preferences/", {
    data: { password_changed: { email: false } },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(400);
  expect(Object.keys(await res.json())).toEqual(["password_changed"]);
});

test("the language for messages saves through the profile and shows after a reload", async ({ page }) => {
  test.setTimeout(60_000);
  await register(page, unique("lang"));
  await page.goto("/en/profile/update/");
  await hydrated(page, "ProfileForm");
  const group = page.getByRole("group", { name: "Language for messages" });
  await expect(group).toHaveAccessibleDescription(/Notifications and e-mails we send you are written in this language/);
  // Registered on the English site: English.
  await expect(page.getByTestId("profile-language-en")).toBeChecked();
  await group.getByText("العربية").click();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Your profile has been updated." })).toBeVisible();
  await page.reload();
  await hydrated(page, "ProfileForm");
  await expect(page.getByTestId("profile-language-ar")).toBeChecked();
  expect(((await (await page.request.get("/api/auth/profile/")).json()) as { language: string }).language).toBe("ar");
});

for (const locale of ["en", "ar"] as const) {
  test(`the notifications page and the profile's language in ${locale}: axe finds nothing serious`, async ({ page }) => {
    test.setTimeout(90_000);
    await register(page, unique("prefax"), locale);
    await page.goto(`/${locale}/profile/notifications/`);
    await hydrated(page, "AccountNotifications");
    await expect(page.getByTestId("notification-prefs")).toBeVisible();
    if (locale === "ar") await expect(page.getByTestId("prefs-whatsapp-off")).toHaveText("رسائل واتساب غير متاحة في هذا السوق حتى الآن.");
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/${locale}/profile/update/`);
    await hydrated(page, "ProfileForm");
    await expect(page.getByTestId("profile-language")).toBeVisible();
    // Registered on this language's site: its language.
    await expect(page.getByTestId(`profile-language-${locale}`)).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// Pictures for a person to look at (ASWAQ_SHOTS=1): the page and the profile's field, both languages, both widths.
test("screenshots of the notifications page and the profile's language", async ({ page }) => {
  test.skip(!process.env.ASWAQ_SHOTS, "ASWAQ_SHOTS=1 takes them");
  test.setTimeout(120_000);
  await register(page, unique("shots"));
  for (const locale of ["en", "ar"]) {
    for (const [w, h] of [
      [1280, 900],
      [390, 844],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`/${locale}/profile/notifications/`);
      await hydrated(page, "AccountNotifications");
      await expect(page.getByTestId("notification-prefs")).toBeVisible();
      await page.screenshot({ path: `test-results/shots/account-notifications-${locale}-${w}.png`, fullPage: true });
      await page.goto(`/${locale}/profile/update/`);
      await hydrated(page, "ProfileForm");
      await page.getByTestId("profile-language").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/shots/profile-language-${locale}-${w}.png`, fullPage: true });
    }
  }
});
