// GET /orders/?mine=true: only the orders the caller placed, with the other filters and paging.
import { describe, expect, it } from "vitest";
import { api, createUser } from "../../test/factories";
import { order as orderContract, paged } from "#contract";
import { createOrder, shop, superAdmin } from "./test-orders";

const list = (query: string, token?: string) => api("GET", `/api/orders/${query}`, { token });
const ids = (res: { data: { results: { id: number }[] } }) => res.data.results.map((o) => o.id);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

describe("GET /orders/?mine=true", () => {
  it("shows a branch owner who also buys only their own purchases; without it, their branch's orders too", async () => {
    const s = await shop(100);
    const elsewhere = await shop(100);
    const sold = await s.order("pending"); // a customer's order at the owner's branch
    const boughtHere = await s.order("delivered", s.owner);
    const boughtThere = await elsewhere.order("cancelled", s.owner);
    const res = await list("?mine=true", s.token);
    expect(res.status).toBe(200);
    expect(paged(orderContract).parse(res.data).count).toBe(2);
    expect(ids(res)).toEqual([boughtThere.id, boughtHere.id]);
    expect(sorted(ids(await list("", s.token)))).toEqual(sorted([sold.id, boughtHere.id, boughtThere.id]));
    expect(sorted(ids(await list("?mine=false", s.token)))).toEqual(sorted([sold.id, boughtHere.id, boughtThere.id]));
  });

  it("keeps the status and branch filters working with it", async () => {
    const s = await shop(100);
    const elsewhere = await shop(100);
    await s.order("delivered"); // the customer's, delivered, at the owner's branch
    const delivered = await elsewhere.order("delivered", s.owner);
    const pending = await elsewhere.order("pending", s.owner);
    expect(ids(await list("?mine=true&status=DELIVERED", s.token))).toEqual([delivered.id]);
    expect(ids(await list("?mine=true&status=pending", s.token))).toEqual([pending.id]);
    expect(ids(await list(`?mine=true&branch=${s.branch.id}`, s.token))).toEqual([]);
    expect((await list("?status=delivered", s.token)).data.count).toBe(2);
  });

  it("pages with it, keeping it in the links", async () => {
    const s = await shop(100);
    const elsewhere = await shop(100);
    const mine = [];
    for (let i = 0; i < 13; i++) {
      mine.push(
        await createOrder({
          customer: s.owner,
          branch: elsewhere.branch,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          lines: [{ listing: elsewhere.listings[0], product: elsewhere.products[0], quantity: 1 }],
        }),
      );
    }
    for (let i = 0; i < 3; i++) await s.order("pending");
    const newestFirst = mine.map((o) => o.id).reverse();
    const first = await list("?mine=true", s.token);
    expect(first.data).toMatchObject({ count: 13, previous: null });
    expect(first.data.next).toMatch(/^\/api\/orders\/\?mine=true&cursor=[\w-]+$/);
    expect(ids(first)).toEqual(newestFirst.slice(0, 12));
    expect(ids(await list(first.data.next.slice("/api/orders/".length), s.token))).toEqual(newestFirst.slice(12));
    const second = await list("?mine=true&page=2", s.token);
    expect(second.data).toMatchObject({ count: 13, next: null, previous: "/api/orders/?mine=true" });
    expect(ids(second)).toEqual(newestFirst.slice(12));
    expect((await list("?mine=true&page=3", s.token)).status).toBe(404);
  });

  it("shows a super admin only their own orders", async () => {
    const s = await shop(100);
    const admin = await superAdmin();
    await s.order("pending");
    const own = await s.order("pending", admin.user);
    expect(ids(await list("?mine=true", admin.token))).toEqual([own.id]);
  });

  it.each(["true", "1", "True"])("reads mine=%s as yes; a customer sees the same as without it", async (value) => {
    const s = await shop(100);
    const own = await s.order("pending");
    await s.order("pending", await createUser());
    expect(ids(await list(`?mine=${value}`, s.customerToken))).toEqual([own.id]);
    expect(ids(await list("?mine=", s.customerToken))).toEqual([own.id]);
  });

  it.each([
    ["mine=maybe", 400, { mine: ["Must be a valid boolean."] }],
    ["mine=yes", 400, { mine: ["Must be a valid boolean."] }],
    ["mine=TRUE", 400, { mine: ["Must be a valid boolean."] }],
    ["mine=true&status=lost", 400, { status: ["Select a valid choice. lost is not one of the available choices."] }],
    ["mine=true&page=abc", 404, { detail: "Invalid page." }],
    ["mine=true&page=-1", 404, { detail: "Invalid page." }],
    ["mine=true&page=999999", 404, { detail: "Invalid page." }],
  ] as const)("answers ?%s with %i", async (query, status, body) => {
    const s = await shop(100);
    await s.order("pending", s.owner);
    const res = await list(`?${query}`, s.token);
    expect(res.status).toBe(status);
    expect(res.data).toEqual(body);
  });

  it("says the boolean error in Arabic when asked", async () => {
    const s = await shop(100);
    const res = await api("GET", "/api/orders/?mine=maybe", { token: s.customerToken, headers: { "accept-language": "ar" } });
    expect(res).toMatchObject({ status: 400, data: { mine: ["يجب أن تكون القيمة نعم أو لا."] } });
  });

  it("answers a visitor with 401", async () => {
    expect((await list("?mine=true")).status).toBe(401);
  });
});
