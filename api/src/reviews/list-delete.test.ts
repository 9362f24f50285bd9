import { reviews } from "../../db/schema";
import { describe, expect, it } from "vitest";
import { accessMatrix } from "../../test/access-matrix";
import { api, createProduct, createUser, db, tokenFor } from "../../test/factories";
import { aCustomer, aProduct, postReview, ratingState } from "./test-helpers";

describe("GET /products/{id}/reviews/", () => {
  it("pages the reviews newest first with the author's username", async () => {
    const product = await aProduct();
    const authors = [];
    for (let i = 0; i < 13; i++) {
      const user = await createUser();
      authors.push(user);
      // Explicit times: the order must not depend on how fast the rows were written.
      await db.insert(reviews).values({
        product_id: product.id,
        user_id: user.id,
        rating: 1 + (i % 4),
        comment: `Review ${i}`,
        created_at: `2025-01-01T00:00:${String(i).padStart(2, "0")}.000Z`,
      });
    }
    const first = await api("GET", `/api/products/${product.id}/reviews/`);
    expect(first.status).toBe(200);
    expect(first.data.count).toBe(13);
    expect(first.data.results).toHaveLength(12);
    expect(first.data.results[0]).toMatchObject({
      user: authors[12].username,
      user_id: authors[12].id,
      rating: 1,
      comment: "Review 12",
      created_at: "2025-01-01T00:00:12.000Z",
    });
    expect(Object.keys(first.data.results[0]).sort()).toEqual([
      "comment",
      "created_at",
      "id",
      "rating",
      "updated_at",
      "user",
      "user_id",
      "verified_purchase",
    ]);
    expect(first.data.next).toBe(`/api/products/${product.id}/reviews/?page=2`);

    const second = await api("GET", first.data.next);
    expect(second.data.results.map((r: { comment: string }) => r.comment)).toEqual(["Review 0"]);
    expect(second.data.previous).toBe(`/api/products/${product.id}/reviews/`);
  });

  it("returns an empty page for a product without reviews and 404 for an unknown product", async () => {
    const product = await aProduct();
    expect((await api("GET", `/api/products/${product.id}/reviews/`)).data).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await api("GET", "/api/products/999999999/reviews/")).status).toBe(404);
  });
});

describe("DELETE /products/{id}/reviews/{reviewId}/", () => {
  it("lets the author delete their review and recomputes the average", async () => {
    const product = await aProduct();
    const [a, b] = [await aCustomer(), await aCustomer()];
    const mine = (await postReview(product.id, a.token, { rating: 4, comment: "Good" })).data;
    const theirs = (await postReview(product.id, b.token, { rating: 5, comment: "Great" })).data;

    expect((await api("DELETE", `/api/products/${product.id}/reviews/${theirs.id}/`, { token: b.token })).status).toBe(204);
    expect(await ratingState(product.id)).toMatchObject({ average_rating: 4, reviews_count: 1, reviews: [expect.objectContaining({ id: mine.id })] });

    expect((await api("DELETE", `/api/products/${product.id}/reviews/${mine.id}/`, { token: a.token })).status).toBe(204);
    expect(await ratingState(product.id)).toEqual({ reviews: [], average_rating: 0, reviews_count: 0 });
  });

  // A customer's review of a product of the target store: only its author and a super admin may remove it.
  accessMatrix(
    { guest: 401, customer: 403, otherOwner: 403, owner: 403, manager: 403, otherManager: 403, superAdmin: 204, "the review's author": 204 },
    {
      setup: async ({ target }) => {
        const product = await createProduct(target.store);
        const author = await aCustomer();
        const written = (await postReview(product.id, author.token, { rating: 2, comment: "Meh" })).data;
        return { product, author: author.user, review: written.id as number };
      },
      extra: { "the review's author": (_w, f) => f.author },
      state: ({ fixture }) => ratingState(fixture.product.id),
      call: ({ fixture, token }) => api("DELETE", `/api/products/${fixture.product.id}/reviews/${fixture.review}/`, { token }),
      allowed: async ({ fixture }) => expect(await ratingState(fixture.product.id)).toEqual({ reviews: [], average_rating: 0, reviews_count: 0 }),
    },
  );

  it("answers 404 for an unknown review or one of another product, and 400 for a malformed id", async () => {
    const [product, other] = [await aProduct(), await aProduct()];
    const author = await aCustomer();
    const written = (await postReview(product.id, author.token, { rating: 3, comment: "Ok" })).data;
    const before = await ratingState(product.id);
    const admin = await tokenFor(await createUser({ role: "super_admin" }));
    expect((await api("DELETE", `/api/products/${other.id}/reviews/${written.id}/`, { token: admin })).status).toBe(404);
    expect((await api("DELETE", `/api/products/${product.id}/reviews/999999999/`, { token: author.token })).status).toBe(404);
    expect((await api("DELETE", `/api/products/${product.id}/reviews/abc/`, { token: author.token })).status).toBe(400);
    expect(await ratingState(product.id)).toEqual(before);
  });
});
