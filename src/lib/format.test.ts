import { describe, expect, it } from "vitest";
import { branchStoreName, formatList, formatMoney, inLocale, localName } from "./format";
import { dateFormat, formatDateTime, formatNearTime } from "./format-date";

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

describe("branchStoreName", () => {
  it("names a branch's store in the page's language, else the other", () => {
    expect(branchStoreName({ store_name: "Fresh Market", store_name_ar: "فريش ماركت" }, "ar")).toBe("فريش ماركت");
    expect(branchStoreName({ store_name: "Fresh Market", store_name_ar: "فريش ماركت" }, "en")).toBe("Fresh Market");
    expect(branchStoreName({ store_name: "Fresh Market", store_name_ar: "" }, "ar")).toBe("Fresh Market");
  });
});

describe("inLocale", () => {
  it("gives the page's language, else the other, else nothing", () => {
    expect(inLocale("New", "جديد", "ar")).toBe("جديد");
    expect(inLocale("New", "جديد", "en")).toBe("New");
    expect(inLocale("New", "", "ar")).toBe("New");
    expect(inLocale("", "جديد", "en")).toBe("جديد");
    expect(inLocale("", null, "ar")).toBe("");
  });
});

describe("dateFormat", () => {
  const day = new Date("2026-11-21T10:00:00Z");
  it("writes Arabic month names with Latin digits, like the prices", () => {
    const text = dateFormat("ar", "long").format(day);
    expect(text).toContain("نوفمبر");
    expect(text).toMatch(/21/);
    expect(text).toMatch(/2026/);
    expect(text).not.toMatch(/[٠-٩]/);
  });
  it("writes English dates day first", () => {
    expect(dateFormat("en", "long").format(day)).toBe("21 November 2026");
  });
});

describe("formatDateTime", () => {
  it("writes a moment on Cairo's 12-hour clock, day first, Latin digits in both languages", () => {
    // 15:18 UTC is 17:18 in Cairo (UTC+2 in November).
    expect(formatDateTime("2026-11-25T15:18:00Z", "en")).toBe("25 Nov 2026, 5:18 pm");
    const ar = formatDateTime("2026-11-25T15:18:00Z", "ar");
    expect(ar).toContain("نوفمبر");
    expect(ar).toMatch(/25.*2026.*5:18/);
    expect(ar).not.toMatch(/[٠-٩]/);
  });
});

describe("formatNearTime", () => {
  // 19:30 UTC is 21:30 in Cairo, still 28 November there.
  const now = Date.parse("2026-11-28T19:30:00Z");
  it("writes a time of the same Cairo day alone, on the 12-hour clock, Latin digits in both languages", () => {
    expect(formatNearTime("2026-11-28T19:40:00Z", "en", now)).toBe("9:40 pm");
    const ar = formatNearTime("2026-11-28T19:40:00Z", "ar", now);
    expect(ar).toMatch(/^9:40\s?م$/);
  });
  it("adds the date for another Cairo day, even when UTC has not changed day yet", () => {
    // 22:30 UTC on the 28th is 00:30 on the 29th in Cairo.
    expect(formatNearTime("2026-11-28T22:30:00Z", "en", now)).toBe("29 Nov 2026, 12:30 am");
  });
});

describe("formatList", () => {
  it("joins parts as the page's language lists them, leaving out empty ones", () => {
    const parts = ["Building 12", "Apt 4", "", null, "Block 7"];
    expect(formatList(parts, "en")).toBe("Building 12, Apt 4, Block 7");
    expect(formatList(parts, "en")).not.toContain("،");
    expect(formatList(parts, "ar")).toContain("،");
    expect(formatList(parts, "ar")).not.toContain(", ");
    expect(formatList(["Cairo"], "ar")).toBe("Cairo");
    expect(formatList([], "en")).toBe("");
  });
});
