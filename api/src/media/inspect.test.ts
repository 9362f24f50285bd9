import { encode as encodeJpeg } from "jpeg-js";
import { describe, expect, it } from "vitest";
import { images } from "../../test/factories";
import { inspectImage, MAX_IMAGE_SIDE } from "./inspect";
import { flipped, gifBytes, jpegBytes, PNG_SIGNATURE, pngBytes, pngChunk, pngOver5Mb } from "./test-helpers";

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());
const damaged = (kind: string) => ({ ok: false, kind, problem: "damaged" });
const tooLarge = (kind: string) => ({ ok: false, kind, problem: "dimensions" });

/** A real JPEG from an encoder we did not write (jpeg-js, the seed's encoder). */
function encodedJpeg(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4).map((_, i) => (i * 37) % 256);
  return new Uint8Array(encodeJpeg({ data, width, height }, 80).data);
}

describe("inspectImage: whole files", () => {
  it.each([
    ["a built PNG", () => pngBytes(3, 2), "png", 3, 2],
    ["a PNG at the limit, wide", () => pngBytes(MAX_IMAGE_SIDE, 1), "png", MAX_IMAGE_SIDE, 1],
    ["a PNG at the limit, tall", () => pngBytes(1, MAX_IMAGE_SIDE), "png", 1, MAX_IMAGE_SIDE],
    ["a built JPEG", () => jpegBytes(5, 7), "jpeg", 5, 7],
    ["a JPEG at the limit", () => jpegBytes(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE), "jpeg", MAX_IMAGE_SIDE, MAX_IMAGE_SIDE],
    ["a JPEG from jpeg-js", () => encodedJpeg(33, 17), "jpeg", 33, 17],
    ["a JPEG with bytes after EOI (a phone's trailer)", () => new Uint8Array([...jpegBytes(2, 2), 1, 2, 3]), "jpeg", 2, 2],
    ["a built GIF", () => gifBytes(4, 3), "gif", 4, 3],
    ["a GIF at the limit", () => gifBytes(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE), "gif", MAX_IMAGE_SIDE, MAX_IMAGE_SIDE],
  ] as const)("accepts %s", (_, make, kind, width, height) => {
    expect(inspectImage(make())).toEqual({ ok: true, kind, width, height });
  });

  it("accepts the shared test factories' files", async () => {
    for (const file of [images.png(), images.jpeg(), images.gif()]) expect((await inspectImage(await bytesOf(file))).ok).toBe(true);
  });

  it("tells an unknown format", async () => {
    expect(inspectImage(await bytesOf(images.fakePng()))).toEqual({ ok: false, kind: null, problem: "format" });
    expect(inspectImage(new Uint8Array())).toEqual({ ok: false, kind: null, problem: "format" });
  });
});

describe("inspectImage: truncated files", () => {
  // Every cut of a whole file is refused: none of the formats' end can be faked by a prefix.
  it.each([
    ["PNG", pngBytes(3, 2), "png"],
    ["JPEG", jpegBytes(3, 2), "jpeg"],
    ["JPEG from jpeg-js", encodedJpeg(16, 16), "jpeg"],
    ["GIF", gifBytes(3, 2), "gif"],
  ] as const)("refuses every truncation of a %s", (_, whole, kind) => {
    const start = kind === "png" ? 8 : kind === "jpeg" ? 3 : 6;
    const accepted = [];
    for (let length = start; length < whole.length; length++) {
      const result = inspectImage(whole.subarray(0, length));
      if (result.ok || result.problem !== "damaged") accepted.push(length);
    }
    expect(accepted).toEqual([]);
  });
});

describe("inspectImage: PNG structure", () => {
  const png = pngBytes(2, 2);
  it.each([
    ["a bad CRC on IHDR", () => flipped(png, 29)],
    ["a changed byte in IHDR's data", () => flipped(png, 17)],
    ["a changed byte in IDAT's data", () => flipped(png, 45)],
    ["a bad CRC on IEND", () => flipped(png, -1)],
    ["no IEND", () => png.subarray(0, png.length - 12)],
    ["bytes after IEND", () => new Uint8Array([...png, 0])],
    ["no IDAT", () => new Uint8Array([...png.subarray(0, 33), ...pngChunk("IEND")])],
    ["IHDR not first", () => new Uint8Array([...PNG_SIGNATURE, ...pngChunk("tEXt", [65, 0, 66]), ...png.subarray(8)])],
    ["an unknown critical chunk", () => new Uint8Array([...png.subarray(0, 33), ...pngChunk("ABCD", [1]), ...png.subarray(33)])],
    ["a chunk length past the end", () => new Uint8Array([...png.subarray(0, 33), 0x7f, 0xff, 0xff, 0xff, ...png.subarray(37)])],
    ["a zero width", () => pngBytes(0, 1)],
  ])("refuses %s", (_, make) => {
    expect(inspectImage(make())).toEqual(damaged("png"));
  });

  it("accepts an unknown ancillary chunk", () => {
    expect(inspectImage(new Uint8Array([...png.subarray(0, 33), ...pngChunk("zzZz", [1, 2]), ...png.subarray(33)])).ok).toBe(true);
  });

  it("refuses a header claiming 50000 x 50000 (10 GB decoded) and any side over the limit", () => {
    expect(inspectImage(pngBytes(50000, 50000))).toEqual(tooLarge("png"));
    expect(inspectImage(pngBytes(MAX_IMAGE_SIDE + 1, 1))).toEqual(tooLarge("png"));
    expect(inspectImage(pngBytes(1, MAX_IMAGE_SIDE + 1))).toEqual(tooLarge("png"));
  });

  it("reads a file over 5 MB whole (the size limit is checkImage's)", () => {
    expect(inspectImage(pngOver5Mb())).toEqual({ ok: true, kind: "png", width: 1, height: 1 });
  });
});

describe("inspectImage: JPEG structure", () => {
  it.each([
    ["no EOI", () => jpegBytes(2, 2, { eoi: false })],
    ["no frame header (SOF)", () => jpegBytes(2, 2, { sof: false })],
    ["a segment length past the end", () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x40, 0x00, 0, 0, 0xff, 0xd9])],
    ["EOI before any scan", () => new Uint8Array([0xff, 0xd8, 0xff, 0xd9])],
    ["a zero height (sized later by DNL)", () => jpegBytes(2, 0)],
    // After SOI (2 bytes) and the APP0 segment (18), a byte that is not a marker.
    ["garbage where a marker belongs", () => new Uint8Array([...jpegBytes(2, 2).subarray(0, 20), 0x00, ...jpegBytes(2, 2).subarray(20)])],
  ])("refuses %s", (_, make) => {
    expect(inspectImage(make())).toEqual(damaged("jpeg"));
  });

  it("refuses a side over the limit", () => {
    expect(inspectImage(jpegBytes(MAX_IMAGE_SIDE + 1, 10))).toEqual(tooLarge("jpeg"));
    expect(inspectImage(jpegBytes(10, 50000))).toEqual(tooLarge("jpeg"));
  });
});

describe("inspectImage: GIF structure", () => {
  it.each([
    ["no trailer", () => gifBytes(2, 2, { trailer: false })],
    ["bytes after the trailer", () => new Uint8Array([...gifBytes(2, 2), 0])],
    ["no image at all", () => new Uint8Array([...gifBytes(2, 2).subarray(0, 19), 0x3b])],
    ["an unknown block", () => new Uint8Array([...gifBytes(2, 2).subarray(0, 19), 0x99, 0x3b])],
    ["a zero-sized screen", () => gifBytes(0, 2)],
  ])("refuses %s", (_, make) => {
    expect(inspectImage(make())).toEqual(damaged("gif"));
  });

  it("refuses a screen or a frame over the limit", () => {
    expect(inspectImage(gifBytes(MAX_IMAGE_SIDE + 1, 1))).toEqual(tooLarge("gif"));
    expect(inspectImage(gifBytes(1, 1, { frame: [1, MAX_IMAGE_SIDE + 1] }))).toEqual(tooLarge("gif"));
  });
});
