// GET /orders/ and GET /orders/{id}/: who sees what, filters and paging.
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, assignManager, createBranch, createListing, createUser } from "../../test/factories";
import { countingDb } from "../listings/test-helpers";
import { order as orderContract, paged } from "#contract";
import { orderConditions, pageOfOrders } from "./manage-queries";
import { createOrder, shop, stocked, superAdmin } from "./test-orders";

const list = (query: string, token?: string) => api("GET", `/api/orders/${query}`, { token });
const ids = (res: { data: { results: { id: number }[] } }) => res.data.results.map((o) => o.id);

describe("GET /orders/ visibility", () => {
  it("shows a customer only their own orders, newest first", async () => {
    const s = await shop();
    const mine = [await s.order("pending"), await s.order("delivered")];
    await s.order("pending", await createUser()); // someone else's, same branch
    const res = await list("", s.customerToken);
    expect(res.status).toBe(200);
    expect(paged(orderContract).parse(res.data).count).toBe(2);
    expect(ids(res)).toEqual([mine[1].id, mine[0].id]);
    expect(res.data.results[0]).toMatchObject({ customer: { id: s.customer.id, username: s.customer.username }, status: "delivered" });
  });

  it("shows a branch owner the orders of every branch they manage, and nothing else", async () => {
    const s = await shop();
    const other = await shop();
    const second = await createBranch(s.store);
    await assignManager(s.owner, second);
    const listing = await createListing(second, s.products[0]);
    const a = await s.order("pending");
    const b = await createOrder({ customer: s.customer, branch: second, lines: [{ listing, product: s.products[0], quantity: 1 }] });
    await other.order("pending");
    const res = await list("", s.token);
    expect(res.status).toBe(200);
    expect(ids(res).sort()).toEqual([a.id, b.id].sort());
    expect(ids(await list(`?branch=${second.id}`, s.token))).toEqual([b.id]);
    // Another store's filter finds nothing for them rather than that store's orders.
    expect((await list(`?store=${other.store.id}`, s.token)).data.count).toBe(0);
  });

  it("shows a super admin every order, narrowed by store, branch and checkout", async () => {
    const [s, t] = [await shop(), await shop()];
    const [a, b, c] = [await s.order("pending"), await s.order("shipped"), await t.order("pending")];
    const { token } = await superAdmin();
    expect(ids(await list(`?store=${s.store.id}`, token)).sort()).toEqual([a.id, b.id].sort());
    expect(ids(await list(`?branch=${t.branch.id}`, token))).toEqual([c.id]);
    expect(ids(await list(`?checkout_id=${b.checkout_id}`, token))).toEqual([b.id]);
    const all = await list("", token);
    expect(all.data.count).toBeGreaterThanOrEqual(3);
  });

  it("answers a visitor with 401", async () => {
    const res = await list("");
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ detail: "Authentication credentials were not provided." });
  });
});

describe("GET /orders/ filters and paging", () => {
  it("filters by status whatever its case; an empty filter is no filter", async () => {
    const s = await shop();
    const [p, d, c] = [await s.order("pending"), await s.order("delivered"), await s.order("cancelled")];
    expect(ids(await list("?status=Pending", s.customerToken))).toEqual([p.id]);
    expect(ids(await list("?status=DELIVERED", s.customerToken))).toEqual([d.id]);
    expect(ids(await list("?status=cancelled", s.customerToken))).toEqual([c.id]);
    expect(ids(await list("?status=confirmed", s.customerToken))).toEqual([]);
    expect((await list("?status=", s.customerToken)).data.count).toBe(3);
  });

  it.each([
    ["status=lost", { status: ["Select a valid choice. lost is not one of the available choices."] }],
    ["branch=abc", { branch: ["A valid integer is required."] }],
    ["store=-1", { store: ["A valid integer is required."] }],
    [`checkout_id=${"x".repeat(65)}`, { checkout_id: ["Ensure this value has at most 64 characters."] }],
  ])("answers ?%s with 400", async (query, body) => {
    const s = await shop();
    const res = await list(`?${query}`, s.customerToken);
    expect(res.status).toBe(400);
    expect(res.data).toEqual(body);
  });

  it("pages by 12, newest first, with relative links", async () => {
    const s = await shop(100);
    const made = [];
    for (let i = 0; i < 13; i++) {
      made.push(
        await createOrder({
          customer: s.customer,
          branch: s.branch,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          lines: [{ listing: s.listings[0], product: s.products[0], quantity: 1 }],
        }),
      );
    }
    const newestFirst = made.map((o) => o.id).reverse();
    const first = await list("", s.customerToken);
    expect(first.data).toMatchObject({ count: 13, count_capped: false, previous: null });
    expect(first.data.next).toMatch(/^\/api\/orders\/\?cursor=[\w-]+$/);
    expect(ids(first)).toEqual(newestFirst.slice(0, 12));
    const second = await list(first.data.next.slice("/api/orders/".length), s.customerToken);
    expect(second.data).toMatchObject({ count: 13, next: null });
    expect(second.data.previous).toMatch(/^\/api\/orders\/\?cursor=[\w-]+$/);
    expect(ids(second)).toEqual(newestFirst.slice(12));
    // Numbered pages answer too (to a bounded depth), with numbered previous links.
    const numbered = await list("?page=2", s.customerToken);
    expect(numbered.data).toMatchObject({ count: 13, next: null, previous: "/api/orders/" });
    expect(ids(numbered)).toEqual(newestFirst.slice(12));
    expect((await list("?page=3", s.customerToken)).status).toBe(404);
  });

  it("costs the same number of queries for a page of 1 order as for a page of 12", async () => {
    const [small, big] = [await shop(100), await shop(100)];
    await small.order("pending");
    for (let i = 0; i < 12; i++) await big.order(i % 2 ? "pending" : "delivered");
    const { user } = await superAdmin();
    const page = { page: 1, limit: 12, offset: 0 };
    const a = countingDb();
    expect((await pageOfOrders(a.db, user, orderConditions({ store: String(small.store.id) }), page, undefined)).results).toHaveLength(1);
    const b = countingDb();
    const many = await pageOfOrders(b.db, user, orderConditions({ store: String(big.store.id) }), page, undefined);
    expect(many.results).toHaveLength(12);
    expect(many.results.every((o) => o.items.length === 2 && o.history.length >= 1)).toBe(true);
    expect(b.statements()).toBe(a.statements());
    expect(a.statements()).toBeLessThanOrEqual(6);
  });
});

describe("GET /orders/{id}/", () => {
  // A confirmed order of the target branch: it does not exist for those who do not run the branch.
  accessMatrix(
    { guest: 401, customer: 404, otherOwner: 404, owner: 200, manager: 200, otherManager: 404, superAdmin: 200, "the order's customer": 200 },
    {
      setup: async ({ target }) => {
        const s = await stocked(target);
        return { ...s, placed: await s.order("confirmed") };
      },
      extra: { "the order's customer": (_w, s) => s.customer },
      call: ({ fixture, token }) => api("GET", `/api/orders/${fixture.placed.id}/`, { token }),
      allowed: ({ fixture }, res) => {
        const body = orderContract.parse(res.data);
        expect(body).toMatchObject({
          id: fixture.placed.id,
          status: "confirmed",
          total: "396.90",
          allowed_statuses: ["processing", "shipped", "cancelled"],
        });
        expect(body.items.map((i) => [i.product_id, i.quantity, i.price, i.subtotal])).toEqual([
          [fixture.products[0].id, 2, "123.45", "246.90"],
          [fixture.products[1].id, 3, "50.00", "150.00"],
        ]);
        expect(body.history.map((h) => h.status)).toEqual(["pending", "confirmed"]);
      },
      refused: (_c, res) => {
        if (res.status === 404) expect(res.data).toEqual({ detail: "Not found." });
      },
    },
  );

  it("answers an unknown order with 404", async () => {
    const { token } = await superAdmin();
    expect((await api("GET", "/api/orders/999999999/", { token })).status).toBe(404);
  });
});
