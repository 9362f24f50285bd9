// Product reviews: /products/{id}/reviews/ and /products/{id}/add_review/. One review per
// user per product (a second one replaces the first); comments are plain text.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { products, reviews } from "../../db/schema";
import { requireUser } from "../auth/middleware";
import type { AppEnv } from "../env";
import { forbidden, notFound } from "../lib/errors";
import { say } from "../lib/said";
import { pagedResponse, readPage } from "../lib/paging";
import { jsonBody, pathId } from "../lib/validate";
import { reviewInput } from "#contract/reviews";
import { worksInStore, reachOf } from "../lib/access";
import { pageOfReviews, recomputeRating, serializeReview } from "./queries";

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

  const mine = and(eq(reviews.product_id, productId), eq(reviews.user_id, user.id));
  const existing = await db.select({ id: reviews.id }).from(reviews).where(mine).get();
  const [[row]] = await db.batch([
    db
      .insert(reviews)
      .values({ product_id: productId, user_id: user.id, rating: input.rating, comment: input.comment })
      .onConflictDoUpdate({
        target: [reviews.product_id, reviews.user_id],
        set: { rating: input.rating, comment: input.comment, updated_at: new Date().toISOString() },
      })
      .returning(),
    recomputeRating(db, productId),
  ]);
  return c.json(serializeReview(row, user.username), existing ? 200 : 201);
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
