// The reviews section's island: hydrated when it comes into view, it then fetches the list
// (the prerendered page carries the average only).
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { Locale } from "../../lib/i18n";
import { $reviews, loadReviews, retryReviews } from "../../lib/stores/reviews";
import ReviewForm from "./ReviewForm";
import ReviewList from "./ReviewList";
import type { ReviewStrings } from "./review-strings";

interface Props {
  productId: number;
  locale: Locale;
  t: ReviewStrings;
}

export default function Reviews({ productId, locale, t }: Props) {
  const state = useStore($reviews);
  useEffect(() => {
    void loadReviews(productId);
  }, [productId]);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <ReviewList state={state} locale={locale} t={t} onRetry={() => retryReviews()} onMore={() => loadReviews(productId, { more: true })} />
      <ReviewForm productId={productId} locale={locale} t={t} />
    </div>
  );
}
