// The dashboard's CSV files (written by #shared/csv: UTF-8 with a BOM, CRLF, formula-safe) and
// its way to save a file (a CSV made here, a PDF or CSV the API answered).
import { toCsv } from "#shared/csv";

export { toCsv };

/** Offers the browser to save `text` as a file. */
export function downloadText(filename: string, text: string, type = "text/csv;charset=utf-8") {
  saveBlob(new Blob([text], { type }), filename);
}

/** Offers the browser to save a file it downloaded. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
