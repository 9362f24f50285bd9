// Uploading an offers file as a merchant would, and waiting for its dry run (the queue's
// consumer runs in the test worker as it does under wrangler dev).
import { zipSync, strToU8 } from "fflate";
import { api } from "../../test/factories";

export function csvFile(lines: string[], name = "offers.csv", bom = false): File {
  return new File([`${bom ? "\uFEFF" : ""}${lines.join("\r\n")}\r\n`], name, { type: "text/csv" });
}

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A one-sheet XLSX file of text and number cells, its shared strings written after the sheet as Excel does. */
export function xlsxFile(rows: (string | number)[][], name = "offers.xlsx"): File {
  const strings: string[] = [];
  const at = (text: string) => {
    const i = strings.indexOf(text);
    if (i !== -1) return i;
    strings.push(text);
    return strings.length - 1;
  };
  const cols = (i: number) => String.fromCharCode(65 + i);
  const sheetRows = rows
    .map((cells, r) => {
      const xml = cells
        .map((v, i) => (typeof v === "number" ? `<c r="${cols(i)}${r + 1}"><v>${v}</v></c>` : `<c r="${cols(i)}${r + 1}" t="s"><v>${at(v)}</v></c>`))
        .join("");
      return `<row r="${r + 1}">${xml}</row>`;
    })
    .join("");
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`;
  const shared = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${xmlText(s)}</t></si>`).join("")}</sst>`;
  const zip = zipSync({
    "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    "xl/workbook.xml": strToU8('<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'),
    "xl/worksheets/sheet1.xml": strToU8(sheet),
    "xl/sharedStrings.xml": strToU8(shared),
  });
  return new File([zip], name, { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });
}

export async function upload(token: string, file: File, language: "en" | "ar" = "en") {
  const form = new FormData();
  form.append("file", file);
  return api("POST", "/api/offer-imports/", { token, form, headers: { "accept-language": language } });
}

/** The import once its dry run is over (ready or failed). */
export async function checked(token: string, id: number) {
  for (let i = 0; i < 200; i++) {
    const res = await api("GET", `/api/offer-imports/${id}/`, { token });
    if (res.data?.status !== "checking") return res.data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${id} still checking`);
}

export async function uploadChecked(token: string, file: File, language: "en" | "ar" = "en") {
  const res = await upload(token, file, language);
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${JSON.stringify(res.data)}`);
  return checked(token, res.data.id);
}

export async function rowsOf(token: string, id: number, action?: string) {
  const res = await api("GET", `/api/offer-imports/${id}/rows/${action ? `?action=${action}` : ""}`, { token });
  return res.data.results;
}
