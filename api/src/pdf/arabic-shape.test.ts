import { describe, expect, it } from "vitest";
import { joiningType, shapeArabic } from "./arabic-shape";
import { visualOrder } from "./bidi";

/** Code points as "FE91 FE90" for readable failures. */
const hex = (s: string) => Array.from(s, (c) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")).join(" ");
const shaped = (s: string) => hex(shapeArabic(s));

describe("shapeArabic: contextual forms", () => {
  it.each([
    ["isolated", "ب", "FE8F"],
    ["initial + final", "بب", "FE91 FE90"],
    ["initial + medial + final", "ببب", "FE91 FE92 FE90"],
    ["a word: بيت", "بيت", "FE91 FEF4 FE96"],
    ["a word: مصر", "مصر", "FEE3 FEBC FEAE"],
    ["ع in all four forms", "ع عع ععع", "FEC9 0020 FECB FECA 0020 FECB FECC FECA"],
    ["ه at the end and alone", "مه ه", "FEE3 FEEA 0020 FEE9"],
    ["taa marbuta is final after a joining letter", "مدرسة", "FEE3 FEAA FEAD FEB3 FE94"],
    ["hamza on the line never joins", "ماء", "FEE3 FE8E FE80"],
    ["Persian peh (Forms-A)", "پپ", "FB58 FB57"],
  ])("%s", (_name, input, expected) => {
    expect(shaped(input)).toBe(expected);
  });

  it("does not join across a space or punctuation", () => {
    expect(shaped("ب ب")).toBe("FE8F 0020 FE8F");
    expect(shaped("ب،ب")).toBe("FE8F 060C FE8F");
  });
});

describe("shapeArabic: letters that join only to the letter before them", () => {
  // ا د ذ ر ز و: after a joining letter they take their final form, and the letter after them starts afresh.
  it.each([
    ["ا", "FE8E"],
    ["د", "FEAA"],
    ["ذ", "FEAC"],
    ["ر", "FEAE"],
    ["ز", "FEB0"],
    ["و", "FEEE"],
  ])("%s: final after ب, never joined to the ب after it", (letter, final) => {
    expect(joiningType(letter.codePointAt(0)!)).toBe("R");
    expect(shaped(`ب${letter}ب`)).toBe(`FE91 ${final} FE8F`);
  });

  it.each([
    ["ا", "FE8D"],
    ["د", "FEA9"],
    ["ذ", "FEAB"],
    ["ر", "FEAD"],
    ["ز", "FEAF"],
    ["و", "FEED"],
  ])("%s: isolated at the start of a word, and the next letter starts a new join", (letter, isolated) => {
    expect(shaped(`${letter}ب`)).toBe(`${isolated} FE8F`);
    expect(shaped(`${letter}بب`)).toBe(`${isolated} FE91 FE90`);
  });

  it("shapes a word of non-joining letters as a row of isolated forms", () => {
    expect(shaped("دار")).toBe("FEA9 FE8D FEAD");
    expect(shaped("أرز")).toBe("FE83 FEAD FEAF");
  });
});

describe("shapeArabic: lam-alef ligatures", () => {
  it.each([
    ["لا", "FEFB"],
    ["لأ", "FEF7"],
    ["لإ", "FEF9"],
    ["لآ", "FEF5"],
  ])("%s alone is one isolated ligature", (input, expected) => {
    expect(shaped(input)).toBe(expected);
  });

  it("takes the final ligature after a joining letter", () => {
    expect(shaped("سلام")).toBe("FEB3 FEFC FEE1");
    expect(shaped("بلا")).toBe("FE91 FEFC");
    // After an alef (which never joins forward) the ligature stands alone again.
    expect(shaped("الأرز")).toBe("FE8D FEF7 FEAD FEAF");
  });

  it("leaves a lam before other letters alone", () => {
    expect(shaped("لب")).toBe("FEDF FE90");
    expect(shaped("لل")).toBe("FEDF FEDE");
  });
});

describe("shapeArabic: marks, tatweel and other scripts", () => {
  it("lets harakat sit on a letter without breaking the join", () => {
    expect(shaped("بَب")).toBe("FE91 064E FE90");
    expect(shaped("سُكَّر")).toBe("FEB3 064F FEDC 064E 0651 FEAE");
  });

  it("joins letters through a tatweel", () => {
    expect(shaped("بـب")).toBe("FE91 0640 FE90");
  });

  it("leaves Latin, digits and punctuation untouched", () => {
    for (const text of ["Hello, World!", "SKU-123 (5 kg)", "ahmed@example.com", "٥ ١٢٣", ""]) expect(shapeArabic(text)).toBe(text);
  });

  it("shapes Arabic mixed with digits", () => {
    expect(shaped("٥ كجم")).toBe("0665 0020 FEDB FEA0 FEE2");
    expect(shaped("5 كجم")).toBe("0035 0020 FEDB FEA0 FEE2");
  });
});

describe("shaping then reordering a line (what the bill draws)", () => {
  it("reads an Arabic product name right to left, letters joined", () => {
    // أرز بسمتي مصري: each word's forms, then the words and letters laid right to left.
    expect(hex(visualOrder(shapeArabic("أرز بسمتي مصري"), "rtl"))).toBe("FEF1 FEAE FEBC FEE3 0020 FEF2 FE98 FEE4 FEB4 FE91 0020 FEAF FEAD FE83");
  });

  it("keeps a number reading left to right inside Arabic", () => {
    expect(hex(visualOrder(shapeArabic("٥ كجم"), "rtl"))).toBe("FEE2 FEA0 FEDB 0020 0665");
    expect(hex(visualOrder(shapeArabic("5 كجم"), "rtl"))).toBe("FEE2 FEA0 FEDB 0020 0035");
    expect(visualOrder(shapeArabic("120 كجم"), "rtl").slice(-3)).toBe("120");
  });
});
