// Previous / Next with "Page n of m" (or "Page n" when the count stopped at a cap), for the dashboard's tables.
import { fill } from "../../lib/template";
import { useText } from "./text";

export default function Pager({
  page,
  pages,
  onPage,
  capped = false,
  hasNext,
  busy = false,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The list's count stopped at a cap: there are more pages than `pages`, so none is named as the last. */
  capped?: boolean;
  /** Whether there is a next page, when the list's links say so (else page < pages). */
  hasNext?: boolean;
  /**
   * A page is on its way: the links shown are the last page's, so a second click would ask for
   * the page already coming under the next page's number. Lists turned by links pass this.
   */
  busy?: boolean;
}) {
  const { t } = useText();
  if (pages <= 1 && !capped && page <= 1) return null;
  const button = "min-h-11 rounded border border-gray-300 bg-white px-4 hover:bg-gray-50 disabled:opacity-50";
  const label = capped ? fill(t["admin.pageOfMany"], { page }) : fill(t["admin.page"], { page, pages });
  return (
    <nav className="mt-4 flex items-center justify-center gap-3" aria-label={label}>
      <button type="button" className={button} disabled={busy || page <= 1} onClick={() => onPage(page - 1)} data-testid="admin-previous">
        {t["admin.previous"]}
      </button>
      <span className="text-sm text-gray-700">{label}</span>
      <button
        type="button"
        className={button}
        disabled={busy || (hasNext === undefined ? page >= pages : !hasNext)}
        onClick={() => onPage(page + 1)}
        data-testid="admin-next"
      >
        {t["admin.next"]}
      </button>
    </nav>
  );
}
