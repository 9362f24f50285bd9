// Issue 29 point 3, refused and failed deliveries, in both languages with a store of the test's
// own (admin-world.ts; in the dashboard project): on a shipped order's page the staff record a
// failed delivery attempt (it shows in the timeline, the order stays shipped), mark it refused at
// the door from the orders table (asked first; the stock stays out), then returned from the
// order page (asked first; the stock comes back, once); the customer's timeline shows the
// attempt without the shop's note, the refusal and the return.
// ASWAQ_SHOTS=1 also saves screenshots of the order pages and the table at 1280x900 and 390x844.
import { expect, type Page, test } from "@playwright/test";
import { makeWorld, signIn, type World } from "./admin-world";
import { ADMIN } from "./merchant";
import { hydrated, seriousViolations, shotsAtWidths } from "./page-checks";

let world: World;
test.beforeAll(async ({ playwright: _ }, info) => {
  world = await makeWorld(info.project.use.baseURL!);
});
test.afterAll(async () => world?.dispose());

const TEXT = {
  en: {
    attempt: "Delivery attempt 1 failed: not at home",
    refused: "Refused at delivery",
    returned: "Returned to branch",
    refuseTitle: (id: number) => `Mark order #${id} as refused at delivery?`,
    returnTitle: (id: number) => `Mark order #${id} as returned to the branch?`,
    attempts: "Failed delivery attempts",
  },
  ar: {
    attempt: "فشلت محاولة التوصيل رقم 1: لم يكن أحد في المنزل",
    refused: "رُفض عند الاستلام",
    returned: "مُرتجع إلى الفرع",
    refuseTitle: (id: number) => `تسجيل الطلب #${id} كمرفوض عند الاستلام؟`,
    returnTitle: (id: number) => `تسجيل الطلب رقم ${id} كمُرتجع إلى الفرع؟`,
    attempts: "محاولات التوصيل الفاشلة",
  },
} as const;

const stockOf = async (listing: number) => (await (await world.admin.get(`/api/branch-products/${listing}/`)).json()).stock as number;
const statusOf = async (id: number) => (await (await world.admin.get(`/api/orders/${id}/`)).json()).status as string;

/** With ASWAQ_SHOTS=1: the page at a desktop's and a phone's size, into the test's output folder. */
const shots = (page: Page, name: string) => shotsAtWidths(page, name);

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];

  test(`staff record a failed attempt, then refused, then returned; the stock comes back once (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const branch = world.branches[0];
    const item = await world.product(branch.id, { stock: 10 });
    const order = await world.order(item.id, branch.id, "120.00", 2);
    for (const status of ["confirmed", "shipped"])
      expect((await world.admin.patch(`/api/orders/${order.id}/`, { data: { status } })).status()).toBe(200);
    expect(await stockOf(item.listing)).toBe(8);

    // The staff's order page: the failed-attempt form under the status control.
    await signIn(page, baseURL!, ADMIN.identifier);
    await page.goto(`/${locale}/admin/orders/${order.id}/`);
    await hydrated(page, "AdminOrder");
    const form = page.getByTestId("attempt-form");
    await expect(form).toBeVisible();
    await form.getByTestId("attempt-submit").click();
    await expect(form.getByRole("alert")).toBeVisible();
    await form.getByTestId("attempt-reason").selectOption("not_home");
    await form.getByTestId("attempt-note").fill("Neighbour says after 6 pm");
    await form.getByTestId("attempt-submit").click();
    const attempt = page.locator('[data-testid=order-timeline] [data-step=attempt][data-attempt="1"]');
    await expect(attempt).toContainText(t.attempt);
    await expect(attempt).toContainText("Neighbour says after 6 pm");
    await expect(page.getByTestId("order-detail-attempts")).toHaveText("1");
    expect(await statusOf(order.id)).toBe("shipped");
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `admin-order-attempt-${locale}`);

    // The orders table: refused at the door, asked first; the stock stays out.
    await page.goto(`/${locale}/admin/orders/?branch=${branch.id}&status=shipped`);
    const row = page.locator(`[data-order="${order.id}"]`);
    await expect(row.getByTestId("move-returned")).toBeVisible();
    await shots(page, `admin-orders-shipped-${locale}`);
    await row.getByTestId("move-refused").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(t.refuseTitle(order.id));
    await shots(page, `admin-orders-refuse-ask-${locale}`);
    await page.getByTestId("confirm-final-move").click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => statusOf(order.id)).toBe("refused");
    expect(await stockOf(item.listing)).toBe(8);

    // The order page: returned, asked first; the stock comes back.
    await page.goto(`/${locale}/admin/orders/${order.id}/`);
    await hydrated(page, "AdminOrder");
    await expect(page.getByTestId("attempt-form")).toHaveCount(0);
    const control = page.getByTestId("status-control");
    await control.locator("select").selectOption("returned");
    await control.locator("button[type=submit]").click();
    await expect(page.getByRole("dialog")).toContainText(t.returnTitle(order.id));
    await page.getByTestId("confirm-final-move").click();
    await expect(page.getByTestId("order-status").first()).toHaveText(t.returned);
    expect(await stockOf(item.listing)).toBe(10);
    // Final: nothing more to do, and a replay changes nothing.
    await expect(page.getByTestId("status-control")).toHaveCount(0);
    expect((await world.admin.patch(`/api/orders/${order.id}/`, { data: { status: "returned" } })).status()).toBe(409);
    expect(await stockOf(item.listing)).toBe(10);
    await shots(page, `admin-order-returned-${locale}`);

    // The customer's timeline: the attempt without the shop's note, then refused and returned.
    await signIn(page, baseURL!, world.customer.username);
    await page.goto(`/${locale}/orders/${order.id}/`);
    const timeline = page.getByTestId("order-timeline");
    await expect(timeline.locator("[data-step=attempt]")).toContainText(t.attempt);
    await expect(timeline).not.toContainText("Neighbour");
    await expect(timeline.locator("[data-step=refused]")).toContainText(t.refused);
    await expect(timeline.locator("[data-step=returned]")).toHaveAttribute("data-done", "true");
    await expect(page.getByTestId("order-detail")).toContainText(t.attempts);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `customer-order-returned-${locale}`);

    // The history's Returned tab lists it; on a phone the tabs scroll and the chosen one is in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/profile/?status=returned`);
    await expect(page.locator(`[data-testid=order-card][data-order-id="${order.id}"]`)).toBeVisible();
    await expect(page.getByTestId("orders-tab-returned")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("orders-tab-returned")).toBeInViewport({ ratio: 0.9 });
    await shots(page, `customer-history-returned-${locale}`);
  });
}
