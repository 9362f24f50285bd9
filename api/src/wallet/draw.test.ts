// The arithmetic of a wallet payment (draw.ts), as properties: a draw takes exactly the amount,
// never more from a source than it holds, lots in the order given before the refund part; a
// spread gives each part at most its cap, in turn, and the parts add up to the amount.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { draw, drawEach, spread } from "./draw";

const sources = fc.record({
  lots: fc.array(fc.record({ id: fc.integer({ min: 1, max: 1_000_000 }), expires_at: fc.constant(""), left: fc.integer({ min: 0, max: 10_000 }) }), {
    maxLength: 6,
  }),
  refund: fc.integer({ min: 0, max: 10_000 }),
});
const held = (s: { lots: { left: number }[]; refund: number }) => s.lots.reduce((a, l) => a + l.left, 0) + s.refund;

describe("draw", () => {
  it("takes exactly the amount, lots first in order, each no more than it holds, or throws when they hold less", () => {
    fc.assert(
      fc.property(sources, fc.integer({ min: 1, max: 70_000 }), (s, amount) => {
        if (amount > held(s)) {
          expect(() => draw(amount, s)).toThrow(RangeError);
          return;
        }
        const { takes, left } = draw(amount, s);
        expect(takes.reduce((a, t) => a + t.amount, 0)).toBe(amount);
        expect(takes.every((t) => t.amount > 0)).toBe(true);
        expect(held(left)).toBe(held(s) - amount);
        expect(left.refund).toBeGreaterThanOrEqual(0);
        for (const lot of left.lots) expect(lot.left).toBeGreaterThanOrEqual(0);
        // A source is touched only when every one before it is used up.
        const order = [...s.lots.map((l, i) => ({ before: l.left, after: left.lots[i].left })), { before: s.refund, after: left.refund }];
        const touched = order.map((o) => o.after < o.before);
        const last = touched.lastIndexOf(true);
        for (let i = 0; i < last; i++) expect(order[i].after).toBe(0);
      }),
    );
  });
});

describe("spread and drawEach", () => {
  it("gives each part at most its cap, in turn, adding up to the amount", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 5 }), fc.nat(), (caps, seed) => {
        const total = caps.reduce((a, b) => a + b, 0);
        const amount = total === 0 ? 0 : seed % (total + 1);
        const shares = spread(amount, caps);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        for (const [i, share] of shares.entries()) expect(share).toBeLessThanOrEqual(caps[i]);
        const firstShort = shares.findIndex((share, i) => share < caps[i]);
        if (firstShort >= 0) expect(shares.slice(firstShort + 1).every((x) => x === 0)).toBe(true);
      }),
    );
  });

  it("draws the orders one after the other from the same sources", () => {
    const lots = [
      { id: 1, expires_at: "", left: 300 },
      { id: 2, expires_at: "", left: 500 },
    ];
    expect(drawEach([200, 0, 400, 300], { lots, refund: 500 })).toEqual([
      [{ cashback_id: 1, amount: 200 }],
      [],
      [
        { cashback_id: 1, amount: 100 },
        { cashback_id: 2, amount: 300 },
      ],
      [
        { cashback_id: 2, amount: 200 },
        { cashback_id: null, amount: 100 },
      ],
    ]);
  });
});
