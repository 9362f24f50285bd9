// From a logical string (as typed and stored) to the glyphs a PDF draws, left to right:
// Arabic joined into its contextual forms, then the line reordered right to left where it
// must be. Widths are measured on the shaped text, so alignment and wrapping are exact.
import { shapeArabic } from "./arabic-shape";
import { baseDirection, visualOrder, type Direction } from "./bidi";
import type { TrueTypeFont } from "./truetype";

export interface GlyphRun {
  glyphs: number[];
  /** The character each glyph shows (for the PDF's text map). */
  codePoints: number[];
  /** How far each glyph is moved right of where its predecessors' advances put it (font units). */
  shifts: number[];
  /** Advance of the whole run, in font units. */
  width: number;
  dir: Direction;
}

const QUESTION_MARK = 0x3f;
// Direction marks, joiners and the BOM steer layout but draw nothing.
const INVISIBLE = (cp: number) => (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069) || cp === 0xfeff;

/** Line breaks and tabs inside a value become spaces: each drawn line is one line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
export const flatten = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();

export function layoutLine(font: TrueTypeFont, logical: string, dir: Direction = baseDirection(logical)): GlyphRun {
  const visual = visualOrder(shapeArabic(flatten(logical)), dir);
  const run: GlyphRun = { glyphs: [], codePoints: [], shifts: [], width: 0, dir };
  let base = -1;
  for (const ch of visual) {
    let cp = ch.codePointAt(0)!;
    if (INVISIBLE(cp)) continue;
    // A character the font lacks is drawn as "?" rather than an empty box.
    if (!font.hasGlyph(cp)) cp = QUESTION_MARK;
    const glyph = font.glyphId(cp);
    const advance = font.advance(glyph);
    let shift = 0;
    if (advance === 0 && base >= 0 && /\p{M}/u.test(ch)) {
      // A zero-width mark (a haraka, an accent) comes right after its letter (see visualOrder);
      // without the font's positioning rules it is centred over that letter.
      const [xMin, xMax] = font.xExtent(glyph);
      shift = -font.advance(base) / 2 - (xMin + xMax) / 2;
    } else if (advance > 0) base = glyph;
    run.glyphs.push(glyph);
    run.codePoints.push(cp);
    run.shifts.push(shift);
    run.width += advance;
  }
  return run;
}

/** Width of a logical string in font units (order does not change a width, shaping does). */
export function measure(font: TrueTypeFont, logical: string): number {
  let width = 0;
  for (const ch of shapeArabic(flatten(logical))) {
    const cp = ch.codePointAt(0)!;
    if (INVISIBLE(cp)) continue;
    width += font.advance(font.glyphId(font.hasGlyph(cp) ? cp : QUESTION_MARK));
  }
  return width;
}

/**
 * Logical lines no wider than `max` font units, broken between words; a word wider than a
 * line on its own (an e-mail address, a long SKU) is broken between characters.
 */
export function wrap(font: TrueTypeFont, logical: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of flatten(logical).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(font, candidate) <= max) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    if (measure(font, word) <= max) {
      line = word;
      continue;
    }
    for (const ch of word) {
      if (line && measure(font, line + ch) > max) {
        lines.push(line);
        line = "";
      }
      line += ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}
