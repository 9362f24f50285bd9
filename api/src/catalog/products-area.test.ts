// GET /products/?area_id=: each product of the list says whether it reaches the shopper's area
// (issue 26 point 3, the listing cards' "Delivers to {area}"), from the page's own statement and
// by the one rule the product page and the quote use (delivery/fee.ts): an offer in stock whose
// branch delivers there, else one whose branch offers pickup.
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createBranch, createListing, createOwnedBranch, createProduct } from "../../test/factories";
import { costOf } from "../../test/list-cost";

const NASR_CITY = 1030;
const DOKKI = 2001;
const MOHANDESSIN = 2002;
const ASWAN = 15001;

/**
 * One store with a Cairo branch (all of Cairo, pickup), a Giza branch (Dokki only, no pickup) and
 * a branch never set up; a product in each, one in stock at Cairo only while Giza's is sold out,
 * and one unavailable at Cairo.
 */
async function world() {
  const { store, branch: cairo, token } = await createOwnedBranch();
  const [giza, unset] = await Promise.all([createBranch(store), createBranch(store)]);
  const put = (branchId: number, json: unknown) => api("PUT", `/api/branches/${branchId}/delivery/`, { token, json });
  const settings = await Promise.all([
    put(cairo.id, {
      governorates: [{ governorate_id: 1, fee: "30", estimate: "same_day" }],
      pickup: { enabled: true, address: "Tahrir", hours: "10-22", hold_days: 3 },
    }),
    put(giza.id, {
      governorates: [{ governorate_id: 2, fee: "20", estimate: "1_2_days", whole: false, areas: [{ area_id: DOKKI }] }],
      pickup: { enabled: false },
    }),
  ]);
  for (const s of settings) expect(s.status, JSON.stringify(s.data)).toBe(200);
  const [atCairo, atGiza, atUnset, both, soldOutInGiza, unavailable] = await Promise.all(Array.from({ length: 6 }, () => createProduct(store)));
  await Promise.all([
    createListing(cairo, atCairo),
    createListing(giza, atGiza),
    createListing(unset, atUnset),
    createListing(cairo, both),
    createListing(giza, both),
    createListing(cairo, soldOutInGiza),
    createListing(giza, soldOutInGiza, { stock: 0 }),
    createListing(cairo, unavailable, { is_available: false }),
  ]);
  return { store, cairo, giza, products: { atCairo, atGiza, atUnset, both, soldOutInGiza, unavailable } };
}

type Reach = { id: number; delivers_to_area?: boolean; pickup_only?: boolean };
const reachOf = (results: Reach[]) =>
  Object.fromEntries(results.map((p) => [p.id, { delivers_to_area: p.delivers_to_area, pickup_only: p.pickup_only }]));

describe("a product list with the shopper's area", () => {
  it("says which products reach it, by delivery or by pickup only", async () => {
    const { store, products: p } = await world();
    const read = async (area: number) => {
      const res = await api("GET", `/api/products/?store=${store.id}&area_id=${area}`);
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      return reachOf(res.data.results);
    };
    const delivers = { delivers_to_area: true, pickup_only: false };
    const pickupOnly = { delivers_to_area: false, pickup_only: true };
    const neither = { delivers_to_area: false, pickup_only: false };

    // Nasr City (Cairo): Cairo's branch delivers; Giza's does not and has no pickup.
    const cairoSide = await read(NASR_CITY);
    expect(cairoSide[p.atCairo.id]).toEqual(delivers);
    expect(cairoSide[p.both.id]).toEqual(delivers);
    expect(cairoSide[p.atGiza.id]).toEqual(neither);
    expect(cairoSide[p.atUnset.id]).toEqual(neither);
    expect(cairoSide[p.unavailable.id]).toEqual(neither);

    // Dokki: listed by Giza's branch; Cairo's reaches it by pickup only.
    const dokki = await read(DOKKI);
    expect(dokki[p.atGiza.id]).toEqual(delivers);
    expect(dokki[p.both.id]).toEqual(delivers);
    expect(dokki[p.atCairo.id]).toEqual(pickupOnly);
    // Giza's offer is sold out: only Cairo's pickup is left.
    expect(dokki[p.soldOutInGiza.id]).toEqual(pickupOnly);

    // Mohandessin: Giza's governorate, but not one of its areas.
    expect((await read(MOHANDESSIN))[p.atGiza.id]).toEqual(neither);
    // Aswan: nobody delivers; Cairo's pickup is still an offer.
    const aswan = await read(ASWAN);
    expect(aswan[p.atCairo.id]).toEqual(pickupOnly);
    expect(aswan[p.atGiza.id]).toEqual(neither);
  });

  it("judges only the branch asked for when the list is one branch's", async () => {
    const { cairo, giza, products: p } = await world();
    const inCairo = await api("GET", `/api/products/?branch=${cairo.id}&area_id=${DOKKI}`);
    expect(reachOf(inCairo.data.results)[p.both.id]).toEqual({ delivers_to_area: false, pickup_only: true });
    const inGiza = await api("GET", `/api/products/?branch=${giza.id}&area_id=${DOKKI}`);
    expect(reachOf(inGiza.data.results)[p.both.id]).toEqual({ delivers_to_area: true, pickup_only: false });
  });

  it("answers the same in a search, in another order and on the next page, whose link keeps the area", async () => {
    const { store, products: p } = await world();
    const product = await api("GET", `/api/products/${p.atGiza.id}/`);
    const term = String(product.data.name).split(" ")[0];
    const searched = await api("GET", `/api/products/?search=${encodeURIComponent(term)}&store=${store.id}&ordering=price&area_id=${DOKKI}`);
    expect(searched.status, JSON.stringify(searched.data)).toBe(200);
    expect(reachOf(searched.data.results)[p.atGiza.id]).toEqual({ delivers_to_area: true, pickup_only: false });
    const first = await api("GET", `/api/products/?store=${store.id}&page_size=2&area_id=${DOKKI}`);
    expect(first.data.next).toContain(`area_id=${DOKKI}`);
    const second = await api("GET", first.data.next);
    for (const product of second.data.results) expect(typeof product.delivers_to_area).toBe("boolean");
  });

  it("adds nothing without an area, and no statement or round trip with one", async () => {
    const { store } = await world();
    const plain = await api("GET", `/api/products/?store=${store.id}`);
    for (const product of plain.data.results) {
      expect(product).not.toHaveProperty("delivers_to_area");
      expect(product).not.toHaveProperty("pickup_only");
    }
    await api("GET", `/api/products/?store=${store.id}&area_id=${DOKKI}`); // the areas are loaded once per isolate
    const withArea = await api("GET", `/api/products/?store=${store.id}&area_id=${DOKKI}`);
    expect(costOf(withArea.headers).trips).toBe(costOf(plain.headers).trips);
  });

  it("refuses a bad or unknown area with a message for the field, in the asked language", async () => {
    for (const value of ["abc", "-1", "1.5", "1234567890123"]) {
      const res = await api("GET", `/api/products/?area_id=${value}`);
      expect(res.status, value).toBe(400);
      expect(res.data, value).toEqual({ area_id: ["A valid integer is required."] });
    }
    const unknown = await api("GET", "/api/products/?area_id=999999");
    expect(unknown.status).toBe(400);
    expect(unknown.data).toEqual({ area_id: ['Invalid pk "999999" - object does not exist.'] });
    const arabic = await api("GET", "/api/products/?area_id=x", { headers: { "accept-language": "ar" } });
    expect(arabic.status).toBe(400);
    expect(arabic.data.area_id).toHaveLength(1);
    expect(arabic.data.area_id[0]).not.toContain("valid");
    // Empty is no area, as with the list's other filters.
    expect((await api("GET", "/api/products/?area_id=")).status).toBe(200);
  });
});

describe("who may read it", () => {
  // Public, as the product list is: every caller gets the same answer.
  accessMatrix(
    { guest: 200, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async ({ target }) => {
        await createListing(target.branch, await createProduct(target.store));
        return target.store.id;
      },
      call: ({ fixture, token }) => api("GET", `/api/products/?store=${fixture}&area_id=${NASR_CITY}`, { token }),
      allowed: (_, res) => {
        expect(res.data.results).toHaveLength(1);
        expect(typeof res.data.results[0].delivers_to_area).toBe("boolean");
      },
    },
  );
});
