// The cart, shared by every island on the page: keyed by product and branch (docs/product.md),
// kept in a cookie for 7 days. Islands read it with useStore and change it only here.
import { computed, atom } from "nanostores";
import type { Strings } from "../i18n";
import { cookieAtom } from "./cookie-atom";
import { fill } from "../template";

export interface CartItem {
  productId: number;
  branchId: number;
  name: string;
  image: string | null;
  price: string; // the branch price seen, "120.00"; the server re-checks it at checkout
  quantity: number;
}

export const MAX_QUANTITY_DEFAULT = 10;

function parseItems(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((i) => i && Number.isInteger(i.productId) && Number.isInteger(i.branchId) && Number.isInteger(i.quantity) && i.quantity > 0)
    .map((i) => ({
      productId: i.productId,
      branchId: i.branchId,
      name: String(i.name ?? ""),
      image: typeof i.image === "string" ? i.image : null,
      price: /^\d+(\.\d{1,2})?$/.test(String(i.price)) ? String(i.price) : "0.00",
      quantity: i.quantity,
    }));
}

export const $cart = cookieAtom<CartItem[]>("cart", [], parseItems);
export const $cartOpen = atom(false);

export const $cartCount = computed($cart, (items) => items.reduce((sum, i) => sum + i.quantity, 0));
/** Total in piasters, so sums are exact. */
export const $cartTotal = computed($cart, (items) => items.reduce((sum, i) => sum + Math.round(Number(i.price) * 100) * i.quantity, 0));

const same = (a: { productId: number; branchId: number }, b: { productId: number; branchId: number }) =>
  a.productId === b.productId && a.branchId === b.branchId;

/**
 * Adds `quantity` units, at most up to `max` in the line; an existing product and branch line
 * grows instead of repeating. Returns how many units it actually added: 0 when the line
 * already holds `max` (a line above a since-lowered `max` is left as it is, never cut).
 */
export function addToCart(item: Omit<CartItem, "quantity">, quantity = 1, max = Infinity): number {
  const items = $cart.get();
  const existing = items.find((i) => same(i, item));
  const had = existing?.quantity ?? 0;
  const now = Math.max(had, Math.min(had + quantity, max));
  if (now === had) return 0;
  if (existing) $cart.set(items.map((i) => (same(i, item) ? { ...i, ...item, quantity: now } : i)));
  else $cart.set([...items, { ...item, quantity: now }]);
  return now - had;
}

/** The toast's words after adding: all of it, some of it ({quantity} units), or none (at the limit). */
export function addedMessage(t: Strings<"toast.added" | "toast.addedSome" | "toast.atLimit">, name: string, asked: number, added: number): string {
  return fill(t[added <= 0 ? "toast.atLimit" : added < asked ? "toast.addedSome" : "toast.added"], { name, quantity: added });
}

/** Sets a line's quantity; it never goes below 1 (removing is its own action). */
export function setQuantity(key: { productId: number; branchId: number }, quantity: number) {
  $cart.set($cart.get().map((i) => (same(i, key) ? { ...i, quantity: Math.max(1, Math.floor(quantity)) } : i)));
}

export function removeFromCart(key: { productId: number; branchId: number }) {
  $cart.set($cart.get().filter((i) => !same(i, key)));
}

export function clearCart() {
  $cart.set([]);
}
