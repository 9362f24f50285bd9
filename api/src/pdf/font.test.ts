import { describe, expect, it } from "vitest";
import { shapeArabic } from "./arabic-shape";
import { subsetFont } from "./font-subset";
import { billFont } from "./fonts";
import { layoutLine, measure, wrap } from "./text";

const font = billFont();

/** Reads an sfnt's table directory and one glyph's bytes, independently of truetype.ts. */
function readSfnt(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, { offset: number; length: number; checksum: number }>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...bytes.subarray(at, at + 4));
    tables.set(tag, { checksum: view.getUint32(at + 4), offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  const head = tables.get("head")!.offset;
  const long = view.getInt16(head + 50) === 1;
  const loca = tables.get("loca")!.offset;
  const glyf = tables.get("glyf")!.offset;
  const glyph = (g: number) => {
    const [a, b] = long
      ? [view.getUint32(loca + g * 4), view.getUint32(loca + g * 4 + 4)]
      : [view.getUint16(loca + g * 2) * 2, view.getUint16(loca + g * 2 + 2) * 2];
    return bytes.subarray(glyf + a, glyf + b);
  };
  let sum = 0;
  for (let i = 0; i < bytes.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return { tables, glyph, fileChecksum: sum };
}

describe("the bundled font", () => {
  it("is parsed once and reused", () => {
    expect(billFont()).toBe(font);
    expect(font.unitsPerEm).toBe(1000);
    expect(font.numGlyphs).toBeGreaterThan(1000);
    expect(font.postScriptName).toBe("NotoSansArabic-Regular");
  });

  it("has a glyph for every form the shaper produces, every Arabic-Indic digit and basic Latin", () => {
    const letters = "ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىيپچژڤکگی";
    const words = [...letters].flatMap((l) => [l, `ب${l}`, `${l}ب`, `ب${l}ب`]);
    const produced = new Set([...shapeArabic(`${words.join(" ")} لا لأ لإ لآ بلا بلأ بلإ بلآ`)].map((c) => c.codePointAt(0)!));
    for (const cp of produced) expect(font.hasGlyph(cp), `U+${cp.toString(16)}`).toBe(true);
    for (let cp = 0x0660; cp <= 0x0669; cp++) expect(font.hasGlyph(cp)).toBe(true);
    for (let cp = 0x20; cp <= 0x7e; cp++) expect(font.hasGlyph(cp)).toBe(true);
    expect(produced.size).toBeGreaterThan(120);
  });

  it("maps characters to the glyphs the font names for them", () => {
    expect(font.glyphId(0x41)).not.toBe(font.glyphId(0x42));
    expect(font.glyphId(0xfefb)).toBeGreaterThan(0);
    expect(font.glyphId(0x4e2d)).toBe(0); // a CJK character: not in this font
    expect(font.advance(font.glyphId(0x20))).toBeGreaterThan(0);
    expect(font.advance(font.glyphId(0x064e))).toBe(0); // fatha is a zero-width mark
  });
});

describe("subsetFont", () => {
  const used = [font.glyphId(0x41), font.glyphId(0xfe91), font.glyphId(0xfefb)];
  const subset = subsetFont(font, used);
  const original = readSfnt(font.bytes);
  const cut = readSfnt(subset);

  it("keeps the used glyphs byte for byte, at their original ids, and empties the rest", () => {
    for (const g of used) expect([...cut.glyph(g).subarray(0, original.glyph(g).length)]).toEqual([...original.glyph(g)]);
    expect(cut.glyph(font.glyphId(0x42)).length).toBe(0);
    expect(subset.length).toBeLessThan(font.bytes.length / 4);
  });

  it("keeps the parts of composite glyphs (a letter's dots are separate glyphs)", () => {
    const beh = original.glyph(font.glyphId(0xfe91));
    const view = new DataView(beh.buffer, beh.byteOffset, beh.byteLength);
    expect(view.getInt16(0)).toBeLessThan(0); // composite
    const component = view.getUint16(12);
    expect(cut.glyph(component).length).toBe(original.glyph(component).length + ((4 - (original.glyph(component).length % 4)) % 4));
  });

  it("writes a well-formed font: the tables a PDF needs, valid checksums, no shaping tables", () => {
    expect([...cut.tables.keys()].sort()).toEqual(["OS/2", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "prep"]);
    expect(cut.fileChecksum).toBe(0xb1b0afba);
  });
});

describe("text layout", () => {
  it("measures shaped text, so a joined word is narrower than its isolated letters", () => {
    const joined = measure(font, "بسم");
    const isolated = measure(font, "ب س م") - 2 * measure(font, " ");
    expect(joined).toBeLessThan(isolated);
  });

  it("lays a line out as glyphs in drawing order with their widths", () => {
    const run = layoutLine(font, "لا 5");
    expect(run.dir).toBe("rtl");
    expect(run.codePoints).toEqual([0x35, 0x20, 0xfefb]);
    expect(run.width).toBe(font.advance(font.glyphId(0x35)) + font.advance(font.glyphId(0x20)) + font.advance(font.glyphId(0xfefb)));
  });

  it("draws a character the font lacks as a question mark, and drops invisible controls", () => {
    expect(layoutLine(font, "a中\u200Fb").codePoints).toEqual([0x61, 0x3f, 0x62]);
  });

  it("centres a haraka over its letter rather than leaving it after it", () => {
    const run = layoutLine(font, "بَ");
    expect(run.codePoints).toEqual([0xfe8f, 0x064e]);
    expect(run.shifts[0]).toBe(0);
    expect(run.shifts[1]).toBeLessThan(0);
    expect(run.width).toBe(font.advance(font.glyphId(0xfe8f)));
  });

  it("wraps between words, and inside a word only when it cannot fit alone", () => {
    const max = measure(font, "aaaa bbbb");
    expect(wrap(font, "aaaa bbbb cccc dddd", max)).toEqual(["aaaa bbbb", "cccc dddd"]);
    expect(wrap(font, "شارع التحرير الدقي الجيزة", measure(font, "شارع التحرير"))).toEqual(["شارع التحرير", "الدقي الجيزة"]);
    const long = "averyveryverylongemailaddress@example.com";
    const lines = wrap(font, long, measure(font, "averyvery"));
    expect(lines.join("")).toBe(long);
    for (const line of lines) expect(measure(font, line)).toBeLessThanOrEqual(measure(font, "averyvery"));
    expect(wrap(font, "  \n ", 1000)).toEqual([]);
  });
});
