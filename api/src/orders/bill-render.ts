// The bill drawn on A4 pages. English labels sit on the left, Arabic ones on the right. A
// field's value sits in the column beside its label: left-aligned when it reads left to
// right; an Arabic one starts at the column's start too, its lines right-aligned with each
// other (not at the page's far edge, away from its label).
// Long item lists continue on further pages, each with the table's header again.
// A document in Arabic (the credit note's, `language: "ar"`) is the same page mirrored: it
// starts on the right, its numbers' columns on the left, and each pair of English and Arabic
// titles stays where the bill has it (English on the left, Arabic on the right).
import type { Language } from "#shared/accept-language";
import { baseDirection, type Direction } from "../pdf/bidi";
import { A4, PdfDocument, type PdfPage, type Rgb, type TextOptions } from "../pdf/document";
import type { TrueTypeFont } from "../pdf/truetype";
import type { BillLayout, BillItemRow } from "./bill-layout";

const PRIMARY: Rgb = [0.31, 0.275, 0.898]; // #4F46E5, the default theme colour
const WHITE: Rgb = [1, 1, 1];
const MUTED: Rgb = [0.42, 0.44, 0.5];
const RULE: Rgb = [0.82, 0.84, 0.88];
const SHADE: Rgb = [0.95, 0.95, 0.97];

const [PAGE_W, PAGE_H] = A4;
const LEFT = 40;
const RIGHT = PAGE_W - 40;
const BOTTOM = 60;
const VALUE_X = 160;
const TEXT = 10;
const LINE = 14;

// Items table: where each column starts or (for numbers) ends.
const COL = { index: LEFT + 4, product: LEFT + 24, productEnd: 318, quantity: 366, unitPrice: 456, subtotal: RIGHT - 4 };

/**
 * A page drawn in its document's direction. Coordinates are given as for a left-to-right page;
 * in a right-to-left one each x is measured from the right edge instead, and text placed by
 * its left end is placed by its right end (and the reverse).
 */
class Sheet {
  constructor(
    readonly page: PdfPage,
    readonly dir: Direction,
  ) {}
  private x(x: number) {
    return this.dir === "rtl" ? PAGE_W - x : x;
  }
  text(logical: string, opts: TextOptions): number {
    if (this.dir === "ltr") return this.page.text(logical, opts);
    return this.page.text(logical, { ...opts, x: this.x(opts.x), align: opts.align === "right" ? "left" : "right" });
  }
  line(x1: number, y1: number, x2: number, y2: number, opts: { color?: Rgb; width?: number } = {}) {
    this.page.line(this.x(x1), y1, this.x(x2), y2, opts);
  }
  rect(x: number, y: number, w: number, h: number, fill: Rgb) {
    this.page.rect(this.dir === "rtl" ? PAGE_W - x - w : x, y, w, h, fill);
  }
  /** An English and Arabic pair: English at the left end, Arabic at the right, whatever the direction. */
  pair(en: string, ar: string, start: number, end: number, style: Omit<TextOptions, "x" | "align">) {
    const [first, second] = this.dir === "rtl" ? [ar, en] : [en, ar];
    this.text(first, { ...style, x: start });
    this.text(second, { ...style, x: end, align: "right" });
  }
}

class Cursor {
  page!: Sheet;
  y = 0;
  constructor(
    readonly doc: PdfDocument,
    readonly dir: Direction,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = new Sheet(this.doc.addPage(A4), this.dir);
    this.y = PAGE_H - 40;
  }
  /** Starts a new page when `height` more points would not fit; returns whether it did. */
  ensure(height: number): boolean {
    if (this.y - height >= BOTTOM) return false;
    this.newPage();
    return true;
  }
}

type RenderOptions = {
  compress?: boolean;
  now?: Date;
  /** The language the document is written in: Arabic lays it out right to left. English by default. */
  language?: Language;
};

const pageNumber = (language: Language, n: number, of: number) => (language === "ar" ? `صفحة ${n} من ${of}` : `Page ${n} of ${of}`);

export function renderBill(layout: BillLayout, font: TrueTypeFont, opts: RenderOptions = {}): Promise<Uint8Array> {
  return renderBills([layout], font, layout.documentTitle, opts);
}

/** Several bills in one PDF (a day's dispatch printed at once): each starts on a page of its own and numbers its own pages. */
export async function renderBills(layouts: readonly BillLayout[], font: TrueTypeFont, title: string, opts: RenderOptions = {}): Promise<Uint8Array> {
  const doc = new PdfDocument(font, { title, created: opts.now });
  const language = opts.language ?? "en";
  const dir: Direction = language === "ar" ? "rtl" : "ltr";
  for (const layout of layouts) {
    const first = doc.pages.length;
    drawBill(doc, layout, dir);
    const pages = doc.pages.slice(first);
    pages.forEach((drawn, i) => {
      const page = new Sheet(drawn, dir);
      page.line(LEFT, 44, RIGHT, 44, { color: RULE });
      page.text(layout.footer, { x: LEFT, y: 30, size: 8, color: MUTED, dir });
      page.text(pageNumber(language, i + 1, pages.length), { x: RIGHT, y: 30, size: 8, color: MUTED, align: "right", dir });
    });
  }
  return doc.save({ compress: opts.compress });
}

function drawBill(doc: PdfDocument, layout: BillLayout, dir: Direction) {
  const at = new Cursor(doc, dir);

  // Brand band and title.
  at.page.rect(0, PAGE_H - 70, PAGE_W, 70, PRIMARY);
  at.page.pair(layout.brand.en, layout.brand.ar, LEFT, RIGHT, { y: PAGE_H - 45, size: 22, bold: true, color: WHITE });
  at.y = PAGE_H - 100;
  at.page.pair(layout.title.en, layout.title.ar, LEFT, RIGHT, { y: at.y, size: 16, bold: true });
  at.y -= 14;

  for (const section of layout.sections) {
    heading(at, section.en, section.ar, LINE * 2);
    for (const field of section.fields) drawField(at, field.label, field.value);
  }

  heading(at, layout.itemsHeading.en, layout.itemsHeading.ar, LINE * 5);
  tableHeader(at, layout);
  for (const row of layout.items) drawItem(at, layout, row);

  // Subtotal and delivery in the body's size, the total (last) larger and bold.
  at.ensure(LINE * (layout.totals.length + 3));
  at.y -= 8;
  layout.totals.forEach((row, i) => {
    const last = i === layout.totals.length - 1;
    if (i > 0) at.y -= last ? LINE + 4 : LINE;
    const style = { y: at.y, size: last ? 12 : TEXT, bold: last };
    at.page.pair(row.en, row.ar, COL.product, COL.productEnd, style);
    at.page.text(row.value, { ...style, x: COL.subtotal, align: "right", dir: at.dir });
  });
  at.y -= 8;
  at.page.line(LEFT, at.y, RIGHT, at.y, { color: PRIMARY, width: 1 });
}

/** A section title in both languages; `keep` is the room that must follow it on the same page. */
function heading(at: Cursor, en: string, ar: string, keep: number) {
  at.ensure(LINE * 2 + keep);
  at.y -= 22;
  at.page.pair(en, ar, LEFT, RIGHT, { y: at.y, size: 12, bold: true, color: PRIMARY });
  at.y -= 6;
  at.page.line(LEFT, at.y, RIGHT, at.y, { color: RULE });
  at.y -= LINE;
}

function drawField(at: Cursor, label: string, value: string) {
  const lines = at.doc.wrap(value, TEXT, RIGHT - VALUE_X);
  at.ensure(lines.length * LINE);
  at.page.text(label, { x: LEFT, y: at.y, size: 9, color: MUTED });
  // A value written the other way (Arabic in an English document): its far edge is its widest line's, from the value column's start.
  const dir = baseDirection(value, at.dir);
  const end = VALUE_X + Math.max(0, ...lines.map((line) => at.doc.width(line, TEXT)));
  for (const line of lines) {
    at.page.text(line, dir === at.dir ? { x: VALUE_X, y: at.y, size: TEXT, dir } : { x: end, y: at.y, size: TEXT, dir, align: "right" });
    at.y -= LINE;
  }
}

function tableHeader(at: Cursor, layout: BillLayout) {
  const c = layout.columns;
  at.page.rect(LEFT, at.y - 6, RIGHT - LEFT, LINE + 4, SHADE);
  const style = { y: at.y, size: 8.5, bold: true };
  at.page.text(c.index, { ...style, x: COL.index });
  at.page.text(c.product, { ...style, x: COL.product });
  at.page.text(c.quantity, { ...style, x: COL.quantity, align: "right" });
  at.page.text(c.unitPrice, { ...style, x: COL.unitPrice, align: "right" });
  at.page.text(c.subtotal, { ...style, x: COL.subtotal, align: "right" });
  at.y -= LINE + 6;
}

function drawItem(at: Cursor, layout: BillLayout, row: BillItemRow) {
  const width = COL.productEnd - COL.product;
  const name = at.doc.wrap(row.name, TEXT, width);
  const nameAr = row.nameAr ? at.doc.wrap(row.nameAr, TEXT, width) : [];
  const sku = row.sku ? at.doc.wrap(row.sku, 8, width) : [];
  const height = (name.length + nameAr.length) * LINE + sku.length * 11 + 6;
  if (at.ensure(height)) tableHeader(at, layout);

  const top = at.y;
  at.page.text(row.index, { x: COL.index, y: top, size: TEXT, color: MUTED });
  at.page.text(row.quantity, { x: COL.quantity, y: top, size: TEXT, align: "right" });
  at.page.text(row.unitPrice, { x: COL.unitPrice, y: top, size: TEXT, align: "right" });
  at.page.text(row.subtotal, { x: COL.subtotal, y: top, size: TEXT, align: "right" });
  // A name starts at the column's start when it reads the document's way, else ends at its end.
  const place = (text: string, lines: string[]) => {
    const dir = baseDirection(text, at.dir);
    for (const line of lines) {
      at.page.text(
        line,
        dir === at.dir ? { x: COL.product, y: at.y, size: TEXT, dir } : { x: COL.productEnd, y: at.y, size: TEXT, align: "right", dir },
      );
      at.y -= LINE;
    }
  };
  place(row.name, name);
  place(row.nameAr, nameAr);
  for (const line of sku) {
    at.page.text(line, { x: COL.product, y: at.y + 2, size: 8, color: MUTED, dir: at.dir });
    at.y -= 11;
  }
  at.y += LINE - 6;
  at.page.line(LEFT, at.y, RIGHT, at.y, { color: RULE });
  at.y -= LINE;
}
