import { describe, expect, it } from "vitest";
import type { Order } from "#contract/orders";
import { strings } from "../i18n";
import { toCsv } from "./csv";
import { addressLine, isoCairo, ordersCsvRows } from "./orders-csv";

const order = (overrides: Partial<Order> = {}) =>
  ({
    id: 42,
    created_at: "2026-11-28T12:05:09.123Z",
    status: "cancelled",
    payment_status: "not_due",
    customer: { id: 3, username: "mona", email: null },
    store: { id: 1, name: "Cairo House", name_ar: "بيت القاهرة" },
    branch: { id: 2, name: "Zamalek", name_ar: "" },
    address: {
      city: "Cairo",
      neighborhood: "Zamalek",
      center: null,
      street: "26th of July St",
      compound: "Nile View",
      building_or_house: "12",
      mobile: "01012345678",
      latitude: null,
      longitude: null,
    },
    items: [{ quantity: 2 }, { quantity: 1 }],
    total: "120.50",
    ...overrides,
  }) as Order;

const t = (locale: "en" | "ar") => strings(locale, "admin.orders.csv", "orders.status", "orders.paymentStatus");

describe("isoCairo", () => {
  it.each([
    ["2026-11-28T12:05:09Z", "2026-11-28 14:05"], // winter: UTC+2
    ["2026-07-01T21:30:00Z", "2026-07-02 00:30"], // summer time: UTC+3, the next day in Cairo
    ["not a date", "not a date"],
  ])("%s -> %s", (iso, out) => expect(isoCairo(iso)).toBe(out));
});

describe("ordersCsvRows", () => {
  it("writes ISO dates with the time, no direction marks, in Arabic too", () => {
    const [, row] = ordersCsvRows([order()], t("ar"), "ar");
    expect(row[1]).toBe("2026-11-28 14:05");
    expect(toCsv(ordersCsvRows([order()], t("ar"), "ar"))).not.toMatch(/[\u200e\u200f\u061c]/);
  });

  it("names the store and branch in the page's language, falling back to the other", () => {
    const [, ar] = ordersCsvRows([order()], t("ar"), "ar");
    expect(ar.slice(5, 7)).toEqual(["بيت القاهرة", "Zamalek"]);
    const [, en] = ordersCsvRows([order({ store: { id: 1, name: "", name_ar: "بيت القاهرة" } })], t("en"), "en");
    expect(en.slice(5, 7)).toEqual(["بيت القاهرة", "Zamalek"]);
  });

  it("has every column, the address included, and says a cancelled unpaid order is not due", () => {
    const [head, row] = ordersCsvRows([order()], t("en"), "en");
    expect(head).toEqual([
      "Order",
      "Placed (Cairo time)",
      "Status",
      "Customer",
      "Mobile",
      "Store",
      "Branch",
      "Address",
      "Items",
      "Total (EGP)",
      "Payment status",
    ]);
    expect(row).toEqual([
      42,
      "2026-11-28 14:05",
      "Cancelled",
      "mona",
      "01012345678",
      "Cairo House",
      "Zamalek",
      "12, Nile View, 26th of July St, Zamalek, Cairo",
      3,
      "120.50",
      "Not due",
    ]);
    const [arHead, arRow] = ordersCsvRows([order()], t("ar"), "ar");
    expect(arHead[7]).toBe("العنوان");
    expect(arRow[10]).toBe("غير مستحق");
  });
});

describe("addressLine", () => {
  it("skips empty parts and uses the Arabic comma on Arabic pages", () => {
    expect(addressLine({ ...order().address, street: " ", compound: "" }, "ar")).toBe("12، Zamalek، Cairo");
  });
});
