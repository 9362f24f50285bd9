import { describe, expect, it } from "vitest";
import { strings } from "../../i18n";
import { bulkApproveText, formatDay, returnNumbers } from "./return-words";

const en = strings("en", "admin.returns");
const ar = strings("ar", "admin.returns");

describe("what the Returns tab's bulk approval says", () => {
  it("names the returns as the language lists them, ten at most then how many more", () => {
    expect(returnNumbers(en, "en", [4, 5, 6])).toBe("#4, #5, and #6");
    expect(returnNumbers(ar, "ar", [4, 5])).toBe("#4 و#5");
    const many = Array.from({ length: 14 }, (_, i) => i + 1);
    expect(returnNumbers(en, "en", many)).toBe("#1, #2, #3, #4, #5, #6, #7, #8, #9, and 5 more");
    expect(returnNumbers(ar, "ar", many)).toContain("5 مرتجعات أخرى");
  });

  it("counts them in each language's plural forms", () => {
    expect(bulkApproveText(en, "en", [7]).title).toBe("Approve return #7?");
    expect(bulkApproveText(en, "en", [7, 8]).title).toBe("Approve 2 returns?");
    expect(bulkApproveText(en, "en", [7, 8]).body).toBe("Returns #7 and #8 are approved for the day below; each customer is told.");
    expect(bulkApproveText(ar, "ar", [7, 8]).title).toBe("الموافقة على المرتجعين؟");
    expect(bulkApproveText(ar, "ar", [7, 8, 9]).title).toBe("الموافقة على 3 مرتجعات؟");
    expect(
      bulkApproveText(
        ar,
        "ar",
        Array.from({ length: 11 }, (_, i) => i + 1),
      ).title,
    ).toBe("الموافقة على 11 مرتجعًا؟");
  });

  it("writes a pickup day in the page's language, on Cairo's calendar", () => {
    expect(formatDay("2026-12-01", "en")).toBe("1 December 2026");
    expect(formatDay("2026-12-01", "ar")).toBe("1 ديسمبر 2026");
    expect(formatDay("soon", "en")).toBe("soon");
  });
});
