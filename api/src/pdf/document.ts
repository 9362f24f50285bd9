// A PDF document drawn with one embedded TrueType font: pages of text, lines and boxes.
// Coordinates are PDF points from the bottom-left corner. Text is given in logical order
// and drawn shaped and right-to-left where it is Arabic. Text stays extractable: viewers
// read glyphs by position and map each one back to a plain letter (the ToUnicode map), which
// gives Arabic in reading order. (An /ActualText span was tried and dropped: poppler places
// its characters left to right, so Arabic came out reversed.)
import type { Direction } from "./bidi";
import { writeType0Font } from "./pdf-font";
import { num, pdfText, PdfWriter, ref } from "./pdf-writer";
import { layoutLine, measure, wrap } from "./text";
import type { TrueTypeFont } from "./truetype";

export type Rgb = readonly [number, number, number];

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  /** Where `x` is: the left end of the text (default) or its right end. */
  align?: "left" | "right";
  /** The paragraph direction; by default that of the first strong character. */
  dir?: Direction;
  bold?: boolean;
  color?: Rgb;
}

export const A4: [number, number] = [595.28, 841.89];
const INK: Rgb = [0.13, 0.13, 0.13];

export class PdfPage {
  readonly ops: string[] = [];

  constructor(
    private readonly doc: PdfDocument,
    readonly width: number,
    readonly height: number,
  ) {}

  /** Draws one line of text; returns its width in points. */
  text(logical: string, opts: TextOptions): number {
    const font = this.doc.font;
    const run = layoutLine(font, logical, opts.dir);
    if (run.glyphs.length === 0) return 0;
    const scale = opts.size / font.unitsPerEm;
    const width = run.width * scale;
    const x = opts.align === "right" ? opts.x - width : opts.x;
    for (const [i, g] of run.glyphs.entries()) this.doc.includeGlyph(g, run.codePoints[i]);
    const shown = showGlyphs(run.glyphs, run.shifts, 1000 / font.unitsPerEm);
    const [r, g, b] = (opts.color ?? INK).map(num);
    // Bold is the regular outline also stroked in its own colour: one font file serves both.
    const bold = opts.bold ? `${r} ${g} ${b} RG ${num(opts.size * 0.035)} w 2 Tr ` : "";
    this.ops.push(`q BT /F1 ${num(opts.size)} Tf ${r} ${g} ${b} rg ${bold}${num(x)} ${num(opts.y)} Td ${shown} ET Q`);
    return width;
  }

  line(x1: number, y1: number, x2: number, y2: number, opts: { color?: Rgb; width?: number } = {}) {
    const [r, g, b] = (opts.color ?? INK).map(num);
    this.ops.push(`q ${r} ${g} ${b} RG ${num(opts.width ?? 0.5)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q`);
  }

  rect(x: number, y: number, w: number, h: number, fill: Rgb) {
    const [r, g, b] = fill.map(num);
    this.ops.push(`q ${r} ${g} ${b} rg ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f Q`);
  }
}

export class PdfDocument {
  readonly pages: PdfPage[] = [];
  /** Glyphs drawn so far, with the character each one shows. */
  private readonly glyphs = new Map<number, number>();

  constructor(
    readonly font: TrueTypeFont,
    private readonly info: { title?: string; created?: Date } = {},
  ) {}

  addPage([width, height]: [number, number] = A4): PdfPage {
    const page = new PdfPage(this, width, height);
    this.pages.push(page);
    return page;
  }

  includeGlyph(glyph: number, cp: number) {
    if (!this.glyphs.has(glyph)) this.glyphs.set(glyph, cp);
  }

  /** Width in points of a logical string drawn at `size`. */
  width(logical: string, size: number): number {
    return (measure(this.font, logical) * size) / this.font.unitsPerEm;
  }

  /** Logical lines that each fit in `width` points at `size`. */
  wrap(logical: string, size: number, width: number): string[] {
    return wrap(this.font, logical, (width * this.font.unitsPerEm) / size);
  }

  /** The finished file. `compress: false` leaves streams readable (for tests and debugging). */
  async save({ compress = true }: { compress?: boolean } = {}): Promise<Uint8Array> {
    const w = new PdfWriter(compress);
    const catalog = w.reserve();
    const pagesId = w.reserve();
    const fontId = await writeType0Font(w, this.font, this.glyphs);
    const kids: number[] = [];
    for (const page of this.pages) {
      const contents = await w.addStream(page.ops.join("\n"));
      kids.push(
        w.add(
          `<< /Type /Page /Parent ${ref(pagesId)} /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ` +
            `/Resources << /Font << /F1 ${ref(fontId)} >> >> /Contents ${ref(contents)} >>`,
        ),
      );
    }
    w.set(pagesId, `<< /Type /Pages /Kids [${kids.map(ref).join(" ")}] /Count ${kids.length} >>`);
    w.set(catalog, `<< /Type /Catalog /Pages ${ref(pagesId)} >>`);
    const created = pdfDate(this.info.created ?? new Date());
    const title = this.info.title ? ` /Title ${pdfText(this.info.title)}` : "";
    const info = w.add(`<< /Producer (Aswaq)${title} /CreationDate (${created}) /ModDate (${created}) >>`);
    return w.finish(catalog, info);
  }
}

/**
 * The text-showing operator: a plain Tj, or a TJ array when some glyphs are moved off the
 * pen (a TJ number moves the next glyph left by that many thousandths of the font size).
 */
function showGlyphs(glyphs: number[], shifts: number[], k: number): string {
  const hex = (g: number) => g.toString(16).padStart(4, "0");
  if (shifts.every((s) => s === 0)) return `<${glyphs.map(hex).join("")}> Tj`;
  const parts: string[] = [];
  let pending = "";
  let previous = 0;
  glyphs.forEach((g, i) => {
    const move = Math.round((previous - shifts[i]) * k);
    if (move !== 0) {
      if (pending) parts.push(`<${pending}>`);
      parts.push(String(move));
      pending = "";
    }
    pending += hex(g);
    previous = shifts[i];
  });
  if (pending) parts.push(`<${pending}>`);
  return `[${parts.join(" ")}] TJ`;
}

function pdfDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `D:${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`;
}
