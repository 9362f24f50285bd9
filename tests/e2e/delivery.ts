// Delivery for the browser journeys (issue 26, decisions: "Delivery"): Egypt's areas as the
// API serves them, a branch's delivery settings set by the tests' super admin, an area a
// cart's branches all deliver to, and the checkout's address form filled in as a shopper does
// (a governorate, then an area typed and picked, then the lines).
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { Governorate } from "#contract/areas";
import type { DeliverySettings, DeliverySettingsInput } from "#contract/delivery";

export type Locale = "en" | "ar";
export interface Place {
  governorate: Omit<Governorate, "areas">;
  area: Governorate["areas"][number];
}

/** The site's Origin, which every write sends; outside a test (a beforeAll's world) the context has it already. */
const origin = (): Record<string, string> => {
  try {
    return { Origin: new URL(test.info().project.use.baseURL!).origin };
  } catch {
    return {};
  }
};

export async function areaTree(request: APIRequestContext): Promise<Governorate[]> {
  const res = await request.get("/api/areas/");
  expect(res.ok(), `GET /api/areas/: ${res.status()}`).toBe(true);
  return (await res.json()) as Governorate[];
}

/** The area of this English name in the governorate of this English name (fails the test when there is none). */
export async function place(request: APIRequestContext, governorate: string, area: string): Promise<Place> {
  const g = (await areaTree(request)).find((x) => x.name === governorate);
  const a = g?.areas.find((x) => x.name === area);
  expect(a, `the area ${area}, ${governorate}`).toBeTruthy();
  const { areas: _, ...rest } = g!;
  return { governorate: rest, area: a! };
}

export async function deliverySettings(admin: APIRequestContext, branchId: number): Promise<DeliverySettings> {
  const res = await admin.get(`/api/branches/${branchId}/delivery/`);
  expect(res.ok(), `GET delivery of branch ${branchId}: ${await res.text()}`).toBe(true);
  return (await res.json()) as DeliverySettings;
}

/** PUT /api/branches/{id}/delivery/ as the super admin (the whole settings). */
export async function setDelivery(admin: APIRequestContext, branchId: number, settings: DeliverySettingsInput) {
  const res = await admin.put(`/api/branches/${branchId}/delivery/`, { data: settings, headers: origin() });
  expect(res.status(), `PUT delivery of branch ${branchId}: ${await res.text()}`).toBe(200);
}

/**
 * An area every one of these branches delivers to: a governorate they all serve whole, else
 * the first of Egypt's (Cairo), added to the settings of the branches that lack it (a fee of
 * LE 25, 1-2 days; what they had stays). For journeys on the demo catalogue, whatever the
 * seed gave its branches.
 */
export async function areaServedBy(admin: APIRequestContext, request: APIRequestContext, branchIds: number[]): Promise<Place> {
  const tree = await areaTree(request);
  const ids = [...new Set(branchIds)];
  const settings = await Promise.all(ids.map((id) => deliverySettings(admin, id)));
  const shared = tree.find((g) => settings.every((s) => s.governorates.some((x) => x.governorate_id === g.id && x.whole)));
  const chosen = shared ?? tree[0];
  if (!shared) {
    for (const s of settings) {
      if (s.governorates.some((x) => x.governorate_id === chosen.id && x.whole)) continue;
      await setDelivery(admin, s.branch_id, {
        free_over: s.free_over,
        governorates: [
          ...s.governorates.filter((x) => x.governorate_id !== chosen.id),
          { governorate_id: chosen.id, fee: "25.00", estimate: "1_2_days", whole: true, areas: [] },
        ],
        pickup: s.pickup,
      });
    }
  }
  const { areas, ...governorate } = chosen;
  // An area no branch charges differently is as good as any: the first one.
  return { governorate, area: areas[0] };
}

const named = (x: { name: string; name_ar: string }, locale: Locale) => (locale === "ar" ? x.name_ar : x.name);

/** In the open checkout form (or the address book's): the governorate, then the area typed and picked. */
export async function chooseArea(page: Page, where: Place, locale: Locale, scope = page.getByTestId("checkout-form")) {
  await scope.getByTestId("governorate-select").selectOption({ label: named(where.governorate, locale) });
  const input = scope.getByTestId("area-input");
  await input.fill(named(where.area, locale));
  await scope.locator(`[data-testid=area-option][data-area-id="${where.area.id}"]`).click();
  await expect(input).toHaveValue(named(where.area, locale));
}

export interface Lines {
  street?: string;
  building?: string;
  floor?: string;
  apartment?: string;
  landmark?: string;
  recipient?: string;
  mobile?: string;
}

/** Fills the address lines given (an empty string clears one). */
export async function fillLines(page: Page, lines: Lines, scope = page.getByTestId("checkout-form")) {
  for (const [name, value] of Object.entries(lines)) await scope.locator(`input[name=${name}]`).fill(value ?? "");
}

/** An address as POST /api/orders/ takes it. */
export const apiAddress = (areaId: number, lines: Lines = {}) => ({
  area_id: areaId,
  street: "26th of July St",
  building: "12",
  landmark: "Near the metro station",
  mobile: "01012345678",
  ...lines,
});
