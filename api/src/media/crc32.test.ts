import { crc32 as zlibCrc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { images } from "../../test/factories";
import { crc32 } from "./crc32";
import { inspectImage } from "./inspect";

describe("crc32", () => {
  it("matches the standard check value, and zlib's on bytes of every value", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 131 + (i >> 8)) % 256);
    expect(crc32(bytes)).toBe(zlibCrc32(bytes));
  });

  it("reads only bytes [start, end)", () => {
    const bytes = new TextEncoder().encode("xx123456789yy");
    expect(crc32(bytes, 2, 11)).toBe(0xcbf43926);
    expect(crc32(bytes, 5, 5)).toBe(0);
  });

  it("agrees with a PNG made by another encoder", async () => {
    // images.png() is a 1 x 1 PNG written by a real encoder, CRCs and all: inspectImage checks each.
    const png = new Uint8Array(await images.png().arrayBuffer());
    expect(inspectImage(png)).toEqual({ ok: true, kind: "png", width: 1, height: 1 });
  });
});
