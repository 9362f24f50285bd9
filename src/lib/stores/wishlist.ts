// The wishlist: product ids this browser saved (decisions.md: persisted per browser for
// visitors; per account once signing in exists). Islands read it and change it only here.
import { computed } from "nanostores";
import { localAtom } from "./local-atom";

const MAX_ITEMS = 500; // a cap so a runaway list cannot fill the browser's storage

const parseIds = (raw: unknown): number[] =>
  Array.isArray(raw) ? [...new Set(raw.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(0, MAX_ITEMS) : [];

export const $wishlist = localAtom<number[]>("wishlist", [], parseIds);
export const $wishlistCount = computed($wishlist, (ids) => ids.length);

export const inWishlist = (productId: number) => $wishlist.get().includes(productId);

/** Adds the product when absent, removes it when present; returns whether it is now saved. */
export function toggleWishlist(productId: number): boolean {
  const ids = $wishlist.get();
  if (ids.includes(productId)) {
    $wishlist.set(ids.filter((id) => id !== productId));
    return false;
  }
  $wishlist.set([productId, ...ids].slice(0, MAX_ITEMS));
  return true;
}
