// POST /orders/quote/: a two-branch cart priced with delivery to an area, from the branches'
// own settings; the server decides every amount, and a part that cannot go as chosen says why.
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createBranch, createListing, createOwnedBranch, createProduct } from "../../test/factories";
import { costOf } from "../../test/list-cost";

const NASR_CITY = 1030;
const NEW_CAIRO = 1046;
const DOKKI = 2001;
const ASWAN = 15001;

/** A store with two branches: Cairo-side (delivers Cairo whole at 30, New Cairo at 50; free from 500; pickup) and Giza-side (delivers Dokki only at 20; no pickup). */
async function twoBranchCart() {
  const { store, branch: cairo, token } = await createOwnedBranch();
  const giza = await createBranch(store);
  const [blender, rug] = await Promise.all([createProduct(store), createProduct(store)]);
  await Promise.all([createListing(cairo, blender, { price: 20_000 }), createListing(giza, rug, { price: 15_000 })]);
  const put = (branchId: number, json: unknown) => api("PUT", `/api/branches/${branchId}/delivery/`, { token, json });
  await put(cairo.id, {
    free_over: "500",
    governorates: [{ governorate_id: 1, fee: "30", estimate: "same_day", areas: [{ area_id: NEW_CAIRO, fee: "50" }] }],
    pickup: { enabled: true, address: "Cairo branch, Tahrir", hours: "10-22", hold_days: 3 },
  });
  await put(giza.id, {
    governorates: [{ governorate_id: 2, fee: "20", estimate: "1_2_days", whole: false, areas: [{ area_id: DOKKI }] }],
    pickup: { enabled: false },
  });
  const items = [
    { product_id: blender.id, branch_id: cairo.id, quantity: 2 },
    { product_id: rug.id, branch_id: giza.id, quantity: 1 },
  ];
  return { store, cairo, giza, items, token };
}
const quote = (json: unknown, headers: Record<string, string> = {}) => api("POST", "/api/orders/quote/", { json, headers });

describe("a cart's quote", () => {
  it("prices each branch part from its own settings: fee, estimate, how close free delivery is, and the totals", async () => {
    const { cairo, giza, items, store } = await twoBranchCart();
    const res = await quote({ items, area_id: NASR_CITY });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.area).toMatchObject({ id: NASR_CITY, name: "Nasr City", name_ar: "مدينة نصر", governorate: { id: 1, code: "EG-C" } });
    const [fromCairo, fromGiza] = res.data.parts;
    expect(fromCairo).toMatchObject({
      branch_id: cairo.id,
      subtotal: "400.00",
      delivery: { available: true, fee: "30.00", estimate: "same_day", free: null, add_for_free: "100.00" },
      pickup: { available: true, address: "Cairo branch, Tahrir", hours: "10-22", hold_days: 3 },
      method: "delivery",
      fee: "30.00",
      total: "430.00",
      problem: null,
    });
    // Giza's branch reaches Dokki only: not Nasr City, and it has no pickup.
    expect(fromGiza).toMatchObject({
      branch_id: giza.id,
      subtotal: "150.00",
      delivery: { available: false },
      pickup: { available: false },
      fee: "0.00",
      problem: "no_delivery",
    });
    expect(res.data.totals).toEqual({ subtotal: "550.00", delivery: "30.00", cod_fee: "0.00", total: "580.00" });
    expect(res.data.ready).toBe(false);
    // Each part names its own branch and store (the batch keys rows by column name: the joined names are aliased).
    expect([fromCairo.branch.name, fromGiza.branch.name]).toEqual([cairo.name, giza.name]);
    expect(fromCairo.store.name).toBe(store.name);
    // The listings and both branches' settings in one round trip (29 rows read when measured).
    expect(costOf(res.headers).trips).toBe(1);
    expect(costOf(res.headers).rowsRead).toBeLessThan(40);
  });

  it("takes an area's own fee, makes delivery free past the threshold, and lets a part be picked up", async () => {
    const { cairo, giza, items } = await twoBranchCart();
    const more = [{ ...items[0], quantity: 3 }, items[1]];
    const res = await quote({ items: more, area_id: NEW_CAIRO, methods: { [giza.id]: "pickup" } });
    const [fromCairo, fromGiza] = res.data.parts;
    expect(fromCairo).toMatchObject({ subtotal: "600.00", delivery: { fee: "0.00", free: "threshold", add_for_free: null }, fee: "0.00" });
    expect(fromGiza).toMatchObject({ method: "pickup", problem: "no_pickup" });
    const fewer = await quote({ items, area_id: NEW_CAIRO, methods: { [cairo.id]: "pickup" } });
    expect(fewer.data.parts[0]).toMatchObject({ delivery: { fee: "50.00" }, method: "pickup", fee: "0.00", estimate: null, problem: null });
  });

  it("is ready when every part can go as chosen; without an area, delivery asks for one", async () => {
    const { cairo, items } = await twoBranchCart();
    const dokki = await quote({ items, area_id: DOKKI, methods: { [cairo.id]: "pickup" } });
    expect(dokki.data).toMatchObject({ ready: true, totals: { subtotal: "550.00", delivery: "20.00", total: "570.00" } });
    const none = await quote({ items });
    expect(none.data.area).toBeNull();
    expect(none.data.parts.map((p: { problem: string }) => p.problem)).toEqual(["choose_area", "choose_area"]);
    const far = await quote({ items, area_id: ASWAN });
    expect(far.data.parts.map((p: { problem: string }) => p.problem)).toEqual(["no_delivery", "no_delivery"]);
  });

  it("ignores any fee or price the client sends: the server computes every amount", async () => {
    const { items } = await twoBranchCart();
    const forged = await quote({ items: items.map((i) => ({ ...i, price: "1.00" })), area_id: NASR_CITY, fee: "0.00", totals: { total: "1.00" } });
    expect(forged.data.totals).toEqual({ subtotal: "550.00", delivery: "30.00", cod_fee: "0.00", total: "580.00" });
  });

  it.each([
    [{ items: [], area_id: NASR_CITY }, { items: ["This list may not be empty."] }],
    [{ items: "x" }, { items: ['Expected a list of items but got type "string".'] }],
    [{ items: [{ product_id: 1, branch_id: 1, quantity: 0 }] }, { items: ["Item 1: quantity must be at least 1."] }],
    [{ items: [{ product_id: 999999999, branch_id: 1, quantity: 1 }] }, { items: ["Item 1: this product is not available in this branch."] }],
    [{ items: [{ product_id: 1, branch_id: 1, quantity: 1 }], area_id: 99999 }, { area_id: ['Invalid pk "99999" - object does not exist.'] }],
    [
      { items: [{ product_id: 1, branch_id: 1, quantity: 1 }], methods: { 1: "drone" } },
      { methods: ["Select a valid choice. drone is not one of the available choices."] },
    ],
  ])("refuses a bad request with a message on its field (%#)", async (json, errors) => {
    const res = await quote(json);
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
  });

  accessMatrix(
    { guest: 200, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    {
      setup: async ({ target }) => {
        const product = await createProduct(target.store);
        await createListing(target.branch, product, { price: 1_000 });
        return [{ product_id: product.id, branch_id: target.branch.id, quantity: 1 }];
      },
      call: ({ fixture, token }) => api("POST", "/api/orders/quote/", { token, json: { items: fixture, area_id: NASR_CITY } }),
      allowed: (_, res) => expect(res.data.parts[0]).toMatchObject({ subtotal: "10.00", problem: "no_delivery" }),
    },
  );
});
