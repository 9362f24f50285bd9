import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextDay } from "../cash/day";
import { pieces } from "./queries";

const DAY_MS = 86_400_000;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);
const daysIn = (p: { from: string; to: string }) => (Date.parse(p.to) - Date.parse(p.from)) / DAY_MS + 1;

describe("pieces", () => {
  it("cover every day of a period once: whole months from the monthly rows, the ends from the daily rows", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.integer({ min: 0, max: 365 }), (start, length) => {
        const from = day(start);
        const to = day(start + length * DAY_MS);
        // Each day's count over the pieces, signs included: every day of the period once, no other.
        const count = new Map<string, number>();
        const add = (d: string, sign: number) => count.set(d, (count.get(d) ?? 0) + sign);
        for (const p of pieces({ from, to })) {
          if (!p.monthly) for (let d = p.from; d <= p.to; d = nextDay(d)) add(d, p.sign);
          else for (let d = `${p.from}-01`; d.slice(0, 7) <= p.to; d = nextDay(d)) add(d, p.sign);
        }
        const covered = [...count].filter(([, n]) => n !== 0);
        expect(covered.every(([, n]) => n === 1)).toBe(true);
        const all: string[] = [];
        for (let d = from; d <= to; d = nextDay(d)) all.push(d);
        expect(covered.map(([d]) => d).sort()).toEqual(all);
        // Never more rows than a month's row and half its days per month touched.
        expect(pieces({ from, to }).reduce((n, p) => n + (p.monthly ? 1 : daysIn(p)), 0)).toBeLessThanOrEqual(13 * Math.ceil((length + 62) / 28));
      }),
      { numRuns: 500 },
    );
    // January: its month less its first 14 days (15 rows) rather than 17 days; December: 14 days rather than its month less 17.
    expect(pieces({ from: "2026-01-15", to: "2026-12-14" })).toEqual([
      { monthly: true, from: "2026-01", to: "2026-01", sign: 1 },
      { monthly: false, from: "2026-01-01", to: "2026-01-14", sign: -1 },
      { monthly: true, from: "2026-02", to: "2026-11", sign: 1 },
      { monthly: false, from: "2026-12-01", to: "2026-12-14", sign: 1 },
    ]);
    expect(pieces({ from: "2025-11-30", to: "2026-11-29" })).toEqual([
      { monthly: false, from: "2025-11-30", to: "2025-11-30", sign: 1 },
      { monthly: true, from: "2025-12", to: "2026-11", sign: 1 },
      { monthly: false, from: "2026-11-30", to: "2026-11-30", sign: -1 },
    ]);
    expect(pieces({ from: "2026-02-01", to: "2026-02-28" })).toEqual([{ monthly: true, from: "2026-02", to: "2026-02", sign: 1 }]);
    expect(pieces({ from: "2026-11-29", to: "2026-11-29" })).toEqual([{ monthly: false, from: "2026-11-29", to: "2026-11-29", sign: 1 }]);
  });
});
