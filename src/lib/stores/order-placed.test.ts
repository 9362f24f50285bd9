import { afterEach, describe, expect, it, vi } from "vitest";
import { anOrder, ordersAnswer } from "../api/fixtures.test-support";
import { $placed, loadPlaced, loadPlacedHere } from "./order-placed";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const order = (id: number) => anOrder(id, { total: "10.00" });

afterEach(() => vi.unstubAllGlobals());

describe("the orders a checkout placed", () => {
  it("lists them by number, read back by the checkout id", async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request) => ordersAnswer({ results: [order(9), order(8)] }));
    await loadPlaced("c-1", fetcher);
    expect(String(fetcher.mock.calls[0][0])).toBe("/api/orders/?mine=true&checkout_id=c-1&page_size=50");
    expect($placed.get()).toMatchObject({ status: "ready", orders: [{ id: 8 }, { id: 9 }] });
  });

  it("tells a missing or odd checkout from a failure", async () => {
    await loadPlaced(null);
    expect($placed.get().status).toBe("not_found");
    await loadPlaced("x".repeat(65));
    expect($placed.get().status).toBe("not_found");
    await loadPlaced("c-1", async () => ordersAnswer({ results: [] }));
    expect($placed.get().status).toBe("not_found");
    await loadPlaced("c-1", async () => json({}, 500));
    expect($placed.get().status).toBe("error");
  });

  it("reads the checkout id from the address bar", async () => {
    const asked: string[] = [];
    vi.stubGlobal("location", { search: "?checkout=c%2042" });
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return ordersAnswer({ results: [order(1)] });
    });
    await loadPlacedHere();
    expect(asked).toEqual(["/api/orders/?mine=true&checkout_id=c+42&page_size=50"]);
    expect($placed.get().status).toBe("ready");
  });
});
