// The pictures section's and issue 25's targets' pure logic: the oversize ratio, the sums of a
// page's picture requests, timing percentiles, the median and each page's LCP against the floor.
import { describe, expect, it } from "vitest";
import { median } from "./lighthouse.mjs";
import { oversizeRatio, pictureSums, timingStats } from "./pictures.mjs";
import { lcpVsFloor } from "./targets.mjs";

describe("oversizeRatio", () => {
  it("compares natural pixels with the box's at the DPR", () => {
    // A 640 × 640 picture in a 171 × 171 box at DPR 3 (513 × 513 device pixels).
    expect(oversizeRatio({ naturalWidth: 640, naturalHeight: 640, clientWidth: 171, clientHeight: 171 }, 3)).toBe(1.56);
    expect(oversizeRatio({ naturalWidth: 1600, naturalHeight: 900, clientWidth: 358, clientHeight: 201 }, 3)).toBe(2.22);
    expect(oversizeRatio({ naturalWidth: 320, naturalHeight: 320, clientWidth: 320, clientHeight: 320 }, 1)).toBe(1);
  });

  it("takes the box's area for a cropped (object-fit: cover) picture", () => {
    // A wide picture cropped into a square box: every pixel of its height is needed, half its width is not shown.
    expect(oversizeRatio({ naturalWidth: 960, naturalHeight: 480, clientWidth: 480, clientHeight: 480 }, 1)).toBe(2);
  });

  it("has no ratio for an empty box or picture", () => {
    expect(oversizeRatio({ naturalWidth: 640, naturalHeight: 480, clientWidth: 0, clientHeight: 100 }, 2)).toBeNull();
    expect(oversizeRatio({ naturalWidth: 0, naturalHeight: 0, clientWidth: 100, clientHeight: 100 }, 2)).toBeNull();
  });
});

describe("pictureSums", () => {
  /** @type {(type: string, bodyBytes: number, extra?: object) => import("./browser.mjs").PageRequest} */
  const request = (type, bodyBytes, extra = {}) => ({
    url: `http://x/${type}/${bodyBytes}`,
    method: "GET",
    type,
    status: 200,
    bytes: bodyBytes + 300,
    bodyBytes,
    ...extra,
  });

  it("counts image responses only, by their bodies as sent", () => {
    const sums = pictureSums([
      request("Image", 2048),
      request("Image", 1024),
      request("Script", 50_000),
      request("Stylesheet", 9000),
      request("Image", 4096, { failed: "net::ERR_ABORTED" }),
      request("Image", 512, { status: 404 }),
      request("Image", 0, { status: null }),
    ]);
    expect(sums.count).toBe(2);
    expect(sums.kb).toBe(3);
    expect(sums.heaviest.map((h) => h.kb)).toEqual([2, 1]);
  });

  it("falls back to the whole transfer when the body's size is unknown", () => {
    expect(pictureSums([{ url: "http://x/a", type: "Image", status: 200, bytes: 1024 }]).kb).toBe(1);
  });
});

describe("timingStats and median", () => {
  it("gives exact p50 and p95 (nearest rank)", () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(timingStats(values)).toEqual({ requests: 20, p50: 10, p95: 19 });
    expect(timingStats([])).toEqual({ requests: 0, p50: null, p95: null });
  });

  it("takes the middle of an odd count and the mean of the middle two of an even one, ignoring missing figures", () => {
    expect(median([1300, 1100, 1500, null, 1200, 1400])).toBe(1300);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, undefined])).toBeNull();
  });
});

describe("lcpVsFloor", () => {
  /** @type {(type: string, locale: string, lcpMedianMs: number, floor?: boolean) => import("./targets.mjs").LighthouseRow} */
  const row = (type, locale, lcpMedianMs, floor = false) => ({ type, locale, floor, state: "measured", lcpMedianMs, lcpMs: lcpMedianMs + 50 });

  it("divides each page's median LCP by the floor's in the same language", () => {
    const rows = [row("terms", "en", 1000, true), row("terms", "ar", 1200, true), row("home", "en", 1100), row("home", "ar", 1800)];
    expect(lcpVsFloor(rows)).toEqual([
      { type: "home", locale: "en", lcpMs: 1100, floorMs: 1000, ratio: 1.1 },
      { type: "home", locale: "ar", lcpMs: 1800, floorMs: 1200, ratio: 1.5 },
    ]);
  });

  it("has no ratio without a floor in that language, and leaves out pages not measured", () => {
    const rows = [row("terms", "en", 1000, true), row("home", "ar", 1500), { type: "store", locale: "en", floor: false, state: "not built yet" }];
    expect(lcpVsFloor(rows)).toEqual([{ type: "home", locale: "ar", lcpMs: 1500, floorMs: null, ratio: null }]);
  });
});
