// The statements reviews are written with. A product's average_rating and reviews_count are
// recomputed from the reviews table by the same batch as each write, so they cannot drift.
import { avg, count, desc, eq, sql } from "drizzle-orm";
import { products, reviews, users } from "../../db/schema";
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

export const serializeReview = (row: typeof reviews.$inferSelect, username: string): Review => ({
  id: row.id,
  user: username,
  user_id: row.user_id,
  rating: row.rating,
  comment: row.comment,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The product (or none), the number of its reviews and one page of them, newest first: one round trip. */
export async function pageOfReviews(db: Db, productId: number, page: Page) {
  const [product, [{ total }], rows] = await db.batch([
    db.select({ id: products.id }).from(products).where(eq(products.id, productId)),
    db.select({ total: count() }).from(reviews).where(eq(reviews.product_id, productId)),
    db
      .select({ review: reviews, username: users.username })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.user_id))
      .where(eq(reviews.product_id, productId))
      .orderBy(desc(reviews.created_at), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { exists: product.length > 0, total, results: rows.map((r) => serializeReview(r.review, r.username)) };
}
