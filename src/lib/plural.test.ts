import { describe, expect, it } from "vitest";
import { strings } from "./i18n";
import { plural, pluralForm } from "./plural";

describe("plural", () => {
  it("chooses every one of Arabic's six forms, and English's two", () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralForm("ar", n))).toEqual(["zero", "one", "two", "few", "many", "other"]);
    expect([0, 1, 2, 5].map((n) => pluralForm("en", n))).toEqual(["other", "one", "other", "other"]);
    expect(pluralForm("en", 0, true)).toBe("zero");
  });

  it("says a count in the page's language: dual and counted forms in Arabic, one/other in English", () => {
    const ar = strings("ar", "cart.count", "cart.splitNotice", "admin.orders.count");
    expect(plural(ar, "ar", "cart.count", 1)).toBe("منتج واحد");
    expect(plural(ar, "ar", "cart.count", 2)).toBe("منتجان");
    expect(plural(ar, "ar", "cart.count", 3)).toBe("3 منتجات");
    expect(plural(ar, "ar", "cart.count", 11)).toBe("11 منتجًا");
    expect(plural(ar, "ar", "cart.count", 100)).toBe("100 منتج");
    expect(plural(ar, "ar", "cart.splitNotice", 2)).toContain("فرعين");
    expect(plural(ar, "ar", "cart.splitNotice", 2)).not.toContain("2 فروع");
    expect(plural(ar, "ar", "admin.orders.count", 2)).toBe("طلبان");
    const en = strings("en", "cart.count", "admin.products.count");
    expect(plural(en, "en", "cart.count", 1)).toBe("1 item");
    expect(plural(en, "en", "cart.count", 2)).toBe("2 items");
    expect(plural(en, "en", "admin.products.count", 1)).toBe("1 offer");
  });

  it("uses a group's own zero wording in English, and fills the other values", () => {
    expect(plural(strings("en", "wallet.daysLeft"), "en", "wallet.daysLeft", 0)).toBe("expires today");
    expect(plural(strings("en", "wallet.daysLeft"), "en", "wallet.daysLeft", 3)).toBe("expires in 3 days");
    expect(plural(strings("en", "wishlist.partial"), "en", "wishlist.partial", 120, { shown: 100 })).toBe(
      "Showing the first 100 of 120 saved products.",
    );
  });
});
