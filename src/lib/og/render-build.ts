// The share-card renderer for cards drawn at build time. Astro prerenders in Node
// (astro.config.mjs, docs/decisions/0006-prerender-at-scale.md), where the .wasm file is read
// from node_modules. This code runs bundled, from the build's output folder, which may be
// outside the project (ASWAQ_DIST, the benchmark's folders): the package is looked up from
// the folder the build runs in (the project's, for every script) before the bundle's own.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createRenderer } from "./render";

function wasmPath(): string {
  const from = [join(process.cwd(), "package.json"), import.meta.url];
  for (const base of from) {
    try {
      return createRequire(base).resolve("@resvg/resvg-wasm/index_bg.wasm");
    } catch {
      // Not found from there: try the next place.
    }
  }
  throw new Error("@resvg/resvg-wasm is not installed: run the build from the project folder after npm install.");
}

export const { renderPng, textMeasure } = createRenderer(() => readFile(wasmPath()));
