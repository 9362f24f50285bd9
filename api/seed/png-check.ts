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

/**
 * Decodes an 8-bit RGB PNG (every filter type, so it checks the encoder's choice of
 * filters too) into width * height * 3 bytes.
 */
export function decodePng(bytes: Uint8Array): { width: number; height: number; rgb: Uint8Array } {
  const { width, height } = readPng(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[24] !== 8 || bytes[25] !== 2) throw new Error("not an 8-bit RGB PNG");
  const idat: Uint8Array[] = [];
  for (let offset = 8; offset < bytes.length; ) {
    const length = view.getUint32(offset);
    if (String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)) === "IDAT") idat.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    if (filter > 4) throw new Error(`bad filter ${filter} in row ${y}`);
    for (let i = 0; i < stride; i++) {
      const a = i >= 3 ? rgb[y * stride + i - 3] : 0;
      const b = y > 0 ? rgb[(y - 1) * stride + i] : 0;
      const c = i >= 3 && y > 0 ? rgb[(y - 1) * stride + i - 3] : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      rgb[y * stride + i] = (raw[y * (stride + 1) + 1 + i] + predictor) & 255;
    }
  }
  return { width, height, rgb };
}
