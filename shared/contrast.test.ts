import { describe, expect, it } from "vitest";
import { AA_NORMAL_TEXT, contrastRatio, parseHex, relativeLuminance, textOn, whiteTextContrast } from "./contrast";

describe("relative luminance (WCAG 2.x)", () => {
  it("is 0 for black, 1 for white, and follows the sRGB curve between", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
    // Mid grey is far darker than half: the curve, not a straight line.
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2159, 4);
    // Green weighs most, blue least.
    expect(relativeLuminance("#00FF00")).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance("#0000FF")).toBeCloseTo(0.0722, 4);
    // The linear part of the curve, below 0.04045.
    expect(relativeLuminance("#0a0a0a")).toBeCloseTo(10 / 255 / 12.92, 6);
  });

  it("reads #RRGGBB in either case and nothing else", () => {
    expect(parseHex("#4f46e5")).toEqual([0x4f, 0x46, 0xe5]);
    expect(parseHex(" #4F46E5 ")).toEqual([0x4f, 0x46, 0xe5]);
    for (const bad of ["4F46E5", "#fff", "#4F46E", "#4F46E5F", "#GG0000", "", "blue"]) {
      expect(parseHex(bad), bad).toBeNull();
      expect(relativeLuminance(bad), bad).toBeNull();
    }
  });
});

describe("contrast ratio", () => {
  it("is 21 for black on white, 1 for a colour on itself, the same either way round", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBe(21);
    expect(contrastRatio("#4F46E5", "#4F46E5")).toBe(1);
    expect(contrastRatio("#FFFFFF", "#777777")).toBeCloseTo(contrastRatio("#777777", "#FFFFFF") as number, 10);
  });

  it("matches published values", () => {
    // WebAIM's checker: #777777 on white 4.48:1, #767676 4.54:1 (the lightest grey that passes AA).
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#FFFFFF")).toBeCloseTo(4.54, 2);
    // The default theme: indigo passes, the orange secondary does not.
    expect(contrastRatio("#4F46E5", "#FFFFFF")).toBeCloseTo(6.29, 2);
    expect(contrastRatio("#FF9900", "#FFFFFF")).toBeCloseTo(2.14, 2);
  });
});

describe("white text on a theme colour", () => {
  it("warns below AA (4.5:1) and passes at or above it", () => {
    expect(AA_NORMAL_TEXT).toBe(4.5);
    expect(whiteTextContrast("#767676")).toMatchObject({ passes: true });
    expect(whiteTextContrast("#777777")).toMatchObject({ passes: false });
    expect(whiteTextContrast("#FF9900")).toMatchObject({ passes: false });
    expect(whiteTextContrast("#000000")).toEqual({ ratio: 21, passes: true });
    expect(whiteTextContrast("#FFFFFF")).toEqual({ ratio: 1, passes: false });
  });

  it("says nothing about a colour that is not #RRGGBB", () => {
    expect(whiteTextContrast("#12")).toBeNull();
  });
});

describe("the text on a store's colour", () => {
  it("is black or white, whichever contrasts more", () => {
    expect(textOn("#FF9900")).toBe("#000000"); // the themes preview's amber badge: 9.81:1, not 2.14:1
    expect(textOn("#F59E0B")).toBe("#000000");
    expect(textOn("#4F46E5")).toBe("#ffffff");
    expect(textOn("#0F0F0F")).toBe("#ffffff");
    expect(textOn("#abcdef")).toBe("#000000");
    expect(textOn("#777777")).toBe("#000000"); // 4.69:1 against white's 4.48:1
    expect(textOn("#12")).toBe("#ffffff");
  });

  it("reads at least 4.5:1 wherever it can, and never worse than the other choice", () => {
    for (let i = 0; i < 4096; i++) {
      const colour = `#${[0, 4, 8].map((s) => (((i >> s) & 15) * 17).toString(16).padStart(2, "0")).join("")}`;
      const chosen = contrastRatio(colour, textOn(colour))!;
      expect(chosen).toBeGreaterThanOrEqual(Math.max(contrastRatio(colour, "#000000")!, contrastRatio(colour, "#ffffff")!));
      expect(chosen).toBeGreaterThanOrEqual(4.5);
    }
  });
});
