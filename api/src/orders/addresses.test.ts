// GET /orders/addresses/: the caller's own earlier delivery addresses, distinct, newest first.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { api, createUser, db, tokenFor } from "../../test/factories";
import { order as orderContract, RECENT_ADDRESSES, recentAddresses } from "#contract";
import { createOrder, shop, superAdmin } from "./test-orders";

type Address = Partial<
  Pick<
    typeof schema.orders.$inferInsert,
    "city" | "neighborhood" | "center" | "street" | "compound" | "building_or_house" | "mobile" | "latitude" | "longitude"
  >
>;

const home = {
  city: "Cairo",
  neighborhood: null,
  center: null,
  street: "Road 9",
  compound: "Madinaty",
  building_or_house: "B12",
  mobile: "01012345678",
  latitude: null,
  longitude: null,
  building: "B12",
  floor: "",
  apartment: "",
  landmark: "",
  recipient: "",
};
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

/** An order of `s`'s shop placed by `who` at `createdAt`, delivered to `address`. */
async function orderTo(s: Awaited<ReturnType<typeof shop>>, who: { id: number }, address: Address, createdAt: string) {
  const o = await createOrder({
    customer: who,
    branch: s.branch,
    createdAt,
    status: "delivered",
    lines: [{ listing: s.listings[0], product: s.products[0], quantity: 1 }],
  });
  await db
    .update(schema.orders)
    .set({ ...home, ...address })
    .where(eq(schema.orders.id, o.id));
  return o;
}

const get = (token?: string, path = "/api/orders/addresses/") => api("GET", path, { token });

describe("GET /orders/addresses/", () => {
  it("lists each address once, trimmed, most recently used first", async () => {
    const s = await shop(100);
    await orderTo(s, s.customer, {}, at(1));
    await orderTo(s, s.customer, { city: "Giza", compound: "Dreamland", street: null }, at(2));
    // The first address again, with stray spaces and a blank optional field: the same address.
    await orderTo(s, s.customer, { city: "  Cairo ", street: "Road 9  ", neighborhood: "  " }, at(3));
    const res = await get(s.customerToken);
    expect(res.status).toBe(200);
    const body = recentAddresses.parse(res.data);
    expect(body.results).toEqual([
      { ...home, last_used_at: at(3) },
      { ...home, city: "Giza", compound: "Dreamland", street: null, last_used_at: at(2) },
    ]);
    // The same shape as an order's address, plus when it was last used.
    expect(orderContract.shape.address.parse(body.results[0])).toEqual(home);
  });

  it("tells addresses apart by every field: the mobile, the building, the coordinates", async () => {
    const s = await shop(100);
    await orderTo(s, s.customer, {}, at(1));
    await orderTo(s, s.customer, { mobile: "01112345678" }, at(2));
    await orderTo(s, s.customer, { building_or_house: "B13" }, at(3));
    await orderTo(s, s.customer, { latitude: 30.0444, longitude: 31.2357 }, at(4));
    await orderTo(s, s.customer, { latitude: 30.0444, longitude: 31.2357 }, at(5));
    const res = await get(s.customerToken);
    expect(res.data.results.map((a: { last_used_at: string }) => a.last_used_at)).toEqual([at(5), at(3), at(2), at(1)]);
    expect(res.data.results[0]).toMatchObject({ latitude: 30.0444, longitude: 31.2357 });
  });

  it(`offers at most ${RECENT_ADDRESSES}, the most recently used`, async () => {
    const s = await shop(100);
    for (let i = 1; i <= RECENT_ADDRESSES + 2; i++) await orderTo(s, s.customer, { building_or_house: `B${i}` }, at(i));
    // An old address used again lately comes back to the front.
    await orderTo(s, s.customer, { building_or_house: "B1" }, at(20));
    const res = await get(s.customerToken);
    expect(res.data.results.map((a: { building_or_house: string }) => a.building_or_house)).toEqual(["B1", "B7", "B6", "B5", "B4"]);
  });

  it("counts the addresses of every status of order, cancelled too", async () => {
    const s = await shop(100);
    const o = await createOrder({
      customer: s.customer,
      branch: s.branch,
      status: "cancelled",
      lines: [{ listing: s.listings[0], product: s.products[0], quantity: 1 }],
    });
    const res = await get(s.customerToken);
    expect(res.data.results).toHaveLength(1);
    expect(res.data.results[0]).toMatchObject({ city: "Cairo", last_used_at: o.created_at });
  });

  it.each(["branch owner", "super admin"] as const)("shows a %s only the addresses of orders they placed", async (role) => {
    const s = await shop(100);
    const caller = role === "branch owner" ? { user: s.owner, token: s.token } : await superAdmin();
    await orderTo(s, s.customer, { city: "Alexandria" }, at(1)); // their branch's customer
    await orderTo(s, caller.user, { city: "Luxor" }, at(2));
    const res = await get(caller.token);
    expect(res.status).toBe(200);
    expect(res.data.results.map((a: { city: string }) => a.city)).toEqual(["Luxor"]);
  });

  it("answers a customer with no orders with an empty list, and never shows another's", async () => {
    const s = await shop(100);
    await orderTo(s, s.customer, {}, at(1));
    const res = await get(await tokenFor(await createUser()));
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ results: [] });
  });

  it("answers a visitor with 401", async () => {
    const res = await get(undefined);
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ detail: "Authentication credentials were not provided." });
  });

  it("is not taken for an order id: with or without the slash, query junk ignored; /orders/{id}/ still works", async () => {
    const s = await shop(100);
    const o = await orderTo(s, s.customer, {}, at(1));
    for (const path of ["/api/orders/addresses", "/api/orders/addresses/", "/api/orders/addresses/?page=abc&mine=maybe"]) {
      const res = await get(s.customerToken, path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.data.results).toHaveLength(1);
    }
    expect((await get(s.customerToken, `/api/orders/${o.id}/`)).data).toMatchObject({ id: o.id });
    expect(await get(s.customerToken, "/api/orders/abc/")).toMatchObject({ status: 400, data: { id: ["A valid integer is required."] } });
    // Other methods on the path are not this route's.
    expect((await api("POST", "/api/orders/addresses/buy-again/", { token: s.customerToken })).status).toBe(400);
    expect((await api("DELETE", "/api/orders/addresses/", { token: s.customerToken })).status).toBe(404);
  });
});
