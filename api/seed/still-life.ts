// Drawn still lifes of the demo's products: one small drawing per kind of product (a
// bottle of oil, a phone, a T-shirt...), lit from the upper left, with a label where the
// real thing has one, a soft floor shadow and the product's own colour.
import { type Canvas, darken, type Fill, lighten, mix, type Rgb, type Sdf } from "./canvas";
import { ellipse, intersect, polygon, ring, rotate, roundRect, segment, subtract, union } from "./shapes";

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [38, 42, 52];
const STEEL: Rgb = [176, 184, 194];
const GLASS: Rgb = [214, 232, 238];

export interface Look {
  /** The product's colour (packaging, fabric, body). */
  colour: Rgb;
  /** A second colour for labels and details. */
  accent: Rgb;
}

/** Light from the upper left across a round object spanning x0..x1. */
export const rounded =
  (base: Rgb, x0: number, x1: number): Fill =>
  (x) => {
    const light = 1 - Math.abs((x - x0) / (x1 - x0) - 0.3) * 1.9;
    return light > 0 ? lighten(base, light * 0.38) : darken(base, Math.min(0.5, -light * 0.4));
  };
const vertical = (base: Rgb, y0: number, y1: number): Fill => ({ top: lighten(base, 0.18), bottom: darken(base, 0.18), y0, y1 });

function paint(c: Canvas, sdf: Sdf, box: readonly number[], fill: Fill, alpha = 1, soft = 1.2) {
  c.shape(sdf, box, fill, alpha, soft);
}
function rect(c: Canvas, cx: number, cy: number, hw: number, hh: number, r: number, fill: Fill, alpha = 1) {
  paint(c, roundRect(cx, cy, hw, hh, r), [cx - hw, cy - hh, cx + hw, cy + hh], fill, alpha);
}
function oval(c: Canvas, cx: number, cy: number, rx: number, ry: number, fill: Fill, alpha = 1) {
  paint(c, ellipse(cx, cy, rx, ry), [cx - rx, cy - ry, cx + rx, cy + ry], fill, alpha);
}
function poly(c: Canvas, pts: [number, number][], r: number, fill: Fill, alpha = 1) {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  paint(c, polygon(pts, r), [Math.min(...xs) - r, Math.min(...ys) - r, Math.max(...xs) + r, Math.max(...ys) + r], fill, alpha);
}
function line(c: Canvas, ax: number, ay: number, bx: number, by: number, w: number, fill: Fill, alpha = 1) {
  paint(c, segment(ax, ay, bx, by, w), [Math.min(ax, bx) - w, Math.min(ay, by) - w, Math.max(ax, bx) + w, Math.max(ay, by) + w], fill, alpha);
}
/** A soft shadow on the floor under an object `hw` wide. */
function shadow(c: Canvas, cx: number, y: number, hw: number) {
  paint(c, ellipse(cx, y, hw, hw * 0.14), [cx - hw * 1.4, y - hw * 0.5, cx + hw * 1.4, y + hw * 0.5], [40, 40, 50], 0.3, hw * 0.25);
}
/** A printed label: a panel with a title bar and lines of small text. */
function label(c: Canvas, cx: number, cy: number, hw: number, hh: number, panel: Rgb, ink: Rgb, lines = 2) {
  rect(c, cx, cy, hw, hh, hw * 0.08, panel);
  rect(c, cx, cy - hh * 0.35, hw * 0.62, hh * 0.16, hh * 0.08, ink);
  for (let i = 0; i < lines; i++) rect(c, cx, cy + hh * (0.12 + i * 0.28), hw * (0.7 - i * 0.18), hh * 0.07, hh * 0.05, mix(ink, panel, 0.45));
}
/** A leaf or an olive: an ellipse `len` long turned by `angle`. */
function leaf(c: Canvas, cx: number, cy: number, len: number, wide: number, angle: number, fill: Fill) {
  paint(c, rotate(ellipse(cx, cy, len, wide), cx, cy, angle), [cx - len, cy - len, cx + len, cy + len], fill);
}
const glint = (c: Canvas, cx: number, cy: number, hw: number, hh: number, alpha = 0.4) => rect(c, cx, cy, hw, hh, hw, WHITE, alpha);

// ---- groceries ----

function bottle(c: Canvas, x: number, y: number, s: number, glass: Rgb, liquid: Rgb, cap: Rgb, panel: Rgb, slim = false) {
  const hw = s * (slim ? 0.3 : 0.38);
  shadow(c, x, y + s * 0.95, hw * 1.3);
  const body = union(
    roundRect(x, y + s * 0.35, hw, s * 0.6, hw * 0.35),
    polygon(
      [
        [x - hw, y - 0.05 * s],
        [x - s * 0.1, y - s * 0.45],
        [x + s * 0.1, y - s * 0.45],
        [x + hw, y - 0.05 * s],
      ],
      s * 0.03,
    ),
    roundRect(x, y - s * 0.6, s * 0.1, s * 0.2, s * 0.03),
  );
  paint(c, body, [x - hw, y - s * 0.8, x + hw, y + s * 0.95], rounded(glass, x - hw, x + hw));
  paint(
    c,
    intersect(body, (_, py) => y + s * 0.0 - py),
    [x - hw, y, x + hw, y + s * 0.95],
    rounded(liquid, x - hw, x + hw),
    0.85,
  );
  rect(c, x, y - s * 0.8, s * 0.13, s * 0.08, s * 0.03, vertical(cap, y - s * 0.88, y - s * 0.72));
  label(c, x, y + s * 0.42, hw * 0.86, s * 0.26, panel, darken(cap, 0.1));
  glint(c, x - hw * 0.55, y + s * 0.35, hw * 0.09, s * 0.45, 0.45);
}

/** Dark green glass, golden oil, and a sprig of olives on the label. */
function oilBottle(c: Canvas, x: number, y: number, s: number) {
  bottle(c, x, y, s, [58, 92, 48], [196, 170, 48], [40, 60, 36], [246, 238, 214], true);
  const sy = y + s * 0.22;
  line(c, x - s * 0.13, sy + s * 0.02, x + s * 0.12, sy - s * 0.01, s * 0.008, [90, 80, 40]);
  for (const [dx, dy, a] of [
    [-0.08, -0.025, -0.5],
    [0.0, 0.03, 0.5],
    [0.07, -0.03, -0.4],
  ] as const)
    leaf(c, x + dx * s, sy + dy * s, s * 0.045, s * 0.014, a, [96, 132, 60]);
  for (const [dx, dy] of [
    [-0.035, 0.025],
    [0.04, 0.022],
  ] as const) {
    oval(c, x + dx * s, sy + dy * s, s * 0.022, s * 0.028, [70, 90, 34]);
    oval(c, x + dx * s - s * 0.007, sy + dy * s - s * 0.01, s * 0.006, s * 0.008, WHITE, 0.5);
  }
}
const plasticBottle = (liquid: Rgb) => (c: Canvas, x: number, y: number, s: number, k: Look) =>
  bottle(c, x, y, s, lighten(liquid, 0.35), liquid, k.colour, WHITE);

function waterPack(c: Canvas, x: number, y: number, s: number, k: Look) {
  for (const dx of [-0.5, 0.5, 0])
    bottle(c, x + dx * s * 0.75, y + (dx === 0 ? s * 0.08 : 0), s * 0.85, [190, 224, 240], [150, 205, 235], k.colour, lighten(k.colour, 0.85), true);
}

function carton(c: Canvas, x: number, y: number, s: number, k: Look, drink: Rgb) {
  const hw = s * 0.42;
  shadow(c, x, y + s * 0.95, hw * 1.3);
  rect(c, x - hw * 0.1, y + s * 0.25, hw, s * 0.7, s * 0.02, rounded(WHITE, x - hw, x + hw));
  poly(
    c,
    [
      [x - hw * 1.1, y - s * 0.45],
      [x - hw * 0.55, y - s * 0.72],
      [x + hw * 0.35, y - s * 0.72],
      [x + hw * 0.9, y - s * 0.45],
    ],
    s * 0.01,
    [232, 234, 238],
  );
  rect(c, x - hw * 0.1, y - s * 0.76, hw * 0.5, s * 0.05, s * 0.01, [214, 216, 222]);
  rect(c, x - hw * 0.1, y + s * 0.5, hw, s * 0.45, s * 0.02, vertical(k.colour, y + s * 0.05, y + s * 0.95));
  oval(c, x - hw * 0.1, y + s * 0.02, hw * 0.45, s * 0.2, drink);
  rect(c, x - hw * 0.1, y + s * 0.45, hw * 0.6, s * 0.06, s * 0.03, WHITE);
  rect(c, x - hw * 0.1, y + s * 0.62, hw * 0.4, s * 0.035, s * 0.02, lighten(k.colour, 0.6));
}

function jar(c: Canvas, x: number, y: number, s: number, k: Look, contents: Rgb, lid: Rgb) {
  const hw = s * 0.5;
  shadow(c, x, y + s * 0.9, hw * 1.2);
  rect(c, x, y + s * 0.2, hw, s * 0.7, hw * 0.3, rounded(GLASS, x - hw, x + hw));
  rect(c, x, y + s * 0.28, hw * 0.92, s * 0.6, hw * 0.26, rounded(contents, x - hw, x + hw));
  rect(c, x, y - s * 0.55, hw * 0.9, s * 0.14, s * 0.04, rounded(lid, x - hw, x + hw));
  label(c, x, y + s * 0.3, hw * 0.75, s * 0.3, lighten(k.colour, 0.88), k.colour);
  glint(c, x - hw * 0.7, y + s * 0.2, hw * 0.06, s * 0.45);
}

function can(c: Canvas, x: number, y: number, s: number, k: Look) {
  const hw = s * 0.46;
  shadow(c, x, y + s * 0.8, hw * 1.2);
  rect(c, x, y + s * 0.1, hw, s * 0.7, s * 0.06, rounded(STEEL, x - hw, x + hw));
  rect(c, x, y + s * 0.12, hw, s * 0.5, 0, rounded(k.colour, x - hw, x + hw));
  oval(c, x, y + s * 0.18, hw * 0.55, s * 0.26, [240, 226, 190]);
  for (let i = 0; i < 5; i++)
    oval(c, x - hw * 0.25 + (i % 3) * hw * 0.25, y + s * 0.1 + Math.floor(i / 3) * s * 0.14, hw * 0.11, s * 0.08, [150, 98, 58]);
  oval(c, x, y - s * 0.6, hw, s * 0.09, [214, 220, 226]);
}

function tub(c: Canvas, x: number, y: number, s: number, k: Look, contents: Rgb) {
  const hw = s * 0.65;
  shadow(c, x, y + s * 0.7, hw * 1.1);
  poly(
    c,
    [
      [x - hw, y - s * 0.35],
      [x + hw, y - s * 0.35],
      [x + hw * 0.82, y + s * 0.7],
      [x - hw * 0.82, y + s * 0.7],
    ],
    s * 0.04,
    rounded(WHITE, x - hw, x + hw),
  );
  rect(c, x, y + s * 0.2, hw * 0.8, s * 0.22, s * 0.03, k.colour);
  rect(c, x, y + s * 0.17, hw * 0.45, s * 0.06, s * 0.03, WHITE);
  oval(c, x, y - s * 0.35, hw * 1.04, s * 0.16, lighten(k.colour, 0.2));
  oval(c, x, y - s * 0.37, hw * 0.85, s * 0.11, contents);
}

function sack(c: Canvas, x: number, y: number, s: number, k: Look, grain: Rgb) {
  const hw = s * 0.6;
  shadow(c, x, y + s * 0.95, hw * 1.2);
  poly(
    c,
    [
      [x - hw * 0.9, y - s * 0.7],
      [x + hw * 0.9, y - s * 0.7],
      [x + hw, y + s * 0.9],
      [x - hw, y + s * 0.9],
    ],
    s * 0.08,
    rounded(lighten(k.colour, 0.75), x - hw, x + hw),
  );
  rect(c, x, y - s * 0.72, hw * 0.92, s * 0.06, s * 0.02, darken(k.colour, 0.1));
  rect(c, x, y - s * 0.35, hw * 0.75, s * 0.14, s * 0.04, k.colour);
  rect(c, x, y - s * 0.35, hw * 0.45, s * 0.04, s * 0.02, WHITE);
  oval(c, x, y + s * 0.3, hw * 0.55, s * 0.35, [250, 248, 240]);
  for (let i = 0; i < 24; i++) {
    const a = i * 2.4;
    const d = Math.sqrt(i / 24) * 0.85;
    oval(c, x + Math.cos(a) * d * hw * 0.5, y + s * 0.3 + Math.sin(a) * d * s * 0.3, s * 0.055, s * 0.025, grain);
  }
}

function teaBox(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.75, s * 0.8);
  poly(
    c,
    [
      [x - s * 0.7, y - s * 0.45],
      [x - s * 0.45, y - s * 0.65],
      [x + s * 0.85, y - s * 0.65],
      [x + s * 0.6, y - s * 0.45],
    ],
    0,
    lighten(k.colour, 0.25),
  );
  poly(
    c,
    [
      [x + s * 0.6, y - s * 0.45],
      [x + s * 0.85, y - s * 0.65],
      [x + s * 0.85, y + s * 0.55],
      [x + s * 0.6, y + s * 0.75],
    ],
    0,
    darken(k.colour, 0.3),
  );
  rect(c, x - s * 0.05, y + s * 0.15, s * 0.65, s * 0.6, 0, vertical(k.colour, y - s * 0.45, y + s * 0.75));
  oval(c, x - s * 0.05, y + s * 0.1, s * 0.3, s * 0.22, [250, 244, 226]);
  oval(c, x - s * 0.05, y + s * 0.12, s * 0.12, s * 0.07, [196, 120, 58]);
  line(c, x + s * 0.1, y - s * 0.2, x + s * 0.2, y + s * 0.5, s * 0.012, WHITE);
  rect(c, x + s * 0.2, y + s * 0.56, s * 0.07, s * 0.08, s * 0.01, [236, 60, 60]);
  rect(c, x - s * 0.05, y + s * 0.48, s * 0.4, s * 0.05, s * 0.02, WHITE);
}

function eggs(c: Canvas, x: number, y: number, s: number) {
  shadow(c, x, y + s * 0.55, s * 0.95);
  poly(
    c,
    [
      [x - s * 0.95, y - s * 0.1],
      [x + s * 0.95, y - s * 0.1],
      [x + s * 0.85, y + s * 0.55],
      [x - s * 0.85, y + s * 0.55],
    ],
    s * 0.03,
    rounded([196, 178, 150], x - s, x + s),
  );
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 4; col++) {
      const ex = x - s * 0.66 + col * s * 0.44 + row * s * 0.1;
      const ey = y - s * 0.2 + row * s * 0.32;
      oval(c, ex, ey, s * 0.17, s * 0.22, rounded([222, 170, 120], ex - s * 0.17, ex + s * 0.17));
    }
  }
}

function produce(kind: "tomato" | "apple" | "banana") {
  return (c: Canvas, x: number, y: number, s: number) => {
    shadow(c, x, y + s * 0.75, s * 0.9);
    if (kind === "banana") {
      bananas(c, x, y, s);
      return;
    }
    const red: Rgb = kind === "tomato" ? [214, 48, 36] : [190, 30, 45];
    for (const [dx, dy, r] of [
      [-0.45, 0.25, 0.4],
      [0.45, 0.25, 0.4],
      [0, -0.15, 0.42],
    ] as const) {
      const fx = x + dx * s;
      const fy = y + dy * s;
      const rr = r * s;
      oval(c, fx, fy, rr * 1.05, rr, rounded(red, fx - rr, fx + rr));
      glint(c, fx - rr * 0.4, fy - rr * 0.35, rr * 0.12, rr * 0.18, 0.5);
      if (kind === "tomato")
        for (let i = 0; i < 5; i++)
          line(c, fx, fy - rr * 0.9, fx + Math.cos(i * 1.26) * rr * 0.3, fy - rr * 0.9 + Math.sin(i * 1.26) * rr * 0.14, rr * 0.1, [56, 130, 48]);
      else {
        line(c, fx, fy - rr * 0.8, fx + rr * 0.08, fy - rr * 1.15, rr * 0.08, [96, 64, 30]);
        poly(
          c,
          [
            [fx + rr * 0.08, fy - rr * 1.05],
            [fx + rr * 0.45, fy - rr * 1.25],
            [fx + rr * 0.2, fy - rr * 0.95],
          ],
          rr * 0.04,
          [70, 150, 60],
        );
      }
    }
  };
}

/** A hand of three bananas fanned from one stalk: crescents with dark tips, lit from above. */
function bananas(c: Canvas, x: number, y: number, s: number) {
  const px = x + s * 0.62;
  const py = y - s * 0.08;
  const r = s * 0.78;
  for (const [i, angle] of [
    [0, -0.42],
    [1, -0.16],
    [2, 0.1],
  ] as const) {
    const cx = px - r * 0.98;
    const cy = py - r * 0.05;
    const crescent = rotate(subtract(ellipse(cx, cy, r, r * 0.62), ellipse(cx + r * 0.04, cy - r * 0.26, r * 1.04, r * 0.6)), px, py, angle);
    const box = [x - s * 1.1, y - s * 0.9, x + s * 1.1, y + s * 0.9];
    paint(c, (qx, qy) => crescent(qx, qy) - s * 0.012, box, [150, 118, 30]);
    paint(c, crescent, box, { top: [252, 226, 92], bottom: [214, 168, 28], y0: py - r * 0.2, y1: py + r * 0.75 });
    paint(
      c,
      intersect(
        crescent,
        rotate((_qx, qy) => qy - (cy + r * 0.47), px, py, angle),
      ),
      box,
      [236, 200, 60],
      0.7,
    );
    // The dark tip where the flower was.
    const tip = rotate(ellipse(cx - r * 0.97, cy + r * 0.02, s * 0.035, s * 0.03), px, py, angle);
    paint(c, intersect(tip, crescent), box, [80, 62, 30]);
    if (i === 2) break;
  }
  line(c, px - s * 0.04, py + s * 0.02, px + s * 0.12, py - s * 0.14, s * 0.07, [120, 130, 50]);
  oval(c, px + s * 0.12, py - s * 0.14, s * 0.04, s * 0.035, [90, 80, 40]);
}

function pouch(c: Canvas, x: number, y: number, s: number, k: Look) {
  const hw = s * 0.5;
  shadow(c, x, y + s * 0.9, hw * 1.2);
  poly(
    c,
    [
      [x - hw * 0.85, y - s * 0.75],
      [x + hw * 0.85, y - s * 0.75],
      [x + hw, y + s * 0.9],
      [x - hw, y + s * 0.9],
    ],
    s * 0.04,
    rounded(k.colour, x - hw, x + hw),
  );
  rect(c, x, y - s * 0.66, hw * 0.85, s * 0.04, s * 0.01, darken(k.colour, 0.3));
  label(c, x, y + s * 0.15, hw * 0.7, s * 0.32, [246, 236, 214], darken(k.colour, 0.3));
  for (let i = 0; i < 5; i++) oval(c, x - hw * 0.45 + i * hw * 0.22, y + s * 0.68, s * 0.05, s * 0.035, [92, 52, 30]);
}

// ---- electronics ----

function screenFill(k: Look, y0: number, y1: number): Fill {
  return { top: mix(k.accent, [40, 60, 140], 0.4), bottom: mix(k.colour, [20, 20, 40], 0.3), y0, y1 };
}

function phone(c: Canvas, x: number, y: number, s: number, k: Look, wide = false) {
  const hw = s * (wide ? 0.68 : 0.42);
  const hh = s * (wide ? 0.85 : 0.88);
  shadow(c, x, y + hh * 1.02, hw * 1.1);
  rect(c, x, y, hw, hh, s * 0.1, rounded(darken(k.colour, 0.35), x - hw, x + hw));
  rect(c, x, y, hw * 0.9, hh * 0.93, s * 0.07, [18, 20, 26]);
  rect(c, x, y, hw * 0.84, hh * 0.88, s * 0.05, screenFill(k, y - hh, y + hh));
  // The home screen: the time, two rows of app icons and a dock of four.
  rect(c, x, y - hh * 0.72, hw * 0.28, hh * 0.035, hh * 0.03, WHITE, 0.85);
  rect(c, x, y + hh * 0.68, hw * 0.72, hw * 0.16, hw * 0.08, WHITE, 0.22);
  for (let i = 0; i < 4; i++)
    rect(c, x - hw * 0.52 + i * hw * 0.35, y + hh * 0.68, hw * 0.11, hw * 0.11, hw * 0.04, lighten(k.colour, 0.35 + (i % 2) * 0.3));
  for (let i = 0; i < 8; i++)
    rect(
      c,
      x - hw * 0.52 + (i % 4) * hw * 0.35,
      y - hh * 0.55 + Math.floor(i / 4) * hh * 0.22,
      hw * 0.11,
      hw * 0.11,
      hw * 0.04,
      lighten(k.accent, 0.5 + (i % 3) * 0.15),
    );
  if (!wide) rect(c, x, y - hh * 0.84, hw * 0.22, hh * 0.03, hh * 0.03, [10, 10, 14]);
  else oval(c, x, y - hh * 0.9, s * 0.02, s * 0.02, [60, 60, 70]);
  glint(c, x - hw * 0.6, y - hh * 0.2, hw * 0.05, hh * 0.5, 0.22);
}

function phoneBack(c: Canvas, x: number, y: number, s: number, k: Look) {
  phone(c, x + s * 0.28, y + s * 0.05, s * 0.9, k);
  const hw = s * 0.38;
  const bx = x - s * 0.38;
  rect(c, bx, y - s * 0.05, hw, s * 0.8, s * 0.1, rounded(k.colour, bx - hw, bx + hw));
  rect(c, bx - hw * 0.45, y - s * 0.6, hw * 0.42, hw * 0.55, hw * 0.18, darken(k.colour, 0.25));
  for (const [dx, dy] of [
    [-0.6, -0.72],
    [-0.3, -0.72],
    [-0.45, -0.45],
  ]) {
    oval(c, bx + dx * hw + hw * 0.3, y - s * 0.6 + (dy + 0.6) * hw, hw * 0.12, hw * 0.12, [20, 22, 30]);
    oval(c, bx + dx * hw + hw * 0.27, y - s * 0.6 + (dy + 0.6) * hw - hw * 0.03, hw * 0.04, hw * 0.04, [120, 140, 200]);
  }
}

function watch(c: Canvas, x: number, y: number, s: number, k: Look, square: boolean) {
  shadow(c, x, y + s * 0.95, s * 0.45);
  rect(c, x, y, s * 0.26, s * 0.95, s * 0.1, vertical(k.colour, y - s, y + s));
  for (let i = -3; i <= 3; i++) if (Math.abs(i) > 1) rect(c, x, y + i * s * 0.2, s * 0.05, s * 0.02, s * 0.01, darken(k.colour, 0.3));
  if (square) {
    rect(c, x, y, s * 0.38, s * 0.44, s * 0.12, rounded([60, 64, 72], x - s * 0.4, x + s * 0.4));
    rect(c, x, y, s * 0.31, s * 0.37, s * 0.08, [14, 16, 22]);
    ring(x, y, s * 0.2, s * 0.04);
    paint(c, ring(x, y, s * 0.2, s * 0.05), [x - s * 0.3, y - s * 0.3, x + s * 0.3, y + s * 0.3], [90, 220, 120]);
    paint(c, ring(x, y, s * 0.13, s * 0.05), [x - s * 0.3, y - s * 0.3, x + s * 0.3, y + s * 0.3], [240, 80, 110]);
    rect(c, x + s * 0.4, y - s * 0.1, s * 0.03, s * 0.07, s * 0.02, [120, 124, 132]);
  } else {
    oval(c, x, y, s * 0.46, s * 0.46, rounded([212, 176, 96], x - s * 0.46, x + s * 0.46));
    oval(c, x, y, s * 0.39, s * 0.39, [250, 248, 240]);
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      line(
        c,
        x + Math.cos(a) * s * 0.3,
        y + Math.sin(a) * s * 0.3,
        x + Math.cos(a) * s * 0.35,
        y + Math.sin(a) * s * 0.35,
        s * (i % 3 ? 0.015 : 0.03),
        INK,
      );
    }
    line(c, x, y, x + s * 0.14, y - s * 0.15, s * 0.035, INK);
    line(c, x, y, x - s * 0.04, y - s * 0.3, s * 0.022, INK);
    oval(c, x, y, s * 0.03, s * 0.03, INK);
    rect(c, x + s * 0.48, y, s * 0.04, s * 0.05, s * 0.01, [200, 164, 86]);
  }
}

function laptop(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.62, s * 1.0);
  rect(c, x, y - s * 0.2, s * 0.78, s * 0.52, s * 0.04, [44, 46, 54]);
  rect(c, x, y - s * 0.2, s * 0.72, s * 0.46, s * 0.02, screenFill(k, y - s * 0.7, y + s * 0.3));
  for (let i = 0; i < 3; i++) rect(c, x - s * 0.3 + i * s * 0.3, y - s * 0.15, s * 0.12, s * 0.14, s * 0.02, lighten(k.accent, 0.5), 0.7);
  rect(c, x, y - s * 0.52, s * 0.6, s * 0.05, s * 0.02, WHITE, 0.5);
  poly(
    c,
    [
      [x - s * 0.82, y + s * 0.34],
      [x + s * 0.82, y + s * 0.34],
      [x + s * 0.98, y + s * 0.52],
      [x - s * 0.98, y + s * 0.52],
    ],
    s * 0.02,
    vertical(lighten(k.colour, 0.5), y + s * 0.3, y + s * 0.55),
  );
  for (let row = 0; row < 3; row++)
    rect(c, x, y + s * (0.38 + row * 0.045), s * (0.68 + row * 0.05), s * 0.012, 0, darken(lighten(k.colour, 0.5), 0.25));
}

function monitor(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.78, s * 0.5);
  rect(c, x, y + s * 0.45, s * 0.07, s * 0.3, s * 0.02, rounded([70, 72, 80], x - s * 0.07, x + s * 0.07));
  oval(c, x, y + s * 0.76, s * 0.38, s * 0.06, [70, 72, 80]);
  rect(c, x, y - s * 0.15, s * 0.95, s * 0.56, s * 0.03, [30, 32, 38]);
  rect(c, x, y - s * 0.17, s * 0.9, s * 0.5, s * 0.01, screenFill(k, y - s * 0.7, y + s * 0.4));
  oval(c, x + s * 0.3, y, s * 0.6, s * 0.3, lighten(k.accent, 0.4), 0.3);
  rect(c, x - s * 0.4, y - s * 0.4, s * 0.25, s * 0.05, s * 0.02, WHITE, 0.7);
  rect(c, x - s * 0.45, y - s * 0.28, s * 0.2, s * 0.03, s * 0.015, WHITE, 0.45);
}

function headphones(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.85, s * 0.8);
  const band = intersect(ring(x, y, s * 0.62, s * 0.12), (_, py) => py - y - s * 0.15);
  paint(c, band, [x - s * 0.75, y - s * 0.75, x + s * 0.75, y + s * 0.2], vertical(k.colour, y - s * 0.7, y));
  const pad = intersect(ring(x, y, s * 0.62, s * 0.07), (_, py) => py - y + s * 0.25);
  paint(c, pad, [x - s * 0.6, y - s * 0.7, x + s * 0.6, y], [40, 40, 46], 0.6);
  for (const side of [-1, 1]) {
    const ex = x + side * s * 0.62;
    rect(c, ex, y + s * 0.1, s * 0.05, s * 0.2, s * 0.02, STEEL);
    rect(c, ex, y + s * 0.45, s * 0.2, s * 0.33, s * 0.16, rounded(darken(k.colour, 0.15), ex - s * 0.2, ex + s * 0.2));
    rect(c, ex - side * s * 0.17, y + s * 0.45, s * 0.08, s * 0.3, s * 0.07, [36, 36, 42]);
  }
  glint(c, x - s * 0.5, y - s * 0.35, s * 0.03, s * 0.12, 0.4);
}

function earbuds(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.75, s * 0.7);
  rect(c, x, y + s * 0.35, s * 0.55, s * 0.38, s * 0.3, rounded(WHITE, x - s * 0.55, x + s * 0.55));
  rect(c, x, y + s * 0.18, s * 0.55, s * 0.012, 0, [200, 204, 210]);
  oval(c, x, y + s * 0.42, s * 0.04, s * 0.04, k.colour);
  for (const side of [-1, 1]) {
    const bx = x + side * s * 0.3;
    rect(c, bx + side * s * 0.05, y - s * 0.3, s * 0.07, s * 0.28, s * 0.07, rounded(WHITE, bx - s * 0.1, bx + s * 0.15));
    oval(c, bx - side * s * 0.04, y - s * 0.55, s * 0.16, s * 0.14, rounded(WHITE, bx - s * 0.2, bx + s * 0.16));
    oval(c, bx - side * s * 0.13, y - s * 0.55, s * 0.06, s * 0.08, k.colour);
  }
}

function speaker(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.85, s * 0.5);
  rect(c, x, y, s * 0.45, s * 0.85, s * 0.42, rounded(k.colour, x - s * 0.45, x + s * 0.45));
  for (let row = 0; row < 9; row++)
    for (let col = 0; col < 5; col++)
      oval(c, x - s * 0.24 + col * s * 0.12, y - s * 0.45 + row * s * 0.11, s * 0.022, s * 0.022, darken(k.colour, 0.4));
  rect(c, x, y + s * 0.72, s * 0.2, s * 0.05, s * 0.03, darken(k.colour, 0.35));
  for (const dx of [-0.08, 0, 0.08]) oval(c, x + dx * s, y + s * 0.72, s * 0.018, s * 0.018, WHITE);
}

function mouse(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.7, s * 0.5);
  oval(c, x, y, s * 0.48, s * 0.72, rounded(k.colour, x - s * 0.48, x + s * 0.48));
  line(c, x, y - s * 0.72, x, y - s * 0.1, s * 0.015, darken(k.colour, 0.35));
  rect(c, x, y - s * 0.38, s * 0.045, s * 0.1, s * 0.045, [40, 40, 46]);
  paint(
    c,
    intersect(ellipse(x, y, s * 0.48, s * 0.72), (_, py) => y - s * 0.1 - py),
    [x - s * 0.5, y - s * 0.75, x + s * 0.5, y],
    WHITE,
    0.12,
  );
}

function keyboard(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.45, s * 1.0);
  rect(c, x, y, s * 0.98, s * 0.4, s * 0.06, vertical(darken(k.colour, 0.55), y - s * 0.4, y + s * 0.4));
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 13; col++) {
      const kx = x - s * 0.86 + col * s * 0.143 + (row % 2) * s * 0.03;
      if (row === 4 && col > 3 && col < 9) continue;
      rect(c, kx, y - s * 0.29 + row * s * 0.145, s * 0.058, s * 0.055, s * 0.015, row === 0 && col === 12 ? k.colour : [232, 234, 238]);
    }
  }
  rect(c, x, y + s * 0.29, s * 0.36, s * 0.055, s * 0.015, [232, 234, 238]);
}

function charger(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.8, s * 0.7);
  paint(c, ring(x + s * 0.2, y + s * 0.35, s * 0.4, s * 0.06), [x - s * 0.3, y - s * 0.1, x + s * 0.7, y + s * 0.8], [235, 236, 240]);
  rect(c, x - s * 0.25, y - s * 0.1, s * 0.38, s * 0.45, s * 0.12, rounded(WHITE, x - s * 0.65, x + s * 0.15));
  rect(c, x - s * 0.37, y - s * 0.68, s * 0.04, s * 0.14, s * 0.01, STEEL);
  rect(c, x - s * 0.13, y - s * 0.68, s * 0.04, s * 0.14, s * 0.01, STEEL);
  rect(c, x - s * 0.25, y + s * 0.05, s * 0.14, s * 0.04, s * 0.02, k.colour);
  rect(c, x - s * 0.25, y + s * 0.38, s * 0.07, s * 0.04, s * 0.03, [60, 60, 66]);
}

function powerBank(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.85, s * 0.55);
  rect(c, x, y, s * 0.5, s * 0.85, s * 0.1, rounded(k.colour, x - s * 0.5, x + s * 0.5));
  for (let i = 0; i < 4; i++) oval(c, x - s * 0.18 + i * s * 0.12, y + s * 0.55, s * 0.03, s * 0.03, i < 3 ? [120, 240, 160] : darken(k.colour, 0.3));
  rect(c, x, y - s * 0.78, s * 0.12, s * 0.03, s * 0.03, [30, 30, 36]);
  rect(c, x, y - s * 0.1, s * 0.26, s * 0.06, s * 0.03, WHITE, 0.85);
  glint(c, x - s * 0.38, y, s * 0.03, s * 0.6, 0.3);
}

function cable(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.7, s * 0.8);
  for (let i = 0; i < 3; i++)
    paint(c, ring(x, y + s * 0.1, s * (0.42 + i * 0.08), s * 0.05), [x - s, y - s, x + s, y + s], lighten(k.colour, i * 0.15));
  for (const side of [-1, 1]) {
    const ex = x + side * s * 0.7;
    line(c, x + side * s * 0.5, y + s * 0.15, ex, y - s * 0.3, s * 0.05, k.colour);
    rect(c, ex, y - s * 0.45, s * 0.09, s * 0.16, s * 0.04, [50, 50, 58]);
    rect(c, ex, y - s * 0.67, s * 0.06, s * 0.08, s * 0.03, STEEL);
  }
}

// ---- appliances and kitchen ----

function airFryer(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.85, s * 0.7);
  rect(c, x, y, s * 0.62, s * 0.85, s * 0.3, rounded(k.colour, x - s * 0.62, x + s * 0.62));
  rect(c, x, y - s * 0.5, s * 0.35, s * 0.16, s * 0.06, [20, 22, 28]);
  rect(c, x - s * 0.1, y - s * 0.5, s * 0.1, s * 0.05, s * 0.02, [255, 120, 60]);
  oval(c, x + s * 0.18, y - s * 0.5, s * 0.05, s * 0.05, [90, 200, 255]);
  rect(c, x, y + s * 0.35, s * 0.58, s * 0.42, s * 0.18, rounded(darken(k.colour, 0.2), x - s * 0.6, x + s * 0.6));
  rect(c, x, y + s * 0.2, s * 0.22, s * 0.07, s * 0.05, [30, 30, 36]);
}

function blender(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.9, s * 0.5);
  poly(
    c,
    [
      [x - s * 0.38, y - s * 0.75],
      [x + s * 0.38, y - s * 0.75],
      [x + s * 0.26, y + s * 0.35],
      [x - s * 0.26, y + s * 0.35],
    ],
    s * 0.03,
    rounded(GLASS, x - s * 0.4, x + s * 0.4),
  );
  poly(
    c,
    [
      [x - s * 0.33, y - s * 0.2],
      [x + s * 0.33, y - s * 0.2],
      [x + s * 0.25, y + s * 0.33],
      [x - s * 0.25, y + s * 0.33],
    ],
    s * 0.02,
    [236, 120, 150],
    0.85,
  );
  paint(
    c,
    subtract(ring(x + s * 0.42, y - s * 0.3, s * 0.22, s * 0.07), (px) => x + s * 0.38 - px),
    [x + s * 0.3, y - s * 0.6, x + s * 0.7, y],
    darken(GLASS, 0.25),
  );
  rect(c, x, y - s * 0.8, s * 0.36, s * 0.06, s * 0.03, [40, 40, 46]);
  poly(
    c,
    [
      [x - s * 0.34, y + s * 0.38],
      [x + s * 0.34, y + s * 0.38],
      [x + s * 0.42, y + s * 0.9],
      [x - s * 0.42, y + s * 0.9],
    ],
    s * 0.04,
    rounded(k.colour, x - s * 0.42, x + s * 0.42),
  );
  oval(c, x, y + s * 0.65, s * 0.08, s * 0.08, [240, 240, 244]);
}

function kettle(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.85, s * 0.65);
  oval(c, x, y + s * 0.82, s * 0.6, s * 0.08, [40, 40, 46]);
  paint(
    c,
    subtract(ring(x + s * 0.55, y - s * 0.05, s * 0.34, s * 0.12), (px) => x + s * 0.5 - px),
    [x + s * 0.4, y - s * 0.5, x + s * 1.0, y + s * 0.4],
    darken(k.colour, 0.3),
  );
  line(c, x - s * 0.5, y + s * 0.2, x - s * 0.85, y - s * 0.25, s * 0.13, darken(k.colour, 0.1));
  poly(
    c,
    [
      [x - s * 0.38, y - s * 0.55],
      [x + s * 0.38, y - s * 0.55],
      [x + s * 0.56, y + s * 0.76],
      [x - s * 0.56, y + s * 0.76],
    ],
    s * 0.1,
    rounded(k.colour, x - s * 0.6, x + s * 0.6),
  );
  rect(c, x, y - s * 0.65, s * 0.3, s * 0.06, s * 0.04, darken(k.colour, 0.25));
  rect(c, x - s * 0.28, y + s * 0.1, s * 0.05, s * 0.35, s * 0.04, [150, 200, 230], 0.85);
  glint(c, x - s * 0.35, y - s * 0.1, s * 0.04, s * 0.3);
}

function pot(c: Canvas, x: number, y: number, s: number) {
  shadow(c, x, y + s * 0.7, s * 0.85);
  for (const side of [-1, 1]) line(c, x + side * s * 0.72, y - s * 0.05, x + side * s * 0.95, y - s * 0.1, s * 0.09, [60, 62, 68]);
  rect(c, x, y + s * 0.3, s * 0.72, s * 0.42, s * 0.1, rounded(STEEL, x - s * 0.72, x + s * 0.72));
  oval(c, x, y - s * 0.12, s * 0.74, s * 0.14, rounded(GLASS, x - s * 0.74, x + s * 0.74));
  paint(c, ring(x, y - s * 0.12, s * 0.74, s * 0.03), [x - s * 0.8, y - s * 0.3, x + s * 0.8, y + s * 0.05], [140, 146, 156]);
  rect(c, x, y - s * 0.3, s * 0.14, s * 0.06, s * 0.05, [40, 40, 46]);
  glint(c, x - s * 0.45, y + s * 0.3, s * 0.04, s * 0.3, 0.5);
}

function pan(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x - s * 0.1, y + s * 0.5, s * 0.9);
  line(c, x + s * 0.5, y, x + s * 1.0, y - s * 0.3, s * 0.12, [40, 36, 34]);
  oval(c, x - s * 0.2, y + s * 0.1, s * 0.72, s * 0.46, rounded(k.colour, x - s * 0.92, x + s * 0.52));
  oval(c, x - s * 0.2, y + s * 0.06, s * 0.62, s * 0.38, vertical([46, 46, 52], y - s * 0.3, y + s * 0.45));
  oval(c, x - s * 0.38, y - s * 0.05, s * 0.2, s * 0.1, WHITE, 0.12);
}

function dinnerware(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.55, s * 0.95);
  for (let i = 0; i < 4; i++) oval(c, x, y + s * 0.45 - i * s * 0.06, s * 0.9, s * 0.16, i % 2 ? [236, 238, 242] : WHITE);
  paint(c, ring(x, y + s * 0.27, s * 0.7, s * 0.02), [x - s, y, x + s, y + s * 0.5], k.colour);
  poly(
    c,
    [
      [x - s * 0.45, y - s * 0.35],
      [x + s * 0.45, y - s * 0.35],
      [x + s * 0.28, y + s * 0.18],
      [x - s * 0.28, y + s * 0.18],
    ],
    s * 0.08,
    rounded(WHITE, x - s * 0.5, x + s * 0.5),
  );
  oval(c, x, y - s * 0.35, s * 0.5, s * 0.1, [226, 230, 236]);
  rect(c, x, y - s * 0.1, s * 0.4, s * 0.03, s * 0.015, k.colour);
}

function teaGlasses(c: Canvas, x: number, y: number, s: number) {
  shadow(c, x, y + s * 0.65, s * 0.95);
  for (const [dx, dy] of [
    [-0.55, -0.05],
    [0.05, -0.1],
    [0.6, -0.05],
    [-0.25, 0.2],
    [0.35, 0.2],
  ] as const) {
    const gx = x + dx * s;
    const gy = y + dy * s;
    oval(c, gx, gy + s * 0.45, s * 0.3, s * 0.06, [240, 242, 246]);
    poly(
      c,
      [
        [gx - s * 0.17, gy - s * 0.25],
        [gx + s * 0.17, gy - s * 0.25],
        [gx + s * 0.11, gy + s * 0.05],
        [gx + s * 0.15, gy + s * 0.38],
        [gx - s * 0.15, gy + s * 0.38],
        [gx - s * 0.11, gy + s * 0.05],
      ],
      s * 0.02,
      rounded(GLASS, gx - s * 0.17, gx + s * 0.17),
    );
    poly(
      c,
      [
        [gx - s * 0.15, gy - s * 0.12],
        [gx + s * 0.15, gy - s * 0.12],
        [gx + s * 0.1, gy + s * 0.05],
        [gx + s * 0.13, gy + s * 0.35],
        [gx - s * 0.13, gy + s * 0.35],
        [gx - s * 0.1, gy + s * 0.05],
      ],
      s * 0.01,
      [184, 64, 34],
      0.85,
    );
    glint(c, gx - s * 0.09, gy + s * 0.12, s * 0.015, s * 0.18);
  }
}

// ---- fashion ----

function tshirt(c: Canvas, x: number, y: number, s: number, k: Look, collar: boolean) {
  const pts: [number, number][] = [
    [x - 0.22, -0.72],
    [x - 0.62, -0.58],
    [x - 0.92, -0.2],
    [x - 0.68, -0.02],
    [x - 0.5, -0.2],
    [x - 0.5, 0.85],
    [x + 0.5, 0.85],
    [x + 0.5, -0.2],
    [x + 0.68, -0.02],
    [x + 0.92, -0.2],
    [x + 0.62, -0.58],
    [x + 0.22, -0.72],
  ].map(([px, py]) => [x + (px - x) * s, y + py * s]);
  const sdf = subtract(polygon(pts, s * 0.03), ellipse(x, y - s * 0.74, s * 0.22, s * 0.14));
  paint(c, sdf, [x - s, y - s, x + s, y + s], rounded(k.colour, x - s * 0.9, x + s * 0.9));
  if (collar) {
    poly(
      c,
      [
        [x - s * 0.22, y - s * 0.74],
        [x, y - s * 0.5],
        [x - s * 0.06, y - s * 0.42],
        [x - s * 0.3, y - s * 0.66],
      ],
      s * 0.01,
      lighten(k.colour, 0.85),
    );
    poly(
      c,
      [
        [x + s * 0.22, y - s * 0.74],
        [x, y - s * 0.5],
        [x + s * 0.06, y - s * 0.42],
        [x + s * 0.3, y - s * 0.66],
      ],
      s * 0.01,
      lighten(k.colour, 0.85),
    );
    for (let i = 0; i < 2; i++) oval(c, x, y - s * (0.38 - i * 0.12), s * 0.025, s * 0.025, WHITE);
  } else
    paint(
      c,
      intersect(ring(x, y - s * 0.74, s * 0.2, s * 0.06), (_, py) => y - s * 0.74 - py),
      [x - s * 0.3, y - s * 0.8, x + s * 0.3, y - s * 0.5],
      darken(k.colour, 0.2),
    );
  for (const side of [-1, 1]) line(c, x + side * s * 0.92, y - s * 0.2, x + side * s * 0.68, y - s * 0.02, s * 0.04, darken(k.colour, 0.2));
  rect(c, x, y + s * 0.82, s * 0.5, s * 0.03, 0, darken(k.colour, 0.15));
}

function buttonShirt(c: Canvas, x: number, y: number, s: number, k: Look) {
  const pts: [number, number][] = [
    [-0.2, -0.78],
    [-0.58, -0.64],
    [-0.82, 0.55],
    [-0.62, 0.6],
    [-0.48, -0.05],
    [-0.48, 0.88],
    [0.48, 0.88],
    [0.48, -0.05],
    [0.62, 0.6],
    [0.82, 0.55],
    [0.58, -0.64],
    [0.2, -0.78],
  ].map(([px, py]) => [x + px * s, y + py * s]);
  paint(c, polygon(pts, s * 0.02), [x - s, y - s, x + s, y + s], rounded(k.colour, x - s * 0.85, x + s * 0.85));
  poly(
    c,
    [
      [x - s * 0.2, y - s * 0.8],
      [x, y - s * 0.6],
      [x - s * 0.12, y - s * 0.5],
      [x - s * 0.3, y - s * 0.7],
    ],
    s * 0.01,
    lighten(k.colour, 0.3),
  );
  poly(
    c,
    [
      [x + s * 0.2, y - s * 0.8],
      [x, y - s * 0.6],
      [x + s * 0.12, y - s * 0.5],
      [x + s * 0.3, y - s * 0.7],
    ],
    s * 0.01,
    lighten(k.colour, 0.3),
  );
  line(c, x, y - s * 0.55, x, y + s * 0.88, s * 0.01, darken(k.colour, 0.25));
  for (let i = 0; i < 6; i++) oval(c, x + s * 0.03, y - s * 0.45 + i * s * 0.24, s * 0.022, s * 0.022, WHITE);
  rect(c, x - s * 0.26, y - s * 0.25, s * 0.11, s * 0.1, s * 0.01, darken(k.colour, 0.1));
  for (const side of [-1, 1]) rect(c, x + side * s * 0.73, y + s * 0.54, s * 0.11, s * 0.05, s * 0.02, darken(k.colour, 0.15));
}

function dress(c: Canvas, x: number, y: number, s: number, k: Look, long: boolean) {
  const hem = long ? 0.95 : 0.82;
  const flare = long ? 0.62 : 0.78;
  const pts: [number, number][] = [
    [-0.16, -0.85],
    [-0.3, -0.82],
    [-0.34, -0.45],
    [-0.24, -0.15],
    [-flare, hem],
    [flare, hem],
    [0.24, -0.15],
    [0.34, -0.45],
    [0.3, -0.82],
    [0.16, -0.85],
  ].map(([px, py]) => [x + px * s, y + py * s]);
  if (long) {
    const sleeves: [number, number][] = [
      [-0.28, -0.8],
      [-0.72, -0.3],
      [-0.62, -0.2],
      [-0.3, -0.5],
      [0.3, -0.5],
      [0.62, -0.2],
      [0.72, -0.3],
      [0.28, -0.8],
    ].map(([px, py]) => [x + px * s, y + py * s]);
    poly(c, sleeves, s * 0.03, darken(k.colour, 0.1));
  }
  paint(
    c,
    subtract(polygon(pts, s * 0.03), ellipse(x, y - s * 0.86, s * 0.14, s * 0.1)),
    [x - s, y - s, x + s, y + s],
    rounded(k.colour, x - s * 0.7, x + s * 0.7),
  );
  if (long) {
    line(c, x, y - s * 0.76, x, y + s * 0.95, s * 0.04, k.accent);
    for (let i = 0; i < 4; i++) oval(c, x, y - s * 0.55 + i * s * 0.12, s * 0.02, s * 0.02, lighten(k.accent, 0.5));
  } else {
    rect(c, x, y - s * 0.15, s * 0.26, s * 0.04, s * 0.02, darken(k.colour, 0.25));
    for (let i = 0; i < 9; i++) {
      const fx = x + (((i * 37) % 11) / 11 - 0.5) * s * 1.0 * (0.35 + ((i * 13) % 7) / 10);
      const fy = y - s * 0.5 + (((i * 53) % 13) / 13) * s * 1.2;
      for (let p = 0; p < 5; p++) oval(c, fx + Math.cos(p * 1.26) * s * 0.04, fy + Math.sin(p * 1.26) * s * 0.04, s * 0.03, s * 0.03, WHITE, 0.85);
      oval(c, fx, fy, s * 0.02, s * 0.02, [250, 210, 60]);
    }
  }
}

function cardigan(c: Canvas, x: number, y: number, s: number, k: Look) {
  buttonShirt(c, x, y, s, k);
  poly(
    c,
    [
      [x - s * 0.06, y - s * 0.72],
      [x + s * 0.06, y - s * 0.72],
      [x + s * 0.08, y + s * 0.88],
      [x - s * 0.08, y + s * 0.88],
    ],
    0,
    darken(k.colour, 0.2),
  );
  for (let i = 0; i < 9; i++)
    line(c, x - s * 0.44, y - s * 0.3 + i * s * 0.13, x + s * 0.44, y - s * 0.3 + i * s * 0.13, s * 0.01, darken(k.colour, 0.12), 0.6);
  rect(c, x, y + s * 0.84, s * 0.48, s * 0.05, 0, darken(k.colour, 0.2));
}

function pyjama(c: Canvas, x: number, y: number, s: number, k: Look) {
  trousers(c, x + s * 0.3, y + s * 0.15, s * 0.8, k, false);
  buttonShirt(c, x - s * 0.25, y - s * 0.1, s * 0.8, k);
  for (let i = 0; i < 5; i++)
    line(c, x - s * 0.58, y - s * 0.4 + i * s * 0.2, x + s * 0.08, y - s * 0.4 + i * s * 0.2, s * 0.03, lighten(k.colour, 0.5), 0.7);
}

function trousers(c: Canvas, x: number, y: number, s: number, k: Look, jeans: boolean) {
  const base = jeans ? mix(k.colour, [50, 80, 140], 0.75) : lighten(k.colour, 0.55);
  const pts: [number, number][] = [
    [-0.42, -0.85],
    [0.42, -0.85],
    [0.5, 0.92],
    [0.1, 0.92],
    [0, -0.3],
    [-0.1, 0.92],
    [-0.5, 0.92],
  ].map(([px, py]) => [x + px * s, y + py * s]);
  paint(c, polygon(pts, s * 0.02), [x - s * 0.6, y - s, x + s * 0.6, y + s], rounded(base, x - s * 0.5, x + s * 0.5));
  rect(c, x, y - s * 0.78, s * 0.43, s * 0.07, s * 0.01, darken(base, 0.12));
  oval(c, x + s * 0.03, y - s * 0.78, s * 0.025, s * 0.025, jeans ? [200, 160, 80] : WHITE);
  line(c, x, y - s * 0.7, x, y - s * 0.35, s * 0.012, darken(base, 0.3));
  const stitch: Rgb = jeans ? [214, 160, 70] : darken(base, 0.15);
  for (const side of [-1, 1]) {
    paint(
      c,
      intersect(ring(x + side * s * 0.42, y - s * 0.68, s * 0.2, s * 0.015), (px) => side * (px - x - side * s * 0.42)),
      [x - s * 0.6, y - s * 0.9, x + s * 0.6, y - s * 0.4],
      stitch,
    );
    line(c, x + side * s * 0.3, y - s * 0.1, x + side * s * 0.33, y + s * 0.9, s * 0.01, stitch, 0.6);
  }
}

/** A scarf tied in a loop: the loop, a knot, two striped tails with fringes. */
function scarf(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.92, s * 0.55);
  const loop = (px: number, py: number) => Math.abs(ellipse(x, y - s * 0.4, s * 0.46, s * 0.32)(px, py)) - s * 0.1;
  paint(c, loop, [x - s * 0.55, y - s * 0.9, x + s * 0.55, y + s * 0.05], rounded(k.colour, x - s * 0.5, x + s * 0.5));
  paint(
    c,
    intersect(loop, (_, py) => y - s * 0.55 - py),
    [x - s * 0.55, y - s * 0.9, x + s * 0.55, y],
    darken(k.colour, 0.25),
    0.35,
  );
  const tails: [number, number, number][] = [
    [-1, -0.05, 0.78],
    [1, 0.1, 0.86],
  ];
  for (const [side, lean, end] of tails) {
    const top = x + side * s * 0.07;
    const bottom = x + side * s * 0.2 + lean * s;
    const w = s * 0.13;
    const pts: [number, number][] = [
      [top - w, y - s * 0.05],
      [top + w, y - s * 0.05],
      [bottom + w * 1.2, y + end * s],
      [bottom - w * 1.2, y + end * s],
    ];
    poly(c, pts, s * 0.015, rounded(side < 0 ? darken(k.colour, 0.06) : k.colour, bottom - w * 1.5, bottom + w * 1.5));
    const shape = polygon(pts, s * 0.015);
    for (const t of [0.55, 0.7]) {
      const yy = y + t * s;
      paint(
        c,
        intersect(shape, (_, py) => Math.abs(py - yy) - s * 0.025),
        [x - s, yy - s * 0.05, x + s, yy + s * 0.05],
        k.accent,
        0.9,
      );
    }
    for (let i = 0; i < 7; i++) {
      const fx = bottom - w * 1.1 + (i * w * 2.2) / 6;
      line(c, fx, y + end * s, fx + side * s * 0.01, y + end * s + s * 0.07, s * 0.012, darken(k.colour, 0.2));
    }
  }
  rect(c, x, y - s * 0.06, s * 0.12, s * 0.09, s * 0.05, rounded(darken(k.colour, 0.1), x - s * 0.12, x + s * 0.12));
}

function backpack(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.9, s * 0.7);
  paint(c, ring(x, y - s * 0.62, s * 0.18, s * 0.07), [x - s * 0.3, y - s * 0.9, x + s * 0.3, y - s * 0.4], darken(k.colour, 0.3));
  rect(c, x, y + s * 0.08, s * 0.6, s * 0.82, s * 0.35, rounded(k.colour, x - s * 0.6, x + s * 0.6));
  rect(c, x, y + s * 0.48, s * 0.44, s * 0.34, s * 0.14, rounded(darken(k.colour, 0.12), x - s * 0.44, x + s * 0.44));
  line(c, x - s * 0.4, y + s * 0.24, x + s * 0.4, y + s * 0.24, s * 0.02, INK, 0.7);
  rect(c, x + s * 0.3, y + s * 0.3, s * 0.03, s * 0.06, s * 0.015, STEEL);
  paint(
    c,
    intersect(ring(x, y + s * 0.2, s * 0.5, s * 0.02), (_, py) => py - y + s * 0.1),
    [x - s * 0.6, y - s * 0.4, x + s * 0.6, y + s * 0.1],
    INK,
    0.6,
  );
}

function handbag(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.75, s * 0.85);
  paint(
    c,
    intersect(ring(x, y - s * 0.2, s * 0.42, s * 0.08), (_, py) => py - y + s * 0.1),
    [x - s * 0.6, y - s * 0.8, x + s * 0.6, y],
    darken(k.colour, 0.3),
  );
  poly(
    c,
    [
      [x - s * 0.7, y - s * 0.2],
      [x + s * 0.7, y - s * 0.2],
      [x + s * 0.85, y + s * 0.75],
      [x - s * 0.85, y + s * 0.75],
    ],
    s * 0.06,
    rounded(k.colour, x - s * 0.85, x + s * 0.85),
  );
  poly(
    c,
    [
      [x - s * 0.72, y - s * 0.24],
      [x + s * 0.72, y - s * 0.24],
      [x + s * 0.6, y + s * 0.2],
      [x - s * 0.6, y + s * 0.2],
    ],
    s * 0.05,
    darken(k.colour, 0.15),
  );
  rect(c, x, y + s * 0.22, s * 0.1, s * 0.07, s * 0.02, [218, 182, 92]);
  line(c, x - s * 0.78, y + s * 0.62, x + s * 0.78, y + s * 0.62, s * 0.01, lighten(k.colour, 0.3), 0.6);
}

function shoe(c: Canvas, x: number, y: number, s: number, k: Look, kind: "sneaker" | "loafer" | "sandal") {
  if (kind === "sandal") {
    sandals(c, x, y, s, k);
    return;
  }
  if (kind === "loafer") {
    loafer(c, x, y, s, k);
    return;
  }
  shadow(c, x, y + s * 0.45, s * 0.95);
  const sole: Rgb = kind === "sneaker" ? [246, 246, 248] : kind === "loafer" ? [60, 40, 30] : [190, 150, 110];
  rect(c, x, y + s * 0.35, s * 0.95, s * 0.09, s * 0.08, sole);
  const pts: [number, number][] = [
    [-0.95, 0.3],
    [-0.95, -0.35],
    [-0.55, -0.42],
    [-0.3, -0.15],
    [0.3, 0.0],
    [0.85, 0.1],
    [0.95, 0.3],
  ].map(([px, py]) => [x + px * s, y + py * s]);
  paint(c, polygon(pts, s * 0.08), [x - s * 1.05, y - s * 0.55, x + s * 1.05, y + s * 0.4], rounded(k.colour, x - s, x + s));
  if (kind === "sneaker") {
    for (let i = 0; i < 4; i++)
      line(c, x - s * 0.28 + i * s * 0.12, y - s * 0.12 + i * s * 0.035, x - s * 0.14 + i * s * 0.12, y - s * 0.22 + i * s * 0.035, s * 0.035, WHITE);
    paint(
      c,
      intersect(ring(x + s * 0.1, y + s * 0.4, s * 0.45, s * 0.06), (_, py) => py - y - s * 0.28),
      [x - s * 0.4, y - s * 0.1, x + s * 0.6, y + s * 0.3],
      WHITE,
      0.9,
    );
    rect(c, x - s * 0.85, y - s * 0.2, s * 0.06, s * 0.15, s * 0.03, darken(k.colour, 0.3));
  } else {
    poly(
      c,
      [
        [x - s * 0.25, y - s * 0.1],
        [x + s * 0.35, y + s * 0.05],
        [x + s * 0.3, y + s * 0.15],
        [x - s * 0.3, y + s * 0.02],
      ],
      s * 0.02,
      darken(k.colour, 0.25),
    );
    rect(c, x + s * 0.03, y + s * 0.05, s * 0.12, s * 0.03, s * 0.01, [216, 180, 90]);
  }
  glint(c, x - s * 0.65, y - s * 0.2, s * 0.1, s * 0.03, 0.35);
}

/** A pair of sandals seen from above: footbeds on soles, a strap across the toes and one round the heel. */
function sandals(c: Canvas, x: number, y: number, s: number, k: Look) {
  for (const side of [-1, 1]) {
    const sx = x + side * s * 0.36;
    const sy = y + s * 0.05;
    const angle = side * 0.12;
    const foot = rotate(
      union(
        ellipse(sx + side * s * 0.03, sy - s * 0.38, s * 0.24, s * 0.36),
        ellipse(sx, sy + s * 0.42, s * 0.19, s * 0.3),
        roundRect(sx, sy + s * 0.02, s * 0.19, s * 0.36, s * 0.1),
      ),
      sx,
      sy,
      angle,
    );
    const box = [sx - s * 0.5, sy - s * 0.9, sx + s * 0.5, sy + s * 0.9];
    paint(c, (px, py) => foot(px, py + s * 0.03) - s * 0.05, box, [40, 40, 50], 0.22, s * 0.08);
    paint(c, (px, py) => foot(px, py) - s * 0.035, box, [150, 104, 64]);
    paint(c, foot, box, rounded([224, 190, 146], sx - s * 0.25, sx + s * 0.25));
    const strap = (cy: number, hh: number) =>
      intersect(rotate(roundRect(sx, cy, s * 0.4, hh, hh * 0.5), sx, sy, angle), (px, py) => foot(px, py) - s * 0.035);
    paint(c, strap(sy - s * 0.28, s * 0.085), box, rounded(k.colour, sx - s * 0.3, sx + s * 0.3));
    paint(c, strap(sy + s * 0.35, s * 0.05), box, rounded(darken(k.colour, 0.1), sx - s * 0.3, sx + s * 0.3));
    const buckle = rotate(roundRect(sx - side * s * 0.17, sy + s * 0.35, s * 0.03, s * 0.045, s * 0.01), sx, sy, angle);
    paint(c, buckle, box, [218, 182, 92]);
  }
}

/** A leather loafer from the side: a low heel, a rounded toe, the opening, the saddle strap and its bit. */
function loafer(c: Canvas, x: number, y: number, s: number, k: Look) {
  const ground = y + s * 0.38;
  shadow(c, x, ground + s * 0.02, s * 0.95);
  const leather = darken(k.colour, 0.15);
  const upper = intersect(
    union(ellipse(x + s * 0.3, ground - s * 0.12, s * 0.66, s * 0.3), roundRect(x - s * 0.5, ground - s * 0.2, s * 0.42, s * 0.24, s * 0.16)),
    (_, py) => py - ground + s * 0.04,
  );
  const box = [x - s, ground - s * 0.5, x + s, ground + s * 0.1];
  paint(c, upper, box, vertical(leather, ground - s * 0.45, ground));
  paint(c, rotate(ellipse(x - s * 0.45, ground - s * 0.42, s * 0.4, s * 0.07), x - s * 0.45, ground - s * 0.42, 0.08), box, [58, 40, 32]);
  paint(c, rotate(ellipse(x - s * 0.47, ground - s * 0.41, s * 0.34, s * 0.04), x - s * 0.45, ground - s * 0.42, 0.08), box, [196, 160, 120]);
  // The apron's stitched seam round the toe, and the saddle strap across the instep.
  paint(
    c,
    intersect(
      intersect(ring(x + s * 0.42, ground - s * 0.1, s * 0.24, s * 0.012), (px) => x + s * 0.26 - px),
      (px, py) => upper(px, py) + s * 0.03,
    ),
    box,
    lighten(leather, 0.35),
    0.9,
  );
  paint(
    c,
    rotate(roundRect(x - s * 0.05, ground - s * 0.3, s * 0.07, s * 0.15, s * 0.03), x - s * 0.05, ground - s * 0.3, 0.5),
    box,
    darken(leather, 0.3),
  );
  rect(c, x - s * 0.02, ground - s * 0.3, s * 0.07, s * 0.025, s * 0.012, [226, 190, 96]);
  rect(c, x - s * 0.05, ground - s * 0.02, s * 0.93, s * 0.035, s * 0.03, [54, 36, 28]);
  rect(c, x - s * 0.72, ground - s * 0.01, s * 0.18, s * 0.05, s * 0.02, [54, 36, 28]);
  glint(c, x + s * 0.45, ground - s * 0.3, s * 0.14, s * 0.025, 0.35);
}

function sunglasses(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.45, s * 0.9);
  line(c, x - s * 0.88, y - s * 0.12, x - s * 0.98, y + s * 0.15, s * 0.05, k.colour);
  line(c, x + s * 0.88, y - s * 0.12, x + s * 0.98, y + s * 0.15, s * 0.05, k.colour);
  for (const side of [-1, 1]) {
    const lx = x + side * s * 0.45;
    rect(c, lx, y, s * 0.42, s * 0.3, s * 0.16, k.colour);
    rect(c, lx, y, s * 0.36, s * 0.25, s * 0.13, { top: [40, 60, 80], bottom: [10, 14, 20], y0: y - s * 0.25, y1: y + s * 0.25 });
    poly(
      c,
      [
        [lx - s * 0.25, y - s * 0.05],
        [lx - s * 0.1, y - s * 0.2],
        [lx - s * 0.02, y - s * 0.2],
        [lx - s * 0.22, y + s * 0.05],
      ],
      0,
      WHITE,
      0.3,
    );
  }
  paint(
    c,
    intersect(ring(x, y, s * 0.1, s * 0.05), (_, py) => py - y),
    [x - s * 0.15, y - s * 0.15, x + s * 0.15, y],
    k.colour,
  );
}

// ---- home ----

function vase(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.9, s * 0.45);
  const body = union(
    ellipse(x, y + s * 0.35, s * 0.5, s * 0.55),
    roundRect(x, y - s * 0.35, s * 0.16, s * 0.4, s * 0.05),
    ellipse(x, y - s * 0.75, s * 0.24, s * 0.06),
  );
  paint(c, body, [x - s * 0.55, y - s * 0.85, x + s * 0.55, y + s * 0.92], rounded(k.colour, x - s * 0.5, x + s * 0.5));
  paint(
    c,
    intersect(ring(x, y + s * 0.3, s * 0.36, s * 0.04), (_, py) => py - y - s * 0.3),
    [x - s * 0.5, y, x + s * 0.5, y + s * 0.8],
    lighten(k.colour, 0.5),
    0.7,
  );
  for (const [dx, dy, col] of [
    [-0.3, -1.1, [250, 240, 244]],
    [0.25, -1.05, k.accent],
    [0, -1.25, [250, 220, 80]],
  ] as const) {
    line(c, x, y - s * 0.7, x + dx * s, y + dy * s, s * 0.02, [70, 120, 60]);
    for (let p = 0; p < 6; p++)
      oval(c, x + dx * s + Math.cos(p * 1.05) * s * 0.07, y + dy * s + Math.sin(p * 1.05) * s * 0.07, s * 0.06, s * 0.06, col as Rgb);
    oval(c, x + dx * s, y + dy * s, s * 0.04, s * 0.04, [230, 170, 40]);
  }
  glint(c, x - s * 0.28, y + s * 0.25, s * 0.05, s * 0.22);
}

function jug(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.9, s * 0.6);
  paint(
    c,
    subtract(ring(x + s * 0.45, y, s * 0.3, s * 0.09), (px) => x + s * 0.4 - px),
    [x + s * 0.3, y - s * 0.4, x + s * 0.9, y + s * 0.4],
    rounded(GLASS, x + s * 0.4, x + s * 0.8),
  );
  poly(
    c,
    [
      [x - s * 0.42, y - s * 0.8],
      [x + s * 0.36, y - s * 0.8],
      [x + s * 0.48, y + s * 0.9],
      [x - s * 0.48, y + s * 0.9],
    ],
    s * 0.04,
    rounded(GLASS, x - s * 0.5, x + s * 0.5),
  );
  poly(
    c,
    [
      [x - s * 0.42, y - s * 0.8],
      [x - s * 0.58, y - s * 0.88],
      [x - s * 0.36, y - s * 0.7],
    ],
    s * 0.02,
    GLASS,
  );
  poly(
    c,
    [
      [x - s * 0.39, y - s * 0.2],
      [x + s * 0.39, y - s * 0.2],
      [x + s * 0.45, y + s * 0.86],
      [x - s * 0.45, y + s * 0.86],
    ],
    s * 0.02,
    lighten(k.colour, 0.55),
    0.5,
  );
  oval(c, x, y - s * 0.2, s * 0.39, s * 0.05, lighten(k.colour, 0.75), 0.7);
  glint(c, x - s * 0.3, y + s * 0.1, s * 0.04, s * 0.55, 0.55);
}

function candles(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.8, s * 0.85);
  for (const [dx, h, w] of [
    [-0.5, 0.55, 0.3],
    [0.5, 0.45, 0.28],
    [0, 0.8, 0.3],
  ] as const) {
    const cx = x + dx * s;
    const top = y + s * 0.78 - h * s * 1.4;
    rect(c, cx, (top + y + s * 0.78) / 2, w * s, (y + s * 0.78 - top) / 2, s * 0.04, rounded(lighten(k.colour, 0.45), cx - w * s, cx + w * s));
    oval(c, cx, top, w * s, s * 0.06, lighten(k.colour, 0.65));
    line(c, cx, top, cx, top - s * 0.07, s * 0.015, INK);
    oval(c, cx, top - s * 0.28, s * 0.2, s * 0.2, [255, 220, 120], 0.25);
    oval(c, cx, top - s * 0.15, s * 0.05, s * 0.09, [255, 190, 60]);
    oval(c, cx, top - s * 0.13, s * 0.025, s * 0.05, [255, 250, 220]);
    rect(c, cx, y + s * 0.4, w * s, s * 0.1, 0, k.colour);
  }
}

function lamp(c: Canvas, x: number, y: number, s: number, k: Look) {
  oval(c, x, y - s * 0.35, s * 0.9, s * 0.6, [255, 236, 170], 0.28);
  shadow(c, x, y + s * 0.9, s * 0.45);
  rect(c, x, y + s * 0.35, s * 0.035, s * 0.5, s * 0.02, [180, 150, 90]);
  oval(c, x, y + s * 0.85, s * 0.32, s * 0.08, [150, 120, 70]);
  rect(c, x, y + s * 0.2, s * 0.16, s * 0.26, s * 0.15, rounded(k.colour, x - s * 0.16, x + s * 0.16));
  poly(
    c,
    [
      [x - s * 0.3, y - s * 0.75],
      [x + s * 0.3, y - s * 0.75],
      [x + s * 0.55, y - s * 0.12],
      [x - s * 0.55, y - s * 0.12],
    ],
    s * 0.02,
    vertical([252, 240, 210], y - s * 0.75, y - s * 0.12),
  );
  oval(c, x, y - s * 0.12, s * 0.55, s * 0.05, [255, 226, 150]);
}

function folded(c: Canvas, x: number, y: number, s: number, k: Look, layers: number, stripes: boolean) {
  shadow(c, x, y + s * 0.7, s * 0.95);
  const h = (s * 1.2) / layers;
  for (let i = 0; i < layers; i++) {
    const col = i % 2 ? lighten(k.colour, 0.45) : k.colour;
    const ly = y + s * 0.7 - h * (i + 0.5);
    rect(c, x, ly, s * 0.85, h * 0.5, h * 0.45, rounded(col, x - s * 0.85, x + s * 0.85));
    rect(c, x - s * 0.85 + h * 0.2, ly, h * 0.3, h * 0.38, h * 0.3, darken(col, 0.12));
    if (stripes) for (const dx of [0.35, 0.5]) rect(c, x + dx * s, ly, s * 0.03, h * 0.46, 0, lighten(col, 0.7));
  }
}

function cushion(c: Canvas, x: number, y: number, s: number, k: Look, square: boolean) {
  const hw = s * 0.85;
  const hh = square ? s * 0.75 : s * 0.5;
  shadow(c, x, y + hh * 1.05, hw);
  paint(c, roundRect(x, y, hw, hh, hh * 0.5), [x - hw, y - hh, x + hw, y + hh], rounded(k.colour, x - hw, x + hw));
  if (square) {
    for (let i = 0; i < 4; i++)
      paint(c, ring(x, y, s * (0.12 + i * 0.13), s * 0.03), [x - s, y - s, x + s, y + s], i % 2 ? k.accent : lighten(k.colour, 0.55), 0.8);
    for (const [dx, dy] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ])
      oval(c, x + dx * hw * 0.95, y + dy * hh * 0.95, s * 0.06, s * 0.06, darken(k.colour, 0.15));
  } else {
    oval(c, x - hw * 0.3, y - hh * 0.3, hw * 0.45, hh * 0.3, WHITE, 0.25);
    line(c, x - hw * 0.8, y, x + hw * 0.8, y, s * 0.01, darken(k.colour, 0.15), 0.5);
  }
}

/** A plump pillow: pale fabric, sides drawn in by the filling, a piped edge, light on top. */
function pillow(c: Canvas, x: number, y: number, s: number, k: Look) {
  const hw = s * 0.88;
  const hh = s * 0.52;
  const bow = s * 0.07;
  const pts: [number, number][] = [];
  const side = (ax: number, ay: number, bx: number, by: number, nx: number, ny: number) => {
    for (let i = 0; i < 8; i++) {
      const t = i / 8;
      const b = Math.sin(Math.PI * t) * bow;
      pts.push([ax + (bx - ax) * t + nx * b, ay + (by - ay) * t + ny * b]);
    }
  };
  side(x - hw, y - hh, x + hw, y - hh, 0, 1);
  side(x + hw, y - hh, x + hw, y + hh, -1, 0);
  side(x + hw, y + hh, x - hw, y + hh, 0, -1);
  side(x - hw, y + hh, x - hw, y - hh, 1, 0);
  shadow(c, x, y + hh * 1.02, hw * 0.95);
  const body = polygon(pts, s * 0.05);
  const box = [x - hw - s * 0.1, y - hh - s * 0.1, x + hw + s * 0.1, y + hh + s * 0.1];
  const fabric = lighten(k.colour, 0.72);
  paint(c, body, box, vertical(darken(fabric, 0.1), y - hh, y + hh));
  paint(c, (px, py) => body(px, py) + s * 0.16, box, lighten(fabric, 0.5), 0.85, s * 0.28);
  paint(c, (px, py) => Math.abs(body(px, py) + s * 0.015) - s * 0.014, box, k.colour);
  line(c, x - hw * 0.55, y + hh * 0.1, x + hw * 0.55, y + hh * 0.15, s * 0.01, darken(fabric, 0.12), 0.6);
  rect(c, x + hw * 0.72, y + hh * 0.78, s * 0.05, s * 0.035, s * 0.008, WHITE);
}

/** Bed sheets folded and stacked, a hem stripe on each, held by a paper band. */
function bedSheets(c: Canvas, x: number, y: number, s: number, k: Look) {
  shadow(c, x, y + s * 0.62, s * 0.95);
  const layers = 4;
  const h = s * 0.24;
  for (let i = 0; i < layers; i++) {
    const col = i % 2 ? lighten(k.colour, 0.78) : lighten(k.colour, 0.55);
    const ly = y + s * 0.5 - h * (i + 0.5);
    rect(c, x + (i % 2 ? s * 0.02 : 0), ly, s * 0.85, h * 0.48, h * 0.16, vertical(col, ly - h / 2, ly + h / 2));
    rect(c, x + (i % 2 ? s * 0.02 : 0), ly + h * 0.25, s * 0.84, h * 0.05, 0, k.colour, 0.8);
    line(c, x - s * 0.8, ly - h * 0.43, x + s * 0.8, ly - h * 0.43, s * 0.008, WHITE, 0.7);
  }
  const top = y + s * 0.5 - h * layers;
  rect(c, x + s * 0.35, (top + y + s * 0.5) / 2, s * 0.16, (y + s * 0.5 - top) / 2 + s * 0.01, s * 0.01, [246, 242, 232]);
  rect(c, x + s * 0.35, top + h * 1.2, s * 0.1, s * 0.05, s * 0.01, k.colour);
  for (let i = 0; i < 2; i++) rect(c, x + s * 0.35, top + h * 1.55 + i * s * 0.05, s * (0.1 - i * 0.03), s * 0.012, s * 0.006, mix(INK, WHITE, 0.4));
}

function mirror(c: Canvas, x: number, y: number, s: number, _k: Look) {
  shadow(c, x, y + s * 0.92, s * 0.5);
  oval(c, x, y, s * 0.85, s * 0.85, rounded([196, 160, 84], x - s * 0.85, x + s * 0.85));
  oval(c, x, y, s * 0.74, s * 0.74, { top: [214, 230, 240], bottom: [150, 176, 196], y0: y - s * 0.74, y1: y + s * 0.74 });
  poly(
    c,
    [
      [x - s * 0.55, y - s * 0.15],
      [x - s * 0.15, y - s * 0.55],
      [x - s * 0.05, y - s * 0.45],
      [x - s * 0.45, y - s * 0.05],
    ],
    s * 0.01,
    WHITE,
    0.5,
  );
  poly(
    c,
    [
      [x - s * 0.35, y + s * 0.15],
      [x + s * 0.15, y - s * 0.35],
      [x + s * 0.2, y - s * 0.3],
      [x - s * 0.3, y + s * 0.2],
    ],
    s * 0.01,
    WHITE,
    0.35,
  );
  line(c, x, y - s * 0.85, x, y - s * 1.05, s * 0.02, [120, 100, 60]);
}

function rug(c: Canvas, x: number, y: number, s: number, k: Look) {
  const hw = s * 0.95;
  const hh = s * 0.62;
  for (let i = 0; i < 18; i++)
    for (const side of [-1, 1])
      line(
        c,
        x + side * hw,
        y - hh + (i + 0.5) * ((2 * hh) / 18),
        x + side * (hw + s * 0.06),
        y - hh + (i + 0.5) * ((2 * hh) / 18),
        s * 0.012,
        [230, 220, 200],
      );
  rect(c, x, y, hw, hh, s * 0.01, k.colour);
  rect(c, x, y, hw * 0.9, hh * 0.85, 0, lighten(k.colour, 0.6));
  rect(c, x, y, hw * 0.82, hh * 0.73, 0, darken(k.colour, 0.15));
  paint(c, (px, py) => (Math.abs(px - x) / (hw * 0.55) + Math.abs(py - y) / (hh * 0.6) - 1) * s * 0.3, [x - hw, y - hh, x + hw, y + hh], k.accent);
  paint(
    c,
    (px, py) => (Math.abs(px - x) / (hw * 0.3) + Math.abs(py - y) / (hh * 0.33) - 1) * s * 0.15,
    [x - hw, y - hh, x + hw, y + hh],
    lighten(k.colour, 0.7),
  );
  for (const side of [-1, 1])
    paint(
      c,
      (px, py) => (Math.abs(px - x - side * hw * 0.68) / (hw * 0.1) + Math.abs(py - y) / (hh * 0.2) - 1) * s * 0.05,
      [x - hw, y - hh, x + hw, y + hh],
      k.accent,
    );
}

type Draw = (c: Canvas, x: number, y: number, s: number, k: Look) => void;

/** Every kind of product the demo draws, and how. */
export const KINDS = {
  "oil-bottle": (c, x, y, s) => oilBottle(c, x, y, s),
  "sunflower-oil": plasticBottle([236, 196, 40]),
  "juice-carton": (c, x, y, s, k) => carton(c, x, y, s, k, [250, 170, 40]),
  "milk-carton": (c, x, y, s, k) => carton(c, x, y, s, k, [250, 250, 252]),
  "water-pack": waterPack,
  "honey-jar": (c, x, y, s, k) => jar(c, x, y, s, k, [214, 140, 30], [196, 150, 60]),
  can,
  "yogurt-tub": (c, x, y, s, k) => tub(c, x, y, s, k, [250, 250, 246]),
  "cheese-tub": (c, x, y, s, k) => tub(c, x, y, s, k, [246, 242, 226]),
  "rice-sack": (c, x, y, s, k) => sack(c, x, y, s, k, [244, 240, 226]),
  "lentil-sack": (c, x, y, s, k) => sack(c, x, y, s, k, [236, 176, 50]),
  "tea-box": teaBox,
  "coffee-pouch": pouch,
  eggs: (c, x, y, s) => eggs(c, x, y, s),
  tomatoes: produce("tomato"),
  apples: produce("apple"),
  bananas: produce("banana"),
  phone: (c, x, y, s, k) => phone(c, x, y, s, k),
  "phone-back": phoneBack,
  tablet: (c, x, y, s, k) => phone(c, x, y, s, k, true),
  smartwatch: (c, x, y, s, k) => watch(c, x, y, s, k, true),
  wristwatch: (c, x, y, s, k) => watch(c, x, y, s, k, false),
  laptop,
  monitor,
  headphones,
  earbuds,
  speaker,
  mouse,
  keyboard,
  charger,
  "power-bank": powerBank,
  cable,
  "air-fryer": airFryer,
  blender,
  kettle,
  cookware: (c, x, y, s) => pot(c, x, y, s),
  "frying-pan": pan,
  dinnerware,
  "tea-glasses": (c, x, y, s) => teaGlasses(c, x, y, s),
  "t-shirt": (c, x, y, s, k) => tshirt(c, x, y, s, k, false),
  polo: (c, x, y, s, k) => tshirt(c, x, y, s, k, true),
  shirt: buttonShirt,
  dress: (c, x, y, s, k) => dress(c, x, y, s, k, false),
  abaya: (c, x, y, s, k) => dress(c, x, y, s, k, true),
  cardigan,
  pyjamas: pyjama,
  jeans: (c, x, y, s, k) => trousers(c, x, y, s, k, true),
  trousers: (c, x, y, s, k) => trousers(c, x, y, s, k, false),
  scarf,
  backpack,
  handbag,
  sneaker: (c, x, y, s, k) => shoe(c, x, y, s, k, "sneaker"),
  loafer: (c, x, y, s, k) => shoe(c, x, y, s, k, "loafer"),
  sandal: (c, x, y, s, k) => shoe(c, x, y, s, k, "sandal"),
  sunglasses,
  vase,
  jug,
  candles,
  lamp,
  towels: (c, x, y, s, k) => folded(c, x, y, s, k, 4, true),
  "bed-sheets": bedSheets,
  blanket: (c, x, y, s, k) => folded(c, x, y, s, k, 5, true),
  cushion: (c, x, y, s, k) => cushion(c, x, y, s, k, true),
  pillow,
  mirror,
  rug,
} satisfies Record<string, Draw>;

export type Kind = keyof typeof KINDS;
export const drawKind = (kind: Kind, c: Canvas, x: number, y: number, s: number, look: Look) => (KINDS[kind] as Draw)(c, x, y, s, look);
