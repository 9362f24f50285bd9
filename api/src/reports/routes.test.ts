// The reports' routes (docs/decisions/0036): who may ask for what (the access matrix), bad
// periods and ids answered 400 (never 500), the checkout and a move through the API keeping the
// figures in their own batch, the confirmation deadline job's cancel counted, and the live
// counts (waiting orders, low stock, COD outstanding) scoped like the figures.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reportSummary, topProducts as topProductsShape, reportByDay } from "#contract/reports";
import { cashCollections, cashHandovers, orders, stores } from "../../db/schema";
import { accessMatrix } from "../../test/access-matrix";
import { api, createBranch, createListing, createManager, createOwnedBranch, createProduct, createUser, db, tokenFor } from "../../test/factories";
import { cairoDay } from "../cash/day";
import { address, line, shop, shopper } from "../orders/checkout-test-helpers";
import { cancelUnconfirmed } from "../orders/confirmation";

const today = () => cairoDay(new Date());
const summaryOf = async (token: string, query = "") => {
  const res = await api("GET", `/api/reports/summary/?from=${today()}&to=${today()}${query}`, { token });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return reportSummary.parse(res.data);
};

describe("GET /reports/summary/ access", () => {
  // A store's report narrowed to it: its owner, a manager of one of its branches (who sees their branch), a super admin.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    { call: ({ world, token }) => api("GET", `/api/reports/summary/?store=${world.target.store.id}`, { token }) },
  );
});

describe("GET /reports/by-day/ access, narrowed to a branch", () => {
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 200, manager: 200, otherManager: 403, superAdmin: 200 },
    { call: ({ world, token }) => api("GET", `/api/reports/by-day/?branch=${world.target.branch.id}`, { token }) },
  );
});

describe("GET /reports/top-products/ access, unnarrowed", () => {
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200 },
    { call: ({ token }) => api("GET", "/api/reports/top-products/", { token }) },
  );
});

describe("reports: bad input", () => {
  it("answers a bad period, id or limit with a 400 per field, never a 500", async () => {
    const admin = await tokenFor(await createUser({ role: "super_admin" }));
    const cases: [string, string][] = [
      ["from=2026-03-10&to=2026-03-01", "from"],
      ["from=2025-01-01&to=2026-01-02", "to"],
      ["from=2026-02-30", "from"],
      ["to=2026-13-01", "to"],
      ["from=yesterday", "from"],
      ["from=2026-1-1", "from"],
      ["to=0000-01-03", "to"],
      ["from=9999-12-30", "to"],
      ["from=0001-01-01&to=0001-01-02", "to"],
      ["store=abc", "store"],
      ["branch=-1", "branch"],
    ];
    for (const path of ["summary", "by-day", "top-products"]) {
      for (const [query, field] of cases) {
        const res = await api("GET", `/api/reports/${path}/?${query}`, { token: admin });
        expect(res.status, `${path}?${query}: ${JSON.stringify(res.data)}`).toBe(400);
        expect(Object.keys(res.data)).toContain(field);
      }
    }
    for (const limit of ["0", "51", "x"]) {
      const res = await api("GET", `/api/reports/top-products/?limit=${limit}`, { token: admin });
      expect(res.status).toBe(400);
      expect(Object.keys(res.data)).toEqual(["limit"]);
    }
    // A year and a day is the longest; the Arabic says it too.
    expect((await api("GET", "/api/reports/by-day/?from=2024-01-01&to=2024-12-31", { token: admin })).data.results).toHaveLength(366);
    const ar = await api("GET", "/api/reports/summary/?from=2026-03-10&to=2026-03-01", { token: admin, headers: { "accept-language": "ar" } });
    expect(ar.data.from[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it("answers a store or branch that does not exist with 404 to a super admin and 403 to a merchant", async () => {
    const admin = await tokenFor(await createUser({ role: "super_admin" }));
    const { token } = await createOwnedBranch();
    for (const q of ["store=999999999", "branch=999999999"]) {
      expect((await api("GET", `/api/reports/summary/?${q}`, { token: admin })).status).toBe(404);
      expect((await api("GET", `/api/reports/summary/?${q}`, { token })).status).toBe(403);
    }
  });

  it("the default period is the last 7 days to today in Cairo; the previous the 7 before", async () => {
    const { token } = await createOwnedBranch();
    const res = await api("GET", "/api/reports/summary/", { token });
    const day = (offset: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    expect(res.data.period).toEqual({ from: day(-6), to: today() });
    expect(res.data.previous_period).toEqual({ from: day(-13), to: day(-7) });
    expect(reportByDay.parse((await api("GET", `/api/reports/by-day/?from=${day(-2)}`, { token })).data).period).toEqual({
      from: day(-2),
      to: day(4),
    });
  });
});

describe("reports: kept by the checkout and every move", () => {
  it("a checkout counts today, a cancel through the API takes the sale out, a delivery adds its cashback", async () => {
    const { store, branches, listings } = await shop(1, { price: 25_000, stock: 10 });
    const owner = await createUser({ role: "branch_owner" });
    await db.update(stores).set({ owner_id: owner.id }).where(eq(stores.id, store.id));
    const ownerToken = await tokenFor(owner);
    const { token } = await shopper();
    const placed = async (quantity: number) => {
      const res = await api("POST", "/api/orders/", {
        token,
        json: { items: [line(listings[0], quantity)], address, payment_method: "cash_on_delivery" },
      });
      expect(res.status, JSON.stringify(res.data)).toBe(201);
      return res.data.orders[0].id as number;
    };
    const first = await placed(2);
    const second = await placed(1);
    let s = await summaryOf(ownerToken);
    expect(s.figures).toMatchObject({ orders: 2, sold_orders: 2, units: 3, goods: "750.00", average_order_value: "375.00", cancelled: 0 });
    expect(s.waiting.pending).toBe(2);
    expect(s.by_branch).toEqual([
      {
        branch: { id: branches[0].id, name: branches[0].name, name_ar: branches[0].name_ar },
        store: expect.objectContaining({ id: store.id }),
        goods: "750.00",
        orders: 2,
        units: 3,
      },
    ]);
    expect(s.by_category).toEqual([{ category: null, goods: "750.00", units: 3 }]);
    const top = topProductsShape.parse((await api("GET", `/api/reports/top-products/?from=${today()}&to=${today()}`, { token: ownerToken })).data);
    expect(top.results).toEqual([{ product: expect.objectContaining({ id: listings[0].product_id }), units: 3, goods: "750.00" }]);

    // The customer cancels the first; the shop delivers the second.
    expect((await api("PATCH", `/api/orders/${first}/`, { token, json: { status: "cancelled" } })).status).toBe(200);
    for (const status of ["confirmed", "shipped", "delivered"]) {
      expect((await api("PATCH", `/api/orders/${second}/`, { token: ownerToken, json: { status } })).status).toBe(200);
    }
    s = await summaryOf(ownerToken);
    // 250 EGP of goods: 2% is 5 EGP, 25 points, 5.00 EGP of cashback.
    expect(s.figures).toMatchObject({ orders: 2, sold_orders: 1, units: 1, goods: "250.00", cancelled: 1, cancellation_rate: 0.5, cashback: "5.00" });
    expect(s.waiting).toEqual({ pending: 0, confirmed: 0, processing: 0, ready_for_pickup: 0 });
    // Its cash was collected by the branch's courier and not handed over yet.
    expect(s.cod_outstanding).toBe("250.00");
    await db.insert(cashHandovers).values({
      uuid: crypto.randomUUID(),
      branch_id: branches[0].id,
      courier: "@branch_courier",
      amount: 10_000,
      handed_at: new Date().toISOString(),
    });
    expect((await summaryOf(ownerToken)).cod_outstanding).toBe("150.00");
    // A repeated move changes nothing.
    expect((await api("PATCH", `/api/orders/${first}/`, { token, json: { status: "cancelled" } })).status).not.toBe(200);
    expect((await summaryOf(ownerToken)).figures).toEqual(s.figures);
  });

  it("the confirmation deadline job's cancel is counted once", async () => {
    const { store, branches, listings } = await shop(1, { price: 10_000, stock: 10 });
    const admin = await tokenFor(await createUser({ role: "super_admin" }));
    const { token } = await shopper();
    const res = await api("POST", "/api/orders/", { token, json: { items: [line(listings[0], 1)], address, payment_method: "cash_on_delivery" } });
    const id = res.data.orders[0].id as number;
    await db
      .update(orders)
      .set({ needs_confirmation: true, confirm_by: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(orders.id, id));
    await Promise.all([cancelUnconfirmed(db), cancelUnconfirmed(db)]);
    const s = await summaryOf(admin, `&store=${store.id}`);
    expect(s.figures).toMatchObject({ orders: 1, sold_orders: 0, goods: "0.00", cancelled: 1 });
    expect(s.by_branch.map((b) => b.branch.id)).toEqual([branches[0].id]);
  });

  it("low stock counts the offers at or under their own line, in the caller's branches only", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const other = await createOwnedBranch();
    await createListing(branch, await createProduct(store), { stock: 5 });
    await createListing(branch, await createProduct(store), { stock: 6 });
    await createListing(branch, await createProduct(store), { stock: 9, low_stock_threshold: 10 });
    await createListing(other.branch, await createProduct(other.store), { stock: 0 });
    expect((await summaryOf(token)).low_stock).toBe(2);
    const manager = await createManager(branch);
    expect((await summaryOf(manager.token)).low_stock).toBe(2);
    expect((await summaryOf(other.token)).low_stock).toBe(1);
  });
});

describe("report_cash", () => {
  it("follows every write of the cash tables: insert, a changed amount or branch, delete", async () => {
    const { store, branch, token } = await createOwnedBranch();
    const other = await createBranch(store);
    const { user } = await shopper();
    const [o1, o2] = await db
      .insert(orders)
      .values(
        [1, 2].map((n) => ({
          uuid: crypto.randomUUID(),
          checkout_id: crypto.randomUUID(),
          customer_id: user.id,
          branch_id: branch.id,
          store_id: store.id,
          branch_name: "B",
          store_name: "S",
          status: "delivered" as const,
          total: n * 10_000,
          city: "Cairo",
          compound: "",
          building_or_house: "1",
          mobile: "01012345678",
        })),
      )
      .returning();
    const at = new Date().toISOString();
    await db.insert(cashCollections).values([
      { order_id: o1.id, branch_id: branch.id, amount: 10_000, collected_by: "Ali", collected_at: at },
      { order_id: o2.id, branch_id: branch.id, amount: 20_000, collected_by: "Ali", collected_at: at },
    ]);
    const [handover] = await db
      .insert(cashHandovers)
      .values({ uuid: crypto.randomUUID(), branch_id: branch.id, courier: "Ali", amount: 5_000, handed_at: at })
      .returning();
    expect((await summaryOf(token)).cod_outstanding).toBe("250.00");
    await db.update(cashCollections).set({ amount: 15_000 }).where(eq(cashCollections.order_id, o2.id));
    expect((await summaryOf(token)).cod_outstanding).toBe("200.00");
    // Moved to the other branch: the first branch's figure drops, the store's stays.
    await db.update(cashCollections).set({ branch_id: other.id }).where(eq(cashCollections.order_id, o1.id));
    expect((await summaryOf(token, `&branch=${branch.id}`)).cod_outstanding).toBe("100.00");
    expect((await summaryOf(token)).cod_outstanding).toBe("200.00");
    await db.delete(cashHandovers).where(eq(cashHandovers.id, handover.id));
    await db.delete(cashCollections).where(eq(cashCollections.order_id, o2.id));
    expect((await summaryOf(token)).cod_outstanding).toBe("100.00");
  });
});
