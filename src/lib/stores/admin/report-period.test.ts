import { describe, expect, it } from "vitest";
import { REPORT_MAX_DAYS as API_MAX_DAYS } from "#contract/reports";
import {
  addDays,
  cairoDay,
  changeOf,
  daysIn,
  daysOf,
  isDay,
  periodOf,
  previousOf,
  REPORT_MAX_DAYS,
  readHomeView,
  reportParams,
} from "./report-period";

describe("Home's period, in Cairo days", () => {
  it("holds the API's longest range", () => {
    expect(REPORT_MAX_DAYS).toBe(API_MAX_DAYS);
  });

  it("knows today in Cairo, not in UTC, summer and winter", () => {
    // Cairo is UTC+2 in winter, UTC+3 in summer (daylight saving since 2023).
    expect(cairoDay(new Date("2026-01-15T21:59:00Z"))).toBe("2026-01-15");
    expect(cairoDay(new Date("2026-01-15T22:00:00Z"))).toBe("2026-01-16");
    expect(cairoDay(new Date("2026-07-15T20:59:00Z"))).toBe("2026-07-15");
    expect(cairoDay(new Date("2026-07-15T21:00:00Z"))).toBe("2026-07-16");
  });

  it("counts calendar days across months, years, leap days and the clock change", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    // Egypt's summer time starts on the last Friday of April: the day is still one day.
    expect(addDays("2026-04-23", 7)).toBe("2026-04-30");
    expect(daysIn({ from: "2026-04-20", to: "2026-05-03" })).toBe(14);
    expect(daysIn({ from: "2026-11-29", to: "2026-11-29" })).toBe(1);
    expect(daysOf({ from: "2026-02-27", to: "2026-03-02" })).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("gives today, the last 7 and 30 days up to today, and a custom range", () => {
    const today = "2026-11-29";
    expect(periodOf({ period: "today", from: "", to: "" }, today)).toEqual({ from: today, to: today });
    expect(periodOf({ period: "7d", from: "", to: "" }, today)).toEqual({ from: "2026-11-23", to: today });
    expect(periodOf({ period: "30d", from: "", to: "" }, today)).toEqual({ from: "2026-10-31", to: today });
    expect(daysIn(periodOf({ period: "30d", from: "", to: "" }, today))).toBe(30);
    expect(periodOf({ period: "custom", from: "2026-11-01", to: "2026-11-10" }, today)).toEqual({ from: "2026-11-01", to: "2026-11-10" });
  });

  it("puts a custom range in order, ends it by today, keeps it within the API's limit", () => {
    const today = "2026-11-29";
    expect(periodOf({ period: "custom", from: "2026-11-10", to: "2026-11-01" }, today)).toEqual({ from: "2026-11-01", to: "2026-11-10" });
    expect(periodOf({ period: "custom", from: "2026-11-20", to: "2026-12-31" }, today)).toEqual({ from: "2026-11-20", to: today });
    expect(periodOf({ period: "custom", from: "2026-12-05", to: "2026-12-31" }, today)).toEqual({ from: today, to: today });
    const long = periodOf({ period: "custom", from: "2020-01-01", to: "2026-11-29" }, today);
    expect(long.to).toBe(today);
    expect(daysIn(long)).toBe(REPORT_MAX_DAYS);
    // A custom view without both days shows the default.
    expect(periodOf({ period: "custom", from: "2026-11-01", to: "" }, today)).toEqual({ from: "2026-11-23", to: today });
  });

  it("compares with the same number of days just before", () => {
    expect(previousOf({ from: "2026-11-29", to: "2026-11-29" })).toEqual({ from: "2026-11-28", to: "2026-11-28" });
    expect(previousOf({ from: "2026-11-23", to: "2026-11-29" })).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(previousOf({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-01-29", to: "2026-02-28" });
  });

  it("reads its view from the address bar, anything odd as the default", () => {
    expect(readHomeView({})).toEqual({ period: "7d", from: "", to: "", store: "", branch: "" });
    expect(readHomeView({ period: "30d", store: "4", branch: "12" })).toEqual({ period: "30d", from: "", to: "", store: "4", branch: "12" });
    expect(readHomeView({ period: "year", from: "2026-02-30", to: "29/11/2026", store: "x", branch: "-1" })).toEqual({
      period: "7d",
      from: "",
      to: "",
      store: "",
      branch: "",
    });
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(reportParams({ from: "2026-11-01", to: "2026-11-07" }, { store: "", branch: "3" }).toString()).toBe(
      "from=2026-11-01&to=2026-11-07&branch=3",
    );
  });
});

describe("the comparison with the previous period", () => {
  it("is a change in percent of the previous value, up or down", () => {
    expect(changeOf(150, 100)).toEqual({ direction: "up", ratio: 0.5 });
    expect(changeOf(75, 100)).toEqual({ direction: "down", ratio: -0.25 });
    expect(changeOf("1250.00", "1000.00")).toEqual({ direction: "up", ratio: 0.25 });
    expect(changeOf(0, 8)).toEqual({ direction: "down", ratio: -1 });
  });

  it("says the same for equal values, in piasters (no floating-point change)", () => {
    expect(changeOf("0.30", String(0.1 + 0.2))).toEqual({ direction: "same", ratio: 0 });
    expect(changeOf(0, 0)).toEqual({ direction: "same", ratio: 0 });
    // Less than 0.05% would be written "0%": it is no change.
    expect(changeOf("254.04", "254.10")).toEqual({ direction: "same", ratio: 0 });
    expect(changeOf(1001, 1000).direction).toBe("up");
  });

  it("has no percentage when the previous period had nothing", () => {
    expect(changeOf("10.00", "0.00")).toEqual({ direction: "new", ratio: null });
    expect(changeOf(3, 0)).toEqual({ direction: "new", ratio: null });
  });
});
