// The legal windows as plain functions of two instants (ADR 0035).
import { describe, expect, it } from "vitest";
import { returnWindow, windowDays, windowOpen } from "./window";

const DELIVERED = "2026-11-01T10:00:00.000Z";
const at = (iso: string) => new Date(iso);

describe("return windows", () => {
  it("gives 14 days for a change of mind and 30 for a fault of the goods", () => {
    expect(windowDays("changed_mind")).toBe(14);
    for (const reason of ["defective", "damaged", "wrong_item", "not_as_described"] as const) expect(windowDays(reason)).toBe(30);
  });

  it("closes at the very moment the days are over", () => {
    expect(windowOpen(DELIVERED, "changed_mind", at("2026-11-15T09:59:59.999Z"))).toBe(true);
    expect(windowOpen(DELIVERED, "changed_mind", at("2026-11-15T10:00:00.000Z"))).toBe(false);
    expect(windowOpen(DELIVERED, "defective", at("2026-11-15T10:00:00.000Z"))).toBe(true);
    expect(windowOpen(DELIVERED, "defective", at("2026-12-01T10:00:00.000Z"))).toBe(false);
  });

  it("serves the days left rounded up, 0 once past, and nothing once the defect window closed", () => {
    expect(returnWindow(DELIVERED, at("2026-11-01T10:00:00.000Z"))).toEqual({
      any_reason_until: "2026-11-15T10:00:00.000Z",
      defect_until: "2026-12-01T10:00:00.000Z",
      days_left: 14,
      defect_days_left: 30,
    });
    expect(returnWindow(DELIVERED, at("2026-11-14T11:00:00.000Z"))).toMatchObject({ days_left: 1, defect_days_left: 17 });
    expect(returnWindow(DELIVERED, at("2026-11-20T10:00:00.000Z"))).toMatchObject({ days_left: 0, defect_days_left: 11 });
    expect(returnWindow(DELIVERED, at("2026-12-01T10:00:00.000Z"))).toBeNull();
    expect(returnWindow(null, at("2026-11-02T00:00:00.000Z"))).toBeNull();
  });
});
