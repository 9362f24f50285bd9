// Signed distance functions (after Inigo Quilez's 2D catalogue) and the few compound
// silhouettes the seed pictures are made of.
import type { Sdf } from "./canvas";

// Math.hypot is several times slower than this in V8, and it runs for every pixel.
const len = (x: number, y: number) => Math.sqrt(x * x + y * y);

export const circle =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) =>
    len(x - cx, y - cy) - r;

export const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Sdf =>
  (x, y) =>
    (len((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry);

export const ring =
  (cx: number, cy: number, r: number, width: number): Sdf =>
  (x, y) =>
    Math.abs(len(x - cx, y - cy) - r) - width / 2;

export const roundRect =
  (cx: number, cy: number, hw: number, hh: number, radius: number): Sdf =>
  (x, y) => {
    const qx = Math.abs(x - cx) - hw + radius;
    const qy = Math.abs(y - cy) - hh + radius;
    return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  };

export const diamond =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) =>
    (Math.abs(x - cx) + Math.abs(y - cy) - r) / Math.SQRT2;

export const hexagon =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) => {
    const k = [-0.866025404, 0.5, 0.577350269];
    let px = Math.abs(x - cx);
    let py = Math.abs(y - cy);
    const d = 2 * Math.min(k[0] * px + k[1] * py, 0);
    px -= d * k[0];
    py -= d * k[1];
    px -= Math.min(Math.max(px, -k[2] * r), k[2] * r);
    py -= r;
    return len(px, py) * Math.sign(py);
  };

export const triangle =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) => {
    const k = Math.sqrt(3);
    let px = Math.abs(x - cx) - r;
    let py = -(y - cy) + r / k;
    if (px + k * py > 0) [px, py] = [(px - k * py) / 2, (-k * px - py) / 2];
    px -= Math.min(Math.max(px, -2 * r), 0);
    return -len(px, py) * Math.sign(py);
  };

/** A segment from (ax, ay) to (bx, by), `width` thick with round ends: handles, straps, cables. */
export const segment =
  (ax: number, ay: number, bx: number, by: number, width: number): Sdf =>
  (x, y) => {
    const pax = x - ax;
    const pay = y - ay;
    const bax = bx - ax;
    const bay = by - ay;
    const h = Math.min(1, Math.max(0, (pax * bax + pay * bay) / (bax * bax + bay * bay)));
    return len(pax - bax * h, pay - bay * h) - width / 2;
  };

/** A closed polygon through `points` ([x, y] pairs), its corners rounded by `radius`. */
export const polygon =
  (points: readonly (readonly [number, number])[], radius = 0): Sdf =>
  (x, y) => {
    let d = Infinity;
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i];
      const [xj, yj] = points[j];
      const ex = xj - xi;
      const ey = yj - yi;
      const wx = x - xi;
      const wy = y - yi;
      const h = Math.min(1, Math.max(0, (wx * ex + wy * ey) / (ex * ex + ey * ey)));
      d = Math.min(d, len(wx - ex * h, wy - ey * h));
      if (yi > y !== yj > y && x < (ex * (y - yi)) / ey + xi) inside = !inside;
    }
    return (inside ? -d : d) - radius;
  };

export const intersect =
  (a: Sdf, b: Sdf): Sdf =>
  (x, y) =>
    Math.max(a(x, y), b(x, y));

export const union =
  (...parts: Sdf[]): Sdf =>
  (x, y) => {
    let d = Infinity;
    for (const part of parts) d = Math.min(d, part(x, y));
    return d;
  };
export const subtract =
  (a: Sdf, b: Sdf): Sdf =>
  (x, y) =>
    Math.max(a(x, y), -b(x, y));

/** `sdf` turned by `angle` radians around (cx, cy). */
export const rotate = (sdf: Sdf, cx: number, cy: number, angle: number): Sdf => {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return (x, y) => sdf(cx + (x - cx) * cos + (y - cy) * sin, cy - (x - cx) * sin + (y - cy) * cos);
};

/** Product-like silhouettes centred on (cx, cy), about 2s wide. */
export const MOTIFS = {
  jar: (cx: number, cy: number, s: number) =>
    union(roundRect(cx, cy + s * 0.12, s * 0.62, s * 0.78, s * 0.2), roundRect(cx, cy - s * 0.78, s * 0.5, s * 0.14, s * 0.05)),
  bottle: (cx: number, cy: number, s: number) =>
    union(roundRect(cx, cy + s * 0.25, s * 0.42, s * 0.72, s * 0.18), roundRect(cx, cy - s * 0.62, s * 0.16, s * 0.3, s * 0.05)),
  box: (cx: number, cy: number, s: number) => roundRect(cx, cy, s * 0.8, s * 0.62, s * 0.08),
  fruit: (cx: number, cy: number, s: number) => union(circle(cx, cy + s * 0.08, s * 0.72), ellipse(cx + s * 0.2, cy - s * 0.72, s * 0.22, s * 0.1)),
  phone: (cx: number, cy: number, s: number) =>
    subtract(roundRect(cx, cy, s * 0.48, s * 0.9, s * 0.12), roundRect(cx, cy, s * 0.38, s * 0.72, s * 0.04)),
  laptop: (cx: number, cy: number, s: number) =>
    union(
      subtract(roundRect(cx, cy - s * 0.15, s * 0.75, s * 0.5, s * 0.06), roundRect(cx, cy - s * 0.15, s * 0.65, s * 0.4, s * 0.02)),
      roundRect(cx, cy + s * 0.42, s * 0.95, s * 0.07, s * 0.05),
    ),
  earbuds: (cx: number, cy: number, s: number) =>
    union(
      circle(cx - s * 0.38, cy - s * 0.1, s * 0.3),
      circle(cx + s * 0.38, cy - s * 0.1, s * 0.3),
      roundRect(cx - s * 0.38, cy + s * 0.4, s * 0.08, s * 0.32, s * 0.08),
      roundRect(cx + s * 0.38, cy + s * 0.4, s * 0.08, s * 0.32, s * 0.08),
    ),
  gem: (cx: number, cy: number, s: number) => hexagon(cx, cy, s * 0.78),
  bag: (cx: number, cy: number, s: number) =>
    union(
      roundRect(cx, cy + s * 0.2, s * 0.72, s * 0.6, s * 0.1),
      subtract(ring(cx, cy - s * 0.4, s * 0.36, s * 0.1), roundRect(cx, cy + s * 0.2, s * 0.8, s * 0.6, 0)),
    ),
  shirt: (cx: number, cy: number, s: number) =>
    subtract(
      union(
        roundRect(cx, cy + s * 0.1, s * 0.5, s * 0.75, s * 0.06),
        rotate(roundRect(cx - s * 0.62, cy - s * 0.4, s * 0.3, s * 0.16, s * 0.05), cx - s * 0.62, cy - s * 0.4, 0.6),
        rotate(roundRect(cx + s * 0.62, cy - s * 0.4, s * 0.3, s * 0.16, s * 0.05), cx + s * 0.62, cy - s * 0.4, -0.6),
      ),
      circle(cx, cy - s * 0.7, s * 0.2),
    ),
  shoe: (cx: number, cy: number, s: number) =>
    union(roundRect(cx, cy + s * 0.3, s * 0.9, s * 0.22, s * 0.2), roundRect(cx - s * 0.35, cy - s * 0.05, s * 0.45, s * 0.4, s * 0.2)),
  diamond: (cx: number, cy: number, s: number) => diamond(cx, cy, s * 0.85),
  house: (cx: number, cy: number, s: number) =>
    union(triangle(cx, cy - s * 0.38, s * 0.85), roundRect(cx, cy + s * 0.35, s * 0.6, s * 0.42, s * 0.04)),
  plate: (cx: number, cy: number, s: number) => union(ring(cx, cy, s * 0.75, s * 0.16), circle(cx, cy, s * 0.45)),
  lamp: (cx: number, cy: number, s: number) =>
    union(
      triangle(cx, cy - s * 0.3, s * 0.7),
      roundRect(cx, cy + s * 0.35, s * 0.06, s * 0.4, s * 0.03),
      roundRect(cx, cy + s * 0.78, s * 0.4, s * 0.07, s * 0.05),
    ),
  pillow: (cx: number, cy: number, s: number) => roundRect(cx, cy, s * 0.85, s * 0.55, s * 0.3),
} satisfies Record<string, (cx: number, cy: number, s: number) => Sdf>;

export type Motif = keyof typeof MOTIFS;
