import { describe, expect, it } from "vitest";
import { formatMoney, localName } from "./format";

describe("formatMoney", () => {
  it.each([
    ["120", "en", "LE 120.00"],
    ["120", "ar", "120.00 جنيه"],
    [1234.5, "en", "LE 1,234.50"],
    ["0.05", "ar", "0.05 جنيه"],
  ] as const)("%s in %s is %s", (amount, locale, expected) => expect(formatMoney(amount, locale)).toBe(expected));
});

describe("localName", () => {
  it("prefers the page's language and falls back to the other", () => {
    expect(localName({ name: "Rice", name_ar: "أرز" }, "ar")).toBe("أرز");
    expect(localName({ name: "Rice", name_ar: "" }, "ar")).toBe("Rice");
    expect(localName({ name: "", name_ar: "أرز" }, "en")).toBe("أرز");
  });
});
