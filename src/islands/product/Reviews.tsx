// The reviews section's island: hydrated when it comes into view, it then fetches the list
// (the prerendered page carries the average only).
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { Locale, Strings } from "../../lib/i18n";
import { $reviews, loadReviews, retryReviews } from "../../lib/stores/reviews";
import ReviewForm from "./ReviewForm";
import ReviewList from "./ReviewList";

interface Props {
  productId: number;
  locale: Locale;
  t: ReviewStrings;
}

/** The reviews section's strings, which its list and form share. */
export type ReviewStrings = Strings<"product.review" | "product.reviews.signIn" | "product.detail.rating">;

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
