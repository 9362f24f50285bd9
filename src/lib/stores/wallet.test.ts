import { beforeEach, describe, expect, it, vi } from "vitest";
import { cashbackPage, type Wallet, wallet as walletAnswer } from "#contract/wallet";
import { answer } from "../api/answer.test-support";
import { $wallet, expiryLevel, loadCashbacks, refreshWallet, resetWallet } from "./wallet";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const cashback = (id: number, days_left = 20) => ({
  id,
  amount: 50,
  amount_egp: "10.00",
  order_id: 100 + id,
  expires_at: "2026-12-01T00:00:00Z",
  created_at: "2026-11-01T00:00:00Z",
  is_expired: false,
  days_left,
});
const wallet: Wallet = {
  available_balance: "10.00",
  total_points: 50,
  offers_count: 1,
  expiring_soon_count: 0,
  urgent_count: 0,
  currency: "EGP",
  cashbacks: [cashback(1)],
};

beforeEach(() => resetWallet());

describe("expiryLevel", () => {
  it.each([
    [1, "urgent"],
    [3, "urgent"],
    [4, "soon"],
    [7, "soon"],
    [8, "later"],
  ] as const)("%i days left is %s", (days, level) => expect(expiryLevel({ days_left: days })).toBe(level));
});

describe("refreshWallet", () => {
  it("loads the summary and the first page of cashbacks", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url) === "/api/my/"
        ? answer(walletAnswer, wallet)
        : answer(cashbackPage, { count: 13, next: "/api/cashbacks?page=2", previous: null, results: [cashback(1), cashback(2)] }),
    );
    await refreshWallet(fetcher);
    expect($wallet.get().summary).toEqual({ status: "ready", wallet });
    expect($wallet.get().list).toMatchObject({ status: "ready", count: 13, next: "/api/cashbacks?page=2" });
    expect($wallet.get().list.items.map((c) => c.id)).toEqual([1, 2]);
  });

  it("keeps each part's failure apart, for Retry", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url) === "/api/my/" ? json(500, {}) : answer(cashbackPage, { count: 0, next: null, previous: null, results: [] }),
    );
    await refreshWallet(fetcher);
    expect($wallet.get().summary.status).toBe("error");
    expect($wallet.get().list.status).toBe("ready");
  });
});

describe("loadCashbacks", () => {
  it("appends the next page with Load more, and stops at the last", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url).includes("page=2")
        ? answer(cashbackPage, { count: 3, next: null, previous: "/api/cashbacks", results: [cashback(3)] })
        : answer(cashbackPage, { count: 3, next: "/api/cashbacks?page=2", previous: null, results: [cashback(1), cashback(2)] }),
    );
    await loadCashbacks({ fetcher });
    await loadCashbacks({ more: true, fetcher });
    expect($wallet.get().list.items.map((c) => c.id)).toEqual([1, 2, 3]);
    expect($wallet.get().list.next).toBeNull();
    await loadCashbacks({ more: true, fetcher });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("keeps what was shown when a page fails", async () => {
    await loadCashbacks({
      fetcher: async () => answer(cashbackPage, { count: 3, next: "/api/cashbacks?page=2", previous: null, results: [cashback(1)] }),
    });
    await loadCashbacks({
      more: true,
      fetcher: async () => {
        throw new TypeError("offline");
      },
    });
    expect($wallet.get().list).toMatchObject({ status: "error", next: "/api/cashbacks?page=2" });
    expect($wallet.get().list.items).toHaveLength(1);
  });
});
