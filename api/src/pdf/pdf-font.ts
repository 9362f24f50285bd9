// The font as a PDF sees it: a Type0 (composite) font whose glyphs are addressed by their
// ids, over the subset TrueType outlines, with a map back to text for search and copy.
import { subsetFont } from "./font-subset";
import { type PdfWriter, ref } from "./pdf-writer";
import type { TrueTypeFont } from "./truetype";

/**
 * A Type0 font over the subset TrueType outlines, addressed by glyph id (Identity-H).
 * `glyphs` maps each glyph drawn to the character it shows. Returns the font's object number.
 */
export async function writeType0Font(w: PdfWriter, font: TrueTypeFont, glyphs: Map<number, number>): Promise<number> {
  const used = [...glyphs.keys()].sort((a, b) => a - b);
  const file = subsetFont(font, used);
  const fileId = await w.addStream(file, `/Length1 ${file.length}`);
  const k = 1000 / font.unitsPerEm;
  // The subset's name carries a tag of six capitals, as PDF asks of subset fonts.
  const tag = Array.from({ length: 6 }, (_, i) => String.fromCharCode(65 + ((used.length * 7 + (used[i] ?? i) * 13) % 26))).join("");
  const name = `/${tag}+${font.postScriptName}`;
  const [x1, y1, x2, y2] = font.bbox.map((v) => Math.round(v * k));
  const descriptor = w.add(
    `<< /Type /FontDescriptor /FontName ${name} /Flags 4 /FontBBox [${x1} ${y1} ${x2} ${y2}] /ItalicAngle 0 ` +
      `/Ascent ${Math.round(font.ascent * k)} /Descent ${Math.round(font.descent * k)} /CapHeight ${Math.round(font.capHeight * k)} ` +
      `/StemV 80 /FontFile2 ${ref(fileId)} >>`,
  );
  const widths = used.map((g) => `${g} [${Math.round(font.advance(g) * k)}]`).join(" ");
  const cidFont = w.add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${ref(descriptor)} /W [${widths}] /CIDToGIDMap /Identity >>`,
  );
  const toUnicode = await w.addStream(toUnicodeCMap(glyphs));
  return w.add(
    `<< /Type /Font /Subtype /Type0 /BaseFont ${name} /Encoding /Identity-H /DescendantFonts [${ref(cidFont)}] /ToUnicode ${ref(toUnicode)} >>`,
  );
}

/**
 * Which text each glyph stands for, so that the bill can be searched and copied. A joined
 * Arabic form stands for its plain letter (ﺑ → ب), as typed and as stored. A lam-alef
 * ligature stands for two letters, given in drawing order (ا then ل) because extractors
 * (poppler, pdf.js) reverse a right-to-left run as a whole, its ligatures included.
 */
function toUnicodeCMap(glyphs: Map<number, number>): string {
  const hex4 = (n: number) => n.toString(16).padStart(4, "0").toUpperCase();
  const plain = (cp: number) => {
    const ch = String.fromCodePoint(cp);
    if (!((cp >= 0xfb50 && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfeff))) return ch;
    return [...ch.normalize("NFKC")].reverse().join("");
  };
  const utf16 = (cp: number) =>
    plain(cp)
      .split("")
      .map((unit) => hex4(unit.charCodeAt(0)))
      .join("");
  const entries = [...glyphs].sort(([a], [b]) => a - b).map(([g, cp]) => `<${hex4(g)}> <${utf16(cp)}>`);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(`${chunk.length} beginbfchar\n${chunk.join("\n")}\nendbfchar`);
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMapResource defineresource pop",
    "end",
    "end",
  ].join("\n");
}
