// A branch's delivery in the dashboard (issue 26 point 2): a branch's manager (the test's own,
// not the demo's) opens their branch's delivery, adds a governorate from the searchable list
// with the keyboard, sets one fee, charges one area differently, turns pickup on, saves, and
// after a reload finds it all as saved; then the same in Arabic at phone width, with axe and
// the touch targets. Screenshots of the dialog in both languages at both widths.
import { expect, type Page, test } from "@playwright/test";
import { makeWorld, signIn, type World } from "./admin-world";
import { setDelivery } from "./delivery";
import { screenshot, seriousViolations } from "./page-checks";

const GIZA = 2;
const DOKKI = 2001;

/** Opens a branch's delivery dialog from the Branches tab. */
async function openDelivery(page: Page, locale: "en" | "ar", branch: number) {
  await page.goto(`/${locale}/admin/branches/`);
  await page.locator(`[data-testid="branch-card"][data-branch-id="${branch}"]`).getByTestId("branch-delivery").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("delivery-branch")).toBeVisible();
  return dialog;
}

/** Controls in the dialog under 44 CSS px high (a checkbox counts by its label, which takes the tap). */
const smallTargets = (page: Page) =>
  page.getByRole("dialog").evaluate((dialog) =>
    [...dialog.querySelectorAll<HTMLElement>("button, input, select, [role=option]")]
      .map((el) => (el instanceof HTMLInputElement && el.type === "checkbox" ? (el.closest("label") ?? el) : el))
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().height < 44)
      .map((el) => `${el.tagName} ${el.dataset.testid ?? el.textContent?.trim() ?? ""} ${el.getBoundingClientRect().height}px`),
  );

let world: World;
test.beforeAll(async ({ baseURL }) => {
  world = await makeWorld(baseURL!);
});
test.afterAll(() => world.dispose());

test("a branch's manager sets its delivery in a few steps and finds it as saved, in English and in Arabic at phone width", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const branch = world.branches[1];
  // The world's branches deliver across Cairo for its checkouts: this branch starts from none.
  await setDelivery(world.admin, branch.id, { free_over: null, governorates: [], pickup: { enabled: false, address: "", hours: "", hold_days: 3 } });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, baseURL!, world.manager.username);
  let dialog = await openDelivery(page, "en", branch.id);
  await expect(dialog.getByTestId("delivery-nowhere")).toBeVisible();

  // A governorate found by typing and picked with the keyboard (Enter takes the first match);
  // its fee is where focus lands.
  const picker = dialog.getByTestId("delivery-governorate-picker");
  await picker.fill("giza");
  await expect(dialog.getByTestId("delivery-governorate-picker-option")).toHaveText(["+ Giza"]);
  await picker.press("Enter");
  const fee = dialog.getByTestId(`delivery-gov-${GIZA}-fee`);
  await expect(fee).toBeFocused();
  await fee.fill("45");

  // One area of its own fee, picked by mouse.
  const governorate = dialog.locator(`[data-governorate-id="${GIZA}"]`);
  await governorate.getByTestId("delivery-area-picker").fill("dokki");
  await governorate.getByTestId("delivery-area-picker-option").filter({ hasText: "Dokki" }).click();
  await expect(dialog.getByTestId(`delivery-area-${DOKKI}-fee`)).toBeFocused();
  await dialog.getByTestId(`delivery-area-${DOKKI}-fee`).fill("60");

  // Pickup on: without its address the server refuses (400) and says so beside pickup.
  await dialog.getByTestId("delivery-pickup").check();
  await dialog.getByTestId("delivery-pickup-hours").fill("Sat–Thu, 10 am – 10 pm");
  await dialog.getByTestId("delivery-save").click();
  await expect(dialog.getByTestId("delivery-pickup-error")).toHaveText("Pickup needs the branch's address and opening hours.");
  await expect(dialog.getByTestId("delivery-pickup")).toBeFocused();
  await dialog.getByTestId("delivery-pickup-address").fill("12 Tahrir Street, Dokki");
  await dialog.getByTestId("delivery-pickup-hold_days").selectOption("5");
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "delivery-en-1280");

  await dialog.getByTestId("delivery-save").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Delivery settings saved" })).toBeVisible();
  // The dialog stays, holding what the server saved.
  await expect(fee).toHaveValue("45.00");
  await expect(dialog.getByRole("button", { name: "Close", exact: true }).last()).toBeVisible();

  await page.reload();
  dialog = await openDelivery(page, "en", branch.id);
  await expect(dialog.getByTestId(`delivery-gov-${GIZA}-fee`)).toHaveValue("45.00");
  await expect(dialog.getByTestId(`delivery-area-${DOKKI}-fee`)).toHaveValue("60.00");
  await expect(dialog.getByTestId("delivery-pickup")).toBeChecked();
  await expect(dialog.getByTestId("delivery-pickup-address")).toHaveValue("12 Tahrir Street, Dokki");
  await expect(dialog.getByTestId("delivery-pickup-hold_days")).toHaveValue("5");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "delivery-en-390");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Arabic at phone width: the same settings, in Arabic names.
  dialog = await openDelivery(page, "ar", branch.id);
  await expect(dialog.locator(`[data-governorate-id="${GIZA}"] h3`)).toHaveText("الجيزة");
  await expect(dialog.locator(`[data-area-id="${DOKKI}"] label`).first()).toHaveText("الدقي");
  await expect(dialog.getByTestId("delivery-estimate")).toHaveValue("1_2_days");
  await expect(dialog.getByTestId("delivery-pickup-hold_days").locator("option:checked")).toHaveText("5 أيام");
  expect(await smallTargets(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "delivery-ar-390");
  // The governorate list searched in Arabic, letter forms folded.
  await dialog.getByTestId("delivery-governorate-picker").fill("اسوان");
  await expect(dialog.getByTestId("delivery-governorate-picker-option")).toHaveText(["+ أسوان"]);
  expect(await smallTargets(page)).toEqual([]);
  await screenshot(page, "delivery-ar-390-search");
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, "delivery-ar-1280");
});
