import { beforeEach, describe, expect, it } from "vitest";
import { $cart, $cartCount, $cartTotal, addedMessage, addToCart, removeFromCart, setQuantity } from "./cart";

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

  it("reports how many units it added: all, some below the limit, none at it", () => {
    expect(addToCart(rice, 2, 5)).toBe(2);
    expect(addToCart(rice, 2, 5)).toBe(2);
    expect(addToCart(rice, 2, 5)).toBe(1);
    expect(addToCart(rice, 1, 5)).toBe(0);
    expect($cart.get()[0].quantity).toBe(5);
    // A limit lowered since (live stock dropped) neither adds nor cuts the line.
    expect(addToCart(rice, 1, 3)).toBe(0);
    expect($cart.get()[0].quantity).toBe(5);
    expect(addToCart(riceElsewhere, 3, 0)).toBe(0);
    expect($cart.get()).toHaveLength(1);
  });

  it("words the toast after what was added", () => {
    const t = {
      "toast.added": "{name} × {quantity} added",
      "toast.addedSome": "only {quantity} of {name} added",
      "toast.atLimit": "the most of {name} already",
    };
    expect(addedMessage(t, "Rice", 2, 2)).toBe("Rice × 2 added");
    expect(addedMessage(t, "Rice", 3, 1)).toBe("only 1 of Rice added");
    expect(addedMessage(t, "Rice", 1, 0)).toBe("the most of Rice already");
  });

  it("removes a line", () => {
    addToCart(rice);
    addToCart(riceElsewhere);
    removeFromCart(rice);
    expect($cart.get()).toEqual([{ ...riceElsewhere, quantity: 1 }]);
  });
});
