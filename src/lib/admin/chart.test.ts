import { describe, expect, it } from "vitest";
import { columns, labelled, mirrorX, niceMax, scaled, startBar, ticks } from "./chart";

describe("the charts' scale", () => {
  it("ends on a round number at or above the largest value", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(-5)).toBe(1);
    expect(niceMax(Number.NaN)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(12)).toBe(20);
    expect(niceMax(2300)).toBe(2500);
    expect(niceMax(2500)).toBe(2500);
    expect(niceMax(4100)).toBe(5000);
    expect(niceMax(0.3)).toBe(0.5);
    expect(niceMax(0.1 * 3)).toBe(0.5);
    expect(niceMax(123456)).toBe(200000);
  });

  it("has evenly spaced ticks from zero to the top", () => {
    expect(ticks(2300)).toEqual([0, 625, 1250, 1875, 2500]);
    expect(ticks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(ticks(90, 2)).toEqual([0, 50, 100]);
  });

  it("scales a value along an axis, never negative or past its end", () => {
    expect(scaled(50, 100, 200)).toBe(100);
    expect(scaled(0, 100, 200)).toBe(0);
    expect(scaled(-3, 100, 200)).toBe(0);
    expect(scaled(150, 100, 200)).toBe(200);
    expect(scaled(5, 0, 200)).toBe(0);
  });
});

describe("right to left", () => {
  it("mirrors x across the width in Arabic only", () => {
    expect(mirrorX(10, 300, false)).toBe(10);
    expect(mirrorX(10, 300, true)).toBe(290);
  });

  it("puts the first column (the earliest day) at the start: left in English, right in Arabic", () => {
    const ltr = columns(3, 300, false, 0.5);
    expect(ltr.map((s) => s.x)).toEqual([25, 125, 225]);
    expect(ltr.every((s) => s.width === 50)).toBe(true);
    const rtl = columns(3, 300, true, 0.5);
    expect(rtl.map((s) => s.x)).toEqual([225, 125, 25]);
    expect(rtl.map((s) => s.center)).toEqual([250, 150, 50]);
    // The same slots, mirrored: time runs right to left.
    for (let i = 0; i < 3; i++) expect(rtl[i].x).toBe(300 - ltr[i].x - ltr[i].width);
    expect(columns(0, 300, true)).toEqual([]);
  });

  it("grows a bar from the start edge", () => {
    expect(startBar(120, 300, false)).toEqual({ x: 0, width: 120 });
    expect(startBar(120, 300, true)).toEqual({ x: 180, width: 120 });
    expect(startBar(400, 300, true)).toEqual({ x: 0, width: 300 });
    expect(startBar(-1, 300, false)).toEqual({ x: 0, width: 0 });
  });

  it("labels at most the columns there is room for, always the last day", () => {
    expect(labelled(7, 10)).toEqual([true, true, true, true, true, true, true]);
    const thirty = labelled(30, 7);
    expect(thirty.filter(Boolean).length).toBeLessThanOrEqual(7);
    expect(thirty.at(-1)).toBe(true);
    expect(labelled(0, 5)).toEqual([]);
    expect(labelled(5, 0).at(-1)).toBe(true);
  });
});
