import { describe, expect, it } from "vitest";
import { accessMatrix, productAtTarget } from "../../test/access-matrix";
import { api, createBranch, createListing, createProduct, createStore } from "../../test/factories";
import { aCustomer, aProduct, postReview, ratingState } from "./test-helpers";

describe("POST /products/{id}/add_review/", () => {
  it("creates a review with a trimmed plain-text comment and counts it", async () => {
    const product = await aProduct();
    const { user, token } = await aCustomer();
    const res = await postReview(product.id, token, { rating: 4.5, comment: "  <b>Great</b> & fresh  " });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ user: user.username, user_id: user.id, rating: 4.5, comment: "<b>Great</b> & fresh" });
    const state = await ratingState(product.id);
    expect(state.reviews).toEqual([expect.objectContaining({ id: res.data.id, rating: 4.5, comment: "<b>Great</b> & fresh" })]);
    expect(state).toMatchObject({ average_rating: 4.5, reviews_count: 1 });
  });

  it("keeps one review per user: a second one updates the first, and the average follows", async () => {
    const product = await aProduct();
    const [a, b] = [await aCustomer(), await aCustomer()];
    expect((await postReview(product.id, a.token, { rating: 4, comment: "Good" })).status).toBe(201);
    expect((await postReview(product.id, b.token, { rating: "5", comment: "Perfect" })).status).toBe(201);
    expect(await ratingState(product.id)).toMatchObject({ average_rating: 4.5, reviews_count: 2 });

    const again = await postReview(product.id, a.token, { rating: 2, comment: "Went off" });
    expect(again.status).toBe(200);
    const state = await ratingState(product.id);
    expect(state).toMatchObject({ average_rating: 3.5, reviews_count: 2 });
    expect(state.reviews.find((r) => r.user_id === a.user.id)).toMatchObject({ id: again.data.id, rating: 2, comment: "Went off" });
    expect(state.reviews.find((r) => r.user_id === a.user.id)!.updated_at >= state.reviews[0].created_at).toBe(true);
  });

  it("shows the new average, to one decimal, on the product as listings serve it", async () => {
    const store = await createStore();
    const product = await createProduct(store);
    await createListing(await createBranch(store), product);
    for (const rating of [5, 4, 4]) await postReview(product.id, (await aCustomer()).token, { rating, comment: "ok" });
    expect((await ratingState(product.id)).average_rating).toBeCloseTo(13 / 3);
    const listing = await api("GET", `/api/branch-products/?product=${product.id}`);
    expect(listing.data.results[0].product).toMatchObject({ average_rating: 4.3, reviews_count: 3 });
  });

  // A product of the target store: nobody who works in the store may review it.
  accessMatrix(
    { guest: 401, customer: 201, otherOwner: 201, owner: 403, manager: 403, otherManager: 403, superAdmin: 201 },
    {
      setup: async (world) => (await productAtTarget(world)).product,
      state: ({ fixture }) => ratingState(fixture.id),
      call: ({ fixture, token }) => postReview(fixture.id, token, { rating: 3, comment: "Fine" }),
      allowed: async ({ fixture }) =>
        expect(await ratingState(fixture.id)).toMatchObject({
          reviews: [expect.objectContaining({ rating: 3 })],
          average_rating: 3,
          reviews_count: 1,
        }),
    },
  );

  const RATING = ["Rating must be between 0.5 and 5 in steps of 0.5."];
  it.each([
    [0, 400],
    [0.5, 201],
    [5, 201],
    [5.5, 400],
    [2.3, 400],
    ["4.5", 201],
    [-1, 400],
    ["abc", 400],
    ["", 400],
    [null, 400],
    [true, 400],
  ])("rating %j answers %i", async (rating, status) => {
    const product = await aProduct();
    const res = await postReview(product.id, (await aCustomer()).token, { rating, comment: "Fine" });
    expect(res.status).toBe(status);
    const state = await ratingState(product.id);
    if (status === 201) {
      expect(res.data.rating).toBe(Number(rating));
      expect(state).toMatchObject({ average_rating: Number(rating), reviews_count: 1 });
    } else {
      expect(res.data).toEqual({ rating: RATING });
      expect(state).toEqual({ reviews: [], average_rating: 0, reviews_count: 0 });
    }
  });

  it.each([
    ["nothing", {}, { rating: ["This field is required."], comment: ["This field is required."] }],
    ["a blank comment", { rating: 4, comment: "   " }, { comment: ["This field may not be blank."] }],
    ["a comment that is not text", { rating: 4, comment: 42 }, { comment: ["Not a valid string."] }],
    ["a comment of 2001 characters", { rating: 4, comment: "x".repeat(2001) }, { comment: ["Ensure this field has no more than 2000 characters."] }],
  ])("refuses %s with 400 and writes nothing", async (_, json, errors) => {
    const product = await aProduct();
    const res = await postReview(product.id, (await aCustomer()).token, json);
    expect(res.status).toBe(400);
    expect(res.data).toEqual(errors);
    expect(await ratingState(product.id)).toEqual({ reviews: [], average_rating: 0, reviews_count: 0 });
  });

  it("accepts a comment of exactly 2000 characters", async () => {
    const product = await aProduct();
    expect((await postReview(product.id, (await aCustomer()).token, { rating: 1, comment: "y".repeat(2000) })).status).toBe(201);
  });

  it("refuses a failed update without touching the first review", async () => {
    const product = await aProduct();
    const { token } = await aCustomer();
    await postReview(product.id, token, { rating: 4, comment: "Good" });
    const before = await ratingState(product.id);
    expect((await postReview(product.id, token, { rating: 7, comment: "Changed" })).status).toBe(400);
    expect(await ratingState(product.id)).toEqual(before);
  });

  it("refuses invalid JSON, and answers 404 for an unknown product", async () => {
    const product = await aProduct();
    const { token } = await aCustomer();
    const bad = await api("POST", `/api/products/${product.id}/add_review/`, { token, raw: "{rating", contentType: "application/json" });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({ detail: "Request body must be valid JSON." });
    expect(await ratingState(product.id)).toEqual({ reviews: [], average_rating: 0, reviews_count: 0 });
    expect((await postReview(999999999, token, { rating: 4, comment: "Good" })).status).toBe(404);
  });
});
