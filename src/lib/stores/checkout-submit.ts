// Placing the order (docs/product.md §5 "Checkout", §8; §4, §7): the payload, the
// Idempotency-Key, and what each answer of POST /api/orders/ does to the form and the cart;
// and what the cart's Checkout button does for the session. The islands render this and
// navigate where the outcome says; nothing else.
import type { CartLineInput } from "#contract/cart";
import type { CheckoutResult } from "#contract/orders";
import { MOBILE_ERROR } from "#shared/order-rules";
import { apiFetch } from "../api/client";
import { $cart, clearCart, type CartItem } from "./cart";
import { $cartNotice, $priceChanges, applyPrices, applyShortages } from "./checkout-cart";
import {
  $checkout,
  ADDRESS_FIELDS,
  type AddressValues,
  blankCheckout,
  type FieldMessages,
  type PaymentMethod,
  REQUIRED,
  validateAddress,
} from "./checkout-form";
import type { Session } from "./session";

const SERVER_REQUIRED = "This field is required.";

export interface CheckoutPayload {
  items: (CartLineInput & { price: string })[];
  address: Partial<AddressValues>;
  payment_method: PaymentMethod;
}

/** POST /orders/'s body: the cart's lines at the prices the shopper saw; empty optional fields left out. */
export function buildPayload(items: CartItem[], values: AddressValues, payment: PaymentMethod): CheckoutPayload {
  const address: Partial<AddressValues> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    if (value) address[field] = value;
  }
  return {
    items: items.map((i) => ({ product_id: i.productId, branch_id: i.branchId, quantity: i.quantity, price: i.price })),
    address,
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
    const field = ADDRESS_FIELDS.find((f) => f === key);
    if (!field) {
      other.push(...messages);
      continue;
    }
    const [first] = messages;
    errors[field] = first === SERVER_REQUIRED && REQUIRED[field] ? REQUIRED[field] : first === MOBILE_ERROR ? "checkout.errors.mobileInvalid" : first;
  }
  return { errors, message: other.length ? other.join(" ") : null };
}

/** A blank form, no notice and a fresh attempt: after an order is placed (and between tests). */
export function resetCheckout() {
  $checkout.set(blankCheckout());
  $cartNotice.set(null);
  $priceChanges.set({});
  attemptKey = null;
}

async function outcomeOf(res: Response): Promise<CheckoutOutcome> {
  const body = await readBody(res);
  if (res.ok) return { kind: "success", result: body as unknown as CheckoutResult };
  if (res.status === 401) return { kind: "sign_in" };
  if (res.status === 400) {
    const { errors, message } = serverFieldErrors(body);
    const noFields = Object.keys(errors).length === 0;
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
  $checkout.setKey("message", typeof body.detail === "string" ? body.detail : "cart.error");
  return { kind: "failed" };
}

/**
 * Places the order: checks the form, sends the cart, and maps the answer. On success the cart
 * is cleared; the island shows the toast and goes to the profile.
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
  const errors = validateAddress(state.values);
  if (Object.keys(errors).length) {
    $checkout.set({ ...state, errors, message: null });
    return { kind: "invalid" };
  }
  attemptKey ??= newKey();
  $checkout.set({ ...state, errors: {}, message: null, sending: true });
  $cartNotice.set(null);
  if (Object.keys($priceChanges.get()).length) $priceChanges.set({});
  let outcome: CheckoutOutcome;
  try {
    const res = await apiFetch(
      "/api/orders/",
      { method: "POST", headers: { "idempotency-key": attemptKey }, body: JSON.stringify(buildPayload(items, state.values, state.payment)) },
      fetcher,
    );
    // A 5xx may come from a gateway after the order was placed: keep the key for the retry.
    if (res.status < 500) attemptKey = null;
    outcome = await outcomeOf(res);
  } catch {
    $checkout.setKey("message", "cart.error");
    outcome = { kind: "failed" };
  }
  $checkout.setKey("sending", false);
  if (outcome.kind === "success") {
    clearCart();
    resetCheckout();
  }
  return outcome;
}

/** What the Checkout button does for this session (docs/product.md: a visitor signs in first, then comes back). */
export function checkoutEntry(session: Session, locale: string): { action: "wait" } | { action: "open" } | { action: "sign_in"; href: string } {
  if (session.status === "loading") return { action: "wait" };
  if (session.status === "guest") return { action: "sign_in", href: signInHref(locale) };
  return { action: "open" };
}

export const signInHref = (locale: string) => `/${locale}/login/?next=${encodeURIComponent(`/${locale}/cart/`)}`;
