// The reviews of a product: user, stars, comment and date. Comments are plain text from
// shoppers: React renders them as text, never as HTML.
import type { Review } from "#contract/reviews";
import { dateFormat } from "../../lib/format-date";
import type { Locale } from "../../lib/i18n";
import type { ReviewsState } from "../../lib/stores/reviews";
import { fill } from "../../lib/template";
import type { ReviewStrings } from "./review-strings";
import Stars from "./Stars";

interface Props {
  state: ReviewsState;
  locale: Locale;
  t: ReviewStrings;
  onRetry: () => void;
  onMore: () => void;
}

export default function ReviewList({ state, locale, t, onRetry, onMore }: Props) {
  const date = dateFormat(locale);
  const { status, items, next } = state;
  return (
    <div aria-busy={status === "loading"}>
      {items.length > 0 && (
        <ul className="divide-y divide-gray-100" data-testid="review-list">
          {items.map((review: Review) => (
            <li key={review.id} className="py-4" data-testid="review">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold" dir="auto">
                  {review.user}
                </span>
                <Stars value={review.rating} label={fill(t["product.detail.rating"], { rating: review.rating })} size={16} />
                <time dateTime={review.created_at} className="text-sm text-gray-600">
                  {date.format(new Date(review.created_at))}
                </time>
                {review.verified_purchase && (
                  <span
                    className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800"
                    data-testid="review-verified"
                  >
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
                      <path d="M8.3 13.7 4.6 10l1.4-1.4 2.3 2.3 5.7-5.7 1.4 1.4-7.1 7.1Z" />
                    </svg>
                    {t["product.review.verified"]}
                  </span>
                )}
              </div>
              <p className="mt-1 whitespace-pre-line text-gray-800" dir="auto">
                {review.comment}
              </p>
            </li>
          ))}
        </ul>
      )}
      {(status === "idle" || status === "loading") && <p className="py-4 text-gray-600">{t["product.review.loading"]}</p>}
      {status === "ready" && items.length === 0 && (
        <p className="py-4 text-gray-600" data-testid="reviews-empty">
          {t["product.review.empty"]}
        </p>
      )}
      {status === "error" && (
        <p role="alert" className="flex flex-wrap items-center gap-3 py-4 text-red-700" data-testid="reviews-error">
          {t["product.review.error"]}{" "}
          <button
            type="button"
            onClick={onRetry}
            className="min-h-11 rounded border border-gray-300 px-4 font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary"
            data-testid="reviews-retry"
          >
            {t["product.review.retry"]}
          </button>
        </p>
      )}
      {status === "ready" && next && (
        <button type="button" onClick={onMore} className="mt-2 rounded border border-gray-300 px-4 py-2 font-medium hover:bg-gray-50">
          {t["product.review.more"]}
        </button>
      )}
    </div>
  );
}
