import { describe, expect, it } from "vitest";
import { billFont } from "../pdf/fonts";
import { readPdf } from "../pdf/read-pdf.test-helper";
import type { BillLayout } from "./bill-layout";
import { renderBill } from "./bill-render";

const layout = (value: string): BillLayout => ({
  documentTitle: "Bill",
  brand: { en: "Aswaq", ar: "أسواق" },
  title: { en: "Order bill", ar: "فاتورة الطلب" },
  sections: [
    {
      en: "Delivery address",
      ar: "عنوان التوصيل",
      fields: [
        { label: "City", value },
        { label: "Mobile", value: "01012345678" },
      ],
    },
  ],
  itemsHeading: { en: "Items", ar: "المنتجات" },
  columns: { index: "#", product: "Product", quantity: "Qty", unitPrice: "Unit price (EGP)", subtotal: "Subtotal (EGP)" },
  items: [],
  totals: [
    { en: "Subtotal", ar: "المجموع الفرعي", value: "EGP 0.00" },
    { en: "Delivery: Free", ar: "التوصيل: مجاني", value: "EGP 0.00" },
    { en: "Total", ar: "الإجمالي", value: "EGP 0.00" },
  ],
  footer: "Aswaq",
});

describe("a bill's field values", () => {
  it("sit beside their labels, an Arabic one as much as a Latin one", async () => {
    const { texts } = await readPdf(await renderBill(layout("الجيزة"), billFont(), { compress: false }));
    const at = (text: string) => texts.find((t) => t.text === text)!.x;
    const latin = at("01012345678");
    // The Arabic value starts in the same column, not at the page's far edge (x about 520).
    expect(Math.abs(at("الجيزة") - latin)).toBeLessThan(1);
    expect(at("City")).toBeLessThan(latin);
  });

  it("right-aligns a wrapped Arabic value's lines with each other, in the value column", async () => {
    const long = Array.from({ length: 24 }, () => "شارع التحرير").join(" ");
    const { texts } = await readPdf(await renderBill(layout(long), billFont(), { compress: false }));
    const lines = texts.filter((t) => t.text.startsWith("شارع") || t.text.endsWith("التحرير"));
    expect(lines.length).toBeGreaterThan(1);
    const latin = texts.find((t) => t.text === "01012345678")!.x;
    // The widest line starts at the value column; the others end where it ends.
    expect(Math.min(...lines.map((l) => l.x))).toBeCloseTo(latin, 0);
  });
});
