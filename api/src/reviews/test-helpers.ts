// Helpers for the reviews tests (factories.ts is shared and left alone).
import { asc, eq } from "drizzle-orm";
import { products, reviews } from "../../db/schema";
import { api, createProduct, createStore, createUser, db, tokenFor } from "../../test/factories";

/** A product's reviews and its stored rating, to compare before and after a write. */
export async function ratingState(productId: number) {
  const [rows, [product]] = await Promise.all([
    db.select().from(reviews).where(eq(reviews.product_id, productId)).orderBy(asc(reviews.id)),
    db.select({ average_rating: products.average_rating, reviews_count: products.reviews_count }).from(products).where(eq(products.id, productId)),
  ]);
  return { reviews: rows, ...product };
}

export async function aProduct() {
  return createProduct(await createStore());
}

export async function aCustomer() {
  const user = await createUser();
  return { user, token: await tokenFor(user) };
}

export const postReview = (productId: number, token: string | undefined, json: unknown) =>
  api("POST", `/api/products/${productId}/add_review/`, { token, json });
