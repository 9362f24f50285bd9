import { beforeEach, describe, expect, it, vi } from "vitest";
import { product } from "#contract/catalog";
import { paged } from "#contract/common";
import { myReview, type Review, review as reviewSchema } from "#contract/reviews";
import { answer } from "../api/answer.test-support";
import { aProduct } from "../api/fixtures.test-support";
import { $liveRatings } from "./live-offers";
import { $myReview, $reviews, isValidReview, loadMyReview, loadReviews, retryReviews, submitReview, watchMyReview } from "./reviews";
import { $session } from "./session";

const review = (id: number): Review => ({
  id,
  user: `u${id}`,
  user_id: id,
  rating: 4.5,
  comment: "<b>ok</b>",
  created_at: "2026-10-01T10:00:00Z",
  updated_at: "2026-10-01T10:00:00Z",
  verified_purchase: false,
});
const page = (ids: number[], next: string | null = null) => answer(paged(reviewSchema), { count: 3, next, previous: null, results: ids.map(review) });

beforeEach(() => {
  $reviews.set({ status: "idle", items: [], next: null, count: 0 });
  $myReview.set(null);
});

describe("isValidReview", () => {
  it.each([
    [null, "fine", false],
    [4, "   ", false],
    [0, "fine", false],
    [5.5, "fine", false],
    [4.3, "fine", false],
    [0.5, "fine", true],
    [5, " fine ", true],
  ] as const)("rating %s with %j is %s", (rating, comment, ok) => expect(isValidReview(rating, comment)).toBe(ok));
});

describe("loadReviews", () => {
  it("loads the first page, then appends the next", async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url).includes("page=2") ? page([3]) : page([1, 2], "/api/products/9/reviews/?page=2"),
    );
    await loadReviews(9, { fetcher });
    expect(fetcher.mock.calls[0][0]).toBe("/api/products/9/reviews/");
    expect($reviews.get()).toMatchObject({ status: "ready", next: "/api/products/9/reviews/?page=2", count: 3 });
    await loadReviews(9, { more: true, fetcher });
    expect($reviews.get().items.map((r) => r.id)).toEqual([1, 2, 3]);
    expect($reviews.get().next).toBeNull();
  });

  it("keeps what was shown and reports an error when the API fails", async () => {
    await loadReviews(9, { fetcher: async () => page([1]) });
    await loadReviews(9, { fetcher: async () => new Response("", { status: 500 }) });
    expect($reviews.get()).toMatchObject({ status: "error" });
    expect($reviews.get().items).toHaveLength(1);
  });
});

describe("a request that fails or stalls", () => {
  /** A request that never answers, as on a stalled network; it ends only when aborted. */
  const stalled = (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));

  it("ends a stalled request as an error instead of loading for ever", async () => {
    await loadReviews(9, { fetcher: stalled, timeoutMs: 20 });
    expect($reviews.get().status).toBe("error");
  });

  it("retries the request that failed: the first page, or the next one", async () => {
    await loadReviews(9, {
      fetcher: async () => {
        throw new TypeError("offline");
      },
    });
    expect($reviews.get().status).toBe("error");
    const first = vi.fn(async (_url: string | URL | Request) => page([1, 2], "/api/products/9/reviews/?page=2"));
    await retryReviews(first);
    expect(String(first.mock.calls[0][0])).toBe("/api/products/9/reviews/");
    await loadReviews(9, { more: true, fetcher: async () => new Response("", { status: 502 }) });
    expect($reviews.get()).toMatchObject({ status: "error", next: "/api/products/9/reviews/?page=2" });
    const next = vi.fn(async (_url: string | URL | Request) => page([3]));
    await retryReviews(next);
    expect(String(next.mock.calls[0][0])).toBe("/api/products/9/reviews/?page=2");
    expect($reviews.get().items.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

describe("submitReview", () => {
  it("refuses a missing rating or a blank comment without calling the API", async () => {
    const fetcher = vi.fn();
    expect(await submitReview(9, null, "good", fetcher)).toBe("validation_error");
    expect(await submitReview(9, 4, "  ", fetcher)).toBe("validation_error");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("asks to sign in on 401 and reports other failures", async () => {
    expect(await submitReview(9, 4, "good", async () => new Response("", { status: 401 }))).toBe("validation_error_register");
    expect(await submitReview(9, 4, "good", async () => new Response("", { status: 400 }))).toBe("review_failure");
    expect(
      await submitReview(9, 4, "good", async () => {
        throw new TypeError("offline");
      }),
    ).toBe("review_failure");
  });

  it("posts the rating and trimmed comment, then reloads the list", async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, init?: RequestInit) =>
      init?.method === "POST" ? answer(reviewSchema, review(1), 201) : page([1]),
    );
    expect(await submitReview(9, 3.5, "  nice  ", fetcher)).toBe("review_success");
    expect(fetcher.mock.calls[0][0]).toBe("/api/products/9/add_review/");
    expect(JSON.parse(String(fetcher.mock.calls[0][1]?.body))).toEqual({ rating: 3.5, comment: "nice" });
    expect(fetcher.mock.calls[1][0]).toBe("/api/products/9/reviews/");
    expect($reviews.get().status).toBe("ready");
  });

  it("refreshes the product's rating summary at once after posting", async () => {
    $liveRatings.set({ "9": { average_rating: 0, reviews_count: 0 } });
    const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (init?.method === "POST") return answer(reviewSchema, review(1), 201);
      if (String(url) === "/api/products/9/") return answer(product, aProduct(9, { average_rating: 3.5, reviews_count: 1 }));
      return page([1]);
    });
    expect(await submitReview(9, 3.5, "nice", fetcher)).toBe("review_success");
    expect($liveRatings.get()["9"]).toEqual({ average_rating: 3.5, reviews_count: 1 });
  });
});

describe("the shopper's own review", () => {
  it("says updated, not submitted, when the API updated an earlier review, and keeps it for the form", async () => {
    const mine = { ...review(4), rating: 2, comment: "Went off" };
    const fetcher = vi.fn(async (_url: string | URL | Request, init?: RequestInit) =>
      init?.method === "POST" ? answer(reviewSchema, mine) : page([4]),
    );
    expect(await submitReview(9, 2, "Went off", fetcher)).toBe("review_updated");
    expect($myReview.get()).toEqual({ productId: 9, review: mine });
  });

  it("keeps a first review for the form too", async () => {
    const fetcher = async (_url: string | URL | Request, init?: RequestInit) =>
      init?.method === "POST" ? answer(reviewSchema, review(5), 201) : page([5]);
    expect(await submitReview(9, 4.5, "ok", fetcher)).toBe("review_success");
    expect($myReview.get()?.review?.id).toBe(5);
  });

  it("loads it for the form, and leaves the form blank when there is none or the call fails", async () => {
    const fetcher = vi.fn(async () => answer(myReview, { review: review(3) }));
    await loadMyReview(9, fetcher);
    expect(fetcher).toHaveBeenCalledWith("/api/products/9/my_review/", expect.anything());
    expect($myReview.get()).toEqual({ productId: 9, review: review(3) });
    await loadMyReview(8, async () => answer(myReview, { review: null }));
    expect($myReview.get()).toEqual({ productId: 8, review: null });
    $myReview.set(null);
    await loadMyReview(9, async () => new Response("", { status: 500 }));
    expect($myReview.get()).toBeNull();
  });

  it("asks only once someone is signed in, and forgets it on sign-out", async () => {
    $session.set({ status: "guest" });
    const fetcher = vi.fn(async () => answer(myReview, { review: review(3) }));
    const stop = watchMyReview(9, fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    $session.set({ status: "signed-in", user: { id: 3 } as never });
    await vi.waitFor(() => expect($myReview.get()?.review?.id).toBe(3));
    $session.set({ status: "guest" });
    expect($myReview.get()).toBeNull();
    stop();
  });
});
