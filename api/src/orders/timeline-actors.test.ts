// Who the timeline names (issue 23): the shop's staff see which of them moved an order; the
// order's customer sees only that "the store" did, and the API sends them no staff username.
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createOwnedBranch } from "../../test/factories";
import { order as orderContract } from "#contract/orders";
import { shop, stocked, superAdmin } from "./test-orders";

const patch = (id: number, token: string | undefined, status: string) => api("PATCH", `/api/orders/${id}/`, { token, json: { status } });

type Step = { status: string; by: string; actor: { id: number; username: string } | null };

describe("GET /orders/{id}/: the timeline's actors by caller", () => {
  // The order's store owner confirmed it and its branch's manager moved it on.
  const staffSee = (c: { fixture: { owner: { id: number; username: string }; manager: { id: number; username: string } } }) => [
    { status: "confirmed", by: "store", actor: { id: c.fixture.owner.id, username: c.fixture.owner.username } },
    { status: "processing", by: "store", actor: { id: c.fixture.manager.id, username: c.fixture.manager.username } },
  ];
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, "the order's customer": 200 },
    {
      setup: async (world) => {
        const s = await stocked(world.target);
        const placed = await s.order("pending");
        expect((await patch(placed.id, world.callers.owner, "confirmed")).status).toBe(200);
        expect((await patch(placed.id, world.callers.manager, "processing")).status).toBe(200);
        return { ...s, placed, owner: world.users.owner, manager: world.users.manager };
      },
      extra: { "the order's customer": (_w, s) => s.customer },
      call: ({ fixture, token }) => api("GET", `/api/orders/${fixture.placed.id}/`, { token }),
      allowed: (c, res) => {
        orderContract.parse(res.data);
        const steps = res.data.history.map(({ status, by, actor }: Step) => ({ status, by, actor }));
        expect(steps[0]).toEqual({ status: "pending", by: "customer", actor: { id: c.fixture.customer.id, username: c.fixture.customer.username } });
        if (c.actor === "the order's customer") {
          expect(steps.slice(1)).toEqual([
            { status: "confirmed", by: "store", actor: null },
            { status: "processing", by: "store", actor: null },
          ]);
          const text = JSON.stringify(res.data);
          expect(text).not.toContain(c.fixture.owner.username);
          expect(text).not.toContain(c.fixture.manager.username);
        } else {
          expect(steps.slice(1)).toEqual(staffSee(c));
        }
      },
    },
  );
});

describe("the timeline's actors in every answer", () => {
  it("keeps staff names from the customer in the list and the checkout's orders, and gives them to the shop", async () => {
    const s = await shop();
    const order = await s.order("pending");
    expect((await patch(order.id, s.token, "confirmed")).status).toBe(200);
    const mine = await api("GET", "/api/orders/", { token: s.customerToken });
    const listed = mine.data.results.find((o: { id: number }) => o.id === order.id);
    expect(listed.history.map((h: Step) => [h.by, h.actor?.id ?? null])).toEqual([
      ["customer", s.customer.id],
      ["store", null],
    ]);
    expect(JSON.stringify(mine.data)).not.toContain(s.owner.username);
    const checkout = await api("GET", `/api/orders/?checkout_id=${order.checkout_id}`, { token: s.customerToken });
    expect(JSON.stringify(checkout.data)).not.toContain(s.owner.username);

    const shopList = await api("GET", "/api/orders/", { token: s.token });
    const seen = shopList.data.results.find((o: { id: number }) => o.id === order.id);
    expect(seen.history[1]).toMatchObject({ by: "store", actor: { id: s.owner.id, username: s.owner.username } });
  });

  it("treats a merchant buying from another shop as that shop's customer, and a super admin as staff", async () => {
    const s = await shop();
    const buyer = await createOwnedBranch();
    const order = await s.order("pending", buyer.owner);
    expect((await patch(order.id, s.token, "confirmed")).status).toBe(200);
    const asBuyer = await api("GET", `/api/orders/${order.id}/`, { token: buyer.token });
    expect(asBuyer.data.history[1]).toMatchObject({ by: "store", actor: null });
    const admin = await superAdmin();
    const asAdmin = await api("GET", `/api/orders/${order.id}/`, { token: admin.token });
    expect(asAdmin.data.history[1]).toMatchObject({ by: "store", actor: { id: s.owner.id } });
  });

  it("names the shop, not the customer, for a change whose actor was deleted", async () => {
    const s = await shop();
    const order = await s.order("confirmed"); // made with no actor for the confirm
    const res = await api("GET", `/api/orders/${order.id}/`, { token: s.token });
    expect(res.data.history.map((h: Step) => [h.by, h.actor])).toEqual([
      ["customer", { id: s.customer.id, username: s.customer.username }],
      ["store", null],
    ]);
  });
});
