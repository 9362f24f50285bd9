// Who may do what with returns (issue 30, ADR 0035; the callers of test/access-matrix.ts): the
// order's customer asks and reads their own; the store's owner and the branch's manager read and
// move their branch's; a manager of another branch (or another store) gets a 404, as for an
// order; the customer moving a step gets a 403; a super admin does all but ask.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { returnEvents, returns } from "../../db/schema";
import { accessMatrix, accessWorld, productAtTarget, type World } from "../../test/access-matrix";
import { api, createUser, db, tokenFor } from "../../test/factories";
import { createOrder } from "../orders/test-orders";
import { stepReturn } from "./steps";
import { writeReturn } from "./request";
import { itemsOf, move, tomorrow } from "./test-returns";

/** A delivered order at the target branch, of a buyer of its own (the extra caller). */
async function deliveredAtTarget(world: World) {
  const { product, listing } = await productAtTarget(world, { price: 10000, stock: 10 });
  const buyer = await createUser();
  const order = await createOrder({
    customer: buyer,
    branch: world.target.branch,
    status: "delivered",
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    lines: [{ listing, product, quantity: 2 }],
  });
  const [item] = await itemsOf(order.id);
  return { buyer, order, item };
}

/** ...and its return, moved on to `status` by the store's owner. */
async function returnAtTarget(world: World, status: "requested" | "received" = "requested") {
  const f = await deliveredAtTarget(world);
  const { id } = await writeReturn(db, {
    order: f.order,
    customerId: f.buyer.id,
    lines: [{ order_item_id: f.item.id, quantity: 1, price: f.item.price }],
    reason: "defective",
    note: "",
    method: "dropoff",
    photoKeys: [],
  });
  const owner = { id: world.users.owner.id, username: world.users.owner.username, role: "branch_owner" as const };
  const row = async () => (await db.select().from(returns).where(eq(returns.id, id)).get())!;
  if (status === "received") {
    await stepReturn(db, await row(), { to: "approved", pickup_date: tomorrow() }, owner);
    await stepReturn(db, await row(), { to: "received", condition: "resellable" }, owner);
  }
  return { ...f, id };
}

const stateOf = async (id: number) => ({
  row: await db.select({ status: returns.status }).from(returns).where(eq(returns.id, id)).get(),
  events: (await db.select().from(returnEvents).where(eq(returnEvents.return_id, id))).length,
});

describe("POST /orders/{id}/returns/", () => {
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 403, manager: 403, otherManager: 404, superAdmin: 403, buyer: 201 },
    {
      setup: deliveredAtTarget,
      extra: { buyer: (_, f) => f.buyer },
      call: ({ fixture, token }) =>
        api("POST", `/api/orders/${fixture.order.id}/returns/`, {
          token,
          json: { items: [{ order_item_id: fixture.item.id, quantity: 1 }], reason: "defective", method: "pickup" },
        }),
      state: ({ fixture }) => db.select().from(returns).where(eq(returns.order_id, fixture.order.id)),
    },
  );
});

describe("GET /returns/{id}/", () => {
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, buyer: 200 },
    {
      setup: (w) => returnAtTarget(w),
      extra: { buyer: (_, f) => f.buyer },
      call: ({ fixture, token }) => api("GET", `/api/returns/${fixture.id}/`, { token }),
      allowed: ({ fixture }, res) => expect(res.data.id).toBe(fixture.id),
    },
  );
});

describe("POST /returns/{id}/approve/", () => {
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, buyer: 403 },
    {
      setup: (w) => returnAtTarget(w),
      extra: { buyer: (_, f) => f.buyer },
      call: ({ fixture, token }) => move(fixture.id, "approve", token, { pickup_date: tomorrow() }),
      state: ({ fixture }) => stateOf(fixture.id),
      allowed: ({ fixture }, res) => expect(res.data).toMatchObject({ id: fixture.id, status: "approved" }),
    },
  );
});

describe("POST /returns/{id}/refund/", () => {
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, buyer: 403 },
    {
      setup: (w) => returnAtTarget(w, "received"),
      extra: { buyer: (_, f) => f.buyer },
      call: ({ fixture, token }) => move(fixture.id, "refund", token, { method: "wallet" }),
      state: ({ fixture }) => stateOf(fixture.id),
    },
  );
});

describe("GET /returns/", () => {
  it("lists each caller's returns: the buyer their own, the branch's staff theirs, a super admin all; newest first, with filters", async () => {
    const world = await accessWorld();
    const first = await returnAtTarget(world);
    const second = await returnAtTarget(world, "received");
    const ids = async (token: string | undefined, query = "") => {
      const res = await api("GET", `/api/returns/${query}`, { token });
      expect(res.status).toBe(200);
      return (res.data.results as { id: number }[]).map((r) => r.id).filter((id) => id === first.id || id === second.id);
    };
    expect(await ids(world.callers.owner)).toEqual([second.id, first.id]);
    expect(await ids(world.callers.manager)).toEqual([second.id, first.id]);
    expect(await ids(world.callers.superAdmin, "?page_size=100")).toEqual([second.id, first.id]);
    expect(await ids(world.callers.otherManager)).toEqual([]);
    expect(await ids(world.callers.otherOwner)).toEqual([]);
    expect(await ids(world.callers.customer)).toEqual([]);
    const buyer = await api("GET", "/api/returns/", { token: await tokenFor(first.buyer) });
    expect(buyer.data).toMatchObject({ count: 1, next: null, previous: null });
    expect(buyer.data.results[0].id).toBe(first.id);
    expect(await ids(world.callers.owner, "?status=received")).toEqual([second.id]);
    expect(await ids(world.callers.owner, `?branch=${world.target.sibling.id}`)).toEqual([]);
    expect(await ids(world.callers.owner, `?store=${world.target.store.id}&branch=${world.target.branch.id}`)).toEqual([second.id, first.id]);
    // One order's returns (the order page lists them): the other return is of another order.
    expect(await ids(world.callers.owner, `?order=${first.order.id}`)).toEqual([first.id]);
    expect((await api("GET", "/api/returns/?status=lost", { token: world.callers.owner })).status).toBe(400);
    expect((await api("GET", "/api/returns/?branch=x", { token: world.callers.owner })).status).toBe(400);
    expect((await api("GET", "/api/returns/")).status).toBe(401);
    // A manager of another branch cannot move it either: 404, nothing changed.
    expect((await move(first.id, "reject", world.callers.otherManager, { reason: "No" })).status).toBe(404);
    expect((await db.select().from(returns).where(eq(returns.id, first.id)).get())!.status).toBe("requested");
  });
});
