// Stock states of docs/product.md §4: out when unavailable or nothing left, low at 5 or fewer, else in.
import { LOW_STOCK_THRESHOLD } from "#shared/stock-rules";

export { LOW_STOCK_THRESHOLD };
export const DEFAULT_MAX_QUANTITY = 10;

export type StockState = "out" | "low" | "in";

export function stockState(offer: { stock?: number | null; is_available?: boolean } | null | undefined): StockState {
  if (!offer || offer.is_available === false || (offer.stock ?? 0) <= 0) return "out";
  return offer.stock! <= LOW_STOCK_THRESHOLD ? "low" : "in";
}

/** The most a shopper may add: the stock, or 10 when the stock is not known. */
export const maxQuantity = (stock: number | null | undefined) => (typeof stock === "number" ? Math.max(0, stock) : DEFAULT_MAX_QUANTITY);

/** The offer a card shows: the given branch's, else the cheapest available, else the first. */
export function pickOffer<T extends { branch: { id: number }; price: string; stock: number; is_available: boolean }>(
  offers: T[],
  branchId?: number,
): T | undefined {
  if (branchId !== undefined) return offers.find((o) => o.branch.id === branchId);
  const available = offers.filter((o) => stockState(o) !== "out").sort((a, b) => Number(a.price) - Number(b.price));
  return available[0] ?? offers[0];
}

/** The badge colours of each state (red, yellow, green), shared by every badge, static or live. */
export const STOCK_BADGE_CLASSES: Record<StockState, string> = {
  out: "bg-red-100 text-red-800",
  low: "bg-yellow-100 text-yellow-900",
  in: "bg-green-100 text-green-800",
};
