// What the cart costs delivered (decisions: "Delivery"; POST /api/orders/quote/): for each
// branch part, delivery or pickup as the shopper chose (delivery by default), its fee, estimate
// and how close free delivery is, and the totals. The server computes every amount; the page
// only names the area and the methods, and sends the quote's total back at checkout
// (`expected_total`) so a fee that changed meanwhile is shown before anything is charged.
import { atom } from "nanostores";
import type { DeliveryMethod, Quote, QuotePart } from "#contract/quote";
import { apiFetch } from "../api/client";
import type { CartItem } from "./cart";

export type Methods = Record<string, DeliveryMethod>;

export interface QuoteState {
  status: "idle" | "loading" | "ready" | "error";
  quote: Quote | null;
  /** What the quote answers for: the cart's lines, the area and the methods (quoteKey). */
  key: string;
  /** Checkout found the total changed (409 quote_changed) and this is the new quote: the shopper confirms it. */
  changed: boolean;
}

const idle = (): QuoteState => ({ status: "idle", quote: null, key: "", changed: false });
export const $quote = atom<QuoteState>(idle());
/** The methods the shopper chose, by branch id; a branch not named is delivered. */
export const $methods = atom<Methods>({});

const branchesOf = (items: Pick<CartItem, "branchId">[]) => [...new Set(items.map((i) => i.branchId))].sort((a, b) => a - b);

/** Every branch of the cart with its method: the one chosen, else delivery. */
export function methodsFor(items: Pick<CartItem, "branchId">[], chosen: Methods = $methods.get()): Methods {
  return Object.fromEntries(branchesOf(items).map((id) => [String(id), chosen[String(id)] ?? "delivery"]));
}

/** Some part is delivered (the address then needs a street and a building). */
export const anyDelivered = (items: Pick<CartItem, "branchId">[], chosen: Methods = $methods.get()) =>
  Object.values(methodsFor(items, chosen)).includes("delivery");

export const quoteKey = (items: Pick<CartItem, "productId" | "branchId" | "quantity">[], areaId: number | null, methods: Methods) =>
  JSON.stringify([items.map((i) => [i.productId, i.branchId, i.quantity]), areaId, methods]);

/** The quote shown is the one for this cart, area and methods (not one for an earlier cart). */
export function isCurrent(state: QuoteState, items: CartItem[], areaId: number | null, chosen: Methods = $methods.get()): boolean {
  return state.quote !== null && state.key === quoteKey(items, areaId, methodsFor(items, chosen));
}

let asking = 0;

/**
 * Asks for the quote of this cart to this area with the methods chosen, unless the one held (or
 * on its way) already answers that. A later ask wins over an earlier one still on its way.
 */
export async function requestQuote(
  items: CartItem[],
  areaId: number | null,
  fetcher?: typeof fetch,
  chosen: Methods = $methods.get(),
): Promise<void> {
  if (items.length === 0) {
    asking++;
    $quote.set(idle());
    return;
  }
  const methods = methodsFor(items, chosen);
  const key = quoteKey(items, areaId, methods);
  const held = $quote.get();
  if (held.key === key && (held.status === "ready" || held.status === "loading")) return;
  const mine = ++asking;
  $quote.set({ status: "loading", quote: held.quote, key, changed: false });
  try {
    const body = { items: items.map((i) => ({ product_id: i.productId, branch_id: i.branchId, quantity: i.quantity })), area_id: areaId, methods };
    const res = await apiFetch("/api/orders/quote/", { method: "POST", body: JSON.stringify(body) }, fetcher);
    const quote = res.ok ? ((await res.json()) as Quote) : null;
    if (mine !== asking) return;
    $quote.set(quote ? { status: "ready", quote, key, changed: false } : { status: "error", quote: null, key, changed: false });
  } catch {
    if (mine === asking) $quote.set({ status: "error", quote: null, key, changed: false });
  }
}

/** Chooses how a branch's part comes (the caller asks for the new quote). */
export function setMethod(branchId: number, method: DeliveryMethod) {
  $methods.set({ ...$methods.get(), [String(branchId)]: method });
}

/**
 * A quote checkout answered with (409 quote_changed or cannot_deliver): it becomes the quote
 * shown, for this cart and area, with the methods it was made for.
 */
export function adoptQuote(quote: Quote, items: CartItem[], areaId: number | null, changed: boolean) {
  asking++;
  const methods = { ...$methods.get() };
  for (const part of quote.parts) methods[String(part.branch_id)] = part.method;
  $methods.set(methods);
  $quote.set({ status: "ready", quote, key: quoteKey(items, areaId, methodsFor(items, methods)), changed });
}

/** The shopper saw the changed quote (they chose again or confirmed by placing the order). */
export function acknowledgeQuote() {
  const held = $quote.get();
  if (held.changed) $quote.set({ ...held, changed: false });
}

/** A fresh start: no quote, every part delivered (after an order is placed, and between tests). */
export function resetQuote() {
  asking++;
  $quote.set(idle());
  $methods.set({});
}

/** The methods a part can take: delivery when the branch reaches the area, pickup when it has it. */
export function methodChoices(part: QuotePart): DeliveryMethod[] {
  const out: DeliveryMethod[] = [];
  if (part.delivery.available) out.push("delivery");
  if (part.pickup.available) out.push("pickup");
  return out;
}
