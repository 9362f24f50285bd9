// The orders' notifications (ADR 0025, order-events.ts): written in the same batch as the
// checkout or the move, so a change that fails tells no one; the customer is told every status
// in their language, the branch's owner and manager (once each) of a new order, of a customer's
// cancel, and of an offer's stock crossing its line, once per crossing however checkouts race.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { ORDER_STATUSES } from "../../db/schema";
import {
  api,
  createBranch,
  createListing,
  createManager,
  createOwnedBranch,
  createProduct,
  createUser,
  db,
  tokenFor,
  unique,
} from "../../test/factories";
import { render } from "../notifications/templates";
import { consumeWith, deliveriesOf, emailBinding, noticesOf } from "../notifications/test-helpers";
import { mergeLines, planCheckout } from "./checkout-plan";
import { address, deliveredToNasrCity, FREE_IN_CAIRO, line, setDelivery, shopper, stockOf } from "./checkout-test-helpers";
import { isStaleWrite, writeCheckout } from "./checkout-write";
import { createOrder, stocked } from "./test-orders";

const payloadOf = (n: { payload: string }) => JSON.parse(n.payload);

/** Waits for the running worker to have handed notification `id` to the queue after its answer, and the queue to have sent it. */
async function sent(id: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await deliveriesOf(id);
    if (rows.length && rows.every((r) => r.status === "sent")) return rows;
    if (Date.now() > until) throw new Error(`not delivered: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const kinds = async (userId: number) => (await noticesOf(userId)).map((n) => n.kind);

/** A store whose owner manages its first branch; its second branch has a manager of its own. Both deliver in Cairo. */
async function twoBranchStore(stock = 20) {
  const first = await createOwnedBranch();
  const second = await createBranch(first.store, { name_ar: "فرع المعادي" });
  const { manager, token: managerToken } = await createManager(second);
  for (const b of [first.branch, second]) await setDelivery(b.id, FREE_IN_CAIRO);
  const l1 = await createListing(first.branch, await createProduct(first.store, { name_ar: "شاي" }), { price: 2500, stock });
  const l2 = await createListing(second, await createProduct(first.store, { name_ar: "بن" }), { price: 10000, stock });
  return { ...first, second, manager, managerToken, listings: [l1, l2] };
}

const checkout = (token: string, items: ReturnType<typeof line>[]) => api("POST", "/api/orders/", { token, json: { items, address } });

describe("a checkout", () => {
  it("tells the customer once, listing every order, and each branch's owner and manager once (one who is both gets one)", async () => {
    const s = await twoBranchStore();
    const other = await createOwnedBranch();
    const { user, token } = await shopper({ email: `${unique("c")}@example.com`, email_verified: true });
    await db
      .update(schema.users)
      .set({ email: `${unique("m")}@example.com`, email_verified: true })
      .where(eq(schema.users.id, s.manager.id));
    const res = await checkout(token, [line(s.listings[0], 2), line(s.listings[1], 1)]);
    expect(res.status).toBe(201);
    const [o1, o2] = (res.data.orders as { id: number; branch: { id: number } }[]).sort((a, b) => a.id - b.id);

    const mine = await noticesOf(user.id);
    expect(mine.map((n) => n.kind)).toEqual(["order_placed"]);
    expect(payloadOf(mine[0])).toEqual({
      orders: [
        { order_id: o1.id, store: { name: s.store.name, name_ar: "" }, branch: { name: s.branch.name, name_ar: "" }, total: "50.00", items: 2 },
        {
          order_id: o2.id,
          store: { name: s.store.name, name_ar: "" },
          branch: { name: s.second.name, name_ar: "فرع المعادي" },
          total: "100.00",
          items: 1,
        },
      ],
    });

    // The owner runs both branches (and manages the first): one "new order" for each order.
    const owners = await noticesOf(s.owner.id);
    expect(owners.map((n) => [n.kind, payloadOf(n).order_id]).sort()).toEqual([
      ["order_received", o1.id],
      ["order_received", o2.id],
    ]);
    const managers = await noticesOf(s.manager.id);
    expect(managers.map((n) => [n.kind, payloadOf(n).order_id, payloadOf(n).items])).toEqual([["order_received", o2.id, 1]]);
    // Another store's owner is told nothing, and their inbox shows nothing of it.
    expect(await noticesOf(other.owner.id)).toEqual([]);
    const inbox = await api("GET", "/api/notifications/", { token: other.token });
    expect(inbox.data).toMatchObject({ unread_count: 0, results: [] });
    const managerInbox = await api("GET", "/api/notifications/", { token: s.managerToken });
    expect(managerInbox.data.results.map((r: { title: string }) => r.title)).toEqual([`New order ${o2.id} at ${s.second.name}`]);
    // Handed to the queue after the answer: the customer's and the manager's e-mails go.
    await sent(mine[0].id);
    await sent(managers[0].id);
  });

  it("that fails in its batch (the stock went meanwhile) writes no notification", async () => {
    const s = await twoBranchStore(3);
    const { user } = await shopper();
    const { area, choice } = await deliveredToNasrCity();
    const plan = await planCheckout(db, mergeLines([line(s.listings[0], 2), line(s.listings[1], 3)]), choice);
    await db.update(schema.branchProducts).set({ stock: 1 }).where(eq(schema.branchProducts.id, s.listings[1].id));
    const failure = await writeCheckout(db, plan, {
      checkoutId: crypto.randomUUID(),
      customerId: user.id,
      address: { ...address, floor: "", apartment: "", recipient: "" },
      area,
      paymentMethod: "cash_on_delivery",
      idempotencyKey: null,
    }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isStaleWrite(failure)).toBe(true);
    for (const id of [user.id, s.owner.id, s.manager.id]) expect(await noticesOf(id)).toEqual([]);
    // The same checkout refused by the route (409) tells no one either.
    const { token } = await shopper();
    expect((await checkout(token, [line(s.listings[1], 3)])).status).toBe(409);
    for (const id of [s.owner.id, s.manager.id]) expect(await noticesOf(id)).toEqual([]);
  });
});

describe("a status change", () => {
  const patch = (id: number, token: string, status: string) => api("PATCH", `/api/orders/${id}/`, { token, json: { status } });

  it("tells the customer each status, in their language, in the inbox and by e-mail", async () => {
    const s = await stocked(await createOwnedBranch());
    const customer = await createUser({ language: "ar", email: `${unique("c")}@example.com`, email_verified: true });
    const customerToken = await tokenFor(customer);
    const delivered = await createOrder({
      customer,
      branch: s.branch,
      storeName: "Nile Market",
      storeNameAr: "سوق النيل",
      lines: [{ listing: s.listings[0], product: s.products[0], quantity: 1 }],
    });
    for (const to of ["confirmed", "processing", "shipped", "delivered"]) expect((await patch(delivered.id, s.token, to)).status).toBe(200);
    const pickup = await createOrder({
      customer,
      branch: s.branch,
      storeName: "Nile Market",
      storeNameAr: "سوق النيل",
      lines: [{ listing: s.listings[1], product: s.products[1], quantity: 1 }],
      status: "processing",
      pickup: {},
    });
    expect((await patch(pickup.id, s.token, "ready_for_pickup")).status).toBe(200);

    const notices = await noticesOf(customer.id);
    expect(notices.map((n) => [payloadOf(n).order_id, payloadOf(n).status]).reverse()).toEqual([
      [delivered.id, "confirmed"],
      [delivered.id, "processing"],
      [delivered.id, "shipped"],
      [delivered.id, "delivered"],
      [pickup.id, "ready_for_pickup"],
    ]);
    expect(new Set(notices.map((n) => n.kind))).toEqual(new Set(["order_status"]));
    // The shop's own moves tell the shop nothing.
    expect(await noticesOf(s.owner.id)).toEqual([]);

    const inbox = await api("GET", "/api/notifications/", { token: customerToken, headers: { "accept-language": "ar" } });
    expect(inbox.data.results.map((r: { title: string }) => r.title)).toEqual([
      `طلبك رقم ${pickup.id}: جاهز للاستلام`,
      `طلبك رقم ${delivered.id}: تم التوصيل`,
      `طلبك رقم ${delivered.id}: تم الشحن`,
      `طلبك رقم ${delivered.id}: قيد التجهيز`,
      `طلبك رقم ${delivered.id}: مؤكد`,
    ]);
    expect(inbox.data.results[0]).toMatchObject({
      body: "حالة طلبك من \u2068سوق النيل\u2069 الآن: جاهز للاستلام.",
      link: `/ar/orders/${pickup.id}/`,
    });

    // The e-mail goes in the customer's language whatever language the request was in.
    const email = emailBinding();
    await consumeWith({ EMAIL: email.binding }, [notices[0].id]);
    expect(email.sent).toMatchObject([{ subject: `طلبك رقم ${pickup.id}: جاهز للاستلام` }]);
    expect(email.sent[0].html).toContain('dir="rtl"');
  });

  it("cancelled by the customer also tells the branch's owner and manager; cancelled by the shop, only the customer", async () => {
    const s = await twoBranchStore();
    const { user, token } = await shopper();
    const placed = await checkout(token, [line(s.listings[1], 1)]);
    const [order] = placed.data.orders as { id: number }[];
    const before = { owner: (await noticesOf(s.owner.id)).length, manager: (await noticesOf(s.manager.id)).length };
    await db
      .update(schema.users)
      .set({ email: `${unique("m")}@example.com`, email_verified: true })
      .where(eq(schema.users.id, s.manager.id));
    expect((await patch(order.id, token, "cancelled")).status).toBe(200);
    await sent((await noticesOf(s.manager.id))[0].id);
    const [ownerNotice] = await noticesOf(s.owner.id);
    expect([ownerNotice.kind, payloadOf(ownerNotice)]).toEqual([
      "order_cancelled",
      { order_id: order.id, store: { name: s.store.name, name_ar: "" }, branch: { name: s.second.name, name_ar: "فرع المعادي" } },
    ]);
    expect((await noticesOf(s.owner.id)).length).toBe(before.owner + 1);
    expect((await noticesOf(s.manager.id)).map((n) => n.kind)).toEqual(["order_cancelled", "order_received"]);
    expect(before.manager).toBe(1);
    expect((await kinds(user.id)).slice(0, 1)).toEqual(["order_status"]);
    expect(payloadOf((await noticesOf(user.id))[0]).status).toBe("cancelled");
    // The customer's cancel returned the stock: no low-stock notice came of it.
    expect(await stockOf(s.listings[1].id)).toBe(20);

    const second = await checkout(token, [line(s.listings[1], 1)]);
    const [shopOrder] = second.data.orders as { id: number }[];
    const managerCount = (await noticesOf(s.manager.id)).length;
    expect((await patch(shopOrder.id, s.managerToken, "cancelled")).status).toBe(200);
    expect((await noticesOf(s.manager.id)).length).toBe(managerCount);
    expect(payloadOf((await noticesOf(user.id))[0])).toMatchObject({ order_id: shopOrder.id, status: "cancelled" });
  });

  it("that loses its race tells no one", async () => {
    const s = await stocked(await createOwnedBranch());
    const order = await createOrder({
      customer: s.customer,
      branch: s.branch,
      lines: [{ listing: s.listings[0], product: s.products[0], quantity: 1 }],
    });
    const { manager, token: managerToken } = await createManager(s.branch);
    const answers = await Promise.all([patch(order.id, s.token, "confirmed"), patch(order.id, managerToken, "confirmed")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await kinds(s.customer.id)).toEqual(["order_status"]);
    expect(await noticesOf(manager.id)).toEqual([]);
  });
});

describe("every status has words", () => {
  it("in both languages (no status shown as its key)", () => {
    for (const status of ORDER_STATUSES) {
      const en = render("order_status", { order_id: 7, status, store: { name: "Shop", name_ar: "متجر" } }, "en");
      const ar = render("order_status", { order_id: 7, status, store: { name: "Shop", name_ar: "متجر" } }, "ar");
      expect(`${en.title} ${en.body}`, status).not.toContain("_");
      expect(`${ar.title} ${ar.body}`, status).not.toMatch(/[A-Za-z_]/);
    }
  });
});

describe("low stock", () => {
  const ownerOf = async (stock: number, threshold?: number) => {
    const s = await createOwnedBranch();
    await setDelivery(s.branch.id, FREE_IN_CAIRO);
    const listing = await createListing(s.branch, await createProduct(s.store, { name_ar: "أرز" }), {
      price: 1000,
      stock,
      ...(threshold === undefined ? {} : { low_stock_threshold: threshold }),
    });
    return { ...s, listing };
  };
  const lowNotices = async (userId: number) =>
    (await noticesOf(userId)).filter((n) => n.kind === "stock_low").map((n) => [payloadOf(n).stock, payloadOf(n).threshold]);

  it("is told once per crossing when checkouts race: at the line and at 0, never on the sales between", async () => {
    const s = await ownerOf(8);
    const people = await Promise.all(Array.from({ length: 10 }, () => shopper()));
    const answers = await Promise.all(people.map(({ token }) => checkout(token, [line(s.listing, 1)])));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(8);
    expect(await stockOf(s.listing.id)).toBe(0);
    expect(await lowNotices(s.owner.id)).toEqual([
      [0, 5],
      [5, 5],
    ]);
    const [out] = await noticesOf(s.owner.id);
    expect(payloadOf(out)).toEqual({
      listing_id: s.listing.id,
      product: { name: expect.any(String), name_ar: "أرز" },
      branch: { name: s.branch.name, name_ar: "" },
      stock: 0,
      threshold: 5,
    });
  });

  it("racing checkouts of several units tell it once, and a cancel that returns stock arms it again", async () => {
    const s = await ownerOf(20, 10);
    const people = await Promise.all(Array.from({ length: 4 }, () => shopper()));
    // 20 -> 17 -> 14 -> 11 -> 8: only the one that takes it from 11 to 8 crosses 10.
    const answers = await Promise.all(people.map(({ token }) => checkout(token, [line(s.listing, 3)])));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(await lowNotices(s.owner.id)).toEqual([[8, 10]]);
    // Back above the line by two cancels (8 -> 14), then down across it again (14 -> 5).
    for (const [i, a] of answers.slice(0, 2).entries()) {
      expect((await api("PATCH", `/api/orders/${a.data.orders[0].id}/`, { token: people[i].token, json: { status: "cancelled" } })).status).toBe(200);
    }
    expect(await stockOf(s.listing.id)).toBe(14);
    expect((await checkout(people[0].token, [line(s.listing, 9)])).status).toBe(201);
    expect(await lowNotices(s.owner.id)).toEqual([
      [5, 10],
      [8, 10],
    ]);
    // Below the line already: another sale says nothing.
    expect((await checkout(people[1].token, [line(s.listing, 1)])).status).toBe(201);
    expect(await lowNotices(s.owner.id)).toHaveLength(2);
  });

  it("goes to the branch's manager and the store's owner, not the customer or another store", async () => {
    const s = await ownerOf(6);
    const { manager } = await createManager(s.branch);
    const stranger = await createOwnedBranch();
    const { user, token } = await shopper();
    expect((await checkout(token, [line(s.listing, 2)])).status).toBe(201);
    expect(await lowNotices(s.owner.id)).toEqual([[4, 5]]);
    expect(await lowNotices(manager.id)).toEqual([[4, 5]]);
    expect(await kinds(user.id)).toEqual(["order_placed"]);
    expect(await noticesOf(stranger.owner.id)).toEqual([]);
  });
});
