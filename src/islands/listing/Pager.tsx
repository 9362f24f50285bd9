// Previous / Next with "Page N" (docs/product.md §2): the page counter starts at 1.
import type { Strings } from "../../lib/i18n";

interface Props {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  busy?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  t: Strings<"listing">;
}

const button =
  "rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50";

export default function Pager({ page, hasPrevious, hasNext, busy = false, onPrevious, onNext, t }: Props) {
  if (!hasPrevious && !hasNext && page === 1) return null;
  return (
    <nav aria-label={t["listing.pages"]} className="mt-8 flex items-center justify-center gap-4" data-testid="pager">
      <button type="button" className={button} onClick={onPrevious} disabled={busy || !hasPrevious}>
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ‹
        </span>{" "}
        {t["listing.previous"]}
      </button>
      <span aria-live="polite" className="text-sm font-medium text-gray-700" data-testid="page-number">
        {t["listing.page"].replace("{n}", String(page))}
      </span>
      <button type="button" className={button} onClick={onNext} disabled={busy || !hasNext}>
        {t["listing.next"]}{" "}
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ›
        </span>
      </button>
    </nav>
  );
}
