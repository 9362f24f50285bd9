// Issue 30, the shopper's side of returns, in both languages with a store of the test's own
// (admin-world.ts; run with the dashboard's journeys, after the storefront's, since it adds
// stores and orders): the staff deliver an order of two of one lamp; its page offers "Return
// items" with the days left; the customer asks to return one of them (a fault, a photo, drop-off
// at the branch) in the dialog, keyboard first; the return's own page says "requested", with its
// timeline, line and reason; the order page lists the return and still offers the other lamp; the
// account's Returns page lists it first.
// ASWAQ_SHOTS=1 also saves screenshots at 1280x900 and 390x844.
import { expect, type Page, test } from "@playwright/test";
import { unique } from "./accounts";
import { apiSession, makeWorld, PNG_1PX, signIn, type World } from "./admin-world";
import { hydrated, seriousViolations, shotsAtWidths } from "./page-checks";

let world: World;
test.beforeAll(async ({ playwright: _ }, info) => {
  world = await makeWorld(info.project.use.baseURL!);
});
test.afterAll(async () => world?.dispose());

const TEXT = {
  en: {
    window: "14 days left to return for any reason; 30 for a defect",
    returnItems: "Return items",
    title: (id: number) => `Return items from order #${id}`,
    noItems: "Choose at least one item and its quantity.",
    choose: "Choose one.",
    requested: "Requested",
    heading: (id: number) => `Return #${id}`,
    reason: "Defective or does not work",
    method: "Drop-off at the branch",
    returns: "Returns",
  },
  ar: {
    window: "يتبقى 14 يومًا للإرجاع لأي سبب، و30 يومًا لإرجاع منتج به عيب",
    returnItems: "إرجاع منتجات",
    title: (id: number) => `إرجاع منتجات من الطلب رقم ${id}`,
    noItems: "اختر منتجًا واحدًا على الأقل وحدد كميته.",
    choose: "اختر واحدًا.",
    requested: "تم طلب الإرجاع",
    heading: (id: number) => `المرتجع رقم ${id}`,
    reason: "به عيب أو لا يعمل",
    method: "أسلّمه بنفسي في الفرع",
    returns: "المرتجعات",
  },
} as const;

/** A delivered order of the customer's: two of one lamp, from the first branch. */
async function deliveredOrder() {
  const branch = world.branches[0];
  const item = await world.product(branch.id, { stock: 10 });
  const order = await world.order(item.id, branch.id, "120.00", 2);
  for (const status of ["confirmed", "shipped", "delivered"]) {
    const res = await world.admin.patch(`/api/orders/${order.id}/`, { data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { order, item };
}

const shots = (page: Page, name: string, before?: () => Promise<void>) => shotsAtWidths(page, name, { before });

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];

  test(`a shopper returns one of two lamps of a delivered order, and the return's page says requested (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const { order, item } = await deliveredOrder();
    // The API serves the window and what each line may still return (issue 30).
    const served = await (await world.customer.api.get(`/api/orders/${order.id}/`)).json();
    expect(served.return_window.days_left).toBe(14);
    expect(served.items[0].returnable_quantity).toBe(2);

    await signIn(page, baseURL!, world.customer.username);
    await page.goto(`/${locale}/orders/${order.id}/`);
    await hydrated(page, "OrderReturnsSlot");
    const section = page.getByTestId("order-returns");
    await expect(section.getByTestId("return-window")).toHaveText(t.window);
    await expect(section.getByTestId("order-return-list")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `order-returnable-${locale}`);

    // The dialog: opened from the keyboard, focus inside it.
    const open = section.getByTestId("return-items");
    await expect(open).toHaveText(t.returnItems);
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: t.title(order.id) });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);

    // Nothing chosen: each missing field says so under itself, and nothing is sent.
    const quantity = dialog.getByTestId("return-quantity");
    await expect(quantity).toHaveValue("1"); // one line: it starts at one of it
    await expect(quantity).toHaveAttribute("max", "2");
    await quantity.fill("0");
    await dialog.getByTestId("return-submit").click();
    await expect(dialog.getByTestId("field-error")).toHaveText([t.noItems, t.choose, t.choose]);
    await expect(page).toHaveURL(new RegExp(`/${locale}/orders/${order.id}/$`));

    // Every reason is open on the day of delivery; a fault, a photo, drop-off at the branch.
    for (const reason of ["changed_mind", "defective", "damaged", "wrong_item", "not_as_described"])
      await expect(dialog.getByTestId(`return-reason-${reason}`).locator("input")).toBeEnabled();
    await quantity.fill("1");
    await dialog.getByTestId("return-reason-defective").click();
    await dialog.getByTestId("return-note").fill("The switch does not turn it on.");
    await dialog.getByTestId("return-photos").setInputFiles({ name: "lamp.png", mimeType: "image/png", buffer: PNG_1PX });
    await expect(dialog.getByTestId("return-photo-list").locator("li")).toHaveCount(1);
    await dialog.getByTestId("return-method-dropoff").click();
    await expect(dialog.getByTestId("field-error")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `return-form-${locale}`);
    // Focus stays in the dialog: Tab from its last control comes back to its first.
    await dialog.getByTestId("return-submit").focus();
    await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);

    await dialog.getByTestId("return-submit").click();

    // The return's own page.
    await page.waitForURL(new RegExp(`/${locale}/returns/\\d+/$`));
    const returnId = Number(/\/returns\/(\d+)\/$/.exec(page.url())![1]);
    await hydrated(page, "ReturnDetail");
    const detail = page.getByTestId("return-detail");
    await expect(detail.getByRole("heading", { level: 1 })).toHaveText(t.heading(returnId));
    await expect(detail.getByTestId("return-status")).toHaveAttribute("data-status", "requested");
    await expect(detail.getByTestId("return-status")).toHaveText(t.requested);
    await expect(detail.locator("[data-testid=return-timeline] [data-step=requested]")).toHaveAttribute("data-done", "true");
    await expect(detail.locator("[data-testid=return-timeline] [data-step=refunded]")).toHaveAttribute("data-done", "false");
    await expect(detail.getByTestId("return-reason")).toHaveText(t.reason);
    await expect(detail.getByTestId("return-method")).toHaveText(t.method);
    await expect(detail.getByTestId("return-item")).toHaveCount(1);
    await expect(detail.getByTestId("return-item")).toContainText(locale === "ar" ? `مصباح ${item.name}` : item.name);
    await expect(detail.getByTestId("return-photo-list").locator("img")).toHaveCount(1);
    await expect(detail.getByTestId("credit-note")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `return-page-${locale}`);

    // The order page lists it, and the other lamp may still go back.
    await detail.getByTestId("return-order-link").click();
    await hydrated(page, "OrderReturnsSlot");
    const listed = page.locator(`[data-testid=order-return][data-return-id="${returnId}"]`);
    await expect(listed.getByTestId("return-status")).toHaveAttribute("data-status", "requested");
    await expect(page.getByTestId("return-items")).toBeVisible();
    expect((await (await world.customer.api.get(`/api/orders/${order.id}/`)).json()).items[0].returnable_quantity).toBe(1);
    await shots(page, `order-with-return-${locale}`, async () => {
      await page.getByTestId("order-returns").scrollIntoViewIfNeeded();
    });

    // The account's Returns page, beside the order history: this return first.
    await page.goto(`/${locale}/profile/returns/`);
    await hydrated(page, "ReturnList");
    await expect(page.getByTestId("account-nav-returns")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("account-nav-returns")).toHaveText(t.returns);
    const first = page.getByTestId("return-card").first();
    await expect(first).toHaveAttribute("data-return-id", String(returnId));
    await expect(first.getByTestId("return-status")).toHaveText(t.requested);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `returns-list-${locale}`);
  });
}

test("a return's page shows nothing of it to another customer", async ({ page, baseURL }) => {
  const { order } = await deliveredOrder();
  const line = (await (await world.customer.api.get(`/api/orders/${order.id}/`)).json()).items[0].id as number;
  const res = await world.customer.api.post(`/api/orders/${order.id}/returns/`, {
    data: { items: [{ order_item_id: line, quantity: 1 }], reason: "damaged", method: "pickup" },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = await res.json();
  const stranger = unique("stranger");
  await (await apiSession(baseURL!, stranger, true)).dispose();
  await signIn(page, baseURL!, stranger);
  await page.goto(`/en/returns/${id}/`);
  await hydrated(page, "ReturnDetail");
  await expect(page.getByTestId("return-problem")).toBeVisible();
  await expect(page.getByTestId("return-detail")).toHaveCount(0);
  // The order page offers them nothing either.
  await page.goto(`/en/orders/${order.id}/`);
  await expect(page.getByTestId("order-problem")).toBeVisible();
  await expect(page.getByTestId("order-returns")).toHaveCount(0);
});
