import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Order, order as orderSchema } from "#contract/orders";
import { answer, detailAnswer } from "../../api/answer.test-support";
import { anOrder } from "../../api/fixtures.test-support";
import {
  $bulk,
  $ordersTable,
  $selectedOrders,
  clearSelection,
  commonMoves,
  moveSelected,
  ordersApiPath,
  readOrdersView,
  toggleOrder,
} from "./admin-orders";

const order = (id: number, status: Order["status"], allowed: Order["allowed_statuses"]) => anOrder(id, { status, allowed_statuses: allowed });

beforeEach(() => {
  clearSelection();
  $ordersTable.set({ status: "ready", rows: [], count: 0, countCapped: false, next: null, previous: null, key: "" });
});
afterEach(() => vi.unstubAllGlobals());

describe("the Orders tab's view", () => {
  it("reads what the address asks and drops what it cannot be", () => {
    expect(readOrdersView({ status: "shipped", branch: "4", from: "2026-11-01", to: "nope", search: " 12 ", page: "3" })).toEqual({
      status: "shipped",
      branch: "4",
      from: "2026-11-01",
      to: "",
      search: "12",
      page: 3,
      cursor: "",
    });
    expect(readOrdersView({ status: "lost", branch: "x", page: "-1", cursor: "not/one" })).toMatchObject({
      status: "",
      branch: "",
      page: 1,
      cursor: "",
    });
  });

  it("asks the API only for the orders the merchant handles as a shop", () => {
    expect(ordersApiPath(readOrdersView({ status: "pending", search: "#12", page: "2" }))).toBe(
      "/api/orders/?managed=true&page_size=20&status=pending&search=%2312&page=2",
    );
    // Reached by a link's cursor: the cursor asks, the page number is only shown.
    expect(ordersApiPath(readOrdersView({ page: "40", cursor: "WzEsMl0" }))).toBe("/api/orders/?managed=true&page_size=20&cursor=WzEsMl0");
  });
});

describe("bulk work", () => {
  it("offers only the moves every selected order allows", () => {
    const rows = [order(1, "pending", ["confirmed", "processing", "cancelled"]), order(2, "confirmed", ["processing", "shipped", "cancelled"])];
    toggleOrder(1, true);
    expect(commonMoves(rows, $selectedOrders.get())).toEqual(["confirmed", "processing", "cancelled"]);
    toggleOrder(2, true);
    expect(commonMoves(rows, $selectedOrders.get())).toEqual(["processing", "cancelled"]);
    clearSelection();
    expect(commonMoves(rows, $selectedOrders.get())).toEqual([]);
  });

  it("offers a bulk return only when every selected shipped order may come back (a failed attempt, or refused)", () => {
    const rows = [
      order(1, "shipped", ["delivered", "refused", "returned"]),
      order(2, "shipped", ["delivered", "refused"]),
      order(3, "refused", ["returned"]),
    ];
    toggleOrder(1, true);
    expect(commonMoves(rows, $selectedOrders.get())).toEqual(["delivered", "refused", "returned"]);
    toggleOrder(2, true);
    expect(commonMoves(rows, $selectedOrders.get())).toEqual(["delivered", "refused"]);
    clearSelection();
    toggleOrder(1, true);
    toggleOrder(3, true);
    expect(commonMoves(rows, $selectedOrders.get())).toEqual(["returned"]);
  });

  it("moves each selected order in its own call, reports every answer, and keeps the refused ones selected", async () => {
    $ordersTable.set({
      status: "ready",
      rows: [order(1, "shipped", ["delivered"]), order(2, "shipped", ["delivered"])],
      count: 2,
      countCapped: false,
      next: null,
      previous: null,
      key: "",
    });
    const calls: string[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url} ${init.body}`);
      return url.includes("/2/")
        ? detailAnswer(409, "Cannot change an order from cancelled to delivered.")
        : answer(orderSchema, order(1, "delivered", []));
    });
    toggleOrder(1, true);
    toggleOrder(2, true);
    const results = await moveSelected("delivered");
    expect(calls).toEqual(['PATCH /api/orders/1/ {"status":"delivered"}', 'PATCH /api/orders/2/ {"status":"delivered"}']);
    expect(results).toMatchObject([
      { id: 1, ok: true },
      { id: 2, ok: false, reason: "Cannot change an order from cancelled to delivered." },
    ]);
    expect($bulk.get()).toMatchObject({ running: false, done: 2, count: 2, to: "delivered" });
    expect([...$selectedOrders.get()]).toEqual([2]);
    expect($ordersTable.get().rows[0].status).toBe("delivered");
  });
});
