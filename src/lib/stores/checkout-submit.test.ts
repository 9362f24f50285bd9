import { beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutResult, outOfStock, priceChanged } from "#contract/orders";
import { answer, detailAnswer, fieldErrorsAnswer } from "../api/answer.test-support";
import { $cart, type CartItem } from "./cart";
import { $cartNotice, $knownStock, $priceChanges } from "./checkout-cart";
import { $checkout, type AddressValues } from "./checkout-form";
import { buildPayload, checkoutEntry, currentAttemptKey, resetCheckout, submitCheckout } from "./checkout-submit";

const rice: CartItem = { productId: 1, branchId: 10, name: "Rice", image: null, price: "12.50", quantity: 2 };
const tea: CartItem = { productId: 2, branchId: 11, name: "Tea", image: "/t.jpg", price: "30.00", quantity: 5 };

const address = (over: Partial<AddressValues> = {}): AddressValues => ({
  city: "Cairo",
  neighborhood: "",
  center: "",
  street: "",
  compound: "Palm Hills",
  building_or_house: "12",
  mobile: "01012345678",
  ...over,
});

const fill = (values: AddressValues) => $checkout.setKey("values", values);

type Call = { url: string; init: RequestInit };
function server(...answers: (Response | Error)[]) {
  const calls: Call[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error("no answer left");
    return next;
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}
const keyOf = (call: Call) => new Headers(call.init.headers).get("idempotency-key");

let keys = 0;
const newKey = () => `key-${++keys}`;

beforeEach(() => {
  $cart.set([rice, tea]);
  resetCheckout();
  $knownStock.set({});
});

describe("the payload", () => {
  it("sends the cart's lines at the prices seen, trims, and leaves empty optional fields out", () => {
    const payload = buildPayload([rice], address({ city: " Cairo ", street: "  ", center: "Nasr City" }), "cash_on_delivery");
    expect(payload).toEqual({
      items: [{ product_id: 1, branch_id: 10, quantity: 2, price: "12.50" }],
      address: { city: "Cairo", center: "Nasr City", compound: "Palm Hills", building_or_house: "12", mobile: "01012345678" },
      payment_method: "cash_on_delivery",
    });
  });
});

describe("submitCheckout", () => {
  it("sends nothing while the form has errors", async () => {
    const { fetcher } = server();
    fill(address({ compound: "" }));
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "invalid" });
    expect(fetcher).not.toHaveBeenCalled();
    expect($checkout.get().errors).toEqual({ compound: "checkout.errors.compoundRequired" });
  });

  it("sends nothing for an empty cart", async () => {
    const { fetcher } = server();
    $cart.set([]);
    fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "empty" });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("places the order with an Idempotency-Key, then empties the cart and the form", async () => {
    const result = { checkout_id: "c1", orders: [], total: "175.00" };
    const { fetcher, calls } = server(answer(checkoutResult, result, 201));
    fill(address({ street: "9 Nile St" }));
    const outcome = await submitCheckout({ fetcher, newKey });
    expect(outcome).toEqual({ kind: "success", result });
    expect(calls[0].url).toBe("/api/orders/");
    expect(calls[0].init.method).toBe("POST");
    expect(keyOf(calls[0])).toMatch(/^key-\d+$/);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      items: [
        { product_id: 1, branch_id: 10, quantity: 2, price: "12.50" },
        { product_id: 2, branch_id: 11, quantity: 5, price: "30.00" },
      ],
      address: { city: "Cairo", street: "9 Nile St", compound: "Palm Hills", building_or_house: "12", mobile: "01012345678" },
      payment_method: "cash_on_delivery",
    });
    expect($cart.get()).toEqual([]);
    expect($checkout.get()).toMatchObject({ values: { city: "" }, sending: false, message: null });
    expect(currentAttemptKey()).toBeNull();
  });

  it("retries with the same key after a network failure, and a new attempt gets a new key", async () => {
    const { fetcher, calls } = server(
      new TypeError("offline"),
      detailAnswer(502, "Bad gateway"),
      fieldErrorsAnswer({ city: ["This field is required."] }),
      answer(checkoutResult, { checkout_id: "c", orders: [], total: "0.00" }, 201),
    );
    fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "failed" });
    expect($checkout.get().message).toBe("cart.error");
    expect($checkout.get().sending).toBe(false);
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "failed" });
    expect($checkout.get().message).toBe("Bad gateway");
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "invalid" });
    expect(keyOf(calls[1])).toBe(keyOf(calls[0]));
    expect(keyOf(calls[2])).toBe(keyOf(calls[0]));
    // The 400 was an answer: that attempt is over.
    await submitCheckout({ fetcher, newKey });
    expect(keyOf(calls[3])).not.toBe(keyOf(calls[0]));
  });

  it("shows the server's field errors per field, in the form's own words where it has them", async () => {
    const { fetcher } = server(
      fieldErrorsAnswer({
        city: ["This field is required."],
        mobile: ["Enter a valid Egyptian mobile number."],
        street: ["Ensure this field has no more than 200 characters."],
        items: ["Item 1: this product is not available in this branch.", "Item 2: this product is not available in this branch."],
      }),
    );
    fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "invalid" });
    expect($checkout.get().errors).toEqual({
      city: "checkout.errors.cityRequired",
      mobile: "checkout.errors.mobileInvalid",
      street: "Ensure this field has no more than 200 characters.",
    });
    expect($checkout.get().message).toBe(
      "Item 1: this product is not available in this branch. Item 2: this product is not available in this branch.",
    );
    expect($cart.get()).toHaveLength(2);
  });

  it("a 400 with nothing readable still says something", async () => {
    const { fetcher } = server(new Response("oops", { status: 400 }));
    fill(address());
    await submitCheckout({ fetcher, newKey });
    expect($checkout.get().message).toBe("cart.error");
  });

  it("takes the server's prices on a price change and remembers the old ones", async () => {
    const { fetcher } = server(
      answer(
        priceChanged,
        {
          detail: "Prices have changed.",
          code: "price_changed",
          items: [
            { product_id: 1, branch_id: 10, price: "14.00" },
            { product_id: 2, branch_id: 11, price: "30.00" },
          ],
        },
        409,
      ),
    );
    fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "price_changed", changed: 1 });
    expect($cart.get().map((i) => i.price)).toEqual(["14.00", "30.00"]);
    expect($priceChanges.get()).toEqual({ "1:10": "12.50" });
    expect($cartNotice.get()).toEqual({ kind: "price_changed" });
    // The address stays for the next try; the next try starts with no notice.
    expect($checkout.get().values.city).toBe("Cairo");
  });

  it("brings short lines down to what is left and flags a line with nothing left", async () => {
    const { fetcher } = server(
      answer(
        outOfStock,
        {
          detail: "Not enough stock.",
          code: "out_of_stock",
          items: [
            { product_id: 2, branch_id: 11, available: 3 },
            { product_id: 1, branch_id: 10, available: 0 },
          ],
        },
        409,
      ),
    );
    fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "out_of_stock", short: 2 });
    expect($cart.get().map((i) => i.quantity)).toEqual([2, 3]);
    expect($knownStock.get()).toEqual({ "2:11": 3, "1:10": 0 });
    expect($cartNotice.get()).toEqual({ kind: "out_of_stock" });
  });

  it("asks to sign in on 401 and keeps the cart", async () => {
    const { fetcher } = server(detailAnswer(401, "Authentication credentials were not provided."));
    fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "sign_in" });
    expect($cart.get()).toHaveLength(2);
  });

  it("shows another refusal's detail", async () => {
    const { fetcher } = server(detailAnswer(403, "You can only place orders for yourself."));
    fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "failed" });
    expect($checkout.get().message).toBe("You can only place orders for yourself.");
  });

  it("is refused while a request is on its way", async () => {
    let reply: (res: Response) => void = () => undefined;
    const fetcher = vi.fn(() => new Promise<Response>((resolve) => (reply = resolve))) as unknown as typeof fetch;
    fill(address());
    const first = submitCheckout({ fetcher, newKey });
    expect($checkout.get().sending).toBe(true);
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "busy" });
    reply(answer(checkoutResult, { checkout_id: "c", orders: [], total: "0.00" }, 201));
    expect((await first).kind).toBe("success");
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe("checkoutEntry", () => {
  it("waits for the session, sends a visitor to sign in and back to the cart, opens for a member", () => {
    expect(checkoutEntry({ status: "loading" }, "en")).toEqual({ action: "wait" });
    expect(checkoutEntry({ status: "guest" }, "ar")).toEqual({ action: "sign_in", href: "/ar/login/?next=%2Far%2Fcart%2F" });
    expect(checkoutEntry({ status: "signed-in", user: {} as never }, "en")).toEqual({ action: "open" });
  });
});
