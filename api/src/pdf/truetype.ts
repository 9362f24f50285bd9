// The parts of a TrueType font a PDF needs: which glyph draws a character (cmap), how wide
// each glyph is (hmtx), the font's vertical metrics, and the raw tables for subsetting.

export interface TableRecord {
  offset: number;
  length: number;
}

export class TrueTypeFont {
  readonly bytes: Uint8Array;
  readonly tables = new Map<string, TableRecord>();
  readonly unitsPerEm: number;
  readonly numGlyphs: number;
  /** Font-wide box, ascent, descent and cap height, in font units. */
  readonly bbox: [number, number, number, number];
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly postScriptName: string;
  private readonly advances: Uint16Array;
  private readonly cmap = new Map<number, number>();

  constructor(data: ArrayBuffer | Uint8Array) {
    // A plain view (a Node Buffer's slice() would share memory instead of copying).
    this.bytes = data instanceof Uint8Array ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
    const view = this.view();
    const version = view.getUint32(0);
    if (version !== 0x00010000 && version !== 0x74727565) throw new Error("not a TrueType font (glyf outlines)");
    const count = view.getUint16(4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      const tag = String.fromCharCode(...this.bytes.subarray(at, at + 4));
      this.tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
    }
    for (const tag of ["head", "hhea", "maxp", "hmtx", "cmap", "loca", "glyf"]) {
      if (!this.tables.has(tag)) throw new Error(`font has no ${tag} table`);
    }

    const head = this.table("head").offset;
    this.unitsPerEm = view.getUint16(head + 18);
    this.bbox = [view.getInt16(head + 36), view.getInt16(head + 38), view.getInt16(head + 40), view.getInt16(head + 42)];
    this.numGlyphs = view.getUint16(this.table("maxp").offset + 4);

    const hhea = this.table("hhea").offset;
    this.ascent = view.getInt16(hhea + 4);
    this.descent = view.getInt16(hhea + 6);
    const metrics = view.getUint16(hhea + 34);
    const hmtx = this.table("hmtx").offset;
    this.advances = new Uint16Array(this.numGlyphs);
    for (let g = 0; g < this.numGlyphs; g++) this.advances[g] = view.getUint16(hmtx + 4 * Math.min(g, metrics - 1));

    const os2 = this.tables.get("OS/2");
    this.capHeight = os2 && view.getUint16(os2.offset) >= 2 ? view.getInt16(os2.offset + 88) : Math.round(this.ascent * 0.7);
    this.postScriptName = readPostScriptName(this) ?? "EmbeddedFont";
    this.readCmap();
  }

  view(): DataView {
    return new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
  }

  table(tag: string): TableRecord {
    const record = this.tables.get(tag);
    if (!record) throw new Error(`font has no ${tag} table`);
    return record;
  }

  tableBytes(tag: string): Uint8Array {
    const { offset, length } = this.table(tag);
    return this.bytes.subarray(offset, offset + length);
  }

  /** The glyph for a code point, or 0 (.notdef) when the font has none. */
  glyphId(cp: number): number {
    return this.cmap.get(cp) ?? 0;
  }

  hasGlyph(cp: number): boolean {
    return this.cmap.has(cp);
  }

  /** Advance width in font units. */
  advance(glyph: number): number {
    return this.advances[glyph] ?? 0;
  }

  /** The horizontal extent of a glyph's outline [xMin, xMax] in font units; [0, 0] when it draws nothing. */
  xExtent(glyph: number): [number, number] {
    const view = this.view();
    const longLoca = view.getInt16(this.table("head").offset + 50) === 1;
    const loca = this.table("loca").offset;
    const [start, end] = longLoca
      ? [view.getUint32(loca + glyph * 4), view.getUint32(loca + glyph * 4 + 4)]
      : [view.getUint16(loca + glyph * 2) * 2, view.getUint16(loca + glyph * 2 + 2) * 2];
    if (glyph >= this.numGlyphs || end - start < 10) return [0, 0];
    const at = this.table("glyf").offset + start;
    return [view.getInt16(at + 2), view.getInt16(at + 6)];
  }

  /** Prefers the full-Unicode subtable (format 12), else the BMP one (format 4). */
  private readCmap() {
    const view = this.view();
    const cmap = this.table("cmap").offset;
    const count = view.getUint16(cmap + 2);
    const subtables: { format: number; at: number; score: number }[] = [];
    for (let i = 0; i < count; i++) {
      const platform = view.getUint16(cmap + 4 + i * 8);
      const encoding = view.getUint16(cmap + 6 + i * 8);
      const at = cmap + view.getUint32(cmap + 8 + i * 8);
      const format = view.getUint16(at);
      const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
      if (unicode && (format === 4 || format === 12)) subtables.push({ format, at, score: format === 12 ? 2 : 1 });
    }
    const best = subtables.sort((a, b) => b.score - a.score)[0];
    if (!best) throw new Error("font has no Unicode cmap");
    if (best.format === 12) this.readFormat12(best.at);
    else this.readFormat4(best.at);
  }

  private readFormat4(at: number) {
    const view = this.view();
    const segments = view.getUint16(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      const end = view.getUint16(ends + s * 2);
      const start = view.getUint16(starts + s * 2);
      const delta = view.getInt16(deltas + s * 2);
      const rangeAt = rangeOffsets + s * 2;
      const rangeOffset = view.getUint16(rangeAt);
      for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
        else {
          glyph = view.getUint16(rangeAt + rangeOffset + (cp - start) * 2);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) this.cmap.set(cp, glyph);
      }
    }
  }

  private readFormat12(at: number) {
    const view = this.view();
    const groups = view.getUint32(at + 12);
    for (let g = 0; g < groups; g++) {
      const start = view.getUint32(at + 16 + g * 12);
      const end = view.getUint32(at + 20 + g * 12);
      const first = view.getUint32(at + 24 + g * 12);
      for (let cp = start; cp <= end; cp++) this.cmap.set(cp, first + (cp - start));
    }
  }
}

/** name ID 6, from the Windows (UTF-16) or Macintosh (Roman) record. */
function readPostScriptName(font: TrueTypeFont): string | null {
  const record = font.tables.get("name");
  if (!record) return null;
  const view = font.view();
  const count = view.getUint16(record.offset + 2);
  const strings = record.offset + view.getUint16(record.offset + 4);
  for (let i = 0; i < count; i++) {
    const at = record.offset + 6 + i * 12;
    if (view.getUint16(at + 6) !== 6) continue;
    const platform = view.getUint16(at);
    const length = view.getUint16(at + 8);
    const start = strings + view.getUint16(at + 10);
    let name = "";
    if (platform === 3 || platform === 0) for (let j = 0; j < length; j += 2) name += String.fromCharCode(view.getUint16(start + j));
    else for (let j = 0; j < length; j++) name += String.fromCharCode(view.getUint8(start + j));
    // A PDF name must stay plain: keep the characters PostScript names allow.
    const clean = name.replace(/[^A-Za-z0-9_.-]/g, "");
    if (clean) return clean;
  }
  return null;
}
