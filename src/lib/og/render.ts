// Draws SVG to PNG with resvg (Rust, as WebAssembly). resvg shapes Arabic (rustybuzz) and
// lays out right-to-left runs itself; the one font, Cairo Bold, covers Arabic and Latin.
// How the WebAssembly is loaded depends on where this runs, so the caller passes it in:
// render-build.ts at build time (Node), render-worker.ts on demand (workerd).
import { initWasm, Resvg, type ResvgRenderOptions } from "@resvg/resvg-wasm";
import cairo from "../../assets/fonts/Cairo-Bold.ttf?inline";
import { FONT_FAMILY, type Measure } from "./card-svg";

export interface Renderer {
  renderPng(svg: string): Promise<Uint8Array<ArrayBuffer>>;
  /** A `Measure` backed by the same renderer and font, so wrapping matches what is drawn. */
  textMeasure(): Promise<Measure>;
}

// initWasm may run once per JavaScript realm; every renderer in the realm shares it.
let ready: Promise<ResvgRenderOptions> | undefined;

export function createRenderer(loadWasm: () => Promise<WebAssembly.Module | BufferSource>): Renderer {
  const setUp = () => {
    if (!ready) {
      ready = loadWasm()
        .then((wasm) => initWasm(wasm))
        .then(() => {
          const base64 = cairo.slice(cairo.indexOf(",") + 1);
          const font = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          return { font: { fontBuffers: [font], defaultFontFamily: FONT_FAMILY, loadSystemFonts: false } } as ResvgRenderOptions;
        });
      // A failed load is not kept: the next card tries again.
      ready.catch(() => (ready = undefined));
    }
    return ready;
  };

  return {
    async renderPng(svg) {
      const resvg = new Resvg(svg, await setUp());
      try {
        // A copy that owns its buffer (a Response body may not be a view of wasm memory).
        return new Uint8Array(resvg.render().asPng());
      } finally {
        resvg.free();
      }
    },
    async textMeasure() {
      const options = await setUp();
      return (text, fontSize) => {
        const escaped = text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c] as string);
        const resvg = new Resvg(
          `<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="400"><text x="10" y="300" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="700">${escaped}</text></svg>`,
          options,
        );
        try {
          return resvg.getBBox()?.width ?? 0;
        } finally {
          resvg.free();
        }
      };
    },
  };
}
