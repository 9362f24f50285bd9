// A product's reviews on its page: the list (fetched when the section comes into view) and
// writing one (docs/product.md §5 "Review": rating and a non-blank comment; sign-in required).
// One review per customer per product: a signed-in customer's own review is fetched to fill the
// form, and sending again updates it ("updated", not a second "submitted"). The island renders;
// the rules and the calls live here.
import { atom, map } from "nanostores";
import type { Paged } from "#contract/common";
import type { MyReview, Review } from "#contract/reviews";
import { $liveRatings, ratingOf } from "./live-offers";
import { $session } from "./session";

export interface ReviewsState {
  status: "idle" | "loading" | "ready" | "error";
  items: Review[];
  next: string | null;
  count: number;
}

export const $reviews = map<ReviewsState>({ status: "idle", items: [], next: null, count: 0 });

/** The product rules' four outcomes, and an update of one's review; the form shows `product.review.<outcome>`. */
export type ReviewOutcome = "validation_error" | "validation_error_register" | "review_failure" | "review_success" | "review_updated";

/** The signed-in shopper's own review of the product on the page; null when they have none (or are a guest). */
export const $myReview = atom<{ productId: number; review: Review | null } | null>(null);

/** Fetches the caller's own review of the product (GET /products/{id}/my_review/). Best effort: on failure the form starts blank. */
export async function loadMyReview(productId: number, fetcher: typeof fetch = fetch) {
  try {
    const res = await fetcher(`/api/products/${productId}/my_review/`, { headers: { accept: "application/json" }, credentials: "same-origin" });
    if (!res.ok) return;
    $myReview.set({ productId, review: ((await res.json()) as MyReview).review });
  } catch {
    // The form starts blank; sending still updates the review, and says so.
  }
}

/** While the page is open: once someone is signed in, their own review of the product. Returns the unsubscribe. */
export function watchMyReview(productId: number, fetcher: typeof fetch = fetch): () => void {
  return $session.subscribe((session) => {
    if (session.status === "signed-in" && $myReview.get()?.productId !== productId) void loadMyReview(productId, fetcher);
    if (session.status === "guest") $myReview.set(null);
  });
}

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
  // 201: a new review; 200: the shopper's earlier review, updated.
  const updated = res.status === 200;
  try {
    $myReview.set({ productId, review: (await res.json()) as Review });
  } catch {
    // The list below still shows it.
  }
  await Promise.all([loadReviews(productId, { fetcher }), refreshRating(productId, fetcher)]);
  return updated ? "review_updated" : "review_success";
}
