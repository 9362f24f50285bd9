// An RGB raster with just enough drawing for seed pictures: linear gradients and shapes
// given as signed distance functions (negative inside), anti-aliased by their distance.
import { encode as encodeJpeg } from "jpeg-js";
import { encodePng } from "./png";

export type Rgb = readonly [number, number, number];
export type Sdf = (x: number, y: number) => number;
/**
 * A flat colour, a vertical gradient from `top` at y0 to `bottom` at y1, or a colour per
 * pixel (shading across a round object).
 */
export type Fill = Rgb | { top: Rgb; bottom: Rgb; y0: number; y1: number } | ((x: number, y: number) => Rgb);

export const hexRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as unknown as Rgb;
export const lighten = (c: Rgb, t: number) => mix(c, [255, 255, 255], t);
export const darken = (c: Rgb, t: number) => mix(c, [0, 0, 0], t);

const clamp01 = (v: number) => (v < 0 ? 0 : Math.min(v, 1));

export class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.px = new Uint8Array(width * height * 3);
  }

  /** Fills the canvas with a linear gradient from `a` to `b` along `angle` (radians). */
  gradient(a: Rgb, b: Rgb, angle: number) {
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const span = Math.abs(dx) * this.width + Math.abs(dy) * this.height;
    const origin = Math.min(0, dx * this.width) + Math.min(0, dy * this.height);
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = (x * dx + y * dy - origin) / span;
        const o = (y * this.width + x) * 3;
        this.px[o] = a[0] + (b[0] - a[0]) * t;
        this.px[o + 1] = a[1] + (b[1] - a[1]) * t;
        this.px[o + 2] = a[2] + (b[2] - a[2]) * t;
      }
    }
  }

  /**
   * Paints a shape inside the box [x0, y0, x1, y1]. `soft` is the edge width in pixels:
   * about 1 for a crisp anti-aliased edge, tens for a blurred shadow.
   */
  shape(sdf: Sdf, box: readonly number[], fill: Fill, alpha = 1, soft = 1.2) {
    const shade = typeof fill === "function" ? fill : null;
    const flat = shade || "top" in fill ? null : (fill as Rgb);
    const grad = !shade && "top" in fill ? (fill as Exclude<Fill, Rgb | ((x: number, y: number) => Rgb)>) : null;
    const [x0, y0, x1, y1] = [
      Math.max(0, Math.floor(box[0] - soft)),
      Math.max(0, Math.floor(box[1] - soft)),
      Math.min(this.width, Math.ceil(box[2] + soft)),
      Math.min(this.height, Math.ceil(box[3] + soft)),
    ];
    const half = soft / 2;
    for (let y = y0; y < y1; y++) {
      const row = shade ? null : (flat ?? mix(grad!.top, grad!.bottom, clamp01((y - grad!.y0) / (grad!.y1 - grad!.y0))));
      // The distances are 1-Lipschitz, so one sample clears a whole run of the row: a
      // pixel d away from the edge has neighbours at least d - k away from it.
      for (let x = x0; x < x1; ) {
        const d = sdf(x + 0.5, y + 0.5);
        const run = d >= half || d <= -half ? Math.floor(Math.abs(d) - half) + 1 : 1;
        if (d < half) {
          const a = clamp01(0.5 - d / soft) * alpha;
          for (let o = (y * this.width + x) * 3, end = Math.min(x + run, x1) * 3 + y * this.width * 3; o < end; o += 3) {
            const c = row ?? shade!(((o / 3) % this.width) + 0.5, y + 0.5);
            this.px[o] += (c[0] - this.px[o]) * a;
            this.px[o + 1] += (c[1] - this.px[o + 1]) * a;
            this.px[o + 2] += (c[2] - this.px[o + 2]) * a;
          }
        }
        x += run;
      }
    }
  }

  png(): Uint8Array {
    return encodePng(this.width, this.height, this.px);
  }

  /** Photos and wide soft backgrounds: a JPEG is about a tenth of the PNG (the hero's LCP). */
  jpeg(quality = 80): Uint8Array {
    const rgba = new Uint8Array(this.width * this.height * 4);
    for (let i = 0, j = 0; i < this.px.length; i += 3, j += 4) {
      rgba[j] = this.px[i];
      rgba[j + 1] = this.px[i + 1];
      rgba[j + 2] = this.px[i + 2];
      rgba[j + 3] = 255;
    }
    return new Uint8Array(encodeJpeg({ data: rgba, width: this.width, height: this.height }, quality).data);
  }
}
