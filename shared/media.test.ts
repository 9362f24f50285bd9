// The width set's one promise (issue 25): no picture more than 1.5 times the pixels its box needs.
import { describe, expect, it } from "vitest";
import { MEDIA_WIDTHS } from "./media";

describe("MEDIA_WIDTHS", () => {
  it("runs from 64 to 1600 px in steps of at most √1.5, so a variant is within 1.5 times its box's pixels", () => {
    expect(MEDIA_WIDTHS[0]).toBe(64);
    expect(MEDIA_WIDTHS.at(-1)).toBe(1600);
    for (let i = 1; i < MEDIA_WIDTHS.length; i++) {
      const step = MEDIA_WIDTHS[i] / MEDIA_WIDTHS[i - 1];
      expect(step, `${MEDIA_WIDTHS[i - 1]} → ${MEDIA_WIDTHS[i]}`).toBeGreaterThan(1);
      // The worst case: a box one pixel wider than a width gets the next, wider and taller.
      expect(step ** 2, `${MEDIA_WIDTHS[i - 1]} → ${MEDIA_WIDTHS[i]}`).toBeLessThanOrEqual(1.5);
    }
  });
});
