// The customer's side after "Place order": the split notice, the confirmation listing every
// order of the checkout, the history (orders of one checkout together, status tabs), the
// order page (timeline, bill, cancel with the stock going back, buy again), earlier addresses
// at checkout, the wallet once an order is delivered, and who may open which order page.
// Each test makes its own customers; the deliveries are made by the seeded super admin.
import { expect, test, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import { PASSWORD, register, unique } from "./accounts";
import type { ApiProduct, CookieLine } from "./catalogue";
import { apiAddress, areaServedBy, chooseArea, fillLines, type Place } from "./delivery";
import { signInMerchant } from "./merchant";
import { seriousViolations as serious } from "./page-checks";

type Locale = "en" | "ar";

type Line = CookieLine & { listingId: number };

/**
 * Two lines from two different branches, with plenty of stock, skipping `skip` such products.
 * Each test skips a different number (cart.spec buys from the first few), so no other test
 * buys the same listing meanwhile and a stock check here sees only this test's moves.
 */
async function twoBranchLines(request: APIRequestContext, locale: Locale, skip: number): Promise<[Line, Line]> {
  const list = await (await request.get("/api/products/?available=true&page_size=50")).json();
  const picked: Line[] = [];
  let seen = 0;
  for (const product of list.results as ApiProduct[]) {
    const offer = product.offers.find((o) => o.is_available && o.stock >= 30 && !picked.some((p) => p.branchId === o.branch.id));
    if (!offer || seen++ < skip) continue;
    picked.push({
      productId: product.id,
      branchId: offer.branch.id,
      listingId: offer.id,
      name: locale === "ar" ? product.name_ar || product.name : product.name,
      image: product.images[0]?.image ?? null,
      price: offer.price,
      quantity: 1,
    });
    if (picked.length === 2) break;
  }
  expect(picked).toHaveLength(2);
  return picked as [Line, Line];
}

async function setCart(context: BrowserContext, items: Omit<Line, "listingId">[]) {
  const { hostname } = new URL(test.info().project.use.baseURL!);
  const value = items.map(({ productId, branchId, name, image, price, quantity }) => ({ productId, branchId, name, image, price, quantity }));
  await context.addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify(value)), domain: hostname, path: "/" }]);
}

async function moveOrder(api: APIRequestContext, id: number, ...statuses: string[]) {
  const headers = { Origin: new URL(test.info().project.use.baseURL!).origin };
  for (const status of statuses) expect((await api.patch(`/api/orders/${id}/`, { data: { status }, headers })).status()).toBe(200);
}

const listingStock = async (request: APIRequestContext, line: Line) =>
  (await (await request.get(`/api/branch-products/${line.listingId}/`)).json()).stock as number;

const TEXT = {
  en: {
    split: "Your cart ships from 2 branches, so it becomes 2 orders",
    areaRequired: "Choose your area.",
    placed: "Thank you, your order is placed",
    group: "2 orders from one checkout",
    empty: "No orders found for this status",
    pending: "Pending",
    cancelled: "Cancelled",
    delivered: "Delivered",
    notFound: "Order not found",
    invalid: "Invalid order ID",
    wallet: "My Wallet",
  },
  ar: {
    split: "سلتك تُشحن من فرعين، لذلك ستصبح طلبين",
    areaRequired: "اختر منطقتك.",
    placed: "شكرًا لك، تم تقديم طلبك",
    group: "طلبان من عملية شراء واحدة",
    empty: "لا توجد طلبات بهذه الحالة",
    pending: "قيد الانتظار",
    cancelled: "ملغي",
    delivered: "تم التوصيل",
    notFound: "الطلب غير موجود",
    invalid: "رقم الطلب غير صالح",
    wallet: "محفظتي",
  },
} as const;

const LINES = { street: "Road 9", building: "Villa 12", landmark: "Near the Grand Mosque", mobile: "01012345678" };

/** An area these lines' branches deliver to (the tests' super admin sets it up when the demo's do not share one). */
async function servedArea(request: APIRequestContext, lines: Line[]): Promise<Place> {
  const admin = await signInMerchant();
  try {
    return await areaServedBy(
      admin.api,
      request,
      lines.map((l) => l.branchId),
    );
  } finally {
    await admin.dispose();
  }
}

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];
  test(`after Place order: confirmation, history, bill, cancel, buy again, wallet (${locale})`, async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const [a, b] = await twoBranchLines(request, locale, locale === "ar" ? 20 : 14);
    const where = await servedArea(request, [a, b]);
    await setCart(context, [a, { ...b, quantity: 2 }]);
    await register(page, unique("journey"), locale);

    // The cart says where each line ships from, and that it becomes two orders.
    await page.goto(`/${locale}/cart/`);
    await expect(page.getByTestId("cart-branch")).toHaveCount(2);
    await expect(page.getByTestId("split-notice")).toContainText(t.split);
    await page.getByTestId("checkout-button").click();
    await expect(page.getByTestId("checkout-split-notice")).toBeVisible();
    await expect(page.getByTestId("checkout-submit")).toBeInViewport();
    await fillLines(page, LINES);
    await page.getByTestId("checkout-submit").click();
    await expect(page.getByTestId("field-error")).toHaveText([t.areaRequired]);
    await chooseArea(page, where, locale);
    await expect(page.getByTestId("quote-part")).toHaveCount(2);
    await page.getByTestId("checkout-submit").click();

    // The confirmation lists both orders.
    await expect(page).toHaveURL(new RegExp(`/${locale}/order-placed/\\?checkout=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.placed);
    const placed = page.getByTestId("placed-order");
    await expect(placed).toHaveCount(2);
    const ids = (await placed.evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-order-id"))))).sort((x, y) => x - y);
    expect(await serious(page)).toEqual([]);

    // The history shows them together, under All and Pending, not under Delivered.
    await page.getByTestId("placed-history").click();
    await expect(page).toHaveURL(`/${locale}/profile/`);
    await expect(page.getByTestId("order-group")).toContainText(t.group);
    await expect(page.getByTestId("order-group").getByTestId("order-card")).toHaveCount(2);
    await page.getByTestId("orders-tab-delivered").click();
    await expect(page).toHaveURL(`/${locale}/profile/?status=delivered`);
    await expect(page.getByTestId("orders-empty")).toHaveText(t.empty);
    await page.getByTestId("orders-tab-pending").click();
    await expect(page.getByTestId("order-card")).toHaveCount(2);
    expect(await serious(page)).toEqual([]);
    await page.reload();
    await expect(page.getByTestId("orders-tab-pending")).toHaveAttribute("aria-pressed", "true");

    // Open the order of line a: its page, its timeline, its bill.
    const orders = (await (await page.request.get(`/api/orders/?mine=true&page_size=50`)).json()).results as { id: number; branch: { id: number } }[];
    const orderA = orders.find((o) => o.branch.id === a.branchId)!.id;
    const orderB = orders.find((o) => o.branch.id === b.branchId)!.id;
    expect([orderA, orderB].sort((x, y) => x - y)).toEqual(ids);
    await page.locator(`[data-testid=order-card][data-order-id="${orderA}"]`).getByTestId("order-action").click();
    await expect(page).toHaveURL(`/${locale}/orders/${orderA}/`);
    const detail = page.getByTestId("order-detail");
    await expect(detail.getByTestId("order-status").first()).toHaveText(t.pending);
    await expect(detail.getByTestId("order-item")).toHaveCount(1);
    await expect(page.locator('[data-testid=order-timeline] [data-done="true"]')).toHaveCount(1);
    expect(await serious(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-bill").click()]);
    expect(download.suggestedFilename()).toBe(`aswaq-order-${orderA}.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // Cancel it (asked first): the stock goes back.
    const before = await listingStock(request, a);
    await page.getByTestId("cancel-order").click();
    await page.getByTestId("confirm-cancel").click();
    await expect(detail.getByTestId("order-status").first()).toHaveText(t.cancelled);
    await expect(page.getByTestId("cancel-order")).toHaveCount(0);
    expect(await listingStock(request, a)).toBe(before + 1);
    await expect(page.locator("[data-testid=order-timeline] [data-step=cancelled]")).toHaveAttribute("data-done", "true");

    // The other order is delivered by the shop: it earns cashback, shown in the wallet.
    const admin = await signInMerchant();
    await moveOrder(admin.api, orderB, "confirmed", "shipped", "delivered");
    await admin.dispose();
    await page.goto(`/${locale}/orders/${orderB}/`);
    await expect(page.getByTestId("order-detail").getByTestId("order-status").first()).toHaveText(t.delivered);
    await expect(page.locator('[data-testid=order-timeline] [data-done="true"]')).toHaveCount(4);

    // Buy the delivered order again: its line is back in the cart at today's price and stock.
    await page.getByTestId("buy-again").click();
    await expect(page.getByTestId("buy-again-lines").locator("li")).toHaveCount(1);
    // "added", or "price_changed" should a merchant change that price meanwhile (cart.spec does, briefly).
    await expect(page.getByTestId("buy-again-lines").locator("li")).toHaveAttribute("data-status", /^(added|price_changed)$/);
    await page.getByTestId("buy-again-cart").click();
    await expect(page).toHaveURL(`/${locale}/cart/`);
    await expect(page.getByTestId("cart-row")).toHaveCount(1);
    await expect(page.getByTestId("cart-row")).toHaveAttribute("data-product", String(b.productId));
    await expect(page.getByTestId("cart-row").getByTestId("quantity")).toHaveText("2");

    // The address went into the address book at the first checkout: it is offered, chosen, and its parts quoted at once.
    await page.getByTestId("checkout-button").click();
    await expect(page.getByTestId("saved-address")).toHaveCount(1);
    await expect(page.getByTestId("saved-address")).toContainText(LINES.building);
    await expect(page.getByTestId("saved-address").getByRole("radio")).toBeChecked();
    await expect(page.getByTestId("quote-part")).toHaveCount(1);
    await page.keyboard.press("Escape");

    // The wallet shows the cashback the delivery earned, linked to its order.
    await page.goto(`/${locale}/profile/wallet/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.wallet);
    await expect(page.getByTestId("wallet-cashback")).toHaveCount(1);
    await expect(page.getByTestId("wallet-cashback").locator(`a[href="/${locale}/orders/${orderB}/"]`)).toBeVisible();
    await expect(page.getByTestId("wallet-empty")).toHaveCount(0);
  });
}

test("another customer's order answers 'Order not found'; an odd id is invalid", async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const [a] = await twoBranchLines(request, "en", 26);
  const where = await servedArea(request, [a]);
  // The owner places an order in their own browser.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await register(ownerPage, unique("owner"), "en");
  const res = await ownerPage.request.post("/api/orders/", {
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    data: { items: [{ product_id: a.productId, branch_id: a.branchId, quantity: 1, price: a.price }], address: apiAddress(where.area.id) },
  });
  expect(res.status()).toBe(201);
  const orderId = (await res.json()).orders[0].id as number;
  await owner.close();

  await register(page, unique("other"), "en");
  await page.goto(`/en/orders/${orderId}/`);
  await expect(page.getByTestId("order-problem")).toContainText(TEXT.en.notFound);
  await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  await page.goto("/ar/orders/abc/");
  await expect(page.getByTestId("order-problem")).toContainText(TEXT.ar.invalid);
});

test("a guest opening an order page signs in and comes back to it", async ({ page }) => {
  test.setTimeout(60_000);
  const username = unique("guest");
  await register(page, username, "en");
  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  await page.goto("/en/orders/12345/");
  await expect(page).toHaveURL(`/en/login/?next=${encodeURIComponent("/en/orders/12345/")}`);
  const form = page.getByTestId("login-form");
  await form.locator("input[autocomplete=username]").fill(username);
  await form.locator("input[autocomplete=current-password]").fill(PASSWORD);
  await form.locator("button[type=submit]").click();
  await expect(page).toHaveURL("/en/orders/12345/");
  await expect(page.getByTestId("order-problem")).toContainText(TEXT.en.notFound);
  expect(cookies.length).toBeGreaterThan(0);
});

test("a signed-in cart is the server's: another browser signing in sees it", async ({ browser, request }) => {
  test.setTimeout(60_000);
  const [a, b] = await twoBranchLines(request, "en", 30);
  const username = unique("twin");
  const first = await browser.newContext();
  const one = await first.newPage();
  await setCart(first, [a]);
  await register(one, username, "en");
  await one.goto("/en/cart/");
  await expect(one.getByTestId("cart-row")).toHaveCount(1);

  const second = await browser.newContext();
  const two = await second.newPage();
  await setCart(second, [b]);
  await two.goto("/en/login/");
  const form = two.getByTestId("login-form");
  await form.locator("input[autocomplete=username]").fill(username);
  await form.locator("input[autocomplete=current-password]").fill(PASSWORD);
  await form.locator("button[type=submit]").click();
  await expect(two).toHaveURL("/en/");
  await two.goto("/en/cart/");
  // Both lines: the second browser's merged into the server cart that already had the first.
  await expect(two.getByTestId("cart-row")).toHaveCount(2);

  // Back in the first browser, a reload shows the server's cart, not the stale cookie.
  await one.reload();
  await expect(one.getByTestId("cart-row")).toHaveCount(2);
  await first.close();
  await second.close();
});

test("on a phone the order's status opens in a small preview", async ({ page, request }) => {
  test.setTimeout(60_000);
  const [a] = await twoBranchLines(request, "ar", 8);
  const where = await servedArea(request, [a]);
  await register(page, unique("phone"), "ar");
  const res = await page.request.post("/api/orders/", {
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    data: { items: [{ product_id: a.productId, branch_id: a.branchId, quantity: 1, price: a.price }], address: apiAddress(where.area.id) },
  });
  const orderId = (await res.json()).orders[0].id as number;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar/orders/${orderId}/`);
  await page.getByTestId("status-preview-button").click();
  await expect(page.getByTestId("status-preview")).toContainText(TEXT.ar.pending);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("status-preview")).toHaveCount(0);
});
