import { describe, expect, it } from "vitest";
import { A4, PdfDocument } from "./document";
import { billFont } from "./fonts";
import { readPdf } from "./read-pdf.test-helper";

const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);
const font = billFont();
/** The glyph ids a viewer should see for these code points (read from the font's own cmap). */
const ids = (...cps: number[]) => cps.map((cp) => font.glyphId(cp));

async function sample(compress = true) {
  const doc = new PdfDocument(billFont(), { title: "فاتورة Bill", created: new Date("2026-11-20T10:00:00Z") });
  const first = doc.addPage();
  first.text("Order bill", { x: 40, y: 800, size: 16, bold: true });
  first.text("أرز بسمتي مصري", { x: 555, y: 780, size: 10, align: "right" });
  first.text("تَمْر", { x: 555, y: 760, size: 10, align: "right" });
  first.text("لا", { x: 555, y: 740, size: 10, align: "right" });
  first.line(40, 750, 555, 750);
  first.rect(40, 700, 100, 20, [0.9, 0.9, 0.9]);
  doc.addPage(A4).text("Page two ٥ كجم", { x: 40, y: 800, size: 10 });
  return { doc, bytes: await doc.save({ compress }) };
}

describe("PdfDocument", () => {
  it("writes a PDF that an independent parser loads, with every page", async () => {
    const { bytes } = await sample();
    expect(latin1(bytes.subarray(0, 8))).toBe("%PDF-1.7");
    expect(latin1(bytes.subarray(-6))).toBe("%%EOF\n");
    const { pageCount, doc } = await readPdf(bytes);
    expect(pageCount).toBe(2);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(doc.getTitle()).toBe("فاتورة Bill");
  });

  it("draws Arabic as joined forms from right to left, Latin and numbers left to right", async () => {
    const { texts } = await readPdf((await sample()).bytes);
    expect(texts[0].ids).toEqual(ids(...Array.from("Order bill", (c) => c.codePointAt(0)!)));
    // أرز بسمتي مصري: the last word first, each letter in its joined form.
    expect(texts[1].ids).toEqual(ids(0xfef1, 0xfeae, 0xfebc, 0xfee3, 0x20, 0xfef2, 0xfe98, 0xfee4, 0xfeb4, 0xfe91, 0x20, 0xfeaf, 0xfead, 0xfe83));
    expect(texts[3].ids).toEqual(ids(0xfefb));
    expect(texts[4].ids).toEqual(ids(...Array.from("Page two ", (c) => c.codePointAt(0)!), 0xfee2, 0xfea0, 0xfedb, 0x20, 0x0665));
  });

  it("maps every glyph back to plain text, so the bill reads and searches as typed", async () => {
    const { texts } = await readPdf((await sample()).bytes);
    expect(texts.slice(0, 4).map((t) => [t.page, t.text])).toEqual([
      [1, "Order bill"],
      [1, "أرز بسمتي مصري"],
      [1, "تَمْر"],
      [1, "لا"],
    ]);
    // A mixed line, left to right as drawn: the Arabic word reversed, the Latin and the digit not.
    expect([texts[4].page, texts[4].drawn]).toEqual([2, "Page two مجك ٥"]);
  });

  it("moves a haraka over its letter with a TJ offset", async () => {
    const { texts } = await readPdf((await sample()).bytes);
    // تَمْر → drawn ر, م, sukun, ت, fatha; each mark shifted left of the pen and back.
    expect(texts[2].ids).toEqual(ids(0xfeae, 0xfee4, 0x0652, 0xfe97, 0x064e));
    expect(texts[2].op).toMatch(/^\[<[0-9a-f]{8}> \d+ <[0-9a-f]{4}> -?\d+ <[0-9a-f]{4}> \d+ <[0-9a-f]{4}>\] TJ$/);
  });

  it("embeds only the glyphs used, compressed, and can leave streams readable", async () => {
    const packed = (await sample(true)).bytes;
    const plain = (await sample(false)).bytes;
    expect(latin1(packed)).toContain("/FontFile2");
    expect(latin1(packed)).toContain("/Filter /FlateDecode");
    expect(latin1(plain)).not.toContain("/Filter /FlateDecode");
    expect(latin1(plain)).toMatch(/<[0-9A-F]{4}> <06270644>/); // lam-alef stands for two letters, in drawing order
    expect(packed.length).toBeLessThan(plain.length);
    expect(packed.length).toBeLessThan(30_000); // the whole font is ~190 KB
    expect((await readPdf(plain)).texts).toHaveLength(5);
  });

  it("strokes bold text in its own colour", async () => {
    const plain = latin1((await sample(false)).bytes);
    expect(plain).toMatch(/0\.13 0\.13 0\.13 RG 0\.56 w 2 Tr 40 800 Td/);
  });
});
