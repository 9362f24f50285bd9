// Customers the browser tests make for themselves, through the site's own register page.
import { type APIRequest, expect, type Page } from "@playwright/test";

/** The password of every customer a test makes (the demo accounts' is left to people trying the demo). */
export const PASSWORD = "Own-Test-Pass-7";

/** A username no other test (or earlier run against the same database) has taken. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The e-mail a test's customer registers with (registration requires one: issue 28). */
/**
 * A user's e-mail in the journeys: unique as the username is (spelt backwards), but without it, since a store page
 * may show its owner's e-mail and the journeys check that no login name is on public pages.
 */
export const emailOf = (username: string) => `${[...username.toLowerCase()].reverse().join("")}@example.com`;

/** Registers `username` at /{locale}/register/; the new customer is signed in and sent home. */
export async function register(page: Page, username: string, locale = "en") {
  await page.goto(`/${locale}/register/`);
  const form = page.getByTestId("register-form");
  await form.locator("input[autocomplete=username]").fill(username);
  await form.locator("input[type=email]").fill(emailOf(username));
  const passwords = form.locator("input[autocomplete=new-password]");
  await passwords.nth(0).fill(PASSWORD);
  await passwords.nth(1).fill(PASSWORD);
  await form.locator("button[type=submit]").click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
}

/**
 * Registers a customer through the site's API in a request context of its own (the page stays
 * signed out), for a test that needs someone else's username. Returns the username.
 */
export async function registerElsewhere(playwright: { request: APIRequest }, baseURL: string, prefix = "other"): Promise<string> {
  const username = unique(prefix);
  const api = await playwright.request.newContext({ baseURL });
  try {
    const res = await api.post("/api/auth/register/", {
      data: { username, email: emailOf(username), password: PASSWORD, password2: PASSWORD },
      headers: { Origin: new URL(baseURL).origin },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await api.dispose();
  }
  return username;
}
