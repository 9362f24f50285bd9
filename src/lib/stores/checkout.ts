// Checkout (docs/product.md §2 "Cart page", §5 "Checkout", §8; docs/product.md §4, §7):
// the address form's state and checks, the payload, the Idempotency-Key, and what each answer
// of POST /api/orders/ does to the cart. The islands render this and navigate; nothing else.
//
// Messages are translation keys ("checkout.errors.cityRequired") or, for what only the server
// knows, its own text; the islands show each with `say` (lib/strings.ts), which gives back
// text that is not a key as it is.
import { atom, map } from "nanostores";
import type { CheckoutResult } from "#contract/orders";
import type { ProductOffer } from "#contract/catalog";
import type { CartLineInput } from "#contract/cart";
import { apiFetch } from "../api/client";
import { egyptianMobileOrNull } from "#shared/normalize";
import { MAX_LINE_QUANTITY, MOBILE_ERROR } from "#shared/order-rules";
import { $cart, clearCart, setQuantity, type CartItem } from "./cart";
import type { Session } from "./session";
import type { Key } from "../i18n";

const SERVER_REQUIRED = "This field is required.";

export const ADDRESS_FIELDS = ["city", "neighborhood", "center", "street", "compound", "building_or_house", "mobile"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** Required fields and their message (docs/product.md §5's errors.*Required). */
export const REQUIRED: Partial<Record<AddressField, Key>> = {
  city: "checkout.errors.cityRequired",
  compound: "checkout.errors.compoundRequired",
  building_or_house: "checkout.errors.buildingRequired",
  mobile: "checkout.errors.mobileRequired",
};
/** The contract's maximum lengths (the inputs' maxLength). */
export const MAX_LENGTH: Record<AddressField, number> = {
  city: 100,
  neighborhood: 200,
  center: 200,
  street: 200,
  compound: 200,
  building_or_house: 200,
  mobile: 20,
};

export const PAYMENT_METHODS = ["cash_on_delivery"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type FieldMessages = Partial<Record<AddressField, string>>;

export interface CheckoutState {
  values: AddressValues;
  payment: PaymentMethod;
  errors: FieldMessages;
  /** A message about the whole form (server detail, network failure). */
  message: string | null;
  sending: boolean;
}

const emptyValues = (): AddressValues => ({ city: "", neighborhood: "", center: "", street: "", compound: "", building_or_house: "", mobile: "" });
const initial = (): CheckoutState => ({ values: emptyValues(), payment: "cash_on_delivery", errors: {}, message: null, sending: false });

export const $checkout = map<CheckoutState>(initial());

/** What the last refused checkout changed in the cart, shown on the cart page until the next try. */
export type CartNotice = { kind: "price_changed" | "out_of_stock" } | null;
export const $cartNotice = atom<CartNotice>(null);
/** Old prices of lines whose price the server changed, by line key. */
export const $priceChanges = atom<Record<string, string>>({});
/** Stock the server reported for short lines, by line key: it caps "+" for the rest of the visit. */
export const $knownStock = atom<Record<string, number>>({});

export const lineKey = (line: { productId: number; branchId: number }) => `${line.productId}:${line.branchId}`;

export function resetCheckout() {
  $checkout.set(initial());
  $cartNotice.set(null);
  $priceChanges.set({});
  attemptKey = null;
}

/** Editing a field clears its error (docs/product.md §5). */
export function setField(field: AddressField, value: string) {
  const { values, errors } = $checkout.get();
  const rest = { ...errors };
  delete rest[field];
  $checkout.set({ ...$checkout.get(), values: { ...values, [field]: value }, errors: rest });
}

export function setPayment(payment: PaymentMethod) {
  $checkout.setKey("payment", payment);
}

/** The form's own checks, before anything is sent: one message key per field in trouble. */
export function validateAddress(values: AddressValues): FieldMessages {
  const errors: FieldMessages = {};
  for (const [field, key] of Object.entries(REQUIRED) as [AddressField, string][]) {
    if (!values[field].trim()) errors[field] = key;
  }
  if (!errors.mobile && egyptianMobileOrNull(values.mobile) === null) errors.mobile = "checkout.errors.mobileInvalid";
  return errors;
}

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

/** The server's prices replace the cart's (docs/product.md: the cart updates itself). Returns how many changed. */
export function applyPrices(lines: { product_id: number; branch_id: number; price: string }[]): number {
  const fresh = new Map(lines.map((l) => [`${l.product_id}:${l.branch_id}`, l.price]));
  const changes = { ...$priceChanges.get() };
  let changed = 0;
  $cart.set(
    $cart.get().map((item) => {
      const price = fresh.get(lineKey(item));
      if (price === undefined || Number(price) === Number(item.price)) return item;
      changed++;
      changes[lineKey(item)] ??= item.price;
      return { ...item, price };
    }),
  );
  $priceChanges.set(changes);
  return changed;
}

/** Short lines come down to what is left; a line with nothing left stays, flagged, for the shopper to remove. */
export function applyShortages(lines: { product_id: number; branch_id: number; available: number }[]): number {
  const known = { ...$knownStock.get() };
  for (const line of lines) {
    const key = { productId: line.product_id, branchId: line.branch_id };
    known[lineKey(key)] = line.available;
    if (line.available > 0) setQuantity(key, Math.min(line.available, $cart.get().find((i) => lineKey(i) === lineKey(key))?.quantity ?? 1));
  }
  $knownStock.set(known);
  return lines.length;
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

/** The stock a line is known to have: the server's last word at checkout, else the live offer; null when unknown. */
export function lineStock(item: CartItem, live: Record<string, ProductOffer[]>, known: Record<string, number>): number | null {
  const reported = known[lineKey(item)];
  if (reported !== undefined) return reported;
  const offer = live[String(item.productId)]?.find((o) => o.branch.id === item.branchId);
  if (!offer) return live[String(item.productId)] ? 0 : null;
  return offer.is_available ? Math.max(0, offer.stock) : 0;
}

/** The most "+" may reach: the known stock, never above the contract's 999. */
export const lineMax = (stock: number | null) => Math.min(MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY);
