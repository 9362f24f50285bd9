// The Home tab's charts' arithmetic (issue 31 §1), apart from drawing: a scale that ends on a
// round number, where each bar goes, and the mirroring that makes time run right to left in
// Arabic (the first day at the right edge, bars growing from the right). Plain SVG draws the
// rest (src/islands/admin/home/), no chart library: the dashboard's JavaScript is budgeted.

/** The smallest "round" number (1, 2, 2.5 or 5 times a power of ten) at or above `max`; 1 for nothing. */
export function niceMax(max: number): number {
  if (!(max > 0) || !Number.isFinite(max)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * power;
    // Rounding: 0.1 * 3 is 0.30000000000000004, which is not above 0.3.
    if (candidate >= max - power * 1e-9) return Number(candidate.toPrecision(12));
  }
  return 10 * power;
}

/** The axis' ticks from 0 to niceMax(max), `count` steps (4: 0, ¼, ½, ¾, all). */
export function ticks(max: number, count = 4): number[] {
  const top = niceMax(max);
  return Array.from({ length: count + 1 }, (_, i) => Number(((top * i) / count).toPrecision(12)));
}

/** A value's length on an axis `length` long that ends at `top` (never negative, never past the end). */
export function scaled(value: number, top: number, length: number): number {
  if (!(top > 0) || !(value > 0)) return 0;
  return Math.min(length, (value / top) * length);
}

/** x seen from the start edge: the same x left to right, measured from the right edge in Arabic. */
export const mirrorX = (x: number, width: number, rtl: boolean): number => (rtl ? width - x : x);

export interface Slot {
  /** Where the bar's left edge is, in SVG units (SVG has no logical coordinates). */
  x: number;
  width: number;
  /** The slot's middle, for its label. */
  center: number;
}

/**
 * Where `n` columns go across `width` (each slot the same share, `gap` of it empty), in reading
 * order: left to right, or right to left in Arabic, so the first (the earliest day) is at the start.
 */
export function columns(n: number, width: number, rtl: boolean, gap = 0.25): Slot[] {
  if (n <= 0) return [];
  const slot = width / n;
  const bar = slot * (1 - gap);
  return Array.from({ length: n }, (_, i) => {
    const start = i * slot + (slot - bar) / 2;
    const x = rtl ? width - start - bar : start;
    return { x, width: bar, center: x + bar / 2 };
  });
}

/** A bar growing from the start edge `length` long across `width`: its left edge and width. */
export function startBar(length: number, width: number, rtl: boolean): { x: number; width: number } {
  const w = Math.max(0, Math.min(length, width));
  return { x: rtl ? width - w : 0, width: w };
}

/**
 * Which of `n` labels to write under the columns so that at most `max` show: every k-th one,
 * always the last (today), counted back from it so the last is never skipped.
 */
export function labelled(n: number, max: number): boolean[] {
  if (n <= 0) return [];
  const every = Math.max(1, Math.ceil(n / Math.max(1, max)));
  return Array.from({ length: n }, (_, i) => (n - 1 - i) % every === 0);
}
