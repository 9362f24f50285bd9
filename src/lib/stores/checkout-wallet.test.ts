import { beforeEach, describe, expect, it, vi } from "vitest";
import { wallet as walletSchema, walletWithLedger } from "#contract/wallet";
import { answer } from "../api/answer.test-support";
import { aPart, aQuote } from "./quote.test-support";
import {
  $checkoutWallet,
  checkWalletAmount,
  coveredByWallet,
  placeableWith,
  loadCheckoutWallet,
  resetCheckoutWallet,
  setWalletMode,
  setWalletText,
  splitTotal,
  chooseWallet,
  walletAmountField,
  walletCap,
  walletPays,
  walletShares,
} from "./checkout-wallet";

const WALLET = {
  available_balance: "25.40",
  total_points: 127,
  offers_count: 1,
  expiring_soon_count: 0,
  urgent_count: 0,
  currency: "EGP" as const,
  cashbacks: [],
};

beforeEach(() => resetCheckoutWallet());

describe("walletCap", () => {
  it.each([
    [12540, 20000, 12540, "the balance, under the total"],
    [30000, 20000, 20000, "the total, under the balance"],
    [20000, 20000, 20000, "both the same"],
    [0, 20000, 0, "no balance"],
    [-500, 20000, 0, "never below zero"],
  ])("balance %i, total %i: %i (%s)", (balance, total, cap) => expect(walletCap(balance, total)).toBe(cap));
});

describe("checkWalletAmount", () => {
  it.each([
    ["25", 2500],
    ["25.5", 2550],
    [" 25.50 ", 2550],
    ["٢٥٫٥", 2550],
    ["25,50", 2550],
    ["100", 10000],
  ])("%s is %i piasters", (text, piasters) => expect(checkWalletAmount(text, 10000)).toEqual({ ok: true, piasters }));

  it.each([
    ["", "badAmount"],
    ["abc", "badAmount"],
    ["25.505", "badAmount"],
    ["-5", "badAmount"],
    ["0", "aboveZero"],
    ["0.00", "aboveZero"],
    ["100.01", "overMax"],
  ])("%j is refused: %s", (text, error) => expect(checkWalletAmount(text, 10000)).toEqual({ ok: false, error }));
});

describe("walletPays and the split", () => {
  const state = { balance: 12540, use: true, mode: "all" as const, text: "" };
  it("nothing unless the wallet is used and holds money", () => {
    expect(walletPays({ ...state, use: false }, 20000)).toBe(0);
    expect(walletPays({ ...state, balance: 0 }, 20000)).toBe(0);
  });
  it("all it can: the balance, or the total when that is less", () => {
    expect(walletPays(state, 20000)).toBe(12540);
    expect(walletPays(state, 9000)).toBe(9000);
  });
  it("the typed amount when it passes, else null (nothing may be sent)", () => {
    expect(walletPays({ ...state, mode: "amount", text: "40" }, 20000)).toBe(4000);
    expect(walletPays({ ...state, mode: "amount", text: "130" }, 20000)).toBeNull();
    expect(walletPays({ ...state, mode: "amount", text: "" }, 20000)).toBeNull();
  });
  it("the rest is cash on delivery; the payload's field in EGP, left out when nothing", () => {
    expect(splitTotal(20000, 12540)).toEqual({ wallet: 12540, cash: 7460 });
    expect(splitTotal(9000, 9000)).toEqual({ wallet: 9000, cash: 0 });
    expect(walletAmountField(12540)).toEqual({ wallet_amount: "125.40" });
    expect(walletAmountField(0)).toEqual({});
  });
});

describe("loadCheckoutWallet", () => {
  it("reads the ledger's balance from GET /my/", async () => {
    const fetcher = vi.fn(async () =>
      answer(walletWithLedger, { ...WALLET, balance: "125.40", refund_balance: "100.00", cashback_balance: "25.40" }),
    );
    await loadCheckoutWallet(fetcher);
    expect(fetcher).toHaveBeenCalledWith("/api/my/", expect.anything());
    expect($checkoutWallet.get()).toMatchObject({ status: "ready", balance: 12540, use: false });
  });

  it("counts the cashback as the balance from an API without the ledger's fields", async () => {
    await loadCheckoutWallet(async () => answer(walletSchema, WALLET));
    expect($checkoutWallet.get().balance).toBe(2540);
  });

  it("a balance gone to zero turns the choice off; a failure offers no wallet", async () => {
    chooseWallet(true);
    setWalletMode("amount");
    setWalletText("10");
    await loadCheckoutWallet(async () => answer(walletWithLedger, { ...WALLET, balance: "0.00", refund_balance: "0.00", cashback_balance: "0.00" }));
    expect($checkoutWallet.get()).toMatchObject({ balance: 0, use: false });
    await loadCheckoutWallet(async () => {
      throw new TypeError("offline");
    });
    expect($checkoutWallet.get()).toMatchObject({ status: "error", balance: 0, use: false });
  });
});

describe("the COD cap applies to the cash due (ADR 0034)", () => {
  // Two orders: LE 55.00 under no trouble, LE 300.00 over its store's LE 250.00 cap.
  const over = aPart(11, { subtotal: "270.00", fee: "30.00", total: "300.00", cod_limit: "250.00", problem: "cod_limit" });
  const quote = aQuote([aPart(10), over], { subtotal: "295.00", delivery: "60.00", total: "355.00" });

  it("spreads the wallet over the orders in turn, the first first", () => {
    expect(walletShares(8000, [5500, 30000])).toEqual([5500, 2500]);
    expect(walletShares(2000, [5500, 30000])).toEqual([2000, 0]);
    expect(walletShares(0, [5500, 30000])).toEqual([0, 0]);
  });

  it("a part over its cap is placed once its share of the wallet brings its cash due within it", () => {
    expect(placeableWith(quote, 0)).toBe(false);
    // 55.00 to the first order, 49.99 to the second: 250.01 cash due, still over.
    expect(coveredByWallet(quote, 10499)).toEqual(new Set());
    expect(placeableWith(quote, 10499)).toBe(false);
    // 55.00 and 50.00: 250.00 cash due, within.
    expect(coveredByWallet(quote, 10500)).toEqual(new Set([11]));
    expect(placeableWith(quote, 10500)).toBe(true);
  });

  it("the wallet does not help a part that cannot come at all", () => {
    const nowhere = aQuote([aPart(10, { problem: "no_delivery" }), over]);
    expect(placeableWith(nowhere, 35500)).toBe(false);
    expect(placeableWith(aQuote([aPart(10)]), 0)).toBe(true);
  });
});
