// The reviews section's island: hydrated when it comes into view, it then fetches the list
// (the prerendered page carries the average only).
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { Locale } from "../../lib/i18n";
import { $reviews, loadReviews, retryReviews } from "../../lib/stores/reviews";
import ReviewForm, { type ReviewFormLabels } from "./ReviewForm";
import ReviewList, { type ReviewListLabels } from "./ReviewList";

interface Props {
  productId: number;
  locale: Locale;
  labels: { list: ReviewListLabels; form: ReviewFormLabels };
}

export default function Reviews({ productId, locale, labels }: Props) {
  const state = useStore($reviews);
  useEffect(() => {
    void loadReviews(productId);
  }, [productId]);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <ReviewList
        state={state}
        locale={locale}
        labels={labels.list}
        onRetry={() => retryReviews()}
        onMore={() => loadReviews(productId, { more: true })}
      />
      <ReviewForm productId={productId} locale={locale} labels={labels.form} />
    </div>
  );
}
