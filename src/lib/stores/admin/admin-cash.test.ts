import { describe, expect, it } from "vitest";
import { CASH_COLLECTORS, type CashSheet, COLLECTOR_MAX } from "#contract/cash";
import {
  BRANCH_COUNTER as COUNTER,
  BRANCH_COURIER as COURIER,
  cairoToday,
  cashSheetPath,
  COURIER_MAX,
  handoverProblems,
  readCashView,
  uncovered,
} from "./admin-cash";

describe("the Cash tab's store", () => {
  it("holds the API's limits and tokens", () => {
    expect(COURIER_MAX).toBe(COLLECTOR_MAX);
    expect([COURIER, COUNTER]).toEqual(CASH_COLLECTORS);
  });

  it("reads its view from the address bar, anything odd as nothing", () => {
    expect(readCashView({ branch: "12", date: "2026-03-01" })).toEqual({ branch: "12", date: "2026-03-01" });
    expect(readCashView({ branch: "x", date: "1/3/2026" })).toEqual({ branch: "", date: "" });
    expect(cashSheetPath(3, "2026-03-01")).toBe("/api/branches/3/cash-sheet/?date=2026-03-01");
    expect(cashSheetPath(3, "2026-03-01", true)).toBe("/api/branches/3/cash-sheet.csv?date=2026-03-01");
  });

  it("knows today in Cairo, not in UTC", () => {
    expect(cairoToday(new Date("2026-01-15T22:30:00Z"))).toBe("2026-01-16");
    expect(cairoToday(new Date("2026-07-15T20:59:00Z"))).toBe("2026-07-15");
    expect(cairoToday(new Date("2026-07-15T21:00:00Z"))).toBe("2026-07-16");
  });

  it("checks a handover as the API does", () => {
    const ok = { courier: " Hassan ", amount: "12.5", order_ids: [], note: "" };
    expect(handoverProblems(ok)).toEqual({});
    expect(handoverProblems({ ...ok, courier: "  ", amount: "0" })).toEqual({ courier: "courierRequired", amount: "amountFormat" });
    expect(handoverProblems({ ...ok, courier: "x".repeat(101), amount: "1.234" })).toEqual({ courier: "courierTooLong", amount: "amountFormat" });
    expect(handoverProblems({ ...ok, amount: "-1" })).toEqual({ amount: "amountFormat" });
  });

  it("offers the day's delivered orders that no handover of the day names", () => {
    const order = (id: number) => ({ id, uuid: "", total: "1.00", status: "delivered" as const, at: "", collected_by: null });
    const handover = { id: 1, branch_id: 1, courier: "A", amount: "1.00", handed_at: "", recorded_by: null, note: "", order_ids: [2] };
    expect(uncovered({ delivered: [order(1), order(2)], handovers: [handover] } as unknown as CashSheet).map((o) => o.id)).toEqual([1]);
  });
});
