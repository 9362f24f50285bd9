// The bill of an order paid partly from the wallet (issue 30 §2, ADR 0034): after the total, a
// "Paid from wallet" line and the "Cash due", in both languages; neither when nothing was paid.
import { describe, expect, it } from "vitest";
import { api, createOwnedBranch, createUser, tokenFor } from "../../test/factories";
import { billFont } from "../pdf/fonts";
import { readPdf } from "../pdf/read-pdf.test-helper";
import { createBillOrder } from "../orders/bill-fixtures";

async function bill(walletAmount: number) {
  const { branch, store } = await createOwnedBranch();
  const customer = await createUser();
  // ARABIC_ITEMS come to 1,475.50.
  const order = await createBillOrder({ customer, branch, storeName: store.name, address: { wallet_amount: walletAmount } });
  const res = await api("GET", `/api/orders/${order.id}/bill/`, { token: await tokenFor(customer) });
  expect(res.status).toBe(200);
  return readPdf(res.data as Uint8Array);
}

describe("the bill's wallet lines", () => {
  it("shows what the wallet paid and the cash due, labelled in English and Arabic", async () => {
    const pdf = await bill(47_550);
    for (const line of ["EGP 1,475.50", "Paid from wallet", "مدفوع من المحفظة", "EGP -475.50", "Cash due", "المستحق نقدًا", "EGP 1,000.00"]) {
      expect(pdf.lines, line).toContain(line);
    }
  });

  it("has neither line when nothing was paid from the wallet", async () => {
    const pdf = await bill(0);
    expect(pdf.lines).not.toContain("Paid from wallet");
    expect(pdf.lines).not.toContain("Cash due");
  });

  it("the font has every letter of the Arabic labels", () => {
    const font = billFont();
    for (const label of ["مدفوع من المحفظة", "المستحق نقدًا"]) {
      for (const ch of label.replaceAll(" ", "")) expect(font.glyphId(ch.codePointAt(0)!), `${label}: ${ch}`).toBeGreaterThan(0);
    }
  });
});
