import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { walletWithLedger } from "#contract/wallet";
import { checkoutResult, outOfStock, priceChanged } from "#contract/orders";
import { cannotDeliver, quote as quoteSchema, quoteChanged } from "#contract/quote";
import { answer, detailAnswer, fieldErrorsAnswer } from "../api/answer.test-support";
import { $cart, type CartItem } from "./cart";
import { $cartNotice, $knownStock, $priceChanges } from "./checkout-cart";
import { $checkout, type AddressValues } from "./checkout-form";
import { $methods, $quote, isCurrent, requestQuote, setMethod } from "./checkout-quote";
import { $checkoutWallet, setWalletMode, setWalletText, chooseWallet } from "./checkout-wallet";
import { buildPayload, checkoutEntry, currentAttemptKey, resetCheckout, submitCheckout } from "./checkout-submit";
import { aPart, aQuote } from "./quote.test-support";
import { addressValues } from "./address-values.test-support";

const rice: CartItem = { productId: 1, branchId: 10, name: "Rice", image: null, price: "12.50", quantity: 2 };
const tea: CartItem = { productId: 2, branchId: 11, name: "Tea", image: "/t.jpg", price: "30.00", quantity: 5 };

const address = addressValues;

/** The quote the shopper saw for the cart (both branches delivered, LE 205.00 in all). */
const SEEN = aQuote([
  aPart(10),
  aPart(11, { delivery: { available: true, fee: "0.00", estimate: "same_day", free: "threshold", add_for_free: null }, fee: "0.00" }),
]);
async function seeQuote(quote = SEEN, areaId = 7) {
  const fetcher = (async () => answer(quoteSchema, quote)) as unknown as typeof fetch;
  await requestQuote($cart.get(), areaId, fetcher);
}
/** The form filled and the quote for it seen, as before Place order. */
async function fill(values: AddressValues, quote = SEEN) {
  $checkout.setKey("values", values);
  $checkout.setKey("save", false);
  if (values.area_id !== null) await seeQuote(quote, values.area_id);
}
const RESULT = {
  checkout_id: "c",
  orders: [],
  subtotal: "175.00",
  delivery: "30.00",
  cod_fee: "0.00",
  total: "205.00",
  wallet_amount: "0.00",
  cash_due: "205.00",
};

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
  it("sends the lines at the prices seen, the area and trimmed lines (empty ones left out), every branch's method and the total shown, never a fee", () => {
    const payload = buildPayload(
      [rice, tea],
      address({ street: " Road 9 ", floor: "  ", landmark: "Near the metro" }),
      "cash_on_delivery",
      { "10": "delivery", "11": "pickup" },
      "205.00",
    );
    expect(payload).toEqual({
      items: [
        { product_id: 1, branch_id: 10, quantity: 2, price: "12.50" },
        { product_id: 2, branch_id: 11, quantity: 5, price: "30.00" },
      ],
      address: { area_id: 7, street: "Road 9", building: "12", landmark: "Near the metro", mobile: "01012345678" },
      methods: { "10": "delivery", "11": "pickup" },
      expected_total: "205.00",
      payment_method: "cash_on_delivery",
    });
    expect(JSON.stringify(payload)).not.toMatch(/fee/);
  });
});

describe("submitCheckout", () => {
  it("sends nothing while the form has errors", async () => {
    const { fetcher } = server();
    await fill(address({ building: "" }));
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "invalid" });
    expect(fetcher).not.toHaveBeenCalled();
    expect($checkout.get().errors).toEqual({ building: "checkout.errors.buildingRequired" });
  });

  it("needs no street or building when every part is picked up", async () => {
    setMethod(10, "pickup");
    setMethod(11, "pickup");
    const pickup = aQuote([aPart(10, { method: "pickup", fee: "0.00" }), aPart(11, { method: "pickup", fee: "0.00" })], {
      subtotal: "175.00",
      delivery: "0.00",
      total: "175.00",
    });
    await fill(address({ street: "", building: "" }), pickup);
    const { fetcher, calls } = server(answer(checkoutResult, { ...RESULT, delivery: "0.00", total: "175.00" }, 201));
    expect((await submitCheckout({ fetcher, newKey })).kind).toBe("success");
    expect(JSON.parse(String(calls[0].init.body))).toMatchObject({
      address: { area_id: 7, mobile: "01012345678" },
      methods: { "10": "pickup", "11": "pickup" },
      expected_total: "175.00",
    });
  });

  it("sends nothing before the quote for this cart and area is known, or while a part cannot come as chosen", async () => {
    const { fetcher } = server();
    $checkout.setKey("values", address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "not_ready" });
    expect($checkout.get().message).toBe("checkout.quoteNeeded");
    await seeQuote(
      aQuote([
        aPart(10),
        aPart(11, { delivery: { available: false, fee: null, estimate: null, free: null, add_for_free: null }, fee: "0.00", problem: "no_delivery" }),
      ]),
    );
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "not_ready" });
    expect($checkout.get().message).toBe("checkout.notReady");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("sends nothing for an empty cart", async () => {
    const { fetcher } = server();
    $cart.set([]);
    $checkout.setKey("values", address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "empty" });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("places the order with an Idempotency-Key, then empties the cart and the form", async () => {
    const result = { ...RESULT, checkout_id: "c1" };
    const { fetcher, calls } = server(answer(checkoutResult, result, 201));
    await fill(address({ street: "9 Nile St" }));
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
      address: { area_id: 7, street: "9 Nile St", building: "12", mobile: "01012345678" },
      methods: { "10": "delivery", "11": "delivery" },
      expected_total: "205.00",
      payment_method: "cash_on_delivery",
    });
    expect($cart.get()).toEqual([]);
    expect($checkout.get()).toMatchObject({ values: { area_id: null, street: "" }, sending: false, message: null });
    expect($quote.get().status).toBe("idle");
    expect(currentAttemptKey()).toBeNull();
  });

  it("retries with the same key after a network failure, and a new attempt gets a new key", async () => {
    const { fetcher, calls } = server(
      new TypeError("offline"),
      detailAnswer(502, "Bad gateway"),
      fieldErrorsAnswer({ street: ["This field is required."] }),
      answer(checkoutResult, RESULT, 201),
    );
    await fill(address());
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
        area_id: ['Invalid pk "99999" - object does not exist.'],
        building: ["This field is required."],
        mobile: ["Enter a valid Egyptian mobile number."],
        street: ["Ensure this field has no more than 200 characters."],
        items: ["Item 1: this product is not available in this branch.", "Item 2: this product is not available in this branch."],
      }),
    );
    await fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "invalid" });
    expect($checkout.get().errors).toEqual({
      area_id: 'Invalid pk "99999" - object does not exist.',
      building: "checkout.errors.buildingRequired",
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
    await fill(address());
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
    await fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "price_changed", changed: 1 });
    expect($cart.get().map((i) => i.price)).toEqual(["14.00", "30.00"]);
    expect($priceChanges.get()).toEqual({ "1:10": "12.50" });
    expect($cartNotice.get()).toEqual({ kind: "price_changed" });
    // The address stays for the next try; the next try starts with no notice.
    expect($checkout.get().values.street).toBe("Road 9");
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
    await fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "out_of_stock", short: 2 });
    expect($cart.get().map((i) => i.quantity)).toEqual([2, 3]);
    expect($knownStock.get()).toEqual({ "2:11": 3, "1:10": 0 });
    expect($cartNotice.get()).toEqual({ kind: "out_of_stock" });
  });

  it("asks to sign in on 401 and keeps the cart", async () => {
    const { fetcher } = server(detailAnswer(401, "Authentication credentials were not provided."));
    await fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "sign_in" });
    expect($cart.get()).toHaveLength(2);
  });

  it("shows another refusal's detail", async () => {
    const { fetcher } = server(detailAnswer(403, "You can only place orders for yourself."));
    await fill(address());
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "failed" });
    expect($checkout.get().message).toBe("You can only place orders for yourself.");
  });

  it("is refused while a request is on its way", async () => {
    let reply: (res: Response) => void = () => undefined;
    const fetcher = vi.fn(() => new Promise<Response>((resolve) => (reply = resolve))) as unknown as typeof fetch;
    await fill(address());
    const first = submitCheckout({ fetcher, newKey });
    expect($checkout.get().sending).toBe(true);
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "busy" });
    reply(answer(checkoutResult, RESULT, 201));
    expect((await first).kind).toBe("success");
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe("a changed quote at checkout", () => {
  it("409 quote_changed: the new quote is shown for the shopper to confirm, and the next Place order sends its total", async () => {
    await fill(address());
    const fresh = aQuote([aPart(10, { fee: "45.00" }), aPart(11, { fee: "0.00" })], { subtotal: "175.00", delivery: "45.00", total: "220.00" });
    const { fetcher, calls } = server(
      answer(quoteChanged, { detail: "The delivery fees changed.", code: "quote_changed", quote: fresh }, 409),
      answer(checkoutResult, { ...RESULT, delivery: "45.00", total: "220.00" }, 201),
    );
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "quote_changed" });
    expect($quote.get()).toMatchObject({ status: "ready", quote: fresh, changed: true });
    expect(isCurrent($quote.get(), $cart.get(), 7)).toBe(true);
    expect($checkout.get().message).toBe("checkout.quoteChanged");
    expect($cart.get()).toHaveLength(2);
    // A 409 is an answer: the confirmation is a new attempt with the new total.
    expect((await submitCheckout({ fetcher, newKey })).kind).toBe("success");
    expect(JSON.parse(String(calls[1].init.body)).expected_total).toBe("220.00");
    expect(keyOf(calls[1])).not.toBe(keyOf(calls[0]));
  });

  it("409 cannot_deliver: the part says so, with the server's words, and nothing is placed", async () => {
    await fill(address());
    const refused = aQuote([
      aPart(10),
      aPart(11, { delivery: { available: false, fee: null, estimate: null, free: null, add_for_free: null }, fee: "0.00", problem: "no_delivery" }),
    ]);
    const detail = "Branch 11 does not deliver to Maadi, Cairo. Choose pickup or another branch.";
    const { fetcher } = server(answer(cannotDeliver, { detail, code: "cannot_deliver", quote: refused }, 409));
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "cannot_deliver" });
    expect($quote.get().quote?.parts[1].problem).toBe("no_delivery");
    expect($quote.get().changed).toBe(false);
    expect($checkout.get().message).toBe(detail);
    expect($cart.get()).toHaveLength(2);
    expect($methods.get()).toEqual({ "10": "delivery", "11": "delivery" });
  });
});

describe("a new address at checkout", () => {
  it("is saved to the address book once the order is placed, when the shopper leaves the box ticked", async () => {
    await fill(address({ landmark: "Near the metro" }));
    $checkout.setKey("save", true);
    const { fetcher, calls } = server(answer(checkoutResult, RESULT, 201), new Response("{}", { status: 201 }));
    expect((await submitCheckout({ fetcher, newKey })).kind).toBe("success");
    expect(calls.map((c) => [c.url, c.init.method])).toEqual([
      ["/api/orders/", "POST"],
      ["/api/addresses/", "POST"],
    ]);
    expect(JSON.parse(String(calls[1].init.body))).toEqual({
      area_id: 7,
      street: "Road 9",
      building: "12",
      floor: "",
      apartment: "",
      landmark: "Near the metro",
      recipient: "",
      mobile: "01012345678",
    });
  });

  it("is not saved when the box is cleared, nor when it came from the book, nor when the order failed", async () => {
    await fill(address());
    $checkout.setKey("source", 3);
    $checkout.setKey("save", true);
    const { fetcher, calls } = server(detailAnswer(403, "No."), answer(checkoutResult, RESULT, 201));
    await submitCheckout({ fetcher, newKey });
    await submitCheckout({ fetcher, newKey });
    expect(calls.map((c) => c.url)).toEqual(["/api/orders/", "/api/orders/"]);
  });
});

describe("checkoutEntry", () => {
  it("waits for the session, sends a visitor to sign in and back to the cart, opens for a member", () => {
    expect(checkoutEntry({ status: "loading" }, "en")).toEqual({ action: "wait" });
    expect(checkoutEntry({ status: "guest" }, "ar")).toEqual({ action: "sign_in", href: "/ar/login/?next=%2Far%2Fcart%2F" });
    expect(checkoutEntry({ status: "signed-in", user: {} as never }, "en")).toEqual({ action: "open" });
  });
});

describe("paying from the wallet (issue 30)", () => {
  const WALLET = {
    available_balance: "25.40",
    total_points: 127,
    offers_count: 1,
    expiring_soon_count: 0,
    urgent_count: 0,
    currency: "EGP" as const,
    cashbacks: [],
    balance: "125.40",
    refund_balance: "100.00",
    cashback_balance: "25.40",
  };
  const bodyOf = (call: Call) => JSON.parse(String(call.init.body));
  const holding = (balance: number) => {
    $checkoutWallet.set({ ...$checkoutWallet.get(), status: "ready", balance });
    chooseWallet(true);
  };

  it("all it can: the balance under the total, sent as wallet_amount in EGP", async () => {
    const { fetcher, calls } = server(answer(checkoutResult, { ...RESULT, wallet_amount: "125.40", cash_due: "79.60" }, 201));
    await fill(address());
    holding(12540);
    expect((await submitCheckout({ fetcher, newKey })).kind).toBe("success");
    expect(bodyOf(calls[0])).toMatchObject({ expected_total: "205.00", wallet_amount: "125.40" });
    // Placed: the choice is gone with the form.
    expect($checkoutWallet.get()).toMatchObject({ use: false, balance: 0 });
  });

  it("all it can is at most the total", async () => {
    const { fetcher, calls } = server(answer(checkoutResult, { ...RESULT, wallet_amount: "205.00", cash_due: "0.00" }, 201));
    await fill(address());
    holding(50000);
    await submitCheckout({ fetcher, newKey });
    expect(bodyOf(calls[0]).wallet_amount).toBe("205.00");
  });

  it("a typed amount is sent as typed; none is sent when the wallet is not used", async () => {
    const { fetcher, calls } = server(answer(checkoutResult, RESULT, 201), answer(checkoutResult, RESULT, 201));
    await fill(address());
    holding(12540);
    setWalletMode("amount");
    setWalletText("40.5");
    await submitCheckout({ fetcher, newKey });
    expect(bodyOf(calls[0]).wallet_amount).toBe("40.50");
    $cart.set([rice, tea]);
    await fill(address());
    await submitCheckout({ fetcher, newKey });
    expect(bodyOf(calls[1])).not.toHaveProperty("wallet_amount");
  });

  it("sends nothing for an amount over the balance or the total, and says so on the field", async () => {
    const { fetcher } = server();
    await fill(address());
    holding(12540);
    setWalletMode("amount");
    setWalletText("130");
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "invalid" });
    expect($checkoutWallet.get().error).toBe("checkout.wallet.errors.overMax");
    setWalletText("abc");
    await submitCheckout({ fetcher, newKey });
    expect($checkoutWallet.get().error).toBe("checkout.wallet.errors.badAmount");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("the server's 400 on wallet_amount goes on the field, and the balance is read again", async () => {
    const { fetcher, calls } = server(
      fieldErrorsAnswer({ wallet_amount: ["More than your wallet holds (LE 100.00)."] }),
      answer(walletWithLedger, { ...WALLET, balance: "100.00", refund_balance: "100.00", cashback_balance: "0.00" }),
    );
    await fill(address());
    holding(12540);
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "invalid" });
    expect($checkoutWallet.get().error).toBe("More than your wallet holds (LE 100.00).");
    expect($checkout.get()).toMatchObject({ errors: {}, message: null });
    await vi.waitFor(() => expect($checkoutWallet.get().balance).toBe(10000));
    expect(calls[1].url).toBe("/api/my/");
    expect($cart.get()).toHaveLength(2);
  });

  it("a part over its store's COD cap is sent once the wallet brings its cash due within the cap, and not before", async () => {
    const capped = aQuote([aPart(10, { subtotal: "175.00", fee: "30.00", total: "205.00", cod_limit: "150.00", problem: "cod_limit" })]);
    const { fetcher, calls } = server(answer(checkoutResult, { ...RESULT, wallet_amount: "55.00", cash_due: "150.00" }, 201));
    await fill(address(), capped);
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "not_ready" });
    expect($checkout.get().message).toBe("checkout.notReady");
    holding(12540);
    setWalletMode("amount");
    setWalletText("54.99");
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "not_ready" });
    setWalletText("55");
    expect((await submitCheckout({ fetcher, newKey })).kind).toBe("success");
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0]).wallet_amount).toBe("55.00");
  });

  it("a 409 (another checkout spent the balance first) shows the server's words on the field", async () => {
    const { fetcher } = server(
      answer(z.object({ detail: z.string(), code: z.string() }), { detail: "Your wallet no longer holds that much.", code: "wallet_balance" }, 409),
      answer(walletWithLedger, { ...WALLET, balance: "0.00", refund_balance: "0.00", cashback_balance: "0.00" }),
    );
    await fill(address());
    holding(12540);
    expect(await submitCheckout({ fetcher, newKey })).toEqual({ kind: "invalid" });
    expect($checkoutWallet.get().error).toBe("Your wallet no longer holds that much.");
    await vi.waitFor(() => expect($checkoutWallet.get()).toMatchObject({ balance: 0, use: false }));
  });
});
