import { beforeEach, describe, expect, it, vi } from "vitest";
import { quote as quoteSchema } from "#contract/quote";
import { answer, fieldErrorsAnswer } from "../api/answer.test-support";
import type { CartItem } from "./cart";
import { aPart, aQuote } from "./quote.test-support";
import {
  $methods,
  $quote,
  acknowledgeQuote,
  adoptQuote,
  anyDelivered,
  isCurrent,
  methodChoices,
  methodsFor,
  requestQuote,
  resetQuote,
  setMethod,
} from "./checkout-quote";

const rice: CartItem = { productId: 1, branchId: 10, name: "Rice", image: null, price: "12.50", quantity: 2 };
const tea: CartItem = { productId: 2, branchId: 11, name: "Tea", image: null, price: "30.00", quantity: 5 };
function server(...answers: Response[]) {
  const calls: { url: string; body: unknown }[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body ?? "null")) });
    const next = answers.shift();
    if (!next) throw new Error("no answer left");
    return next;
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

beforeEach(() => resetQuote());

describe("the methods", () => {
  it("names every branch of the cart, delivery unless the shopper chose pickup", () => {
    expect(methodsFor([rice, tea])).toEqual({ "10": "delivery", "11": "delivery" });
    setMethod(11, "pickup");
    expect(methodsFor([rice, tea])).toEqual({ "10": "delivery", "11": "pickup" });
    expect(anyDelivered([rice, tea])).toBe(true);
    setMethod(10, "pickup");
    expect(anyDelivered([rice, tea])).toBe(false);
    // A branch no longer in the cart is not sent.
    expect(methodsFor([rice])).toEqual({ "10": "pickup" });
  });

  it("offers delivery where the branch reaches the area and pickup where it has it", () => {
    expect(methodChoices(aPart(10))).toEqual(["delivery", "pickup"]);
    expect(methodChoices(aPart(10, { pickup: { available: false, address: "", hours: "", hold_days: 3 } }))).toEqual(["delivery"]);
    expect(
      methodChoices(aPart(10, { delivery: { available: false, fee: null, estimate: null, free: null, add_for_free: null }, problem: "no_delivery" })),
    ).toEqual(["pickup"]);
  });
});

describe("requestQuote", () => {
  it("asks with the lines, the area and every branch's method, and holds the answer for that cart", async () => {
    const quote = aQuote([aPart(10), aPart(11, { method: "pickup", fee: "0.00", estimate: null, total: "150.00" })]);
    setMethod(11, "pickup");
    const { fetcher, calls } = server(answer(quoteSchema, quote));
    await requestQuote([rice, tea], 7, fetcher);
    expect(calls).toEqual([
      {
        url: "/api/orders/quote/",
        body: {
          items: [
            { product_id: 1, branch_id: 10, quantity: 2 },
            { product_id: 2, branch_id: 11, quantity: 5 },
          ],
          area_id: 7,
          methods: { "10": "delivery", "11": "pickup" },
        },
      },
    ]);
    expect($quote.get()).toMatchObject({ status: "ready", quote, changed: false });
    expect(isCurrent($quote.get(), [rice, tea], 7)).toBe(true);
    // Another area, quantity or method is another quote.
    expect(isCurrent($quote.get(), [rice, tea], 8)).toBe(false);
    expect(isCurrent($quote.get(), [rice, { ...tea, quantity: 6 }], 7)).toBe(false);
    setMethod(10, "pickup");
    expect(isCurrent($quote.get(), [rice, tea], 7)).toBe(false);
  });

  it("does not ask again for the quote it holds", async () => {
    const { fetcher } = server(answer(quoteSchema, aQuote([aPart(10)])));
    await requestQuote([rice], 7, fetcher);
    await requestQuote([rice], 7, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("keeps the latest ask's answer when an earlier one comes back later", async () => {
    let first: (res: Response) => void = () => undefined;
    const late = aQuote([aPart(10)], { subtotal: "25.00", delivery: "30.00", total: "55.00" });
    const fresh = aQuote([aPart(10, { fee: "45.00" })], { subtotal: "25.00", delivery: "45.00", total: "70.00" });
    const fetcher = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (first = resolve)))
      .mockImplementationOnce(async () => answer(quoteSchema, fresh)) as unknown as typeof fetch;
    const one = requestQuote([rice], 7, fetcher);
    await requestQuote([rice], 8, fetcher);
    first(answer(quoteSchema, late));
    await one;
    expect($quote.get().quote).toEqual(fresh);
    expect(isCurrent($quote.get(), [rice], 8)).toBe(true);
  });

  it("says so when the server cannot quote (a line no longer sold)", async () => {
    const { fetcher } = server(fieldErrorsAnswer({ items: ["Item 1: this product is not available in this branch."] }));
    await requestQuote([rice], 7, fetcher);
    expect($quote.get()).toMatchObject({ status: "error", quote: null });
  });

  it("an empty cart has no quote and asks nothing", async () => {
    const { fetcher } = server();
    await requestQuote([], 7, fetcher);
    expect($quote.get().status).toBe("idle");
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe("a quote checkout answered with", () => {
  it("becomes the quote shown, with its methods, flagged for the shopper to confirm", () => {
    const quote = aQuote([aPart(10, { method: "pickup", fee: "0.00" }), aPart(11)]);
    adoptQuote(quote, [rice, tea], 7, true);
    expect($methods.get()).toEqual({ "10": "pickup", "11": "delivery" });
    expect($quote.get()).toMatchObject({ status: "ready", quote, changed: true });
    expect(isCurrent($quote.get(), [rice, tea], 7)).toBe(true);
    acknowledgeQuote();
    expect($quote.get().changed).toBe(false);
  });
});
