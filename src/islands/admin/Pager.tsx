// Previous / Next with "Page n of m", for the dashboard's tables.
import { fill } from "../../lib/template";
import { useText } from "./text";

export default function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useText();
  if (pages <= 1) return null;
  const button = "min-h-11 rounded border border-gray-300 bg-white px-4 hover:bg-gray-50 disabled:opacity-50";
  return (
    <nav className="mt-4 flex items-center justify-center gap-3" aria-label={fill(t["admin.page"], { page, pages })}>
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="admin-previous">
        {t["admin.previous"]}
      </button>
      <span className="text-sm text-gray-700">{fill(t["admin.page"], { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="admin-next">
        {t["admin.next"]}
      </button>
    </nav>
  );
}
