import { describe, expect, it } from "vitest";
import { baseDirection, bidiLevels, visualOrder } from "./bidi";

/** Reverses by code point: the expected drawing order of a purely right-to-left run. */
const rev = (s: string) => Array.from(s).reverse().join("");

describe("baseDirection", () => {
  it.each([
    ["أرز بسمتي", "rtl"],
    ["Rice أرز", "ltr"],
    ["12 شارع التحرير", "rtl"],
    ["01012345678", "ltr"],
    ["", "ltr"],
    ["(#)", "ltr"],
  ] as const)("%s → %s", (text, dir) => {
    expect(baseDirection(text)).toBe(dir);
  });

  it("falls back to the given direction when nothing is strongly directional", () => {
    expect(baseDirection("123", "rtl")).toBe("rtl");
  });
});

describe("bidiLevels", () => {
  it("puts Arabic at level 1 and numbers inside it at level 2", () => {
    expect(bidiLevels("كجم 12", "rtl")).toEqual([1, 1, 1, 1, 2, 2]);
  });

  it("puts Arabic inside an English line at level 1 and leaves the rest at 0", () => {
    expect(bidiLevels("ab جم cd", "ltr")).toEqual([0, 0, 0, 1, 1, 0, 0, 0]);
  });
});

describe("visualOrder", () => {
  it("reverses a right-to-left line", () => {
    expect(visualOrder("شارع التحرير", "rtl")).toBe(rev("شارع التحرير"));
  });

  it("leaves a left-to-right line alone", () => {
    expect(visualOrder("Basmati rice, 5 kg", "ltr")).toBe("Basmati rice, 5 kg");
  });

  it("keeps numbers (Western and Arabic-Indic) reading left to right inside Arabic", () => {
    expect(visualOrder("سعر 120.50 جنيه", "rtl")).toBe(`${rev("جنيه")} 120.50 ${rev("سعر")}`);
    expect(visualOrder("٥ كجم", "rtl")).toBe(`${rev("كجم")} ٥`);
    expect(visualOrder("عبوة ١٢٠ جرام", "rtl")).toBe(`${rev("جرام")} ١٢٠ ${rev("عبوة")}`);
  });

  it("keeps a Latin word whole inside Arabic, and Arabic inside English reversed", () => {
    expect(visualOrder("مشروب Pepsi كولا", "rtl")).toBe(`${rev("كولا")} Pepsi ${rev("مشروب")}`);
    expect(visualOrder("Pepsi بيبسي ml", "ltr")).toBe(`Pepsi ${rev("بيبسي")} ml`);
    // As in a browser (UAX #9, W2): a number right after Arabic belongs to the Arabic run.
    expect(visualOrder("Pepsi بيبسي 330 ml", "ltr")).toBe(`Pepsi 330 ${rev("بيبسي")} ml`);
  });

  it("keeps an Arabic phrase with its number together inside English, as browsers do", () => {
    expect(visualOrder("Building 12 (الدور 3)", "ltr")).toBe(`Building 12 (3 ${rev("الدور")})`);
  });

  it("mirrors brackets inside right-to-left text", () => {
    expect(visualOrder("شاي (١٠٠ كيس)", "rtl")).toBe(`(${rev("كيس")} ١٠٠) ${rev("شاي")}`);
  });

  it("keeps a mark right after its letter", () => {
    // logical ب + fatha + ت → drawn ت, ب, fatha
    expect(visualOrder("بَت", "rtl")).toBe("تبَ");
  });

  it("reads a mixed line (Arabic, a price with its currency, a Latin brand and a size) as a browser does", () => {
    // UAX #9: the Latin run and each number keep reading left to right; the Arabic words
    // around them, and the line as a whole, read right to left.
    expect(visualOrder("بيبسي Pepsi 330 مل بسعر 12.50 ج.م", "rtl")).toBe(`${rev("ج.م")} 12.50 ${rev("بسعر")} ${rev("مل")} Pepsi 330 ${rev("بيبسي")}`);
    // In an English line the Arabic phrase and the number after it (W2) read right to left together.
    expect(visualOrder("Order #1042 – أرز بسمتي 5 كجم", "ltr")).toBe(`Order #1042 – ${rev("كجم")} 5 ${rev("بسمتي")} ${rev("أرز")}`);
  });

  it("keeps characters outside the Basic Multilingual Plane whole", () => {
    expect(visualOrder("كوب 😀 شاي", "rtl")).toBe(`${rev("شاي")} 😀 ${rev("كوب")}`);
  });

  it("handles an empty line and a line of spaces", () => {
    expect(visualOrder("", "rtl")).toBe("");
    expect(visualOrder("  ", "rtl")).toBe("  ");
  });
});
