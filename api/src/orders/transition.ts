// Moving an order to another status, with its effects, in one D1 batch (one transaction).
//
// Two requests may read the same status and both decide to move. D1 has no interactive
// transactions, so the batch guards itself:
// 1. the status update is conditional (`WHERE id = ? AND status = <the status read>`) and
//    returns the row; no row back means someone moved the order first;
// 2. every later statement applies only while the order is in the new status AND has no
//    history row for entering it yet. The state machine has no cycles (status.ts), so an
//    order enters each status at most once: the batch that made this move is the only one
//    that can see that state. A losing batch's statements all match nothing;
// 3. the history row is written last, which closes the window.
// So stock comes back once (on cancelled, and on returned: a refused parcel is still on the road,
// docs/decisions/0030), points and sales are counted once, and the customer (and, on their
// own cancel, the branch) is told once, however requests race.
import { and, eq, exists, inArray, notExists, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { branchProducts, cashbacks, orderItems, orders, orderStatusHistory, products, type OrderStatus, type PaymentStatus } from "../../db/schema";
import { auditStatement } from "../audit/record";
import { collectionStatement } from "../cash/collect";
import type { AuthUser, Db } from "../env";
import { earnedStatement } from "../wallet/earn";
import { giveBackStatement } from "../wallet/give-back";
import { CASHBACK_VALID_DAYS, pointsFor } from "../wallet/rules";
import type { OrderRow } from "./serialize";
import { orderStaff, statusNotices } from "./order-events";
import { moveStatements } from "../reports/figures";

const DAY_MS = 86_400_000;

export interface Move {
  order: Pick<OrderRow, "id" | "status" | "total" | "delivery_fee" | "cod_fee" | "store_id" | "customer_id">;
  to: OrderStatus;
  /** Who moved it; null for the scheduled job (an unconfirmed order past its deadline, ADR 0033). */
  actorId: number | null;
  /** A further condition on the order's row for the move to happen (the job's: still unconfirmed and past its deadline). */
  where?: SQL;
  /** The scheduled job cancels an order not confirmed in time: both sides are told why. */
  unconfirmed?: boolean;
  /** The merchant or super admin acting as the shop: their move goes in the audit log. */
  shop?: AuthUser;
  /** On delivery: who took the cash (cash/collect.ts; the branch's courier or counter when not given). */
  collectedBy?: string;
}

/** The batch's own window: the order is in `to` and nobody has recorded entering `to` yet. */
function justEntered(db: Db, orderId: number, to: OrderStatus): SQL {
  return and(
    exists(
      db
        .select({ one: sql`1` })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.status, to))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.order_id, orderId), eq(orderStatusHistory.to_status, to))),
    ),
  )!;
}

/** The units of the order's items for the row being updated, summed: a listing may repeat. */
const unitsOf = (db: Db, orderId: number, item: AnyColumn, row: AnyColumn) =>
  db
    .select({ units: sql`coalesce(sum(${orderItems.quantity}), 0)` })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, orderId), eq(item, row)));

/** The stock the order took back on its listings: on entering cancelled or returned (each at most once, and never both). */
function restockEffects(db: Db, orderId: number, guard: SQL): BatchItem<"sqlite">[] {
  // Listings deleted since the order have a null id on the item: nothing to return them to.
  const listings = db.select({ id: orderItems.branch_product_id }).from(orderItems).where(eq(orderItems.order_id, orderId));
  return [
    db
      .update(branchProducts)
      .set({ stock: sql`${branchProducts.stock} + (${unitsOf(db, orderId, orderItems.branch_product_id, branchProducts.id)})` })
      .where(and(inArray(branchProducts.id, listings), guard)),
  ];
}

function deliverEffects(db: Db, move: Move, guard: SQL, now: Date): BatchItem<"sqlite">[] {
  const orderId = move.order.id;
  const sold = db.select({ id: orderItems.product_id }).from(orderItems).where(eq(orderItems.order_id, orderId));
  const out: BatchItem<"sqlite">[] = [
    db
      .update(products)
      .set({ total_sold: sql`${products.total_sold} + (${unitsOf(db, orderId, orderItems.product_id, products.id)})` })
      .where(and(inArray(products.id, sold), guard)),
  ];
  // Cashback is earned on the goods, never on the delivery or COD fee (decisions: "Delivery").
  const points = pointsFor(move.order.total - move.order.delivery_fee - move.order.cod_fee);
  if (points > 0) {
    const expires = new Date(now.getTime() + CASHBACK_VALID_DAYS * DAY_MS).toISOString();
    // cashbacks.order_id is unique: an order earns its points once, whatever else happens.
    out.push(
      db
        .insert(cashbacks)
        .select(
          db
            .select({
              id: sql`null`.as("id"),
              user_id: orders.customer_id,
              order_id: orders.id,
              amount: sql`${points}`.as("amount"),
              expires_at: sql`${expires}`.as("expires_at"),
              created_at: sql`${now.toISOString()}`.as("created_at"),
            })
            .from(orders)
            .where(and(eq(orders.id, orderId), guard)),
        )
        .onConflictDoNothing(),
      // The lot enters the wallet's ledger in the same batch (ADR 0034).
      earnedStatement(db, orderId, guard),
    );
  }
  // The cash the courier (or the counter) took, once: cash_collections.order_id is unique too.
  out.push(collectionStatement(db, orderId, guard, now, move.collectedBy));
  return out;
}

/** The moves that give the stock back: the parcel never reached the customer and is at the branch. */
const RESTOCKS: readonly OrderStatus[] = ["cancelled", "returned"];
/**
 * The moves that give back what the order spent from the wallet (ADR 0034): it will not be
 * delivered. A refused parcel gives it back at the door; its later `returned` finds it given.
 */
const GIVES_BACK: readonly OrderStatus[] = ["cancelled", "refused", "returned"];

/**
 * What a move does to the payment: delivery is paid in cash on the doorstep; a cancel before
 * payment, a parcel refused at the door or brought back, leaves nothing owed ("not_due", rather
 * than "Awaiting payment" for ever). Read from the row as the update finds it.
 */
function paymentOnEntering(to: OrderStatus) {
  if (to === "delivered") return { payment_status: "paid" as const };
  if (to === "cancelled" || to === "refused" || to === "returned")
    return { payment_status: sql<PaymentStatus>`case when ${orders.payment_status} = 'pending' then 'not_due' else ${orders.payment_status} end` };
  return {};
}

/**
 * Applies the move and its notifications (the customer told the new status; the branch's staff
 * told of a customer's own cancel). Answers whom it notified, or null when the order was no
 * longer in the status it was read in (then nobody is told).
 */
export async function moveOrder(db: Db, move: Move, now = new Date()): Promise<number[] | null> {
  const { order, to, actorId, shop } = move;
  const byCustomer = to === "cancelled" && !shop && actorId === order.customer_id;
  // The branch's staff hear of a cancel they did not make: the customer's own, or the job's.
  const tellStaff = byCustomer || (to === "cancelled" && move.unconfirmed === true);
  const stamp = now.toISOString();
  const guard = justEntered(db, order.id, to);
  const effects = [
    ...(RESTOCKS.includes(to) ? restockEffects(db, order.id, guard) : to === "delivered" ? deliverEffects(db, move, guard, now) : []),
    ...(GIVES_BACK.includes(to) ? [giveBackStatement(db, order.id, guard, now)] : []),
  ];
  const results = await db.batch([
    db
      .update(orders)
      .set({ status: to, updated_at: stamp, ...paymentOnEntering(to), ...(to === "ready_for_pickup" ? { ready_at: stamp } : {}) })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status), move.where))
      .returning({ id: orders.id }),
    ...(shop
      ? [
          auditStatement(db, shop, {
            action: "update",
            object: "order",
            id: order.id,
            store: order.store_id,
            before: { status: order.status },
            after: { status: to },
          }),
        ]
      : []),
    ...effects,
    // The merchant figures the move changes (docs/decisions/0036), after the effects: delivery reads the cashback row they wrote.
    ...moveStatements(db, order.id, order.status, to, guard),
    // Before the history row: `guard` holds only until it is written.
    ...statusNotices(db, order.id, guard, tellStaff, move.unconfirmed === true),
    db.insert(orderStatusHistory).select(
      db
        .select({
          id: sql`null`.as("id"),
          order_id: orders.id,
          from_status: sql`${order.status}`.as("from_status"),
          to_status: sql`${to}`.as("to_status"),
          actor_id: sql`${actorId}`.as("actor_id"),
          created_at: sql`${stamp}`.as("created_at"),
        })
        .from(orders)
        .where(and(eq(orders.id, order.id), guard)),
    ),
    ...(tellStaff ? [orderStaff(db, order.id)] : []),
  ]);
  if ((results[0] as { id: number }[]).length !== 1) return null;
  const staff = tellStaff ? (results.at(-1) as { id: number | null }[]).flatMap((r) => (r.id === null ? [] : [r.id])) : [];
  return [...(order.customer_id === null ? [] : [order.customer_id]), ...staff];
}
