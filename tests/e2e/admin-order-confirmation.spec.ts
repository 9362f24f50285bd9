// Issue 29 point 2, an order confirmed before it is prepared (docs/decisions/0033), in both
// languages with a store of the test's own that confirms every order: the customer's order page
// says it waits for their confirmation with the code box (a wrong code says so; asking for a new
// code without a verified contact says the branch will call), and the staff's order page says it
// needs confirmation and marks it "Confirmed by phone" (asked first), after which the customer's
// page says how it was confirmed. ASWAQ_SHOTS=1 saves the pages at 1280x900 and 390x844.
import { expect, type Page, test } from "@playwright/test";
import { makeWorld, signIn, type World } from "./admin-world";
import { ADMIN } from "./merchant";
import { mailbox } from "./mailbox";
import { hydrated, shotsAtWidths } from "./page-checks";

let world: World;
test.beforeAll(async ({ playwright: _ }, info) => {
  world = await makeWorld(info.project.use.baseURL!);
  const res = await world.admin.put(`/api/stores/${world.store.id}/cod-policy/`, { data: { max_order: "25000.00", confirm: "all" } });
  expect(res.status(), await res.text()).toBe(200);
});
test.afterAll(async () => world?.dispose());

const TEXT = {
  en: {
    waiting: "Waiting for your confirmation",
    needs: "Needs confirmation",
    call: "the branch will call you",
    byPhone: "Confirmed by phone",
    wrong: "Tries left: 4",
    byCode: "with a code",
  },
  ar: {
    waiting: "في انتظار تأكيدك",
    needs: "يحتاج إلى تأكيد",
    call: "سيتصل بك الفرع",
    byPhone: "تم التأكيد بالهاتف",
    wrong: "المحاولات المتبقية: 4",
    byCode: "بالرمز",
  },
} as const;

const shots = (page: Page, name: string) => shotsAtWidths(page, name);

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];
  test(`the customer is asked for their code; the branch confirms by phone (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const branch = world.branches[0];
    const item = await world.product(branch.id, { stock: 10 });
    const order = await world.order(item.id, branch.id, "120.00", 1);

    const customer = await (await browser.newContext()).newPage();
    await signIn(customer, baseURL!, world.customer.username);
    await customer.goto(`/${locale}/orders/${order.id}/`);
    await hydrated(customer, "OrderDetail");
    const box = customer.getByTestId("confirmation-box");
    await expect(box).toContainText(t.waiting);
    await box.getByTestId("confirmation-code").fill("000000");
    await box.getByTestId("confirmation-submit").click();
    await expect(box.getByTestId("confirmation-error")).toContainText(t.wrong);
    await box.getByTestId("confirmation-resend").click();
    await expect(box.getByTestId("confirmation-note")).toContainText(t.call);
    await shots(customer, `confirm-customer-${locale}`);

    const staff = await (await browser.newContext()).newPage();
    await signIn(staff, baseURL!, ADMIN.identifier);
    // The orders table marks it, and so does its details dialog.
    await staff.goto(`/${locale}/admin/orders/?branch=${branch.id}`);
    const row = staff.locator(`[data-order="${order.id}"]`);
    await expect(row.getByTestId("needs-confirmation")).toContainText(t.needs);
    await row.getByTestId("order-details").click();
    await expect(staff.getByRole("dialog").getByTestId("needs-confirmation")).toContainText(t.needs);
    await shots(staff, `confirm-table-${locale}`);
    await staff.goto(`/${locale}/admin/orders/${order.id}/`);
    await hydrated(staff, "AdminOrder");
    const needed = staff.getByTestId("confirmation-needed");
    await expect(needed).toContainText(t.needs);
    await shots(staff, `confirm-staff-${locale}`);
    await needed.getByTestId("confirm-by-phone").click();
    await staff.getByTestId("confirm-by-phone-yes").click();
    await expect(staff.getByTestId("confirmation-done")).toBeVisible();

    await customer.reload();
    await hydrated(customer, "OrderDetail");
    await expect(customer.getByTestId("confirmation-done")).toBeVisible();
    await expect(customer.getByTestId("confirmation-box")).toHaveCount(0);
    await shots(customer, `confirm-done-${locale}`);
  });
}

/** The world's customer with a confirmed e-mail (once for both languages): order codes go there. */
async function confirmedEmail(): Promise<string> {
  const api = world.customer.api;
  const profile = (await (await api.get("/api/auth/profile/")).json()) as { email: string; email_verified: boolean };
  if (profile.email_verified) return profile.email;
  const inbox = await mailbox(profile.email);
  const sent = await api.post("/api/auth/verify/", { data: { channel: "email" } });
  expect(sent.status(), await sent.text()).toBe(202);
  // The registration's own code may still be on its way and come first: the latest code is the live one.
  for (let tries = 0; ; tries++) {
    const confirmed = await api.post("/api/auth/verify/confirm/", { data: { channel: "email", code: await inbox.nextCode() } });
    if (confirmed.status() === 200) return profile.email;
    expect(tries, await confirmed.text()).toBeLessThan(1);
  }
}

for (const locale of ["en", "ar"] as const) {
  test(`the customer confirms with the code e-mailed to them, and the branch may go on (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const inbox = await mailbox(await confirmedEmail());
    const branch = world.branches[0];
    const item = await world.product(branch.id, { stock: 10 });
    const order = await world.order(item.id, branch.id, "120.00", 1);
    // The checkout's batch wrote the order's code; the queue e-mails it within seconds.
    const code = await inbox.nextCode(30_000);

    const customer = await (await browser.newContext()).newPage();
    await signIn(customer, baseURL!, world.customer.username);
    await customer.goto(`/${locale}/orders/${order.id}/`);
    await hydrated(customer, "OrderDetail");
    const box = customer.getByTestId("confirmation-box");
    await expect(box).toContainText(TEXT[locale].waiting);
    await box.getByTestId("confirmation-code").fill(code);
    await box.getByTestId("confirmation-submit").click();
    await expect(customer.getByTestId("confirmation-done")).toBeVisible();
    await expect(customer.getByTestId("confirmation-done")).toContainText(TEXT[locale].byCode);
    await expect(customer.getByTestId("confirmation-box")).toHaveCount(0);

    // Confirmed: the shop may move it on now (before, only cancelling was allowed).
    const moved = await world.admin.patch(`/api/orders/${order.id}/`, { data: { status: "confirmed" } });
    expect(moved.status(), await moved.text()).toBe(200);
  });
}
