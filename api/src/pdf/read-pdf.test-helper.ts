// Reads a PDF back the way a text extractor would, for tests: pdf-lib (an independent
// parser) loads the file, and each text-showing operation's glyphs are mapped through the
// font's ToUnicode map.
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, type PDFPage } from "pdf-lib";

export interface DrawnText {
  page: number;
  /** Glyph ids in drawing order (left to right). */
  ids: number[];
  /** What each glyph stands for, in drawing order. */
  glyphs: string[];
  /** The glyphs' text in drawing order. */
  drawn: string;
  /**
   * Reading order: an operation with Arabic in it is read right to left, as a viewer does.
   * (Exact for a line without numbers or Latin words inside its Arabic.)
   */
  text: string;
  /** The raw operator, e.g. "[<0001> -12 <0002>] TJ". */
  op: string;
  /** Where the text starts (its left end), in points from the page's left edge. */
  x: number;
}

const fromUtf16Hex = (hex: string) => {
  let out = "";
  for (let i = 0; i < hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

const streamText = (stream: unknown) => new TextDecoder("latin1").decode(decodePDFRawStream(stream as PDFRawStream).decode());

export async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const texts: DrawnText[] = [];
  doc.getPages().forEach((page, index) => {
    const toUnicode = fontMap(page);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const content = streams.map(streamText).join("\n");
    for (const m of content.matchAll(/(-?[\d.]+) -?[\d.]+ Td (.*?) ET/g)) {
      const hexes = [...m[2].matchAll(/<([0-9a-f]+)>/g)].map((h) => h[1]).join("");
      const ids: number[] = [];
      const glyphs: string[] = [];
      for (let i = 0; i < hexes.length; i += 4) {
        ids.push(parseInt(hexes.slice(i, i + 4), 16));
        glyphs.push(toUnicode.get(hexes.slice(i, i + 4)) ?? "\uFFFD");
      }
      const rtl = glyphs.some((g) => /[\u0600-\u06FF]/.test(g));
      texts.push({
        page: index + 1,
        ids,
        glyphs,
        drawn: glyphs.join(""),
        text: rtl ? readRightToLeft(glyphs) : glyphs.join(""),
        op: m[2],
        x: Number(m[1]),
      });
    }
  });
  return { doc, pageCount: doc.getPageCount(), texts, lines: texts.map((t) => t.text) };
}

/**
 * Glyphs drawn left to right, read from the right as viewers do: the whole run reversed
 * (a ligature's letters too), except that a mark stays with the letter it was drawn after.
 */
function readRightToLeft(glyphs: string[]): string {
  const clusters: string[] = [];
  for (const glyph of glyphs) {
    const g = /\p{M}/u.test(glyph) ? glyph : [...glyph].reverse().join("");
    if (clusters.length && /^\p{M}+$/u.test(g)) clusters[clusters.length - 1] += g;
    else clusters.push(g);
  }
  return clusters.reverse().join("");
}

/** glyph id (4 hex digits) → the character(s) the font's ToUnicode CMap gives it. */
function fontMap(page: PDFPage): Map<string, string> {
  const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  const font = fonts.lookup(PDFName.of("F1"), PDFDict);
  const cmap = streamText(font.lookup(PDFName.of("ToUnicode")));
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1].matchAll(/<([0-9A-F]{4})> <([0-9A-F]+)>/g)) map.set(m[1].toLowerCase(), fromUtf16Hex(m[2]));
  }
  return map;
}
