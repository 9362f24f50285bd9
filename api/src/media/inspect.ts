// Judges an uploaded image by all of its bytes: which format it is, whether it is whole, and
// how large it says it is, without decoding a single pixel.
//
// Why our own code and not a library: image-size (2.x has a Uint8Array API and runs on
// Workers) reads only the header, so it answers the size question but not "is it whole", and
// it parses the same few header bytes this walk has to read anyway. The pure-JS decoders
// (fast-png, upng-js, jpeg-js, omggif) do check the whole file, but by inflating it to pixels:
// a 6000 x 6000 RGBA image is 144 MB, more than a Worker's 128 MB, and decoding costs CPU
// time a request does not have. So this walks each format's container structure only:
//   PNG:  signature, IHDR first, every chunk's length in bounds and its CRC-32 right, PLTE
//         before IDAT for palette images, at least one IDAT, IEND last, nothing after it.
//   JPEG: SOI, every marker segment's length in bounds, a frame header (SOF) with both
//         dimensions before the first scan, entropy-coded data walked to the next marker,
//         the EOI marker. Bytes after EOI are allowed: phones append data there (motion photos,
//         maker trailers); they are inert, as the file is only ever served as image/jpeg
//         with nosniff, and the size limit still counts them.
//   GIF:  header, logical screen size, colour tables in bounds, every extension and image
//         block's sub-blocks in bounds, at least one image, the 0x3B trailer, nothing after it.
// Every side, the logical size's and each frame's, must be 1 to MAX_IMAGE_SIDE pixels.

import { crc32 } from "./crc32";

export const MAX_IMAGE_SIDE = 6000;

export type ImageKind = "jpeg" | "png" | "gif";

export type Inspection =
  | { ok: true; kind: ImageKind; width: number; height: number }
  /** format: not a JPEG, PNG or GIF; damaged: truncated or malformed; dimensions: a side over the limit. */
  | { ok: false; kind: ImageKind | null; problem: "format" | "damaged" | "dimensions" };

/** What the first bytes say the file is. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  return null;
}

// A failed structural check; caught in inspectImage and reported as "damaged".
class Damaged extends Error {}
const need = (ok: boolean) => {
  if (!ok) throw new Damaged();
};
const sideOk = (n: number) => n >= 1 && n <= MAX_IMAGE_SIDE;

type Walked = { width: number; height: number /** every frame's sides, GIF only */; frames?: [number, number][] };

function walkPng(b: Uint8Array): Walked {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const u32 = (at: number) => view.getUint32(at);
  const type = (at: number) => String.fromCharCode(b[at], b[at + 1], b[at + 2], b[at + 3]);
  let pos = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  let sawPalette = false;
  let sawData = false;
  for (let index = 0; ; index++) {
    need(pos + 12 <= b.length);
    const length = u32(pos);
    const name = type(pos + 4);
    need(length <= 0x7fffffff && pos + 12 + length <= b.length);
    need(/^[A-Za-z]{4}$/.test(name));
    need(crc32(b, pos + 4, pos + 8 + length) === u32(pos + 8 + length));
    const data = pos + 8;
    if (index === 0) {
      need(name === "IHDR" && length === 13);
      width = u32(data);
      height = u32(data + 4);
      const depth = b[data + 8];
      colourType = b[data + 9];
      const depths: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
      need(width > 0 && height > 0 && (depths[colourType] ?? []).includes(depth));
      need(b[data + 10] === 0 && b[data + 11] === 0 && b[data + 12] <= 1);
    } else if (name === "IHDR") {
      need(false);
    } else if (name === "PLTE") {
      need(!sawData && length > 0 && length % 3 === 0 && length <= 768);
      sawPalette = true;
    } else if (name === "IDAT") {
      need(colourType !== 3 || sawPalette);
      sawData = true;
    } else if (name === "IEND") {
      need(length === 0 && sawData && pos + 12 === b.length);
      return { width, height };
    } else {
      // An unknown chunk is fine if ancillary (lower-case first letter); a decoder must
      // refuse an unknown critical one.
      need(name.charCodeAt(0) >= 0x61);
    }
    pos += 12 + length;
  }
}

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function walkJpeg(b: Uint8Array): Walked {
  const u16 = (at: number) => (b[at] << 8) | b[at + 1];
  let pos = 2;
  let frame: Walked | null = null;
  let sawScan = false;
  for (;;) {
    need(pos < b.length && b[pos] === 0xff);
    while (pos < b.length && b[pos] === 0xff) pos++; // fill bytes before a marker
    need(pos < b.length);
    const marker = b[pos++];
    if (marker === 0xd9) {
      need(frame !== null && sawScan);
      return frame!;
    }
    need(marker !== 0x00 && marker !== 0xd8);
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // RSTn, TEM: no length
    need(pos + 2 <= b.length);
    const length = u16(pos);
    const end = pos + length;
    need(length >= 2 && end <= b.length);
    if (isSof(marker)) {
      need(length >= 8);
      const components = b[pos + 7];
      need(components >= 1 && length === 8 + 3 * components);
      const height = u16(pos + 3);
      const width = u16(pos + 5);
      // A height of 0 defers it to a DNL marker after the first scan: refused, as the size
      // would not be known up front.
      need(width > 0 && height > 0);
      frame ??= { width, height, frames: [] };
      frame.frames!.push([width, height]);
    }
    pos = end;
    if (marker === 0xda) {
      need(frame !== null && length >= 8);
      sawScan = true;
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a
      // restart marker.
      for (;;) {
        need(pos + 1 < b.length);
        if (b[pos] !== 0xff) pos++;
        else if (b[pos + 1] === 0x00 || (b[pos + 1] >= 0xd0 && b[pos + 1] <= 0xd7)) pos += 2;
        else if (b[pos + 1] === 0xff) pos++;
        else break;
      }
    }
  }
}

function walkGif(b: Uint8Array): Walked {
  const u16 = (at: number) => b[at] | (b[at + 1] << 8);
  need(b.length >= 13);
  const width = u16(6);
  const height = u16(8);
  need(width > 0 && height > 0);
  const frames: [number, number][] = [];
  const table = (packed: number) => (packed & 0x80 ? 3 << ((packed & 0x07) + 1) : 0);
  let pos = 13 + table(b[10]);
  const subBlocks = () => {
    for (;;) {
      need(pos < b.length);
      const size = b[pos++];
      if (size === 0) return;
      pos += size;
    }
  };
  for (;;) {
    need(pos < b.length);
    const block = b[pos++];
    if (block === 0x3b) {
      need(frames.length > 0 && pos === b.length);
      return { width, height, frames };
    } else if (block === 0x21) {
      need(pos < b.length);
      pos++; // the extension's label
      subBlocks();
    } else if (block === 0x2c) {
      need(pos + 9 <= b.length);
      const frameWidth = u16(pos + 4);
      const frameHeight = u16(pos + 6);
      need(frameWidth > 0 && frameHeight > 0);
      frames.push([frameWidth, frameHeight]);
      pos += 9 + table(b[pos + 8]);
      need(pos < b.length);
      const codeSize = b[pos++];
      need(codeSize >= 1 && codeSize <= 11);
      subBlocks();
    } else {
      need(false);
    }
  }
}

const WALKERS: Record<ImageKind, (b: Uint8Array) => Walked> = { png: walkPng, jpeg: walkJpeg, gif: walkGif };

/** The image's format and size, or why it is refused. Reads every byte, decodes none. */
export function inspectImage(bytes: Uint8Array): Inspection {
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, kind: null, problem: "format" };
  let walked: Walked;
  try {
    walked = WALKERS[kind](bytes);
  } catch (err) {
    if (err instanceof Damaged || err instanceof RangeError) return { ok: false, kind, problem: "damaged" };
    throw err;
  }
  const sides = [[walked.width, walked.height], ...(walked.frames ?? [])];
  if (!sides.every(([w, h]) => sideOk(w) && sideOk(h))) return { ok: false, kind, problem: "dimensions" };
  return { ok: true, kind, width: walked.width, height: walked.height };
}
