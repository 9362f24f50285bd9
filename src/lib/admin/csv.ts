// CSV files a spreadsheet opens correctly in both languages: UTF-8 with a byte-order mark
// (without it Excel reads Arabic as Latin-1 mojibake), CRLF line ends, every field quoted when
// it holds a quote, a comma or a line break (RFC 4180). A field starting with =, +, - or @ is
// prefixed with an apostrophe so a spreadsheet does not run it as a formula (CSV injection).
// Also the dashboard's way to save a file (a CSV made here, a PDF the API answered).
const BOM = "\uFEFF";

function field(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `${BOM + rows.map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}

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
