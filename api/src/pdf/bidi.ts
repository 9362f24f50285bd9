// Right-to-left text put into the order a PDF draws it: left to right, glyph after glyph.
// A small part of the Unicode Bidirectional Algorithm (UAX #9) for one line without explicit
// embeddings: weak types W1-W7, neutrals N1-N2, implicit levels I1-I2, reordering L1-L2 and
// mirrored brackets L4. So Arabic reads right to left, while numbers and Latin words inside
// it keep reading left to right ("5 كجم", "سعر 120.50", "Pepsi بيبسي").

export type Direction = "ltr" | "rtl";
type BidiClass = "L" | "R" | "AL" | "EN" | "AN" | "ES" | "ET" | "CS" | "NSM" | "WS" | "ON";

const ARABIC_SCRIPT = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const HEBREW_SCRIPT = /\p{Script=Hebrew}/u;
const MARK = /\p{M}/u;
const STRONG_LTR = /[\p{L}\p{Nd}\p{Nl}\p{No}]/u;

export function bidiClass(cp: number): BidiClass {
  if (cp >= 0x30 && cp <= 0x39) return "EN";
  if (cp >= 0x06f0 && cp <= 0x06f9) return "EN";
  if ((cp >= 0x0660 && cp <= 0x0669) || cp === 0x066b || cp === 0x066c) return "AN";
  if (cp === 0x2b || cp === 0x2d || cp === 0x2212) return "ES";
  if (cp === 0x23 || cp === 0x24 || cp === 0x25 || cp === 0xb0 || (cp >= 0xa2 && cp <= 0xa5) || cp === 0x2030 || cp === 0x066a || (cp >= 0x20a0 && cp <= 0x20cf)) return "ET";
  if (cp === 0x2c || cp === 0x2e || cp === 0x2f || cp === 0x3a || cp === 0xa0 || cp === 0x060c) return "CS";
  if (cp === 0x20 || cp === 0x09 || (cp >= 0x2000 && cp <= 0x200a)) return "WS";
  if (cp === 0x200e) return "L";
  if (cp === 0x200f) return "R";
  if (cp === 0x0640) return "AL";
  const ch = String.fromCodePoint(cp);
  if (MARK.test(ch)) return "NSM";
  if (ARABIC_SCRIPT.test(ch)) return "AL";
  if (HEBREW_SCRIPT.test(ch)) return "R";
  if (STRONG_LTR.test(ch)) return "L";
  return "ON";
}

/** The direction of a text: that of its first strongly directional character. */
export function baseDirection(text: string, fallback: Direction = "ltr"): Direction {
  for (const ch of text) {
    const cls = bidiClass(ch.codePointAt(0)!);
    if (cls === "L") return "ltr";
    if (cls === "R" || cls === "AL") return "rtl";
  }
  return fallback;
}

/** Embedding levels per code point (even: left to right, odd: right to left). */
export function bidiLevels(cps: number[], dir: Direction): number[] {
  const n = cps.length;
  const base = dir === "rtl" ? 1 : 0;
  const sos: BidiClass = dir === "rtl" ? "R" : "L";
  const original = cps.map(bidiClass);
  const t = [...original];

  for (let i = 0; i < n; i++) if (t[i] === "NSM") t[i] = i === 0 ? sos : t[i - 1]; // W1
  let strong: BidiClass = sos;
  for (let i = 0; i < n; i++) {
    if (t[i] === "L" || t[i] === "R" || t[i] === "AL") strong = t[i];
    else if (t[i] === "EN" && strong === "AL") t[i] = "AN"; // W2
  }
  for (let i = 0; i < n; i++) if (t[i] === "AL") t[i] = "R"; // W3
  for (let i = 1; i < n - 1; i++) {
    // W4: one separator between two numbers of the same kind joins them ("1,000", "12.5").
    if (t[i] === "ES" && t[i - 1] === "EN" && t[i + 1] === "EN") t[i] = "EN";
    else if (t[i] === "CS" && (t[i - 1] === "EN" || t[i - 1] === "AN") && t[i + 1] === t[i - 1]) t[i] = t[i - 1];
  }
  forRuns(t, (c) => c === "ET", (start, end) => {
    if (t[start - 1] === "EN" || t[end] === "EN") t.fill("EN", start, end); // W5
  });
  for (let i = 0; i < n; i++) if (t[i] === "ES" || t[i] === "ET" || t[i] === "CS") t[i] = "ON"; // W6
  strong = sos;
  for (let i = 0; i < n; i++) {
    if (t[i] === "L" || t[i] === "R") strong = t[i];
    else if (t[i] === "EN" && strong === "L") t[i] = "L"; // W7
  }
  // N1/N2: neutrals between two runs of one direction take it (numbers count as R), else the base.
  const side = (c: BidiClass | undefined): BidiClass => (c === undefined ? sos : c === "L" ? "L" : "R");
  forRuns(t, (c) => c === "WS" || c === "ON", (start, end) => {
    const before = side(t[start - 1]);
    const after = side(t[end]);
    t.fill(before === after ? before : sos, start, end);
  });

  const levels = t.map((c) => {
    if (base === 0) return c === "R" ? 1 : c === "AN" || c === "EN" ? 2 : 0; // I1
    return c === "L" || c === "EN" || c === "AN" ? 2 : 1; // I2
  });
  for (let i = n - 1; i >= 0 && original[i] === "WS"; i--) levels[i] = base; // L1: trailing spaces
  return levels;
}

const MIRRORED = new Map<string, string>([
  ["(", ")"], [")", "("], ["[", "]"], ["]", "["], ["{", "}"], ["}", "{"],
  ["<", ">"], [">", "<"], ["«", "»"], ["»", "«"], ["‹", "›"], ["›", "‹"],
]);

/**
 * The line in drawing order (left to right). A mark stays right after its letter so that a
 * zero-width mark is drawn over that letter rather than the next one.
 */
export function visualOrder(text: string, dir: Direction): string {
  const cps = Array.from(text, (ch) => ch.codePointAt(0)!);
  const levels = bidiLevels(cps, dir);
  const clusters: { text: string; level: number }[] = [];
  cps.forEach((cp, i) => {
    const ch = String.fromCodePoint(cp);
    const last = clusters[clusters.length - 1];
    if (last && bidiClass(cp) === "NSM") last.text += ch;
    else clusters.push({ text: ch, level: levels[i] });
  });
  if (clusters.length === 0) return "";

  const max = Math.max(...clusters.map((c) => c.level));
  const lowestOdd = Math.min(...clusters.map((c) => (c.level % 2 ? c.level : c.level + 1)));
  for (let level = max; level >= lowestOdd; level--) {
    // L2: reverse every run at this level or higher.
    forRuns(clusters, (c) => c.level >= level, (start, end) => {
      const run = clusters.slice(start, end).reverse();
      clusters.splice(start, run.length, ...run);
    });
  }
  return clusters.map((c) => (c.level % 2 ? (MIRRORED.get(c.text) ?? c.text) : c.text)).join("");
}

/** Calls `fn(start, end)` for each maximal run of items matching `test`. */
function forRuns<T>(items: T[], test: (item: T) => boolean, fn: (start: number, end: number) => void) {
  let i = 0;
  while (i < items.length) {
    if (!test(items[i])) {
      i++;
      continue;
    }
    let end = i;
    while (end < items.length && test(items[end])) end++;
    fn(i, end);
    i = end;
  }
}
