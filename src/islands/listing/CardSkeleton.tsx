// Placeholder cards while a product grid loads, each the size of a ProductCard: CARD's
// classes, and bars the height of the card's rows (name; summary, one line on a phone and
// two in narrower columns; price; quick view; the stepper and add-to-cart row, whose button
// wraps in three or four columns). The grid's height is reserved, so the page does not jump
// when the cards arrive (CLS).
import { PAGE_SIZE } from "../../lib/listing/urls";
import { CARD } from "../../lib/product/card";

interface Props {
  label: string;
  count?: number;
  /** Rendered before the island knows the URL: shown only by the head style on a filtered URL (lib/listing/filtered-head.ts). */
  pending?: boolean;
  testId?: string;
}

const bar = "rounded bg-gray-200";

export default function CardSkeleton({ label, count = PAGE_SIZE, pending = false, testId = "grid-loading" }: Props) {
  return (
    <div role="status" className={CARD.grid} data-products-pending={pending ? "" : undefined} data-testid={testId}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <div key={i} aria-hidden="true" className={CARD.article}>
          <div className={CARD.imageLink} />
          <div className={CARD.body}>
            <div className={`${bar} h-6 w-3/4`} />
            <div className={`${bar} h-5 sm:h-10`} />
            <div className={`${bar} mt-auto h-6 w-1/3`} />
            <div className={`${bar} h-[30px] w-28`} />
            <div className={`${bar} h-[34px] md:h-[52px]`} />
          </div>
        </div>
      ))}
    </div>
  );
}
