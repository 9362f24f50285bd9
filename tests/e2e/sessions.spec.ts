// The account's signed-in devices (issue 28 point 5): a customer signed in on two browsers ends
// the other one from the profile, and that browser finds itself signed out on its next page.
// Both languages, axe on the page; screenshots with ASWAQ_SHOTS=1.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { PASSWORD, register, unique } from "./accounts";
import { hydrated, seriousViolations } from "./page-checks";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A second browser (Firefox on Windows, as far as its User-Agent says) signed in as `username`. */
async function secondBrowser(browser: Browser, username: string, locale: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, userAgent: FIREFOX_WINDOWS });
  const page = await context.newPage();
  await page.goto(`/${locale}/login/`);
  const form = page.getByTestId("login-form");
  await form.locator("input[autocomplete=username]").fill(username);
  await form.locator("input[autocomplete=current-password]").fill(PASSWORD);
  await form.locator("button[type=submit]").click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
  return { context, page };
}

async function openSessions(page: Page, locale: string) {
  await page.goto(`/${locale}/profile/sessions/`);
  await hydrated(page, "SessionList");
  await expect(page.getByTestId("session-list")).toBeVisible();
}

const WORDS = {
  en: { title: "Signed-in devices", other: "Firefox on Windows", place: "Unknown place", thisDevice: "This device" },
  ar: { title: "الأجهزة المسجَّل دخولها", other: "Firefox على Windows", place: "مكان غير معروف", thisDevice: "هذا الجهاز" },
} as const;

for (const locale of ["en", "ar"] as const) {
  test(`ending another browser's session from the profile signs it out on its next page (${locale})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const w = WORDS[locale];
    const username = unique("sess");
    await register(page, username, locale);
    const other = await secondBrowser(browser, username, locale);
    try {
      await openSessions(page, locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.title);
      await expect(page.getByTestId("account-nav-sessions")).toHaveAttribute("aria-current", "page");
      const rows = page.getByTestId("session");
      await expect(rows).toHaveCount(2);
      const mine = rows.filter({ has: page.getByTestId("this-device") });
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText(w.thisDevice);
      const theirs = rows.filter({ hasNot: page.getByTestId("this-device") });
      await expect(theirs).toContainText(w.other);
      await expect(theirs).toContainText(w.place);
      await expect(mine.getByTestId("end-session")).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      // The second browser is signed in until then.
      expect((await other.page.request.get("/api/auth/profile/")).status()).toBe(200);

      await theirs.getByTestId("end-session").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByTestId("confirm-end").click();
      await expect(rows).toHaveCount(1);
      await expect(page.getByTestId("no-other-sessions")).toBeVisible();

      // Its next page finds it signed out and sends it to sign in; this browser stays signed in.
      await other.page.goto(`/${locale}/profile/sessions/`);
      await expect(other.page).toHaveURL(new RegExp(`/${locale}/login/`));
      expect((await other.page.request.get("/api/auth/profile/")).status()).toBe(401);
      expect((await page.request.get("/api/auth/profile/")).status()).toBe(200);
    } finally {
      await other.context.close();
    }
  });
}

test("signing out all other devices keeps this one", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const username = unique("sessall");
  await register(page, username);
  const [b, c] = [await secondBrowser(browser, username, "en"), await secondBrowser(browser, username, "en")];
  try {
    await openSessions(page, "en");
    await expect(page.getByTestId("session")).toHaveCount(3);
    await page.getByTestId("end-others").click();
    await page.getByRole("dialog").getByTestId("confirm-end").click();
    await expect(page.getByTestId("session")).toHaveCount(1);
    for (const other of [b, c]) expect((await other.page.request.get("/api/auth/profile/")).status()).toBe(401);
    expect((await page.request.get("/api/auth/profile/")).status()).toBe(200);
  } finally {
    await b.context.close();
    await c.context.close();
  }
});

// Pictures for a person to look at (ASWAQ_SHOTS=1): the page and its confirmation, both languages, both widths.
test("screenshots of the signed-in devices page", async ({ page, browser }) => {
  test.skip(!process.env.ASWAQ_SHOTS, "ASWAQ_SHOTS=1 takes them");
  test.setTimeout(120_000);
  const username = unique("sessshots");
  await register(page, username);
  const other = await secondBrowser(browser, username, "en");
  try {
    for (const locale of ["en", "ar"]) {
      for (const [w, h] of [
        [1280, 900],
        [390, 844],
      ]) {
        await page.setViewportSize({ width: w, height: h });
        await openSessions(page, locale);
        await expect(page.getByTestId("session")).toHaveCount(2);
        await page.screenshot({ path: `test-results/shots/account-sessions-${locale}-${w}.png`, fullPage: true });
        await page.getByTestId("end-others").click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await page.screenshot({ path: `test-results/shots/account-sessions-confirm-${locale}-${w}.png` });
        await page.keyboard.press("Escape");
      }
    }
  } finally {
    await other.context.close();
  }
});
