// "Verified purchase" on each review, worked out by the server, and the caller's own review
// for the form to show and update (issue 23).
import { describe, expect, it } from "vitest";
import { accessMatrix, productAtTarget } from "../../test/access-matrix";
import { api, createBranch, createListing, createProduct, createStore, createUser, tokenFor } from "../../test/factories";
import { myReview, review as reviewContract } from "#contract/reviews";
import type { OrderStatus } from "../../db/schema";
import { createOrder } from "../orders/test-orders";
import { postReview } from "./test-helpers";

/** A product listed in a branch, and a way to give a customer an order of it in a status. */
async function listed() {
  const store = await createStore();
  const branch = await createBranch(store);
  const [product, other] = [await createProduct(store), await createProduct(store)];
  const [listing, otherListing] = [await createListing(branch, product, { stock: 50 }), await createListing(branch, other, { stock: 50 })];
  const bought = (customer: { id: number }, status: OrderStatus, what: "product" | "other" = "product") =>
    createOrder({
      customer,
      branch,
      status,
      lines: [what === "product" ? { listing, product, quantity: 1 } : { listing: otherListing, product: other, quantity: 1 }],
    });
  return { product, bought };
}

const reviewer = async () => {
  const user = await createUser();
  return { user, token: await tokenFor(user) };
};

describe("verified_purchase", () => {
  it("is true only for a reviewer with a delivered order holding the product, in every answer", async () => {
    const { product, bought } = await listed();
    const [delivered, shipped, cancelled, otherProduct, never] = await Promise.all([reviewer(), reviewer(), reviewer(), reviewer(), reviewer()]);
    await bought(delivered.user, "delivered");
    await bought(shipped.user, "shipped");
    await bought(cancelled.user, "cancelled");
    await bought(otherProduct.user, "delivered", "other");
    const expected = new Map([
      [delivered.user.id, true],
      [shipped.user.id, false],
      [cancelled.user.id, false],
      [otherProduct.user.id, false],
      [never.user.id, false],
    ]);
    for (const who of [delivered, shipped, cancelled, otherProduct, never]) {
      const res = await postReview(product.id, who.token, { rating: 4, comment: "Fine" });
      expect(res.status).toBe(201);
      expect(reviewContract.parse(res.data).verified_purchase).toBe(expected.get(who.user.id));
    }
    const list = await api("GET", `/api/products/${product.id}/reviews/`);
    expect(new Map(list.data.results.map((r: { user_id: number; verified_purchase: boolean }) => [r.user_id, r.verified_purchase]))).toEqual(
      expected,
    );
    const mine = await api("GET", `/api/products/${product.id}/my_review/`, { token: delivered.token });
    expect(mine.data.review.verified_purchase).toBe(true);
  });

  it("follows the order: a review becomes verified once the order is delivered", async () => {
    const { product, bought } = await listed();
    const who = await reviewer();
    await postReview(product.id, who.token, { rating: 3, comment: "Waiting" });
    await bought(who.user, "delivered");
    const list = await api("GET", `/api/products/${product.id}/reviews/`);
    expect(list.data.results[0]).toMatchObject({ user_id: who.user.id, verified_purchase: true });
  });
});

describe("GET /products/{id}/my_review/", () => {
  it("answers null before the caller reviewed, then their review, updated in place by a second one", async () => {
    const { product } = await listed();
    const who = await reviewer();
    const someoneElse = await reviewer();
    await postReview(product.id, someoneElse.token, { rating: 1, comment: "Not mine" });
    const before = await api("GET", `/api/products/${product.id}/my_review/`, { token: who.token });
    expect(before.status).toBe(200);
    expect(myReview.parse(before.data)).toEqual({ review: null });

    const first = await postReview(product.id, who.token, { rating: 4, comment: "Good" });
    expect(first.status).toBe(201);
    const second = await postReview(product.id, who.token, { rating: 2.5, comment: "Went off" });
    expect(second.status).toBe(200);
    expect(second.data.id).toBe(first.data.id);
    const after = await api("GET", `/api/products/${product.id}/my_review/`, { token: who.token });
    expect(myReview.parse(after.data).review).toMatchObject({
      id: first.data.id,
      user_id: who.user.id,
      rating: 2.5,
      comment: "Went off",
      verified_purchase: false,
    });
  });

  it("is a 404 for a product that does not exist and a 400 for a bad id", async () => {
    const who = await reviewer();
    expect((await api("GET", "/api/products/999999999/my_review/", { token: who.token })).status).toBe(404);
    expect((await api("GET", "/api/products/abc/my_review/", { token: who.token })).status).toBe(400);
  });

  // Everyone signed in has a review of their own or none; staff of the store can write none.
  accessMatrix(
    { guest: 401, customer: 200, otherOwner: 200, owner: 200, manager: 200, otherManager: 200, superAdmin: 200, "the reviewer": 200 },
    {
      setup: async (world) => {
        const { product } = await productAtTarget(world);
        const author = await reviewer();
        const written = await postReview(product.id, author.token, { rating: 5, comment: "Mine" });
        return { product, author: author.user, written: written.data };
      },
      extra: { "the reviewer": (_w, f) => f.author },
      call: ({ fixture, token }) => api("GET", `/api/products/${fixture.product.id}/my_review/`, { token }),
      allowed: ({ fixture, actor }, res) => {
        expect(res.data).toEqual({ review: actor === "the reviewer" ? fixture.written : null });
      },
    },
  );
});
