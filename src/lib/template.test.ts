import { describe, expect, it } from "vitest";
import { fill } from "./template";

describe("fill", () => {
  it("puts values in their placeholders and leaves unknown ones visible", () => {
    expect(fill("{name} × {quantity} added to your cart", { name: "Rice", quantity: 2 })).toBe("Rice × 2 added to your cart");
    expect(fill("تمت إضافة {name} × {quantity}", { name: "أرز", quantity: 1 })).toBe("تمت إضافة أرز × 1");
    expect(fill("Page {n} of {total}", { n: 3 })).toBe("Page 3 of {total}");
  });
});
