// GET /branch-products/?product=…&area_id=…: the product page's live offers with delivery to
// the shopper's area (issue 26 point 3), by each branch's settings and the one fee rule.
import { describe, expect, it } from "vitest";
import { api, createBranch, createListing, createOwnedBranch, createProduct } from "../../test/factories";
import { costOf } from "../../test/list-cost";

const NASR_CITY = 1030;
const NEW_CAIRO = 1046;
const DOKKI = 2001;
const MOHANDESSIN = 2002;
const ASWAN = 15001;

/**
 * One blender offered by four branches of a store: Cairo (all of Cairo at 30, New Cairo at 50,
 * free from 500, pickup), Giza (Dokki only, at 20; no pickup), Nationwide (every governorate
 * listed, 80, 3-5 days; pickup) and one never set up.
 */
async function blenderOffers() {
  const { store, branch: cairo, token } = await createOwnedBranch();
  const [giza, nationwide, unset] = await Promise.all([createBranch(store), createBranch(store), createBranch(store)]);
  const blender = await createProduct(store);
  const offers = await Promise.all(
    [
      [cairo, 20_000],
      [giza, 19_000],
      [nationwide, 60_000],
      [unset, 18_000],
    ].map(([branch, price]) => createListing(branch as { id: number }, blender, { price: price as number })),
  );
  const put = (branchId: number, json: unknown) => api("PUT", `/api/branches/${branchId}/delivery/`, { token, json });
  const settings = await Promise.all([
    put(cairo.id, {
      free_over: "500",
      governorates: [{ governorate_id: 1, fee: "30", estimate: "same_day", areas: [{ area_id: NEW_CAIRO, fee: "50" }] }],
      pickup: { enabled: true, address: "Tahrir", hours: "10-22", hold_days: 3 },
    }),
    put(giza.id, {
      governorates: [{ governorate_id: 2, fee: "20", estimate: "1_2_days", whole: false, areas: [{ area_id: DOKKI }] }],
      pickup: { enabled: false },
    }),
    put(nationwide.id, {
      free_over: "1000",
      governorates: Array.from({ length: 27 }, (_, i) => ({ governorate_id: i + 1, fee: "80", estimate: "3_5_days" })),
      pickup: { enabled: true, address: "Ramses", hours: "9-17", hold_days: 5 },
    }),
  ]);
  for (const s of settings) expect(s.status, JSON.stringify(s.data)).toBe(200);
  const byBranch = (results: { branch: { id: number } }[]) => {
    const of = (b: { id: number }) => results.find((r) => r.branch.id === b.id) as Record<string, unknown>;
    return { cairo: of(cairo), giza: of(giza), nationwide: of(nationwide), unset: of(unset) };
  };
  return { blender, offers, byBranch, token };
}

const offersOf = (productId: number, area?: number | string) =>
  api("GET", `/api/branch-products/?product=${productId}${area === undefined ? "" : `&area_id=${area}`}`);

describe("a product's offers with delivery to an area", () => {
  it("a Cairo area: the governorate's fee and estimate, free past the threshold, pickup where offered", async () => {
    const { blender, byBranch } = await blenderOffers();
    const res = await offersOf(blender.id, NASR_CITY);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const offers = byBranch(res.data.results);
    expect(offers.cairo).toMatchObject({ delivery: { available: true, fee: "30.00", estimate: "same_day", free_over: "500.00" }, pickup: true });
    expect(offers.giza).toMatchObject({ delivery: { available: false, fee: null, estimate: null, free_over: null }, pickup: false });
    expect(offers.nationwide).toMatchObject({
      delivery: { available: true, fee: "80.00", estimate: "3_5_days", free_over: "1000.00" },
      pickup: true,
    });
    expect(offers.unset).toMatchObject({ delivery: { available: false }, pickup: false });
  });

  it("an area's own fee overrides the governorate's", async () => {
    const { blender, byBranch } = await blenderOffers();
    const offers = byBranch((await offersOf(blender.id, NEW_CAIRO)).data.results);
    expect(offers.cairo).toMatchObject({ delivery: { available: true, fee: "50.00", estimate: "same_day" } });
  });

  it("an offer whose price reaches the branch's threshold is delivered free", async () => {
    const { blender, offers: listings, byBranch, token } = await blenderOffers();
    expect((await api("PATCH", `/api/branch-products/${listings[0].id}/`, { token, json: { price: "500" } })).status).toBe(200);
    const offers = byBranch((await offersOf(blender.id, NEW_CAIRO)).data.results);
    expect(offers.cairo).toMatchObject({ delivery: { available: true, fee: "0.00", free_over: "500.00" } });
  });

  it("a single area a branch lists is served, its neighbour is not; an area nobody near serves leaves the nationwide branch and pickup", async () => {
    const { blender, byBranch } = await blenderOffers();
    expect(byBranch((await offersOf(blender.id, DOKKI)).data.results).giza).toMatchObject({
      delivery: { available: true, fee: "20.00", estimate: "1_2_days", free_over: null },
    });
    expect(byBranch((await offersOf(blender.id, MOHANDESSIN)).data.results).giza).toMatchObject({ delivery: { available: false } });
    const aswan = byBranch((await offersOf(blender.id, ASWAN)).data.results);
    expect(aswan.cairo).toMatchObject({ delivery: { available: false }, pickup: true });
    expect(aswan.giza).toMatchObject({ delivery: { available: false }, pickup: false });
    expect(aswan.nationwide).toMatchObject({ delivery: { available: true, fee: "80.00", estimate: "3_5_days" } });
  });

  it("without an area the offers are as before; an unknown area or a word is a 400 under area_id", async () => {
    const { blender } = await blenderOffers();
    const plain = await offersOf(blender.id);
    expect(plain.status).toBe(200);
    for (const offer of plain.data.results) expect(Object.keys(offer)).not.toContain("delivery");
    expect(await offersOf(blender.id, 999999)).toMatchObject({ status: 400, data: { area_id: ['Invalid pk "999999" - object does not exist.'] } });
    expect(await offersOf(blender.id, "cairo")).toMatchObject({ status: 400, data: { area_id: ["A valid integer is required."] } });
  });

  it("costs one more statement for the page, whatever the number of offers and branches", async () => {
    const { blender } = await blenderOffers();
    await offersOf(blender.id, NASR_CITY); // the isolate reads the areas once, then answers from memory
    const without = costOf((await offersOf(blender.id)).headers);
    const withArea = costOf((await offersOf(blender.id, NASR_CITY)).headers);
    console.log(`four offers of one product: without area_id ${JSON.stringify(without)}, with ${JSON.stringify(withArea)}`);
    expect(withArea.trips).toBe(without.trips + 1);
    // Each of the four branches: its settings row, its governorate's row and its area's row at most.
    expect(withArea.rowsRead - without.rowsRead).toBeLessThanOrEqual(4 * 3);
  });
});
