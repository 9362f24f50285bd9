// Returns' test helpers: a delivered order made straight in the database (delivered `daysAgo`
// days ago, as its history says), its cashback lot with the ledger's earned row, calls to the
// routes, and the rows a step may touch, to count them.
import { and, asc, eq, inArray } from "drizzle-orm";
import { branchProducts, cashbacks, orderItems, returnEvents, returns, walletEntries } from "../../db/schema";
import { api, db } from "../../test/factories";
import { createOrder, shop } from "../orders/test-orders";

const DAY_MS = 86_400_000;

/** A shop (owner `token`) with a customer whose order (2 × 123.45 and 3 × 50.00) was delivered `daysAgo` days ago. */
export async function delivered(daysAgo = 1, stock = 20) {
  const s = await shop(stock);
  const order = await createOrder({
    customer: s.customer,
    branch: s.branch,
    storeName: s.store.name,
    status: "delivered",
    createdAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
    lines: [
      { listing: s.listings[0], product: s.products[0], quantity: 2 },
      { listing: s.listings[1], product: s.products[1], quantity: 3 },
    ],
  });
  const items = await itemsOf(order.id);
  return { ...s, order, items, orderIn: s.order };
}

export const itemsOf = (orderId: number) => db.select().from(orderItems).where(eq(orderItems.order_id, orderId)).orderBy(asc(orderItems.id));

/** The order's cashback lot of `points`, with its cashback_earned row (+points × 20), expiring in `days` days (negative: expired). */
export async function lotOf(order: { id: number; customer_id: number }, points: number, days = 60) {
  const expires = new Date(Date.now() + days * DAY_MS).toISOString();
  const [lot] = await db
    .insert(cashbacks)
    .values({ user_id: order.customer_id, order_id: order.id, amount: points, expires_at: expires })
    .returning();
  await db.insert(walletEntries).values({
    user_id: order.customer_id,
    kind: "cashback_earned",
    part: "cashback",
    amount: points * 20,
    cashback_id: lot.id,
    order_id: order.id,
    expires_at: expires,
  });
  return lot;
}

export const ask = (orderId: number | string, token: string | undefined, json: unknown, headers?: Record<string, string>) =>
  api("POST", `/api/orders/${orderId}/returns/`, { token, json, headers });
export const move = (id: number | string, step: string, token: string | undefined, json: unknown, headers?: Record<string, string>) =>
  api("POST", `/api/returns/${id}/${step}/`, { token, json, headers });

/** Tomorrow, as a YYYY-MM-DD day (in Cairo or UTC: a day later either way). */
export const tomorrow = () => new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);

/** The rows a return's steps write: its row, events, ledger rows and the stock of listings. */
export async function returnState(returnId: number, listingIds: number[]) {
  const [row, events, ledger, stock] = await db.batch([
    db.select().from(returns).where(eq(returns.id, returnId)),
    db.select().from(returnEvents).where(eq(returnEvents.return_id, returnId)).orderBy(asc(returnEvents.id)),
    db.select().from(walletEntries).where(eq(walletEntries.return_id, returnId)).orderBy(asc(walletEntries.id)),
    db
      .select({ id: branchProducts.id, stock: branchProducts.stock })
      .from(branchProducts)
      .where(inArray(branchProducts.id, listingIds))
      .orderBy(asc(branchProducts.id)),
  ]);
  return { row: row[0], events, ledger, stock };
}

/** The ledger rows of a user of a kind. */
export const ledgerOf = (userId: number, kind: "refund" | "cashback_reversed") =>
  db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.user_id, userId), eq(walletEntries.kind, kind)));
