import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextDay } from "../cash/day";
import { pieces } from "./queries";

const DAY_MS = 86_400_000;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

describe("pieces", () => {
  it("cover every day of a period once: whole months from the monthly rows, the ends from the daily rows", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2030, 0, 1) }), fc.integer({ min: 0, max: 365 }), (start, length) => {
        const from = day(start);
        const to = day(start + length * DAY_MS);
        const covered: string[] = [];
        for (const p of pieces({ from, to })) {
          if (!p.monthly) for (let d = p.from; d <= p.to; d = nextDay(d)) covered.push(d);
          else
            for (let d = `${p.from}-01`; d.slice(0, 7) <= p.to; d = nextDay(d)) {
              expect(d >= from && d <= to, `${d} of month ${p.from}..${p.to} outside ${from}..${to}`).toBe(true);
              covered.push(d);
            }
        }
        const all: string[] = [];
        for (let d = from; d <= to; d = nextDay(d)) all.push(d);
        expect(covered.sort()).toEqual(all);
      }),
      { numRuns: 500 },
    );
    expect(pieces({ from: "2026-01-15", to: "2026-12-14" })).toEqual([
      { monthly: false, from: "2026-01-15", to: "2026-01-31" },
      { monthly: true, from: "2026-02", to: "2026-11" },
      { monthly: false, from: "2026-12-01", to: "2026-12-14" },
    ]);
    expect(pieces({ from: "2026-02-01", to: "2026-02-28" })).toEqual([{ monthly: true, from: "2026-02", to: "2026-02" }]);
    expect(pieces({ from: "2026-02-02", to: "2026-02-28" })).toEqual([{ monthly: false, from: "2026-02-02", to: "2026-02-28" }]);
  });
});
