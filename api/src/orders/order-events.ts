// The orders' notifications (docs/decisions/0025): statements for the batch of the change that
// causes them, their payloads read in SQL from the rows that batch wrote (a checkout's ids are
// not known before it runs), so a change that fails tells no one.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { union } from "drizzle-orm/sqlite-core";
import { branches, branchProducts, orderItems, orders, responsibles, stores, users } from "../../db/schema";
import type { Db } from "../env";
import { notify, notifyFrom, staffOn } from "../notifications/outbox";

/** An order's line of a payload (contract: orderLine), read from the `orders` row in scope. */
const orderLine = (db: Db) => sql`json_object(
  'order_id', ${orders.id},
  'store', json_object('name', ${orders.store_name}, 'name_ar', ${orders.store_name_ar}),
  'branch', json_object('name', ${orders.branch_name}, 'name_ar', ${orders.branch_name_ar}),
  'total', printf('%.2f', ${orders.total} / 100.0),
  'items', (${db
    .select({ n: sql`coalesce(sum(${orderItems.quantity}), 0)` })
    .from(orderItems)
    .where(eq(orderItems.order_id, orders.id))})
)`;

const ofCheckout = (db: Db, checkoutId: string) => db.select({ id: orders.id }).from(orders).where(eq(orders.checkout_id, checkoutId));

/** Units of listing `branch_products` in scope that checkout `checkoutId` took. */
const taken = (db: Db, checkoutId: string) =>
  db
    .select({ n: sql`coalesce(sum(${orderItems.quantity}), 0)` })
    .from(orderItems)
    .where(and(eq(orderItems.branch_product_id, branchProducts.id), inArray(orderItems.order_id, ofCheckout(db, checkoutId))));

/**
 * A checkout's notifications, after its stock updates in its batch: the customer's one summary
 * of every order, each order's "new order" to its branch's staff, and "low stock" to the staff of
 * each listing the checkout took across its line: at most its threshold now and above it before
 * (stock now + what was taken), or to 0. Batches run one at a time, so of racing checkouts only
 * the one that crosses the line sees it crossed.
 */
export function checkoutNotices(db: Db, checkoutId: string, customerId: number) {
  const line = orderLine(db);
  const units = sql`(${taken(db, checkoutId)})`;
  return [
    notify(db, {
      kind: "order_placed",
      to: customerId,
      payload: sql`(select json_object('orders', json_group_array(json(line))) from (select ${line} as line from ${orders} where ${orders.checkout_id} = ${checkoutId} order by ${orders.id}))`,
    }),
    notifyFrom(db, "order_received", { from: orders, on: staffOn(db, orders.branch_id), payload: line, where: eq(orders.checkout_id, checkoutId) }),
    notifyFrom(db, "stock_low", {
      from: branchProducts,
      on: staffOn(db, branchProducts.branch_id),
      payload: sql`json_object(
        'listing_id', ${branchProducts.id},
        'product', json_object('name', ${branchProducts.product_name}, 'name_ar', ${branchProducts.product_name_ar}),
        'branch', json((${db
          .select({ b: sql`json_object('name', ${branches.name}, 'name_ar', ${branches.name_ar})` })
          .from(branches)
          .where(eq(branches.id, branchProducts.branch_id))})),
        'stock', ${branchProducts.stock},
        'threshold', ${branchProducts.low_stock_threshold}
      )`,
      where: and(
        inArray(
          branchProducts.id,
          db
            .select({ id: orderItems.branch_product_id })
            .from(orderItems)
            .where(inArray(orderItems.order_id, ofCheckout(db, checkoutId))),
        ),
        sql`${branchProducts.stock} <= ${branchProducts.low_stock_threshold}`,
        sql`(${branchProducts.stock} + ${units} > ${branchProducts.low_stock_threshold} or ${branchProducts.stock} = 0)`,
      ),
    }),
  ];
}

/** The people a checkout's notices went to besides the customer (the staff of its branches): a read for the same batch. */
export const checkoutStaff = (db: Db, checkoutId: string) =>
  union(
    db.select({ id: stores.owner_id }).from(stores).innerJoin(orders, eq(orders.store_id, stores.id)).where(eq(orders.checkout_id, checkoutId)),
    db
      .select({ id: responsibles.user_id })
      .from(responsibles)
      .innerJoin(orders, eq(orders.branch_id, responsibles.branch_id))
      .where(eq(orders.checkout_id, checkoutId)),
  );

/**
 * A status change's notifications, in its batch: the customer is told the order's new status,
 * and, when the customer cancelled, the branch's staff are told too. `entered` holds only in the
 * batch that moved the order (transition.ts), so a move that lost its race tells no one.
 */
export function statusNotices(db: Db, orderId: number, entered: SQL, tellStaff: boolean, unconfirmed = false) {
  const mine = and(eq(orders.id, orderId), entered);
  // The scheduled job's cancel of an order not confirmed in time says so (ADR 0033).
  const why = unconfirmed ? sql`, 'unconfirmed', json('true')` : sql``;
  const out = [
    notifyFrom(db, "order_status", {
      from: orders,
      on: eq(users.id, orders.customer_id),
      payload: sql`json_object('order_id', ${orders.id}, 'status', ${orders.status}, 'store', json_object('name', ${orders.store_name}, 'name_ar', ${orders.store_name_ar})${why})`,
      where: mine,
    }),
  ];
  if (tellStaff) {
    out.push(
      notifyFrom(db, "order_cancelled", {
        from: orders,
        on: staffOn(db, orders.branch_id),
        payload: sql`json_object('order_id', ${orders.id}, 'store', json_object('name', ${orders.store_name}, 'name_ar', ${orders.store_name_ar}), 'branch', json_object('name', ${orders.branch_name}, 'name_ar', ${orders.branch_name_ar})${why})`,
        where: mine,
      }),
    );
  }
  return out;
}

/** The staff of an order's branch (a read for the move's batch, to hand their notices over). */
export const orderStaff = (db: Db, orderId: number) =>
  union(
    db.select({ id: stores.owner_id }).from(stores).innerJoin(orders, eq(orders.store_id, stores.id)).where(eq(orders.id, orderId)),
    db
      .select({ id: responsibles.user_id })
      .from(responsibles)
      .innerJoin(orders, eq(orders.branch_id, responsibles.branch_id))
      .where(eq(orders.id, orderId)),
  );
