// What a change to the cart does, decided from the rows already read: which lines to write,
// which to remove, what is refused and what is capped. Pure, so every rule is tested alone.
import { MAX_CART_QUANTITY, type CartAdjustment, type CartLineInput, type CartRejection } from "#contract/cart";

export interface ListingState {
  product_id: number;
  branch_id: number;
  stock: number;
  is_available: boolean;
}

export interface CartRowState {
  id: number;
  product_id: number;
  branch_id: number;
  quantity: number;
}

/**
 * merge: a key already in the cart keeps the larger of the two quantities. The visitor's
 * cookie cart is merged at sign-in, and the same cart may be synced again (another tab, a
 * retry, the next sign-in): adding would count the same units twice, the larger of the two
 * never does, and still keeps what either side added.
 * replace: the cart becomes exactly the accepted lines (a client that owns the truth).
 * set: the given lines get exactly their quantity, 0 removing; other lines are untouched.
 * add: the given quantities are added to what the cart holds (buy again: an order's lines on
 * top of the cart), capped like the others, but never lowering a line the cart already has.
 * A capped line's `requested` is then the cart's quantity plus the line's.
 */
export type PlanMode = "merge" | "replace" | "set" | "add";

/**
 * An accepted line as the write needs it: what was asked (`quantity`, for "add" the amount to
 * add) and the most it may become (`limit`: the stock read, at most MAX_CART_QUANTITY). The
 * write recomputes the quantity from the row as it is when the batch runs, not as it was
 * read, so a concurrent change in between is never overwritten with a stale answer.
 */
export interface LineWrite extends CartLineInput {
  limit: number;
}

export interface Plan {
  /** The lines whose quantity changes, judged from the rows read (what the answer reports). */
  upserts: CartLineInput[];
  /** Every accepted line, changed or not: what the write applies. */
  writes: LineWrite[];
  /** Keys of the lines sent with quantity 0. (A replace also removes every line not written.) */
  removeKeys: string[];
  /** The ids of the rows read that the change removes (what the answer reports). */
  removeIds: number[];
  rejected: CartRejection[];
  adjusted: CartAdjustment[];
  /** How many lines the cart holds once the plan is written. */
  lineCount: number;
}

export const lineKey = (l: { product_id: number; branch_id: number }) => `${l.product_id}:${l.branch_id}`;

function refusal(listing: ListingState | undefined): CartRejection["reason"] | null {
  if (!listing) return "unknown";
  if (!listing.is_available) return "unavailable";
  if (listing.stock <= 0) return "out_of_stock";
  return null;
}

export function planCart(lines: CartLineInput[], listings: ListingState[], existing: CartRowState[], mode: PlanMode): Plan {
  const listingByKey = new Map(listings.map((l) => [lineKey(l), l]));
  const rowByKey = new Map(existing.map((r) => [lineKey(r), r]));
  const plan: Plan = { upserts: [], writes: [], removeKeys: [], removeIds: [], rejected: [], adjusted: [], lineCount: 0 };
  const kept = new Set(mode === "replace" ? [] : rowByKey.keys());

  for (const line of lines) {
    const key = lineKey(line);
    const row = rowByKey.get(key);
    const ids = { product_id: line.product_id, branch_id: line.branch_id };
    // Removing needs no listing: a line whose product was withdrawn must still be removable.
    if (line.quantity === 0) {
      kept.delete(key);
      plan.removeKeys.push(key);
      if (row) plan.removeIds.push(row.id);
      continue;
    }
    const listing = listingByKey.get(key);
    const reason = refusal(listing);
    if (reason || !listing) {
      plan.rejected.push({ ...ids, reason: reason ?? "unknown" });
      continue;
    }
    const had = row?.quantity ?? 0;
    const requested = mode === "merge" ? Math.max(had, line.quantity) : mode === "add" ? had + line.quantity : line.quantity;
    const limit = Math.min(listing.stock, MAX_CART_QUANTITY);
    const capped = Math.min(requested, limit);
    const quantity = mode === "add" ? Math.max(capped, had) : capped;
    if (quantity < requested) plan.adjusted.push({ ...ids, requested, quantity });
    kept.add(key);
    plan.writes.push({ ...ids, quantity: line.quantity, limit });
    if (row?.quantity !== quantity) plan.upserts.push({ ...ids, quantity });
  }

  if (mode === "replace") plan.removeIds.push(...existing.filter((r) => !kept.has(lineKey(r))).map((r) => r.id));
  plan.lineCount = kept.size;
  return plan;
}
