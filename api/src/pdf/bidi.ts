// Right-to-left text put into the order a PDF draws it: left to right, glyph after glyph.
// The Unicode Bidirectional Algorithm (UAX #9) is bidi-js's; what stays here is the glue for
// one drawn line: a base direction, and marks kept right after their letter. So Arabic reads
// right to left, while numbers and Latin words inside it keep reading left to right
// ("5 كجم", "سعر 120.50", "Pepsi بيبسي"), and brackets are mirrored.
import bidiFactory from "bidi-js";

export type Direction = "ltr" | "rtl";

const bidi = bidiFactory();
const MARK = /\p{M}/u;

/** The direction of a text: that of its first strongly directional character. */
export function baseDirection(text: string, fallback: Direction = "ltr"): Direction {
  for (const ch of text) {
    const type = bidi.getBidiCharTypeName(ch);
    if (type === "L") return "ltr";
    if (type === "R" || type === "AL") return "rtl";
  }
  return fallback;
}

/** Embedding levels per UTF-16 code unit (even: left to right, odd: right to left). */
export function bidiLevels(text: string, dir: Direction): number[] {
  return Array.from(bidi.getEmbeddingLevels(text, dir).levels);
}

/**
 * The line in drawing order (left to right). A mark stays right after its letter so that a
 * zero-width mark is drawn over that letter rather than the next one.
 */
export function visualOrder(text: string, dir: Direction): string {
  if (!text) return "";
  const embedding = bidi.getEmbeddingLevels(text, dir);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  // A cluster (a character and the marks after it) is drawn where its first code unit lands;
  // the code units after the first (a surrogate's second half, the marks) draw nothing there.
  const clusters = new Map<number, string>();
  let first = 0;
  for (let i = 0; i < text.length; ) {
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    if (i > 0 && MARK.test(ch)) clusters.set(first, clusters.get(first)! + ch);
    else clusters.set((first = i), mirrored.get(i) ?? ch);
    i += ch.length;
  }
  return bidi
    .getReorderedIndices(text, embedding)
    .map((i) => clusters.get(i) ?? "")
    .join("");
}
