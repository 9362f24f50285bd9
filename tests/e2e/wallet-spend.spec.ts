// Paying part of an order from the wallet (issue 30 point 2), in English and Arabic: a customer
// given a balance by the super admin (POST /api/users/{id}/wallet-adjustments/) chooses "Pay from
// my wallet" at checkout, types more than they may (refused on the field), then a part; the totals
// say what the wallet pays and the cash due; the confirmation and the order page show the wallet
// line and the cash due; the wallet shows the balance lower by what was spent, its two parts, and
// the `spent` row linked to the order, with the ledger's kind filter. Axe on each screen;
// screenshots at 1280x900 and 390x844 with ASWAQ_SHOTS set.
import { expect, type APIRequestContext, type BrowserContext, type Page, test } from "@playwright/test";
import { register, unique } from "./accounts";
import type { ApiProduct, CookieLine } from "./catalogue";
import { areaServedBy, chooseArea, fillLines, type Place } from "./delivery";
import { signInMerchant } from "./merchant";
import { hydrated, seriousViolations, shotsAtWidths } from "./page-checks";

type Locale = "en" | "ar";

const GIVEN = 150_00; // piasters the super admin gives
const SPENT = 40_50; // piasters paid from the wallet

const TEXT = {
  en: {
    legend: "Pay from my wallet",
    overMax: /^At most LE /,
    placed: "Thank you, your order is placed",
    money: (piasters: number) => `LE ${(piasters / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    minus: (piasters: number) => `\u2212LE ${(piasters / 100).toFixed(2)}`,
    walletLine: "Paid from wallet",
    cashLine: "Cash on delivery",
    spentTitle: "Paid at checkout",
    given: "Adjustment by Aswaq",
    order: (id: number) => `Order #${id}`,
    spentFilter: "Spent",
  },
  ar: {
    legend: "الدفع من محفظتي",
    overMax: /^الحد الأقصى /,
    placed: "شكرًا لك، تم تقديم طلبك",
    money: (piasters: number) => `${(piasters / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })} جنيه`,
    minus: (piasters: number) => `\u2066\u2212${(piasters / 100).toFixed(2)}\u2069 جنيه`,
    walletLine: "مدفوع من المحفظة",
    cashLine: "الدفع عند الاستلام",
    spentTitle: "دفع عند إتمام الشراء",
    given: "تسوية من أسواق",
    order: (id: number) => `الطلب رقم ${id}`,
    spentFilter: "مدفوع",
  },
} as const;

const LINES = { street: "Road 9", building: "Villa 12", mobile: "01012345678" };

/** Piasters of money as the page writes it ("LE 1,234.50", "1,234.50 جنيه"). */
const piastersOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

/**
 * One line worth more than what the test pays from the wallet, from the catalogue's second page
 * (the other journeys buy from its first), a different one per language.
 */
async function oneLine(request: APIRequestContext, locale: Locale): Promise<CookieLine> {
  const { results } = (await (await request.get("/api/products/?available=true&page_size=50&page=2")).json()) as { results: ApiProduct[] };
  const first = (await (await request.get("/api/products/?available=true&page_size=50")).json()) as { results: ApiProduct[] };
  const lines: CookieLine[] = [];
  for (const product of [...results, ...first.results.reverse()]) {
    const offer = product.offers.find((o) => o.is_available && o.stock >= 10 && Number(o.price) * 100 > SPENT + 100);
    if (!offer) continue;
    lines.push({
      productId: product.id,
      branchId: offer.branch.id,
      name: locale === "ar" ? product.name_ar || product.name : product.name,
      image: product.images[0]?.image ?? null,
      price: offer.price,
      quantity: 1,
    });
  }
  expect(lines.length).toBeGreaterThan(1);
  return lines[locale === "ar" ? 1 : 0];
}

async function setCart(context: BrowserContext, items: CookieLine[]) {
  const { hostname } = new URL(test.info().project.use.baseURL!);
  await context.addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify(items)), domain: hostname, path: "/" }]);
}

/** The super admin gives the signed-in customer of `page` a balance, with a reason (audited); the answer's status. */
async function adjustBalance(page: Page, piasters: number): Promise<{ status: number; text: string }> {
  const me = (await (await page.request.get("/api/auth/profile/")).json()) as { id: number };
  const admin = await signInMerchant();
  try {
    const res = await admin.api.post(`/api/users/${me.id}/wallet-adjustments/`, {
      data: { amount: (piasters / 100).toFixed(2), reason: "Goodwill for a late delivery" },
      headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    });
    return { status: res.status(), text: await res.text() };
  } finally {
    await admin.dispose();
  }
}

async function giveBalance(page: Page, piasters: number) {
  const { status, text } = await adjustBalance(page, piasters);
  expect([200, 201], `wallet adjustment: ${text}`).toContain(status);
}

async function servedArea(request: APIRequestContext, line: CookieLine): Promise<Place> {
  const admin = await signInMerchant();
  try {
    return await areaServedBy(admin.api, request, [line.branchId]);
  } finally {
    await admin.dispose();
  }
}

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];
  test(`a customer pays part of an order from the wallet, the rest in cash (${locale})`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const line = await oneLine(request, locale);
    const where = await servedArea(request, line);
    await setCart(context, [line]);
    await register(page, unique("wallet"), locale);
    await giveBalance(page, GIVEN);

    // The checkout offers the wallet, with the balance.
    await page.goto(`/${locale}/cart/`);
    await hydrated(page, "CartPage");
    await page.getByTestId("checkout-button").click();
    await fillLines(page, LINES);
    await chooseArea(page, where, locale);
    await expect(page.getByTestId("quote-part")).toHaveCount(1);
    const pay = page.getByTestId("wallet-pay");
    await expect(pay.locator("legend")).toHaveText(t.legend);
    await expect(pay).toContainText(t.money(GIVEN));
    const total = piastersOf((await page.getByTestId("checkout-total").textContent()) ?? "");
    expect(total).toBeGreaterThan(SPENT);
    const cap = Math.min(GIVEN, total);

    // All it can, first: the split follows.
    await page.getByTestId("wallet-use").check();
    await expect(page.getByTestId("wallet-all")).toBeChecked();
    await expect(page.getByTestId("checkout-wallet-paid")).toHaveText(t.minus(cap));
    await expect(page.getByTestId("checkout-cash-due")).toHaveText(t.money(total - cap));

    // More than it may is refused on the field before anything is sent; then a part.
    await page.getByTestId("wallet-some").check();
    await page.getByTestId("wallet-amount").fill(((cap + 1) / 100).toFixed(2));
    await page.getByTestId("checkout-submit").click();
    await expect(page.getByTestId("wallet-error")).toHaveText(t.overMax);
    await expect(page.getByTestId("wallet-amount")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("wallet-amount")).toBeFocused();
    await page.getByTestId("wallet-amount").fill((SPENT / 100).toFixed(2));
    await expect(page.getByTestId("wallet-error")).toHaveText("");
    await expect(page.getByTestId("checkout-wallet-paid")).toHaveText(t.minus(SPENT));
    await expect(page.getByTestId("checkout-cash-due")).toHaveText(t.money(total - SPENT));
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtWidths(page, `wallet-spend-checkout-${locale}`, { fullPage: false, before: () => pay.scrollIntoViewIfNeeded() });

    // Placed: the confirmation says what the wallet paid and the cash due.
    await page.getByTestId("checkout-submit").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/order-placed/\\?checkout=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.placed);
    await expect(page.getByTestId("placed-wallet")).toHaveText(t.minus(SPENT));
    await expect(page.getByTestId("placed-cash-due")).toHaveText(t.money(total - SPENT));
    await expect(page.getByTestId("placed-order-wallet")).toContainText(t.money(total - SPENT));
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtWidths(page, `wallet-spend-placed-${locale}`);
    const orderId = Number(await page.getByTestId("placed-order").getAttribute("data-order-id"));

    // The API agrees: the order's wallet part and its cash due.
    const order = (await (await page.request.get(`/api/orders/${orderId}/`)).json()) as { wallet_amount: string; cash_due: string; total: string };
    expect(order.wallet_amount).toBe((SPENT / 100).toFixed(2));
    expect(piastersOf(order.cash_due)).toBe(piastersOf(order.total) - SPENT);

    // The order page: the wallet line and the cash due.
    await page.goto(`/${locale}/orders/${orderId}/`);
    const detail = page.getByTestId("order-detail");
    await expect(detail.getByTestId("order-detail-wallet")).toHaveText(t.minus(SPENT));
    await expect(detail.getByTestId("order-detail-cash-due")).toHaveText(t.money(total - SPENT));
    await expect(detail.locator("dt", { hasText: t.walletLine })).toBeVisible();
    await expect(detail.locator("dt", { hasText: t.cashLine })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtWidths(page, `wallet-spend-order-${locale}`);

    // The wallet: lower by what was spent; the spent row first, linked to the order, then the gift.
    await page.goto(`/${locale}/profile/wallet/`);
    await expect(page.getByTestId("wallet-balance-amount")).toHaveText(t.money(GIVEN - SPENT));
    const rows = page.getByTestId("ledger-row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveAttribute("data-kind", "spent");
    await expect(rows.nth(0)).toContainText(t.spentTitle);
    await expect(rows.nth(0).getByTestId("ledger-amount")).toContainText(t.minus(SPENT));
    await expect(rows.nth(0).getByRole("link", { name: t.order(orderId) })).toHaveAttribute("href", `/${locale}/orders/${orderId}/`);
    await expect(rows.nth(1)).toHaveAttribute("data-kind", "adjusted");
    await expect(rows.nth(1)).toContainText(t.given);
    // The two parts add up to the balance.
    const refund = piastersOf((await page.getByTestId("wallet-refund").locator("dd span").first().textContent()) ?? "");
    const cashback = piastersOf((await page.getByTestId("wallet-total").locator("dd span").first().textContent()) ?? "");
    expect(refund + cashback).toBe(GIVEN - SPENT);
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtWidths(page, `wallet-spend-page-${locale}`);

    // The kind filter: only the spent row, kept in the address bar through a reload.
    await page.getByTestId("ledger-kind").selectOption({ label: t.spentFilter });
    await expect(page).toHaveURL(/\?kind=spent$/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute("data-kind", "spent");
    await page.reload();
    await expect(page.getByTestId("ledger-kind")).toHaveValue("spent");
    await expect(rows).toHaveCount(1);
    await page.getByTestId("ledger-kind").selectOption("cashback_expired");
    await expect(page.getByTestId("ledger-empty")).toBeVisible();
  });
}

// Not a check: pictures for a person to look at (ASWAQ_SHOTS=1), from made-up answers so that
// they can be taken before the wallet's API is there: the wallet page with a ledger of every kind
// and two pages, its error state, and the checkout, confirmation and order page of an order the
// wallet paid a part of.
test("screenshots of the wallet's screens from made-up answers", async ({ page, browser, request }) => {
  test.skip(!process.env.ASWAQ_SHOTS, "set ASWAQ_SHOTS=1 to write them");
  test.setTimeout(180_000);
  const day = 86_400_000;
  const at = (days: number) => new Date(Date.now() - days * day).toISOString();
  const row = (id: number, kind: string, part: string, amount: string, extra: Record<string, unknown> = {}) => ({
    id,
    kind,
    part,
    amount,
    order_id: null,
    return_id: null,
    expires_at: null,
    reason: null,
    created_at: at(id),
    ...extra,
  });
  const results = [
    row(1, "refund", "refund", "+349.00", { order_id: 1207, return_id: 31 }),
    row(2, "cashback_reversed", "cashback", "-6.98", { order_id: 1207, return_id: 31 }),
    row(3, "spent", "cashback", "-12.40", { order_id: 1311 }),
    row(4, "spent", "refund", "-27.60", { order_id: 1311 }),
    row(5, "spend_returned", "refund", "+15.00", { order_id: 1290 }),
    row(6, "cashback_expired", "cashback", "-3.20"),
    row(7, "adjusted", "refund", "+50.00", { reason: "Goodwill for a late delivery on the Eid order, as agreed on the phone" }),
    row(8, "cashback_earned", "cashback", "+24.60", { order_id: 1207, expires_at: new Date(Date.now() + 20 * day).toISOString() }),
  ];
  const mock = async (page: Page) => {
    await page.route("**/api/my/", async (route) => {
      const real = await (await route.fetch()).json();
      await route.fulfill({ json: { ...real, balance: "389.42", refund_balance: "386.40", cashback_balance: "3.02" } });
    });
    await page.route("**/api/my/ledger/**", (route) =>
      route.fulfill({ json: { count: 23, next: "/api/my/ledger/?page=2", previous: null, results } }),
    );
    // Orders read back as if the wallet had paid LE 40.50 of each.
    const paid = (o: { total: string }) => ({ ...o, wallet_amount: "40.50", cash_due: ((piastersOf(o.total) - SPENT) / 100).toFixed(2) });
    await page.route(/\/api\/orders\/(\d+\/|\?)/, async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const real = await (await route.fetch()).json();
      await route.fulfill({ json: Array.isArray(real.results) ? { ...real, results: real.results.map(paid) } : paid(real) });
    });
  };
  await mock(page);
  await register(page, unique("wshot"));
  for (const locale of ["en", "ar"] as const) {
    await page.goto(`/${locale}/profile/wallet/`);
    await expect(page.getByTestId("ledger-row")).toHaveCount(results.length);
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtWidths(page, `wallet-ledger-${locale}`);
  }
  await page.route("**/api/my/ledger/**", (route) => route.fulfill({ status: 503, json: {} }));
  await page.goto("/ar/profile/wallet/");
  await expect(page.getByTestId("ledger-error")).toBeVisible();
  await shotsAtWidths(page, "wallet-ledger-error-ar", { fullPage: false, before: () => page.getByTestId("ledger-error").scrollIntoViewIfNeeded() });

  // Each checkout in a browser of its own, its cart set before the customer registers (as a visitor's cart is merged at sign-in).
  for (const locale of ["en", "ar"] as const) {
    const line = await oneLine(request, locale);
    const where = await servedArea(request, line);
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await mock(page);
    await setCart(context, [line]);
    await register(page, unique("wshot"), locale);
    // Where the wallet's API is there, the balance shown is real too, so the order is placed with its wallet part.
    await adjustBalance(page, 38942);
    await page.goto(`/${locale}/cart/`);
    await hydrated(page, "CartPage");
    await page.getByTestId("checkout-button").click();
    await fillLines(page, LINES);
    await chooseArea(page, where, locale);
    await expect(page.getByTestId("quote-part")).toHaveCount(1);
    await page.getByTestId("wallet-use").check();
    await page.getByTestId("wallet-some").check();
    await page.getByTestId("wallet-amount").fill("100000");
    await page.getByTestId("checkout-submit").click();
    await expect(page.getByTestId("wallet-error")).not.toHaveText("");
    await shotsAtWidths(page, `wallet-checkout-refused-${locale}`, {
      fullPage: false,
      before: () => page.getByTestId("wallet-pay").scrollIntoViewIfNeeded(),
    });
    await page.getByTestId("wallet-amount").fill("40.50");
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtWidths(page, `wallet-checkout-${locale}`, {
      fullPage: false,
      before: () => page.getByTestId("wallet-pay").scrollIntoViewIfNeeded(),
    });
    await page.getByTestId("checkout-submit").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/order-placed/\\?checkout=`));
    await expect(page.getByTestId("placed-wallet")).toBeVisible();
    await shotsAtWidths(page, `wallet-placed-${locale}`);
    const orderId = Number(await page.getByTestId("placed-order").getAttribute("data-order-id"));
    await page.goto(`/${locale}/orders/${orderId}/`);
    await expect(page.getByTestId("order-detail-wallet")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shotsAtWidths(page, `wallet-order-${locale}`);
    await context.close();
  }
});
