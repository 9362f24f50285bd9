// The dashboard's second half (docs/product.md §2): a super admin sets a store up from nothing
// (owner, theme, two branches with managers), publishes it and finds its pages, changes its
// theme and sees the store page follow at once; a manager moves and goes, and their access
// follows on the server; the store's owner edits settings and themes while a manager who is not
// the owner may only read them; the history says who changed what; Arabic for a form and the
// history.
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { emailOf, unique } from "./accounts";
import { apiSession, PNG_1PX, signIn } from "./admin-world";
import { ADMIN } from "./merchant";
import { seriousViolations } from "./page-checks";

const ar = JSON.parse(readFileSync(new URL("../../src/locales/ar/translation.json", import.meta.url), "utf8"));

async function json<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Registers a person of the test's own; their API session (signed in). */
async function person(baseURL: string, prefix: string) {
  const username = unique(prefix);
  return { username, api: await apiSession(baseURL, username, true) };
}

/** Picks someone in a person field of the branch or store form by typing their username and choosing the suggestion. */
async function pick(page: Page, testId: string, username: string) {
  await page.getByTestId(testId).fill(username);
  await page.getByTestId(`${testId}-option`).filter({ hasText: username }).first().click();
  await expect(page.getByTestId(`${testId}-suggestions`)).toHaveCount(0);
}

const image = { name: "p.png", mimeType: "image/png", buffer: PNG_1PX };

interface Store {
  id: number;
  slug: string;
  name: string;
}

test("a super admin sets up a store with its owner, theme and two managed branches, publishes it, and the store page follows its theme", async ({
  page,
  baseURL,
}) => {
  // A rebuild of the whole site is part of it.
  test.setTimeout(6 * 60_000);
  const owner = await person(baseURL!, "owner");
  const managers = [await person(baseURL!, "mgr"), await person(baseURL!, "mgr")];
  const admin = await apiSession(baseURL!, ADMIN.identifier);
  const tag = unique("");
  const name = `Setup ${tag}`;

  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto("/en/admin/stores/");
  await page.getByTestId("store-new").click();
  await page.getByTestId("store-form-name").fill(name);
  await page.getByTestId("store-form-name_ar").fill(`متجر ${tag}`);
  await expect(page.getByTestId("store-form-slug")).toHaveValue(`setup-${tag}`);
  await pick(page, "store-form-owner", owner.username);
  await page.getByTestId("store-form-save").click();
  const card = page.getByTestId("store-card").filter({ hasText: name });
  await expect(card).toBeVisible();
  // The card names the owner by their e-mail (every account has one since issue 28).
  await expect(card.getByTestId("store-owner")).toContainText(emailOf(owner.username));
  const [store] = (await json<{ results: Store[] }>(await admin.get(`/api/stores/?slug=setup-${tag}`), "store")).results;
  await card.getByTestId("store-select").click();
  await expect(card.getByTestId("store-selected")).toBeVisible();

  // The selected store's theme: colours with their contrast, a logo, saved.
  await page.getByTestId("admin-tab-themes").click();
  await expect(page.getByTestId("themes-store")).toHaveValue(String(store.id));
  await page.getByTestId("theme-primary-hex").fill("#0F766E");
  await page.getByTestId("theme-secondary-hex").fill("#B45309");
  await expect(page.getByTestId("theme-primary-contrast")).toContainText("5.");
  await page.getByTestId("theme-logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG_1PX });
  await page.getByTestId("theme-save").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Theme updated successfully" })).toBeVisible();

  // Two branches, each with a manager and the store's theme.
  await page.getByTestId("admin-tab-branches").click();
  await page.getByTestId("branch-store-filter").selectOption(String(store.id));
  await expect(page.getByTestId("branches-empty")).toBeVisible();
  // Each with its city, address and phone: the store page shows the address.
  const places = [
    { city: "Heliopolis", address: `${tag} Baghdad Street`, phone: "0224151234" },
    { city: "Dokki", address: `${tag} Tahrir Street`, phone: "010 1234 5678" },
  ];
  for (const [i, { city, address, phone }] of places.entries()) {
    await page.getByTestId("branch-new").click();
    await page.getByTestId("branch-form-name").fill(`${city} ${tag}`);
    await page.getByTestId("branch-form-name_ar").fill(`فرع ${city}`);
    await page.getByTestId("branch-form-store").selectOption(String(store.id));
    await expect(page.getByTestId("branch-form-theme")).toBeEnabled();
    await page.getByTestId("branch-form-theme").selectOption({ index: 1 });
    await page.getByTestId("branch-form-city").fill(city);
    await page.getByTestId("branch-form-address").fill(address);
    // A phone that is no Egyptian number is refused under its field, in the dialog.
    await page.getByTestId("branch-form-phone_number").fill("12ab");
    await pick(page, "branch-form-manager", managers[i].username);
    await page.getByTestId("branch-form-save").click();
    await expect(page.getByTestId("branch-form-phone_number-error")).toBeVisible();
    await page.getByTestId("branch-form-phone_number").fill(phone);
    await page.getByTestId("branch-form-save").click();
    const branch = page.getByTestId("branch-card").filter({ hasText: `${city} ${tag}` });
    await expect(branch).toBeVisible();
    await expect(branch.getByTestId("branch-manager")).toContainText(managers[i].username);
  }
  // Naming them made the three people merchants.
  for (const p of [owner, ...managers]) {
    await expect.poll(async () => (await json<{ role: string }>(await p.api.get("/api/auth/profile/"), "profile")).role).toBe("branch_owner");
  }

  // A product of the new store, then Publish: its pages exist afterwards.
  const branches = (await json<{ results: { id: number; name: string }[] }>(await admin.get(`/api/branches/?store=${store.id}`), "branches")).results;
  const product = await json<{ id: number }>(
    await owner.api.post("/api/products/", {
      multipart: { name: `Kettle ${tag}`, name_ar: `غلاية ${tag}`, sku: `kettle-${tag}`, base_price: "300", store: String(store.id), image },
    }),
    "product",
  );
  await json(
    await owner.api.post("/api/branch-products/", { data: { branch_id: branches[0].id, product_id: product.id, price: "280.00", stock: 9 } }),
    "listing",
  );
  expect((await page.request.get(`/en/store/${store.slug}/`)).status()).toBe(404);

  await page.getByTestId("admin-tab-publish").click();
  await page.getByTestId("publish-button").click();
  await expect(page.getByTestId("publish-button")).toBeDisabled();
  // The storefront keeps serving while the site is rebuilt and swapped. The press is the newest
  // run a super admin asked for: parallel journeys' changes may schedule an automatic run after
  // it (ADR 0016, addendum), which the tab then shows as the next publish.
  const pressed = page.getByTestId("publish-history-row").and(page.locator('[data-cause="manual"]')).first();
  let served = 0;
  for (const started = Date.now(); (await pressed.getAttribute("data-status")) !== "done"; served++) {
    expect(await pressed.getAttribute("data-status"), (await page.getByTestId("publish-run").textContent()) ?? "").not.toBe("failed");
    expect(Date.now() - started, "publishing took over 5 minutes").toBeLessThan(5 * 60_000);
    expect((await page.request.get("/en/")).status()).toBe(200);
    await page.waitForTimeout(250);
  }
  expect(served).toBeGreaterThan(0);
  await expect(pressed.locator("td").last()).toContainText(/\d/);
  await expect(pressed).toContainText(ADMIN.identifier);

  await expect.poll(async () => (await page.request.get(`/en/store/${store.slug}/`)).status(), { timeout: 20_000 }).toBe(200);
  // The store page lists the branches with their addresses, in both languages, and never a
  // login name: the owner has no name, so none shows.
  for (const locale of ["en", "ar"] as const) {
    await page.goto(`/${locale}/store/${store.slug}/`);
    const footer = page.getByTestId("store-footer");
    for (const { city, address } of places) {
      await expect(footer.getByTestId("store-branch").filter({ hasText: address })).toContainText(city);
    }
    await expect(footer.getByTestId("store-owner")).toHaveCount(0);
    const html = await page.content();
    for (const p of [owner, ...managers]) expect(html).not.toContain(p.username);
  }
  const visitor = await apiSession(baseURL!);
  const publicStore = await (await visitor.get(`/api/stores/${store.id}/`)).text();
  for (const p of [owner, ...managers]) expect(publicStore).not.toContain(p.username);
  await visitor.dispose();
  expect(
    (await json<{ results: { phone_number: string }[] }>(await admin.get(`/api/branches/?store=${store.id}`), "branches")).results
      .map((b) => b.phone_number)
      .sort(),
  ).toEqual(["0224151234", "01012345678"].sort());
  await page.goto(`/en/product/${product.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Kettle ${tag}`);

  // A new theme shows on the store page at once, without another publish.
  await page.goto("/en/admin/themes/");
  await page.getByTestId("theme-primary-hex").fill("#7C3AED");
  await page.getByTestId("theme-save").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Theme updated successfully" })).toBeVisible();
  await page.goto(`/en/store/${store.slug}/`);
  await expect(page.locator("html")).toHaveAttribute("data-live-theme", "loaded");
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim().toLowerCase());
  expect(primary).toBe("#7c3aed");
  await admin.dispose();
});

/** A store of the test's own, made through the API: an owner, two branches, a manager on the first, a listing in each. */
async function storeWorld(baseURL: string) {
  const admin = await apiSession(baseURL, ADMIN.identifier);
  const owner = await person(baseURL, "owner");
  const manager = await person(baseURL, "mgr");
  const tag = unique("");
  const store = await json<Store>(
    await admin.post("/api/stores/", { data: { name: `World ${tag}`, name_ar: `عالم ${tag}`, owner_username: owner.username } }),
    "store",
  );
  const branches: { id: number; name: string }[] = [];
  for (const city of ["Maadi", "Zamalek"]) {
    branches.push(
      await json(await admin.post("/api/branches/", { data: { name: `${city} ${tag}`, name_ar: `فرع ${city}`, store: store.id } }), "branch"),
    );
  }
  const row = await json<{ id: number }>(
    await admin.post("/api/responsibles/", { data: { username: manager.username, branch: branches[0].id } }),
    "manager",
  );
  const product = await json<{ id: number }>(
    await owner.api.post("/api/products/", {
      multipart: { name: `Tray ${tag}`, sku: `tray-${tag}`, base_price: "90", store: String(store.id), image },
    }),
    "product",
  );
  const listings: number[] = [];
  for (const b of branches) {
    listings.push(
      (
        await json<{ id: number }>(
          await owner.api.post("/api/branch-products/", { data: { branch_id: b.id, product_id: product.id, price: "80.00", stock: 4 } }),
          "listing",
        )
      ).id,
    );
  }
  return { admin, owner, manager, managerRow: row.id, store, branches, listings, tag };
}

test("moving a manager moves their access, and removing them ends it", async ({ page, baseURL }) => {
  const w = await storeWorld(baseURL!);
  const stockOf = (listing: number) => w.manager.api.patch(`/api/branch-products/${listing}/`, { data: { stock: 7 } });
  expect((await stockOf(w.listings[0])).status()).toBe(200);
  expect((await stockOf(w.listings[1])).status()).toBe(403);

  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto("/en/admin/managers/");
  await page.getByTestId("managers-search").fill(w.manager.username);
  await expect(page).toHaveURL(new RegExp(`/en/admin/managers/\\?search=${w.manager.username}$`));
  const row = page.getByTestId("manager-row").filter({ hasText: w.manager.username });
  await expect(page.getByTestId("manager-row")).toHaveCount(1);
  await expect(row).toContainText(w.branches[0].name);
  await row.getByTestId("manager-edit").click();
  await page.getByTestId("manager-branch").selectOption(String(w.branches[1].id));
  await page.getByTestId("manager-save").click();
  await expect(row).toContainText(w.branches[1].name);

  // The server follows the move at once: the old branch is refused, the new one allowed.
  expect((await stockOf(w.listings[0])).status()).toBe(403);
  expect((await stockOf(w.listings[1])).status()).toBe(200);

  await row.getByTestId("manager-remove").click();
  await expect(page.getByTestId("remove-manager-body")).toContainText(w.manager.username);
  await page.getByTestId("confirm-remove-manager").click();
  await expect(row).toHaveCount(0);
  expect((await stockOf(w.listings[1])).status()).toBe(403);
  // With no store or branch left they are a customer again.
  expect((await json<{ role: string }>(await w.manager.api.get("/api/auth/profile/"), "profile")).role).toBe("customer");
  await w.admin.dispose();
});

test("the store's owner edits settings and theme; a manager who is not the owner reads them only, and the server refuses them", async ({
  page,
  baseURL,
}) => {
  const w = await storeWorld(baseURL!);
  await signIn(page, baseURL!, w.owner.username);
  await page.goto("/en/admin/settings/");
  await expect(page.getByTestId("settings-read-only")).toHaveCount(0);
  await page.getByTestId("settings-name").fill(`Renamed ${w.tag}`);
  await page.getByTestId("settings-save").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Settings updated successfully" })).toBeVisible();
  expect((await json<Store>(await w.admin.get(`/api/stores/${w.store.id}/`), "store")).name).toBe(`Renamed ${w.tag}`);
  await page.getByTestId("admin-tab-themes").click();
  await expect(page.getByTestId("theme-save")).toBeEnabled();
  // The owner does not see the super admin's tabs.
  await expect(page.getByTestId("admin-tab-stores")).toHaveCount(0);
  await expect(page.getByTestId("admin-tab-managers")).toHaveCount(0);

  const managerPage = await page.context().browser()!.newPage({ baseURL });
  await signIn(managerPage, baseURL!, w.manager.username);
  for (const tab of ["themes", "settings"]) {
    await managerPage.goto(`/en/admin/${tab}/`);
    await expect(managerPage.getByTestId(`${tab}-read-only`)).toContainText("owner");
    await expect(managerPage.getByTestId(`${tab === "themes" ? "theme" : "settings"}-save`)).toHaveCount(0);
  }
  expect((await w.manager.api.patch(`/api/stores/${w.store.id}/`, { data: { name: "Mine now" } })).status()).toBe(403);
  expect((await json<Store>(await w.admin.get(`/api/stores/${w.store.id}/`), "store")).name).toBe(`Renamed ${w.tag}`);
  await managerPage.close();
  await w.admin.dispose();
});

test("the history in both languages: who changed the store, when, before and after; a branch's own history from its card", async ({
  page,
  baseURL,
}) => {
  const w = await storeWorld(baseURL!);
  await json(await w.owner.api.patch(`/api/stores/${w.store.id}/`, { data: { name: `Before ${w.tag}` } }), "rename");
  await signIn(page, baseURL!, ADMIN.identifier);

  await page.goto(`/ar/admin/history/?object=store&object_id=${w.store.id}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const rename = page.getByTestId("history-row").filter({ hasText: w.owner.username });
  await expect(rename).toContainText(`Before ${w.tag}`);
  await expect(rename.getByTestId("history-before")).toContainText(`World ${w.tag}`);
  // The store by its name in the page's language (kept with the record), linked while it exists.
  await expect(rename.getByTestId("history-object")).toContainText(`عالم ${w.tag}`);
  await expect(rename.getByTestId("history-object")).toHaveAttribute("href", "/ar/admin/stores/");
  await expect(page.getByTestId("history-row").filter({ hasText: ADMIN.identifier }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/en/admin/branches/?store=${w.store.id}`);
  const card = page.getByTestId("branch-card").filter({ hasText: w.branches[0].name });
  await card.getByTestId("history-link").click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/history/\\?object=branch&object_id=${w.branches[0].id}$`));
  await expect(page.getByTestId("history-row").first()).toContainText(ADMIN.identifier);
  await expect(page.getByTestId("history-object").first()).toContainText(w.branches[0].name);
  await expect(page.getByTestId("history-object").first()).not.toContainText("#");

  // A deleted branch keeps its name in the history, but no longer links anywhere.
  expect((await w.admin.delete(`/api/branches/${w.branches[1].id}/`)).status()).toBe(204);
  await page.goto(`/en/admin/history/?object=branch&object_id=${w.branches[1].id}`);
  const gone = page.getByTestId("history-object");
  await expect(gone.first()).toContainText(w.branches[1].name);
  await expect(page.locator("a[data-testid=history-object]")).toHaveCount(0);
  await w.admin.dispose();
});

test("the branch form in Arabic: the spec's rules in order, in Arabic, right to left, and axe finds nothing serious", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto("/ar/admin/branches/");
  await page.getByTestId("branch-new").click();
  const rules = ar.admin.branches.form.rules;
  const save = page.getByTestId("branch-form-save");
  // One message at a time, in the spec's order: name, store, manager, theme.
  await save.click();
  await expect(page.getByTestId("branch-form-name-error")).toHaveText(rules.name);
  await expect(page.getByTestId("branch-form-name")).toBeFocused();
  await page.getByTestId("branch-form-name").fill("فرع الاختبار");
  await save.click();
  await expect(page.getByTestId("branch-form-name-error")).toHaveCount(0);
  await expect(page.getByTestId("branch-form-store-error")).toHaveText(rules.store);
  const store = await page.getByTestId("branch-form-store").locator("option").nth(1).getAttribute("value");
  await page.getByTestId("branch-form-store").selectOption(store!);
  await save.click();
  await expect(page.getByTestId("branch-form-manager-error")).toHaveText(rules.manager);
  await pick(page, "branch-form-manager", ADMIN.identifier);
  await page.getByTestId("branch-form-theme").selectOption("");
  await save.click();
  await expect(page.getByTestId("branch-form-theme-error")).toHaveText(rules.theme);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("branch-form-save")).toHaveCount(0);
});
