// Issue 26 point 4, checkout with delivery, on a phone (390x844) in both languages, with a
// store of the test's own (admin-world.ts; in the dashboard project, since it adds a store to
// the database the site was built from): one branch delivers across Cairo (LE 30, today, free
// over LE 1,000), the other delivers nowhere and offers pickup. The shopper chooses an area at
// checkout, sees the first part's fee and estimate and the second's "does not deliver" with its
// pickup details, picks that one up, and places the order; the confirmation, the order pages
// and the bill carry the fees; the branch marks the pickup ready and the last day to collect shows.
// ASWAQ_SHOTS=1 also saves screenshots of the checkout and the order pages at 390x844 and 1280x900.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { register, unique } from "./accounts";
import { makeWorld, type World } from "./admin-world";
import { chooseArea, fillLines, setDelivery } from "./delivery";
import { hydrated, screenshot, seriousViolations } from "./page-checks";

type Locale = "en" | "ar";
const number = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (amount: string | number, locale: Locale) =>
  locale === "ar" ? `${number.format(Number(amount))} جنيه` : `LE ${number.format(Number(amount))}`;

const TEXT = {
  en: {
    atCheckout: "Calculated at checkout",
    fee: "Delivery fee: LE 30.00",
    today: "Arrives today",
    addForFree: "Add LE 80.00 from this branch for free delivery.",
    noDelivery: "does not deliver to",
    delivered: "Delivery LE 30.00",
    pickup: "Pick up at the branch",
    held: "Held for 3 days once ready.",
    method: { delivery: "Delivery", pickup: "Pickup at the branch" },
    lastDay: "Last day to collect",
    waiting: "Once the branch marks it ready, it holds it for 3 days.",
  },
  ar: {
    atCheckout: "يُحسب عند إتمام الشراء",
    fee: "رسوم التوصيل: 30.00 جنيه",
    today: "يصل اليوم",
    addForFree: "أضف 80.00 جنيه من هذا الفرع ليصبح التوصيل مجانيًا.",
    noDelivery: "لا يوصّل إلى",
    delivered: "التوصيل 30.00 جنيه",
    pickup: "استلام من الفرع",
    held: "يُحتفظ به 3 أيام بعد تجهيزه.",
    method: { delivery: "توصيل", pickup: "استلام من الفرع" },
    lastDay: "آخر يوم للاستلام",
    waiting: "بعد أن يجهّزه الفرع يحتفظ به 3 أيام.",
  },
} as const;

const LINES = { street: "Road 9", building: "14", floor: "3", apartment: "7", landmark: "Near the Grand Mosque", mobile: "٠١٠١٢٣٤٥٦٧٨" };

/** With ASWAQ_SHOTS=1: the page at a phone's and a desktop's size, into the test's output folder. */
async function shots(page: Page, name: string) {
  if (!process.env.ASWAQ_SHOTS) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-${width}x${height}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];
  test.describe(`checkout with delivery (${locale})`, () => {
    let world: World;
    test.beforeAll(async ({ playwright: _ }, info) => {
      world = await makeWorld(info.project.use.baseURL!);
    });
    test.afterAll(async () => world?.dispose());

    test(`a two-branch cart, one part delivered and one picked up, at phone width (${locale})`, async ({ page, context, baseURL }) => {
      test.slow();
      const [near, far] = world.branches;
      const cairo = world.area.governorate.id;
      await setDelivery(world.admin, near.id, {
        free_over: "200.00",
        governorates: [{ governorate_id: cairo, fee: "30.00", estimate: "same_day", whole: true, areas: [] }],
        pickup: { enabled: false, address: "", hours: "", hold_days: 3 },
      });
      await setDelivery(world.admin, far.id, {
        free_over: null,
        governorates: [],
        pickup: { enabled: true, address: "12 Road 9, Zamalek", hours: "10:00-22:00", hold_days: 3 },
      });
      const lamp = await world.product(near.id, { price: "120.00" });
      const rug = await world.product(far.id, { price: "80.00" });

      await page.setViewportSize({ width: 390, height: 844 });
      const { hostname } = new URL(baseURL!);
      const line = (p: { id: number; name: string }, branchId: number, price: string) => ({
        productId: p.id,
        branchId,
        name: p.name,
        image: null,
        price,
        quantity: 1,
      });
      await context.addCookies([
        {
          name: "cart",
          value: encodeURIComponent(JSON.stringify([line(lamp, near.id, "120.00"), line(rug, far.id, "80.00")])),
          domain: hostname,
          path: "/",
        },
      ]);
      await register(page, unique("deliver"), locale);

      // The cart: the goods, and delivery not known until an area is.
      await page.goto(`/${locale}/cart/`);
      await hydrated(page, "CartPage");
      await expect(page.getByTestId("cart-subtotal")).toHaveText(money(200, locale));
      await expect(page.getByTestId("cart-delivery")).toHaveText(t.atCheckout);

      // Checkout: the area first, then each part's delivery from the server's quote.
      await page.getByTestId("checkout-button").click();
      const dialog = page.getByRole("dialog");
      await chooseArea(page, world.area, locale);
      await fillLines(page, LINES);
      const part = (branchId: number) => dialog.locator(`[data-testid=quote-part][data-branch="${branchId}"]`);
      await expect(part(near.id).getByTestId("part-fee")).toHaveText(t.fee);
      await expect(part(near.id).getByTestId("part-estimate")).toHaveText(t.today);
      await expect(part(near.id).getByTestId("part-add-for-free")).toHaveText(t.addForFree);
      await expect(part(far.id).getByTestId("part-problem")).toContainText(t.noDelivery);
      await expect(part(far.id).getByTestId("part-pickup")).toContainText("12 Road 9, Zamalek");
      await expect(part(far.id).getByTestId("part-pickup")).toContainText(t.held);
      await part(far.id).getByTestId("method-pickup").check();
      await expect(part(far.id)).toHaveAttribute("data-method", "pickup");
      await expect(part(far.id).getByTestId("part-problem")).toHaveCount(0);
      await expect(dialog.getByTestId("checkout-subtotal")).toHaveText(money(200, locale));
      await expect(dialog.getByTestId("checkout-delivery")).toHaveText(money(30, locale));
      await expect(dialog.getByTestId("checkout-total")).toHaveText(money(230, locale));
      // Every control in the dialog is at least 44 px tall on a phone.
      for (const control of await dialog.locator("input:not([type=radio]):not([type=checkbox]), select, button").all()) {
        if (await control.isVisible())
          expect((await control.boundingBox())!.height, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `checkout-${locale}`);
      await dialog.getByTestId("checkout-submit").click();

      // The confirmation: each order's goods and delivery, and the checkout's totals.
      await expect(page).toHaveURL(new RegExp(`/${locale}/order-placed/\\?checkout=`));
      const placed = (id: number) => page.locator(`[data-testid=placed-order][data-order-id="${id}"]`);
      const orders = (await (await page.request.get("/api/orders/?mine=true&page_size=50")).json()).results as {
        id: number;
        branch: { id: number };
        subtotal: string;
        delivery_fee: string;
        total: string;
        delivery_method: string;
        area: { id: number } | null;
        address: { landmark: string; mobile: string };
      }[];
      const delivered = orders.find((o) => o.branch.id === near.id)!;
      const pickedUp = orders.find((o) => o.branch.id === far.id)!;
      expect([delivered.delivery_method, delivered.delivery_fee, delivered.total]).toEqual(["delivery", "30.00", "150.00"]);
      expect([pickedUp.delivery_method, pickedUp.delivery_fee, pickedUp.total]).toEqual(["pickup", "0.00", "80.00"]);
      expect(delivered.area?.id).toBe(world.area.area.id);
      expect(delivered.address).toMatchObject({ landmark: LINES.landmark, mobile: "01012345678" });
      await expect(placed(delivered.id).getByTestId("placed-delivery")).toContainText(t.delivered);
      await expect(placed(pickedUp.id).getByTestId("placed-delivery")).toContainText(t.pickup);
      await expect(page.getByTestId("placed-delivery-total")).toHaveText(money(30, locale));
      await expect(page.getByTestId("placed-total")).toHaveText(money(230, locale));
      await shots(page, `placed-${locale}`);

      // The delivered order's page: method, fee, total, the address with its landmark.
      await page.goto(`/${locale}/orders/${delivered.id}/`);
      await expect(page.getByTestId("order-detail-method")).toHaveText(t.method.delivery);
      await expect(page.getByTestId("order-detail-delivery")).toHaveText(money(30, locale));
      await expect(page.getByTestId("order-detail-total")).toHaveText(money(150, locale));
      await expect(page.getByTestId("order-landmark")).toContainText(LINES.landmark);
      await shots(page, `order-delivered-${locale}`);
      // The bill (its link on the page) is the order's PDF.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-bill").click()]);
      expect(
        readFileSync(await download.path())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");

      // The picked-up order's page: the branch's address and hours; the last day once it is ready.
      await page.goto(`/${locale}/orders/${pickedUp.id}/`);
      await expect(page.getByTestId("order-detail-method")).toHaveText(t.method.pickup);
      await expect(page.getByTestId("order-detail-delivery")).toHaveCount(0);
      await expect(page.getByTestId("order-pickup")).toContainText("12 Road 9, Zamalek");
      await expect(page.getByTestId("order-pickup")).toContainText("10:00-22:00");
      await expect(page.getByTestId("order-pickup")).toContainText(t.waiting);
      for (const status of ["confirmed", "processing", "ready_for_pickup"]) {
        const res = await world.admin.patch(`/api/orders/${pickedUp.id}/`, { data: { status } });
        expect(res.status(), await res.text()).toBe(200);
      }
      await page.reload();
      await expect(page.getByTestId("order-pickup")).toContainText(t.lastDay);
      await expect(page.getByTestId("order-last-day")).not.toBeEmpty();
      await expect(page.locator("[data-testid=order-timeline] [data-step=ready_for_pickup]")).toHaveAttribute("data-done", "true");
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `order-pickup-${locale}`);
    });
  });
}
