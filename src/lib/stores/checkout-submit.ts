// Placing the order (docs/product.md §5 "Checkout", §8; §4, §7): the payload, the
// Idempotency-Key, and what each answer of POST /api/orders/ does to the form and the cart;
// and what the cart's Checkout button does for the session. The islands render this and
// navigate where the outcome says; nothing else.
import type { CartLineInput } from "#contract/cart";
import type { CheckoutResult } from "#contract/orders";
import type { Quote } from "#contract/quote";
import { MOBILE_ERROR } from "#shared/order-rules";
import { apiFetch } from "../api/client";
import { $cart, clearCart, type CartItem } from "./cart";
import { $cartNotice, $priceChanges, applyPrices, applyShortages } from "./checkout-cart";
import {
  $checkout,
  ADDRESS_LINES,
  type AddressField,
  type AddressValues,
  blankCheckout,
  type FieldMessages,
  type PaymentMethod,
  REQUIRED,
  validateAddress,
} from "./checkout-form";
import { $quote, adoptQuote, anyDelivered, isCurrent, type Methods, methodsFor, resetQuote } from "./checkout-quote";
import {
  $checkoutWallet,
  amountErrorKey,
  checkWalletAmount,
  loadCheckoutWallet,
  placeableWith,
  resetCheckoutWallet,
  setWalletError,
  walletAmountField,
  walletCap,
  walletPays,
} from "./checkout-wallet";
import { saveAddress } from "./saved-addresses";

const SERVER_REQUIRED = "This field is required.";
const FIELDS: readonly AddressField[] = ["area_id", ...ADDRESS_LINES];

export interface CheckoutPayload {
  items: (CartLineInput & { price: string })[];
  address: { area_id: number | null } & Partial<Record<(typeof ADDRESS_LINES)[number], string>>;
  /** Every branch of the cart: delivery or pickup. */
  methods: Methods;
  /** The grand total the shopper was shown (the quote's). */
  expected_total?: string;
  /** EGP paid from the wallet; left out when none. */
  wallet_amount?: string;
  payment_method: PaymentMethod;
}

/**
 * POST /orders/'s body: the cart's lines at the prices the shopper saw, the area and the
 * address lines (trimmed; empty ones left out), each branch's method, and the total shown. No
 * fee: the server computes it.
 */
export function buildPayload(
  items: CartItem[],
  values: AddressValues,
  payment: PaymentMethod,
  methods: Methods = methodsFor(items),
  expectedTotal?: string,
  walletPiasters = 0,
): CheckoutPayload {
  const address: CheckoutPayload["address"] = { area_id: values.area_id };
  for (const field of ADDRESS_LINES) {
    const value = values[field].trim();
    if (value) address[field] = value;
  }
  return {
    items: items.map((i) => ({ product_id: i.productId, branch_id: i.branchId, quantity: i.quantity, price: i.price })),
    address,
    methods,
    ...(expectedTotal === undefined ? {} : { expected_total: expectedTotal }),
    ...walletAmountField(walletPiasters),
    payment_method: payment,
  };
}

// One key per checkout attempt. A try that got no answer (offline, a 5xx on the way) may still
// have placed the order, so the next try sends the same key and the server answers with that
// order instead of placing a second one. Any real answer ends the attempt.
let attemptKey: string | null = null;
export const currentAttemptKey = () => attemptKey;

export type CheckoutOutcome =
  | { kind: "success"; result: CheckoutResult }
  | { kind: "invalid" }
  | { kind: "price_changed"; changed: number }
  | { kind: "out_of_stock"; short: number }
  /** The fees changed since the quote shown: the new one is shown, the shopper confirms by placing again. */
  | { kind: "quote_changed" }
  /** A part cannot come as chosen (the branch does not deliver there): the quote says which. */
  | { kind: "cannot_deliver" }
  /** No quote for this cart and area yet, or a part the quote cannot place: nothing sent. */
  | { kind: "not_ready" }
  | { kind: "sign_in" }
  | { kind: "empty" }
  | { kind: "busy" }
  | { kind: "failed" };

type Body = Record<string, unknown>;
const readBody = async (res: Response): Promise<Body> => {
  try {
    const body: unknown = await res.json();
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Body) : {};
  } catch {
    return {};
  }
};
const messagesOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** A 400's field errors in the form's words: known server messages become the form's own keys. */
export function serverFieldErrors(body: Body): { errors: FieldMessages; message: string | null } {
  const errors: FieldMessages = {};
  const other: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const messages = messagesOf(value);
    if (!messages.length) continue;
    const field = FIELDS.find((f) => f === key);
    if (!field) {
      other.push(...messages);
      continue;
    }
    const [first] = messages;
    errors[field] = first === SERVER_REQUIRED && REQUIRED[field] ? REQUIRED[field] : first === MOBILE_ERROR ? "checkout.errors.mobileInvalid" : first;
  }
  return { errors, message: other.length ? other.join(" ") : null };
}

/** A blank form, no wallet choice, no notice and a fresh attempt: after an order is placed (and between tests). */
export function resetCheckout() {
  $checkout.set(blankCheckout());
  resetQuote();
  $cartNotice.set(null);
  $priceChanges.set({});
  resetCheckoutWallet();
  attemptKey = null;
}

const isQuote = (value: unknown): value is Quote =>
  typeof value === "object" && value !== null && Array.isArray((value as Quote).parts) && typeof (value as Quote).totals === "object";

async function outcomeOf(res: Response, items: CartItem[], areaId: number | null, fetcher?: typeof fetch): Promise<CheckoutOutcome> {
  const body = await readBody(res);
  if (res.ok) return { kind: "success", result: body as unknown as CheckoutResult };
  if (res.status === 401) return { kind: "sign_in" };
  if (res.status === 400) {
    // The wallet's amount refused (over the balance or the total): the server's words on its field.
    const { wallet_amount: walletRefusal, ...rest } = body;
    const [walletMessage] = messagesOf(walletRefusal);
    if (walletMessage) {
      setWalletError(walletMessage);
      void loadCheckoutWallet(fetcher);
      if (Object.keys(rest).length === 0) {
        $checkout.set({ ...$checkout.get(), errors: {}, message: null });
        return { kind: "invalid" };
      }
    }
    const { errors, message } = serverFieldErrors(rest);
    const noFields = Object.keys(errors).length === 0 && !walletMessage;
    $checkout.set({ ...$checkout.get(), errors, message: message ?? (noFields ? "cart.error" : null) });
    return { kind: "invalid" };
  }
  if (res.status === 409 && body.code === "price_changed" && Array.isArray(body.items)) {
    $cartNotice.set({ kind: "price_changed" });
    return { kind: "price_changed", changed: applyPrices(body.items as never) };
  }
  if (res.status === 409 && body.code === "out_of_stock" && Array.isArray(body.items)) {
    $cartNotice.set({ kind: "out_of_stock" });
    return { kind: "out_of_stock", short: applyShortages(body.items as never) };
  }
  if (res.status === 409 && body.code === "quote_changed" && isQuote(body.quote)) {
    adoptQuote(body.quote, items, areaId, true);
    $checkout.setKey("message", "checkout.quoteChanged");
    return { kind: "quote_changed" };
  }
  // A part that cannot go as chosen, or is over its store's cash on delivery cap: the quote says which.
  if (res.status === 409 && (body.code === "cannot_deliver" || body.code === "cod_limit") && isQuote(body.quote)) {
    adoptQuote(body.quote, items, areaId, false);
    $checkout.setKey("message", typeof body.detail === "string" ? body.detail : "checkout.notReady");
    return { kind: "cannot_deliver" };
  }
  // The balance was spent meanwhile (another tab's checkout): the server's words on the wallet's field, the balance read again.
  if (res.status === 409 && (/wallet|balance/i.test(String(body.code ?? "")) || "wallet_amount" in body)) {
    setWalletError(typeof body.detail === "string" ? body.detail : (messagesOf(body.wallet_amount)[0] ?? "cart.error"));
    void loadCheckoutWallet(fetcher);
    return { kind: "invalid" };
  }
  $checkout.setKey("message", typeof body.detail === "string" ? body.detail : "cart.error");
  return { kind: "failed" };
}

/**
 * Places the order: checks the form and the quote, sends the cart with the total the quote
 * showed, and maps the answer. On success a new address is saved to the book (when asked),
 * the cart is cleared, and the island goes to the confirmation.
 */
export async function submitCheckout({
  fetcher = (...args) => fetch(...args),
  newKey = () => crypto.randomUUID(),
}: {
  fetcher?: typeof fetch;
  newKey?: () => string;
} = {}): Promise<CheckoutOutcome> {
  const state = $checkout.get();
  if (state.sending) return { kind: "busy" };
  const items = $cart.get();
  if (items.length === 0) return { kind: "empty" };
  const errors = validateAddress(state.values, anyDelivered(items));
  if (Object.keys(errors).length) {
    $checkout.set({ ...state, errors, message: null });
    return { kind: "invalid" };
  }
  const held = $quote.get();
  const areaId = state.values.area_id;
  const notReady = () => {
    $checkout.set({ ...state, errors: {}, message: held.quote && isCurrent(held, items, areaId) ? "checkout.notReady" : "checkout.quoteNeeded" });
    return { kind: "not_ready" } as const;
  };
  if (!isCurrent(held, items, areaId) || held.status !== "ready" || !held.quote) return notReady();
  // The wallet's part: checked here against the balance and this total before anything is sent.
  const total = Math.round(Number(held.quote.totals.total) * 100);
  const wallet = $checkoutWallet.get();
  const walletPiasters = walletPays(wallet, total);
  if (walletPiasters === null) {
    const check = checkWalletAmount(wallet.text, walletCap(wallet.balance, total));
    setWalletError(check.ok ? null : amountErrorKey(check.error));
    $checkout.set({ ...state, errors: {}, message: null });
    return { kind: "invalid" };
  }
  // A part over its store's COD cap can be placed when the wallet brings its cash due within it (ADR 0034).
  if (!placeableWith(held.quote, walletPiasters)) return notReady();
  setWalletError(null);
  const payload = buildPayload(items, state.values, state.payment, methodsFor(items), held.quote.totals.total, walletPiasters);
  attemptKey ??= newKey();
  $checkout.set({ ...state, errors: {}, message: null, sending: true });
  $cartNotice.set(null);
  if (Object.keys($priceChanges.get()).length) $priceChanges.set({});
  let outcome: CheckoutOutcome;
  try {
    const res = await apiFetch(
      "/api/orders/",
      { method: "POST", headers: { "idempotency-key": attemptKey }, body: JSON.stringify(payload) },
      fetcher,
    );
    // A 5xx may come from a gateway after the order was placed: keep the key for the retry.
    if (res.status < 500) attemptKey = null;
    outcome = await outcomeOf(res, items, areaId, fetcher);
  } catch {
    $checkout.setKey("message", "cart.error");
    outcome = { kind: "failed" };
  }
  $checkout.setKey("sending", false);
  if (outcome.kind === "success") {
    // A new address goes to the book once it has served an order (a failure there is no reason to hold the shopper).
    if (state.source === "new" && state.save) await saveAddress(state.values, fetcher);
    clearCart();
    resetCheckout();
  }
  return outcome;
}

export { checkoutEntry, signInHref } from "./checkout-entry";
