// Writing a review (docs/product.md §5): a half-star rating and a comment. The rules and the call are in
// the reviews store; this only collects the input and shows the outcome. A shopper who reviewed
// the product already finds their review in the form, to update.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { $myReview, submitReview, watchMyReview, type ReviewOutcome } from "../../lib/stores/reviews";
import { signInHere } from "../../lib/stores/session";
import type { Locale } from "../../lib/i18n";
import RatingInput from "./RatingInput";
import type { ReviewStrings } from "./review-strings";

export default function ReviewForm({ productId, locale, t }: { productId: number; locale: Locale; t: ReviewStrings }) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const mine = useStore($myReview);
  const review = mine?.productId === productId ? mine.review : null;

  useEffect(() => watchMyReview(productId), [productId]);
  // The saved review fills the form when it arrives (and after each send, as the server kept it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new or updated review is a new id or time
  useEffect(() => {
    if (review) {
      setRating(review.rating);
      setComment(review.comment);
    }
  }, [review?.id, review?.updated_at]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await submitReview(productId, rating, comment);
    setBusy(false);
    setOutcome(result);
  };

  const ok = outcome === "review_success" || outcome === "review_updated";
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-lg border border-gray-200 p-4"
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t[review ? "product.review.edit" : "product.review.write"]}
      </h3>
      {review && (
        <p className="text-sm text-gray-600" data-testid="review-edit-note">
          {t["product.review.editNote"]}
        </p>
      )}
      <RatingInput
        name={`${id}-rating`}
        value={rating}
        onChange={setRating}
        legend={t["product.review.yourRating"]}
        optionLabel={t["product.review.stars"]}
      />
      <div>
        <label htmlFor={`${id}-comment`} className="mb-1 block font-medium">
          {t["product.review.comment"]}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={4}
          maxLength={2000}
          className="w-full rounded border border-gray-300 p-2 focus-visible:outline-2 focus-visible:outline-primary"
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-primary px-5 py-2 font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
      >
        {t[busy ? "product.review.submitting" : review ? "product.review.update" : "product.review.submit"]}
      </button>
      <p
        role={ok ? "status" : "alert"}
        className={`min-h-6 text-sm ${ok ? "text-green-800" : "text-red-700"}`}
        data-testid="review-message"
        data-outcome={outcome ?? undefined}
      >
        {outcome ? t[`product.review.${outcome}`] : ""}
        {outcome === "validation_error_register" && (
          <>
            {" "}
            <a className="font-semibold underline" href={signInHere(locale)} data-testid="review-sign-in">
              {t["product.reviews.signIn"]}
            </a>
          </>
        )}
      </p>
    </form>
  );
}
