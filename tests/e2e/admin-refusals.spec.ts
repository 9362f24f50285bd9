// Issue 29 point 3, "a super admin can clear it" (docs/decisions/0033), in both languages with a
// store of the test's own (admin-world.ts; in the dashboard project): a customer refuses two
// parcels at the door; on another of their orders the super admin's order page says so and that
// the rule applies, and "Clear refusals" (asked first) clears it: the API's words, and the panel goes.
// ASWAQ_SHOTS=1 also saves screenshots of the panel at 1280x900 and 390x844.
import { expect, type Page, test } from "@playwright/test";
import { makeWorld, signIn, type World } from "./admin-world";
import { ADMIN } from "./merchant";
import { hydrated, screenshot, seriousViolations, shotsAtWidths } from "./page-checks";

let world: World;
test.beforeAll(async ({ playwright: _ }, info) => {
  world = await makeWorld(info.project.use.baseURL!);
});
test.afterAll(async () => world?.dispose());

const TEXT = {
  en: {
    count: "This customer refused 2 deliveries in the last 12 months.",
    rule: "Every order of theirs needs confirmation and cash on delivery is capped at EGP 2,000.",
    cleared: "The refusal rule is cleared for this customer.",
    clear: "Clear refusals",
  },
  ar: {
    count: "رفض هذا العميل استلام طلبين خلال آخر 12 شهرًا.",
    rule: "يجب تأكيد كل طلب من طلباته، ولا يتجاوز الدفع عند الاستلام 2,000 جنيه للطلب.",
    cleared: "أُلغيت قاعدة الرفض لهذا العميل.",
    clear: "مسح حالات الرفض",
  },
} as const;

const shots = (page: Page, name: string) =>
  shotsAtWidths(page, name, { fullPage: false, before: () => page.getByTestId("customer-refusals").scrollIntoViewIfNeeded() });

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];

  test(`a super admin sees a customer's refusals on their order and clears them (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const branch = world.branches[0];
    const item = await world.product(branch.id, { stock: 10 });
    // Three orders placed first (once refused twice, each new order waits for its confirmation).
    const refused = [await world.order(item.id, branch.id, "120.00"), await world.order(item.id, branch.id, "120.00")];
    const third = await world.order(item.id, branch.id, "120.00");
    for (const order of refused)
      for (const status of ["confirmed", "shipped", "refused"])
        expect((await world.admin.patch(`/api/orders/${order.id}/`, { data: { status } })).status()).toBe(200);

    await signIn(page, baseURL!, ADMIN.identifier);
    const panel = page.getByTestId("customer-refusals");
    await page.goto(`/${locale}/admin/orders/${third.id}/`);
    await hydrated(page, "AdminOrder");
    await expect(panel).toContainText(t.count);
    await expect(panel).toContainText(t.rule);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `admin-refusals-${locale}`);

    // Asked first.
    await panel.getByRole("button", { name: t.clear }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByTestId("clear-refusals-yes").click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText(t.cleared)).toBeVisible();
    await expect(panel).toHaveCount(0);
    if (process.env.ASWAQ_SHOTS) await screenshot(page, `admin-refusals-cleared-${locale}`);
    const standing = (await (await world.admin.get(`/api/orders/${third.id}/`)).json()).customer_refusals;
    expect(standing).toEqual({ count: 0, rule_applies: false });

    // Reloaded, still nothing counts: no panel.
    await page.reload();
    await hydrated(page, "AdminOrder");
    await expect(page.getByTestId("order-detail")).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
}
