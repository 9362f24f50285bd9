// The product's rating and review count under its name. The page is prerendered with them as
// they were at build time; after load they follow the live data (the live-offers request
// brings them, no request of its own), and a review the shopper posts updates them at once.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $liveRatings, requestLiveOffers } from "../../lib/stores/live-offers";
import type { Locale, Strings } from "../../lib/i18n";
import { plural } from "../../lib/plural";
import { fill } from "../../lib/template";
import Stars from "./Stars";

interface Props {
  productId: number;
  average: number;
  count: number;
  locale: Locale;
  t: Strings<"product.detail.rating" | "product.detail.reviewsCount" | "product.detail.noRating">;
}

export default function RatingSummary({ productId, average: builtAverage, count: builtCount, locale, t }: Props) {
  const live = useStore($liveRatings, { keys: [String(productId)] })[String(productId)];
  useEffect(() => void requestLiveOffers([productId]), [productId]);
  const average = live?.average_rating ?? builtAverage;
  const count = live?.reviews_count ?? builtCount;
  if (count <= 0) return <span data-testid="product-no-rating">{t["product.detail.noRating"]}</span>;
  const rating = average.toFixed(1);
  return (
    <span className="inline-flex items-center gap-2" data-testid="product-rating">
      <Stars value={average} label={fill(t["product.detail.rating"], { rating })} />
      <span aria-hidden="true" className="font-semibold">
        {rating}
      </span>
      <a href="#reviews" className="underline hover:text-primary" data-testid="product-reviews-count">
        {plural(t, locale, "product.detail.reviewsCount", count)}
      </a>
    </span>
  );
}
