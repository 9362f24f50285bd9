import { describe, expect, it } from "vitest";
import { pointsFor, pointsToPiasters } from "./rules";

describe("cashback rules", () => {
  it.each([
    [10000, 10], // 100 EGP -> 2 EGP cashback -> 10 points
    [12345, 12], // 123.45 EGP -> 2.469 EGP -> 12.345 points, rounded down
    [49, 0],
    [0, 0],
  ])("an order of %i piasters earns %i points", (total, points) => expect(pointsFor(total)).toBe(points));

  it("values 5 points at 1 EGP", () => expect(pointsToPiasters(5)).toBe(100));
});
