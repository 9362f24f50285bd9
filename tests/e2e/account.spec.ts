// The account area's own pages: update profile, change password, the wallet (a new customer's,
// empty; the wallet with cashback is covered by the order journey). In both languages, with axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, register, registerElsewhere, unique } from "./accounts";
import { screenshot } from "./page-checks";

const LOCALES = ["en", "ar"] as const;
type Locale = (typeof LOCALES)[number];

const T = {
  en: {
    taken: "This username is already taken. Choose another one.",
    available: "✓ This username is available.",
    phoneInvalid: "Enter a phone number of 10 to 15 digits.",
    save: "Save Changes",
    saved: "Your profile has been updated.",
    rules: [
      "Password must be at least 8 characters long.",
      "Password must contain at least one uppercase letter.",
      "Password must contain at least one lowercase letter.",
      "Password must contain at least one number.",
    ],
    mismatch: "✗ New passwords do not match.",
    change: "Change Password",
    wrongCurrent: "Current password is incorrect.",
    tooCommon:
      "This password is too common: it is on a list of passwords leaked in data breaches, or is one of them with numbers or symbols added. Choose one that is harder to guess.",
    changed: "Password changed successfully.",
    signIn: "Sign in",
    badLogin: "The username or password is not right.",
    empty: "No cashback available yet. Cashback is earned when an order is delivered.",
    zero: "LE 0.00",
    walletTitle: "My Wallet",
  },
  ar: {
    taken: "اسم المستخدم هذا مستخدم بالفعل. اختر اسمًا آخر.",
    available: "✓ اسم المستخدم هذا متاح.",
    phoneInvalid: "أدخل رقم هاتف من 10 إلى 15 رقمًا.",
    save: "حفظ التغييرات",
    saved: "تم تحديث ملفك الشخصي.",
    rules: [
      "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.",
      "يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل.",
      "يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل.",
      "يجب أن تحتوي كلمة المرور على رقم واحد على الأقل.",
    ],
    mismatch: "✗ كلمتا المرور الجديدتان غير متطابقتين.",
    change: "تغيير كلمة المرور",
    wrongCurrent: "كلمة المرور الحالية غير صحيحة.",
    tooCommon:
      "كلمة المرور هذه شائعة جدًا: فهي ضمن قائمة كلمات مرور تسرّبت في اختراقات للبيانات، أو إحداها مع أرقام أو رموز مضافة. اختر كلمة مرور يصعب تخمينها.",
    changed: "تم تغيير كلمة المرور بنجاح.",
    signIn: "تسجيل الدخول",
    badLogin: "اسم المستخدم أو كلمة المرور غير صحيحة.",
    empty: "لا يوجد كاش باك حتى الآن. تحصل على الكاش باك عند توصيل طلبك.",
    zero: "0.00 جنيه",
    walletTitle: "محفظتي",
  },
} satisfies Record<Locale, unknown>;

async function signIn(page: Page, username: string, password: string, locale: Locale) {
  const form = page.getByTestId("login-form");
  await form.locator("input[autocomplete=username]").fill(username);
  await form.locator("input[autocomplete=current-password]").fill(password);
  await form.getByRole("button", { name: T[locale].signIn }).click();
}

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

for (const locale of LOCALES) {
  const t = T[locale];

  test(`update profile (${locale}): a taken username is refused, a free one saves and the greeting follows at once`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const taken = await registerElsewhere(playwright, baseURL!);
    const username = unique("prof");
    await register(page, username, locale);
    await page.goto(`/${locale}/profile/update/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale === "en" ? "Update Your Profile" : "تحديث ملفك الشخصي");
    const form = page.getByTestId("profile-form");
    const name = form.getByLabel(locale === "en" ? "Username" : "اسم المستخدم");
    await expect(name).toHaveValue(username);
    await expect(page.getByTestId("account-greeting")).toContainText(username);
    await expect(page.getByTestId("account-nav-update")).toHaveAttribute("aria-current", "page");

    // Another user's name: the live check says so, and saving is refused under the field.
    await name.fill(taken);
    await expect(form.getByTestId("username-status")).toHaveText(t.taken);
    await form.getByRole("button", { name: t.save }).click();
    await expect(form.getByTestId("username-error")).toHaveText(t.taken);
    await expect(name).toBeFocused();

    // The server's own message for a field, in the page's language, under that field.
    const fresh = unique("new");
    await name.fill(fresh);
    await expect(form.getByTestId("username-status")).toHaveText(t.available);
    const phone = form.getByLabel(locale === "en" ? "Phone number" : "رقم الهاتف");
    await phone.fill("12");
    await form.getByRole("button", { name: t.save }).click();
    await expect(form.getByTestId("phone_number-error")).toHaveText(t.phoneInvalid);
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("account-greeting")).toContainText(username);

    // Phone numbers are unique per account: one nobody else has.
    const number = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    await phone.fill(number);
    await form.getByLabel(locale === "en" ? "First name" : "الاسم الأول").fill("Mona");
    await form.getByRole("button", { name: t.save }).click();
    await expect(toast(page, t.saved)).toBeVisible();
    await expect(page.getByTestId("account-greeting")).toContainText(fresh);
    await expect(page.getByTestId("nav-links").getByTestId("nav-username")).toHaveText(fresh);
    await expect(form.getByTestId("phone_number-error")).toHaveText("");

    await page.reload();
    await expect(page.getByTestId("profile-form").getByLabel(locale === "en" ? "Username" : "اسم المستخدم")).toHaveValue(fresh);
    await expect(page.getByTestId("profile-form").getByLabel(locale === "en" ? "Phone number" : "رقم الهاتف")).toHaveValue(number);
    await expect(page.getByTestId("account-greeting")).toContainText(fresh);
  });

  test(`change password (${locale}): the rules one by one, a wrong current password, success, still signed in, the new password works`, async ({
    page,
  }) => {
    test.setTimeout(90_000); // two sign-ins and a dozen steps, on a busy machine
    const username = unique("pw");
    await register(page, username, locale);
    await page.goto(`/${locale}/profile/change-password/`);
    const form = page.getByTestId("password-form");
    const current = form.locator("input[name=old_password]");
    const next = form.locator("input[name=new_password]");
    const confirm = form.locator("input[name=confirm]");
    const submit = form.getByRole("button", { name: t.change });
    const rules = form.getByTestId("password-rules").locator("li");
    await expect(rules).toHaveText(t.rules.map((r) => new RegExp(r.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))));
    await expect(submit).toBeDisabled();
    await expect(form.getByTestId("password-incomplete")).toBeVisible();

    await current.fill(PASSWORD);
    const met = async (expected: boolean[]) => {
      for (const [i, m] of expected.entries()) await expect(rules.nth(i)).toHaveAttribute("data-met", String(m));
    };
    // Each rule failing in turn, with the confirmation matching: the button stays disabled.
    const failing: [string, boolean[]][] = [
      ["Abcdef1", [false, true, true, true]],
      ["abcdefg1", [true, false, true, true]],
      ["ABCDEFG1", [true, true, false, true]],
      ["Abcdefgh", [true, true, true, false]],
    ];
    for (const [password, expected] of failing) {
      await next.fill(password);
      await confirm.fill(password);
      await met(expected);
      await expect(submit).toBeDisabled();
    }
    await next.fill("New-Pass-2");
    await met([true, true, true, true]);
    await confirm.fill("New-Pass-3");
    await expect(form.getByTestId("password-match")).toHaveText(t.mismatch);
    await expect(submit).toBeDisabled();
    await confirm.fill("New-Pass-2");
    await expect(form.getByTestId("password-match")).toHaveAttribute("data-state", "match");
    await expect(submit).toBeEnabled();

    // A wrong current password: the server's message under that field, in the page's language.
    await current.fill("Wrong-Pass-9");
    await submit.click();
    await expect(form.getByTestId("old-password-error")).toHaveText(t.wrongCurrent);
    await expect(current).toHaveAttribute("aria-invalid", "true");

    await current.fill(PASSWORD);
    await expect(form.getByTestId("old-password-error")).toHaveText("");
    // A common password passes the rules as typed; the server refuses it, and says why.
    await next.fill("Password1");
    await confirm.fill("Password1");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByTestId("password-error")).toHaveText(t.tooCommon);
    await next.fill("New-Pass-2");
    await confirm.fill("New-Pass-2");
    await submit.click();
    await expect(toast(page, t.changed)).toBeVisible();
    for (const field of [current, next, confirm]) await expect(field).toHaveValue("");
    await expect(submit).toBeDisabled();

    // Still signed in after a reload (the edge renewed the cookies)...
    await page.reload();
    await expect(page.getByTestId("account-greeting")).toContainText(username);
    await expect(page.getByTestId("password-form")).toBeVisible();
    // ...and the new password is the one that signs in.
    await page.getByTestId("nav-links").getByTestId("nav-logout").click();
    // Signed out, the account page no longer stays: home (the top bar) or sign-in (the page).
    await expect(page).not.toHaveURL(/\/profile\/change-password\/$/);
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "aswaq_session")).toBe(false);
    await page.goto(`/${locale}/login/?next=${encodeURIComponent(`/${locale}/profile/change-password/`)}`);
    await signIn(page, username, PASSWORD, locale);
    await expect(page.getByTestId("login-error")).toHaveText(t.badLogin);
    await signIn(page, username, "New-Pass-2", locale);
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/change-password/$`));
    await expect(page.getByTestId("account-greeting")).toContainText(username);
  });

  test(`a new customer's wallet is empty, with a zero balance (${locale})`, async ({ page }) => {
    await register(page, unique("wal"), locale);
    await page.goto(`/${locale}/profile/wallet/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.walletTitle);
    await expect(page.getByTestId("wallet-empty")).toHaveText(t.empty);
    await expect(page.getByTestId("wallet-balance")).toContainText(t.zero);
    await expect(page.getByTestId("wallet-total")).toContainText(t.zero);
    await expect(page.getByTestId("wallet-offers")).toContainText("0");
    await expect(page.getByTestId("wallet-expiring")).toContainText("0");
    await expect(page.getByTestId("wallet-urgent")).toHaveCount(0);
    await page.getByTestId("wallet-refresh").click();
    await expect(page.getByTestId("wallet-empty")).toBeVisible();
  });

  test(`the account pages have no serious accessibility violations (${locale})`, async ({ page }) => {
    test.setTimeout(120_000); // axe three times
    await register(page, unique("axe"), locale);
    const ready = { update: "profile-form", "change-password": "password-form", wallet: "wallet-empty" };
    for (const [path, testId] of Object.entries(ready)) {
      await page.goto(`/${locale}/profile/${path}/`);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByTestId(testId)).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
  });
}

test("a visitor opening the wallet signs in and comes back to it", async ({ page }) => {
  test.setTimeout(60_000);
  const username = unique("guest");
  await register(page, username);
  // A visitor again: no session cookies at all (logging out is covered by the password journey).
  await page.context().clearCookies();
  await page.goto("/en/profile/wallet/");
  await expect(page).toHaveURL(`/en/login/?next=${encodeURIComponent("/en/profile/wallet/")}`);
  await signIn(page, username, PASSWORD, "en");
  await expect(page).toHaveURL(/\/en\/profile\/wallet\/$/);
  await expect(page.getByTestId("wallet-empty")).toBeVisible();
});

test("the wallet says when it could not load, and Retry loads it", async ({ page }) => {
  await register(page, unique("retry"));
  let fail = true;
  await page.route("**/api/my/", (route) => (fail ? route.fulfill({ status: 503, body: "{}" }) : route.fallback()));
  await page.route("**/api/cashbacks/**", (route) => (fail ? route.abort() : route.fallback()));
  await page.goto("/en/profile/wallet/");
  await expect(page.getByTestId("wallet-summary-error")).toContainText("We could not load your wallet.");
  await expect(page.getByTestId("wallet-list-error")).toContainText("We could not load your cashback.");
  fail = false;
  await page.getByTestId("wallet-summary-error").getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("wallet-balance")).toContainText("LE 0.00");
  await page.getByTestId("wallet-list-error").getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("wallet-empty")).toBeVisible();
});

// Not a check: pictures of the three pages for a person to look at (ACCOUNT_SHOTS=1, into the
// test's output folder), the wallet with a made-up list of cashback (one urgent, one soon, one
// later) since a new customer has none, and the username field on a name another customer has.
test("screenshots of the account pages", async ({ page, playwright, baseURL }) => {
  test.skip(!process.env.ACCOUNT_SHOTS, "set ACCOUNT_SHOTS=1 to write them");
  test.setTimeout(120_000);
  const day = 86_400_000;
  const cashback = (id: number, days: number, amount: number) => ({
    id,
    amount,
    amount_egp: (amount / 5).toFixed(2),
    order_id: 1000 + id,
    expires_at: new Date(Date.now() + days * day - 3_600_000).toISOString(),
    created_at: new Date().toISOString(),
    is_expired: false,
    days_left: days,
  });
  const items = [cashback(1, 2, 17), cashback(2, 6, 250), cashback(3, 11, 1), cashback(4, 25, 1200)];
  await page.route("**/api/my/", (route) =>
    route.fulfill({
      json: {
        available_balance: "293.60",
        total_points: 1468,
        offers_count: 4,
        expiring_soon_count: 2,
        urgent_count: 1,
        currency: "EGP",
        cashbacks: items,
      },
    }),
  );
  await page.route("**/api/cashbacks/**", (route) =>
    route.fulfill({ json: { count: 14, next: "/api/cashbacks?page=2", previous: null, results: items } }),
  );
  const taken = await registerElsewhere(playwright, baseURL!, "taken");
  await register(page, unique("shot"));
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    for (const locale of LOCALES) {
      for (const [path, ready] of [
        ["update", "profile-form"],
        ["change-password", "password-form"],
        ["wallet", "wallet-cashbacks"],
      ]) {
        await page.goto(`/${locale}/profile/${path}/`);
        await expect(page.getByTestId(ready)).toBeVisible();
        if (path === "change-password") {
          await page.locator("input[name=old_password]").fill("whatever");
          await page.locator("input[name=new_password]").fill("abcdefg1");
          await page.locator("input[name=confirm]").fill("abcdefg");
        }
        if (path === "update") {
          await page.getByTestId("profile-form").locator("input[name=username]").fill(taken);
          await expect(page.getByTestId("username-status")).not.toHaveText("");
          await expect(page.getByTestId("username-status")).not.toHaveText(/…/);
        }
        await screenshot(page, `${path}-${locale}-${width}`, { fullPage: true });
      }
    }
  }
});
