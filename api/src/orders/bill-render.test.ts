import { describe, expect, it } from "vitest";
import { PdfDocument } from "../pdf/document";
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

describe("a document in Arabic", () => {
  const arabic = (): BillLayout => ({
    ...layout("الجيزة"),
    sections: [
      {
        en: "Customer",
        ar: "العميل",
        fields: [
          { label: "المدينة", value: "الجيزة" },
          { label: "البريد الإلكتروني", value: "mona@example.com" },
        ],
      },
    ],
    columns: { index: "#", product: "المنتج", quantity: "الكمية", unitPrice: "سعر الوحدة", subtotal: "الإجمالي" },
    items: [{ index: "1", name: "أرز", nameAr: "", sku: "رمز المنتج RICE-5", quantity: "2", unitPrice: "120.50", subtotal: "241.00" }],
  });

  it("is the page mirrored: labels on the right, values' right edges at the value column, numbers on the left", async () => {
    const font = billFont();
    const { texts } = await readPdf(await renderBill(arabic(), font, { compress: false, language: "ar" }));
    const at = (text: string) => texts.find((t) => t.text === text)!;
    const width = (text: string) => new PdfDocument(font).width(text, 10);
    const rightEdge = (text: string) => at(text).x + width(text);
    // An Arabic value and a Latin one end at the same x, left of their labels.
    expect(rightEdge("الجيزة")).toBeCloseTo(rightEdge("mona@example.com"), 0);
    expect(at("المدينة").x).toBeGreaterThan(rightEdge("الجيزة"));
    // The product at the right, its amounts to the left; the English and Arabic titles where the bill has them.
    expect(at("أرز").x).toBeGreaterThan(at("241.00").x);
    expect(at("241.00").x).toBeLessThan(at("120.50").x);
    expect(at("Order bill").x).toBeLessThan(at("فاتورة الطلب").x);
    expect(at("Customer").x).toBeLessThan(at("العميل").x);
    expect(texts.map((t) => t.text)).toContain("صفحة 1 من 1");
  });
});
