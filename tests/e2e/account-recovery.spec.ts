// Accounts people can get back into (issue 28 points 1 and 2), in a real browser with the codes
// read from what the API's e-mail binding was handed (mailbox.ts): a new customer registers with
// an e-mail and confirms it on the profile; a customer with a confirmed e-mail who forgot the
// password gets a code, sets a new password and is signed in, in English and Arabic, and the old
// password no longer works. Axe on each screen; screenshots with ASWAQ_SHOTS=1.
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from "@playwright/test";
import { emailOf, PASSWORD, register, unique } from "./accounts";
import { mailbox } from "./mailbox";
import { hydrated, seriousViolations } from "./page-checks";

const NEW_PASSWORD = "Fresh-Start-Mango-42";

const WORDS = {
  en: {
    sent: /^If this names an account with a confirmed e-mail or phone, we sent a code to it\./,
    wrong: "This code is not right. Tries left: 4.",
    done: "Your new password is set and every other device was signed out.",
    send: "Send code",
    submit: "Set new password",
    confirmed: "✓ Confirmed",
    unconfirmed: "Not confirmed",
    emailDone: "Your e-mail is confirmed.",
    prompt: "Confirm your e-mail so you can get back into your account if you forget your password.",
    phoneOff: "Phone numbers cannot be confirmed here yet: codes go by WhatsApp, which is not set up.",
  },
  ar: {
    sent: /^إن كان هذا يخص حسابًا له بريد إلكتروني أو هاتف مؤكَّد، فقد أرسلنا إليه رمزًا\./,
    wrong: "هذا الرمز غير صحيح. المحاولات المتبقية: 4.",
    done: "تم تعيين كلمة المرور الجديدة وتسجيل الخروج من كل الأجهزة الأخرى.",
    send: "أرسل الرمز",
    submit: "تعيين كلمة المرور الجديدة",
    confirmed: "✓ مؤكَّد",
    unconfirmed: "غير مؤكَّد",
    emailDone: "تم تأكيد بريدك الإلكتروني.",
    prompt: "أكّد بريدك الإلكتروني لتتمكن من العودة إلى حسابك إن نسيت كلمة المرور.",
    phoneOff: "لا يمكن تأكيد أرقام الهاتف هنا بعد: الرموز تُرسل عبر واتساب، وهو غير مُعَدّ.",
  },
} as const;

const origin = () => new URL(test.info().project.use.baseURL!).origin;

/** An API session of its own, with the site's Origin, as the browser's calls have. */
const apiContext = () => playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { Origin: origin() } });

/** A customer with a confirmed e-mail, made through the site's API: registered, then confirmed with the code e-mailed. */
async function customerWithConfirmedEmail(): Promise<{ username: string; email: string }> {
  const username = unique("rec");
  const email = emailOf(username);
  const inbox = await mailbox(email);
  const api = await apiContext();
  try {
    const made = await api.post("/api/auth/register/", { data: { username, email, password: PASSWORD, password2: PASSWORD } });
    expect(made.status(), await made.text()).toBe(201);
    const code = await inbox.nextCode();
    const confirmed = await api.post("/api/auth/verify/confirm/", { data: { channel: "email", code } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    expect((await confirmed.json()).email_verified).toBe(true);
  } finally {
    await api.dispose();
  }
  return { username, email };
}

async function loginStatus(api: APIRequestContext, identifier: string, password: string) {
  return (await api.post("/api/auth/login/", { data: { identifier, password } })).status();
}

async function openForgot(page: Page, locale: string) {
  await page.goto(`/${locale}/forgot-password/`);
  await hydrated(page, "ForgotPasswordForm");
}

for (const locale of ["en", "ar"] as const) {
  const words = WORDS[locale];

  test(`a customer who forgot the password gets back in with the e-mailed code (${locale})`, async ({ page, context }) => {
    const { username, email } = await customerWithConfirmedEmail();
    const inbox = await mailbox(email);
    await openForgot(page, locale);
    // Support stays as the fallback for someone who cannot reach their e-mail or phone.
    await expect(page.getByTestId("forgot-support").locator('a[href^="mailto:"]')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId("forgot-ask").locator("input[name=identifier]").fill(email.toUpperCase());
    await page.getByRole("button", { name: words.send }).click();
    await expect(page.getByTestId("forgot-status")).toHaveText(words.sent);
    const code = page.getByTestId("forgot-code");
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    const sent = await inbox.nextCode();

    const form = page.getByTestId("forgot-confirm");
    const submit = form.getByRole("button", { name: words.submit });
    await expect(submit).toBeDisabled();
    await form.locator("input[name=new_password]").fill(NEW_PASSWORD);
    await form.locator("input[name=confirm]").fill(NEW_PASSWORD);
    // The change-password rules, live: all four met.
    await expect(form.locator("[data-rule][data-met=true]")).toHaveCount(4);
    // A wrong code first: the API's message under the code, with the tries left.
    await code.fill(sent === "000000" ? "111111" : "000000");
    await submit.click();
    await expect(page.getByTestId("forgot-code-error")).toHaveText(words.wrong);
    await expect(code).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await code.fill(sent);
    await submit.click();
    await expect(page).toHaveURL(`/${locale}/profile/`);
    await expect(page.getByTestId("toast")).toContainText(words.done);
    await hydrated(page, "AccountNav");
    await expect(page.getByTestId("account-greeting")).toContainText(username);
    // Signed in with the tokens out of JavaScript's reach, like a login.
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain("aswaq_access");
    expect(visible).not.toContain("aswaq_refresh");
    expect(visible).toContain("aswaq_session=customer");
    const access = (await context.cookies()).find((c) => c.name === "aswaq_access");
    expect(access?.httpOnly).toBe(true);

    // The old password is refused from now on, the new one works, and the code is spent.
    const api = await apiContext();
    try {
      expect(await loginStatus(api, username, PASSWORD)).toBe(401);
      expect(await loginStatus(api, email, NEW_PASSWORD)).toBe(200);
      const again = await api.post("/api/auth/password-reset/confirm/", {
        data: { identifier: email, code: sent, new_password: "Another-Mango-43" },
      });
      expect(again.status()).toBe(400);
    } finally {
      await api.dispose();
    }
  });
}

test("a new customer registers with an e-mail and confirms it on the profile with the e-mailed code", async ({ page }) => {
  const username = unique("conf");
  const email = emailOf(username);
  const inbox = await mailbox(email);
  await page.goto("/en/register/");
  await hydrated(page, "RegisterForm");
  const form = page.getByTestId("register-form");
  await form.locator("input[name=username]").fill(username);
  await form.locator("input[name=email]").fill(email);
  await form.locator("input[name=phone_number]").fill("01012345678");
  await form.locator("input[name=password]").fill(PASSWORD);
  await form.locator("input[name=password2]").fill(PASSWORD);
  await form.locator("button[type=submit]").click();
  await expect(page).toHaveURL(/\/en\/$/);

  // The account pages ask for a confirmed e-mail, and lead to the profile details.
  await page.goto("/en/profile/");
  await hydrated(page, "AccountNav");
  await expect(page.getByTestId("email-prompt")).toContainText(WORDS.en.prompt);
  await page.getByTestId("email-prompt-link").click();
  await expect(page).toHaveURL("/en/profile/update/");
  await hydrated(page, "ProfileForm");
  await expect(page.getByTestId("email-mark")).toHaveText(WORDS.en.unconfirmed);
  const code = page.getByTestId("verify-email-code");
  await expect(code).toBeVisible(); // registering sent a code: the box is there at once
  expect(await seriousViolations(page)).toEqual([]);

  // The phone cannot be confirmed without WhatsApp: the page says so plainly.
  await expect(page.getByTestId("phone-mark")).toHaveText(WORDS.en.unconfirmed);
  await page.getByTestId("verify-phone-send").click();
  await expect(page.getByTestId("verify-phone-send-error")).toHaveText(WORDS.en.phoneOff);

  await code.fill(await inbox.nextCode());
  await code.press("Enter"); // confirms the code; it does not send the profile form
  await expect(page.getByTestId("email-mark")).toHaveText(WORDS.en.confirmed);
  await expect(page.getByTestId("verify-email-status")).toHaveText(WORDS.en.emailDone);
  await expect(page.getByTestId("verify-email")).toHaveCount(0);

  await page.goto("/en/profile/");
  await hydrated(page, "AccountNav");
  await expect(page.getByTestId("account-greeting")).toContainText(username);
  await expect(page.getByTestId("email-prompt")).toHaveCount(0);
});

// Pictures for a person to look at (ASWAQ_SHOTS=1): register, the profile details before and after
// confirming, and both steps of forgot-password, in both languages at both widths.
test("screenshots of the recovery screens", async ({ page }) => {
  test.skip(!process.env.ASWAQ_SHOTS, "ASWAQ_SHOTS=1 takes them");
  test.setTimeout(180_000);
  const widths = [
    [1280, 900],
    [390, 844],
  ] as const;
  const shoot = (name: string, locale: string, w: number) =>
    page.screenshot({ path: `test-results/shots/${name}-${locale}-${w}.png`, fullPage: true });
  for (const locale of ["en", "ar"] as const) {
    const username = unique("shot");
    const email = emailOf(username);
    const inbox = await mailbox(email);
    for (const [w, h] of widths) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`/${locale}/register/`);
      await hydrated(page, "RegisterForm");
      await page.getByTestId("register-form").locator("button[type=submit]").click();
      await shoot("register-errors", locale, w);
    }
    await register(page, username, locale);
    for (const [w, h] of widths) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(`/${locale}/profile/`);
      await hydrated(page, "AccountNav");
      await expect(page.getByTestId("email-prompt")).toBeVisible();
      await shoot("profile-prompt", locale, w);
      await page.goto(`/${locale}/profile/update/`);
      await hydrated(page, "ProfileForm");
      await page.getByTestId("verify-email-code").fill("12");
      await page.getByTestId("verify-email-confirm").click();
      await expect(page.getByTestId("verify-email-error")).not.toHaveText("");
      await shoot("profile-unconfirmed", locale, w);
    }
    await page.getByTestId("verify-email-code").fill(await inbox.nextCode());
    await page.getByTestId("verify-email-confirm").click();
    await expect(page.getByTestId("email-mark")).toHaveText(WORDS[locale].confirmed);
    for (const [w, h] of widths) {
      await page.setViewportSize({ width: w, height: h });
      await shoot("profile-confirmed", locale, w);
    }
    await page.context().clearCookies();
    for (const [w, h] of widths) {
      await page.setViewportSize({ width: w, height: h });
      await openForgot(page, locale);
      await shoot("forgot-ask", locale, w);
      await page.getByTestId("forgot-ask").locator("input[name=identifier]").fill(username);
      await page.getByTestId("forgot-ask").locator("button[type=submit]").click();
      await expect(page.getByTestId("forgot-status")).toHaveText(WORDS[locale].sent);
      await page.getByTestId("forgot-code").fill("000000");
      await page.locator("input[name=new_password]").fill("Fresh-st");
      await shoot("forgot-code", locale, w);
    }
  }
});
