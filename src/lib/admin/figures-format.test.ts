import { describe, expect, it } from "vitest";
import { formatCompact, formatCount, formatDay, formatPercent, numberLocale } from "./figures-format";

// Bidi marks Intl puts around Arabic percentages; the digits are what is checked.
const bare = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, "");

describe("the Home tab's numbers", () => {
  it("goes through Intl in Egypt's English and Arabic, Latin digits in both", () => {
    expect(numberLocale("en")).toBe("en-EG");
    expect(numberLocale("ar")).toBe("ar-EG-u-nu-latn");
    expect(formatCount(12345, "en")).toBe("12,345");
    expect(formatCount(12345, "ar")).toBe("12,345");
  });

  it("writes a change's size without its sign (the words say which way)", () => {
    expect(formatPercent(0.125, "en")).toBe("12.5%");
    expect(formatPercent(-0.25, "en")).toBe("25%");
    expect(bare(formatPercent(0.125, "ar"))).toBe("12.5%");
  });

  it("shortens an axis' numbers in the page's language", () => {
    expect(formatCompact(12500, "en")).toBe("12.5K");
    expect(bare(formatCompact(12500, "ar")).replace(/\s/g, " ")).toBe("12.5 ألف");
    expect(formatCompact(0, "ar")).toBe("0");
  });

  it("writes a calendar day whatever the clock's zone", () => {
    expect(formatDay("2026-11-29", "en")).toBe("29 Nov");
    expect(formatDay("2026-11-29", "en", true)).toBe("29 Nov 2026");
    expect(formatDay("2026-11-29", "ar")).toBe("29 نوفمبر");
    expect(formatDay("2026-01-01", "ar", true)).toBe("1 يناير 2026");
  });
});
