// The first sheet of an XLSX workbook, row by row, as it streams in. An XLSX file is a ZIP of
// XML parts, and the sheet's text cells point into a shared-strings part that Excel writes
// after the sheet; so the file is read twice from its store: once for the shared strings (the
// only part kept in memory, one string per distinct text), once to inflate and parse the sheet
// as it arrives (fflate's streaming unzip, saxes' streaming XML parser). A row yields its
// spreadsheet row number and its cells by column, blanks as "".
import { Unzip, UnzipInflate } from "fflate";
import { SaxesParser } from "saxes";

export class NotXlsxError extends Error {}

export interface SheetRow {
  row: number;
  cells: string[];
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const SHARED = "xl/sharedStrings.xml";

/**
 * Runs the ZIP's entries through `take` (entries it returns a handler for are inflated into it)
 * and, after each chunk read, yields what `drain` gathered meanwhile.
 */
async function* unzip<T>(
  source: ReadableStream<Uint8Array>,
  take: (name: string) => ((chunk: Uint8Array, final: boolean) => void) | null,
  drain: () => T[],
): AsyncGenerator<T[]> {
  let failure: unknown = null;
  let sawEntry = false;
  const zip = new Unzip((file) => {
    sawEntry = true;
    const handler = take(file.name);
    if (!handler) return;
    file.ondata = (err, data, final) => {
      if (err) failure = err;
      else {
        try {
          handler(data, final);
        } catch (e) {
          failure = e;
        }
      }
    };
    file.start();
  });
  zip.register(UnzipInflate);
  const reader = source.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    try {
      zip.push(value ?? new Uint8Array(0), done);
    } catch (e) {
      failure ??= e;
    }
    if (failure) {
      await reader.cancel().catch(() => {});
      throw failure instanceof NotXlsxError ? failure : new NotXlsxError(String(failure));
    }
    yield drain();
    if (done) break;
  }
  if (!sawEntry) throw new NotXlsxError("no entries");
}

/** Feeds a part's bytes to a saxes parser as UTF-8 text. */
function xmlFeeder(parser: SaxesParser) {
  const decoder = new TextDecoder("utf-8");
  return (chunk: Uint8Array, final: boolean) => {
    parser.write(decoder.decode(chunk, { stream: !final }));
    if (final) parser.close();
  };
}

async function sharedStrings(open: () => Promise<ReadableStream<Uint8Array>>): Promise<{ strings: string[]; sheet: string }> {
  const strings: string[] = [];
  const sheets: [number, string][] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  const parser = new SaxesParser();
  parser.on("opentag", (tag) => {
    if (tag.name === "si") current = "";
    else if (tag.name === "rPh") phonetic++;
    else if (tag.name === "t" && phonetic === 0) inText = true;
  });
  parser.on("closetag", (tag) => {
    if (tag.name === "si") {
      strings.push(current ?? "");
      current = null;
    } else if (tag.name === "rPh") phonetic--;
    else if (tag.name === "t") inText = false;
  });
  parser.on("text", (text) => {
    if (inText && current !== null) current += text;
  });
  const pass = unzip(
    await open(),
    (name) => {
      const sheet = SHEET.exec(name);
      if (sheet) sheets.push([Number(sheet[1]), name]);
      return name === SHARED ? xmlFeeder(parser) : null;
    },
    () => [],
  );
  for await (const _ of pass);
  if (sheets.length === 0) throw new NotXlsxError("no worksheet");
  sheets.sort((a, b) => a[0] - b[0]);
  return { strings, sheet: sheets[0][1] };
}

/** "AB12" -> 27 (0-based column of a cell reference). */
export function columnOf(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

/** The first worksheet's rows; `open` is called once per pass for a fresh stream of the file. */
export async function* xlsxRows(open: () => Promise<ReadableStream<Uint8Array>>): AsyncGenerator<SheetRow> {
  const { strings, sheet } = await sharedStrings(open);
  const ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let cell: { col: number; type: string; value: string } | null = null;
  let inValue = false;
  let nextRow = 1;
  const parser = new SaxesParser();
  parser.on("opentag", (tag) => {
    const attr = (name: string) => {
      const value = tag.attributes[name];
      return typeof value === "string" ? value : "";
    };
    if (tag.name === "row") {
      const r = Number(attr("r"));
      row = { row: Number.isInteger(r) && r > 0 ? r : nextRow, cells: [] };
      nextRow = row.row + 1;
    } else if (tag.name === "c" && row) {
      const ref = attr("r");
      cell = { col: ref ? columnOf(ref) : row.cells.length, type: attr("t"), value: "" };
    } else if ((tag.name === "v" || tag.name === "t") && cell) inValue = true;
  });
  parser.on("text", (text) => {
    if (inValue && cell) cell.value += text;
  });
  parser.on("closetag", (tag) => {
    if (tag.name === "v" || tag.name === "t") inValue = false;
    else if (tag.name === "c" && cell && row) {
      let value = cell.value;
      if (cell.type === "s") value = strings[Number(value)] ?? "";
      else if (cell.type === "b") value = value === "1" ? "TRUE" : "FALSE";
      while (row.cells.length < cell.col) row.cells.push("");
      row.cells[cell.col] = value;
      cell = null;
    } else if (tag.name === "row" && row) {
      ready.push(row);
      row = null;
    }
  });
  // Memory holds the shared strings and one chunk's rows.
  for await (const group of unzip(
    await open(),
    (name) => (name === sheet ? xmlFeeder(parser) : null),
    () => ready.splice(0),
  ))
    yield* group;
}
