// Image files built byte by byte for the upload tests: small whole images of each format,
// and the broken ones the checker must refuse (truncated, a bad CRC, no end marker, a header
// claiming a huge size). No binary fixtures: each case says what it changes.
import { crc32 } from "./crc32";

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16be = (n: number) => [(n >>> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const concat = (...parts: ArrayLike<number>[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: ArrayLike<number> = []): Uint8Array {
  const body = concat(ascii(type), data);
  return concat(u32be(data.length), body, u32be(crc32(body)));
}

/** zlib around stored (uncompressed) deflate blocks, with its Adler-32: valid, no compressor needed. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks: ArrayLike<number>[] = [[0x78, 0x01]];
  for (let at = 0; at === 0 || at < raw.length; at += 0xffff) {
    const part = raw.subarray(at, at + 0xffff);
    const last = at + 0xffff >= raw.length ? 1 : 0;
    blocks.push([last, ...u16le(part.length), ...u16le(~part.length & 0xffff)], part);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  blocks.push(u32be(((b << 16) | a) >>> 0));
  return concat(...blocks);
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A whole greyscale PNG of `width` x `height`. Its pixel data is real (one byte a pixel, each
 * row with filter 0) while that stays small; a header claiming a huge size gets a token IDAT,
 * as an attacker's file would (the checker never inflates it).
 */
export function pngBytes(width = 1, height = 1): Uint8Array {
  const ihdr = [...u32be(width), ...u32be(height), 8, 0, 0, 0, 0];
  const rawSize = (width + 1) * height;
  const raw = rawSize <= 1 << 20 ? new Uint8Array(rawSize) : new Uint8Array(16);
  return concat(PNG_SIGNATURE, pngChunk("IHDR", ihdr), pngChunk("IDAT", zlibStored(raw)), pngChunk("IEND"));
}

/**
 * A baseline JPEG's container: SOI, a JFIF APP0, a quantisation table, a frame header (SOF0)
 * of `width` x `height`, a Huffman table, one scan whose entropy-coded data holds a stuffed
 * 0xFF00 and a restart marker, and EOI (unless `eoi` is false). The structure is exact; the
 * scan's bits are not a real picture (jpeg-js makes those in the tests).
 */
export function jpegBytes(width = 1, height = 1, opts: { eoi?: boolean; sof?: boolean } = {}): Uint8Array {
  const segment = (marker: number, data: number[]) => [0xff, marker, ...u16be(data.length + 2), ...data];
  const app0 = segment(0xe0, [...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const dqt = segment(0xdb, [0, ...new Array(64).fill(1)]);
  const sof = opts.sof === false ? [] : segment(0xc0, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]);
  const dht = segment(0xc4, [0x00, 0, 1, ...new Array(14).fill(0), 0]);
  const sos = segment(0xda, [1, 1, 0x00, 0, 63, 0]);
  const scan = [0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78];
  return concat([0xff, 0xd8], app0, dqt, sof, dht, sos, scan, opts.eoi === false ? [] : [0xff, 0xd9]);
}

/**
 * A GIF89a with a logical screen of `width` x `height`, a two-colour global table, a graphic
 * control extension and one 1 x 1 image, and the 0x3B trailer (unless `trailer` is false).
 * `frame` overrides the image's size.
 */
export function gifBytes(width = 1, height = 1, opts: { trailer?: boolean; frame?: [number, number] } = {}): Uint8Array {
  const [fw, fh] = opts.frame ?? [1, 1];
  return concat(
    ascii("GIF89a"),
    [...u16le(width), ...u16le(height), 0x80, 0, 0],
    [0, 0, 0, 255, 255, 255],
    [0x21, 0xf9, 4, 1, 0, 0, 0, 0],
    [0x2c, ...u16le(0), ...u16le(0), ...u16le(fw), ...u16le(fh), 0],
    [2, 2, 0x44, 0x01, 0],
    opts.trailer === false ? [] : [0x3b],
  );
}

export const asFile = (bytes: Uint8Array, name: string, type = "application/octet-stream") => new File([bytes], name, { type });

/** The bytes with one byte flipped at `at` (negative: from the end). */
export function flipped(bytes: Uint8Array, at: number): Uint8Array {
  const out = bytes.slice();
  out[at < 0 ? out.length + at : at] ^= 0xff;
  return out;
}

/** A whole small PNG grown past 5 MB by an ancillary chunk: only its size is wrong. */
export function pngOver5Mb(): Uint8Array {
  const png = pngBytes();
  const filler = pngChunk("zzZz", new Uint8Array(5 * 1024 * 1024));
  // Before IEND (the last 12 bytes).
  return concat(png.subarray(0, png.length - 12), filler, png.subarray(png.length - 12));
}
