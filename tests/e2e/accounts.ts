// Customers the browser tests make for themselves, through the site's own register page.
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "Demo-Pass-1";

/** A username no other test (or earlier run against the same database) has taken. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Registers `username` at /{locale}/register/; the new customer is signed in and sent home. */
export async function register(page: Page, username: string, locale = "en") {
  await page.goto(`/${locale}/register/`);
  const form = page.getByTestId("register-form");
  await form.locator("input[autocomplete=username]").fill(username);
  const passwords = form.locator("input[autocomplete=new-password]");
  await passwords.nth(0).fill(PASSWORD);
  await passwords.nth(1).fill(PASSWORD);
  await form.locator("button[type=submit]").click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
}
