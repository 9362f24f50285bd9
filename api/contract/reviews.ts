// Product reviews (docs/product.md §3 "Review", §5; decisions: one review per customer per product,
// ratings in steps of 0.5 from 0.5 to 5). Comments are plain text: clients must render them
// as text, never as HTML.
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { reviews } from "../db/schema";
import { say } from "./said";

export const RATING_MESSAGE = say("badRating");
export const MAX_COMMENT = 2000;

const orRequired = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? say("required") : message);

/** 0.5, 1, ..., 5; numeric strings ("4.5") too, since forms send text. */
export const ratingInput = z.union([z.number(), z.string()], { error: orRequired(RATING_MESSAGE) }).transform((v, ctx) => {
  const text = typeof v === "number" ? String(v) : v.trim();
  const n = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= 0.5 && n <= 5 && Number.isInteger(n * 2))) {
    ctx.addIssue({ code: "custom", message: RATING_MESSAGE });
    return z.NEVER;
  }
  return n;
});

// A custom check rather than z.string(): the API reports every "invalid_type" issue as
// "This field is required." (zod 4 leaves `input` out of its issues), which is wrong here.
export const commentInput = z
  .custom<string>((v) => typeof v === "string", { error: orRequired(say("notAString")) })
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, { error: say("blank") })
      .max(MAX_COMMENT, { error: say("maxChars", { n: MAX_COMMENT }) }),
  );

/** POST /products/{id}/add_review/ */
export const reviewInput = createInsertSchema(reviews, { rating: ratingInput, comment: commentInput }).pick({ rating: true, comment: true });
export type ReviewInput = z.input<typeof reviewInput>;

export const review = z.object({
  id: z.number().int(),
  user: z.string(),
  user_id: z.number().int(),
  rating: z.number(),
  comment: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  verified_purchase: z.boolean().describe("The reviewer has a delivered order with this product in it."),
});
export type Review = z.infer<typeof review>;

/** GET /products/{id}/my_review/: the caller's own review of the product, if they wrote one. */
export const myReview = z.object({ review: review.nullable() });
export type MyReview = z.infer<typeof myReview>;
