import { describe, expect, it } from "vitest";
import type { ProductOffer } from "#contract/catalog";
import type { CartItem } from "./cart";
import { branchCount, groupByBranch } from "./cart-lines";
import { lineName } from "./live-offers";

const item = (productId: number, branchId: number, name = `P${productId}`): CartItem => ({
  productId,
  branchId,
  name,
  image: null,
  price: "10.00",
  quantity: 1,
});
const offer = (branchId: number, store: number): ProductOffer =>
  ({
    id: branchId * 10,
    branch: { id: branchId, name: `Branch ${branchId}`, name_ar: `فرع ${branchId}`, store },
    price: "10.00",
    stock: 5,
    is_available: true,
    is_featured: false,
  }) as ProductOffer;
const stores = [{ id: 1, name: "Fresh Market", name_ar: "فريش ماركت" }];

describe("lineName", () => {
  it("uses the live name in the page's language, else the name the line was added with", () => {
    const names = { "3": { name: "Olive oil", name_ar: "زيت زيتون" } };
    expect(lineName(item(3, 1, "زيت زيتون"), names, "en")).toBe("Olive oil");
    expect(lineName(item(3, 1, "Olive oil"), names, "ar")).toBe("زيت زيتون");
    expect(lineName(item(4, 1, "Rice"), names, "ar")).toBe("Rice");
  });
});

describe("groupByBranch", () => {
  it("groups lines by branch in first-seen order and names where each ships from", () => {
    const live = { "1": [offer(7, 1)], "2": [offer(8, 2)], "3": [offer(7, 1)] };
    const groups = groupByBranch([item(1, 7), item(2, 8), item(3, 7)], live, stores, "ar");
    expect(groups.map((g) => [g.branchId, g.items.map((i) => i.productId), g.origin])).toEqual([
      [7, [1, 3], "فريش ماركت · فرع 7"],
      [8, [2], "فرع 8"],
    ]);
  });

  it("has no origin until the live offers are in", () => {
    expect(groupByBranch([item(1, 7)], {}, stores, "en")[0].origin).toBeNull();
  });

  it("counts one order per branch", () => {
    expect(branchCount([item(1, 7), item(2, 8), item(3, 7)])).toBe(2);
    expect(branchCount([])).toBe(0);
  });
});
