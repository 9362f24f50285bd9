// Section 9's pure logic: each order's delay to the bell's count.
import { describe, expect, it } from "vitest";
import { POLL_INTERVAL_MS } from "../../src/lib/stores/bell-interval.ts";
import { NOTIFY } from "../config.mjs";
import { bellDelays } from "./notify.mjs";

describe("bellDelays", () => {
  it("gives each order the first count that includes it", () => {
    // Base 2; three orders at 1000, 1500 and 4000; the bell says 4 at 3000 (two at once) and 5 at 9000.
    const seen = [
      { t: 0, n: 2 },
      { t: 3000, n: 4 },
      { t: 9000, n: 5 },
    ];
    expect(bellDelays([1000, 1500, 4000], seen, 2)).toEqual([2000, 1500, 5000]);
  });

  it("leaves an order the bell never counted as null, and never counts a change from before it", () => {
    const seen = [
      { t: 0, n: 0 },
      { t: 500, n: 1 },
    ];
    // The second order was placed after the last change: not seen.
    expect(bellDelays([400, 800], seen, 0)).toEqual([100, null]);
  });
});

describe("NOTIFY", () => {
  it("reports the bell's own polling interval", () => {
    expect(NOTIFY.pollSeconds * 1000).toBe(POLL_INTERVAL_MS);
  });
});
