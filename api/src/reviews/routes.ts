// Product reviews: /products/{id}/reviews/, /products/{id}/add_review/ and
// /products/{id}/my_review/. One review per user per product (a second one updates the first,
// which the form shows to edit); comments are plain text. Each review says whether its author
// received the product (`verified_purchase`: a delivered order of theirs holds it).
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { products, reviews } from "../../db/schema";
import { requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { forbidden, notFound } from "../lib/errors";
import { say } from "#contract/said";
import { pagedResponse, readPage } from "../lib/paging";
import { jsonBody, pathId } from "../lib/validate";
import { reviewInput } from "#contract/reviews";
import { worksInStore, reachOf } from "../lib/access";
import { pageOfReviews, recomputeRating, reviewWhere, serializeReview } from "./queries";

export const reviewsRoutes = new Hono<AppEnv>();

reviewsRoutes.get("/products/:id/reviews", async (c) => {
  const page = readPage(c);
  const { exists, total, results } = await pageOfReviews(c.var.db, pathId(c), page);
  if (!exists) throw notFound();
  return c.json(pagedResponse(c, page, total, results));
});

reviewsRoutes.post("/products/:id/add_review", async (c) => {
  const user = requireUser(c);
  const productId = pathId(c);
  const db = c.var.db;
  const product = await db.select({ id: products.id, store_id: products.store_id }).from(products).where(eq(products.id, productId)).get();
  if (!product) throw notFound();
  if (user.role === "branch_owner" && worksInStore(await reachOf(db, user), product.store_id)) {
    throw forbidden(say("ownStoreReview"));
  }
  const input = await jsonBody(c, reviewInput);

  const mine = and(eq(reviews.product_id, productId), eq(reviews.user_id, user.id))!;
  const existing = await db.select({ id: reviews.id }).from(reviews).where(mine).get();
  const [, , [row]] = await db.batch([
    db
      .insert(reviews)
      .values({ product_id: productId, user_id: user.id, rating: input.rating, comment: input.comment })
      .onConflictDoUpdate({
        target: [reviews.product_id, reviews.user_id],
        set: { rating: input.rating, comment: input.comment, updated_at: new Date().toISOString() },
      })
      .returning({ id: reviews.id }),
    recomputeRating(db, productId),
    reviewWhere(db, mine),
  ]);
  return c.json(serializeReview(row.review, row.username, row.verified), existing ? 200 : 201);
});

// The caller's own review of the product, for the form to show and update.
reviewsRoutes.get("/products/:id/my_review", async (c) => {
  const user = requireUser(c);
  const productId = pathId(c);
  const db = c.var.db;
  const [product, [row]] = await db.batch([
    db.select({ id: products.id }).from(products).where(eq(products.id, productId)),
    reviewWhere(db, and(eq(reviews.product_id, productId), eq(reviews.user_id, user.id))!),
  ]);
  if (product.length === 0) throw notFound();
  return c.json({ review: row ? serializeReview(row.review, row.username, row.verified) : null });
});

reviewsRoutes.delete("/products/:id/reviews/:reviewId", async (c) => {
  const user = requireUser(c);
  const productId = pathId(c);
  const reviewId = pathId(c, "reviewId");
  const db = c.var.db;
  const review = await db
    .select({ id: reviews.id, user_id: reviews.user_id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.product_id, productId)))
    .get();
  if (!review) throw notFound();
  if (review.user_id !== user.id && user.role !== "super_admin") throw forbidden();
  await db.batch([db.delete(reviews).where(eq(reviews.id, review.id)), recomputeRating(db, productId)]);
  return c.body(null, 204);
});
