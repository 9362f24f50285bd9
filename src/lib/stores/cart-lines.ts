// Where each cart line ships from (store and branch), from the live offers the cart already
// asks for, and the cart's lines grouped by branch, since checkout makes one order per branch.
// (A line's name in the page's language is `lineName` in live-offers.ts: the drawer on every
// page needs it, and not the rest of this.)
import type { ProductOffer } from "#contract/catalog";
import { inLocale } from "../format";
import type { Locale } from "../i18n";
import type { CartItem } from "./cart";

export interface StoreName {
  id: number;
  name: string;
  name_ar: string | null;
}

export interface BranchGroup {
  branchId: number;
  /** "Store · Branch" in the page's language; null until the live data says. */
  origin: string | null;
  items: CartItem[];
}

/** The cart's lines by branch, in the order their branches first appear. */
export function groupByBranch(items: CartItem[], live: Record<string, ProductOffer[]>, stores: StoreName[], locale: Locale): BranchGroup[] {
  const groups = new Map<number, BranchGroup>();
  for (const item of items) {
    let group = groups.get(item.branchId);
    if (!group) {
      group = { branchId: item.branchId, origin: null, items: [] };
      groups.set(item.branchId, group);
    }
    group.items.push(item);
    group.origin ??= originOf(item, live, stores, locale);
  }
  return [...groups.values()];
}

function originOf(item: CartItem, live: Record<string, ProductOffer[]>, stores: StoreName[], locale: Locale): string | null {
  const branch = live[String(item.productId)]?.find((o) => o.branch.id === item.branchId)?.branch;
  if (!branch) return null;
  const branchName = inLocale(branch.name, branch.name_ar, locale);
  const store = stores.find((s) => s.id === branch.store);
  return store ? `${inLocale(store.name, store.name_ar, locale)} · ${branchName}` : branchName;
}

/** How many orders checkout will make: one per branch. */
export const branchCount = (items: CartItem[]) => new Set(items.map((i) => i.branchId)).size;
