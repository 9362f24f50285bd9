// A product's reviews on its page: the list (fetched when the section comes into view) and
// writing one (docs/product.md §5 "Review": rating and a non-blank comment; sign-in required). The
// island renders; the rules and the calls live here.
import { map } from "nanostores";
import type { Paged } from "#contract/common";
import type { Review } from "#contract/reviews";
import { $liveRatings, ratingOf } from "./live-offers";

export interface ReviewsState {
  status: "idle" | "loading" | "ready" | "error";
  items: Review[];
  next: string | null;
  count: number;
}

export const $reviews = map<ReviewsState>({ status: "idle", items: [], next: null, count: 0 });

/** The product rules' four outcomes; the form shows `product.review.<outcome>`. */
export type ReviewOutcome = "validation_error" | "validation_error_register" | "review_failure" | "review_success";

/** Ratings go from 0.5 to 5 in steps of 0.5 (docs/product.md). */
export const RATINGS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

export const isValidReview = (rating: number | null, comment: string) =>
  rating !== null && RATINGS.includes(rating as never) && comment.trim() !== "";

/** A request for reviews that has not answered by then has failed: the shopper may retry. */
export const REVIEWS_TIMEOUT_MS = 10_000;

let last: { productId: number; more: boolean } | null = null;

/** The first page (`more` = false, which replaces the list) or the next page (appended). */
export async function loadReviews(productId: number, { more = false, fetcher = fetch as typeof fetch, timeoutMs = REVIEWS_TIMEOUT_MS } = {}) {
  const current = $reviews.get();
  const url = more ? current.next : `/api/products/${productId}/reviews/`;
  if (!url) return;
  last = { productId, more };
  $reviews.setKey("status", "loading");
  try {
    // A stalled request would say 'Loading reviews...' for ever: it ends as an error instead.
    const res = await fetcher(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw new Error(`reviews answered ${res.status}`);
    const page = (await res.json()) as Paged<Review>;
    $reviews.set({ status: "ready", items: more ? [...current.items, ...page.results] : page.results, next: page.next, count: page.count });
  } catch {
    // What was shown stays; the island offers to try again.
    $reviews.set({ ...current, status: "error" });
  }
}

/** Tries the request that failed again: the first page, or the next one. */
export function retryReviews(fetcher: typeof fetch = fetch) {
  return last ? loadReviews(last.productId, { more: last.more, fetcher }) : Promise.resolve();
}

/**
 * The product's rating and review count now (GET /products/{id}/), into the live store the
 * page's summary shows. Best effort: on failure the summary keeps what it had.
 */
export async function refreshRating(productId: number, fetcher: typeof fetch = fetch) {
  try {
    const res = await fetcher(`/api/products/${productId}/`, { headers: { accept: "application/json" } });
    const rating = res.ok ? ratingOf(await res.json()) : undefined;
    if (rating) $liveRatings.setKey(String(productId), rating);
  } catch {
    // The next page load brings it with the live offers.
  }
}

/** Sends a review; on success the list and the page's rating summary are fetched again so they show it. */
export async function submitReview(productId: number, rating: number | null, comment: string, fetcher: typeof fetch = fetch): Promise<ReviewOutcome> {
  if (!isValidReview(rating, comment)) return "validation_error";
  let res: Response;
  try {
    res = await fetcher(`/api/products/${productId}/add_review/`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ rating, comment: comment.trim() }),
    });
  } catch {
    return "review_failure";
  }
  if (res.status === 401) return "validation_error_register";
  if (!res.ok) return "review_failure";
  await Promise.all([loadReviews(productId, { fetcher }), refreshRating(productId, fetcher)]);
  return "review_success";
}
