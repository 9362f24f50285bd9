// From a checked payload to the orders to write: the branch listings are read once, the
// server's prices and stock decide, and the lines are grouped into one order per branch.
import { eq, inArray } from "drizzle-orm";
import { branches, branchProducts, products, stores } from "../../db/schema";
import type { Db } from "../env";
import { badRequest, conflict } from "../lib/errors";
import { say } from "#contract/said";
import type { CheckoutData } from "#contract/orders";
import { fromPiasters, toPiasters } from "#shared/money";

export type Listing = Awaited<ReturnType<typeof loadListings>>[number];
/** A cart line after duplicates are merged; `position` is the first item's place in the payload. */
export type Line = { product_id: number; branch_id: number; quantity: number; prices: string[]; position: number };
export type PlannedLine = Line & { listing: Listing };
export type BranchOrder = {
  uuid: string;
  branch_id: number;
  store_id: number;
  branch_name: string;
  branch_name_ar: string;
  store_name: string;
  store_name_ar: string;
  total: number; // piasters
  lines: PlannedLine[];
};
export type Plan = { orders: BranchOrder[]; lines: PlannedLine[] };

const lineKey = (productId: number, branchId: number) => `${productId}:${branchId}`;

/** The same product from the same branch twice is one line with the quantities summed. */
export function mergeLines(items: CheckoutData["items"]): Line[] {
  const lines = new Map<string, Line>();
  items.forEach((item, index) => {
    const key = lineKey(item.product_id, item.branch_id);
    const line = lines.get(key);
    if (line) {
      line.quantity += item.quantity;
      line.prices.push(item.price);
    } else {
      lines.set(key, { product_id: item.product_id, branch_id: item.branch_id, quantity: item.quantity, prices: [item.price], position: index + 1 });
    }
  });
  return [...lines.values()];
}

// Selected by product only (at most 50 ids): pairs would need two parameters a line and
// D1 allows 100 per statement. The branch is matched below.
export function loadListings(db: Db, productIds: number[]) {
  return db
    .select({
      id: branchProducts.id,
      product_id: branchProducts.product_id,
      branch_id: branchProducts.branch_id,
      price: branchProducts.price,
      stock: branchProducts.stock,
      is_available: branchProducts.is_available,
      name: products.name,
      name_ar: products.name_ar,
      sku: products.sku,
      branch_name: branches.name,
      branch_name_ar: branches.name_ar,
      store_id: stores.id,
      store_name: stores.name,
      store_name_ar: stores.name_ar,
    })
    .from(branchProducts)
    .innerJoin(products, eq(products.id, branchProducts.product_id))
    .innerJoin(branches, eq(branches.id, branchProducts.branch_id))
    .innerJoin(stores, eq(stores.id, branches.store_id))
    .where(inArray(branchProducts.product_id, productIds));
}

/**
 * Checks the lines against the branches as they are now and groups them into orders.
 * Throws 400 for a line no branch offers, 409 `price_changed` (every line's current price)
 * or 409 `out_of_stock` (the short lines). The stock check is advisory: the write itself
 * is what refuses to oversell (see checkout-write.ts).
 */
export async function planCheckout(db: Db, lines: Line[]): Promise<Plan> {
  const found = await loadListings(db, [...new Set(lines.map((l) => l.product_id))]);
  const byKey = new Map(found.map((row) => [lineKey(row.product_id, row.branch_id), row]));

  const planned: PlannedLine[] = [];
  const unavailable: string[] = [];
  for (const line of lines) {
    const listing = byKey.get(lineKey(line.product_id, line.branch_id));
    if (!listing?.is_available) unavailable.push(say("itemUnavailable", { n: line.position }));
    else planned.push({ ...line, listing });
  }
  if (unavailable.length) throw badRequest({ items: unavailable });

  if (planned.some((l) => l.prices.some((p) => toPiasters(p) !== l.listing.price))) {
    throw conflict({
      detail: say("pricesChanged"),
      code: "price_changed",
      items: planned.map((l) => ({ product_id: l.product_id, branch_id: l.branch_id, price: fromPiasters(l.listing.price) })),
    });
  }

  const short = planned.filter((l) => l.quantity > l.listing.stock);
  if (short.length) throw outOfStockError(short.map((l) => ({ ...l, available: l.listing.stock })));

  const groups = new Map<number, BranchOrder>();
  for (const line of planned) {
    const { listing } = line;
    let group = groups.get(line.branch_id);
    if (!group) {
      group = {
        uuid: crypto.randomUUID(),
        branch_id: line.branch_id,
        store_id: listing.store_id,
        branch_name: listing.branch_name,
        branch_name_ar: listing.branch_name_ar,
        store_name: listing.store_name,
        store_name_ar: listing.store_name_ar,
        total: 0,
        lines: [],
      };
      groups.set(line.branch_id, group);
    }
    group.lines.push(line);
    group.total += listing.price * line.quantity;
  }
  return { orders: [...groups.values()], lines: planned };
}

export const outOfStockError = (short: { product_id: number; branch_id: number; available: number }[]) =>
  conflict({
    detail: say("notEnoughStock"),
    code: "out_of_stock",
    items: short.map((l) => ({ product_id: l.product_id, branch_id: l.branch_id, available: Math.max(0, l.available) })),
  });
