// Reads a PNG file's structure back, for the seed's test: signature, chunk CRCs (with
// node:zlib's own crc32, not the encoder's), size and the inflated pixel data's length.
import { crc32, inflateSync } from "node:zlib";

export function readPng(bytes: Uint8Array): { width: number; height: number; pixelBytes: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b)) throw new Error("not a PNG signature");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  for (;;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) throw new Error(`bad CRC in ${type}`);
    if (type === "IHDR") [width, height] = [view.getUint32(offset + 8), view.getUint32(offset + 12)];
    if (type === "IDAT") idat.push(data);
    offset += 12 + length;
    if (type === "IEND") break;
  }
  const pixels = inflateSync(Buffer.concat(idat));
  return { width, height, pixelBytes: pixels.length };
}
