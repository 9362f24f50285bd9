import { describe, expect, it } from "vitest";
import { strings } from "../../i18n";
import { finalMoveText, isFinalMove, orderNumbers } from "./order-confirm";
import { listOf, shortList } from "./words";

const en = strings("en", "admin.orders.confirm");
const ar = strings("ar", "admin.orders.confirm");

describe("counted and listed words", () => {
  it("lists as each language does, and shortens a long list to a few and N more", () => {
    expect(listOf("en", ["#1", "#2", "#3"])).toBe("#1, #2, and #3");
    expect(listOf("ar", ["#1", "#2", "#3"])).toBe("#1 و#2 و#3");
    expect(shortList("en", ["a", "b", "c", "d", "e"], 3, (n) => `${n} more`)).toBe("a, b, and 3 more");
    expect(shortList("en", ["a", "b", "c"], 3, (n) => `${n} more`)).toBe("a, b, and c");
  });
});

describe("the confirmation of a final order move", () => {
  it("asks for cancelled, delivered, refused and returned only: the other moves can still change", () => {
    expect(
      ["pending", "confirmed", "processing", "shipped", "ready_for_pickup", "delivered", "refused", "returned", "cancelled"].filter((s) =>
        isFinalMove(s as never),
      ),
    ).toEqual(["delivered", "refused", "returned", "cancelled"]);
  });

  it("says a refusal keeps the stock out and counts against the customer, and a return brings the stock back", () => {
    const refused = finalMoveText(en, "en", "refused", [12]);
    expect(refused.title).toBe("Mark order #12 as refused at delivery?");
    expect(refused.body).toContain("stay out of stock");
    expect(refused.final).toBe("This cannot be undone: afterwards an order can only be marked returned.");
    const returned = finalMoveText(en, "en", "returned", [12, 13]);
    expect(returned.title).toBe("Mark 2 orders as returned to the branch?");
    expect(returned.body).toContain("go back into stock");
    expect(returned.final).toContain("cannot be undone");
    expect(finalMoveText(ar, "ar", "refused", [4, 5]).title).toBe("تسجيل الطلبين كمرفوضين عند الاستلام؟");
    expect(finalMoveText(ar, "ar", "returned", [4, 5, 6]).title).toBe("تسجيل 3 طلبات كمُرتجعة إلى الفرع؟");
    expect(finalMoveText(ar, "ar", "returned", [4]).confirm).toBe("نعم، عاد إلى الفرع");
  });

  it("names the order, that its stock comes back, that the customer sees it, and that it is final", () => {
    const one = finalMoveText(en, "en", "cancelled", [12]);
    expect(one.title).toBe("Cancel order #12?");
    expect(one.body).toContain("Order #12 will be cancelled");
    expect(one.body).toContain("stock");
    expect(one.body).toContain("customer sees");
    expect(one.final).toContain("cannot be undone");
    expect(one.confirm).toBe("Yes, cancel");
  });

  it("names every order of a bulk move, counted in the language's plural form", () => {
    const three = finalMoveText(en, "en", "cancelled", [4, 5, 6]);
    expect(three.title).toBe("Cancel 3 orders?");
    expect(three.body).toContain("Orders #4, #5, and #6 will be cancelled");
    expect(finalMoveText(ar, "ar", "cancelled", [4, 5]).title).toBe("إلغاء الطلبين؟");
    expect(finalMoveText(ar, "ar", "cancelled", [4, 5, 6]).title).toBe("إلغاء 3 طلبات؟");
    expect(finalMoveText(ar, "ar", "cancelled", [4, 5, 6]).body).toContain("#4 و#5 و#6");
    expect(finalMoveText(ar, "ar", "delivered", [7]).title).toBe("تسجيل الطلب #7 كمُسلَّم؟");
    expect(finalMoveText(en, "en", "delivered", [7, 8]).body).toContain("Orders #7 and #8 will be marked delivered and paid");
  });

  it("names ten orders at most and counts the rest", () => {
    const ids = Array.from({ length: 14 }, (_, i) => i + 1);
    expect(orderNumbers(en, "en", ids)).toBe("#1, #2, #3, #4, #5, #6, #7, #8, #9, and 5 more");
    expect(orderNumbers(ar, "ar", ids)).toMatch(/^#1 و#2 .* و5 طلبات أخرى$/);
  });
});
