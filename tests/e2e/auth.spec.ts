// Signing in, registering and signing out through the edge worker's token handler: the top
// bar follows the session, tokens stay in httpOnly cookies, the visitor's cart is merged.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { emailOf, PASSWORD, register, registerElsewhere, unique } from "./accounts";
import { ADMIN } from "./merchant";
import { hydrated } from "./page-checks";

async function signIn(page: Page, identifier: string, locale = "en", next?: string, password = PASSWORD) {
  await page.goto(`/${locale}/login/${next ? `?next=${encodeURIComponent(next)}` : ""}`);
  const form = page.getByTestId("login-form");
  await form.locator("input[autocomplete=username]").fill(identifier);
  await form.locator("input[autocomplete=current-password]").fill(password);
  await form.getByRole("button", { name: locale === "en" ? "Sign in" : "تسجيل الدخول" }).click();
}

const offerPickerHydrated = (page: Page) =>
  expect(page.locator('astro-island[component-url*="/OfferPicker."]').first()).not.toHaveAttribute("ssr", /.*/);

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);

test.describe("sign-in state and the top bar", () => {
  for (const locale of ["en", "ar"] as const) {
    test(`a visitor sees Products, Login and Register (${locale}); the login link comes back to the page`, async ({ page }) => {
      await page.goto(`/${locale}/products/`);
      const links = page.getByTestId("nav-links");
      await expect(links.getByTestId("nav-login")).toBeVisible();
      await expect(links.getByTestId("nav-register")).toBeVisible();
      await expect(links.getByTestId("nav-products")).toBeVisible();
      await expect(links.getByTestId("nav-profile")).toHaveCount(0);
      await expect(links.getByTestId("nav-login")).toHaveAttribute("href", `/${locale}/login/?next=${encodeURIComponent(`/${locale}/products/`)}`);
    });
  }

  for (const locale of ["en", "ar"] as const) {
    test(`registering from checkout's sign-in keeps the way back to the cart (${locale})`, async ({ page }) => {
      const cart = `/${locale}/cart/`;
      const next = `next=${encodeURIComponent(cart)}`;
      await page.goto(`/${locale}/login/?${next}`);
      const section = page.locator("main section");
      await expect(section.locator(`a[href="/${locale}/forgot-password/?${next}"]`)).toHaveCount(1);
      // Forgot password and back: the sign-in page takes next from where it came from.
      await section.locator(`a[href^="/${locale}/forgot-password/"]`).click();
      await expect(page).toHaveURL(`/${locale}/forgot-password/?${next}`);
      await page.locator(`main a[href="/${locale}/login/"]`).click();
      await expect(page).toHaveURL(`/${locale}/login/`);
      const toRegister = section.locator(`a[href^="/${locale}/register/"]`);
      await expect(toRegister).toHaveAttribute("href", `/${locale}/register/?${next}`);
      await toRegister.click();
      await expect(page).toHaveURL(`/${locale}/register/?${next}`);
      await expect(section.locator(`a[href^="/${locale}/login/"]`)).toHaveAttribute("href", `/${locale}/login/?${next}`);
      await hydrated(page, "RegisterForm");
      const form = page.getByTestId("register-form");
      const name = unique("back");
      await form.locator("input[autocomplete=username]").fill(name);
      await form.locator("input[autocomplete=email]").fill(emailOf(name));
      const passwords = form.locator("input[autocomplete=new-password]");
      await passwords.nth(0).fill(PASSWORD);
      await passwords.nth(1).fill(PASSWORD);
      await form.locator("button[type=submit]").click();
      await expect(page).toHaveURL(cart);
    });
  }

  test("registering signs the new customer in, with the tokens out of JavaScript's reach", async ({ page, context }) => {
    const username = unique("reg");
    await register(page, username);
    await expect(page).toHaveURL(/\/en\/$/);
    const links = page.getByTestId("nav-links");
    await expect(links.getByTestId("nav-profile")).toBeVisible();
    await expect(links.getByTestId("nav-logout")).toBeVisible();
    await expect(links.getByTestId("nav-login")).toHaveCount(0);
    // The store-profile link is for super admins only.
    await expect(links.getByTestId("nav-store")).toHaveCount(0);

    const access = await cookie(context, "aswaq_access");
    const refresh = await cookie(context, "aswaq_refresh");
    expect(access?.httpOnly).toBe(true);
    expect(refresh?.httpOnly).toBe(true);
    expect(access?.path).toBe("/api");
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain("aswaq_access");
    expect(visible).not.toContain("aswaq_refresh");
    expect(visible).toContain("aswaq_session=customer");

    const profile = await page.evaluate(async () => (await fetch("/api/auth/profile/")).json());
    expect(profile.username).toBe(username);
    expect(profile.role).toBe("customer");
  });

  test("the register form checks its fields and a taken username in the page's language, each message under its field", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const taken = await registerElsewhere(playwright, baseURL!);
    await page.goto("/ar/register/");
    await hydrated(page, "RegisterForm");
    const form = page.getByTestId("register-form");
    const field = (name: string) => form.locator(`input[name=${name}]`);
    const error = (name: string) => page.getByTestId(`register-${name}-error`);
    // The e-mail is a real e-mail field (the phone's keyboard, autofill), the mobile a phone one.
    await expect(field("email")).toHaveAttribute("type", "email");
    await expect(field("email")).toHaveAttribute("autocomplete", "email");
    await expect(field("phone_number")).toHaveAttribute("type", "tel");
    await expect(field("phone_number")).toHaveAttribute("autocomplete", "tel");
    await form.locator("button[type=submit]").click();
    await expect(error("username")).toHaveText("من فضلك اختر اسم مستخدم.");
    await expect(error("email")).toHaveText("من فضلك أدخل بريدك الإلكتروني.");
    await expect(error("password")).toHaveText("من فضلك اختر كلمة مرور.");
    // The first field with a message has the focus, and its message is its description.
    await expect(field("username")).toBeFocused();
    await expect(field("username")).toHaveAttribute("aria-invalid", "true");
    await field("username").fill(taken);
    await field("email").fill("mona@example");
    await expect(error("username")).toHaveText("اسم المستخدم هذا مستخدم بالفعل. اختر اسمًا آخر.");
    await field("username").fill(unique("free"));
    await field("phone_number").fill("0101");
    await field("password").fill("Secret-11");
    await field("password2").fill("Secret-12");
    await form.locator("button[type=submit]").click();
    await expect(error("email")).toHaveText("من فضلك أدخل بريدًا إلكترونيًا صحيحًا، مثل name@example.com.");
    await expect(error("phone_number")).toHaveText("رقم الموبايل من 10 إلى 15 رقمًا، مثل 01012345678.");
    await expect(error("password2")).toHaveText("كلمتا المرور غير متطابقتين.");
    await expect(field("email")).toBeFocused();
    await field("email").fill(`${unique("free")}@example.com`);
    await field("phone_number").fill("");
    await field("password").fill("secret-12");
    await field("password2").fill("secret-12");
    await form.locator("button[type=submit]").click();
    await expect(error("password")).toHaveText("يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل.");
    await expect(error("email")).toHaveText("");
    // A listed word with digits added passes the rules as typed; the server refuses it, and says why, under the password.
    await field("password").fill("Secret-12");
    await field("password2").fill("Secret-12");
    await form.locator("button[type=submit]").click();
    await expect(error("password")).toHaveText(
      "كلمة المرور هذه شائعة جدًا: فهي ضمن قائمة كلمات مرور تسرّبت في اختراقات للبيانات، أو إحداها مع أرقام أو رموز مضافة. اختر كلمة مرور يصعب تخمينها.",
    );
    await expect(page).toHaveURL(/\/ar\/register\/$/);
  });

  for (const locale of ["en", "ar"] as const) {
    test(`the menu button stays on one line, open or closed, on a phone (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${locale}/`);
      await hydrated(page, "NavMenu");
      const button = page.getByTestId("nav-hamburger");
      const lineHeight = await button.evaluate((b) => Number.parseFloat(getComputedStyle(b).lineHeight));
      const closed = (await button.boundingBox())!.height;
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const open = (await button.boundingBox())!.height;
      expect(open).toBe(closed);
      expect(open).toBeLessThan(2 * lineHeight);
      // And the bar still fits: the cart at its end is on screen, nothing scrolls sideways.
      const cart = (await page.getByTestId("cart-button").boundingBox())!;
      expect(cart.x).toBeGreaterThanOrEqual(0);
      expect(cart.x + cart.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  test("the login form: focus, client checks, wrong password, show/hide", async ({ page }) => {
    await page.goto("/en/login/");
    const form = page.getByTestId("login-form");
    const identifier = form.locator("input[autocomplete=username]");
    await expect(identifier).toBeFocused();
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("login-error")).toHaveText("Please enter your username, e-mail or phone, and your password.");
    await identifier.fill("0123");
    const password = form.locator("input[autocomplete=current-password]");
    await password.fill("whatever");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("login-error")).toHaveText("A phone number has 10 to 15 digits.");
    await identifier.fill(unique("nobody"));
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("login-error")).toHaveText("The username or password is not right.");
    await expect(identifier).toBeEnabled();
    await expect(password).toHaveAttribute("type", "password");
    await form.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
  });

  test("signing in returns to the page it came from and merges the visitor's cart", async ({ page }) => {
    const username = unique("cart");
    await register(page, username);
    await page.getByTestId("nav-links").getByTestId("nav-logout").click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByTestId("nav-links").getByTestId("nav-login")).toBeVisible();

    // As a visitor: one product in the cart, from its page.
    const list = await (await page.request.get("/api/products/?available=true&page_size=50")).json();
    const product = list.results.find((p: { offers: { stock: number; is_available: boolean }[] }) =>
      p.offers.some((o) => o.stock > 5 && o.is_available),
    );
    const offer = product.offers.find((o: { stock: number; is_available: boolean }) => o.stock > 5 && o.is_available);
    const productPage = `/en/product/${product.id}/?branch=${offer.branch.id}`;
    await page.goto(productPage);
    await offerPickerHydrated(page);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await page.getByTestId("nav-links").getByTestId("nav-login").click();
    await expect(page).toHaveURL(/\/en\/login\/\?next=/);

    const form = page.getByTestId("login-form");
    await form.locator("input[autocomplete=username]").fill(username);
    await form.locator("input[autocomplete=current-password]").fill(PASSWORD);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(productPage);
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    const server = await page.evaluate(async () => (await fetch("/api/cart/")).json());
    expect(server.items.map((i: { product_id: number; branch_id: number }) => [i.product_id, i.branch_id])).toEqual([[product.id, offer.branch.id]]);

    // A change while signed in reaches the server cart.
    await page.getByTestId("cart-button").click();
    await expect(page.getByTestId("cart-drawer-items").locator("li")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await offerPickerHydrated(page);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await expect.poll(async () => (await page.evaluate(async () => (await fetch("/api/cart/")).json())).count).toBe(2);
  });

  test("a locked account refuses a browser it does not know, while the owner's own browser still signs in (issue 28)", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const username = unique("locked");
    await register(page, username); // signing in gives this browser the account's device cookie
    const device = (await context.cookies()).find((c) => c.name.startsWith("aswaq_device_"));
    expect(device).toMatchObject({ httpOnly: true, path: "/api", sameSite: "Lax" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("aswaq_device_");
    await page.getByTestId("nav-links").getByTestId("nav-logout").click();
    await expect(page).toHaveURL(/\/en\/$/);
    await page.waitForLoadState("load");
    await expect(page.getByTestId("nav-links").getByTestId("nav-login")).toBeVisible();
    expect(await cookie(context, "aswaq_refresh")).toBeUndefined();
    expect((await context.cookies()).some((c) => c.name === device!.name)).toBe(true); // signing out keeps it

    // A stranger's browser: 5 wrong passwords lock the account, then even the right one is refused.
    const elsewhere = await browser.newContext({ baseURL });
    const stranger = await elsewhere.newPage();
    for (let i = 0; i < 5; i++) {
      await signIn(stranger, username, "en", undefined, "Wrong-Guess-9");
      await expect(stranger.getByTestId("login-error")).toHaveText("The username or password is not right.");
    }
    await signIn(stranger, username, "ar", undefined, PASSWORD);
    await expect(stranger.getByTestId("login-error")).toHaveText(
      "محاولات دخول كثيرة. انتظر قليلًا ثم حاول مرة أخرى، أو سجّل الدخول من جهاز استخدمته من قبل.",
    );
    await elsewhere.close();

    // The owner's browser, with the right password, gets in all the same.
    await signIn(page, username);
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByTestId("nav-links").getByTestId("nav-logout")).toBeVisible();
  });

  test("logging out ends the session at the edge and in the page", async ({ page, context }) => {
    await register(page, unique("out"));
    await page.getByTestId("nav-links").getByTestId("nav-logout").click();
    // Logging out navigates home; wait for that page so nothing below races the navigation.
    await expect(page).toHaveURL(/\/en\/$/);
    await page.waitForLoadState("load");
    await expect(page.getByTestId("nav-links").getByTestId("nav-login")).toBeVisible();
    expect(await cookie(context, "aswaq_access")).toBeUndefined();
    expect(await cookie(context, "aswaq_refresh")).toBeUndefined();
    expect(await cookie(context, "aswaq_session")).toBeUndefined();
    expect((await page.request.get("/api/auth/profile/")).status()).toBe(401);
  });

  test("the account page sends a visitor to sign in and back", async ({ page }) => {
    const username = unique("acct");
    await register(page, username, "ar");
    await page.getByTestId("nav-links").getByTestId("nav-logout").click();
    await expect(page).toHaveURL(/\/ar\/$/);
    await expect(page.getByTestId("nav-links").getByTestId("nav-login")).toBeVisible();
    await page.goto("/ar/profile/");
    await expect(page).toHaveURL(`/ar/login/?next=${encodeURIComponent("/ar/profile/")}`);
    const form = page.getByTestId("login-form");
    await form.locator("input[autocomplete=username]").fill(username);
    await form.locator("input[autocomplete=current-password]").fill(PASSWORD);
    await form.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page).toHaveURL(/\/ar\/profile\/$/);
    await expect(page.getByTestId("account-greeting")).toHaveText(`أهلًا، ${username}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("سجل الطلبات");
    await expect(page.getByTestId("orders-empty")).toHaveText("لا توجد طلبات بهذه الحالة");
  });

  test("a super admin with a selected store sees the store profile link", async ({ page }) => {
    const stores = await (await page.request.get("/api/stores/")).json();
    const store = stores.results[0];
    await page.goto("/en/");
    await page.context().addCookies([{ name: "selected_store", value: String(store.id), domain: new URL(page.url()).hostname, path: "/" }]);
    await signIn(page, ADMIN.identifier, "en", undefined, ADMIN.password);
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByTestId("nav-links").getByTestId("nav-store")).toHaveAttribute("href", `/en/store/${store.slug}/`);
  });

  test("a session the edge cannot refresh is forgotten", async ({ page, context }) => {
    const url = new URL(test.info().project.use.baseURL!);
    await context.addCookies([
      { name: "aswaq_session", value: "customer", domain: url.hostname, path: "/" },
      { name: "aswaq_refresh", value: "not-a-token", domain: url.hostname, path: "/api", httpOnly: true },
    ]);
    await page.goto("/en/products/");
    await expect(page.getByTestId("nav-links").getByTestId("nav-login")).toBeVisible();
    expect(await cookie(context, "aswaq_session")).toBeUndefined();
    expect(await cookie(context, "aswaq_refresh")).toBeUndefined();
  });

  test("the hamburger menu lists the links on a small screen and closes after navigating", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/ar/");
    await expect(page.getByTestId("nav-links")).toBeHidden();
    await hydrated(page, "NavMenu"); // a click before hydration opens nothing
    await page.getByTestId("nav-hamburger").click();
    const menu = page.getByTestId("nav-menu");
    await expect(menu.getByTestId("nav-login")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByTestId("nav-hamburger").click();
    await page.getByTestId("nav-menu").getByTestId("nav-register").click();
    await expect(page).toHaveURL(`/ar/register/?next=${encodeURIComponent("/ar/")}`);
  });

  test("state-changing calls from another origin are refused at the edge", async ({ page }) => {
    await page.goto("/en/");
    const res = await page.request.post("/api/auth/login/", {
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      data: { identifier: unique("nobody"), password: PASSWORD },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).detail).toBe("Cross-site requests are not allowed.");
    expect(res.headers()["set-cookie"]).toBeUndefined();
  });

  for (const locale of ["en", "ar"] as const) {
    for (const path of ["login", "register", "forgot-password"]) {
      test(`/${locale}/${path}/ has no serious accessibility violations`, async ({ page }) => {
        await page.goto(`/${locale}/${path}/`);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
      });
    }
  }

  test("the API answers the page's calls in the page's language", async ({ page }) => {
    await page.goto("/ar/login/");
    const form = page.getByTestId("login-form");
    await form.locator("input[autocomplete=username]").fill(unique("nobody"));
    await form.locator("input[autocomplete=current-password]").fill("Wrong-Pass-1");
    const answer = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/auth/login/");
    await form.getByRole("button", { name: "تسجيل الدخول" }).click();
    const res = await answer;
    expect(res.status()).toBe(401);
    expect(await res.request().headerValue("accept-language")).toBe("ar");
    expect(await res.json()).toEqual({ detail: "اسم المستخدم أو كلمة المرور غير صحيحة." });
    await expect(page.getByTestId("login-error")).toHaveText("اسم المستخدم أو كلمة المرور غير صحيحة.");
  });
});
