import { describe, expect, it } from "vitest";
import { billLayout, billTexts, formatAmount, formatTime, humanize } from "./bill-layout";
import type { OrderOut } from "./serialize";

function order(overrides: Partial<OrderOut> = {}): OrderOut {
  return {
    id: 1042,
    uuid: "3f1c2a9e-8d4b-4f7a-9c61-2b5e7d0a1f33",
    checkout_id: "c",
    status: "processing",
    payment_status: "pending",
    payment_method: "cash_on_delivery",
    subtotal: "1475.50",
    delivery_fee: "0.00",
    total: "1475.50",
    currency: "EGP",
    delivery_method: "delivery",
    delivery_estimate: null,
    area: null,
    pickup: null,
    created_at: "2026-11-20T21:13:05.123Z",
    updated_at: "2026-11-21T08:02:00.000Z",
    customer: { id: 7, username: "ahmed_m", email: "ahmed@example.com" },
    store: { id: 1, name: "سوق الخير", name_ar: "سوق الخير" },
    branch: { id: 2, name: "Dokki", name_ar: "" },
    address: {
      city: "الجيزة",
      neighborhood: "الدقي",
      center: null,
      street: "شارع التحرير، الدقي",
      compound: "Nile Towers",
      building_or_house: "12",
      mobile: "01012345678",
      latitude: 30.03851,
      longitude: 31.2118,
      building: "12",
      floor: "",
      apartment: "",
      landmark: "",
      recipient: "",
    },
    items: [
      {
        id: 1,
        product: { id: 5, name: "Basmati Rice", name_ar: "أرز بسمتي مصري", sku: "RICE-5" },
        product_id: 5,
        branch_id: 2,
        quantity: 2,
        price: "120.50",
        subtotal: "241.00",
      },
      {
        id: 2,
        product: { id: 6, name: "لبن", name_ar: "لبن", sku: "" },
        product_id: 6,
        branch_id: 2,
        quantity: 1,
        price: "1234.50",
        subtotal: "1234.50",
      },
    ],
    history: [],
    delivery_attempts: [],
    allowed_statuses: ["shipped", "cancelled"],
    ...overrides,
  } as OrderOut;
}

const field = (layout: ReturnType<typeof billLayout>, label: string) =>
  layout.sections.flatMap((s) => s.fields).find((f) => f.label === label)?.value;

describe("billLayout", () => {
  const layout = billLayout(order(), new Date("2026-11-22T10:00:00Z"));

  it("names the store, branch, order and its dates, status and payment", () => {
    expect(field(layout, "Order number")).toBe("#1042");
    expect(field(layout, "Order UUID")).toBe("3f1c2a9e-8d4b-4f7a-9c61-2b5e7d0a1f33");
    expect(field(layout, "Store")).toBe("سوق الخير");
    expect(field(layout, "Branch")).toBe("Dokki");
    expect(field(layout, "Placed")).toBe("20 Nov 2026, 23:13 (Cairo time)");
    expect(field(layout, "Last updated")).toBe("21 Nov 2026, 10:02 (Cairo time)");
    expect(field(layout, "Status")).toBe("Processing");
    expect(field(layout, "Payment status")).toBe("Pending");
    expect(field(layout, "Payment method")).toBe("Cash on delivery");
  });

  it("gives the customer and the whole address, a dash for what is missing", () => {
    expect(field(layout, "Username")).toBe("ahmed_m");
    expect(field(layout, "Email")).toBe("ahmed@example.com");
    expect(layout.sections[2].fields).toEqual([
      { label: "Building or house", value: "12" },
      { label: "Compound", value: "Nile Towers" },
      { label: "Street", value: "شارع التحرير، الدقي" },
      { label: "Neighborhood", value: "الدقي" },
      { label: "Center", value: "—" },
      { label: "City", value: "الجيزة" },
      { label: "Mobile", value: "01012345678" },
      { label: "Location", value: "30.0385, 31.2118" },
    ]);
  });

  it("lists every item with its names, quantity, unit price and subtotal, and the total in EGP", () => {
    expect(layout.items).toEqual([
      { index: "1", name: "Basmati Rice", nameAr: "أرز بسمتي مصري", sku: "SKU RICE-5", quantity: "2", unitPrice: "120.50", subtotal: "241.00" },
      // The same name twice is shown once.
      { index: "2", name: "لبن", nameAr: "", sku: "", quantity: "1", unitPrice: "1,234.50", subtotal: "1,234.50" },
    ]);
    expect(layout.totals).toEqual([
      { en: "Subtotal", ar: "المجموع الفرعي", value: "EGP 1,475.50" },
      { en: "Delivery: Free", ar: "التوصيل: مجاني", value: "EGP 0.00" },
      { en: "Total", ar: "الإجمالي", value: "EGP 1,475.50" },
    ]);
    expect(layout.columns.unitPrice).toBe("Unit price (EGP)");
  });

  it("gives the store's and branch's Arabic names too, once when they are the same", () => {
    const both = billLayout(order({ store: { id: 1, name: "Cairo Market", name_ar: "سوق القاهرة" }, branch: { id: 2, name: "", name_ar: "الدقي" } }));
    const fields = both.sections[0].fields.filter((f) => f.label.startsWith("Store") || f.label.startsWith("Branch"));
    expect(fields).toEqual([
      { label: "Store", value: "Cairo Market" },
      { label: "Store (Arabic)", value: "سوق القاهرة" },
      { label: "Branch", value: "الدقي" },
    ]);
    expect(layout.sections[0].fields.filter((f) => f.label.includes("(Arabic)"))).toEqual([]);
  });

  it("says a cancelled order's unpaid bill is not due", () => {
    expect(field(billLayout(order({ status: "cancelled", payment_status: "not_due" })), "Payment status")).toBe("Not due");
  });

  it("omits the location without coordinates and shows an empty e-mail as a dash", () => {
    const bare = billLayout(
      order({ customer: { id: 7, username: "u", email: null }, address: { ...order().address, latitude: null, longitude: null } }),
    );
    expect(field(bare, "Location")).toBeUndefined();
    expect(field(bare, "Email")).toBe("—");
  });

  it("falls back to the Arabic name when an item has no English one", () => {
    const items = [{ ...order().items[0], product: { id: 5, name: "", name_ar: "أرز", sku: "" } }];
    expect(billLayout(order({ items })).items[0]).toMatchObject({ name: "أرز", nameAr: "" });
  });

  it("lists every string it shows, in reading order", () => {
    const texts = billTexts(layout);
    expect(texts.slice(0, 4)).toEqual(["Aswaq", "أسواق", "Order bill", "فاتورة الطلب"]);
    for (const s of ["#1042", "سوق الخير", "Dokki", "ahmed_m", "شارع التحرير، الدقي", "أرز بسمتي مصري", "241.00", "EGP 1,475.50"])
      expect(texts).toContain(s);
    expect(texts.at(-1)).toBe("Aswaq · order #1042 · issued 22 Nov 2026, 12:00 (Cairo time)");
  });
});

describe("billLayout with delivery", () => {
  const DOKKI = {
    id: 2001,
    name: "Dokki",
    name_ar: "الدقي",
    governorate: { id: 2, code: "EG-GZ", name: "Giza", name_ar: "الجيزة" },
  };
  const lines = {
    ...order().address,
    street: "Tahrir St",
    building: "12",
    floor: "3",
    apartment: "7",
    landmark: "Opposite the metro station",
    recipient: "Mona",
  };

  it("adds the fee to the goods and shows the area, its governorate and every line, landmark included", () => {
    const delivered = billLayout(
      order({ subtotal: "1475.50", delivery_fee: "30.00", total: "1505.50", delivery_estimate: "1_2_days", area: DOKKI, address: lines }),
    );
    expect(delivered.totals).toEqual([
      { en: "Subtotal", ar: "المجموع الفرعي", value: "EGP 1,475.50" },
      { en: "Delivery", ar: "التوصيل", value: "EGP 30.00" },
      { en: "Total", ar: "الإجمالي", value: "EGP 1,505.50" },
    ]);
    expect(field(delivered, "Delivery")).toBe("Delivery");
    expect(field(delivered, "Estimated delivery")).toBe("1-2 days");
    expect(delivered.sections[2]).toEqual({
      en: "Shipping address",
      ar: "عنوان الشحن",
      fields: [
        { label: "Area", value: "Dokki" },
        { label: "Area (Arabic)", value: "الدقي" },
        { label: "Governorate", value: "Giza" },
        { label: "Governorate (Arabic)", value: "الجيزة" },
        { label: "Street", value: "Tahrir St" },
        { label: "Building", value: "12" },
        { label: "Floor", value: "3" },
        { label: "Apartment", value: "7" },
        { label: "Landmark", value: "Opposite the metro station" },
        { label: "Recipient", value: "Mona" },
        { label: "Mobile", value: "01012345678" },
      ],
    });
  });

  it("says a pickup order is collected at the branch, where, when, and until which day", () => {
    const pickup = billLayout(
      order({
        delivery_method: "pickup",
        area: DOKKI,
        address: lines,
        status: "ready_for_pickup",
        pickup: { address: "5 Mesaha Sq, Dokki", hours: "10:00-22:00", hold_days: 3, ready_at: "2026-11-21T08:00:00.000Z", last_day: "2026-11-24" },
      }),
    );
    expect(pickup.totals[1]).toEqual({ en: "Pickup at the branch", ar: "الاستلام من الفرع", value: "EGP 0.00" });
    expect(field(pickup, "Delivery")).toBe("Pickup at the branch");
    expect(pickup.sections[2]).toEqual({
      en: "Pickup at the branch",
      ar: "الاستلام من الفرع",
      fields: [
        { label: "Address", value: "5 Mesaha Sq, Dokki" },
        { label: "Hours", value: "10:00-22:00" },
        { label: "Last day to collect", value: "2026-11-24" },
        { label: "Customer's mobile", value: "01012345678" },
      ],
    });
    expect(field(pickup, "Status")).toBe("Ready for pickup");
  });

  it("says a refused or returned order in words, and how many delivery attempts failed", () => {
    const attempt = (n: number) => ({ attempt: n, reason: "not_home" as const, note: null, at: "2026-11-22T10:00:00.000Z", actor: null });
    const refused = billLayout(order({ status: "refused", payment_status: "not_due", delivery_attempts: [attempt(1), attempt(2)] }));
    expect(field(refused, "Status")).toBe("Refused at delivery");
    expect(field(refused, "Failed delivery attempts")).toBe("2");
    expect(field(billLayout(order({ status: "returned" })), "Status")).toBe("Returned to the branch");
    expect(billLayout(order()).sections[0].fields.map((f) => f.label)).not.toContain("Failed delivery attempts");
  });
});

describe("formatting", () => {
  it.each([
    ["0.00", "0.00"],
    ["9.5", "9.50"],
    ["1234567.89", "1,234,567.89"],
  ])("formatAmount(%s) = %s", (input, out) => expect(formatAmount(input)).toBe(out));

  it("shows times in Cairo and keeps an unreadable time as it is", () => {
    expect(formatTime("2026-07-01T12:00:00Z")).toBe("01 Jul 2026, 15:00 (Cairo time)"); // summer time, UTC+3
    expect(formatTime("not a date")).toBe("not a date");
  });

  it("humanizes codes", () => {
    expect(humanize("cash_on_delivery")).toBe("Cash on delivery");
    expect(humanize("")).toBe("—");
  });
});
