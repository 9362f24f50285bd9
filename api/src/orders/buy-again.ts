// POST /orders/{id}/buy-again/: an order's lines go back into its customer's server cart, at
// today's prices and stock. The cart's own planning and write do the work (cart/plan.ts in
// "add" mode, cart/write.ts): one read of the listings and the cart, one batch that writes
// and reads the cart back; this file only decides what to ask for and tells each line's fate.
import { and, asc, eq, getTableColumns } from "drizzle-orm";
import { orderItems, orders } from "../../db/schema";
import type { Db } from "../env";
import { applyLines } from "../cart/write";
import { ApiError, conflict, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { BUY_AGAIN_FROM, type BuyAgainLine, type BuyAgainResult } from "#contract/orders";
import type { CartLineInput } from "#contract/cart";
import { fromPiasters } from "#shared/money";

type ItemRow = typeof orderItems.$inferSelect;

/** The order's items, one per product (quantities summed); a deleted product's items stay apart. */
function groupItems(items: ItemRow[]) {
  const out: { item: ItemRow; quantity: number }[] = [];
  const byProduct = new Map<number, { item: ItemRow; quantity: number }>();
  for (const item of items) {
    const seen = item.product_id === null ? undefined : byProduct.get(item.product_id);
    if (seen) {
      seen.quantity += item.quantity;
      continue;
    }
    const entry = { item, quantity: item.quantity };
    out.push(entry);
    if (item.product_id !== null) byProduct.set(item.product_id, entry);
  }
  return out;
}

/**
 * Buy again is for orders one placed, whatever one's role: an order someone else placed is a
 * 404 here even for the manager of its branch or a super admin, who may see it elsewhere.
 */
export async function buyAgain(db: Db, userId: number, orderId: number): Promise<BuyAgainResult> {
  const [[order], items] = await db.batch([
    db
      .select({ id: orders.id, status: orders.status, branch_id: orders.branch_id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customer_id, userId))),
    // Only the item columns: D1 keys batched rows by column name, and both tables have an id.
    db
      .select(getTableColumns(orderItems))
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .where(and(eq(orderItems.order_id, orderId), eq(orders.customer_id, userId)))
      .orderBy(asc(orderItems.id)),
  ]);
  if (!order) throw notFound();
  if (!(BUY_AGAIN_FROM as readonly string[]).includes(order.status)) {
    throw conflict(say("notBoughtAgain"));
  }

  const groups = groupItems(items);
  const branchId = order.branch_id;
  const wanted: CartLineInput[] =
    branchId === null
      ? []
      : groups.flatMap(({ item, quantity }) => (item.product_id === null ? [] : [{ product_id: item.product_id, branch_id: branchId, quantity }]));

  let change: Awaited<ReturnType<typeof applyLines>>;
  try {
    change = await applyLines(db, userId, wanted, "add");
  } catch (err) {
    // The only refusal of a valid change: the cart would hold too many different lines. The
    // request itself is fine, the cart's state is what stops it.
    if (err instanceof ApiError && err.status === 400) throw conflict(err.body);
    throw err;
  }

  const key = (productId: number | null) => `${productId}:${branchId}`;
  const rejected = new Set(change.rejected.map((r) => `${r.product_id}:${r.branch_id}`));
  const adjusted = new Map(change.adjusted.map((a) => [`${a.product_id}:${a.branch_id}`, a]));
  const inCart = new Map(change.items.map((l) => [`${l.product_id}:${l.branch_id}`, l]));

  const lines: BuyAgainLine[] = groups.map(({ item, quantity }) => {
    const k = key(item.product_id);
    const oldPrice = fromPiasters(item.price);
    const base = {
      product_id: item.product_id,
      branch_id: branchId,
      name: item.name,
      name_ar: item.name_ar,
      quantity_ordered: quantity,
      old_price: oldPrice,
    };
    if (item.product_id === null || branchId === null || rejected.has(k)) return { ...base, quantity_added: 0, price: null, status: "unavailable" };
    // An accepted line is in the cart, read back in the write's batch: today's price.
    const price = inCart.get(k)?.price ?? null;
    // In "add" mode a capped line asked for what the cart held plus the order's quantity.
    const capped = adjusted.get(k);
    const added = capped ? Math.max(0, capped.quantity - (capped.requested - quantity)) : quantity;
    const status = added < quantity ? "reduced" : price !== oldPrice ? "price_changed" : "added";
    return { ...base, quantity_added: added, price, status };
  });

  const { rejected: _r, adjusted: _a, ...cart } = change;
  return { cart, lines };
}
