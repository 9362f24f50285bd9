import { describe, expect, it } from "vitest";
import { billTexts } from "../orders/bill-layout";
import { type CreditNoteData, creditNoteLayout } from "./credit-note-layout";

const note: CreditNoteData = {
  id: 7,
  refunded_at: "2026-11-25T10:45:00.000Z",
  refund_method: "wallet",
  reason: "wrong_item",
  refund_amount: 24100,
  cashback_reversed: 0,
  order: { id: 31, created_at: "2026-11-20T21:13:05.000Z" },
  store: { name: "Al Kheir Market", name_ar: "" },
  branch: { name: "Dokki", name_ar: "فرع الدقي" },
  customer: { username: "mona88", first_name: "", last_name: "", email: null },
  items: [
    { name: "", name_ar: "أرز بسمتي", sku: "", quantity: 2, price: 12050 },
    { name: "Olive oil", name_ar: "", sku: " OIL-1 ", quantity: 1, price: 5 },
  ],
};

describe("a credit note's layout", () => {
  it("names everything in its language, else in the other one", () => {
    const en = creditNoteLayout(note, "en", new Date("2026-11-29T10:00:00Z"));
    expect(en.items.map((i) => [i.name, i.nameAr, i.sku, i.subtotal])).toEqual([
      ["أرز بسمتي", "", "", "241.00"],
      ["Olive oil", "", "SKU OIL-1", "0.05"],
    ]);
    const ar = creditNoteLayout(note, "ar");
    const field = (label: string) => ar.sections.flatMap((s) => s.fields).find((f) => f.label === label)?.value;
    expect(field("المتجر")).toBe("Al Kheir Market");
    expect(field("الفرع")).toBe("فرع الدقي");
    expect(field("سبب الإرجاع")).toBe("منتج مختلف عن المطلوب");
    expect(field("الاسترداد النقدي المخصوم")).toBe("0.00 جنيه");
    expect(field("تاريخ رد المبلغ")).toBe("25 نوفمبر 2026 في 12:45 (بتوقيت القاهرة)");
    expect(ar.items.map((i) => i.name)).toEqual(["أرز بسمتي", "Olive oil"]);
    expect(ar.totals).toEqual([{ en: "Refund amount", ar: "المبلغ المردود", value: "241.00 جنيه" }]);
  });

  it("names the customer by username without a full name, and leaves out a missing e-mail", () => {
    const texts = billTexts(creditNoteLayout(note, "en", new Date("2026-11-29T10:00:00Z")));
    expect(texts).toContain("mona88");
    expect(texts).not.toContain("Email");
    expect(texts).toContain("Aswaq · credit note CN-7 · order #31 · issued 29 Nov 2026, 12:00 (Cairo time)");
  });
});
