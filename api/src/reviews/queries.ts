// The statements reviews are written with. A product's average_rating and reviews_count are
// recomputed from the reviews table by the same batch as each write, so they cannot drift.
import { and, avg, count, desc, eq, exists, type SQL, sql } from "drizzle-orm";
import { orderItems, orders, products, reviews, users } from "../../db/schema";
import type { Db } from "../env";
import type { Page } from "../lib/paging";
import type { Review } from "#contract/reviews";

/** UPDATE products SET average_rating = coalesce((SELECT avg ...), 0), reviews_count = (SELECT count ...); Drizzle parenthesises the subqueries. */
export const recomputeRating = (db: Db, productId: number) =>
  db
    .update(products)
    .set({
      average_rating: sql`coalesce(${db
        .select({ v: avg(reviews.rating) })
        .from(reviews)
        .where(eq(reviews.product_id, productId))}, 0)`,
      reviews_count: sql`${db.select({ n: count() }).from(reviews).where(eq(reviews.product_id, productId))}`,
    })
    .where(eq(products.id, productId));

/**
 * Whether the review's author received the product: a delivered order of theirs holds it
 * (read from the customer's (customer_id, status) index, then each order's items).
 */
export const verifiedPurchase = (db: Db) =>
  sql<number>`${exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
      .where(and(eq(orders.customer_id, reviews.user_id), eq(orders.status, "delivered"), eq(orderItems.product_id, reviews.product_id))),
  )}`;

export const serializeReview = (row: typeof reviews.$inferSelect, username: string, verified: number | boolean): Review => ({
  id: row.id,
  user: username,
  user_id: row.user_id,
  rating: row.rating,
  comment: row.comment,
  created_at: row.created_at,
  updated_at: row.updated_at,
  verified_purchase: Boolean(verified),
});

/** One review with its author's name and whether they bought the product, by a condition on reviews. */
export const reviewWhere = (db: Db, where: SQL) =>
  db
    .select({ review: reviews, username: users.username, verified: verifiedPurchase(db).as("verified") })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.user_id))
    .where(where);

/** The product (or none), the number of its reviews and one page of them, newest first: one round trip. */
export async function pageOfReviews(db: Db, productId: number, page: Page) {
  const [product, [{ total }], rows] = await db.batch([
    db.select({ id: products.id }).from(products).where(eq(products.id, productId)),
    db.select({ total: count() }).from(reviews).where(eq(reviews.product_id, productId)),
    db
      .select({ review: reviews, username: users.username, verified: verifiedPurchase(db).as("verified") })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.user_id))
      .where(eq(reviews.product_id, productId))
      .orderBy(desc(reviews.created_at), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { exists: product.length > 0, total, results: rows.map((r) => serializeReview(r.review, r.username, r.verified)) };
}
