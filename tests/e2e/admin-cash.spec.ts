// The Cash tab (issue 29 point 4): a branch's manager opens their branch's cash sheet for today,
// sees what was delivered and collected per courier, records a handover covering one courier's
// order (with a confirmation), downloads the sheet as CSV (BOM, Arabic names intact), and reads
// the same sheet in Arabic at phone width. Screenshots in both languages at both widths.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { makeWorld, signIn, type World } from "./admin-world";
import { screenshot, seriousViolations } from "./page-checks";

let world: World;
test.beforeAll(async ({ baseURL }) => {
  world = await makeWorld(baseURL!);
});
test.afterAll(() => world.dispose());

/** Moves an order on as its shop (the super admin), the last move naming who collected the cash. */
async function deliver(id: number, collected_by?: string) {
  for (const status of ["confirmed", "shipped", "delivered"]) {
    const res = await world.admin.patch(`/api/orders/${id}/`, {
      data: status === "delivered" && collected_by ? { status, collected_by } : { status },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test("a manager reads today's cash sheet, records a handover and downloads the CSV; the same in Arabic on a phone", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const branch = world.branches[1];
  const lamp = await world.product(branch.id, { price: "120.00" });
  // 120.00 + 20.00 delivery = 140.00; 2 x 120.00 + 20.00 = 260.00; 140.00 by the branch's courier.
  const mahmoud = await world.order(lamp.id, branch.id, "120.00");
  const aramex = await world.order(lamp.id, branch.id, "120.00", 2);
  const own = await world.order(lamp.id, branch.id, "120.00");
  await deliver(mahmoud.id, "محمود عبد الله");
  await deliver(aramex.id, "Aramex");
  await deliver(own.id);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, baseURL!, world.manager.username);
  await page.goto("/en/admin/cash/");
  await expect(page.getByRole("heading", { name: "Cash sheet", level: 2 })).toBeVisible();
  await expect(page.getByTestId("cash-expected")).toHaveText("LE 540.00");
  await expect(page.getByTestId("cash-collected")).toHaveText("LE 540.00");
  await expect(page.getByTestId("cash-courier")).toHaveCount(3);
  await expect(page.getByTestId("cash-courier").filter({ hasText: "Branch courier" })).toContainText("LE 140.00");

  // A handover from Aramex covering its order: ticking it fills in the amount.
  await page.getByTestId("cash-record").click();
  const dialog = page.getByRole("dialog");
  // Focus moves into the dialog (and stays there: ui/Dialog traps it).
  await expect(dialog.getByTestId("handover-courier")).toBeVisible();
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
  await dialog.getByTestId("handover-save").click();
  await expect(dialog.getByTestId("handover-courier-error")).toHaveText("Enter who handed the cash over.");
  await dialog.getByTestId("handover-courier").fill("Aramex");
  await dialog.getByTestId("handover-order").nth(1).check();
  await expect(dialog.getByTestId("handover-amount")).toHaveValue("260.00");
  await dialog.getByTestId("handover-note").fill("Evening drop");
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "cash-dialog-en-1280");
  await dialog.getByTestId("handover-save").click();
  await expect(page.getByTestId("handover-confirm")).toBeVisible();
  await page.getByTestId("handover-confirm").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Handover recorded." })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("cash-handed")).toHaveText("LE 260.00");
  await expect(page.getByTestId("cash-outstanding")).toHaveText("LE 280.00");
  await expect(page.getByTestId("cash-handover")).toContainText(new RegExp(`Orders: \u2066#${aramex.id}\u2069`));
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "cash-en-1280", { fullPage: true });

  // The CSV: a BOM, CRLF, the Arabic name as written.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("cash-csv").click()]);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text).toContain("\r\nمحمود عبد الله,140.00,0.00,140.00,0.00\r\n");
  expect(text).toContain("\r\nAramex,260.00,260.00,0.00,0.00\r\n");

  // A phone: cards instead of the table, and nothing wider than the screen (a long branch name neither).
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(fits).toBe(true);
  await screenshot(page, "cash-en-390", { fullPage: true });

  // Arabic, on a phone.
  await page.goto("/ar/admin/cash/");
  await expect(page.getByRole("heading", { name: "كشف النقدية", level: 2 })).toBeVisible();
  await expect(page.getByTestId("cash-expected")).toHaveText("540.00 جنيه");
  await expect(page.getByTestId("cash-courier").filter({ hasText: "مندوب الفرع" })).toContainText("140.00 جنيه");
  await expect(page.getByTestId("cash-handover")).toContainText("260.00 جنيه من Aramex");
  expect(await seriousViolations(page)).toEqual([]);
  expect(await fits()).toBe(true);
  await screenshot(page, "cash-ar-390", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "cash-ar-1280", { fullPage: true });
  await page.getByTestId("cash-record").click();
  await expect(page.getByRole("dialog").getByText("تسجيل تسليم نقدية للفرع")).toBeVisible();
  await screenshot(page, "cash-dialog-ar-1280");
});
