// A CSV file's records as they stream in (RFC 4180: quoted fields may hold commas, quotes
// doubled and line breaks; CRLF or LF), so a 100,000-row file is never held as rows at once.
// The bytes must be UTF-8 (with or without its byte-order mark): anything else is refused
// rather than read as mojibake. A semicolon-separated file (as spreadsheets set to Arabic or
// European regions save) is recognised by its header line.
// A local tokenizer rather than a library: the maintained CSV parsers stream through Node's
// streams, which a Worker does not have; this one reads a Web stream in a few dozen lines.

export class NotUtf8Error extends Error {}

export async function* csvRecords(stream: ReadableStream<Uint8Array>): AsyncGenerator<string[]> {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let separator: string | null = null;
  let field = "";
  let record: string[] = [];
  let quoted = false; // inside a quoted field
  let afterQuote = false; // a quote just closed (or is the first of a doubled pair)
  let pending = ""; // the start of the file, until the header line decides the separator
  const out: string[][] = [];

  const feed = (text: string) => {
    for (const ch of text) {
      if (quoted) {
        if (ch === '"') {
          quoted = false;
          afterQuote = true;
        } else field += ch;
        continue;
      }
      if (afterQuote && ch === '"') {
        // A doubled quote inside a quoted field.
        field += '"';
        quoted = true;
        afterQuote = false;
        continue;
      }
      afterQuote = false;
      if (ch === '"' && field === "") quoted = true;
      else if (ch === separator) {
        record.push(field);
        field = "";
      } else if (ch === "\n") {
        record.push(field.endsWith("\r") ? field.slice(0, -1) : field);
        out.push(record);
        record = [];
        field = "";
      } else field += ch;
    }
  };

  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    let text: string;
    try {
      text = done ? decoder.decode() : decoder.decode(value, { stream: true });
    } catch {
      throw new NotUtf8Error("not UTF-8");
    }
    if (separator === null) {
      pending += text;
      const end = pending.indexOf("\n");
      if (end === -1 && !done) continue;
      const header = end === -1 ? pending : pending.slice(0, end);
      separator = !header.includes(",") && header.includes(";") ? ";" : ",";
      text = pending;
      pending = "";
    }
    feed(text);
    if (done) {
      if (field !== "" || record.length > 0) {
        record.push(field.endsWith("\r") ? field.slice(0, -1) : field);
        out.push(record);
      }
    }
    while (out.length > 0) {
      const next = out.shift() as string[];
      // Blank lines (a trailing newline, an empty line between rows) are not records.
      if (next.length === 1 && next[0].trim() === "") continue;
      yield next;
    }
    if (done) return;
  }
}
