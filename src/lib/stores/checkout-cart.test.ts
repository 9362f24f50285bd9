import { beforeEach, describe, expect, it } from "vitest";
import type { ProductOffer } from "#contract/catalog";
import { $cart, type CartItem } from "./cart";
import { $knownStock, $priceChanges, applyPrices, applyShortages, lineMax, lineStock } from "./checkout-cart";

const rice: CartItem = { productId: 1, branchId: 10, name: "Rice", image: null, price: "12.50", quantity: 2 };
const tea: CartItem = { productId: 2, branchId: 11, name: "Tea", image: "/t.jpg", price: "30.00", quantity: 5 };

beforeEach(() => {
  $cart.set([rice, tea]);
  $priceChanges.set({});
  $knownStock.set({});
});

describe("a refused checkout's changes to the cart", () => {
  it("takes the server's prices and remembers each line's first old price", () => {
    expect(
      applyPrices([
        { product_id: 1, branch_id: 10, price: "13.00" },
        { product_id: 2, branch_id: 11, price: "30.00" },
      ]),
    ).toBe(1);
    expect(applyPrices([{ product_id: 1, branch_id: 10, price: "14.00" }])).toBe(1);
    expect($cart.get().map((i) => i.price)).toEqual(["14.00", "30.00"]);
    expect($priceChanges.get()).toEqual({ "1:10": "12.50" });
  });

  it("brings short lines down to what is left, keeps a line with nothing left, and remembers the stock", () => {
    expect(
      applyShortages([
        { product_id: 2, branch_id: 11, available: 3 },
        { product_id: 1, branch_id: 10, available: 0 },
      ]),
    ).toBe(2);
    expect($cart.get().map((i) => i.quantity)).toEqual([2, 3]);
    expect($knownStock.get()).toEqual({ "2:11": 3, "1:10": 0 });
  });
});

describe("line limits", () => {
  const offer = (branch: number, stock: number, is_available = true) => ({ branch: { id: branch }, stock, is_available }) as ProductOffer;

  it("uses the server's report, else the live offer, else nothing", () => {
    const live = { "1": [offer(10, 7), offer(12, 1)], "2": [offer(11, 4, false)] };
    expect(lineStock(rice, live, {})).toBe(7);
    expect(lineStock(rice, live, { "1:10": 2 })).toBe(2);
    expect(lineStock(tea, live, {})).toBe(0);
    expect(lineStock({ ...rice, branchId: 99 }, live, {})).toBe(0);
    expect(lineStock({ ...rice, productId: 5 }, live, {})).toBeNull();
  });

  it("caps at the stock and never above 999", () => {
    expect(lineMax(null)).toBe(999);
    expect(lineMax(5000)).toBe(999);
    expect(lineMax(3)).toBe(3);
  });
});
