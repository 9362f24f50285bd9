import { describe, expect, it } from "vitest";
import { RETURN_NOTE_MAX } from "#shared/return-rules";
import { anOrder } from "./api/fixtures.test-support";
import { strings } from "./i18n";
import {
  clampQuantity,
  daysUntil,
  draftItems,
  draftProblems,
  offersReturn,
  PHOTO_MAX_BYTES,
  photoProblem,
  reasonChoices,
  reasonOpen,
  type ReturnDraft,
  type ReturnWindow,
  windowText,
} from "./return-window";

const DAY = 86_400_000;
const delivered = Date.parse("2026-11-01T10:00:00Z");
const window: ReturnWindow = {
  any_reason_until: new Date(delivered + 14 * DAY).toISOString(),
  defect_until: new Date(delivered + 30 * DAY).toISOString(),
  days_left: 14,
  defect_days_left: 30,
};
const at = (days: number, hours = 0) => delivered + days * DAY + hours * 3_600_000;

describe("daysUntil", () => {
  it("counts whole days left, rounded up, and 0 once past", () => {
    expect(daysUntil(window.any_reason_until, at(0))).toBe(14);
    expect(daysUntil(window.any_reason_until, at(2, 1))).toBe(12);
    expect(daysUntil(window.any_reason_until, at(13, 23))).toBe(1);
    expect(daysUntil(window.any_reason_until, at(14))).toBe(0);
    expect(daysUntil(window.any_reason_until, at(20))).toBe(0);
    expect(daysUntil("not a date", at(0))).toBe(0);
  });
});

describe("which reasons are open", () => {
  it("opens every reason within 14 days of delivery", () => {
    expect(reasonChoices(window, at(13)).every((c) => c.open)).toBe(true);
  });

  it("closes changed mind after 14 days and keeps the defects open until 30", () => {
    expect(reasonChoices(window, at(15))).toEqual([
      { reason: "changed_mind", open: false },
      { reason: "defective", open: true },
      { reason: "damaged", open: true },
      { reason: "wrong_item", open: true },
      { reason: "not_as_described", open: true },
    ]);
    expect(reasonOpen("damaged", window, at(29, 23))).toBe(true);
    expect(reasonOpen("damaged", window, at(30))).toBe(false);
  });
});

describe("offersReturn", () => {
  const order = (over: Partial<ReturnType<typeof anOrder>> = {}) =>
    anOrder(7, {
      status: "delivered",
      return_window: window,
      items: [{ ...anOrder(7).items[0], quantity: 2, returnable_quantity: 2 }],
      ...over,
    });

  it("offers the customer's own order with a line left to return while the defect window is open", () => {
    expect(offersReturn(order(), 1, at(20))).toBe(true);
  });

  it("offers nothing to anyone else, without a window, past 30 days, or with nothing left to return", () => {
    expect(offersReturn(order(), 2, at(1))).toBe(false);
    expect(offersReturn(order({ return_window: null }), 1, at(1))).toBe(false);
    expect(offersReturn(order({ return_window: undefined }), 1, at(1))).toBe(false);
    expect(offersReturn(order(), 1, at(30))).toBe(false);
    expect(offersReturn(order({ items: [{ ...anOrder(7).items[0], returnable_quantity: 0 }] }), 1, at(1))).toBe(false);
    // An API before issue 30 says nothing about the lines: nothing is offered.
    expect(offersReturn(order({ items: anOrder(7).items }), 1, at(1))).toBe(false);
  });
});

describe("quantities", () => {
  it("keeps a typed quantity within 0 and what the line may return", () => {
    expect(clampQuantity(3, 2)).toBe(2);
    expect(clampQuantity(-1, 2)).toBe(0);
    expect(clampQuantity(1.7, 2)).toBe(1);
    expect(clampQuantity(Number.NaN, 2)).toBe(0);
    expect(clampQuantity(1, 0)).toBe(0);
  });

  it("sends only the lines with a quantity, in the order's order", () => {
    const lines = [{ id: 5 }, { id: 3 }, { id: 9 }];
    expect(draftItems({ quantities: { 3: 2, 9: 0, 5: 1 } }, lines)).toEqual([
      { order_item_id: 5, quantity: 1 },
      { order_item_id: 3, quantity: 2 },
    ]);
  });
});

describe("draftProblems", () => {
  const lines = [
    { id: 1, quantity: 3, returnable_quantity: 2 },
    { id: 2, quantity: 1, returnable_quantity: 1 },
  ];
  const good: ReturnDraft = { quantities: { 1: 2 }, reason: "defective", note: "", method: "pickup", photos: [] };

  it("finds nothing wrong with a complete request", () => {
    expect(draftProblems(good, lines, window, at(20))).toEqual({});
  });

  it("says what is missing or too much, per field", () => {
    expect(draftProblems({ ...good, quantities: {}, reason: "", method: "" }, lines, window, at(1))).toEqual({
      items: "noItems",
      reason: "required",
      method: "required",
    });
    expect(draftProblems({ ...good, quantities: { 1: 3 } }, lines, window, at(1)).items).toBe("tooMany");
    expect(draftProblems({ ...good, reason: "changed_mind" }, lines, window, at(15)).reason).toBe("reasonClosed");
    expect(draftProblems({ ...good, note: "x".repeat(RETURN_NOTE_MAX + 1) }, lines, window, at(1)).note).toBe("noteLong");
  });

  it("checks the photos: at most five, JPEG or PNG, under 5 MB", () => {
    const png = { type: "image/png", size: 1000 };
    expect(draftProblems({ ...good, photos: Array(5).fill(png) }, lines, window, at(1)).photos).toBeUndefined();
    expect(draftProblems({ ...good, photos: Array(6).fill(png) }, lines, window, at(1)).photos).toBe("photoCount");
    expect(draftProblems({ ...good, photos: [png, { type: "image/gif", size: 10 }] }, lines, window, at(1)).photos).toBe("photoType");
    expect(photoProblem({ type: "image/jpeg", size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoProblem({ type: "image/jpeg", size: PHOTO_MAX_BYTES + 1 })).toBe("photoSize");
  });
});

describe("windowText", () => {
  it("says the days left for any reason and for a defect, in both languages", () => {
    expect(windowText(window, "en", strings("en", "returns.window"), at(2, 1))).toBe("12 days left to return for any reason; 28 for a defect");
    expect(windowText(window, "ar", strings("ar", "returns.window"), at(2, 1))).toBe("يتبقى 12 يومًا للإرجاع لأي سبب، و28 يومًا لإرجاع منتج به عيب");
    expect(windowText(window, "en", strings("en", "returns.window"), at(13, 1))).toBe("1 day left to return for any reason; 17 for a defect");
  });

  it("says only the defect's days once the 14 days have passed", () => {
    expect(windowText(window, "en", strings("en", "returns.window"), at(27))).toBe(
      "The 14 days to return for any reason have passed; 3 days left to return a faulty item.",
    );
    expect(windowText(window, "ar", strings("ar", "returns.window"), at(28))).toBe(
      "انتهت مهلة الـ14 يومًا للإرجاع لأي سبب؛ يتبقى يومان لإرجاع منتج به عيب.",
    );
  });
});
