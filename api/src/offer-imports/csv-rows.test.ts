import { describe, expect, it } from "vitest";
import { csvRecords, NotUtf8Error } from "./csv-rows";

const streamOf = (...parts: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(typeof part === "string" ? new TextEncoder().encode(part) : part);
      controller.close();
    },
  });

async function all(stream: ReadableStream<Uint8Array>) {
  const rows: string[][] = [];
  for await (const r of csvRecords(stream)) rows.push(r);
  return rows;
}

describe("csvRecords", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, with or without a BOM", async () => {
    const rows = await all(streamOf('\uFEFFsku,branch,price\r\n"A,1","Say ""hi""","line\nbreak"\r\nB2,فرع الدقي,12.50\n\n'));
    expect(rows).toEqual([
      ["sku", "branch", "price"],
      ["A,1", 'Say "hi"', "line\nbreak"],
      ["B2", "فرع الدقي", "12.50"],
    ]);
  });

  it("keeps a character split across chunks and a record without a final newline", async () => {
    const bytes = new TextEncoder().encode("sku,branch\nX,الدقي");
    const rows = await all(streamOf(bytes.slice(0, 13), bytes.slice(13)));
    expect(rows).toEqual([
      ["sku", "branch"],
      ["X", "الدقي"],
    ]);
  });

  it("reads a semicolon-separated file by its header line", async () => {
    expect(await all(streamOf("sku;price\nA;1,5\n"))).toEqual([
      ["sku", "price"],
      ["A", "1,5"],
    ]);
  });

  it("refuses bytes that are not UTF-8", async () => {
    await expect(all(streamOf(new Uint8Array([0x73, 0x6b, 0x75, 0x0a, 0xe9, 0x0a])))).rejects.toBeInstanceOf(NotUtf8Error);
  });
});
