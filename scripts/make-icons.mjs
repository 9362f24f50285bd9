// Draws the site's icons from public/icon.svg (run by hand after changing it; the outputs are
// committed): favicon.ico (16, 32 and 48 px PNGs in an ICO container), apple-touch-icon.png
// (180 px) and the web manifest's icon-192.png and icon-512.png.
//   node scripts/make-icons.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";

const require = createRequire(import.meta.url);
await initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
const svg = readFileSync("public/icon.svg", "utf8");
/** @param {number} size */
const png = (size, source = svg) => Buffer.from(new Resvg(source, { fitTo: { mode: "width", value: size } }).render().asPng());

// iOS rounds the corners itself and shows transparent ones black: a square background there.
writeFileSync("public/apple-touch-icon.png", png(180, svg.replace('rx="112"', 'rx="0"')));
for (const [file, size] of /** @type {const} */ ([
  ["icon-192.png", 192],
  ["icon-512.png", 512],
])) {
  writeFileSync(`public/${file}`, png(size));
}

// ICO: a 6-byte header, one 16-byte entry per image, then the images (PNG inside ICO is fine
// for every browser that asks for /favicon.ico today).
const images = [16, 32, 48].map((size) => ({ size, data: png(size) }));
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach(({ size, data }, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(data.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += data.length;
});
writeFileSync("public/favicon.ico", Buffer.concat([header, ...images.map((i) => i.data)]));
console.log("icons written to public/");
