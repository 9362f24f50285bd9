// Draws SVG to PNG at build time with resvg (Rust, as WebAssembly): the prerendering runs in
// workerd (the Cloudflare adapter's default), where a native module cannot load but a
// compiled WebAssembly module can. resvg shapes Arabic (rustybuzz) and lays out
// right-to-left runs itself; the one font, Cairo Bold, covers Arabic and Latin.
import { initWasm, Resvg, type ResvgRenderOptions } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import cairo from "../../assets/fonts/Cairo-Bold.ttf?inline";
import { FONT_FAMILY, type Measure } from "./card-svg";

let ready: Promise<ResvgRenderOptions> | undefined;

/** Loads the renderer and the font once per build. */
function setUp(): Promise<ResvgRenderOptions> {
  ready ??= initWasm(resvgWasm).then(() => {
    const base64 = cairo.slice(cairo.indexOf(",") + 1);
    const font = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return { font: { fontBuffers: [font], defaultFontFamily: FONT_FAMILY, loadSystemFonts: false } } as ResvgRenderOptions;
  });
  return ready;
}

export async function renderPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const resvg = new Resvg(svg, await setUp());
  try {
    // A copy that owns its buffer (a Response body may not be a view of wasm memory).
    return new Uint8Array(resvg.render().asPng());
  } finally {
    resvg.free();
  }
}

/** A `Measure` backed by the same renderer and font, so wrapping matches what is drawn. */
export async function textMeasure(): Promise<Measure> {
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
}
