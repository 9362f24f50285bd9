// The admin dashboard (docs/product.md §2): who may enter, the Products tab's whole product
// journey with every form rule on the way, in-place offer edits, the Orders tab's bulk dispatch
// and bills, a branch manager's narrower view, both languages, keyboard and axe.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { register, unique } from "./accounts";
import { GIF_1PX, makeWorld, PNG_1PX, signIn, type World } from "./admin-world";
import { ADMIN } from "./merchant";
import { seriousViolations } from "./page-checks";

let world: World;
test.beforeAll(async ({ playwright: _ }, info) => {
  world = await makeWorld(info.project.use.baseURL!);
});
test.afterAll(async () => world?.dispose());

const rowOf = (page: import("@playwright/test").Page, text: string) => page.getByTestId("offer-row").filter({ hasText: text });

for (const locale of ["en", "ar"] as const) {
  test(`a customer is told they may not enter (${locale})`, async ({ page }) => {
    await register(page, unique("shopper"), locale);
    await page.goto(`/${locale}/admin/`);
    const denied = page.getByTestId("admin-denied");
    // The dashboard's first load (its island and the session read) on a busy 2-core CI
    // machine has taken longer than the default 7 s once: the answer, not its speed, is tested here.
    await expect(denied).toContainText(locale === "en" ? "Access Denied" : "غير مسموح بالدخول", { timeout: 15_000 });
    await expect(denied).toContainText(locale === "en" ? "You don't have permission to view this page." : "ليست لديك صلاحية لعرض هذه الصفحة.");
    await expect(denied.getByRole("link")).toHaveAttribute("href", `/${locale}/`);
  });
}

test("a visitor is sent to sign in and comes back to the dashboard", async ({ page }) => {
  await page.goto("/en/admin/orders/");
  await expect(page).toHaveURL(/\/en\/login\/\?next=%2Fen%2Fadmin%2Forders%2F$/);
});

test("the shell: tabs with their own addresses, back and forward, reload, keyboard, phone menu, Arabic", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto("/ar/products/");
  await page.getByTestId("nav-links").getByTestId("nav-admin").click();
  await expect(page).toHaveURL(/\/ar\/admin\/$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // As for the customer above: in one CI run three of the dashboard's chunks were still pending
  // after 7 s (the trace shows the requests sent, no answer), with both workers' browsers and
  // the workers on 2 cores. What is tested is the shell, not the static server's speed.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("لوحة التحكم", { timeout: 15_000 });
  await expect(page.getByTestId("admin-user")).toContainText("مدير عام");
  // Home is the dashboard's first tab (issue 31).
  await expect(page.getByTestId("admin-tab-home")).toHaveAttribute("aria-current", "page");
  await page.getByTestId("admin-tab-orders").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ar\/admin\/orders\/$/);
  await expect(page.getByRole("heading", { name: "الطلبات", level: 2 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/ar\/admin\/$/);
  await expect(page.getByRole("heading", { name: "الأرقام", level: 2 })).toBeVisible();
  await page.goForward();
  await page.reload();
  await expect(page.getByTestId("admin-tab-orders")).toHaveAttribute("aria-current", "page");
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByTestId("admin-tab-products")).toBeHidden();
  await page.getByTestId("admin-menu-toggle").click();
  await page.getByTestId("admin-tab-products").click();
  await expect(page).toHaveURL(/\/ar\/admin\/products\/$/);
  await expect(page.getByTestId("admin-tab-products")).toBeHidden();
});

test("a super admin creates a product through every form rule, then edits, moves, re-prices and deletes it", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const taken = await world.product(world.branches[0].id);
  const [maadi, zamalek] = world.branches;
  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto("/en/admin/products/");
  await page.getByTestId("add-product").click();
  const dialog = page.getByRole("dialog", { name: "Add Product" });
  const error = dialog.getByTestId("form-error");
  const save = () => page.getByTestId("form-save").click();

  await save();
  await expect(error).toHaveText("Please select a branch");
  await dialog.getByTestId("form-branch").selectOption(String(maadi.id));
  await save();
  await expect(error).toHaveText("Please fill in all required fields with valid values");
  const name = unique("Desk Lamp ");
  await dialog.getByTestId("form-name").fill(name);
  await expect(dialog.getByTestId("form-sku")).toHaveValue(name.toLowerCase().replaceAll(" ", "-"));
  await dialog.getByTestId("form-base_price").fill("0");
  await save();
  await expect(error).toHaveText("Please fill in all required fields with valid values");
  await dialog.getByTestId("form-base_price").fill("150");
  await dialog.getByTestId("form-price").fill("0");
  await dialog.getByTestId("form-stock").fill("7");
  await save();
  await expect(error).toHaveText("Branch price must be greater than 0 and stock cannot be negative");
  await dialog.getByTestId("form-price").fill("99.50");
  await save();
  await expect(error).toHaveText("Please upload a JPEG or PNG image");
  await dialog.getByTestId("form-image").setInputFiles({ name: "lamp.gif", mimeType: "image/gif", buffer: GIF_1PX });
  await save();
  await expect(error).toHaveText("Please upload a JPEG or PNG image");
  await dialog
    .getByTestId("form-image")
    .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024)]) });
  await save();
  await expect(error).toHaveText("Image size must be less than 5MB");
  await dialog.getByTestId("form-image").setInputFiles({ name: "lamp.png", mimeType: "image/png", buffer: PNG_1PX });
  await dialog.getByTestId("form-sku").fill(taken.sku);
  await expect(dialog.getByTestId("form-sku-note")).toHaveText("SKU is already in use");
  await save();
  await expect(error).toHaveText("Please resolve SKU validation errors");
  await dialog.getByTestId("form-sku-auto").click();
  await expect(dialog.getByTestId("form-sku-note")).toHaveText("SKU is available");
  await dialog.getByTestId("form-description").fill("Warm light for late reading.");
  await save();
  await expect(dialog).toBeHidden();

  await page.getByTestId("admin-product-search").fill(name);
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(maadi.name);
  const listed = await (await page.request.get(`/api/products/?search=${encodeURIComponent(name)}`)).json();
  expect(listed.results.map((p: { name: string }) => p.name)).toEqual([name]);
  const productId: number = listed.results[0].id;
  expect(listed.results[0].description).toContain("Warm light");

  // More pictures, one of them a GIF; the dialog closes itself after saying so.
  await row.getByTestId("product-images").click();
  const images = page.getByRole("dialog", { name: `Images of ${name}` });
  await images.getByTestId("images-upload").click();
  await expect(images.getByTestId("images-messages")).toHaveText("Please select at least one image.");
  await images.getByTestId("images-files").setInputFiles([
    { name: "side.gif", mimeType: "image/gif", buffer: GIF_1PX },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
  ]);
  await images.getByTestId("images-upload").click();
  await expect(images.getByTestId("images-messages")).toHaveText("notes.txt: Only JPEG, PNG, or GIF files are allowed.");
  await images.getByTestId("images-files").setInputFiles([
    { name: "side.gif", mimeType: "image/gif", buffer: GIF_1PX },
    { name: "back.png", mimeType: "image/png", buffer: PNG_1PX },
  ]);
  await images.getByTestId("images-upload").click();
  await expect(images.getByTestId("images-messages")).toHaveText("Images added successfully!");
  await expect(images).toBeHidden();
  expect((await (await page.request.get(`/api/products/${productId}/`)).json()).images).toHaveLength(3);

  // Edit: a new name, and the offer moves to the other branch.
  await rowOf(page, name).getByTestId("product-edit").click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  await expect(edit.getByTestId("form-name")).toHaveValue(name);
  const renamed = `${name} Pro`;
  await edit.getByTestId("form-name").fill(renamed);
  await edit.getByTestId("form-branch").selectOption(String(zamalek.id));
  await edit.getByTestId("form-save").click();
  await expect(edit).toBeHidden();
  await page.getByTestId("admin-product-search").fill(renamed);
  await expect(rowOf(page, renamed)).toContainText(zamalek.name);
  const offers = await (await page.request.get(`/api/branch-products/?product=${productId}`)).json();
  expect(offers.results.map((o: { branch: { id: number } }) => o.branch.id)).toEqual([zamalek.id]);

  // The offer's price and stock, in place.
  const offer = rowOf(page, renamed);
  await offer.getByTestId("offer-price").fill("-3");
  await offer.getByTestId("offer-save").click();
  await expect(offer).toContainText("greater than 0");
  await offer.getByTestId("offer-price").fill("89.90");
  await offer.getByTestId("offer-stock").fill("3");
  await offer.getByTestId("offer-save").click();
  await expect(offer.getByTestId("offer-save")).toBeHidden();
  const after = await (await page.request.get(`/api/branch-products/${offers.results[0].id}/`)).json();
  expect([after.price, after.stock]).toEqual(["89.90", 3]);
  await page.getByTestId("stock-filter").selectOption("low");
  await expect(rowOf(page, renamed)).toHaveCount(1);

  // Delete asks first; Escape backs out.
  await rowOf(page, renamed).getByTestId("product-delete").click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await rowOf(page, renamed).getByTestId("product-delete").click();
  await page.getByTestId("confirm-delete").click();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  expect((await page.request.get(`/api/products/${productId}/`)).status()).toBe(404);
});

test("the add form speaks Arabic, right to left", async ({ page, baseURL }) => {
  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto("/ar/admin/products/");
  await page.getByTestId("add-product").click();
  const dialog = page.getByRole("dialog", { name: "إضافة منتج" });
  await page.getByTestId("form-save").click();
  await expect(dialog.getByTestId("form-error")).toHaveText("يرجى اختيار فرع");
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("Add Product in Arabic takes categories, the featured flag, a badge and a short description: the product is in its category, and Edit keeps them", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = unique("");
  const madeCategory = await world.admin.post("/api/products/categories/", { data: { name: `Lamps ${tag}`, name_ar: `مصابيح ${tag}` } });
  expect(madeCategory.status(), await madeCategory.text()).toBe(201);
  const category = (await madeCategory.json()) as { id: number; slug: string };
  const [maadi] = world.branches;
  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto("/ar/admin/products/");
  await page.getByTestId("add-product").click();
  const dialog = page.getByRole("dialog", { name: "إضافة منتج" });
  await dialog.getByTestId("form-branch").selectOption(String(maadi.id));
  const name = `Reading Lamp ${tag}`;
  await dialog.getByTestId("form-name").fill(name);
  await dialog.getByTestId("form-name_ar").fill(`مصباح قراءة ${tag}`);
  await dialog.getByTestId("form-base_price").fill("150");
  await dialog.getByTestId("form-price").fill("140");
  await dialog.getByTestId("form-stock").fill("6");
  await dialog.getByTestId("form-image").setInputFiles({ name: "lamp.png", mimeType: "image/png", buffer: PNG_1PX });
  // The categories are named in the page's language.
  const box = dialog.locator(`[data-category="${category.slug}"]`);
  await expect(
    dialog
      .getByTestId("form-categories")
      .locator("label")
      .filter({ has: page.locator(`[data-category="${category.slug}"]`) }),
  ).toHaveText(`مصابيح ${tag}`);
  await box.check();
  await dialog.getByTestId("form-featured").check();
  await dialog.getByTestId("form-badge").fill("New");
  await dialog.getByTestId("form-badge_ar").fill("جديد");
  await dialog.getByTestId("form-short_description").fill("Warm light for late reading.");
  await dialog.getByTestId("form-short_description_ar").fill("ضوء دافئ للقراءة ليلًا.");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId("form-save").click();
  await expect(dialog).toBeHidden();

  const found = await (await page.request.get(`/api/products/?search=${encodeURIComponent(name)}`)).json();
  expect(found.results).toHaveLength(1);
  expect(found.results[0]).toMatchObject({
    category_ids: [category.id],
    is_featured: true,
    badge: "New",
    badge_ar: "جديد",
    short_description: "Warm light for late reading.",
    short_description_ar: "ضوء دافئ للقراءة ليلًا.",
  });
  // In its category, in both languages.
  for (const locale of ["ar", "en"] as const) {
    await page.goto(`/${locale}/products/?category=${category.slug}`);
    await expect(page.getByTestId("products-grid").locator("article h3")).toHaveText([locale === "ar" ? `مصباح قراءة ${tag}` : name]);
  }

  // Edit starts from them; taking the category off saves.
  await page.goto("/en/admin/products/");
  await page.getByTestId("admin-product-search").fill(name);
  await rowOf(page, name).getByTestId("product-edit").click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  await expect(edit.locator(`[data-category="${category.slug}"]`)).toBeChecked();
  await expect(edit.getByTestId("form-featured")).toBeChecked();
  await expect(edit.getByTestId("form-badge")).toHaveValue("New");
  await expect(edit.getByTestId("form-short_description_ar")).toHaveValue("ضوء دافئ للقراءة ليلًا.");
  await edit.locator(`[data-category="${category.slug}"]`).uncheck();
  await edit.getByTestId("form-badge").fill("Sale");
  await edit.getByTestId("form-save").click();
  await expect(edit).toBeHidden();
  const edited = await (await page.request.get(`/api/products/${found.results[0].id}/`)).json();
  expect(edited).toMatchObject({ category_ids: [], badge: "Sale", is_featured: true });
});

test("three orders go from pending to delivered in bulk, the customer earns cashback, and two bills print as one PDF", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const branch = world.branches[0];
  const item = await world.product(branch.id, { price: "200.00" });
  const orders = [];
  for (let i = 0; i < 3; i++) orders.push(await world.order(item.id, branch.id, "200.00"));
  const pointsBefore = (await (await world.customer.api.get("/api/my/")).json()).total_points ?? 0;

  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto(`/en/admin/orders/?branch=${branch.id}&status=pending`);
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(3);
  await page.getByTestId("select-all-orders").check();
  for (const [status, next] of [
    ["confirmed", "confirmed"],
    ["shipped", "shipped"],
    ["delivered", "delivered"],
  ] as const) {
    await page.getByTestId("bulk-status").selectOption(status);
    await page.getByTestId("bulk-apply").click();
    // Delivered is final: the dialog names the orders and asks first.
    if (status === "delivered") await page.getByTestId("confirm-final-move").click();
    const report = page.getByTestId("bulk-report");
    for (const o of orders) await expect(report).toContainText(`#${o.id}: now ${next[0].toUpperCase()}${next.slice(1)}`);
    if (status !== "delivered") for (const o of orders) await page.locator(`[data-order="${o.id}"]`).getByTestId("select-order").check();
  }
  for (const o of orders) expect((await (await world.customer.api.get(`/api/orders/${o.id}/`)).json()).status).toBe("delivered");
  const wallet = await (await world.customer.api.get("/api/my/")).json();
  expect(wallet.total_points).toBeGreaterThan(pointsBefore);

  await page.goto(`/en/admin/orders/?branch=${branch.id}&status=delivered`);
  await page.locator(`[data-order="${orders[0].id}"]`).getByTestId("select-order").check();
  await page.locator(`[data-order="${orders[1].id}"]`).getByTestId("select-order").check();
  const download = page.waitForEvent("download");
  await page.getByTestId("bulk-print").click();
  const file = await (await download).path();
  const pdf = await PDFDocument.load(readFileSync(file));
  expect(pdf.getTitle()).toContain(`#${orders[0].id}`);
  expect(pdf.getTitle()).toContain(`#${orders[1].id}`);
  expect(pdf.getPageCount()).toBe(2);
});

test("the orders table pages by the API's cursors: Next, reload and Previous show the same orders", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  // A store of its own, so no other test's orders join its list.
  const own = await makeWorld(baseURL!);
  const branch = own.branches[0];
  const item = await own.product(branch.id, { price: "10.00", stock: 100 });
  for (let i = 0; i < 22; i++) await own.order(item.id, branch.id, "10.00");
  const shownIds = () => page.getByTestId("order-row").evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-order"))));

  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto(`/en/admin/orders/?branch=${branch.id}`);
  await expect(page.getByTestId("order-row")).toHaveCount(20);
  const first = await shownIds();
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.getByTestId("admin-next").click();
  await expect(page).toHaveURL(/[?&]page=2&cursor=[\w-]+/);
  await expect(page.getByTestId("order-row")).toHaveCount(2);
  const second = await shownIds();
  // Newest first: the second page holds the two oldest, none of the first page's.
  expect(second.every((id) => id < Math.min(...first))).toBe(true);
  await page.reload();
  await expect(page.getByTestId("order-row")).toHaveCount(2);
  expect(await shownIds()).toEqual(second);
  await page.getByTestId("admin-previous").click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/\\?branch=${branch.id}$`));
  await expect(page.getByTestId("order-row")).toHaveCount(20);
  expect(await shownIds()).toEqual(first);
  await own.dispose();
});

test("past 100 orders: 'Page n of many', 'More than 100', both languages, Next stops at the last page", async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  // A store of its own with 101 orders: the API's count stops at 100 (count_capped).
  const own = await makeWorld(baseURL!);
  const branch = own.branches[0];
  const item = await own.product(branch.id, { price: "10.00", stock: 200 });
  for (let made = 0; made < 101; made += 6)
    await Promise.all(Array.from({ length: Math.min(6, 101 - made) }, () => own.order(item.id, branch.id, "10.00")));

  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto(`/en/admin/orders/?branch=${branch.id}`);
  await expect(page.getByTestId("order-row")).toHaveCount(20);
  await expect(page.getByText("Page 1 of many")).toBeVisible();
  await expect(page.getByText("More than 100 orders")).toBeVisible();
  for (let n = 2; n <= 6; n++) {
    await page.getByTestId("admin-next").click();
    await expect(page.getByText(`Page ${n} of many`)).toBeVisible();
  }
  // The sixth page holds the 101st order, and there is no seventh.
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await expect(page.getByTestId("admin-next")).toBeDisabled();

  await page.goto(`/ar/admin/orders/?branch=${branch.id}`);
  await expect(page.getByTestId("order-row")).toHaveCount(20);
  await expect(page.getByText(/^صفحة (1|١) من صفحات كثيرة$/)).toBeVisible();
  await expect(page.getByText(/أكثر من (100|١٠٠) طلب/)).toBeVisible();
  await own.dispose();
});

test("the staff's order page has the status control; a customer is refused it", async ({ page, baseURL }) => {
  const branch = world.branches[0];
  const item = await world.product(branch.id);
  const order = await world.order(item.id, branch.id, "120.00");
  await signIn(page, baseURL!, world.customer.username);
  await page.goto(`/en/admin/orders/${order.id}/`);
  await expect(page.getByTestId("admin-denied")).toBeVisible();
  await signIn(page, baseURL!, ADMIN.identifier);
  await page.goto(`/ar/admin/orders/${order.id}/`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("status-control")).toBeVisible();
});

test("a branch manager sees only their branch, and the server refuses the rest", async ({ page, baseURL }) => {
  const [theirs, other] = world.branches;
  const inOther = await world.product(theirs.id, { name: unique("Other-branch kettle ") });
  const inMine = await world.product(other.id, { name: unique("Manager kettle ") });
  await world.order(inMine.id, other.id, "120.00");
  const foreignOrder = await world.order(inOther.id, theirs.id, "120.00");

  await signIn(page, baseURL!, world.manager.username);
  await page.goto(`/en/admin/products/?search=${encodeURIComponent("kettle")}`);
  await expect(rowOf(page, inMine.name)).toHaveCount(1);
  await expect(rowOf(page, inOther.name)).toHaveCount(0);
  await page.getByTestId("admin-tab-orders").click();
  await expect(page.getByTestId("order-row").first()).toBeVisible();
  await expect(page.locator(`[data-order="${foreignOrder.id}"]`)).toHaveCount(0);

  const origin = { Origin: new URL(baseURL!).origin };
  const refused = await page.request.patch(`/api/branch-products/${inOther.listing}/`, { data: { stock: 0 }, headers: origin });
  expect(refused.status()).toBe(403);
  expect((await page.request.patch(`/api/orders/${foreignOrder.id}/`, { data: { status: "confirmed" }, headers: origin })).status()).toBe(404);
});
