// A font cut down to the glyphs one document uses, so a bill carries kilobytes of outlines
// rather than the whole font. Glyph ids are kept (unused glyphs are left empty), which lets
// the PDF refer to glyphs by their original ids (CIDToGIDMap /Identity) without renumbering.
import type { TrueTypeFont } from "./truetype";

// The tables a PDF viewer reads from an embedded TrueType font (ISO 32000 9.9); shaping tables are not needed.
const KEPT = ["OS/2", "cvt ", "fpgm", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "prep"];

const MORE_COMPONENTS = 0x0020;
const ARGS_ARE_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const HAS_XY_SCALE = 0x0040;
const HAS_2X2 = 0x0080;

export function subsetFont(font: TrueTypeFont, used: Iterable<number>): Uint8Array {
  const view = font.view();
  const glyf = font.table("glyf").offset;
  const loca = font.table("loca").offset;
  const longLoca = view.getInt16(font.table("head").offset + 50) === 1;
  const glyphRange = (g: number): [number, number] =>
    longLoca
      ? [view.getUint32(loca + g * 4), view.getUint32(loca + g * 4 + 4)]
      : [view.getUint16(loca + g * 2) * 2, view.getUint16(loca + g * 2 + 2) * 2];

  // Composite glyphs (accented letters, many Arabic forms) draw other glyphs: keep those too.
  const keep = new Set<number>();
  const pending = [0, ...[...used].filter((g) => g >= 0 && g < font.numGlyphs)];
  while (pending.length) {
    const g = pending.pop()!;
    if (keep.has(g)) continue;
    keep.add(g);
    const [start, end] = glyphRange(g);
    if (end - start < 10 || view.getInt16(glyf + start) >= 0) continue;
    let at = glyf + start + 10;
    for (;;) {
      const flags = view.getUint16(at);
      const component = view.getUint16(at + 2);
      if (!keep.has(component)) pending.push(component);
      at += 4 + (flags & ARGS_ARE_WORDS ? 4 : 2);
      at += flags & HAS_SCALE ? 2 : flags & HAS_XY_SCALE ? 4 : flags & HAS_2X2 ? 8 : 0;
      if (!(flags & MORE_COMPONENTS)) break;
    }
  }

  const pieces: Uint8Array[] = [];
  const offsets = new Uint32Array(font.numGlyphs + 1);
  let size = 0;
  for (let g = 0; g < font.numGlyphs; g++) {
    offsets[g] = size;
    if (!keep.has(g)) continue;
    const [start, end] = glyphRange(g);
    const padded = (end - start + 3) & ~3;
    const piece = new Uint8Array(padded);
    piece.set(font.bytes.subarray(glyf + start, glyf + end));
    pieces.push(piece);
    size += padded;
  }
  offsets[font.numGlyphs] = size;

  const newGlyf = concat(pieces, size);
  const newLoca = new Uint8Array(offsets.length * 4);
  const locaView = new DataView(newLoca.buffer);
  for (const [i, o] of offsets.entries()) locaView.setUint32(i * 4, o);
  const head = new Uint8Array(font.tableBytes("head")); // a copy, never a view into the font
  const headView = new DataView(head.buffer);
  headView.setUint32(8, 0); // checkSumAdjustment, set once the whole file is known
  headView.setInt16(50, 1); // long loca offsets

  const tables = new Map<string, Uint8Array>();
  for (const tag of KEPT) {
    if (tag === "glyf") tables.set(tag, newGlyf);
    else if (tag === "loca") tables.set(tag, newLoca);
    else if (tag === "head") tables.set(tag, head);
    else if (font.tables.has(tag)) tables.set(tag, font.tableBytes(tag));
  }
  return writeFont(tables);
}

/** An sfnt file from its tables: directory, 4-byte aligned tables, checksums. */
function writeFont(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  const power = 2 ** Math.floor(Math.log2(count));
  let offset = 12 + count * 16;
  const layout = tags.map((tag) => {
    const data = tables.get(tag)!;
    const entry = { tag, data, offset };
    offset += (data.length + 3) & ~3;
    return entry;
  });
  const out = new Uint8Array(offset);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, count);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, count * 16 - power * 16);
  layout.forEach(({ tag, data, offset: at }, i) => {
    const dir = 12 + i * 16;
    for (let c = 0; c < 4; c++) view.setUint8(dir + c, tag.charCodeAt(c));
    out.set(data, at);
    view.setUint32(dir + 4, checksum(out, at, data.length));
    view.setUint32(dir + 8, at);
    view.setUint32(dir + 12, data.length);
  });
  const head = layout.find((t) => t.tag === "head");
  if (head) view.setUint32(head.offset + 8, (0xb1b0afba - checksum(out, 0, out.length)) >>> 0);
  return out;
}

function checksum(bytes: Uint8Array, start: number, length: number): number {
  let sum = 0;
  const padded = (length + 3) & ~3;
  for (let i = 0; i < padded; i += 4) {
    const b = (j: number) => (i + j < length ? bytes[start + i + j] : 0);
    sum = (sum + ((b(0) << 24) | (b(1) << 16) | (b(2) << 8) | b(3))) >>> 0;
  }
  return sum;
}

function concat(pieces: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
