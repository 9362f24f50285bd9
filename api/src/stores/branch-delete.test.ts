// Deleting a branch: /delete-impact/ tells beforehand what it would take; the delete refuses
// (409, nothing changed) while the branch has open orders, and otherwise takes its listings
// while its closed orders keep their record and still read, list and print.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, branchProducts, orders, type OrderStatus } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createListing, createProduct, createUser, db, tokenFor } from "../../test/factories";
import { createOrder, orderState, shop } from "../orders/test-orders";
import { branchRow, managersOf } from "./test-helpers";

const adminToken = async () => tokenFor(await createUser({ role: "super_admin" }));
const listingsOf = (branchId: number) => db.select().from(branchProducts).where(eq(branchProducts.branch_id, branchId)).all();
const ordersOf = (branchId: number) => db.select().from(orders).where(eq(orders.branch_id, branchId)).all();
/** A branch and everything its deletion could touch. */
const branchState = async (id: number) => ({
  branch: await branchRow(id),
  managers: await managersOf(id),
  listings: await listingsOf(id),
  orders: await ordersOf(id),
});

const OPEN: OrderStatus[] = ["pending", "confirmed", "processing", "shipped"];

describe("GET /branches/{id}/delete-impact/", () => {
  it("counts the listings, the open orders (pending to shipped) and the closed ones (delivered, cancelled)", async () => {
    const s = await shop();
    for (const status of [...OPEN, "delivered", "cancelled", "delivered"] as OrderStatus[]) await s.order(status);
    const res = await api("GET", `/api/branches/${s.branch.id}/delete-impact/`, { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ listings: 2, open_orders: 4, closed_orders: 3 });
  });

  it("counts nothing for an empty branch and answers 404 for an unknown or malformed one", async () => {
    const s = await shop();
    await db.delete(branchProducts).where(eq(branchProducts.branch_id, s.branch.id));
    const token = await adminToken();
    expect((await api("GET", `/api/branches/${s.branch.id}/delete-impact/`, { token })).data).toEqual({
      listings: 0,
      open_orders: 0,
      closed_orders: 0,
    });
    expect((await api("GET", "/api/branches/999999999/delete-impact/", { token })).status).toBe(404);
    expect((await api("GET", "/api/branches/abc/delete-impact/", { token })).status).toBe(400);
    expect((await api("GET", "/api/branches/99999999999999999999/delete-impact/", { token })).status).toBe(400);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 200 },
    {
      setup: async ({ target }) => createListing(target.branch, await createProduct(target.store)),
      call: ({ world, token }) => api("GET", `/api/branches/${world.target.branch.id}/delete-impact/`, { token }),
      allowed: (_, res) => expect(res.data).toEqual({ listings: 1, open_orders: 0, closed_orders: 0 }),
    },
  );
});

describe("DELETE /branches/{id}/ with orders", () => {
  it.each(OPEN)("refuses while an order is %s, saying so in both languages, and changes nothing", async (status) => {
    const s = await shop();
    await s.order(status);
    await s.order(status);
    await s.order("delivered");
    const token = await adminToken();
    const before = await branchState(s.branch.id);
    const res = await api("DELETE", `/api/branches/${s.branch.id}/`, { token });
    expect(res.status).toBe(409);
    expect(res.data).toEqual({ detail: "This branch has open orders (2). Deliver or cancel them before deleting it." });
    expect(await branchState(s.branch.id)).toEqual(before);
    expect(before.listings).toHaveLength(2);
    expect(before.orders).toHaveLength(3);
    const ar = await api("DELETE", `/api/branches/${s.branch.id}/`, { token, headers: { "accept-language": "ar" } });
    expect(ar.data).toEqual({ detail: "لدى هذا الفرع طلبات مفتوحة (2). سلّمها أو ألغِها قبل حذف الفرع." });
    const audit = await db.select().from(auditLog).where(eq(auditLog.object_id, s.branch.id)).all();
    expect(audit.filter((r) => r.object_type === "branch" && r.action === "delete")).toEqual([]);
  });

  it("deletes a branch whose orders are all closed: its listings go, its orders keep their record and still read", async () => {
    const s = await shop();
    const delivered = await s.order("delivered");
    const cancelled = await s.order("cancelled");
    const token = await adminToken();
    const res = await api("DELETE", `/api/branches/${s.branch.id}/`, { token });
    expect(res.status).toBe(204);
    expect(await branchState(s.branch.id)).toEqual({ branch: undefined, managers: [], listings: [], orders: [] });
    for (const order of [delivered, cancelled]) {
      const kept = (await orderState(order.id)).order!;
      expect(kept).toMatchObject({ branch_id: null, store_id: s.store.id, branch_name: s.branch.name, status: order.status });
    }
    // The order list, the order and its bill, for the customer, the store's owner and a super admin;
    // the order answers with the names it kept, English and Arabic.
    const branchNames = { id: null, name: s.branch.name, name_ar: (await orderState(delivered.id)).order!.branch_name_ar };
    for (const who of [s.customerToken, s.token, token]) {
      const list = await api("GET", "/api/orders/", { token: who });
      expect(list.status).toBe(200);
      const row = list.data.results.find((o: { id: number }) => o.id === delivered.id);
      expect(row.branch).toEqual(branchNames);
      const one = await api("GET", `/api/orders/${delivered.id}/`, { token: who });
      expect([one.status, one.data.branch]).toEqual([200, branchNames]);
      const bill = await api("GET", `/api/orders/${delivered.id}/bill/`, { token: who });
      expect([bill.status, bill.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    }
    const [record] = await db.select().from(auditLog).where(eq(auditLog.object_id, s.branch.id)).all();
    expect(record).toMatchObject({
      action: "delete",
      object_type: "branch",
      store_id: s.store.id,
      before: { name: s.branch.name, manager: s.owner.id },
    });
  });

  it("answers 404 for an unknown branch and 400 for a malformed id, changing nothing", async () => {
    const token = await adminToken();
    expect((await api("DELETE", "/api/branches/999999999/", { token })).status).toBe(404);
    expect((await api("DELETE", "/api/branches/1.5/", { token })).status).toBe(400);
  });

  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 409 },
    {
      // An open order of the target branch: even the super admin is refused.
      setup: async ({ target }) => {
        const product = await createProduct(target.store);
        const listing = await createListing(target.branch, product);
        return createOrder({ customer: await createUser(), branch: target.branch, lines: [{ listing, product, quantity: 1 }] });
      },
      state: ({ world }) => branchState(world.target.branch.id),
      call: ({ world, token }) => api("DELETE", `/api/branches/${world.target.branch.id}/`, { token }),
    },
  );
});
