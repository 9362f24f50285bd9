// The dashboard's Returns tab (issue 30), with a store of the test's own (admin-world.ts): a
// customer asks to return part of a delivered order (POST /api/orders/{id}/returns/); the
// branch's manager approves it for a pickup day (tomorrow unless changed), receives the goods as
// resellable (the stock comes back) and refunds it, each step asked first in a dialog naming what
// happens, in English (to the wallet) and in Arabic (cash at the branch); the credit note is
// linked once refunded. A manager of another branch does not see it. Bulk approval asks first,
// names the returns, changes nothing on "Go back", and reports each return's answer. Axe on each
// screen; screenshots at 1280x900 and 390x844 in both languages.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { unique } from "./accounts";
import { apiSession, makeWorld, signIn, type World } from "./admin-world";
import { screenshot, seriousViolations } from "./page-checks";

let world: World;
/** A manager of the world's other branch (branch 0): the returns are branch 1's. */
let outsider: string;

test.beforeAll(async ({ playwright: _ }, info) => {
  world = await makeWorld(info.project.use.baseURL!);
  outsider = unique("outsider");
  (await apiSession(info.project.use.baseURL!, outsider, true)).dispose();
  const res = await world.admin.post("/api/responsibles/", { data: { username: outsider, branch: world.branches[0].id, role: "manager" } });
  expect(res.status(), await res.text()).toBe(201);
});
test.afterAll(async () => world?.dispose());

const TEXT = {
  en: {
    heading: "Returns",
    requested: "Requested",
    approved: "Approved",
    received: "Received",
    refunded: "Refunded",
    approvedToast: (id: number) => `Return #${id} approved.`,
    receivedToast: (id: number) => `Return #${id} received.`,
    refundedToast: (id: number) => `Return #${id} refunded.`,
    approveTitle: (id: number) => `Approve return #${id}?`,
    receiveTitle: (id: number) => `Receive return #${id}?`,
    refundTitle: (id: number) => `Refund return #${id}?`,
    backToStock: "2 pieces go back into stock at",
    chooseOne: "Choose one.",
    refundEffect: "LE 240.00 goes into the customer's wallet at once",
    reason: "Defective",
    bulkTitle: "Approve 2 returns?",
    bulkOk: (id: number) => `#${id}: now Approved`,
    empty: "No return has been requested yet.",
  },
  ar: {
    heading: "المرتجعات",
    requested: "بانتظار الرد",
    approved: "تمت الموافقة",
    received: "تم الاستلام",
    refunded: "تم رد المبلغ",
    approvedToast: (id: number) => `تمت الموافقة على المرتجع رقم ${id}.`,
    receivedToast: (id: number) => `تم استلام المرتجع رقم ${id}.`,
    refundedToast: (id: number) => `تم رد مبلغ المرتجع رقم ${id}.`,
    approveTitle: (id: number) => `الموافقة على المرتجع رقم ${id}؟`,
    receiveTitle: (id: number) => `استلام المرتجع رقم ${id}؟`,
    refundTitle: (id: number) => `رد مبلغ المرتجع رقم ${id}؟`,
    backToStock: "تعود قطعتان إلى مخزون",
    chooseOne: "اختر واحدًا.",
    refundEffect: "سلّم العميل 240.00 جنيه نقدًا عند خزينة الفرع",
    reason: "به عيب",
    bulkTitle: "الموافقة على المرتجعين؟",
    bulkOk: (id: number) => `رقم ${id}: تمت الموافقة`,
    empty: "لم يُطلب أي إرجاع بعد.",
  },
} as const;

/** Tomorrow on Cairo's calendar (YYYY-MM-DD): the pickup day an approval starts with. */
function cairoTomorrow() {
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(new Date()).split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

const stockOf = async (listing: number) => (await (await world.admin.get(`/api/branch-products/${listing}/`)).json()).stock as number;

async function json<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string, status = 200): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/**
 * A delivered order of 2 lamps at LE 120.00 from branch 1, and the customer's return of both
 * (a defect, collected by the branch); with the lamp's listing, to watch its stock.
 */
async function requestedReturn(note = "The switch sparks when turned on.") {
  const branch = world.branches[1];
  const lamp = await world.product(branch.id, { price: "120.00", stock: 10 });
  const order = await world.order(lamp.id, branch.id, "120.00", 2);
  for (const status of ["confirmed", "shipped", "delivered"])
    await json(await world.admin.patch(`/api/orders/${order.id}/`, { data: { status } }), status);
  const placed = await json<{ items: { id: number }[] }>(await world.customer.api.get(`/api/orders/${order.id}/`), "order");
  const ret = await json<{ id: number; status: string }>(
    await world.customer.api.post(`/api/orders/${order.id}/returns/`, {
      data: { items: [{ order_item_id: placed.items[0].id, quantity: 2 }], reason: "defective", note, method: "pickup" },
    }),
    "return",
    201,
  );
  expect(ret.status).toBe("requested");
  return { ret, order, lamp };
}

const returnOf = async (id: number) =>
  json<{ status: string; refund_method: string | null; condition: string | null; pickup_date: string | null }>(
    await world.customer.api.get(`/api/returns/${id}/`),
    "return",
  );
const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];

  test(`the branch approves, receives and refunds a return, each asked first (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const { ret, order, lamp } = await requestedReturn();
    expect(await stockOf(lamp.listing)).toBe(8);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, baseURL!, world.manager.username);
    await page.goto(`/${locale}/admin/returns/?branch=${world.branches[1].id}`);
    await expect(page.getByRole("heading", { name: t.heading, level: 2 })).toBeVisible();
    const row = page.locator(`[data-testid=return-row][data-return="${ret.id}"]`);
    await expect(row.getByTestId("return-status")).toHaveText(t.requested);
    await expect(row.getByTestId("return-order")).toHaveAttribute("href", `/${locale}/admin/orders/${order.id}/`);
    // The table fits its box at 1280 px (its buttons wrap in their cell).
    const fit = await page
      .getByTestId("returns-table")
      .evaluate((table) => ({ table: table.scrollWidth, box: (table.parentElement as HTMLElement).clientWidth }));
    expect(fit.table).toBeLessThanOrEqual(fit.box);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `returns-${locale}-1280`, { fullPage: true });

    // The details: the line with its picture, the reason, the note, the customer, the timeline.
    await row.getByTestId("return-details").click();
    const details = page.getByRole("dialog");
    await expect(details.getByTestId("return-item")).toHaveCount(1);
    await expect(details.getByTestId("return-item").locator("img")).toHaveCount(1);
    await expect(details.getByTestId("return-details-reason")).toHaveText(t.reason);
    await expect(details.getByTestId("return-details-note")).toHaveText("The switch sparks when turned on.");
    await expect(details.getByTestId("return-details-customer")).not.toBeEmpty();
    await expect(details.getByTestId("return-timeline-entry")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `returns-details-${locale}-1280`);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Approve: the pickup day starts tomorrow; "Go back" changes nothing.
    await row.getByTestId("return-approve").click();
    const ask = page.getByRole("dialog");
    await expect(ask).toContainText(t.approveTitle(ret.id));
    await expect(ask.getByTestId("return-pickup-date")).toHaveValue(cairoTomorrow());
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `returns-approve-${locale}-1280`);
    await page.getByTestId("return-step-confirm-dismiss").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect((await returnOf(ret.id)).status).toBe("requested");
    await row.getByTestId("return-approve").click();
    await page.getByTestId("return-step-confirm").click();
    await expect(page.getByTestId("toast").filter({ hasText: t.approvedToast(ret.id) })).toBeVisible();
    await expect(row.getByTestId("return-status")).toHaveText(t.approved);
    expect(await returnOf(ret.id)).toMatchObject({ status: "approved", pickup_date: cairoTomorrow() });

    // Receive: the condition must be chosen; resellable names the stock coming back.
    await row.getByTestId("return-receive").click();
    await expect(page.getByRole("dialog")).toContainText(t.receiveTitle(ret.id));
    await page.getByTestId("return-step-confirm").click();
    await expect(page.getByTestId("return-step-error")).toHaveText(t.chooseOne);
    await page.getByTestId("return-receive-resellable").check();
    await expect(page.getByTestId("return-step-effect")).toContainText(t.backToStock);
    await screenshot(page, `returns-receive-${locale}-1280`);
    await page.getByTestId("return-step-confirm").click();
    await expect(page.getByTestId("toast").filter({ hasText: t.receivedToast(ret.id) })).toBeVisible();
    await expect(row.getByTestId("return-status")).toHaveText(t.received);
    expect(await stockOf(lamp.listing)).toBe(10);

    // Refund: to the wallet in English, cash at the branch in Arabic; the dialog names the amount.
    await row.getByTestId("return-refund").click();
    await expect(page.getByRole("dialog")).toContainText(t.refundTitle(ret.id));
    if (locale === "ar") await page.getByTestId("return-refund-cash").check();
    await expect(page.getByTestId("return-step-effect")).toContainText(t.refundEffect);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `returns-refund-${locale}-1280`);
    await page.getByTestId("return-step-confirm").click();
    await expect(page.getByTestId("toast").filter({ hasText: t.refundedToast(ret.id) })).toBeVisible();
    await expect(row.getByTestId("return-status")).toHaveText(t.refunded);
    expect(await returnOf(ret.id)).toMatchObject({ status: "refunded", condition: "resellable", refund_method: locale === "ar" ? "cash" : "wallet" });
    // Restocked once: the refund did not touch the stock again.
    expect(await stockOf(lamp.listing)).toBe(10);
    await expect(row.getByTestId("return-refund")).toHaveCount(0);

    // The credit note, once refunded, in the dashboard's language; the timeline has every step.
    await row.getByTestId("return-details").click();
    const link = page.getByTestId("return-credit-note");
    await expect(link).toHaveAttribute("href", new RegExp(`/api/returns/${ret.id}/credit-note/.*lang=${locale}`));
    const pdf = await page.request.get((await link.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    await expect(page.getByTestId("return-timeline-entry")).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `returns-refunded-${locale}-1280`);
    await page.keyboard.press("Escape");

    // The customer's wallet says what the refund did, each row linked to the return: the lamps'
    // cashback (2% of LE 240.00, earned at delivery) taken back, and in English the LE 240.00
    // refunded into it (in Arabic the money was paid in cash at the branch: no refund row).
    const shopperContext = await page
      .context()
      .browser()!
      .newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const shopper = await shopperContext.newPage();
    await signIn(shopper, baseURL!, world.customer.username);
    await shopper.goto(`/${locale}/profile/wallet/`);
    const ofReturn = shopper.getByTestId("ledger-row").filter({ has: shopper.locator(`a[href="/${locale}/returns/${ret.id}/"]`) });
    await expect(ofReturn.and(shopper.locator("[data-kind=cashback_reversed]")).getByTestId("ledger-amount")).toContainText("4.80");
    if (locale === "en") await expect(ofReturn.and(shopper.locator("[data-kind=refund]")).getByTestId("ledger-amount")).toContainText("240.00");
    await expect(ofReturn).toHaveCount(locale === "en" ? 2 : 1);
    expect(await seriousViolations(shopper)).toEqual([]);
    await screenshot(shopper, `returns-wallet-${locale}-1280`);
    await shopperContext.close();

    // A phone: cards, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => pageFits(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `returns-${locale}-390`, { fullPage: true });
    await row.getByTestId("return-details").click();
    await expect(page.getByTestId("return-details-body")).toBeVisible();
    await screenshot(page, `returns-details-${locale}-390`);
  });
}

test("a manager of another branch does not see the return, nor reach it", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { ret } = await requestedReturn();
  await signIn(page, baseURL!, outsider);
  await page.goto("/en/admin/returns/");
  await expect(page.getByTestId("returns-empty")).toHaveText(TEXT.en.empty);
  await expect(page.locator(`[data-return="${ret.id}"]`)).toHaveCount(0);
  const api = await apiSession(baseURL!, outsider);
  expect([403, 404]).toContain((await api.get(`/api/returns/${ret.id}/`)).status());
  expect([403, 404]).toContain((await api.post(`/api/returns/${ret.id}/approve/`, { data: { pickup_date: cairoTomorrow() } })).status());
  await api.dispose();
  expect((await returnOf(ret.id)).status).toBe("requested");
});

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];
  test(`bulk approval asks first, names the returns and reports each (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const a = (await requestedReturn("First")).ret;
    const b = (await requestedReturn("Second")).ret;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, baseURL!, world.manager.username);
    await page.goto(`/${locale}/admin/returns/?branch=${world.branches[1].id}&status=requested`);
    for (const id of [a.id, b.id]) await page.locator(`[data-return="${id}"]`).getByTestId("select-return").check();
    await expect(page.getByTestId("returns-bulk-bar")).toBeVisible();
    await page.getByTestId("returns-bulk-approve").click();
    const ask = page.getByRole("dialog");
    await expect(ask).toContainText(t.bulkTitle);
    await expect(page.getByTestId("returns-bulk-body")).toContainText(`#${Math.min(a.id, b.id)}`);
    await expect(page.getByTestId("returns-bulk-body")).toContainText(`#${Math.max(a.id, b.id)}`);
    await expect(page.getByTestId("returns-bulk-date")).toHaveValue(cairoTomorrow());
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `returns-bulk-${locale}-1280`);
    // Going back changes nothing.
    await page.getByTestId("returns-bulk-confirm-dismiss").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect((await returnOf(a.id)).status).toBe("requested");
    expect((await returnOf(b.id)).status).toBe("requested");

    await page.getByTestId("returns-bulk-approve").click();
    await page.getByTestId("returns-bulk-confirm").click();
    const report = page.getByTestId("returns-bulk-report");
    await expect(report).toBeVisible();
    await expect(report.getByTestId("returns-bulk-result")).toHaveCount(2);
    await expect(report).toContainText(t.bulkOk(a.id));
    await expect(report).toContainText(t.bulkOk(b.id));
    expect((await returnOf(a.id)).status).toBe("approved");
    expect((await returnOf(b.id)).status).toBe("approved");
    // Approved, they leave the selection and the requested list.
    await expect(page.getByTestId("returns-bulk-bar")).toHaveCount(0);
    await expect(page.locator(`[data-return="${a.id}"]`)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `returns-bulk-report-${locale}-1280`, { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await pageFits(page)).toBe(true);
    await screenshot(page, `returns-bulk-report-${locale}-390`, { fullPage: true });
  });
}
