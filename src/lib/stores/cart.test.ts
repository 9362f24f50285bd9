import { beforeEach, describe, expect, it } from "vitest";
import { $cart, $cartCount, $cartTotal, addToCart, removeFromCart, setQuantity } from "./cart";

const rice = { productId: 1, branchId: 10, name: "Rice", image: null, price: "12.50" };
const riceElsewhere = { ...rice, branchId: 11, price: "13.00" };

describe("the cart store", () => {
  beforeEach(() => $cart.set([]));

  it("keys lines by product and branch, and grows an existing line", () => {
    addToCart(rice);
    addToCart(rice, 2);
    addToCart(riceElsewhere);
    expect($cart.get().map((i) => [i.branchId, i.quantity])).toEqual([
      [10, 3],
      [11, 1],
    ]);
    expect($cartCount.get()).toBe(4);
    expect($cartTotal.get()).toBe(3 * 1250 + 1300);
  });

  it("caps at the given maximum and never goes below 1", () => {
    addToCart(rice, 8, 5);
    expect($cart.get()[0].quantity).toBe(5);
    setQuantity(rice, 0);
    expect($cart.get()[0].quantity).toBe(1);
  });

  it("removes a line", () => {
    addToCart(rice);
    addToCart(riceElsewhere);
    removeFromCart(rice);
    expect($cart.get()).toEqual([{ ...riceElsewhere, quantity: 1 }]);
  });
});
