// Checkout with delivery (issue 26 points 5 and 6): the server prices every part with the
// quote's rule, refuses a part that cannot go as chosen, answers a changed total with the new
// quote, ignores any fee the client sends, and earns cashback on the goods only.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { api, createManager, createOwnedBranch, createProduct, createListing, createBranch, db } from "../../test/factories";
import { costOf } from "../../test/list-cost";
import { readPdf } from "../pdf/read-pdf.test-helper";
import { checkoutResult } from "#contract/orders";
import { cannotDeliver, quoteChanged } from "#contract/quote";
import type { SettingsRows } from "../delivery/queries";
import { address, line, NASR_CITY, ordersOf, setDelivery, shopper, snapshot, stockOf } from "./checkout-test-helpers";

const NEW_CAIRO = 1046;
const DOKKI = 2001;
const ASWAN = 15001;

/** Cairo whole at 30 EGP (same day), New Cairo at 50, free from 500 EGP; pickup held 3 days. */
const CAIRO_BRANCH: SettingsRows = {
  free_over: 50_000,
  governorates: [{ governorate_id: 1, fee: 3000, estimate: "same_day", whole: true, areas: [{ area_id: NEW_CAIRO, fee: 5000 }] }],
  pickup: { enabled: true, address: "12 Tahrir St, Downtown", hours: "10:00-22:00", hold_days: 3 },
};
/** Dokki only at 20 EGP (1-2 days); no pickup. */
const GIZA_BRANCH: SettingsRows = {
  free_over: null,
  governorates: [{ governorate_id: 2, fee: 2000, estimate: "1_2_days", whole: false, areas: [{ area_id: DOKKI, fee: null }] }],
  pickup: { enabled: false, address: "", hours: "", hold_days: 3 },
};

/** One store, a Cairo branch (a blender at 200 EGP) and a Giza branch (a rug at 150 EGP), and a shopper. */
async function twoBranches() {
  const { store, branch: cairo, owner, token: ownerToken } = await createOwnedBranch();
  const giza = await createBranch(store, { name: "Dokki", name_ar: "الدقي" });
  await setDelivery(cairo.id, CAIRO_BRANCH);
  await setDelivery(giza.id, GIZA_BRANCH);
  const blender = await createListing(cairo, await createProduct(store), { price: 20_000, stock: 10 });
  const rug = await createListing(giza, await createProduct(store), { price: 15_000, stock: 10 });
  return { store, cairo, giza, owner, ownerToken, blender, rug, ...(await shopper()) };
}

const checkout = (token: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api("POST", "/api/orders/", { token, json, headers });
const at = (areaId: number) => ({ ...address, area_id: areaId });

describe("checkout prices delivery as the quote does", () => {
  it("charges the governorate's fee, an area's own fee, nothing past the threshold, and nothing for pickup", async () => {
    const s = await twoBranches();
    // Nasr City: Cairo's governorate fee (30).
    let res = await checkout(s.token, { items: [line(s.blender, 1)], address: at(NASR_CITY) });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data.orders[0]).toMatchObject({ subtotal: "200.00", delivery_fee: "30.00", total: "230.00", delivery_estimate: "same_day" });
    // New Cairo: the area's own fee (50).
    res = await checkout(s.token, { items: [line(s.blender, 1)], address: at(NEW_CAIRO) });
    expect(res.data.orders[0]).toMatchObject({ subtotal: "200.00", delivery_fee: "50.00", total: "250.00" });
    // 3 x 200 = 600 reaches the 500 threshold: free.
    res = await checkout(s.token, { items: [line(s.blender, 3)], address: at(NEW_CAIRO) });
    expect(res.data.orders[0]).toMatchObject({ subtotal: "600.00", delivery_fee: "0.00", total: "600.00" });
    // Pickup: no fee, no estimate, the branch's place copied.
    res = await checkout(s.token, { items: [line(s.blender, 1)], address: at(ASWAN), methods: { [s.cairo.id]: "pickup" } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data.orders[0]).toMatchObject({
      delivery_method: "pickup",
      delivery_fee: "0.00",
      delivery_estimate: null,
      total: "200.00",
      pickup: { address: "12 Tahrir St, Downtown", hours: "10:00-22:00", hold_days: 3, ready_at: null, last_day: null },
      allowed_statuses: ["confirmed", "processing", "cancelled"],
    });
  });

  it("places a two-branch cart with one part delivered and one picked up, in one write", async () => {
    const s = await twoBranches();
    await setDelivery(s.giza.id, { ...GIZA_BRANCH, pickup: { enabled: true, address: "5 Mesaha Sq, Dokki", hours: "9-21", hold_days: 2 } });
    // The areas are read once per isolate: read them before measuring.
    await api("GET", "/api/areas/");
    const res = await checkout(s.token, {
      items: [line(s.blender, 2), line(s.rug, 1)],
      address: { ...at(NEW_CAIRO), floor: "3", apartment: "7", recipient: "Mona" },
      methods: { [s.giza.id]: "pickup" },
      expected_total: "600.00",
    });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const body = checkoutResult.parse(res.data);
    expect([body.subtotal, body.delivery, body.total]).toEqual(["550.00", "50.00", "600.00"]);
    const [delivered, picked] = body.orders;
    expect(delivered).toMatchObject({
      branch: { id: s.cairo.id },
      delivery_method: "delivery",
      delivery_fee: "50.00",
      total: "450.00",
      pickup: null,
    });
    expect(delivered.area).toMatchObject({
      id: NEW_CAIRO,
      name: "New Cairo (Fifth Settlement)",
      governorate: { id: 1, name: "Cairo", name_ar: "القاهرة" },
    });
    expect(delivered.address).toMatchObject({
      city: "Cairo",
      neighborhood: "New Cairo (Fifth Settlement)",
      floor: "3",
      apartment: "7",
      recipient: "Mona",
      landmark: address.landmark,
    });
    expect(picked).toMatchObject({ branch: { id: s.giza.id }, delivery_method: "pickup", delivery_fee: "0.00", total: "150.00" });
    expect(picked.pickup).toEqual({ address: "5 Mesaha Sq, Dokki", hours: "9-21", hold_days: 2, ready_at: null, last_day: null });
    // The caller, the listings with both branches' settings, the write with its answer.
    const cost = costOf(res.headers);
    expect(cost.trips).toBe(3);
    console.info(`checkout, two branches, two lines, areas already read: ${cost.trips} round trips, ${cost.rowsRead} rows read`);
    const rows = await ordersOf(s.user.id);
    expect(rows.map((o) => [o.delivery_method, o.delivery_fee, o.total, o.area_id, o.pickup_address])).toEqual([
      ["delivery", 5000, 45_000, NEW_CAIRO, null],
      ["pickup", 0, 15_000, NEW_CAIRO, "5 Mesaha Sq, Dokki"],
    ]);
  });

  it("ignores any fee the client sends", async () => {
    const s = await twoBranches();
    const res = await checkout(s.token, {
      items: [{ ...line(s.blender, 1), fee: "0", delivery_fee: "0" }],
      address: { ...at(NASR_CITY), fee: "0", delivery_fee: "0" },
      delivery_fee: "0.00",
      fee: 0,
      totals: { delivery: "0.00" },
    });
    expect(res.status).toBe(201);
    expect(res.data.orders[0]).toMatchObject({ delivery_fee: "30.00", total: "230.00" });
    expect(res.data.total).toBe("230.00");
  });

  it("needs a street and a building only when something is delivered", async () => {
    const s = await twoBranches();
    const bare = { area_id: NASR_CITY, mobile: "01012345678" };
    const refused = await checkout(s.token, { items: [line(s.blender, 1)], address: bare });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ street: ["This field is required."], building: ["This field is required."] });
    const picked = await checkout(s.token, { items: [line(s.blender, 1)], address: bare, methods: { [s.cairo.id]: "pickup" } });
    expect(picked.status, JSON.stringify(picked.data)).toBe(201);
    const noArea = await checkout(s.token, { items: [line(s.blender, 1)], address: { ...address, area_id: undefined } });
    expect(noArea.data).toEqual({ area_id: ["This field is required."] });
    const unknown = await checkout(s.token, { items: [line(s.blender, 1)], address: at(99_999) });
    expect([unknown.status, unknown.data]).toEqual([400, { area_id: ['Invalid pk "99999" - object does not exist.'] }]);
  });
});

describe("checkout refuses what cannot go as chosen, and writes nothing", () => {
  it("names the branch and the area a part cannot be delivered to, in English and in Arabic", async () => {
    const s = await twoBranches();
    const before = await snapshot(s.user.id, [s.blender, s.rug]);
    const json = { items: [line(s.blender, 1), line(s.rug, 1)], address: at(ASWAN), methods: { [s.cairo.id]: "pickup" } };
    const en = await checkout(s.token, json);
    expect(en.status).toBe(409);
    const body = cannotDeliver.parse(en.data);
    expect(body.detail).toBe(`${s.store.name} – Dokki does not deliver to Aswan City, Aswan. Choose pickup or another branch.`);
    expect(body.quote.parts.map((p) => p.problem)).toEqual([null, "no_delivery"]);
    const ar = await checkout(s.token, json, { "Accept-Language": "ar" });
    expect(ar.status).toBe(409);
    expect(ar.data.detail).toBe(`${s.store.name} – الدقي لا يوصّل إلى مدينة أسوان، أسوان. اختر الاستلام من الفرع أو فرعًا آخر.`);
    expect(await snapshot(s.user.id, [s.blender, s.rug])).toEqual(before);
  });

  it("refuses pickup where the branch has none", async () => {
    const s = await twoBranches();
    const res = await checkout(s.token, { items: [line(s.rug, 1)], address: at(DOKKI), methods: { [s.giza.id]: "pickup" } });
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({
      code: "cannot_deliver",
      detail: `${s.store.name} – Dokki does not offer pickup. Choose delivery or another branch.`,
    });
    expect(await ordersOf(s.user.id)).toEqual([]);
  });

  it("answers a fee changed since the quote with 409 and the new quote", async () => {
    const s = await twoBranches();
    const quoted = await api("POST", "/api/orders/quote/", {
      json: { items: [{ product_id: s.blender.product_id, branch_id: s.cairo.id, quantity: 1 }], area_id: NASR_CITY },
    });
    expect(quoted.data.totals.total).toBe("230.00");
    // The branch raises Cairo's fee to 45 between the quote and the checkout.
    await setDelivery(s.cairo.id, { ...CAIRO_BRANCH, governorates: [{ ...CAIRO_BRANCH.governorates[0], fee: 4500 }] });
    const before = await snapshot(s.user.id, [s.blender]);
    const res = await checkout(s.token, { items: [line(s.blender, 1)], address: at(NASR_CITY), expected_total: quoted.data.totals.total });
    expect(res.status).toBe(409);
    const body = quoteChanged.parse(res.data);
    expect(body.detail).toBe("Delivery or the total changed since you saw it. Check the new total and place the order again.");
    expect(body.quote.totals).toEqual({ subtotal: "200.00", delivery: "45.00", cod_fee: "0.00", total: "245.00" });
    expect(await snapshot(s.user.id, [s.blender])).toEqual(before);
    // With the new total it goes through.
    const again = await checkout(s.token, { items: [line(s.blender, 1)], address: at(NASR_CITY), expected_total: "245" });
    expect(again.status).toBe(201);
    expect(again.data.total).toBe("245.00");
  });
});

describe("cashback and pickup after checkout", () => {
  const move = (id: number, token: string, status: string, headers: Record<string, string> = {}) =>
    api("PATCH", `/api/orders/${id}/`, { token, json: { status }, headers });

  it("earns cashback on the goods, never on the fee", async () => {
    const s = await twoBranches();
    const res = await checkout(s.token, { items: [line(s.blender, 2)], address: at(NEW_CAIRO) });
    expect(res.data.orders[0]).toMatchObject({ subtotal: "400.00", delivery_fee: "50.00", total: "450.00" });
    const id = res.data.orders[0].id;
    for (const status of ["confirmed", "shipped", "delivered"]) expect((await move(id, s.ownerToken, status)).status).toBe(200);
    // 400 EGP x 2% x 5 points = 40 points (450 EGP would be 45).
    const [cashback] = await db.select().from(schema.cashbacks).where(eq(schema.cashbacks.order_id, id));
    expect(cashback.amount).toBe(40);
  });

  it("lets the branch mark a pickup order ready, never ship it, and cancel it only after its last day, returning the stock", async () => {
    const s = await twoBranches();
    const res = await checkout(s.token, { items: [line(s.blender, 4)], address: at(NASR_CITY), methods: { [s.cairo.id]: "pickup" } });
    const id = res.data.orders[0].id;
    expect(await stockOf(s.blender.id)).toBe(6);
    const { token: managerToken } = await createManager(s.cairo);

    expect((await move(id, managerToken, "processing")).data.allowed_statuses).toEqual(["ready_for_pickup", "cancelled"]);
    const shipped = await move(id, managerToken, "shipped");
    expect([shipped.status, shipped.data.detail]).toEqual([409, "Cannot change an order from processing to shipped."]);
    const ready = await move(id, managerToken, "ready_for_pickup");
    expect(ready.status).toBe(200);
    expect(Date.now() - Date.parse(ready.data.pickup.ready_at)).toBeLessThan(60_000);
    // Held 3 days from the day it was ready, by Cairo's calendar.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Cairo" }).format(new Date(ready.data.pickup.ready_at));
    const lastDay = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(ready.data.pickup.last_day).toBe(lastDay);
    expect(ready.data.allowed_statuses).toEqual(["delivered"]);
    expect(ready.data.history.map((h: { status: string }) => h.status)).toEqual(["pending", "processing", "ready_for_pickup"]);

    // Within the days held the branch may not cancel it.
    const early = await move(id, managerToken, "cancelled");
    expect(early.status).toBe(409);
    expect(early.data).toEqual({
      detail: `A pickup order waits for its customer until ${lastDay}; it can be cancelled after that day.`,
      allowed: ["delivered"],
    });
    const earlyAr = await move(id, managerToken, "cancelled", { "Accept-Language": "ar" });
    expect(earlyAr.data.detail).toBe(`ينتظر طلب الاستلام عميله حتى ${lastDay}، ويمكن إلغاؤه بعد هذا اليوم.`);
    expect(await stockOf(s.blender.id)).toBe(6);

    // Made ready four days ago: its last day (ready + 3) was yesterday.
    await db
      .update(schema.orders)
      .set({ ready_at: new Date(Date.now() - 4 * 86_400_000).toISOString() })
      .where(eq(schema.orders.id, id));
    const detail = await api("GET", `/api/orders/${id}/`, { token: s.token });
    expect(detail.data.allowed_statuses).toEqual(["delivered", "cancelled"]);
    const cancelled = await move(id, s.ownerToken, "cancelled");
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.history.at(-1)).toMatchObject({ status: "cancelled", from_status: "ready_for_pickup", by: "store" });
    expect(await stockOf(s.blender.id)).toBe(10);
  });

  it("never makes a delivered order ready for pickup", async () => {
    const s = await twoBranches();
    const res = await checkout(s.token, { items: [line(s.blender, 1)], address: at(NASR_CITY) });
    const id = res.data.orders[0].id;
    expect((await move(id, s.ownerToken, "processing")).data.allowed_statuses).toEqual(["shipped", "cancelled"]);
    const refused = await move(id, s.ownerToken, "ready_for_pickup");
    expect([refused.status, refused.data.detail]).toEqual([409, "Cannot change an order from processing to ready_for_pickup."]);
  });
});

describe("the bill of an order with delivery", () => {
  it("shows the subtotal, the delivery fee and the total in both languages, and the area with every line", async () => {
    const s = await twoBranches();
    const res = await checkout(s.token, { items: [line(s.blender, 1)], address: { ...at(NASR_CITY), floor: "2", recipient: "Mona" } });
    const bill = await readPdf((await api("GET", `/api/orders/${res.data.orders[0].id}/bill/`, { token: s.token })).data);
    for (const text of ["Subtotal", "المجموع الفرعي", "EGP 200.00", "Delivery", "التوصيل", "EGP 30.00", "Total", "الإجمالي", "EGP 230.00"]) {
      expect(bill.lines).toContain(text);
    }
    for (const text of [
      "Nasr City",
      "مدينة نصر",
      "Cairo",
      "القاهرة",
      "Makram Ebeid St",
      "Building 12",
      "2",
      "Behind City Stars",
      "Mona",
      "Same day",
    ]) {
      expect(bill.lines).toContain(text);
    }

    const picked = await checkout(s.token, { items: [line(s.blender, 1)], address: at(NASR_CITY), methods: { [s.cairo.id]: "pickup" } });
    const pickupBill = await readPdf((await api("GET", `/api/orders/${picked.data.orders[0].id}/bill/`, { token: s.token })).data);
    for (const text of ["Pickup at the branch", "الاستلام من الفرع", "12 Tahrir St, Downtown", "10:00-22:00", "EGP 0.00", "EGP 200.00"]) {
      expect(pickupBill.lines).toContain(text);
    }
  });
});
