// CSV files a spreadsheet opens correctly in both languages: UTF-8 with a byte-order mark
// (without it Excel reads Arabic as Latin-1 mojibake), CRLF line ends, every field quoted when
// it holds a quote, a comma or a line break (RFC 4180). A field starting with =, +, - or @ is
// prefixed with an apostrophe so a spreadsheet does not run it as a formula (CSV injection).
// Shared: the dashboard writes its exports with it, the API its cash sheet (api/src/cash).
const BOM = "\uFEFF";

function field(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `${BOM + rows.map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}
