import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { api, db } from "../../test/factories";
import { mergeLines, planCheckout } from "./checkout-plan";
import { address, cartOf, deliveredToNasrCity, line, putInCart, shop, shopper, stockOf } from "./checkout-test-helpers";
import { isStaleWrite, writeCheckout } from "./checkout-write";

const ATTEMPTS = 50;

const shoppers = (n: number) => Promise.all(Array.from({ length: n }, () => shopper()));

const ordersOfBranches = (branchIds: number[]) => db.select().from(schema.orders).where(inArray(schema.orders.branch_id, branchIds));

// Fifty shoppers and their checkouts at once: seconds of work on a busy machine, not a hang.
describe("concurrent checkouts", { timeout: 60_000 }, () => {
  it(`${ATTEMPTS} shoppers racing for the last 5 units: exactly 5 orders, stock 0, the rest 409 out_of_stock`, async () => {
    const { branches, listings } = await shop(1, { stock: 5 });
    const [listing] = listings;
    const people = await shoppers(ATTEMPTS);

    const started = Date.now();
    const results = await Promise.all(
      people.map(({ token }) => api("POST", "/api/orders/", { token, json: { items: [line(listing, 1)], address } })),
    );
    const elapsed = Date.now() - started;

    const won = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    const finalStock = await stockOf(listing.id);
    console.log(
      `contention, one listing: attempts=${ATTEMPTS} successes=${won.length} out_of_stock=${refused.length} final stock=${finalStock} elapsed=${elapsed}ms`,
    );

    expect(won).toHaveLength(5);
    expect(refused).toHaveLength(ATTEMPTS - 5);
    for (const r of refused) {
      expect(r.data).toEqual({
        detail: "Not enough stock.",
        code: "out_of_stock",
        items: [{ product_id: listing.product_id, branch_id: listing.branch_id, available: 0 }],
      });
    }
    expect(finalStock).toBe(0);
    const orders = await ordersOfBranches([branches[0].id]);
    expect(orders).toHaveLength(5);
    expect(orders.map((o) => o.uuid).sort()).toEqual(won.map((r) => r.data.orders[0].uuid).sort());
    const items = await db
      .select()
      .from(schema.orderItems)
      .where(
        inArray(
          schema.orderItems.order_id,
          orders.map((o) => o.id),
        ),
      );
    expect(items.reduce((n, i) => n + i.quantity, 0)).toBe(5);
  });

  it(`${ATTEMPTS} two-branch checkouts where one branch runs out: no checkout is left half-made`, async () => {
    const scarce = await shop(1, { stock: 5 });
    const plenty = await shop(1, { stock: 200 });
    const [a] = scarce.listings;
    const [b] = plenty.listings;
    const people = await shoppers(ATTEMPTS);
    // Forty want both branches (one of A, two of B); ten want only B, which has enough for all.
    const carts = people.map((_, i) => (i % 5 === 4 ? [line(b, 1)] : [line(a, 1), line(b, 2)]));
    await Promise.all(people.map(({ user }, i) => Promise.all(carts[i].map((l) => putInCart(user.id, l, l.quantity)))));

    const started = Date.now();
    const results = await Promise.all(people.map(({ token }, i) => api("POST", "/api/orders/", { token, json: { items: carts[i], address } })));
    const elapsed = Date.now() - started;

    const both = results.filter((r, i) => r.status === 201 && carts[i].length === 2);
    const onlyB = results.filter((r, i) => r.status === 201 && carts[i].length === 1);
    const refused = results.filter((r) => r.status === 409);
    const [stockA, stockB] = [await stockOf(a.id), await stockOf(b.id)];
    console.log(
      `contention, two branches: attempts=${ATTEMPTS} successes=${both.length + onlyB.length} (both branches ${both.length}, B only ${onlyB.length}) ` +
        `out_of_stock=${refused.length} final stock A=${stockA} B=${stockB} elapsed=${elapsed}ms`,
    );

    expect(both).toHaveLength(5);
    expect(onlyB).toHaveLength(10);
    expect(refused).toHaveLength(35);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    for (const r of refused)
      expect(r.data).toMatchObject({ code: "out_of_stock", items: [{ product_id: a.product_id, branch_id: a.branch_id, available: 0 }] });
    expect(stockA).toBe(0);
    expect(stockB).toBe(200 - 2 * both.length - onlyB.length);

    // Every checkout has all its branch orders or none.
    const orders = await ordersOfBranches([scarce.branches[0].id, plenty.branches[0].id]);
    const byCheckout = Map.groupBy(orders, (o) => o.checkout_id);
    expect(byCheckout.size).toBe(15);
    for (const r of both)
      expect(
        byCheckout
          .get(r.data.checkout_id)
          ?.map((o) => o.branch_id)
          .sort(),
      ).toEqual([a.branch_id, b.branch_id].sort());
    for (const r of onlyB) expect(byCheckout.get(r.data.checkout_id)?.map((o) => o.branch_id)).toEqual([b.branch_id]);
    // The refused shoppers keep their carts; the others' carts are empty.
    const cartsAfter = await Promise.all(people.map(({ user }) => cartOf(user.id)));
    for (const [i, r] of results.entries()) expect(cartsAfter[i]).toHaveLength(r.status === 201 ? 0 : 2);
  });
});

describe("the stock guard in the write", () => {
  // The pre-check reads stock, prices and availability; these change the row between that
  // read and the batch, as a concurrent checkout or an owner's edit would.
  it.each<[string, Partial<typeof schema.branchProducts.$inferInsert>]>([
    ["the stock was taken meanwhile", { stock: 1 }],
    ["the price changed meanwhile", { price: 9100 }],
    ["the listing was withdrawn meanwhile", { is_available: false }],
  ])("fails the whole batch when %s, and writes nothing", async (_name, change) => {
    const { listings } = await shop(2, { stock: 3 });
    const [a, b] = listings;
    const { user } = await shopper();
    await putInCart(user.id, a);
    const { area, choice } = await deliveredToNasrCity();
    const plan = await planCheckout(db, mergeLines([line(a, 2), line(b, 1)]), choice);
    await db.update(schema.branchProducts).set(change).where(eq(schema.branchProducts.id, a.id));
    const checkoutId = crypto.randomUUID();

    const failure = await writeCheckout(db, plan, {
      checkoutId,
      customerId: user.id,
      address: { ...address, floor: "", apartment: "", recipient: "" },
      area,
      paymentMethod: "cash_on_delivery",
      idempotencyKey: "k",
    }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isStaleWrite(failure)).toBe(true);
    expect(await db.select().from(schema.orders).where(eq(schema.orders.checkout_id, checkoutId))).toEqual([]);
    expect(await db.select().from(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.user_id, user.id))).toEqual([]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([change.stock ?? 3, 3]);
    expect(await cartOf(user.id)).toHaveLength(1);
  });

  it("writes when nothing changed, taking exactly the planned stock", async () => {
    const { listings } = await shop(1, { stock: 3 });
    const { user } = await shopper();
    const { area, choice } = await deliveredToNasrCity();
    const plan = await planCheckout(db, mergeLines([line(listings[0], 3)]), choice);
    const checkoutId = crypto.randomUUID();
    const lines = { ...address, floor: "", apartment: "", recipient: "" };
    await writeCheckout(db, plan, { checkoutId, customerId: user.id, address: lines, area, paymentMethod: "cash_on_delivery", idempotencyKey: null });
    expect(await stockOf(listings[0].id)).toBe(0);
    const [{ n }] = await db.select({ n: sql<number>`count(*)` }).from(schema.orders).where(eq(schema.orders.checkout_id, checkoutId));
    expect(n).toBe(1);
  });
});
