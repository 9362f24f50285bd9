import { describe, expect, it } from "vitest";
import { escapeXml, fitFontSize, homeCardSvg, safeHex, storeCardSvg, textOn, wrapLines } from "./card-svg";
import { ogImageFor } from "./og-image";

// A stand-in for the renderer's measurement: every character half the font size wide.
const measure = (text: string, size: number) => [...text].length * size * 0.5;

describe("share card SVG", () => {
  it("escapes names that look like markup", () => {
    expect(escapeXml(`Tom & "Jerry's" <shop>`)).toBe("Tom &amp; &quot;Jerry&apos;s&quot; &lt;shop&gt;");
  });

  it("keeps a valid theme colour and replaces anything else", () => {
    expect(safeHex("#15803D", "#000000")).toBe("#15803D");
    expect(safeHex("red", "#4F46E5")).toBe("#4F46E5");
    expect(safeHex(null, "#FF9900")).toBe("#FF9900");
  });

  it("writes white on dark colours and dark on light ones", () => {
    expect(textOn("#4F46E5")).toBe("#FFFFFF");
    expect(textOn("#15803D")).toBe("#FFFFFF");
    expect(textOn("#FF9900")).toBe("#111827");
    expect(textOn("#FFFFFF")).toBe("#111827");
  });

  it("shrinks a long name until it fits, but not below the minimum", () => {
    expect(fitFontSize("Short", 112, 48, 1040, measure)).toBe(112);
    const long = "A".repeat(30);
    const size = fitFontSize(long, 112, 48, 1040, measure);
    expect(measure(long, size)).toBeLessThanOrEqual(1040);
    expect(fitFontSize("A".repeat(500), 112, 48, 1040, measure)).toBe(48);
  });

  it("wraps words into lines and marks a cut with an ellipsis", () => {
    expect(wrapLines("one two three four", 10, 45, 5, measure)).toEqual(["one two", "three", "four"]);
    expect(wrapLines("one two three four", 10, 45, 2, measure)).toEqual(["one two", "three…"]);
  });

  it("draws a store's names, Arabic in a right-to-left isolate, and its logo", () => {
    const svg = storeCardSvg(
      { name: "Fresh & Co", nameAr: "فريش", primary: "#15803D", secondary: "#F59E0B", logo: "data:image/png;base64,AAAA", brand: "أسواق · Aswaq" },
      measure,
    );
    expect(svg).toContain('width="1200" height="1200"');
    expect(svg).toContain(">Fresh &amp; Co<");
    expect(svg).toContain(">\u2067فريش\u2069<");
    expect(svg).toContain('href="data:image/png;base64,AAAA"');
    expect(svg).toContain('fill="#15803D"');
  });

  it("draws the first letter when a store has no logo, and its English name when it has no Arabic one", () => {
    const svg = storeCardSvg({ name: "delta home", nameAr: " ", primary: "nope", secondary: "#F59E0B", brand: "Aswaq" }, measure);
    expect(svg).not.toContain("<image");
    expect(svg).toContain(">D<");
    expect(svg).toContain(">\u2067delta home\u2069<");
    expect(svg).toContain('fill="#4F46E5"');
  });

  it("draws the home card in Arabic with up to four logos", () => {
    const logos = Array.from({ length: 6 }, (_, i) => `data:image/png;base64,${i}`);
    const svg = homeCardSvg(
      { title: "أسواق", description: "سوق واحد لمتاجر كثيرة", logos, primary: "#4F46E5", secondary: "#FF9900", brand: "أسواق · Aswaq" },
      measure,
    );
    expect(svg.match(/<image /g)).toHaveLength(4);
    expect(svg).toContain("\u2067أسواق\u2069");
  });

  it("gives every card a stable site-relative URL", () => {
    expect(ogImageFor("home")).toBe("/og/home.png");
    expect(ogImageFor("store", "fresh-market")).toBe("/og/store/fresh-market.png");
  });
});
