// What a refused checkout changes in the cart (docs/product.md §5 "Checkout", §8): the server's
// current prices replace the cart's, short lines come down to what is left, and the cart page
// says so until the next try; and how far "+" may go on a line. checkout-submit.ts applies
// these to the server's answer; the cart page renders them.
import { atom } from "nanostores";
import type { ProductOffer } from "#contract/catalog";
import { MAX_LINE_QUANTITY } from "#shared/order-rules";
import { $cart, setQuantity, type CartItem } from "./cart";

/** What the last refused checkout changed in the cart, shown on the cart page until the next try. */
export type CartNotice = { kind: "price_changed" | "out_of_stock" } | null;
export const $cartNotice = atom<CartNotice>(null);
/** Old prices of lines whose price the server changed, by line key. */
export const $priceChanges = atom<Record<string, string>>({});
/** Stock the server reported for short lines, by line key: it caps "+" for the rest of the visit. */
export const $knownStock = atom<Record<string, number>>({});

export const lineKey = (line: { productId: number; branchId: number }) => `${line.productId}:${line.branchId}`;

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
