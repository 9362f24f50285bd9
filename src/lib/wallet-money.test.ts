import { describe, expect, it } from "vitest";
import { type LedgerEntry, ledgerEntry } from "#contract/wallet";
import { strings } from "./i18n";
import { formatDeduction, formatSignedMoney, MINUS } from "./signed-money";
import { balanceParts, ledgerRow, signedPiasters } from "./wallet-money";

const LRI = "\u2066";
const PDI = "\u2069";

const entry = (over: Partial<LedgerEntry>): LedgerEntry =>
  ledgerEntry.parse({
    id: 1,
    kind: "spent",
    part: "cashback",
    amount: "-12.50",
    order_id: 41,
    return_id: null,
    expires_at: null,
    reason: null,
    created_at: "2026-11-21T10:00:00Z",
    ...over,
  });

describe("signedPiasters", () => {
  it.each([
    ["+12.00", 1200],
    ["-12.50", -1250],
    ["12.5", 1250],
    ["0.00", 0],
    [`${MINUS}3.40`, -340],
  ])("%s is %i piasters", (text, piasters) => expect(signedPiasters(text)).toBe(piasters));

  it("refuses what is not money", () => expect(() => signedPiasters("twelve")).toThrow(RangeError));
});

describe("formatSignedMoney", () => {
  it("always shows the sign, a true minus, in English", () => {
    expect(formatSignedMoney("+12.00", "en")).toBe("+LE 12.00");
    expect(formatSignedMoney("-1234.56", "en")).toBe(`${MINUS}LE 1,234.56`);
    expect(formatSignedMoney(`${MINUS}3.40`, "en")).toBe(`${MINUS}LE 3.40`);
    expect(formatSignedMoney(0, "en")).toBe("+LE 0.00");
  });

  it("keeps the sign before the digits in Arabic (an isolated left-to-right number), the pound after", () => {
    expect(formatSignedMoney(12, "ar")).toBe(`${LRI}+12.00${PDI} جنيه`);
    expect(formatSignedMoney("-0.50", "ar")).toBe(`${LRI}${MINUS}0.50${PDI} جنيه`);
  });

  it("formatDeduction is always a minus", () => {
    expect(formatDeduction("25.00", "en")).toBe(`${MINUS}LE 25.00`);
    expect(formatDeduction(-25, "en")).toBe(`${MINUS}LE 25.00`);
    expect(formatDeduction("40.50", "ar")).toBe(`${LRI}${MINUS}40.50${PDI} جنيه`);
  });
});

describe("balanceParts", () => {
  const base = { available_balance: "30.00" };
  it("reads the ledger's balance and its two parts", () => {
    expect(balanceParts({ ...base, balance: "125.40", refund_balance: "100.00", cashback_balance: "25.40" })).toEqual({
      balance: 12540,
      refund: 10000,
      cashback: 2540,
    });
  });
  it("counts the available cashback as the balance when the answer has no ledger fields", () => {
    expect(balanceParts(base)).toEqual({ balance: 3000, refund: 0, cashback: 3000 });
  });
});

describe("ledgerRow", () => {
  const en = strings("en", "wallet");
  const ar = strings("ar", "wallet");

  it("a spend: what, when, which part, the signed amount and its order, in English", () => {
    expect(ledgerRow(entry({}), "en", en)).toEqual({
      id: 1,
      kind: "spent",
      title: "Paid at checkout",
      part: "Cashback",
      amount: `${MINUS}LE 12.50`,
      direction: "out",
      date: "21 November 2026",
      at: "2026-11-21T10:00:00Z",
      link: { href: "/en/orders/41/", text: "Order #41" },
      note: null,
    });
  });

  it("the same in Arabic: Arabic words and month, Latin digits", () => {
    const row = ledgerRow(entry({}), "ar", ar);
    expect(row).toMatchObject({
      title: "دفع عند إتمام الشراء",
      part: "كاش باك",
      amount: `${LRI}${MINUS}12.50${PDI} جنيه`,
      date: "21 نوفمبر 2026",
      link: { href: "/ar/orders/41/", text: "الطلب رقم 41" },
    });
  });

  it("earned cashback says when it expires; money in", () => {
    const earned = entry({ kind: "cashback_earned", amount: "+8.00", expires_at: "2026-12-21T21:59:00Z" });
    expect(ledgerRow(earned, "en", en)).toMatchObject({ amount: "+LE 8.00", direction: "in", note: "Expires 21 December 2026" });
    expect(ledgerRow(earned, "ar", ar)).toMatchObject({ note: "ينتهي في 21 ديسمبر 2026" });
  });

  it("a refund links to its return (not its order) and counts as refund money", () => {
    const refund = entry({ kind: "refund", part: "refund", amount: "+150.00", order_id: 41, return_id: 7 });
    expect(ledgerRow(refund, "en", en)).toMatchObject({
      title: "Refund for a return",
      part: "Refund money",
      link: { href: "/en/returns/7/", text: "Return #7" },
    });
    expect(ledgerRow(refund, "ar", ar).link).toEqual({ href: "/ar/returns/7/", text: "المرتجع رقم 7" });
  });

  it("an adjustment shows its reason and may link nowhere", () => {
    const adjusted = entry({ kind: "adjusted", part: "refund", amount: "+20.00", order_id: null, reason: "Late delivery" });
    expect(ledgerRow(adjusted, "en", en)).toMatchObject({ title: "Adjustment by Aswaq", link: null, note: "Reason: Late delivery" });
    expect(ledgerRow(adjusted, "ar", ar)).toMatchObject({ title: "تسوية من أسواق", note: "السبب: Late delivery" });
  });

  it("every kind and part has its words in both languages", () => {
    for (const kind of ["cashback_earned", "cashback_expired", "spent", "spend_returned", "refund", "cashback_reversed", "adjusted"] as const) {
      for (const [locale, t] of [
        ["en", en],
        ["ar", ar],
      ] as const) {
        const row = ledgerRow(entry({ kind }), locale, t);
        expect(row.title, `${locale} ${kind}`).not.toMatch(/^wallet\./);
        expect(row.title, `${locale} ${kind}`).not.toBe("");
      }
    }
  });
});
