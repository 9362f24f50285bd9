// The staff's order page shows a super admin the customer's refusal standing (issue 29 point 3,
// docs/decisions/0033), so they can clear it there: GET /orders/{id}/ `customer_refusals`, null
// to everyone else, and 0 / not applying once cleared.
import { describe, expect, it } from "vitest";
import { accessWorld, productAtTarget } from "../../test/access-matrix";
import { api } from "../../test/factories";
import { createOrder } from "./test-orders";

describe("GET /orders/{id}/ customer_refusals", () => {
  it("gives a super admin the count and whether the rule applies, null to the shop and the customer; cleared, 0", async () => {
    const world = await accessWorld();
    const { product, listing } = await productAtTarget(world, { stock: 20 });
    const customer = world.users.customer;
    const lines = [{ listing, product, quantity: 1 }];
    await createOrder({ customer, branch: world.target.branch, status: "refused", lines });
    const order = await createOrder({ customer, branch: world.target.branch, status: "pending", lines });
    const read = (who: "superAdmin" | "owner" | "manager" | "customer") => api("GET", `/api/orders/${order.id}/`, { token: world.callers[who] });

    expect((await read("superAdmin")).data.customer_refusals).toEqual({ count: 1, rule_applies: false });
    await createOrder({ customer, branch: world.target.branch, status: "refused", lines });
    const admin = await read("superAdmin");
    expect(admin.status).toBe(200);
    expect(admin.data.customer_refusals).toEqual({ count: 2, rule_applies: true });
    for (const who of ["owner", "manager", "customer"] as const) {
      const res = await read(who);
      expect([who, res.status, res.data.customer_refusals]).toEqual([who, 200, null]);
    }
    // Lists do not carry it.
    const list = await api("GET", "/api/orders/", { token: world.callers.superAdmin });
    expect(list.data.results.every((o: Record<string, unknown>) => !("customer_refusals" in o))).toBe(true);

    const cleared = await api("POST", `/api/users/${customer.id}/refusals/clear/`, { token: world.callers.superAdmin });
    expect(cleared.status).toBe(200);
    expect((await read("superAdmin")).data.customer_refusals).toEqual({ count: 0, rule_applies: false });
  });
});
