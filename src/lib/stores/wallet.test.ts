import { beforeEach, describe, expect, it, vi } from "vitest";
import { cashbackPage, type LedgerEntry, ledgerPage, type Wallet, walletWithLedger } from "#contract/wallet";
import { answer } from "../api/answer.test-support";
import { $wallet, expiryLevel, ledgerKindOf, ledgerUrl, loadCashbacks, loadLedger, refreshWallet, resetWallet } from "./wallet";

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
const entry = (id: number, kind: LedgerEntry["kind"] = "spent") => ({
  id,
  kind,
  part: "cashback" as const,
  amount: "-5.00",
  order_id: 100 + id,
  return_id: null,
  expires_at: null,
  reason: null,
  created_at: "2026-11-20T00:00:00Z",
});
const emptyLedger = { count: 0, next: null, previous: null, results: [] };
const wallet: Wallet & { balance: string; refund_balance: string; cashback_balance: string } = {
  balance: "10.00",
  refund_balance: "0.00",
  cashback_balance: "10.00",
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
  it("loads the summary, the first page of cashbacks and of the ledger", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url) === "/api/my/"
        ? answer(walletWithLedger, wallet)
        : String(url).startsWith("/api/my/ledger/")
          ? answer(ledgerPage, { count: 1, next: null, previous: null, results: [entry(1)] })
          : answer(cashbackPage, { count: 13, next: "/api/cashbacks?page=2", previous: null, results: [cashback(1), cashback(2)] }),
    );
    await refreshWallet(fetcher, "spent");
    expect(fetcher).toHaveBeenCalledWith("/api/my/ledger/?kind=spent", expect.anything());
    expect($wallet.get().ledger).toMatchObject({ status: "ready", kind: "spent", count: 1, next: null });
    expect($wallet.get().summary).toEqual({ status: "ready", wallet });
    expect($wallet.get().list).toMatchObject({ status: "ready", count: 13, next: "/api/cashbacks?page=2" });
    expect($wallet.get().list.items.map((c) => c.id)).toEqual([1, 2]);
  });

  it("keeps each part's failure apart, for Retry", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url) === "/api/my/"
        ? json(500, {})
        : String(url).startsWith("/api/my/ledger/")
          ? json(503, {})
          : answer(cashbackPage, { count: 0, next: null, previous: null, results: [] }),
    );
    await refreshWallet(fetcher);
    expect($wallet.get().summary.status).toBe("error");
    expect($wallet.get().list.status).toBe("ready");
    expect($wallet.get().ledger.status).toBe("error");
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

describe("the ledger", () => {
  it("reads its kind from the address bar, all when unknown", () => {
    expect(ledgerKindOf("refund")).toBe("refund");
    expect(ledgerKindOf("nonsense")).toBe("all");
    expect(ledgerKindOf(null)).toBe("all");
    expect(ledgerUrl("all")).toBe("/api/my/ledger/");
    expect(ledgerUrl("cashback_expired")).toBe("/api/my/ledger/?kind=cashback_expired");
  });

  it("pages with Load more within the kind shown, and a new kind starts again from its first page", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) => {
      const u = String(url);
      if (u === "/api/my/ledger/")
        return answer(ledgerPage, { count: 3, next: "http://api.invalid/api/my/ledger/?page=2", previous: null, results: [entry(3), entry(2)] });
      if (u === "/api/my/ledger/?page=2") return answer(ledgerPage, { count: 3, next: null, previous: "/api/my/ledger/", results: [entry(1)] });
      if (u === "/api/my/ledger/?kind=refund") return answer(ledgerPage, emptyLedger);
      throw new Error(`unexpected ${u}`);
    });
    await loadLedger({ fetcher });
    await loadLedger({ more: true, fetcher });
    expect($wallet.get().ledger.items.map((e) => e.id)).toEqual([3, 2, 1]);
    expect($wallet.get().ledger.next).toBeNull();
    await loadLedger({ kind: "refund", fetcher });
    expect($wallet.get().ledger).toMatchObject({ status: "ready", kind: "refund", items: [], count: 0 });
  });

  it("drops a page of a kind the shopper has already left", async () => {
    let release: (r: Response) => void = () => {};
    const slow = new Promise<Response>((resolve) => {
      release = resolve;
    });
    const first = loadLedger({ kind: "spent", fetcher: () => slow });
    await loadLedger({ kind: "refund", fetcher: async () => answer(ledgerPage, { ...emptyLedger, count: 1, results: [entry(9, "refund")] }) });
    release(answer(ledgerPage, { ...emptyLedger, count: 1, results: [entry(1)] }));
    await first;
    expect($wallet.get().ledger).toMatchObject({ status: "ready", kind: "refund" });
    expect($wallet.get().ledger.items.map((e) => e.id)).toEqual([9]);
  });

  it("keeps what was shown when a page fails, for Retry", async () => {
    await loadLedger({ fetcher: async () => answer(ledgerPage, { count: 2, next: "/api/my/ledger/?page=2", previous: null, results: [entry(2)] }) });
    await loadLedger({
      more: true,
      fetcher: async () => {
        throw new TypeError("offline");
      },
    });
    expect($wallet.get().ledger).toMatchObject({ status: "error", next: "/api/my/ledger/?page=2" });
    expect($wallet.get().ledger.items).toHaveLength(1);
  });
});
