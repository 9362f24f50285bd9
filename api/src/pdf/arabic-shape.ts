// Arabic letters joined into their contextual forms, in logical order. A PDF shows glyphs as
// they are given (no shaping engine in the viewer), and a font's GSUB/GPOS rules would need
// a layout engine here, so each letter is replaced by its Arabic Presentation Forms code
// point (isolated / final / initial / medial), which fonts such as Noto Sans Arabic map to
// ready-made glyphs. Lam followed by alef becomes one ligature, as Arabic readers expect.
// The result is still in logical order; `bidi.ts` puts it right-to-left afterwards.

/** The forms of one letter: [isolated, final, initial, medial]; right-joining letters have two. */
type Forms = readonly [number, number, number?, number?];

const FORMS = new Map<number, Forms>();

// Presentation Forms-B is laid out letter by letter in form order, so the table is built from
// each letter's first code point and whether it joins on both sides.
const BLOCK_B: [letter: number, first: number, dual: boolean][] = [
  [0x0622, 0xfe81, false], // آ
  [0x0623, 0xfe83, false], // أ
  [0x0624, 0xfe85, false], // ؤ
  [0x0625, 0xfe87, false], // إ
  [0x0626, 0xfe89, true], // ئ
  [0x0627, 0xfe8d, false], // ا
  [0x0628, 0xfe8f, true], // ب
  [0x0629, 0xfe93, false], // ة
  [0x062a, 0xfe95, true], // ت
  [0x062b, 0xfe99, true], // ث
  [0x062c, 0xfe9d, true], // ج
  [0x062d, 0xfea1, true], // ح
  [0x062e, 0xfea5, true], // خ
  [0x062f, 0xfea9, false], // د
  [0x0630, 0xfeab, false], // ذ
  [0x0631, 0xfead, false], // ر
  [0x0632, 0xfeaf, false], // ز
  [0x0633, 0xfeb1, true], // س
  [0x0634, 0xfeb5, true], // ش
  [0x0635, 0xfeb9, true], // ص
  [0x0636, 0xfebd, true], // ض
  [0x0637, 0xfec1, true], // ط
  [0x0638, 0xfec5, true], // ظ
  [0x0639, 0xfec9, true], // ع
  [0x063a, 0xfecd, true], // غ
  [0x0641, 0xfed1, true], // ف
  [0x0642, 0xfed5, true], // ق
  [0x0643, 0xfed9, true], // ك
  [0x0644, 0xfedd, true], // ل
  [0x0645, 0xfee1, true], // م
  [0x0646, 0xfee5, true], // ن
  [0x0647, 0xfee9, true], // ه
  [0x0648, 0xfeed, false], // و
  [0x0649, 0xfeef, false], // ى
  [0x064a, 0xfef1, true], // ي
  // Letters of Persian and loanwords (Forms-A), seen in brand names: پ چ ژ ڤ ک گ ی.
  [0x067e, 0xfb56, true],
  [0x0686, 0xfb7a, true],
  [0x0698, 0xfb8a, false],
  [0x06a4, 0xfb6a, true],
  [0x06a9, 0xfb8e, true],
  [0x06af, 0xfb92, true],
  [0x06cc, 0xfbfc, true],
];
for (const [letter, first, dual] of BLOCK_B) {
  FORMS.set(letter, dual ? [first, first + 1, first + 2, first + 3] : [first, first + 1]);
}
FORMS.set(0x0621, [0xfe80, 0xfe80]); // ء never joins

/** Lam + alef ligatures, [isolated, final], by the alef that follows the lam. */
const LAM_ALEF = new Map<number, [number, number]>([
  [0x0622, [0xfef5, 0xfef6]],
  [0x0623, [0xfef7, 0xfef8]],
  [0x0625, [0xfef9, 0xfefa]],
  [0x0627, [0xfefb, 0xfefc]],
]);
const LAM = 0x0644;
const TATWEEL = 0x0640;
const ZWJ = 0x200d;

/** Unicode joining types: D dual, R right, C join-causing, T transparent, U none. */
type Joining = "D" | "R" | "C" | "T" | "U";

export function joiningType(cp: number): Joining {
  if (cp === TATWEEL || cp === ZWJ) return "C";
  const forms = FORMS.get(cp);
  if (forms) return cp === 0x0621 ? "U" : forms.length === 4 ? "D" : "R";
  if (isTransparent(cp)) return "T";
  return "U";
}

/** Harakat, shadda, superscript alef and other marks: they sit on a letter without breaking its joins. */
export function isTransparent(cp: number): boolean {
  return (
    (cp >= 0x064b && cp <= 0x065f) ||
    cp === 0x0670 ||
    (cp >= 0x0610 && cp <= 0x061a) ||
    (cp >= 0x06d6 && cp <= 0x06dc) ||
    (cp >= 0x06df && cp <= 0x06e4) ||
    cp === 0x06e7 ||
    cp === 0x06e8 ||
    (cp >= 0x06ea && cp <= 0x06ed)
  );
}

const joinsForward = (t: Joining | undefined) => t === "D" || t === "C";
const joinsBackward = (t: Joining | undefined) => t === "D" || t === "R" || t === "C";

/** Replaces Arabic letters by their joined presentation forms; anything else passes unchanged. */
export function shapeArabic(text: string): string {
  const cps = Array.from(text, (ch) => ch.codePointAt(0)!);
  const types = cps.map(joiningType);
  // The nearest letter on each side, skipping marks, decides how a letter joins.
  const neighbour = (i: number, step: 1 | -1): number => {
    for (let j = i + step; j >= 0 && j < cps.length; j += step) if (types[j] !== "T") return j;
    return -1;
  };

  const out: number[] = [];
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i];
    const forms = FORMS.get(cp);
    if (!forms) {
      out.push(cp);
      continue;
    }
    const prev = neighbour(i, -1);
    const next = neighbour(i, 1);
    const joinsPrev = prev >= 0 && joinsForward(types[prev]) && joinsBackward(types[i]);

    // Lam directly followed by an alef: one glyph that joins only on the lam's side.
    const ligature = cp === LAM && next === i + 1 ? LAM_ALEF.get(cps[next]) : undefined;
    if (ligature) {
      out.push(joinsPrev ? ligature[1] : ligature[0]);
      i = next;
      continue;
    }

    const joinsNext = next >= 0 && joinsForward(types[i]) && joinsBackward(types[next]);
    const [isolated, final, initial, medial] = forms;
    if (joinsPrev && joinsNext && medial !== undefined) out.push(medial);
    else if (joinsPrev) out.push(final);
    else if (joinsNext && initial !== undefined) out.push(initial);
    else out.push(isolated);
  }
  return out.map((cp) => String.fromCodePoint(cp)).join("");
}
