// The Products tab's "Export CSV" and the import view's template: the API's export of the
// merchant's offers (GET /api/offer-exports/), in the columns the import reads back, so export,
// edit, import round-trips (issue 31 §3). Its own small module: the tab's first screen carries
// it, the import view (loaded when opened) does not pull its store in with it.
import { saveBlob } from "../../admin/csv";
import { apiFetch } from "../../api/client";

export interface ExportNarrowing {
  store?: number;
  branch?: number;
}

export function offersExportPath(narrow: ExportNarrowing = {}): string {
  const params = new URLSearchParams();
  if (narrow.store) params.set("store", String(narrow.store));
  if (narrow.branch) params.set("branch", String(narrow.branch));
  const query = params.toString();
  return `/api/offer-exports/${query ? `?${query}` : ""}`;
}

/** The export's file name: the products export's style, dated (UTC, as it always was). */
export const offersFileName = (now = new Date()) => `aswaq-products-${now.toISOString().slice(0, 10)}.csv`;

/** Downloads the offers CSV as the API writes it (UTF-8 with a BOM, names in the page's language); false if it failed. */
export async function downloadOffers(narrow: ExportNarrowing = {}): Promise<boolean> {
  try {
    const res = await apiFetch(offersExportPath(narrow), { headers: { accept: "text/csv" } });
    if (!res.ok) return false;
    saveBlob(await res.blob(), offersFileName());
    return true;
  } catch {
    return false;
  }
}
