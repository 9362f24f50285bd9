// The share-card renderer for cards drawn on demand in the web worker. Workers may not
// compile WebAssembly from bytes at run time; the Cloudflare Vite plugin turns a .wasm import
// into a module compiled at deploy.
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import { createRenderer } from "./render";

export const { renderPng, textMeasure } = createRenderer(async () => resvgWasm);
