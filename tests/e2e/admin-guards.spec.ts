// The dashboard's guards (issue 23): a person typed in full in a picker is looked up, never
// dropped; a move that cannot be undone (cancel, deliver; one order or a bulk move) is asked
// first in a dialog naming the orders; the tables fit their box at 1280 px and become cards on
// a phone; the sidebar says what the person runs; a tab a manager may not open says why; the
// staff's order page is in the dashboard's frame. Screens are saved in each test's output folder.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { emailOf, unique } from "./accounts";
import { apiSession, makeWorld, signIn, type World } from "./admin-world";
import { ADMIN } from "./merchant";
import { screenshot, seriousViolations } from "./page-checks";

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const shot = (page: Page, name: string) => screenshot(page, `${name}-${page.viewportSize()?.width}`);

let world: World;
let owner: { username: string; api: APIRequestContext };
test.beforeAll(async ({ playwright: _ }, info) => {
  const baseURL = info.project.use.baseURL!;
  world = await makeWorld(baseURL);
  const username = unique("owner");
  owner = { username, api: await apiSession(baseURL, username, true) };
  const res = await world.admin.patch(`/api/stores/${world.store.id}/`, { data: { owner_username: username } });
  expect(res.status(), await res.text()).toBe(200);
});
test.afterAll(async () => {
  await world?.dispose();
  await owner?.api.dispose();
});

const statusOf = async (id: number) => (await (await world.customer.api.get(`/api/orders/${id}/`)).json()).status as string;
const stockOf = async (listing: number) => (await (await world.admin.get(`/api/branch-products/${listing}/`)).json()).stock as number;

test.describe("a person typed in full is looked up, never dropped", () => {
  test("New Store: an owner's exact username saved without choosing the suggestion is the owner; a name that is no one is an error on the field", async ({
    page,
    baseURL,
  }) => {
    const person = unique("typed");
    (await apiSession(baseURL!, person, true)).dispose();
    const tag = unique("");
    await signIn(page, baseURL!, ADMIN.identifier);
    await page.goto("/en/admin/stores/");
    await page.getByTestId("store-new").click();
    await page.getByTestId("store-form-name").fill(`Typed ${tag}`);
    await page.getByTestId("store-form-owner").fill(person.toUpperCase());
    await page.getByTestId("store-form-save").click();
    const card = page.getByTestId("store-card").filter({ hasText: `Typed ${tag}` });
    await expect(card.getByTestId("store-owner")).toContainText(emailOf(person));
    const [made] = (await (await world.admin.get(`/api/stores/?slug=typed-${tag}`)).json()).results;
    expect(made.owner.username).toBe(person);

    await page.getByTestId("store-new").click();
    await page.getByTestId("store-form-name").fill(`Nobody ${tag}`);
    await page.getByTestId("store-form-owner").fill(`nobody-${tag}`);
    await page.getByTestId("store-form-save").click();
    await expect(page.getByTestId("store-form-owner-error")).toBeVisible();
    await expect(page.getByTestId("store-form-owner")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("store-form-owner")).toHaveValue(`nobody-${tag}`);
    await page.getByTestId("store-form-owner-error").scrollIntoViewIfNeeded();
    await shot(page, "store-form-unknown-owner-en");
    await expect(page.getByTestId("toast").filter({ hasText: "Store created" })).toHaveCount(0);
    expect((await (await world.admin.get(`/api/stores/?slug=nobody-${tag}`)).json()).results).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("New branch (Arabic): a manager typed in full is looked up; a name that is no one is an error on the field", async ({ page, baseURL }) => {
    const person = unique("typedmgr");
    (await apiSession(baseURL!, person, true)).dispose();
    const tag = unique("");
    await signIn(page, baseURL!, ADMIN.identifier);
    await page.goto(`/ar/admin/branches/?store=${world.store.id}`);
    await page.getByTestId("branch-new").click();
    await page.getByTestId("branch-form-name").fill(`Typed ${tag}`);
    await page.getByTestId("branch-form-store").selectOption(String(world.store.id));
    await expect(page.getByTestId("branch-form-theme")).toBeEnabled();
    await page.getByTestId("branch-form-theme").selectOption({ index: 1 });
    await page.getByTestId("branch-form-manager").fill(`nobody-${tag}`);
    await page.getByTestId("branch-form-save").click();
    await expect(page.getByTestId("branch-form-manager-error")).toContainText(`لا يوجد مستخدم باسم «nobody-${tag}»`);
    await expect(page.getByTestId("branch-form-manager")).toBeFocused();
    await shot(page, "branch-form-unknown-manager-ar");
    await page.setViewportSize(PHONE);
    await page.getByTestId("branch-form-manager-error").scrollIntoViewIfNeeded();
    await shot(page, "branch-form-unknown-manager-ar");
    await page.setViewportSize(WIDE);

    await page.getByTestId("branch-form-manager").fill(person);
    await page.getByTestId("branch-form-manager").press("Escape");
    await page.getByTestId("branch-form-save").click();
    await expect(page.getByTestId("branch-form-save")).toHaveCount(0);
    const branches = (await (await world.admin.get(`/api/branches/?store=${world.store.id}&page_size=100`)).json()).results;
    expect(branches.find((b: { name: string }) => b.name === `Typed ${tag}`)?.manager?.username).toBe(person);
  });
});

test.describe("a move that cannot be undone is asked first", () => {
  test("removing a product's picture asks in place; Keep it changes nothing", async ({ page, baseURL }) => {
    const branch = world.branches[0];
    const item = await world.product(branch.id, { name: unique("Pictured lamp ") });
    await signIn(page, baseURL!, ADMIN.identifier);
    await page.goto(`/en/admin/products/?search=${encodeURIComponent(item.name)}`);
    await page.getByTestId("offer-row").filter({ hasText: item.name }).getByTestId("product-images").click();
    const images = page.getByRole("dialog", { name: `Images of ${item.name}` });
    await expect(images.getByTestId("images-current").locator("img")).toHaveCount(1);
    await images.getByTestId("image-remove").click();
    await expect(images.getByTestId("image-remove-keep")).toBeFocused();
    await shot(page, "images-remove-ask-en");
    await images.getByTestId("image-remove-keep").click();
    await expect(images.getByTestId("images-current").locator("img")).toHaveCount(1);
    const count = async () => ((await (await world.admin.get(`/api/products/${item.id}/`)).json()).images ?? []).length;
    expect(await count()).toBe(1);
    await images.getByTestId("image-remove").click();
    await images.getByTestId("image-remove-confirm").click();
    await expect(images.getByTestId("images-current")).toHaveCount(0);
    expect(await count()).toBe(0);
  });

  test("Cancel Order asks, naming the order; Escape and Go back change nothing; confirming cancels and returns the stock", async ({
    page,
    baseURL,
  }) => {
    const branch = world.branches[0];
    const item = await world.product(branch.id, { stock: 10 });
    const order = await world.order(item.id, branch.id, "120.00", 2);
    expect(await stockOf(item.listing)).toBe(8);
    await signIn(page, baseURL!, ADMIN.identifier);
    await page.goto(`/en/admin/orders/?branch=${branch.id}&status=pending`);
    const row = page.locator(`[data-order="${order.id}"]`);
    const dialog = page.getByRole("dialog");

    await row.getByTestId("move-cancelled").click();
    await expect(dialog).toContainText(`Cancel order #${order.id}?`);
    await expect(page.getByTestId("final-move-body")).toContainText(`Order #${order.id} will be cancelled`);
    await expect(page.getByTestId("final-move-body")).toContainText("stock");
    await expect(page.getByTestId("final-move-body")).toContainText("customer");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    expect(await statusOf(order.id)).toBe("pending");

    await row.getByTestId("move-cancelled").click();
    await page.getByTestId("confirm-final-move-dismiss").click();
    await expect(dialog).toHaveCount(0);
    expect(await statusOf(order.id)).toBe("pending");

    await row.getByTestId("move-cancelled").click();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "orders-cancel-en");
    await page.setViewportSize(PHONE);
    await shot(page, "orders-cancel-en");
    await page.setViewportSize(WIDE);
    await page.getByTestId("confirm-final-move").click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByTestId("order-status")).toHaveText("Cancelled");
    expect(await statusOf(order.id)).toBe("cancelled");
    expect(await stockOf(item.listing)).toBe(10);
  });

  test("a bulk move to Cancelled (Arabic) names every order and counts them; Escape changes nothing; confirming cancels them all", async ({
    page,
    baseURL,
  }) => {
    const branch = world.branches[0];
    const item = await world.product(branch.id);
    const orders = [await world.order(item.id, branch.id, "120.00"), await world.order(item.id, branch.id, "120.00")];
    await signIn(page, baseURL!, ADMIN.identifier);
    await page.goto(`/ar/admin/orders/?branch=${branch.id}&status=pending`);
    for (const o of orders) await page.locator(`[data-order="${o.id}"]`).getByTestId("select-order").check();
    await page.getByTestId("bulk-status").selectOption("cancelled");
    await page.getByTestId("bulk-apply").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("إلغاء الطلبين؟");
    await expect(page.getByTestId("final-move-body")).toContainText(`#${orders[0].id} و#${orders[1].id}`);
    for (const size of [PHONE, WIDE]) {
      await page.setViewportSize(size);
      await shot(page, "orders-bulk-cancel-ar");
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    for (const o of orders) expect(await statusOf(o.id)).toBe("pending");

    await page.getByTestId("bulk-apply").click();
    await page.getByTestId("confirm-final-move").click();
    await expect(page.getByTestId("bulk-report")).toBeVisible();
    for (const o of orders) expect(await statusOf(o.id)).toBe("cancelled");
  });
});

test.describe("the staff's order page", () => {
  test("is in the dashboard's frame, not the storefront's; marking it delivered asks first", async ({ page, baseURL }) => {
    const branch = world.branches[0];
    const item = await world.product(branch.id);
    const order = await world.order(item.id, branch.id, "120.00");
    for (const status of ["confirmed", "shipped"]) {
      const res = await world.admin.patch(`/api/orders/${order.id}/`, { data: { status } });
      expect(res.status(), await res.text()).toBe(200);
    }
    await signIn(page, baseURL!, ADMIN.identifier);
    for (const locale of ["en", "ar"] as const) {
      await page.setViewportSize(WIDE);
      await page.goto(`/${locale}/admin/orders/${order.id}/`);
      await expect(page.getByTestId("admin-header")).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId("status-control")).toBeVisible();
      await expect(page.getByTestId("admin-tab-orders")).toHaveAttribute("aria-current", "page");
      for (const storefront of ["nav-links", "cart-button", "wishlist-link"]) await expect(page.getByTestId(storefront)).toHaveCount(0);
      await shot(page, `admin-order-${locale}`);
      await page.setViewportSize(PHONE);
      await expect(page.getByTestId("admin-menu-toggle")).toBeVisible();
      await shot(page, `admin-order-${locale}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await page.setViewportSize(WIDE);
    await page.goto(`/en/admin/orders/${order.id}/`);
    await page.getByTestId("status-control").getByRole("combobox").selectOption("delivered");
    await page.getByTestId("status-control").getByRole("button").click();
    await expect(page.getByRole("dialog")).toContainText(`Mark order #${order.id} as delivered?`);
    await shot(page, "admin-order-deliver-confirm-en");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await statusOf(order.id)).toBe("shipped");
    await page.getByTestId("status-control").getByRole("combobox").selectOption("delivered");
    await page.getByTestId("status-control").getByRole("button").click();
    await page.getByTestId("confirm-final-move").click();
    await expect.poll(() => statusOf(order.id)).toBe("delivered");
  });
});

test.describe("who the person is, and where they may go", () => {
  test("a manager is named by their branch, an owner by their store, in both languages", async ({ page, baseURL }) => {
    await signIn(page, baseURL!, world.manager.username);
    await page.goto("/en/admin/");
    await expect(page.getByTestId("admin-role")).toHaveText(`Manager of ${world.branches[1].name}`, { timeout: 15_000 });
    await shot(page, "role-manager-en");
    await page.goto("/ar/admin/");
    await expect(page.getByTestId("admin-role")).toHaveText("مدير فرع Zamalek", { timeout: 15_000 });
    await signIn(page, baseURL!, owner.username);
    await page.goto("/en/admin/");
    await expect(page.getByTestId("admin-role")).toHaveText(`Owner of ${world.store.name}`, { timeout: 15_000 });
    await page.goto("/ar/admin/");
    await expect(page.getByTestId("admin-role")).toHaveText(`مالك متجر ${world.store.name.replace("Store ", "")}`, { timeout: 15_000 });
    await shot(page, "role-owner-ar");
  });

  test("a manager at Managers, Stores or Publish is told why and offered their own tabs", async ({ page, baseURL }) => {
    await signIn(page, baseURL!, world.manager.username);
    for (const [locale, tab, title] of [
      ["en", "managers", "The Managers tab is not open to you"],
      ["ar", "stores", "قسم المتاجر غير متاح لك"],
      ["en", "publish", "The Publish tab is not open to you"],
    ] as const) {
      await page.setViewportSize(WIDE);
      await page.goto(`/${locale}/admin/${tab}/`);
      const notice = page.getByTestId("admin-not-allowed");
      await expect(notice).toContainText(title, { timeout: 15_000 });
      await expect(page.getByTestId("products-table")).toHaveCount(0);
      await shot(page, `not-allowed-${tab}-${locale}`);
      await page.setViewportSize(PHONE);
      await shot(page, `not-allowed-${tab}-${locale}`);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("admin-not-allowed-go-orders").click();
    await expect(page).toHaveURL(/\/en\/admin\/orders\/$/);
    await expect(page.getByTestId("admin-tab-orders")).toHaveAttribute("aria-current", "page");
  });
});

test("the History tab's user filter: Enter after a full username filters by that person; a name that is no one says so", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto("/en/admin/history/");
  const field = page.getByTestId("history-user-filter");
  await field.fill("nobody-at-all-here");
  await field.press("Enter");
  await expect(page.getByTestId("history-user-filter-note")).toContainText("No user matches “nobody-at-all-here”");
  await field.fill(world.manager.username.toUpperCase());
  await field.press("Enter");
  await expect(page.getByTestId("history-actor-chip")).toContainText(world.manager.username);
  await expect(page).toHaveURL(/actor=\d+/);
});

/** Whether the table is no wider than its box (the box would scroll it). */
const tableFits = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((table) => ({ table: table.scrollWidth, box: (table.parentElement as HTMLElement).clientWidth }));
const pageFits = (page: Page) => page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));

for (const locale of ["en", "ar"] as const) {
  test(`the tables fit their box at 1280 px and become cards at 390 px (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const branch = world.branches[0];
    const item = await world.product(branch.id, { name: unique("A rather long product name for the table ") });
    // Orders that need action: pending ones offer Confirm, Processing and Cancel side by side.
    for (let i = 0; i < 3; i++) await world.order(item.id, branch.id, "120.00");
    await signIn(page, baseURL!, ADMIN.identifier);
    const screens = [
      ["orders", `/${locale}/admin/orders/?branch=${branch.id}&status=pending`, "orders-table"],
      ["products", `/${locale}/admin/products/`, "products-table"],
      ["managers", `/${locale}/admin/managers/`, "managers-table"],
      ["history", `/${locale}/admin/history/`, "history-table"],
      ["branches", `/${locale}/admin/branches/?store=${world.store.id}`, null],
      ["stores", `/${locale}/admin/stores/`, null],
    ] as const;
    for (const [name, path, table] of screens) {
      await page.setViewportSize(WIDE);
      await page.goto(path);
      await expect(page.getByTestId(`admin-tab-${name === "products" ? "products" : name}`)).toHaveAttribute("aria-current", "page", {
        timeout: 15_000,
      });
      if (table) {
        await expect(page.getByTestId(table)).toBeVisible();
        const fit = await tableFits(page, table);
        expect(fit.table, `${name} table at 1280 px`).toBeLessThanOrEqual(fit.box);
      } else {
        await expect(page.getByTestId(name === "branches" ? "branch-card" : "store-card").first()).toBeVisible();
      }
      expect((await pageFits(page)).page, `${name} page at 1280 px`).toBeLessThanOrEqual(WIDE.width);
      if (name === "orders") {
        // Every row's last button (Details) is in view, not clipped or off-screen.
        for (const details of await page.getByTestId("order-details").all()) {
          const box = (await details.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(WIDE.width);
        }
      }
      await shot(page, `${name}-${locale}`);
      await page.setViewportSize(PHONE);
      const fit = await pageFits(page);
      expect(fit.page, `${name} page at 390 px`).toBeLessThanOrEqual(fit.window);
      await shot(page, `${name}-${locale}`);
    }
  });
}
