// The OpenAPI entries of a product's reviews (routes.ts).
import { myReview, PAGE_SIZE, paged, review, reviewInput } from "#contract";
import { id, type Operation, resource } from "../openapi/define";

const product = { id: id("The product's id.") };
const reviews = resource({
  tag: "Reviews",
  path: "/api/products/{id}/reviews/",
  params: product,
  item: { reviewId: id("The review's id.") },
  one: "review",
  many: "reviews",
});

export const reviewOperations: readonly Operation[] = [
  reviews.list("listReviews", { summary: "A product's reviews", access: "public", paged: PAGE_SIZE, schema: paged(review) }),
  reviews.op({
    id: "addReview",
    method: "post",
    path: "/api/products/{id}/add_review/",
    summary: "Review a product (a second review updates the first)",
    access: "user",
    params: product,
    body: { json: reviewInput },
    ok: [
      { status: 201, schema: review, description: "The new review." },
      { status: 200, schema: review, description: "The caller's review, updated." },
    ],
    errors: [403],
  }),
  reviews.op({
    id: "myReview",
    method: "get",
    path: "/api/products/{id}/my_review/",
    summary: "The caller's own review of a product, or null",
    access: "user",
    params: product,
    ok: [{ status: 200, schema: myReview, description: "The caller's review, or `null` when they have not reviewed the product." }],
  }),
  reviews.remove("deleteReview", { summary: "Delete one's own review (a super admin: any)", access: "user", errors: [403] }),
];
